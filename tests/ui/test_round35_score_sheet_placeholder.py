"""Round 35: an empty grid of the score sheet says why it is empty (bare headings looked broken)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from rookdesk.engine.phases import Phase
from rookdesk.ui.controller import SeatSetup

from .driver import short_rules
from .test_game_keeper import make_window, play


def _settle() -> None:
    for _ in range(10):
        QApplication.processEvents()


def _shows_placeholder(table) -> bool:
    """Whether the grid's picture changes without its placeholder text."""
    with_text = table.viewport().grab().toImage()
    placeholder, table.placeholder = table.placeholder, ""
    try:
        return table.viewport().grab().toImage() != with_text
    finally:
        table.placeholder = placeholder


def test_empty_grids_say_so_until_their_first_row(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(short_rules("two-hand-rook", 500), [SeatSetup("Ann"), SeatSetup("Bob", "easy")], seed=2)
    window.score_action.trigger()
    _settle()
    tabs = window.score_tabs
    scores, tricks = tabs.widget(0), tabs.widget(2)
    assert scores.placeholder == "No hands played yet." and tricks.placeholder == "No tricks played yet."
    assert scores.accessibleDescription() == "No hands played yet."
    assert _shows_placeholder(scores)
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and len(c.game.tricks) >= 1)
    tabs.setCurrentWidget(tricks)
    _settle()
    assert tricks.model().rowCount() and tricks.accessibleDescription() == ""
    assert not _shows_placeholder(tricks)
    tabs.setCurrentWidget(scores)
    _settle()
    assert scores.accessibleDescription() == "No hands played yet." and _shows_placeholder(scores)
