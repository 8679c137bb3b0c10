"""Undo after the last card of a game: the game is on again at that card, and the statistics count the
game once, as it ends the second time (Undo stayed enabled on the game-over panel, untested)."""

from __future__ import annotations

from pathlib import Path

from rookdesk.ui.main_window import MainWindow
from tests.ui.test_game_keeper import keeper, make_window, people, play, short_rules


def play_to_the_game_over_panel(qtbot, window: MainWindow) -> None:
    play(qtbot, window, lambda: False)
    assert window.controller.game.is_over
    window._continue_after_hand()   # past the last hand's summary
    assert window.current_panel() is window.game_over_panel


def test_undo_on_the_game_over_panel_takes_back_the_last_card(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard"), people("human", "easy"), seed=5)
    c, k = window.controller, keeper(window)
    play_to_the_game_over_panel(qtbot, window)
    qtbot.waitUntil(lambda: (tmp_path / "statistics.sqlite3").exists())
    assert k.statistics.summary().games == 1
    actions = len(c.game.actions)
    assert k.undo_action.isEnabled()
    k.undo_action.trigger()
    assert not c.game.is_over
    assert len(c.game.actions) < actions
    qtbot.waitUntil(lambda: c.awaiting == 0)   # Ann's last card is hers to play again
    assert window.current_panel() is not window.game_over_panel
    assert k.statistics.summary().games == 0   # the game is not over any more
    play_to_the_game_over_panel(qtbot, window)
    assert k.statistics.summary().games == 1
