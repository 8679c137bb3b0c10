"""The duplicate arena: both seatings of each deal, valid records, and the report's lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from rookdesk.ai.arena import run_arena, seats_of
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.record import replay_file
from rookdesk.sim import main


def test_seats_are_exchanged_on_the_replay() -> None:
    """A holds the even seats at the first table and the odd ones at the second."""
    rules = PRESETS["partners-cutthroat"]
    assert seats_of(rules, True) == ["a", "b", "a", "b"]
    assert seats_of(rules, False) == ["b", "a", "b", "a"]


def test_arena_plays_each_deal_twice_and_keeps_valid_records(tmp_path: Path) -> None:
    """Two tables per deal, one record per table, each record replays."""
    summary = run_arena(PRESETS["two-hand-rook"], "normal", "easy", deals=2, seed=4, records=tmp_path)
    assert len(summary.diffs) == 2
    assert sum(len(v) for v in summary.contracts.values()) == 4
    records = sorted(tmp_path.glob("*.rookrec"))
    assert len(records) == 4
    for path in records:
        replay_file(path)


def test_same_level_on_both_sides_is_exactly_even() -> None:
    """Duplicate cancels the cards: a level against itself scores exactly zero on every deal."""
    summary = run_arena(PRESETS["kentucky-rook"], "normal", "normal", deals=3, seed=1)
    assert summary.diffs == [0.0, 0.0, 0.0]


def test_arena_command_prints_the_result(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """`rookdesk-sim arena` reports the mean difference with its interval, made-rates and decision times."""
    code = main(["arena", "--preset", "kentucky-discard", "--a", "hard:0.02", "--b", "random", "--deals", "2",
                 "--seed", "3", "--records", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0
    assert "A - B per deal" in out and "95% CI" in out
    assert "made" in out and "time A hard:0.02" in out
    assert main(["check", str(tmp_path)]) == 0


def test_play_command_accepts_level_names(capsys: pytest.CaptureFixture[str]) -> None:
    """`rookdesk-sim play --players` takes the same level names, budgets included."""
    code = main(["play", "--preset", "two-hand-standard", "--players", "hard:0.02,easy", "--max-hands", "1"])
    assert code == 0
    assert "game 1" in capsys.readouterr().out


def test_unknown_level_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "--a", "genius", "--b", "normal", "--deals", "1"]) == 2
