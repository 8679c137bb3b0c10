"""Round 21: an Enter meant for the trick just won lifted the next person's curtain half a second after it
rose, and showed their hand to the person who had played. The curtain's button is off for a moment."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QElapsedTimer, Qt
from PySide6.QtTest import QTest

from rookdesk.engine.phases import Phase
from rookdesk.ui import curtain as curtain_module

from .driver import short_rules
from .test_game_keeper import make_window, people, play


def test_neither_a_key_nor_a_click_lifts_the_curtain_at_once(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    clock = QElapsedTimer()
    window.controller.curtainRequested.connect(lambda _seat: clock.start())
    window.start_game(short_rules("two-hand-rook", 500), people("human", "human"), seed=21)
    c = window.controller
    qtbot.waitUntil(lambda: c.curtain_for is not None and window.curtain.isVisible())
    button = window.curtain.button
    assert not button.isEnabled()
    qtbot.wait(int(curtain_module.GUARD_SECONDS * 1000 * 0.6))   # well after a reflex, still too soon
    for press in (lambda: QTest.keyClick(window.curtain, Qt.Key.Key_Return),
                  lambda: QTest.keyClick(window.curtain, Qt.Key.Key_Space),
                  lambda: qtbot.mouseClick(button, Qt.MouseButton.LeftButton)):
        window.curtain.wait_note.clear()
        press()
        assert c.curtain_for is not None and window.curtain.isVisible()
        # Round 25: the press too soon is answered, not ignored without a word.
        assert window.curtain.wait_note.text().startswith("Ready in a moment")
    qtbot.waitUntil(button.isEnabled, timeout=5000)
    assert window.curtain.wait_note.text() == ""
    assert clock.elapsed() >= curtain_module.GUARD_SECONDS * 1000 * 0.9   # a coarse timer: within 5 %
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.curtain_for is None and not window.curtain.isVisible())


def test_enter_after_a_won_trick_does_not_show_the_next_hand(qtbot, tmp_path: Path) -> None:
    """The person who played the trick's last card presses Enter to move on, and again: the curtain for
    the winner stays up, and no card of the winner's hand is face up."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "human", "human", "human"), seed=4)
    c, scene = window.controller, window.scene
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and len(c.game.trick) == 3)
    last = c.awaiting
    card = c.game.legal_plays(last)[0]
    c.play_card(card.id)
    qtbot.waitUntil(lambda: c.curtain_for is not None, timeout=5000)
    assert c.curtain_for != last or c.game.to_act == last
    winner = c.curtain_for
    # Enter from the person still at the screen, up to a second after the curtain rose (round 21: at
    # half a second it lifted the curtain).
    for _ in range(4):
        qtbot.wait(280)
        QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Return)
    assert c.curtain_for == winner and window.curtain.isVisible()
    hidden = {card.id for card in c.game.hands[winner]}
    assert not (scene.visible_face_up_cards() & hidden)


def test_a_key_lifts_the_curtain_only_when_pressed_again(qtbot, tmp_path: Path) -> None:
    """Round 34: one Enter, meant for the trick just won and pressed a moment after the guard's time, lifted
    the next person's curtain and showed their hand to the person still at the screen. A key asks to be
    pressed again, naming whose hand it shows; the button takes one click."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "human"), seed=21)
    c, curtain = window.controller, window.curtain
    qtbot.waitUntil(lambda: c.curtain_for is not None and curtain.isVisible())
    curtain.wake()
    asked = c.names[c.curtain_for]
    QTest.keyClick(curtain, Qt.Key.Key_Return)
    assert c.curtain_for is not None and curtain.isVisible()
    assert curtain.wait_note.text() == f"{asked}: press Enter or Space again to show your hand."
    curtain._key_again.timeout.emit()   # the time for the second press runs out: the note goes with it
    assert curtain.wait_note.text() == ""
    QTest.keyClick(curtain, Qt.Key.Key_Return)
    assert curtain.isVisible() and curtain.wait_note.text()
    QTest.keyClick(curtain, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: c.curtain_for is None and not curtain.isVisible())
    # The next curtain starts afresh: a key pressed for the last one counts for nothing.
    qtbot.waitUntil(lambda: c.choice is not None, timeout=5000)
    c.submit(c.choice.actions[0])
    qtbot.waitUntil(lambda: c.curtain_for is not None and curtain.isVisible(), timeout=5000)
    curtain.wake()
    QTest.keyClick(curtain, Qt.Key.Key_Return)
    assert curtain.isVisible()
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)   # one click on the button is enough
    qtbot.waitUntil(lambda: not curtain.isVisible())
