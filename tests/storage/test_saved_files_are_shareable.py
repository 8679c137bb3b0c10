"""Exported house rules and saved games get the usual file permissions, not mkstemp's 0600 (play test round 7)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESETS
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.saves import save_game

pytestmark = pytest.mark.skipif(os.name != "posix", reason="permission bits are POSIX")


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_an_exported_rules_file_is_readable_by_others(tmp_path: Path, umask_022) -> None:
    path = HouseRulesLibrary.export_file(PRESETS["kentucky-rook"], tmp_path / "family.json")
    assert mode(path) == 0o644


def test_a_saved_game_is_readable_by_others(tmp_path: Path, umask_022) -> None:
    path = save_game(Game(PRESETS["partners-cutthroat"], 7), tmp_path / "game.rookrec")
    assert mode(path) == 0o644


def test_saving_over_a_file_keeps_its_mode(tmp_path: Path, umask_022) -> None:
    path = tmp_path / "family.json"
    path.write_text("{}", encoding="utf-8")
    path.chmod(0o640)
    HouseRulesLibrary.export_file(PRESETS["kentucky-rook"], path)
    assert mode(path) == 0o640 and path.read_text(encoding="utf-8") != "{}"
