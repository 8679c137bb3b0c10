"""Round 15: a house-rules file with several problems names them all, numbers too large among them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rookdesk.engine.errors import RuleError
from rookdesk.storage.house_rules import HouseRulesLibrary, read_rules_file


def refused_file(tmp_path: Path, data: object) -> RuleError:
    path = tmp_path / "family.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    with pytest.raises(RuleError) as caught:
        read_rules_file(path)
    return caught.value


def found(error: RuleError) -> list[tuple[str, str]]:
    return [(problem.key, problem.code) for problem in error.problems]


def test_the_engines_problems_and_numbers_too_large_together(tmp_path: Path) -> None:
    error = refused_file(tmp_path, {"colour": "red", "target": 10**9, "bonus": {"last_trick": 2 * 10**6},
                                    "no_trump": 1})
    assert found(error) == [("colour", "unknown_key"), ("no_trump", "not_bool"),
                            ("target", "number_too_large"), ("bonus.last_trick", "number_too_large")]
    assert error.key == "colour"


def test_a_key_already_refused_is_not_named_again_for_its_size(tmp_path: Path) -> None:
    error = refused_file(tmp_path, {"players": 10**9, "target": 10**7})
    assert found(error) == [("players", "players_range"), ("target", "number_too_large")]


def test_sound_rules_with_several_numbers_too_large(tmp_path: Path) -> None:
    error = refused_file(tmp_path, {"target": 10**6, "spread": 10**7})
    assert found(error) == [("target", "number_too_large"), ("spread", "number_too_large")]


def test_a_number_with_hundreds_of_digits_is_refused_not_a_crash(tmp_path: Path) -> None:
    """It raised OverflowError (no float holds it) out of read_rules_file."""
    error = refused_file(tmp_path, '{"target": 1' + "0" * 400 + "}")
    assert found(error) == [("target", "number_too_large")]
    assert error.params["got"] == "100000… (401 digits)"


def test_a_file_level_problem_stays_alone(tmp_path: Path) -> None:
    error = refused_file(tmp_path, "[1, 2]")
    assert found(error) == [("", "not_an_object")]


def test_the_library_is_left_alone(tmp_path: Path) -> None:
    library = HouseRulesLibrary(tmp_path / "rules")
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"colour": 1, "target": 0}), encoding="utf-8")
    with pytest.raises(RuleError) as caught:
        library.import_file(path)
    assert len(caught.value.problems) == 2 and library.names() == []
