"""Play test 15: the Statistics window after one game against three Normal computers says one game for
"Computer: Normal" (it said three), and lists no rule set whose only game was abandoned unscored."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt

from rookdesk.engine.events import HandEnded, SeatInfo
from rookdesk.engine.game import Game
from rookdesk.engine.history import rewind
from rookdesk.engine.presets import PRESETS
from rookdesk.storage.statistics import Statistics, StatisticsRecorder
from rookdesk.ui.statistics_window import StatisticsWindow
from tests.engine.builders import random_action

PARTNERS = PRESETS["partners-cutthroat"]
TWO = PRESETS["two-hand-standard"]
AGAINST_THREE_NORMAL = (SeatInfo("You", "human"), SeatInfo("West", "ai:normal"), SeatInfo("North", "ai:normal"),
                        SeatInfo("East", "ai:normal"))


def play(recorder: StatisticsRecorder, game_id: str, game: Game, until_first_hand: bool = False) -> Game:
    recorder.attach(game, game_id)
    game.start()
    rng = random.Random(game_id)
    while not game.is_over and not (until_first_hand and any(isinstance(e, HandEnded) for e in game.events)):
        game.apply(random_action(game, rng))
    return game


def recorded(path: Path) -> tuple[Statistics, Game]:
    """One finished game against three Normal computers, and a two-handed game abandoned unscored
    (its first hand was scored, then undone)."""
    stats = Statistics(path)
    recorder = StatisticsRecorder(stats)
    finished = play(recorder, "four", Game(PARTNERS, 7, AGAINST_THREE_NORMAL))
    started = play(recorder, "two", Game(TWO, 2, (SeatInfo("You", "human"), SeatInfo("Bot", "ai:hard"))),
                   until_first_hand=True)
    recorder.attach(rewind(started, len(started.actions) - 1), "two", rewound=True)
    recorder.detach()
    assert recorder.last_error is None
    return stats, finished


def cells(model, row: int) -> list[str]:
    return [model.index(row, c).data() for c in range(model.columnCount())]


def test_the_window_counts_one_game_for_three_normal_seats(qtbot, tmp_path: Path) -> None:
    stats, game = recorded(tmp_path / "statistics.sqlite3")
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    you_won = game.winner == PARTNERS.side_of(0)
    players = window.players_model
    assert [cells(players, r)[:3] for r in range(players.rowCount())] == [
        ["You", "1", str(int(you_won))], ["Computer: Normal", "1", str(int(not you_won))]]
    rules = window.rule_modes_model
    (only,) = [rules.index(r, 0).data(Qt.ItemDataRole.UserRole) for r in range(rules.rowCount())]
    hands = sum(isinstance(e, HandEnded) for e in game.events)
    assert (only.rules_name, only.games, only.hands) == (PARTNERS.name, 1, hands)
    assert cells(rules, 0)[1:3] == ["Against the computer", "1"]
    assert [label for label, _, _ in window.chart.bars] == ["You", "Computer: Normal"]


def test_every_column_heading_says_what_it_counts(qtbot, tmp_path: Path) -> None:
    """Round 25: "Set", "Streak" and "Points per hand" left people guessing; each heading has a tooltip."""
    stats, _game = recorded(tmp_path / "statistics.sqlite3")
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    for model in (window.players_model, window.rule_modes_model):
        tips = [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
                for c in range(model.columnCount())]
        headings = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
        assert all(tips) and len(set(tips)) == len(tips), tips
        assert not set(tips) & set(headings)   # a tip says more than its heading
        assert model.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) is None
