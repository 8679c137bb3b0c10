"""An empty, cut-off or wrong-kind file says what it is, and the library is left alone (play test round 7)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rookdesk.engine.errors import RuleError
from rookdesk.engine.presets import PRESETS
from rookdesk.storage.house_rules import HouseRulesLibrary, read_rules_file
from rookdesk.ui.messages import rule_error_text

COMPLETE = json.dumps(PRESETS["kentucky-rook"].to_dict(), indent=2)
GAME_LINE = json.dumps({"type": "game", "format": "rookrec/1", "rules": PRESETS["kentucky-rook"].to_dict(),
                        "seats": [], "seed": 1})


@pytest.mark.parametrize(("text", "code", "shown"), [
    ("", "empty_file", "The file is empty."),
    ("  \n\n", "empty_file", "The file is empty."),
    (GAME_LINE + '\n{"type": "deal", "hand": 1}\n', "saved_game_not_rules", "This is a saved game, not house rules."),
    (COMPLETE[:400], "cut_off_json", "The file ends too soon"),
    # Round 34: text that never was JSON was "cut off" (a one-line file's error lies on its last line).
    ("Shopping list: bread, milk\n", "not_rules_text", "This file does not hold house rules"),
    ("not json at all", "not_rules_text", "This file does not hold house rules"),
    ("line one\nline two\n", "not_rules_text", "This file does not hold house rules"),
])
def test_the_message_says_what_is_wrong_with_the_file(qtbot, tmp_path: Path, text: str, code: str,
                                                       shown: str) -> None:
    path = tmp_path / "family.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RuleError) as caught:
        read_rules_file(path)
    assert caught.value.code == code
    assert shown in rule_error_text(caught.value) and "JSON" not in rule_error_text(caught.value)


def test_other_broken_json_keeps_its_line_and_column(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "commas.json"
    path.write_text(COMPLETE.replace('"players": 4,', '"players": 4,,'), encoding="utf-8")
    with pytest.raises(RuleError) as caught:
        read_rules_file(path)
    assert caught.value.code == "bad_json" and "line 3" in rule_error_text(caught.value)


def test_a_refused_file_changes_nothing_in_the_library(tmp_path: Path) -> None:
    library = HouseRulesLibrary(tmp_path / "rules")
    saved = library.save(_named(PRESETS["kentucky-rook"], "Ours"))
    before = saved.path.read_bytes()
    for name, text in (("empty.json", ""), ("game.json", GAME_LINE + "\n"), ("cut.json", COMPLETE[:300])):
        (tmp_path / name).write_text(text, encoding="utf-8")
        with pytest.raises(RuleError):
            library.import_file(tmp_path / name)
    assert library.names() == ["Ours"] and saved.path.read_bytes() == before
    assert sorted(p.name for p in library.folder.iterdir()) == [saved.path.name]


def _named(rules, name: str):
    from rookdesk.engine.rules import rules_from_dict

    return rules_from_dict({**rules.to_dict(), "name": name}, complete=True)
