"""Round 34: the keyboard after Undo and after a hot-seat curtain; an undone discard is said.

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


def _curtain_at_play(qtbot, window):
    c = window.controller
    window.start_game(short_rules("two-hand-rook", 500), people("human", "human"), seed=21)
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY)
    c.play_card(c.game.legal_plays(c.awaiting)[0].id)
    qtbot.waitUntil(lambda: c.curtain_for is not None and window.curtain.isVisible(), timeout=5000)
    window.activateWindow()
    # The person before played with the mouse: a click on the table.
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.viewport().rect().topLeft())
    assert not window.scene._keys_in_use
    window.curtain.wake()   # past the guard's moment
    return c


def test_a_curtain_lifted_with_enter_starts_the_turn_with_a_card_marked(qtbot, tmp_path: Path) -> None:
    """Round 34: a keyboard player who lifted their curtain with Enter found no card marked, after the
    other person had clicked the table; Right and Enter then played another card than they would have."""
    window = make_window(qtbot, tmp_path)
    c = _curtain_at_play(qtbot, window)
    window.curtain.setFocus()
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)   # a key lifts the curtain when pressed again
    qtbot.waitUntil(lambda: c.awaiting is not None and window.scene._playable is not None, timeout=5000)
    assert window.view.hasFocus() and window.scene.focused_card() == _playable(window)[0]


def test_a_curtain_lifted_with_a_click_marks_no_card(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = _curtain_at_play(qtbot, window)
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.awaiting is not None and window.scene._playable is not None, timeout=5000)
    assert window.scene.focused_card() is None


def test_an_undone_discard_says_so(qtbot, tmp_path: Path) -> None:
    """Round 34: in hot-seat, a discard taken back was said nowhere: the exchange starting again cleared
    the status line at once."""
    window = make_window(qtbot, tmp_path, hot_seat_undo=True)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "human", "human", "human"), seed=4)
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.DISCARD)
    seat, options = c.awaiting, c.choice.discard
    c.discard([card.id for card in options.required + options.choose_from[:options.count]])
    qtbot.waitUntil(lambda: c.game.phase is not Phase.DISCARD, timeout=3000)
    window.keeper.undo()
    qtbot.waitUntil(lambda: c.game.phase is Phase.DISCARD and c.awaiting == seat, timeout=3000)
    assert window.statusBar().currentMessage() == f"{c.names[seat]}'s last decision was taken back."


def test_after_an_undo_the_trick_before_stays_taken_in(qtbot, tmp_path: Path) -> None:
    """Round 34: with animations on, an undo back to a lead brought the trick before onto the table, "South
    wins the trick", and left it there until the next card (play had taken it in), under "Dealing…"."""
    window = make_window(qtbot, tmp_path, animation_speed="fast")
    c, scene = window.controller, window.scene
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=3)
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and c.awaiting == 0 and not c.game.trick
         and bool(c.game.tricks))
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=20000)
    before = {card.id for card in c.game.tricks[-1].cards}
    assert not before & scene.visible_face_up_cards()   # taken in, as play does
    c.play_card(c.choice.actions[0].card.id)
    qtbot.waitUntil(lambda: window.keeper.undo_action.isEnabled(), timeout=20000)
    window.keeper.undo()
    assert c.game.phase is Phase.PLAY and not c.game.trick and c.game.to_act == 0
    assert not before & scene.visible_face_up_cards() and not scene._trick_banner.isVisible()
    assert window.info_panel.title.whole() != "Dealing…"
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=5000)
    assert not before & scene.visible_face_up_cards()


def test_the_rules_forbidding_cards_are_said_in_one_order() -> None:
    """Round 34: "You must follow suit…" came first on one turn and after "The joker is trump and may only
    be played…" on the next, by the suit of the hand's first dimmed card."""
    from rookdesk.ui.controller import refusals_in_rule_order

    follow, joker = "You must follow suit: play Hearts while you have any.", "The joker is trump and may only …"
    by_hand = [(joker, "rook_must_follow"), (follow, "must_follow_suit"), (follow, "must_follow_suit")]
    assert refusals_in_rule_order(by_hand) == (follow, joker)
    assert refusals_in_rule_order(list(reversed(by_hand))) == (follow, joker)
    assert refusals_in_rule_order([("Other", "x"), (follow, "must_follow_suit")]) == (follow, "Other")
