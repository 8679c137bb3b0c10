"""Review of play test round 7: a screen without geometry, the score sheet fitted while another tab is
shown, and broken house-rules files that were called cut off when they were not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize, Qt

from rookdesk.engine.errors import RuleError
from rookdesk.engine.presets import PRESETS
from rookdesk.storage.house_rules import read_rules_file
from rookdesk.ui.dialogs.rules_help import HELP_SIZE, help_size
from rookdesk.ui.main_window import DEFAULT_SIZE, MINIMUM_SIZE, first_size, minimum_size
from rookdesk.ui.screen_fit import FRAME_ROOM, room_in

from .test_score_sheet_and_results_fit import _two_hands_played

COMPLETE = json.dumps(PRESETS["kentucky-rook"].to_dict(), indent=2)


def test_a_screen_without_geometry_does_not_shrink_windows_to_nothing() -> None:
    """An empty available geometry gave a room of -16 x -48: the first window and the rules help
    were sized to nothing, the minimum size negative."""
    room = room_in(QRect())
    assert room is None
    assert first_size(room) == DEFAULT_SIZE and minimum_size(room) == MINIMUM_SIZE and help_size(room) == HELP_SIZE
    assert room_in(QRect(0, 0, 960, 540)) == QSize(960, 540) - FRAME_ROOM


def test_the_score_sheet_fits_its_columns_when_shown_on_another_tab(qtbot, tmp_path) -> None:
    """The hidden Scores table keeps its old width: measured on it, a dock narrowed meanwhile looked wide."""
    window = _two_hands_played(qtbot, tmp_path, "two-hand-standard", 1600)
    window.show()
    qtbot.waitExposed(window)
    window.score_action.trigger()
    scores = window.score_tabs.widget(0)
    qtbot.waitUntil(lambda: scores.viewport().width() >= scores.horizontalHeader().length())
    window.score_tabs.setCurrentIndex(2)
    qtbot.wait(20)
    window.resizeDocks([window.score_dock], [250], Qt.Orientation.Horizontal)   # the person narrows it
    qtbot.waitUntil(lambda: window.score_dock.width() < 300)
    window.score_action.trigger()   # hidden
    window.score_action.trigger()   # shown again from the menu, the trick log in front
    qtbot.waitUntil(lambda: window.score_dock.width() > 300)
    window.score_tabs.setCurrentIndex(0)
    qtbot.waitUntil(lambda: scores.viewport().width() >= scores.horizontalHeader().length())


@pytest.mark.parametrize("text", [COMPLETE + "\nfoo\n", COMPLETE + "\n" + COMPLETE[:1] + "\n"])
def test_a_whole_rule_set_with_more_after_it_is_not_called_cut_off(tmp_path: Path, text: str) -> None:
    path = tmp_path / "extra.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RuleError) as caught:
        read_rules_file(path)
    assert caught.value.code == "bad_json", caught.value.params


def test_a_cut_off_file_names_its_last_line_counting_blank_lines_above(tmp_path: Path) -> None:
    text = "\n\n\n" + COMPLETE[:200]
    path = tmp_path / "cut.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RuleError) as caught:
        read_rules_file(path)
    assert caught.value.code == "cut_off_json" and caught.value.params["line"] == text.count("\n") + 1


def test_a_new_row_brings_the_score_sheet_back_to_its_first_column(qtbot, tmp_path) -> None:
    """The existing small-window test passes with scrollToBottom too (nothing had scrolled sideways): scroll
    to the totals first, then a new hand's row must show the hand and the bidder again."""
    from rookdesk.engine.events import HandEnded

    from rookdesk.engine.presets import preset
    from rookdesk.ui.controller import SeatSetup

    from .test_game_keeper import make_window, play

    # Wide names: a narrow dock hides its least missed columns, and these still do not fit without scrolling
    # (16 characters: longer ones go by their first names since round 31, and fit).
    window = make_window(qtbot, tmp_path)
    window.resize(760, 560)
    seats = [SeatSetup("Wolfgang Wilhelm"), SeatSetup("Walburga Wendela", "easy")]
    window.start_game(preset("two-hand-standard"), seats)
    play(qtbot, window, lambda: sum(isinstance(e, HandEnded) for e in window.controller.game.events) >= 2)
    window.score_action.trigger()
    scores = window.score_tabs.widget(0)
    qtbot.waitUntil(lambda: scores.isVisible() and scores.horizontalScrollBar().maximum() > 0)
    scores.horizontalScrollBar().setValue(scores.horizontalScrollBar().maximum())   # the person reads the totals
    events = window.controller.game.events
    hands = sum(isinstance(e, HandEnded) for e in events)
    play(qtbot, window, lambda: sum(isinstance(e, HandEnded) for e in window.controller.game.events) > hands)
    assert scores.horizontalScrollBar().value() == 0
