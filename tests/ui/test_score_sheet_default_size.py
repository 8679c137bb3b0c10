"""Play test round 8: at the default window size a partnership score sheet shows every column.

Kentucky Rook at 1100x780: the sheet opened from the menu took its 45% of the window and still hid the
"West & East total" column behind a sideways scroll bar, as one-line team names made the four points
columns about 100 px each. The team names in the column headings now take a line per partner.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from rookdesk.engine.presets import preset
from rookdesk.ui.main_window import DEFAULT_SIZE, SCORE_DOCK_SHARE

from .test_score_sheet_and_results_fit import _two_hands_played


def test_a_partnership_score_sheet_needs_no_sideways_scrolling_at_the_default_size(qtbot, tmp_path) -> None:
    window = _two_hands_played(qtbot, tmp_path, "kentucky-rook", DEFAULT_SIZE.width(), DEFAULT_SIZE.height())
    window.show()
    qtbot.waitExposed(window)
    window.score_action.trigger()
    scores = window.score_tabs.widget(0)
    qtbot.waitUntil(lambda: scores.isVisible() and window.score_dock.width() > 300)
    qtbot.wait(50)
    assert window.score_dock.width() <= SCORE_DOCK_SHARE * window.width() + 1
    assert scores.horizontalHeader().length() <= scores.viewport().width()
    assert scores.horizontalScrollBar().maximum() == 0
    first, _, partner = window.controller.names[:3]
    heading = scores.model().headerData(4, Qt.Orientation.Horizontal)
    assert heading.splitlines() == [f"{first} &", partner, "change"]   # a partner a line


def test_the_trick_log_keeps_its_newest_row_wholly_in_sight(qtbot, tmp_path) -> None:
    """With the trick log shown during play, each new trick scrolled to the row before it: the newest row,
    two lines tall once wrapped, stayed cut off under the bottom edge."""
    from rookdesk.engine.events import HandEnded

    from .test_game_keeper import make_window, people, play

    window = make_window(qtbot, tmp_path)
    window.resize(DEFAULT_SIZE.width(), 600)   # fewer rows in sight: the log scrolls within two hands
    window.show()
    qtbot.waitExposed(window)
    window.start_game(preset("kentucky-rook"), people("human", "easy", "easy", "easy"))
    window.score_action.trigger()
    window.score_tabs.setCurrentIndex(2)
    tricks = window.score_tabs.widget(2)
    qtbot.waitUntil(tricks.isVisible)
    game = window.controller
    play(qtbot, window, lambda: sum(isinstance(e, HandEnded) for e in game.game.events) >= 2)
    qtbot.wait(50)
    last = tricks.model().rowCount() - 1
    assert tricks.verticalScrollBar().maximum() > 0   # more tricks than the dock shows
    bottom = tricks.rowViewportPosition(last) + tricks.rowHeight(last)
    assert bottom <= tricks.viewport().height(), (bottom, tricks.viewport().height())


def test_a_sheet_shown_before_the_game_sizes_its_columns_to_the_rows(qtbot, tmp_path) -> None:
    """The sheet open from the start (as a resumed game shows it): the columns were sized to their headings
    only, and every bid under "Bid" read "…"."""
    from rookdesk.engine.events import HandEnded

    from .test_game_keeper import make_window, people, play

    window = make_window(qtbot, tmp_path)
    window.resize(DEFAULT_SIZE)
    window.show()
    qtbot.waitExposed(window)
    window.score_action.trigger()
    qtbot.wait(50)
    window.start_game(preset("kentucky-rook"), people("human", "easy", "easy", "easy"))
    game = window.controller
    play(qtbot, window, lambda: any(isinstance(e, HandEnded) for e in game.game.events))
    qtbot.wait(50)
    scores = window.score_tabs.widget(0)
    for column in range(scores.model().columnCount()):
        assert scores.columnWidth(column) >= scores.sizeHintForColumn(column), column
