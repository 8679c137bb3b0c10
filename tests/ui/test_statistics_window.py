"""The Statistics window (issue 6): tables from the database, a painted chart, Reset after confirmation."""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from rookdesk.engine.events import GameEnded, HandEnded, SeatInfo
from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESETS
from rookdesk.storage.statistics import Statistics
from rookdesk.ui.statistics_window import StatisticsWindow
from tests.ui.driver import shown_in

def hand(number: int, bidder: int, bid: int, made: bool, delta: tuple[int, ...]) -> HandEnded:
    zeros = (0,) * len(delta)
    return HandEnded(number, bidder, bid, zeros, zeros, zeros, made, delta, delta)


def filled_statistics(path: Path) -> Statistics:
    ticks = itertools.count(1_700_000_000)
    stats = Statistics(path, clock=lambda: float(next(ticks)))
    partners = PRESETS["partners-cutthroat"]
    vs = (SeatInfo("South", "human"), SeatInfo("West", "ai:normal"), SeatInfo("North", "ai:normal"),
          SeatInfo("East", "ai:hard"))
    for number, winner in enumerate([0, 0, 1, 0, 1, 0, 0]):
        game = Game(partners, number, vs)
        gid = f"vs{number}"
        stats.record_hand(game, gid, hand(1, number % 4, 120 + 5 * number, winner == number % 2,
                                          (160, 20) if winner == 0 else (20, 160)))
        stats.record_hand(game, gid, hand(2, (number + 1) % 4, 110, True, (90, 90)))
        stats.record_game_end(game, gid, GameEnded(winner, (500, 300) if winner == 0 else (300, 500)))
    two = PRESETS["two-hand-standard"]
    for number, winner in enumerate([1, 0, 1, 1]):
        game = Game(two, number, (SeatInfo("Anna", "human"), SeatInfo("Ben", "human")))
        gid = f"hs{number}"
        stats.record_hand(game, gid, hand(1, winner, 100, True, (100, 0) if winner == 0 else (0, 100)))
        stats.record_game_end(game, gid, GameEnded(winner, (300, 0) if winner == 0 else (0, 300)))
    return stats


@pytest.fixture
def window(qtbot, tmp_path: Path) -> StatisticsWindow:
    win = StatisticsWindow(filled_statistics(tmp_path / "s.sqlite3"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


def column(model, col: int) -> list[str]:
    return [model.index(r, col).data() for r in range(model.rowCount())]


def test_tables_show_the_recorded_games(window: StatisticsWindow) -> None:
    players = window.players_model
    assert column(players, 0) == ["You", "Anna", "Ben", "Computer: Normal", "Computer: Hard"]
    assert column(players, 1) == ["7", "4", "4", "7", "7"]    # games (two Normal seats count once)
    assert column(players, 2) == ["5", "1", "3", "2", "2"]    # wins (Normal's: West's, North partners "You")
    assert column(players, 3)[0] == "71%"
    assert column(players, 9)[0] == "2" and column(players, 10)[0] == "2"  # streak, best streak
    rules = window.rule_modes_model
    assert rules.rowCount() == 2
    rows = {(rules.index(r, 0).data(), rules.index(r, 1).data()): [rules.index(r, c).data() for c in (2, 3, 4)]
            for r in range(rules.rowCount())}
    assert rows[(PRESETS["partners-cutthroat"].name, "Against the computer")] == ["7", "14", "5"]
    assert rows[(PRESETS["two-hand-standard"].name, "Hot-seat")] == ["4", "4", "–"]
    assert window.totals_label.text() == "Finished games: 11 · Hands scored (all games): 18"
    assert [b[0] for b in window.chart.bars][:3] == ["You", "Anna", "Ben"]
    assert "You: 71%" in window.chart.accessibleDescription()
    players_header = players.headerData(0, Qt.Orientation.Horizontal)
    assert players_header == "Player"


def test_every_control_has_an_accessible_name(window: StatisticsWindow) -> None:
    for widget in (window.players_view, window.rule_modes_view, window.chart, window.reset_button,
                   window.totals_label):
        assert widget.accessibleName()


def test_reset_asks_and_cancel_keeps_everything(window: StatisticsWindow, qtbot) -> None:
    window.reset_button.click()
    box = window._confirm
    assert isinstance(box, QMessageBox)
    qtbot.waitExposed(box)
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.players_model.rowCount() == 5


def test_reset_confirmed_empties_the_statistics(window: StatisticsWindow, qtbot) -> None:
    window.reset_button.click()
    box = window._confirm
    assert isinstance(box, QMessageBox)
    qtbot.waitExposed(box)
    with qtbot.waitSignal(window.statisticsReset):
        box.button(QMessageBox.StandardButton.Reset).click()
    assert window.players_model.rowCount() == 0 and window.rule_modes_model.rowCount() == 0
    assert window.statistics.summary().hands == 0
    assert not window.reset_button.isEnabled()
    assert window.chart.bars == []


def test_screenshot(window: StatisticsWindow, tmp_path: Path) -> None:
    """The window renders offscreen (saved as statistics.png in the folder ROOKDESK_SCREENSHOTS names,
    e.g. ``ROOKDESK_SCREENSHOTS=docs/screenshots``)."""
    window.resize(820, 680)
    folder = Path(os.environ.get("ROOKDESK_SCREENSHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "statistics.png"
    assert window.grab().save(str(path))
    assert path.stat().st_size > 10_000


def test_random_and_other_programs_levels_are_named_as_computers(qapp) -> None:
    from rookdesk.storage.statistics import PlayerRow
    from rookdesk.ui.statistics_window import player_label

    def row(kind: str) -> PlayerRow:
        return PlayerRow(kind, "", 1, 0, 0, 0, 0, None, None, 0, 0)

    assert player_label(row("random")) == "Computer: Random"
    assert player_label(row("expert")) == "Computer: expert"
    assert player_label(row("hard")) == "Computer: Hard"


def test_a_wrapped_name_keeps_both_its_lines_in_sight(qtbot) -> None:
    """Round 17: in German the player "Computer: mittel" wrapped in the narrow first column and its second
    line lay under the next row. A row is as tall as its wrapped text."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel

    from rookdesk.ui.statistics_window import _table

    model = QStandardItemModel(2, 8)
    model.setItem(0, 0, QStandardItem("Computer: mittel"))
    model.setItem(1, 0, QStandardItem("Du"))
    for column in range(1, 8):
        model.setHorizontalHeaderItem(column, QStandardItem(f"Durchschnittsgebot {column}"))
    view = _table(model, "players")
    qtbot.addWidget(view)
    view.resize(700, 300)
    view.show()
    qtbot.waitExposed(view)
    lines = view.fontMetrics().lineSpacing()
    assert view.columnWidth(0) < view.fontMetrics().horizontalAdvance("Computer: mittel")   # it wraps
    assert view.rowHeight(0) >= 2 * lines and view.rowHeight(0) > view.rowHeight(1)


@pytest.mark.parametrize("size", [(520, 220), (300, 180), (900, 600)])
def test_a_full_bar_s_rate_lies_under_the_chart_s_title(qtbot, size) -> None:
    """Round 30: a player who had won every game had "100 %" written over "Games won"."""
    from rookdesk.ui.statistics_window import WinRateChart

    chart = WinRateChart()
    qtbot.addWidget(chart)
    chart.resize(*size)
    left, top, right, bottom = chart.plot_area()
    assert left < right and top < bottom
    full = chart.rate_rect(left, top, right - left)   # the rate over a bar of 100 %
    assert full.top() >= chart.title_rect().bottom()


def test_a_default_seat_name_is_shown_in_the_window_s_language(qtbot, tmp_path: Path) -> None:
    """Round 39: a hot-seat game dealt in English recorded "South"; the French window showed "South" beside
    "Vous". It shows the seat's French name, and one row for it with the games played as "Sud"."""
    with shown_in("fr"):
        stats = Statistics(tmp_path / "s.sqlite3")
        for number, first in enumerate(("South", "Sud")):
            game = Game(PRESETS["two-hand-standard"], number, (SeatInfo(first, "human"), SeatInfo("Ben", "human")))
            stats.record_hand(game, f"hs{number}", hand(1, 0, 100, True, (100, 0)))
            stats.record_game_end(game, f"hs{number}", GameEnded(0, (300, 0)))
        win = StatisticsWindow(stats)
        qtbot.addWidget(win)
        win.show()
        names = column(win.players_model, 0)
        assert sorted(names) == ["Ben", "Sud"], names
