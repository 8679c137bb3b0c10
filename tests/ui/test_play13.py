"""Defects found in play test round 13 (Spanish, keyboard only, house rules; Rook deck hot-seat), each fixed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTableView

from tests.ui.driver import make_window, seats, short_rules


def test_tab_leaves_the_score_sheet_grid(qtbot):
    """Tab moved from cell to cell and wrapped round inside the grid: the sheet's tabs and the rest of the
    window could not be reached by keyboard (only Escape got out, closing the sheet)."""
    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["easy", "easy", "easy", "easy"]), seed=3)
    window.activateWindow()
    window.score_action.trigger()
    qtbot.waitUntil(window.score_dock.isVisible, timeout=2000)
    # A grid with rows: in an empty one Tab had no cell to move to and left it even before.
    qtbot.waitUntil(lambda: window.bid_model.rowCount() >= 2, timeout=5000)
    window.score_tabs.setCurrentIndex(1)
    grid = window.score_tabs.currentWidget()
    assert isinstance(grid, QTableView)
    grid.setFocus()
    qtbot.waitUntil(grid.hasFocus, timeout=2000)
    QTest.keyClick(grid, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not grid
    grid.setFocus()
    qtbot.waitUntil(grid.hasFocus, timeout=2000)
    QTest.keyClick(grid, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    assert QApplication.focusWidget() is not grid
