"""Round 34: the score sheet shown on its Tricks tab is as wide as the tricks' columns.

It was fitted to the scores' columns whatever the tab: opened again on the Tricks tab after a hand, the
sheet came up narrower than before and without each trick's points and hand.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from rookdesk.engine.phases import Phase
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.main_window import SCORE_DOCK_SHARE
from rookdesk.ui.sheet_columns import column_widths

from .driver import short_rules
from .test_game_keeper import make_window, play


def _settle() -> None:
    for _ in range(10):
        QApplication.processEvents()


def test_the_sheet_shown_on_the_tricks_tab_fits_the_tricks(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(1024, 740)
    c = window.controller
    names = ["Begoña Martínez", "West", "North", "East"]   # a long name: a trick's lines are wide
    window.start_game(short_rules("kentucky-rook", 500),
                      [SeatSetup(name, kind) for name, kind in zip(names, ["human", "easy", "easy", "easy"])], seed=7)
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and len(c.game.tricks) >= 4 and c.awaiting == 0)
    window.score_action.trigger()
    _settle()
    tabs = window.score_tabs
    tricks = tabs.widget(2)
    tabs.setCurrentWidget(tricks)
    window.score_action.trigger()   # hidden, and shown again on the Tricks tab once the hand is scored
    _settle()
    play(qtbot, window, lambda: c._holding)
    window.score_action.trigger()
    _settle()
    assert window.score_dock.isVisible() and tabs.currentWidget() is tricks
    needed = sum(column_widths(tricks))
    assert needed + 60 < window.width() * SCORE_DOCK_SHARE, "no room for every column: the test shows nothing"
    hidden = [c for c in range(tricks.model().columnCount()) if tricks.isColumnHidden(c)]
    assert hidden == [], (window.score_dock.width(), needed)


def test_an_empty_grid_is_no_stop_for_tab(qtbot, tmp_path: Path) -> None:
    """Round 34: Tab stopped on the empty Scores grid, where the keyboard's place showed nowhere."""
    from PySide6.QtCore import Qt

    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(short_rules("two-hand-rook", 500), [SeatSetup("Ann"), SeatSetup("Bob", "easy")], seed=2)
    window.score_action.trigger()
    _settle()
    scores, tricks = window.score_tabs.widget(0), window.score_tabs.widget(2)
    assert scores.focusPolicy() == Qt.FocusPolicy.NoFocus and tricks.focusPolicy() == Qt.FocusPolicy.NoFocus
    play(qtbot, window, lambda: c._holding)   # a hand scored: rows in both
    assert scores.focusPolicy() == Qt.FocusPolicy.StrongFocus and tricks.focusPolicy() == Qt.FocusPolicy.StrongFocus
    window.start_game(short_rules("two-hand-rook", 500), [SeatSetup("Ann"), SeatSetup("Bob", "easy")], seed=3)
    assert scores.focusPolicy() == Qt.FocusPolicy.NoFocus   # a new game's empty sheet


def test_an_undo_leaves_the_sheet_as_wide_as_it_was(qtbot, tmp_path: Path) -> None:
    """Round 34: an undo right after a trick narrowed the docked sheet from about 420 to 240 px, and the
    Tricks tab's points went out of sight (the same columns, rebuilt, were fitted again as for a new game)."""
    window = make_window(qtbot, tmp_path)
    window.resize(1100, 780)
    c = window.controller
    names = ["Begoña Martínez", "West", "North", "East"]
    window.start_game(short_rules("partners-cutthroat", 500),
                      [SeatSetup(name, kind) for name, kind in zip(names, ["human", "easy", "easy", "easy"])], seed=3)
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and len(c.game.tricks) >= 2 and c.awaiting == 0)
    window.score_action.trigger()
    _settle()
    window.score_tabs.setCurrentIndex(2)
    _settle()
    width = window.score_dock.width()
    c.play_card(c.choice.actions[0].card.id)
    qtbot.waitUntil(lambda: window.keeper.undo_action.isEnabled(), timeout=5000)
    window.keeper.undo()
    _settle()
    qtbot.wait(50)
    _settle()
    assert window.score_dock.width() >= width
