"""Statistics (issue 6): exact counts after scripted games, migrations, and crash safety."""

from __future__ import annotations

import itertools
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from rookdesk.engine.events import GameEnded, HandEnded, SeatInfo
from rookdesk.engine.game import Game
from rookdesk.engine.history import rewind
from rookdesk.engine.presets import PRESETS
from rookdesk.storage import statistics as statistics_module
from rookdesk.storage.statistics import (
    SCHEMA_VERSION, Mode, Statistics, StatisticsError, StatisticsRecorder, mode_of, remove_database, rules_hash,
)
from tests.engine.builders import random_action, rules_with

ROOT = Path(__file__).resolve().parents[2]
PARTNERS = PRESETS["partners-cutthroat"]
TWO = PRESETS["two-hand-standard"]


def clock() -> itertools.count:
    return itertools.count(1_000_000)


def stats_at(path: Path | str = ":memory:") -> Statistics:
    ticks = clock()
    return Statistics(path, clock=lambda: float(next(ticks)))


def seated(rules, *players: tuple[str, str]) -> Game:
    return Game(rules, 1, tuple(SeatInfo(name, kind) for name, kind in players))


def hand(number: int, bidder: int, bid: int, made: bool, delta: tuple[int, ...]) -> HandEnded:
    zeros = (0,) * len(delta)
    return HandEnded(number, bidder, bid, zeros, zeros, zeros, made, delta, delta)


VS = (("You", "human"), ("West", "ai:normal"), ("North", "ai:normal"), ("East", "ai:normal"))


def test_modes_follow_the_seats() -> None:
    assert mode_of(["human", "ai:normal"]) is Mode.VS_COMPUTER
    assert mode_of(["human", "human", "ai:easy", "ai:easy"]) is Mode.HOT_SEAT
    assert mode_of(["ai:hard", "ai:easy"]) is Mode.DEMO


def test_rules_hash_is_stable_and_tells_rule_sets_apart() -> None:
    assert rules_hash(PARTNERS) == rules_hash(PRESETS["partners-cutthroat"])
    assert rules_hash(PARTNERS) != rules_hash(rules_with("partners-cutthroat", bidding__min=75))
    assert len(rules_hash(PARTNERS)) == 16


def test_scripted_vs_computer_game_counts_exactly() -> None:
    """One game of three hands: the person bids twice (made, set), West once (made); the person's side wins."""
    stats = stats_at()
    game = seated(PARTNERS, *VS)
    stats.record_hand(game, "g1", hand(1, 0, 120, True, (150, 30)))
    stats.record_hand(game, "g1", hand(2, 1, 100, True, (40, 140)))
    stats.record_hand(game, "g1", hand(3, 2, 130, False, (-130, 50)))
    stats.record_game_end(game, "g1", GameEnded(0, (510, 220)))
    summary = stats.summary()
    assert summary.games == 1 and summary.hands == 3
    (row,) = summary.rule_modes
    assert (row.rules_name, row.mode, row.games, row.hands, row.person_wins) == (
        PARTNERS.name, Mode.VS_COMPUTER, 1, 3, 1)
    person, normal = summary.players
    assert (person.kind, person.name, person.games, person.wins) == ("human", "", 1, 1)
    assert (person.bids_won, person.bids_made, person.bids_set, person.average_bid) == (1, 1, 0, 120)
    assert person.average_points == pytest.approx((150 + 40 - 130) / 3)
    assert (person.current_streak, person.best_streak) == (1, 1)
    # Three Normal seats: one game for Normal, lost: its result is its opponents' (West and East, side 1);
    # North, the person's partner, played the person's game. Every Normal seat's bid is Normal's.
    assert (normal.kind, normal.games, normal.wins) == ("normal", 1, 0)
    assert (normal.bids_won, normal.bids_made, normal.bids_set) == (2, 1, 1)
    assert normal.average_bid == 115
    assert normal.average_points == pytest.approx((30 + 140 + 50) / 3)


def test_hot_seat_records_per_player_name_and_streaks() -> None:
    """Hot-seat games count per name; streaks follow the finished games in time order."""
    stats = stats_at()
    results = [0, 0, 1, 0, 0, 0, 1]  # winning side per game: Anna sits on side 0, Ben on side 1
    for number, winner in enumerate(results):
        game = seated(TWO, ("Anna", "human"), ("Ben", "human"))
        game_id = f"hs{number}"
        stats.record_hand(game, game_id, hand(1, winner, 120, True, (120, 0) if winner == 0 else (0, 120)))
        stats.record_game_end(game, game_id, GameEnded(winner, (500, 0) if winner == 0 else (0, 500)))
    summary = stats.summary()
    anna, ben = summary.players
    assert (anna.name, anna.games, anna.wins, anna.current_streak, anna.best_streak) == ("Anna", 7, 5, 0, 3)
    assert (ben.name, ben.games, ben.wins, ben.current_streak, ben.best_streak) == ("Ben", 7, 2, 1, 1)
    assert (anna.bids_won, anna.bids_made, ben.bids_won) == (5, 5, 2)
    (row,) = summary.rule_modes
    assert (row.mode, row.games, row.hands, row.person_wins) == (Mode.HOT_SEAT, 7, 7, None)


def test_names_shown_alike_are_one_player() -> None:
    """Round 39: a seat left at its default name, in games dealt in two languages, is one hot-seat player."""
    stats = stats_at()
    for number, (first, winner) in enumerate([("South", 0), ("Sud", 0), ("South", 1)]):
        game = seated(TWO, (first, "human"), ("Ben", "human"))
        stats.record_hand(game, f"hs{number}", hand(1, winner, 120, True, (120, 0) if winner == 0 else (0, 120)))
        stats.record_game_end(game, f"hs{number}", GameEnded(winner, (500, 0) if winner == 0 else (0, 500)))
    assert [(row.name, row.games) for row in stats.summary().players] == [("Ben", 3), ("South", 2), ("Sud", 1)]
    shown = stats.summary(shown_name=lambda name: "Sud" if name == "South" else name).players
    assert [(row.name, row.games, row.wins) for row in shown] == [("Ben", 3, 1), ("Sud", 3, 2)]


def test_rule_sets_and_modes_are_kept_apart() -> None:
    stats = stats_at()
    other = rules_with("partners-cutthroat", bidding__min=75)
    for game_id, rules, seats in (("a", PARTNERS, VS), ("b", other, VS),
                                  ("c", PARTNERS, tuple((n, "ai:easy") for n, _ in VS))):
        game = seated(rules, *seats)
        stats.record_hand(game, game_id, hand(1, 1, 100, True, (0, 100)))
        stats.record_game_end(game, game_id, GameEnded(1, (0, 500)))
    rows = {(r.rules_hash, r.mode): r for r in stats.summary().rule_modes}
    assert set(rows) == {(rules_hash(PARTNERS), Mode.VS_COMPUTER), (rules_hash(other), Mode.VS_COMPUTER),
                         (rules_hash(PARTNERS), Mode.DEMO)}
    assert all(r.games == 1 and r.hands == 1 for r in rows.values())
    assert rows[(rules_hash(PARTNERS), Mode.VS_COMPUTER)].person_wins == 0


def test_real_games_through_the_recorder() -> None:
    """Played games: one hand row per hand_end event, one finished game each, wins add up."""
    stats = stats_at()
    recorder = StatisticsRecorder(stats)
    total_hands = 0
    for seed in range(3):
        game = Game(TWO, seed, (SeatInfo("You", "human"), SeatInfo("Bot", "ai:hard")))
        recorder.attach(game, f"real{seed}")
        game.start()
        rng = random.Random(seed)
        while not game.is_over:
            game.apply(random_action(game, rng))
        total_hands += sum(isinstance(e, HandEnded) for e in game.events)
    summary = stats.summary()
    assert (summary.games, summary.hands) == (3, total_hands)
    person, hard = summary.players
    assert person.games == hard.games == 3
    assert person.wins + hard.wins == 3
    assert person.bids_won + hard.bids_won == total_hands
    assert recorder.last_error is None


def test_undo_does_not_count_twice() -> None:
    """A hand scored, undone and scored again is one hand; undoing the end reopens the game."""
    stats = stats_at()
    recorder = StatisticsRecorder(stats)
    game = Game(TWO, 8, (SeatInfo("You", "human"), SeatInfo("Bot", "ai:normal")))
    recorder.attach(game, "u")
    game.start()
    rng = random.Random(8)
    while not game.is_over:
        game.apply(random_action(game, rng))
    hands = sum(isinstance(e, HandEnded) for e in game.events)
    assert stats.summary().hands == hands
    back = rewind(game, len(game.actions) - 1)
    recorder.attach(back, "u", rewound=True)
    summary = stats.summary()
    assert (summary.games, summary.hands) == (0, hands - 1)
    back.apply(game.actions[-1])
    summary = stats.summary()
    assert (summary.games, summary.hands) == (1, hands)


def test_a_recorder_attached_late_records_what_happened_since() -> None:
    """``since``: hands scored before the recorder could follow the game are recorded on attaching."""
    stats, early = stats_at(), stats_at()
    game = Game(TWO, 4, (SeatInfo("You", "human"), SeatInfo("Bot", "ai:normal")))
    StatisticsRecorder(early).attach(game, "g")   # followed from the start, for comparison
    game.start()
    rng = random.Random(4)
    while not any(isinstance(e, HandEnded) for e in game.events):
        game.apply(random_action(game, rng))
    late = StatisticsRecorder(stats)
    late.attach(game, "g", since=0)
    assert stats.summary().hands == 1
    while not game.is_over:
        game.apply(random_action(game, rng))
    assert stats.summary() == early.summary()
    assert late.last_error is None


def test_reset_forgets_everything(tmp_path: Path) -> None:
    stats = stats_at(tmp_path / "s.sqlite3")
    game = seated(PARTNERS, *VS)
    stats.record_hand(game, "g", hand(1, 0, 120, True, (150, 30)))
    stats.reset()
    summary = stats.summary()
    assert (summary.games, summary.hands, summary.players, summary.rule_modes) == (0, 0, (), ())


# Schema and migrations ------------------------------------------------------------


def test_new_database_has_the_current_schema(tmp_path: Path) -> None:
    stats = stats_at(tmp_path / "s.sqlite3")
    assert stats.version() == SCHEMA_VERSION
    assert stats.conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)


def test_an_old_database_is_migrated_keeping_its_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.sqlite3"
    monkeypatch.setattr(statistics_module, "MIGRATIONS", statistics_module.MIGRATIONS[:1])
    monkeypatch.setattr(statistics_module, "SCHEMA_VERSION", 1)
    old = stats_at(path)
    assert old.version() == 1
    old.record_hand(seated(PARTNERS, *VS), "g", hand(1, 0, 120, True, (150, 30)))
    old.close()
    monkeypatch.undo()
    new = stats_at(path)
    assert new.version() == SCHEMA_VERSION == 2
    assert new.conn.execute("SELECT name FROM sqlite_master WHERE name = 'games_finished'").fetchone()
    assert new.summary().hands == 1


def test_a_failing_migration_leaves_the_old_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s.sqlite3"
    stats_at(path).close()
    broken = statistics_module.MIGRATIONS + [(3, ("CREATE TABLE extra (x)", "THIS IS NOT SQL"))]
    monkeypatch.setattr(statistics_module, "MIGRATIONS", broken)
    monkeypatch.setattr(statistics_module, "SCHEMA_VERSION", 3)
    with pytest.raises(StatisticsError):
        stats_at(path)
    monkeypatch.undo()
    stats = stats_at(path)
    assert stats.version() == 2
    assert not stats.conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'extra'").fetchone()


def test_a_newer_database_is_read_but_not_written(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    stats = stats_at(path)
    stats.record_hand(seated(PARTNERS, *VS), "g", hand(1, 0, 120, True, (150, 30)))
    stats.conn.execute("UPDATE schema_version SET version = 99")
    stats.close()
    newer = stats_at(path)
    assert newer.read_only and newer.summary().hands == 1
    with pytest.raises(StatisticsError):
        newer.reset()
    recorder = StatisticsRecorder(newer)
    game = seated(PARTNERS, *VS)
    recorder.attach(game, "x")
    recorder._on_event(hand(1, 0, 100, True, (1, 2)))
    assert isinstance(recorder.last_error, StatisticsError)


def test_a_file_that_is_not_a_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    path.write_bytes(b"this is not SQLite at all" * 100)
    with pytest.raises(StatisticsError) as info:
        Statistics(path)
    assert "cannot be read" in str(info.value)
    remove_database(path)
    assert Statistics(path).summary().games == 0


# Crash safety -------------------------------------------------------------------------


def filled(path: Path) -> Statistics:
    stats = stats_at(path)
    for number in range(3):
        game = seated(PARTNERS, *VS)
        stats.record_hand(game, f"g{number}", hand(1, 0, 120, True, (150, 30)))
        stats.record_game_end(game, f"g{number}", GameEnded(0, (500, 30)))
    return stats


def test_an_exception_inside_a_write_leaves_the_previous_content(tmp_path: Path) -> None:
    stats = filled(tmp_path / "s.sqlite3")
    before = stats.summary()
    with pytest.raises(RuntimeError):
        with stats._transaction() as conn:
            conn.execute("DELETE FROM hands")
            raise RuntimeError("power cut")
    assert stats.summary() == before


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_process_killed_inside_a_write_leaves_the_previous_content(tmp_path: Path) -> None:
    """SIGKILL in the middle of a large transaction: the next open reads the old content, intact."""
    path = tmp_path / "s.sqlite3"
    stats = filled(path)
    before = stats.summary()
    stats.close()
    size_before = path.stat().st_size
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "storage" / "statistics_worker.py"), str(path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "inside"
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
    # The uncommitted pages had spilled into the file: only the journal can bring it back.
    assert Path(str(path) + "-journal").exists()
    assert path.stat().st_size > size_before
    after = Statistics(path)
    assert after.conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert after.summary() == before
    assert after.conn.execute("SELECT COUNT(*) FROM rule_sets").fetchone() == (1,)
    # And it can be written again.
    after.record_hand(seated(PARTNERS, *VS), "next", hand(1, 0, 100, True, (100, 0)))
    assert after.summary().hands == before.hands + 1


def test_a_folder_that_cannot_be_made_is_reported(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(StatisticsError):
        Statistics(blocker / "s.sqlite3")


def test_a_damaged_row_is_reported_not_raised_raw() -> None:
    stats = stats_at()
    stats.record_hand(seated(PARTNERS, *VS), "g", hand(1, 0, 120, True, (150, 30)))
    stats.conn.execute("UPDATE hands SET delta_json = 'not json'")
    with pytest.raises(StatisticsError):
        stats.summary()
