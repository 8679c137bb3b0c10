"""Play test 15: a game counts once for each computer level at the table, and abandoned games leave no
rows of zeros.

A tester finished one four-handed game against three "Computer: Normal" seats and the statistics said
Normal had played three games. The seats table keeps one row per seat, as it always did, so the
fix is in the reading: databases written before it show the right figures too.
"""

from __future__ import annotations

import random
from pathlib import Path

from rookdesk.engine.events import HandEnded, SeatInfo
from rookdesk.engine.game import Game
from rookdesk.engine.history import rewind
from rookdesk.engine.presets import PRESETS
from rookdesk.storage.statistics import Mode, Statistics, StatisticsRecorder
from tests.engine.builders import random_action

PARTNERS = PRESETS["partners-cutthroat"]
TWO = PRESETS["two-hand-standard"]


def seats(*players: tuple[str, str]) -> tuple[SeatInfo, ...]:
    return tuple(SeatInfo(name, kind) for name, kind in players)


AGAINST_THREE_NORMAL = seats(("You", "human"), ("West", "ai:normal"), ("North", "ai:normal"), ("East", "ai:normal"))


def play_to_the_end(path: Path, game_id: str, game: Game, seed: int) -> Game:
    """Play ``game`` to its end with the recorder writing the database file at ``path``."""
    stats = Statistics(path)
    recorder = StatisticsRecorder(stats)
    recorder.attach(game, game_id)
    game.start()
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(random_action(game, rng))
    assert recorder.last_error is None
    stats.close()
    return game


def players_of(path: Path) -> dict[str, tuple[int, int]]:
    """Games and wins per player, read from the file by a fresh connection."""
    stats = Statistics(path)
    try:
        return {row.kind + row.name: (row.games, row.wins) for row in stats.summary().players}
    finally:
        stats.close()


def person_won(game: Game) -> bool:
    return game.rules.side_of(0) == game.winner


def test_one_game_against_three_normal_computers_is_one_game_for_normal(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    game = play_to_the_end(path, "g1", Game(PARTNERS, 3, AGAINST_THREE_NORMAL), 3)
    won = person_won(game)
    # Normal's result is its opponents' (West and East): it won exactly when the person lost.
    assert players_of(path) == {"human": (1, int(won)), "normal": (1, int(not won))}


def test_two_levels_at_the_table_count_the_game_once_each(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    table = seats(("You", "human"), ("West", "ai:normal"), ("North", "ai:hard"), ("East", "ai:normal"))
    games = [play_to_the_end(path, f"g{n}", Game(PARTNERS, n, table), n) for n in range(3)]
    won = sum(person_won(g) for g in games)
    # Hard is the person's partner only: it shares the person's results.
    assert players_of(path) == {"human": (3, won), "hard": (3, won), "normal": (3, 3 - won)}


def test_a_demo_of_one_level_is_no_win_for_it_but_a_demo_of_two_levels_is(tmp_path: Path) -> None:
    """Four Normal computers: Normal wins whoever wins, so the game is no result for it (round 24: after
    such a demo and a game it won, a tester read "Normal: 2 games, 2 won, 100 %"). Normal against Hard
    is a result for each."""
    path = tmp_path / "statistics.sqlite3"
    play_to_the_end(path, "demo", Game(PARTNERS, 5, seats(*((n, "ai:normal") for n in "WXYZ"))), 5)
    assert players_of(path) == {"normal": (0, 0)}
    mixed = Game(PARTNERS, 6, seats(("W", "ai:normal"), ("X", "ai:hard"), ("Y", "ai:normal"), ("Z", "ai:hard")))
    play_to_the_end(path, "levels", mixed, 6)
    normal_won = int(mixed.events[-1].winner == 0)
    assert players_of(path) == {"normal": (1, normal_won), "hard": (1, 1 - normal_won)}


def test_a_file_written_per_seat_reads_right(tmp_path: Path) -> None:
    """The rows the old reading counted per seat, written by plain SQL as any earlier rookdesk wrote them."""
    path = tmp_path / "statistics.sqlite3"
    Statistics(path).close()  # the current schema, which the fix did not change
    stats = Statistics(path)
    with stats.conn:
        stats.conn.execute("INSERT INTO rule_sets VALUES ('h', 'Old rules', '{}')")
        stats.conn.execute("INSERT INTO games VALUES ('old', 'h', 'vs-computer', 1.0, 2.0, 1, '[200, 500]')")
        stats.conn.executemany("INSERT INTO seats VALUES ('old', ?, ?, ?, ?)", [
            (0, "You", "human", 0), (1, "West", "normal", 1), (2, "North", "normal", 0), (3, "East", "normal", 1)])
        stats.conn.execute("INSERT INTO hands VALUES ('old', 1, 1, 120, 1, '[20, 160]', 1.5)")
    stats.close()
    assert players_of(path) == {"human": (1, 0), "normal": (1, 1)}


# Abandoned games ----------------------------------------------------------------------------------


def abandon_before_the_first_score(stats: Statistics, game_id: str, game: Game) -> None:
    """Score the first hand, then undo it: the game stays in the database with no hand and no end."""
    recorder = StatisticsRecorder(stats)
    recorder.attach(game, game_id)
    game.start()
    rng = random.Random(1)
    while not any(isinstance(e, HandEnded) for e in game.events):
        game.apply(random_action(game, rng))
    recorder.attach(rewind(game, len(game.actions) - 1), game_id, rewound=True)
    recorder.detach()
    assert stats.conn.execute("SELECT COUNT(*) FROM games WHERE game_id = ?", (game_id,)).fetchone() == (1,)


def test_a_rule_set_with_only_an_abandoned_unscored_game_is_not_listed(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    play_to_the_end(path, "finished", Game(TWO, 2, seats(("You", "human"), ("Bot", "ai:easy"))), 2)
    stats = Statistics(path)
    abandon_before_the_first_score(stats, "abandoned", Game(PARTNERS, 1, AGAINST_THREE_NORMAL))
    summary = stats.summary()
    assert [(r.rules_name, r.mode) for r in summary.rule_modes] == [(TWO.name, Mode.VS_COMPUTER)]
    # Nor do the computers that only sat at that table: Normal has nothing to show.
    assert [r.kind for r in summary.players] == ["human", "easy"]
    assert summary.players[0].games == 1


def test_an_abandoned_game_with_a_scored_hand_keeps_its_row(tmp_path: Path) -> None:
    """A scored hand is something to show: the rule set is listed with no finished game and its hand."""
    stats = Statistics(tmp_path / "statistics.sqlite3")
    game = Game(PARTNERS, 1, AGAINST_THREE_NORMAL)
    recorder = StatisticsRecorder(stats)
    recorder.attach(game, "g")
    game.start()
    rng = random.Random(1)
    while not any(isinstance(e, HandEnded) for e in game.events):
        game.apply(random_action(game, rng))
    (row,) = stats.summary().rule_modes
    assert (row.rules_name, row.games, row.hands, row.person_wins) == (PARTNERS.name, 0, 1, 0)
    assert {r.kind: r.games for r in stats.summary().players} == {"human": 0, "normal": 0}
