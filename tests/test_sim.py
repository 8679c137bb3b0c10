"""rookdesk-sim (issue 2, What must work 5): play, check, rules, presets, bench."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.record import replay_file
from rookdesk.engine.rules import rules_from_dict
from rookdesk.sim import main

SIM = Path(sys.executable).parent / "rookdesk-sim"


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_play_writes_records_that_check_accepts(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """play --preset NAME --games N --seed S --records DIR writes one record per game and a line per game;
    check accepts them all."""
    assert main(["play", "--preset", name, "--games", "2", "--seed", "40", "--records", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("game 1 seed 40: ") and lines[1].startswith("game 2 seed 41: ")
    records = sorted(tmp_path.glob("*.rookrec"))
    assert [p.name for p in records] == [f"{name}-s40-g000.rookrec", f"{name}-s40-g001.rookrec"]
    assert all(replay_file(p).is_over for p in records)
    assert main(["check", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "2 valid, 0 invalid" in out and "INVALID" not in out


def test_installed_command(tmp_path: Path) -> None:
    """The installed rookdesk-sim script plays and checks games."""
    assert SIM.exists(), SIM
    played = subprocess.run([str(SIM), "play", "--preset", "two-hand-rook", "--games", "1", "--seed", "3",
                             "--records", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert played.returncode == 0, played.stderr
    checked = subprocess.run([str(SIM), "check", str(tmp_path)], capture_output=True, text=True, timeout=120)
    assert checked.returncode == 0 and "1 valid, 0 invalid" in checked.stdout


def test_check_names_the_bad_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """check exits 1 when a record does not replay and names the file and the line."""
    main(["play", "--preset", "kentucky-rook", "--games", "1", "--seed", "2", "--records", str(tmp_path)])
    path = next(tmp_path.glob("*.rookrec"))
    lines = path.read_text(encoding="utf-8").splitlines()
    index = next(i for i, line in enumerate(lines) if json.loads(line)["type"] == "trick")
    trick = json.loads(lines[index])
    trick["winner"] = (trick["winner"] + 1) % 4
    lines[index] = json.dumps(trick)
    bad = tmp_path / "bad.rookrec"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["check", str(path), str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"INVALID {bad}: line {index + 1}: " in out
    assert "1 valid, 1 invalid" in out


def test_check_reports_games_in_progress(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A game stopped by --max-hands is written as a record in progress, which check accepts."""
    main(["play", "--preset", "partners-cutthroat", "--games", "1", "--max-hands", "1", "--records", str(tmp_path)])
    assert "unfinished" in capsys.readouterr().out
    assert main(["check", str(tmp_path)]) == 0
    assert "in progress" in capsys.readouterr().out


def test_play_with_a_rules_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """play --rules FILE plays a house-rules file (partial, filled from its base)."""
    house = tmp_path / "house.json"
    house.write_text(json.dumps({"base": "kentucky-discard", "players": 4, "target": 150, "rook_rank": 10.5}))
    records = tmp_path / "records"
    records.mkdir()
    assert main(["play", "--rules", str(house), "--games", "2", "--records", str(records)]) == 0
    assert sorted(p.name for p in records.iterdir()) == ["house-s0-g000.rookrec", "house-s0-g001.rookrec"]
    assert main(["check", str(records)]) == 0


def test_play_usage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Unknown presets, bad rules files and a wrong number of players exit 2 with a message."""
    assert main(["play", "--preset", "bridge"]) == 2
    assert "unknown preset" in capsys.readouterr().err
    assert main(["play", "--preset", "kentucky-rook", "--players", "random,random"]) == 2
    assert "4" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text('{"players": 9}')
    assert main(["play", "--rules", str(bad)]) == 2
    assert "players" in capsys.readouterr().err


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_rules_prints_a_complete_rule_set(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """rules NAME prints the complete rule set as JSON."""
    assert main(["rules", name]) == 0
    assert rules_from_dict(json.loads(capsys.readouterr().out), complete=True) == PRESETS[name]


def test_rules_of_a_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """rules FILE validates the file and prints it complete (missing keys filled, bidding.max computed)."""
    house = tmp_path / "house.json"
    house.write_text(json.dumps({"base": "two-hand-rook", "trick_points": 0}))
    assert main(["rules", str(house)]) == 0
    printed = json.loads(capsys.readouterr().out)
    rules = rules_from_dict(printed, complete=True)
    assert rules.trick_points == 0 and rules.bidding.max == 100 and rules.name == PRESETS["two-hand-rook"].name


@pytest.mark.parametrize("content, words", [
    ('{"players": 9}', ["players", "2 to 6"]),
    ('{"bidding": {"min": 102}}', ["bidding.min", "multiple"]),
    ('{"colour": "red"}', ["colour", "unknown key"]),
    ("{not json", ["not valid JSON"]),
])
def test_rules_of_a_bad_file(content: str, words: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """rules FILE with a bad file: exit code 2 and a clear message naming the key."""
    bad = tmp_path / "bad.json"
    bad.write_text(content)
    assert main(["rules", str(bad)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert all(word in captured.err for word in words), captured.err


def test_rules_of_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    """rules with a name that is neither a preset nor a file exits 2."""
    assert main(["rules", "no-such-thing"]) == 2
    assert "neither a preset" in capsys.readouterr().err


def test_presets_lists_the_five(capsys: pytest.CaptureFixture[str]) -> None:
    """presets lists the five built-in rule sets by name."""
    assert main(["presets"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == list(PRESET_NAMES)
    assert all(PRESETS[line.split()[0]].name in line for line in lines)


def test_bench_prints_one_line_per_preset(capsys: pytest.CaptureFixture[str]) -> None:
    """bench prints one line per preset, starting with its name followed by its hands per second."""
    assert main(["bench", "--seconds", "0.2"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
    starts = [line for line in lines if line.split()[0] in PRESET_NAMES]
    assert [line.split()[0] for line in starts] == list(PRESET_NAMES)
    for line in starts:
        assert float(line.split()[1].replace(",", "")) > 0


def test_rules_file_with_several_problems_lists_them_all(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A rules file with three independent problems: each is printed on its own line, not only the first."""
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": 9, "colour": "red", "trick_points": "two"}))
    assert main(["rules", str(bad)]) == 2
    lines = [line.removeprefix("rookdesk-sim: ") for line in capsys.readouterr().err.splitlines()]
    lines = [line for line in lines if line.startswith(str(bad))]
    assert len(lines) == 3, lines
    assert any("players" in line for line in lines)
    assert any("colour" in line for line in lines)
    assert any("trick_points" in line for line in lines)
