"""Play test 20: two gaps on the keyboard's path.

Ctrl+Z with Undo greyed out did nothing at all (a disabled action's shortcut does not fire): the
keyboard player got no answer, where the mouse player reads the reason in the greyed item's tooltip.
And before the first arrow no card of the hand showed the keyboard, so nobody could tell the arrows
worked or which card Enter would play.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rookdesk.engine.phases import Phase
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.table.interaction import FRESH_MARK_SECONDS

from .driver import click_card, keep_shot, short_rules
from .test_game_keeper import keeper, make_window, people, play, wait_for_person
from .test_play15_fair_undo import NEST_SEEN, UNDO_TIP, win_the_bid

NOTHING_TO_UNDO = "Nothing to undo: there is no decision of yours to take back."
HOT_SEAT_OFF = "Cannot undo: Undo is off in hot-seat games (Preferences, Players)."
FRESH_MARK_MS = round(FRESH_MARK_SECONDS * 1000) + 50   # Enter on the table's own mark waits this long


def ctrl_z(window: MainWindow) -> None:
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_ctrl_z_while_undo_is_greyed_says_why_on_the_status_line(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=5)
    wait_for_person(qtbot, window)
    k = keeper(window)
    # Nothing decided yet: the item stays greyed in the menu, its tooltip and Ctrl+Z say the same.
    assert not k.undo_action.isEnabled() and k.undo_action.toolTip() == NOTHING_TO_UNDO
    ctrl_z(window)
    assert status(window) == NOTHING_TO_UNDO
    assert not k.undo_action.isEnabled()
    # At an undo boundary (the nest seen after the person's bid): the boundary's reason.
    win_the_bid(qtbot, window)
    assert not k.undo_action.isEnabled() and k.undo_action.toolTip() == NEST_SEEN
    events = list(window.controller.game.events)
    ctrl_z(window)
    assert status(window) == NEST_SEEN and window.controller.game.events == events
    # With something to undo, Ctrl+Z undoes (one shortcut at a time: no ambiguity) and says so.
    c = window.controller
    play(qtbot, window, lambda: c.awaiting == 0 and len(c.game.tricks) >= 1)
    assert k.undo_action.isEnabled() and k.undo_action.toolTip() == UNDO_TIP and k.undo_action.statusTip() == ""
    with qtbot.waitSignal(k.gameReplaced):
        ctrl_z(window)
    assert status(window) == "Your last decision was taken back."


def test_ctrl_z_in_hot_seat_without_the_house_undo_says_so(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard", 500), people("human", "human"), seed=3)
    wait_for_person(qtbot, window)
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY)
    k = keeper(window)
    assert not k.undo_action.isEnabled() and k.undo_action.toolTip() == HOT_SEAT_OFF
    assert k.undo_action.statusTip() == HOT_SEAT_OFF   # hovering the greyed item says it too
    ctrl_z(window)
    assert status(window) == HOT_SEAT_OFF


def to_own_play(qtbot, window: MainWindow) -> None:
    """On to a card of the person's with a choice of cards (so the mark's card matters)."""
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and c.awaiting == 0 and len(c.game.legal_plays(0)) > 1)
    assert c.game.phase is Phase.PLAY and c.awaiting == 0


def bid_by_keyboard(qtbot, window: MainWindow) -> None:
    """At the person's bid: Tab to a button of the panel and press Space, as a keyboard player does."""
    c, panel = window.controller, window.bid_panel
    wait_for_person(qtbot, window)
    assert c.game.phase is Phase.BIDDING and window.current_panel() is panel
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=2000)
    buttons = [b for b in (panel.bid_button, panel.pass_button) if b.isEnabled()]
    for _ in range(6):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        if QApplication.focusWidget() in buttons:
            break
    assert window.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange)
    button = QApplication.focusWidget()
    assert button in buttons
    decisions = len(c.game.actions)
    QTest.keyClick(button, Qt.Key.Key_Space)
    assert len(c.game.actions) > decisions


def last_card_of(window: MainWindow, seat: int) -> str:
    return [a for a in window.controller.game.actions if a.seat == seat][-1].card.id


def first_legal(window: MainWindow) -> str:
    legal = {card.id for card in window.controller.game.legal_plays(0)}
    return next(k for k in window.scene.hand_keys(0) if k in legal)


def first_keyboard_turn(qtbot, tmp_path: Path) -> MainWindow:
    """A two-handed game bid by keyboard, at the person's first card (the table has the keyboard)."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=12)
    bid_by_keyboard(qtbot, window)
    to_own_play(qtbot, window)
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)
    return window


def test_a_keyboard_turn_starts_with_enter_s_card_marked(qtbot, tmp_path: Path) -> None:
    window = first_keyboard_turn(qtbot, tmp_path)
    c, scene, view = window.controller, window.scene, window.view
    # The first card of a keyboard player: the first playable card has the ring, before any arrow.
    marked = scene.focused_card()
    assert marked == first_legal(window) and scene.card_item(marked).focused
    assert not view.shows_focus_frame()   # the card's ring says where the keyboard is
    keep_shot(view.grab(), "s20-keyboard-mark.png")
    qtbot.wait(FRESH_MARK_MS)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert last_card_of(window, 0) == marked
    # The next turn starts marked as well: Enter alone plays the marked card.
    to_own_play(qtbot, window)
    marked = scene.focused_card()
    assert marked is not None and scene.card_item(marked).focused
    assert marked in {card.id for card in c.game.legal_plays(0)}
    qtbot.wait(FRESH_MARK_MS)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert last_card_of(window, 0) == marked


def test_enter_as_the_mark_appears_does_not_play_it(qtbot, tmp_path: Path) -> None:
    """Round 28: a person who had won the trick pressed Enter to end the look at it just as the look ended
    by itself, and led the card the table had marked, which they never chose."""
    window = first_keyboard_turn(qtbot, tmp_path)
    c, scene, view = window.controller, window.scene, window.view
    marked = scene.focused_card()
    assert marked is not None
    played = len(c.game.actions)
    QTest.keyClick(view, Qt.Key.Key_Return)   # at once: meant for the trick, not for this card
    assert len(c.game.actions) == played and scene.focused_card() == marked
    assert "press the key again" in window.statusBar().currentMessage()
    QTest.keyClick(view, Qt.Key.Key_Return)   # again: the person's own choice
    assert last_card_of(window, 0) == marked
    # A card the person marks with the arrows plays at the first Enter, however soon.
    to_own_play(qtbot, window)
    QTest.keyClick(view, Qt.Key.Key_Right)
    chosen = scene.focused_card()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert last_card_of(window, 0) == chosen


def test_a_mouse_player_gets_no_mark_and_a_click_drops_it(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=12)
    c, scene, view = window.controller, window.scene, window.view
    to_own_play(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(view.hasFocus, timeout=2000)   # the window gives the table the focus at each card
    assert scene.focused_card() is None, "no ring for someone who never used the keyboard here"
    # Played with the arrows: the next turn starts marked.
    QTest.keyClick(view, Qt.Key.Key_Right)
    chosen = scene.focused_card()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert last_card_of(window, 0) == chosen
    to_own_play(qtbot, window)
    marked = scene.focused_card()
    assert marked == first_legal(window)
    # A click on the card the table marked only chooses it, as a click does any card (a single click
    # would have played it), and the mouse player gets no mark at the next turn.
    decisions = len(c.game.actions)
    click_card(window, marked)
    assert len(c.game.actions) == decisions and scene.focused_card() == marked
    click_card(window, marked)   # the second click plays, as before
    assert last_card_of(window, 0) == marked
    to_own_play(qtbot, window)
    assert scene.focused_card() is None


def test_the_hot_seat_curtain_hides_the_mark_and_the_next_hand_gets_its_own(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard", 500), people("human", "human"), seed=3)
    c, scene, view = window.controller, window.scene, window.view
    window.activateWindow()
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and len(c.game.legal_plays(c.awaiting)) > 1
         and not c.game.trick)
    seat = c.awaiting
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)   # played by keyboard: the curtain comes up for the other
    qtbot.waitUntil(lambda: c.curtain_for is not None, timeout=5000)
    assert c.curtain_for != seat and window.curtain.isVisible()
    assert scene.focused_card() is None
    assert not any(getattr(item, "focused", False) for item in scene.items())
    hidden = {card.id for hand in c.game.hands for card in hand}
    assert not (scene.visible_face_up_cards() & hidden)
    keep_shot(window.grab(), "s20-curtain.png")
    qtbot.waitUntil(window.curtain.button.isEnabled, timeout=3000)   # the guard against the last player's keys
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)   # a key lifts the curtain when pressed again
    qtbot.waitUntil(lambda: c.curtain_for is None and c.awaiting is not None, timeout=5000)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    marked = scene.focused_card()
    assert marked is not None and marked in scene.hand_keys(c.awaiting) and scene.card_item(marked).focused


def test_escape_or_a_shortcut_over_the_table_marks_no_card_for_a_mouse_player(qtbot, tmp_path: Path) -> None:
    """Round 31: a mouse player who closed the score sheet with Escape (and pressed Ctrl+Z, Ctrl+,) found a card
    raised and ringed for Enter at the next turn; only the keys that play make a keyboard player."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=12)
    c, scene, view = window.controller, window.scene, window.view
    to_own_play(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    for key, modifiers in ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
                           (Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier),
                           (Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier)):
        QTest.keyClick(view, key, modifiers)
    assert c.play_card(first_legal(window))   # played without a click, which would drop a mark anyway
    to_own_play(qtbot, window)
    assert scene.focused_card() is None
