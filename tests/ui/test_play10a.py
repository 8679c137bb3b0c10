"""Play test round 10a: what one preset leaves behind for the next one in the same session.

Two-handed Rook with the score sheet open, then Game > New with Partnership cut-throat Rook: the sheet kept
the width fitted to the two-player columns, and the partnership sheet's "West & East total" column lay
behind a sideways scroll bar until the sheet was closed and opened again.
"""

from __future__ import annotations

from rookdesk.engine.presets import preset
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.main_window import DEFAULT_SIZE, SCORE_DOCK_SHARE
from tests.ui.driver import keep_shot

from .test_game_keeper import make_window

NAMES = ("South", "West", "North", "East")


def seats(*kinds: str) -> list[SeatSetup]:
    """The new-game dialog's own seat names: "South & North" is what made the columns wide."""
    names = NAMES if len(kinds) == 4 else ("South", "North")
    return [SeatSetup(name, kind) for name, kind in zip(names, kinds)]


def test_the_score_sheet_refits_its_columns_when_a_new_game_has_other_sides(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(DEFAULT_SIZE)
    window.show()
    qtbot.waitExposed(window)
    window.start_game(preset("two-hand-rook"), seats("human", "easy"))
    window.score_action.trigger()
    scores = window.score_tabs.widget(0)
    qtbot.waitUntil(lambda: scores.isVisible() and window.score_dock.width() > 300)
    qtbot.wait(50)
    assert scores.horizontalScrollBar().maximum() == 0   # the two-player sheet fits
    window.start_game(preset("partners-cutthroat"), seats("human", "easy", "easy", "easy"))
    qtbot.wait(100)
    assert scores.model().columnCount() == 9
    assert window.score_dock.width() <= SCORE_DOCK_SHARE * window.width() + 1
    qtbot.waitUntil(lambda: scores.horizontalScrollBar().maximum() == 0, timeout=2000)
    assert scores.horizontalHeader().length() <= scores.viewport().width()
    keep_shot(window, "play10a-score-sheet-after-preset-switch.png")
