"""Round 34: the keyboard's card after Undo is the card taken back.

Undo reloads the game and the table with it; the table's memory of the keyboard's card went with the
old table, so a keyboard player who took a card back found the mark on the first card of the hand.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rookdesk.engine.phases import Phase

from .driver import short_rules
from .test_game_keeper import make_window, people, play, wait_for_person


def _playable(window) -> list[str]:
    reasons = window.scene._playable or {}
    return [key for key in window.scene._viewer_hand() if reasons.get(key, "") is None]


def test_undo_puts_the_keyboard_on_the_card_taken_back(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=5)
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and c.awaiting == 0 and len(_playable(window)) >= 3)
    assert c.game.phase is Phase.PLAY and c.awaiting == 0
    window.activateWindow()
    view, scene = window.view, window.scene
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    chosen = scene.focused_card()
    assert chosen is not None and chosen != _playable(window)[0], "the arrows chose a card past the first"
    QTest.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: chosen not in scene._viewer_hand(), timeout=5000)
    wait_for_person(qtbot, window)
    assert window.keeper.undo_action.isEnabled()
    window.keeper.undo_action.trigger()
    qtbot.waitUntil(lambda: c.awaiting == 0 and chosen in _playable(window), timeout=5000)
    assert scene.focused_card() == chosen and scene.card_item(chosen).focused
