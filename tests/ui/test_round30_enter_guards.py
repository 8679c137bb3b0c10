"""Play test 30: Enter meant for what came before must not make a decision of the next turn; the heaps
of a two-handed table say what they are.

A tester pressing Enter to get past the hand summary bid 100 as the next auction opened, and a key
held down repeats: neither the bid box nor the table may take such a key as a choice.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from rookdesk.engine.actions import Bid
from rookdesk.engine.phases import Phase
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.panels.base import FRESH_PANEL_SECONDS

from .driver import short_rules, wait_past_fresh_panel
from .test_game_keeper import make_window, people, play, wait_for_person
from .test_s20_keyboard import FRESH_MARK_MS, first_keyboard_turn

FRESH_CALL_MS = round(FRESH_PANEL_SECONDS * 1000) + 50


def repeated_enter(widget: QWidget) -> None:
    """The Enter a keyboard sends while the key stays down (an auto-repeat press)."""
    event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier, "\r", True)
    QApplication.sendEvent(widget, event)


def own_call(qtbot, tmp_path: Path, rules: str = "two-hand-standard") -> MainWindow:
    """A two-handed game at the person's first call, the bid box holding the panel's amount."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules(rules, 500), people("human", "easy"), seed=12)
    wait_for_person(qtbot, window)
    assert window.controller.game.phase is Phase.BIDDING and window.current_panel() is window.bid_panel
    return window


def bids(window: MainWindow) -> list[int]:
    return [a.amount for a in window.controller.game.actions if isinstance(a, Bid) and a.seat == 0]


def test_enter_as_the_call_begins_asks_again_before_bidding(qtbot, tmp_path: Path) -> None:
    window = own_call(qtbot, tmp_path)
    panel = window.bid_panel
    amount = panel.amount.amount_text()
    QTest.keyClick(panel.amount, Qt.Key.Key_Return)   # at once: meant for what came before
    assert bids(window) == []
    assert panel.problem.isVisible()
    assert panel.problem.text() == f"Your call has just begun: press Enter again to bid {amount}."
    QTest.keyClick(panel.amount, Qt.Key.Key_Return)   # the person's own press now
    assert bids(window) == [int(amount)]


def test_enter_on_a_typed_amount_bids_at_once(qtbot, tmp_path: Path) -> None:
    window = own_call(qtbot, tmp_path)
    panel = window.bid_panel
    amount = panel._legal[1]   # the person's choice, however soon Enter follows
    panel.amount.lineEdit().selectAll()
    QTest.keyClicks(panel.amount.lineEdit(), str(amount))
    QTest.keyClick(panel.amount, Qt.Key.Key_Return)
    assert bids(window) == [amount]


def test_enter_a_moment_into_the_call_bids_the_amount_shown(qtbot, tmp_path: Path) -> None:
    window = own_call(qtbot, tmp_path)
    panel = window.bid_panel
    qtbot.wait(FRESH_CALL_MS)
    amount = int(panel.amount.amount_text())
    QTest.keyClick(panel.amount, Qt.Key.Key_Return)
    assert bids(window) == [amount]


def test_enter_held_down_bids_once(qtbot, tmp_path: Path) -> None:
    window = own_call(qtbot, tmp_path)
    panel = window.bid_panel
    qtbot.wait(FRESH_CALL_MS)
    repeated_enter(panel.amount)   # a repeat of a press that began before this call: no bid
    assert bids(window) == []
    QTest.keyClick(panel.amount, Qt.Key.Key_Return)
    assert len(bids(window)) == 1


def test_enter_held_down_does_not_play_the_marked_card(qtbot, tmp_path: Path) -> None:
    window = first_keyboard_turn(qtbot, tmp_path)
    c, scene, view = window.controller, window.scene, window.view
    marked = scene.focused_card()
    assert marked is not None
    qtbot.wait(FRESH_MARK_MS)
    played = len(c.game.actions)
    repeated_enter(view)
    assert len(c.game.actions) == played and scene.focused_card() == marked
    QTest.keyClick(view, Qt.Key.Key_Return)   # a press of its own plays it
    assert [a for a in c.game.actions if a.seat == 0][-1].card.id == marked


def test_the_nest_and_the_draw_pile_say_what_they_are(qtbot, tmp_path: Path) -> None:
    """Round 30: two face-down heaps lie side by side in a two-handed game; a new player could not tell
    the nest from the draw pile, and pointing at them said nothing."""
    window = own_call(qtbot, tmp_path, "two-hand-rook")   # its pile's top card is turned at the deal
    game, scene = window.controller.game, window.scene
    assert game.nest and game.pile and game.face_up is not None
    nest_tip = scene.card_item(game.nest[0].id).toolTip()
    pile_tip = scene.card_item(game.pile[0].id).toolTip()
    assert nest_tip == "The nest: the winner of the bidding takes these cards and sets aside as many."
    assert pile_tip == "The draw pile: each trick's winner takes the face-up card or the top one of this pile."
    assert scene.card_item(game.face_up.id).toolTip() == (
        "Face up on the draw pile: the winner of the next trick may take it.")
    assert scene._pile_count.toolTip() == f"Cards left in the draw pile: {len(game.pile)}"
    # The person's own cards keep their own tips (none while bidding): the heaps' words are theirs alone.
    assert all(not scene.card_item(key).toolTip() for key in scene.hand_keys(0))


def test_enter_as_the_hand_summary_comes_up_does_not_go_past_it(qtbot, tmp_path: Path) -> None:
    """Round 30: an Enter meant to end the look at the last trick, landing as the look ended by itself,
    went past the hand summary unseen (and at a draw, took the face-up card). A panel's buttons take Enter
    only once the panel has been up a moment; the status line says why the first one did nothing."""
    window = own_call(qtbot, tmp_path)
    c = window.controller
    play(qtbot, window, lambda: c._holding)
    qtbot.waitUntil(lambda: window.current_panel() is window.summary_panel, timeout=5000)
    window.summary_panel.arm()   # as it is the moment it comes up
    button = window.summary_panel.continue_button
    assert button.hasFocus() or QApplication.focusWidget() is button
    QTest.keyClick(button, Qt.Key.Key_Return)
    assert window.current_panel() is window.summary_panel and c._holding
    assert window.statusBar().currentMessage() == (
        "This choice has just appeared: press Enter again for “Continue”.")
    QTest.keyClick(button, Qt.Key.Key_Return)   # the person's own press
    qtbot.waitUntil(lambda: not c._holding, timeout=3000)
    # Once the moment has passed, a single Enter does it.
    play(qtbot, window, lambda: c._holding)
    qtbot.waitUntil(lambda: window.current_panel() is window.summary_panel, timeout=5000)
    wait_past_fresh_panel(qtbot)
    QTest.keyClick(window.summary_panel.continue_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not c._holding, timeout=3000)
