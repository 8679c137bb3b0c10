"""Engine and storage errors reach people as whole translated sentences (rookdesk/ui/messages.py)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from rookdesk.engine.errors import RecordError, RuleError
from rookdesk.engine.rules import rules_from_dict, rules_from_json
from rookdesk.storage.saves import Problem, SaveFileError
from rookdesk.ui import messages

from .test_app_languages import language

ROOT = Path(__file__).resolve().parents[2]


def rule_error_codes(path: Path) -> list[tuple[int, str | None]]:
    """(line, code) of every ``RuleError(...)`` raised in a module (None when it gives no code)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "RuleError":
            code = node.args[2] if len(node.args) > 2 else None
            found.append((node.lineno, code.value if isinstance(code, ast.Constant) else None))
    return found


@pytest.mark.parametrize("module", ["rookdesk/engine/rules.py", "rookdesk/storage/house_rules.py"])
def test_every_rule_error_has_a_code_the_ui_can_say(module: str) -> None:
    known = set(re.findall(r'"(\w+)": lambda', (ROOT / "rookdesk/ui/messages.py").read_text(encoding="utf-8")))
    codes = rule_error_codes(ROOT / module)
    assert codes
    assert [(line, code) for line, code in codes if code is None or code not in known] == []


def refusal(data: object) -> RuleError:
    with pytest.raises(RuleError) as caught:
        rules_from_dict(data)
    return caught.value


CASES = [
    ({"target": 0}, "target: Muss mindestens 1 sein, nicht 0."),
    ({"players": 3, "partnerships": True, "hand_size": 13, "nest_size": 6},
     "partnerships: Das Spiel in Parteien braucht 4 Spieler (Partner sitzen einander gegenüber), nicht 3."),
    ({"bidding": {"min": 103}}, "bidding.min: 103 ist kein Vielfaches der Schrittweite 5."),
    ({"colour": 1}, "colour: Dieser Schlüssel ist unbekannt."),
]


@pytest.mark.parametrize(("data", "german"), CASES)
def test_rule_errors_in_german(qapp, qm_folder: Path, data: dict, german: str) -> None:
    error = refusal(data)
    assert messages.rule_error_text(error).startswith(error.key)  # English without a translator
    with language("de", qm_folder):
        assert messages.rule_error_text(error) == german


def test_rule_error_keeps_english_reason_and_key() -> None:
    error = refusal({"target": 0})
    assert (error.key, error.reason, error.code, error.params) == (
        "target", "must be at least 1, not 0", "too_small", {"key": "target", "min": 1, "got": 0})


def test_json_errors_are_translated(qapp, qm_folder: Path) -> None:
    with pytest.raises(RuleError) as caught:
        rules_from_json("{")
    with language("fr", qm_folder):
        assert messages.rule_error_text(caught.value).startswith("Ce n’est pas du JSON valide (ligne 1, colonne 2")


def test_unknown_code_falls_back_to_the_english_reason() -> None:
    assert messages.rule_reason(RuleError("x", "some reason", "no_such_code")) == "some reason"


def test_record_and_save_errors(qapp, qm_folder: Path) -> None:
    with language("es", qm_folder):
        assert messages.record_error_text(RecordError(3, "bad")) == "No se puede abrir este archivo: línea 3: bad"
        error = SaveFileError("partida.rookrec", Problem.ILLEGAL, "illegal play: x", 7)
        assert messages.save_error_text(error) == "partida.rookrec contiene una jugada que las reglas no permiten."
        assert messages.save_error_details(error) == "line 7: illegal play: x"   # behind Show Details
        assert messages.save_error_text(SaveFileError("p.rookrec", Problem.TOO_LARGE, "big")) == (
            "p.rookrec es demasiado grande para ser una partida guardada.")


def test_a_damaged_saved_game_is_explained_in_the_readers_language(qapp, qm_folder: Path, tmp_path: Path) -> None:
    """Round 24: Show Details of a saved game cut short said "line 19: not valid JSON (Unterminated string
    starting at: column 39)" in English, where a house-rules file cut short is explained in the language."""
    from rookdesk.engine.game import Game
    from rookdesk.engine.presets import PRESETS
    from rookdesk.engine.record import record_text
    from rookdesk.storage.saves import open_game

    game = Game(PRESETS["two-hand-rook"], 5)
    game.start()
    text = record_text(game.events)
    cut, broken = tmp_path / "cut.rookrec", tmp_path / "broken.rookrec"
    cut.write_text(text[: len(text) - 40], encoding="utf-8")
    lines = text.splitlines(keepends=True)
    broken.write_text(lines[0] + "{not json\n" + "".join(lines[1:]), encoding="utf-8")
    errors = {}
    for path in (cut, broken):
        with pytest.raises(SaveFileError) as caught:
            open_game(path)
        errors[path.stem] = caught.value
    with language("es", qm_folder):
        assert messages.save_error_details(errors["cut"]).startswith("El archivo termina demasiado pronto (línea ")
        assert messages.save_error_details(errors["broken"]) == "No es JSON válido (línea 2, columna 2)."
    assert "not valid JSON" in errors["cut"].reason   # the record reader's own words stay English
