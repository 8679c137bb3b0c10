"""Why a file could not be read or written, in the reader's language.

The system's own words ("No such file or directory", "Permission denied") are
English whatever the UI language; the common causes are said in the catalogue's
words instead, and the rare ones keep the system's text.
"""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from rookdesk.engine.errors import RuleError
from rookdesk.engine.rules import load_rules_file
from rookdesk.storage.saves import SaveFileError, open_game, save_game
from rookdesk.ui.messages import os_error_text, os_reason, rule_error_text, save_error_text

from .test_app_languages import language


def _rules_error(path: Path) -> RuleError:
    with pytest.raises(RuleError) as caught:
        load_rules_file(path)
    return caught.value


def _save_error(call) -> SaveFileError:
    with pytest.raises(SaveFileError) as caught:
        call()
    return caught.value


def test_a_missing_house_rules_file_is_explained_in_german(qapp: QApplication, qm_folder: Path, tmp_path: Path) -> None:
    error = _rules_error(tmp_path / "fehlt.json")
    with language("de", qm_folder):
        text = rule_error_text(error)
    assert text == "fehlt.json: Die Datei kann nicht gelesen werden (die Datei existiert nicht).", text


def test_a_folder_chosen_as_a_game_is_explained_in_french(qapp: QApplication, qm_folder: Path, tmp_path: Path) -> None:
    folder = tmp_path / "partie.rookrec"
    folder.mkdir()
    error = _save_error(lambda: open_game(folder))
    with language("fr", qm_folder):
        text = save_error_text(error)
    assert "c’est un dossier, pas un fichier" in text and "not a file" not in text, text


def test_a_save_under_too_long_a_name_is_explained_in_spanish(qapp: QApplication, qm_folder: Path,
                                                              tmp_path: Path) -> None:
    from rookdesk.engine.game import Game
    from rookdesk.engine.presets import preset

    game = Game(preset("two-hand-rook"), seed=1)
    error = _save_error(lambda: save_game(game, tmp_path / ("x" * 300 + ".rookrec")))
    with language("es", qm_folder):
        text = save_error_text(error)
    assert "el nombre es demasiado largo" in text and "too long" not in text, text


@pytest.mark.parametrize(("number", "expected"), [
    (errno.EACCES, "Zugriff verweigert"), (errno.EPERM, "Zugriff verweigert"),
    (errno.ENOSPC, "der Datenträger ist voll"), (errno.EROFS, "der Datenträger ist schreibgeschützt"),
    (errno.ENAMETOOLONG, "der Name ist zu lang"),
])
def test_common_system_refusals_are_translated(qapp: QApplication, qm_folder: Path, number: int,
                                               expected: str) -> None:
    with language("de", qm_folder):
        assert os_error_text(OSError(number, "system words")) == expected


def test_a_rare_refusal_keeps_the_systems_words(qapp: QApplication) -> None:
    assert os_reason(errno.EIO, "Input/output error") == "Input/output error"
    assert os_error_text(ValueError("broken")) == "broken"


def test_a_house_rules_file_that_cannot_be_written_is_explained_in_german(qapp: QApplication, qm_folder: Path,
                                                                         tmp_path: Path) -> None:
    from rookdesk.engine.presets import preset
    from rookdesk.storage.house_rules import HouseRulesError, HouseRulesLibrary
    from rookdesk.ui.preferences.rules_page import HouseRulesPage

    with pytest.raises(HouseRulesError) as caught:
        HouseRulesLibrary.export_file(preset("kentucky-rook"), tmp_path / ("x" * 300))
    with language("de", qm_folder):
        page = HouseRulesPage(HouseRulesLibrary(tmp_path / "library"), preset("kentucky-rook"))
        text = page._library_message(caught.value)
        page.deleteLater()
    assert text.endswith("der Name ist zu lang") and "too long" not in text, text
