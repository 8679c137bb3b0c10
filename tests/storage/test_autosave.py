"""Autosave (issue 6): the game in progress is on disk after every decision and survives a killed process."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from rookdesk.ai.player import choice_for
from rookdesk.engine.game import Game
from rookdesk.engine.history import rewind
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESETS
from rookdesk.storage.autosave import RECORD_NAME, Autosaver, new_game_id
from rookdesk.storage.saves import open_game
from tests.engine.builders import random_action, snapshot

from tests.storage import autosave_worker as worker

ROOT = Path(__file__).resolve().parents[2]
WORKER = Path(worker.__file__)


def reference(preset: str, seed: int, decisions: int) -> Game:
    """The worker's game played in this process up to ``decisions`` decisions."""
    rules = PRESETS[preset]
    game = Game(rules, seed, worker.seats(rules.players))
    game.start()
    bots = worker.players(rules.players, seed)
    while not game.is_over and len(game.actions) < decisions:
        game.apply(bots[game.to_act].choose(choice_for(game)))
    return game


def test_game_ids_are_random_version_4_uuids() -> None:
    ids = {new_game_id() for _ in range(200)}
    assert len(ids) == 200
    for game_id in ids:
        parsed = uuid.UUID(hex=game_id)
        assert parsed.hex == game_id and parsed.version == 4 and parsed.variant == uuid.RFC_4122


def test_every_decision_is_saved(tmp_path: Path) -> None:
    """After each action the autosave replays to exactly the game in progress."""
    game = Game(PRESETS["two-hand-standard"], 3)
    saver = Autosaver(tmp_path)
    game_id = saver.attach(game)
    game.start()
    assert open_game(saver.record_path).events == game.events
    rng = random.Random(3)
    for _ in range(80):
        game.apply(random_action(game, rng))
        saved = open_game(saver.record_path)
        assert saved.events == game.events and saved.to_act == game.to_act
    resumable = saver.pending_resume()
    assert resumable is not None and resumable.game_id == game_id
    assert snapshot(resumable.game) == snapshot(rewind(game, len(game.actions)))
    assert sorted(p.name for p in tmp_path.iterdir()) == [RECORD_NAME]


def test_a_finished_game_removes_the_autosave(tmp_path: Path) -> None:
    game = Game(PRESETS["two-hand-standard"], 4)
    saver = Autosaver(tmp_path)
    saver.attach(game)
    game.start()
    rng = random.Random(4)
    while not game.is_over:
        game.apply(random_action(game, rng))
    assert not saver.record_path.exists()
    assert saver.pending_resume() is None


def test_attaching_a_game_in_progress_saves_it_at_once(tmp_path: Path) -> None:
    """A resumed, opened or rewound game is on disk before its next decision."""
    game = Game(PRESETS["partners-cutthroat"], 5)
    game.start()
    rng = random.Random(5)
    for _ in range(12):
        game.apply(random_action(game, rng))
    saver = Autosaver(tmp_path)
    saver.attach(game, "abc")
    resumable = saver.pending_resume()
    assert resumable is not None
    assert resumable.game.events == game.events and resumable.game_id == "abc"
    first = json.loads(saver.record_path.read_text().splitlines()[0])
    assert first["game_id"] == "abc"


def test_detach_keeps_the_autosave_and_stops_following(tmp_path: Path) -> None:
    game = Game(PRESETS["partners-cutthroat"], 6)
    saver = Autosaver(tmp_path)
    saver.attach(game)
    game.start()
    saver.detach()
    game.apply(random_action(game, random.Random(0)))
    resumable = saver.pending_resume()
    assert resumable is not None and len(resumable.game.actions) == 0


def test_a_damaged_autosave_is_set_aside_not_offered(tmp_path: Path) -> None:
    (tmp_path / RECORD_NAME).write_text('{"type": "game", "format": "rookrec/1"\n')
    saver = Autosaver(tmp_path)
    assert saver.pending_resume() is None
    assert (tmp_path / (RECORD_NAME + ".bad")).exists()
    assert not (tmp_path / RECORD_NAME).exists()


def test_no_autosave_nothing_to_resume(tmp_path: Path) -> None:
    assert Autosaver(tmp_path / "not-yet").pending_resume() is None


def test_a_failing_disk_does_not_stop_the_game(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    saver = Autosaver(blocker / "sub")
    game = Game(PRESETS["partners-cutthroat"], 1)
    saver.attach(game)
    game.start()
    game.apply(random_action(game, random.Random(1)))
    assert saver.last_error is not None


def test_declining_to_resume_clears_it(tmp_path: Path) -> None:
    game = Game(PRESETS["partners-cutthroat"], 1)
    saver = Autosaver(tmp_path)
    saver.attach(game)
    game.start()
    saver.detach()
    saver.clear()
    assert saver.pending_resume() is None


# Killed processes -------------------------------------------------------------


def start_worker(folder: Path, *args: object) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, str(WORKER), str(folder), *map(str, args)],
                            stdout=subprocess.PIPE, text=True, cwd=ROOT, env=env)


def kill(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL


def mid_hand_point(preset: str, seed: int) -> int:
    """A decision count in the second hand, in the middle of trick play."""
    game = reference(preset, seed, 10_000)
    for n in range(len(game.actions)):
        back = rewind(game, n)
        if back.hand_number == 2 and back.phase is Phase.PLAY and len(back.tricks) >= 2 and back.trick:
            return n
    raise AssertionError("no mid-hand point")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("preset", ["partners-cutthroat", "two-hand-rook"])
def test_killed_mid_hand_while_saving_resumes_identically(preset: str, tmp_path: Path) -> None:
    """SIGKILL in the middle of a hand, during an autosave write: the next start resumes
    exactly that game, with the same events and the same player to act."""
    seed = 21
    stop_at = mid_hand_point(preset, seed)
    process = start_worker(tmp_path, preset, seed, stop_at)
    assert process.stdout is not None
    for line in process.stdout:
        if line.strip() == "ready":
            break
    else:
        raise AssertionError("the worker ended without reaching the stop point")
    kill(process)
    resumable = Autosaver(tmp_path).pending_resume()
    assert resumable is not None
    expected = reference(preset, seed, stop_at)
    assert resumable.game.events == expected.events
    assert resumable.game.to_act == expected.to_act and resumable.game.phase is Phase.PLAY
    assert snapshot(resumable.game) == snapshot(expected)
    assert resumable.game_id == worker.GAME_ID


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_during_free_play_resumes_to_a_state_of_that_game(tmp_path: Path) -> None:
    """Killed at an arbitrary moment: the autosave is complete and is the game at some decision."""
    preset, seed = "partners-cutthroat", 33
    process = start_worker(tmp_path, preset, seed)
    assert process.stdout is not None
    for line in process.stdout:
        if int(line) >= 60:
            break
    kill(process)
    resumable = Autosaver(tmp_path).pending_resume()
    assert resumable is not None
    n = len(resumable.game.actions)
    assert n >= 60
    expected = reference(preset, seed, n)
    assert snapshot(resumable.game) == snapshot(expected)
    leftovers = [p.name for p in tmp_path.iterdir() if p.name != RECORD_NAME]
    assert all(name.endswith(".tmp") for name in leftovers)  # a write cut short leaves only its temporary file
