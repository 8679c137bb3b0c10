"""Whole games through the real window: panels, clicks, drags and keys on the table.

Hot-seat and vs-computer, for a two-player and a four-player preset. The
driver (driver.py) checks privacy at every step: behind a curtain no private
card is face up, and otherwise only the shown seat's hand is.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rookdesk.ai.thinker import ProcessPlayer
from rookdesk.engine.actions import PlayCard
from rookdesk.engine.events import HandEnded
from rookdesk.engine.phases import Phase

from .driver import make_window, play_until, seats, short_rules, click_card, double_click_card, drag_card, step, Tally


def test_hot_seat_two_hand_rook_whole_game(qtbot):
    """Two people at one computer play a short game to the end; a curtain comes before each change of player."""
    window = make_window(qtbot)
    window.start_game(short_rules("two-hand-rook"), seats(["human", "human"]), seed=21)
    tally = play_until(qtbot, window)
    game = window.controller.game
    assert game.is_over and window.current_panel() is window.game_over_panel
    assert tally.curtains >= 2 and tally.bids >= 1 and tally.discards >= 1 and tally.draws >= 1
    assert all(tally.plays[mode] > 0 for mode in ("drag", "click", "keyboard", "double"))
    assert window.score_model.rowCount() == tally.hands
    assert window.score_model.totals() == tuple(game.totals)
    assert window.game_over_panel.new_game.isVisible()


def test_vs_computer_two_hand_rook_hand(qtbot):
    """One person against the computer: no curtain, the person's hand is always the one shown."""
    window = make_window(qtbot)
    window.start_game(short_rules("two-hand-rook", 500), seats(["human", "normal"]), seed=5)
    tally = play_until(qtbot, window, hands=1)
    assert tally.curtains == 0
    assert window.controller.shown == 0
    assert sum(tally.plays.values()) >= 1
    assert window.score_model.rowCount() == 1


def test_hot_seat_partners_hand(qtbot):
    """Four people share the computer for a hand of partnership Rook; curtains hide every hand in between."""
    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human"] * 4), seed=8)
    tally = play_until(qtbot, window, hands=1)
    assert tally.curtains >= 4
    assert tally.bids >= 1 and tally.trumps == 1 and tally.discards == 1 and tally.keyboard_discards == 1
    assert sum(tally.plays.values()) == 40
    assert window.score_model.rowCount() == 1


def test_vs_computer_partners_whole_game(qtbot):
    """One person with a computer partner against two computers, to game over and a new game."""
    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat"), seats(["human", "normal", "hard", "easy"]), seed=3)
    hard = window.controller.inputs[2].player
    assert isinstance(hard, ProcessPlayer)   # Hard searches in the child process, off the GUI's GIL
    tally = play_until(qtbot, window)
    assert tally.curtains == 0
    assert window.controller.game.is_over
    assert hard._local is None and hard.answers_from_child > 10   # the child made every one of its decisions
    assert window.bid_model.rowCount() >= 3 and window.trick_model.rowCount() >= 10
    # Off for a moment, so Enter pressed through the last trick does not skip the result (round 24).
    new_game = window.game_over_panel.new_game
    assert not new_game.isEnabled()
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    assert window._new_game_dialog is None or not window._new_game_dialog.isVisible()
    qtbot.waitUntil(lambda: new_game.isEnabled() and new_game.hasFocus())
    qtbot.mouseClick(new_game, Qt.MouseButton.LeftButton)
    dialog = window._new_game_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.accept()
    qtbot.waitUntil(lambda: window.controller.game is not None and not window.controller.game.is_over)


def test_illegal_drag_flies_back_and_says_why(qtbot):
    """Dropping a card that may not be played: it returns to the hand, and the status line names the rule."""
    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "normal", "normal", "normal"]), seed=3)
    c = window.controller
    tally = Tally()
    for turn in range(400):
        qtbot.waitUntil(lambda: c.awaiting is not None and c.inputs[c.awaiting].is_human
                        or window.current_panel() is window.summary_panel, timeout=10000)
        if (c.awaiting == 0 and c.choice.view.phase is Phase.PLAY
                and len(c.choice.actions) < len(c.choice.view.hand)):
            break
        step(qtbot, window, tally, 1)   # mode 1: click plays, keeping hands varied
    else:
        raise AssertionError("never had an illegal card")
    legal = {a.card.id for a in c.choice.actions if isinstance(a, PlayCard)}
    illegal = next(card.id for card in c.choice.view.hand if card.id not in legal)
    item = window.scene.card_item(illegal)
    home = item.pos()
    before = len(c.game.actions)
    with qtbot.waitSignal(window.scene.illegalCardTried, timeout=3000) as blocker:
        drag_card(window, illegal)
    assert blocker.args[0] == illegal
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)
    assert window.scene.card_item(illegal).pos() == home
    assert len(c.game.actions) == before and c.awaiting == 0
    message = window.statusBar().currentMessage()
    assert message and message == blocker.args[1]
    assert "follow" in message or "trump" in message
    # A legal card then played, the refusal is old news: it is gone when the next player's turn begins.
    turns = []
    c.turnStarted.connect(lambda seat, _choice: turns.append(seat))
    double_click_card(window, sorted(legal)[0])
    qtbot.waitUntil(lambda: bool(turns), timeout=10000)
    assert window.statusBar().currentMessage() != message


def test_hot_seat_partners_with_computer_opponents(qtbot):
    """Two partners share the computer against two computers: a curtain whenever the person changes."""
    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "human", "normal"]), seed=12)
    tally = play_until(qtbot, window, hands=1)
    assert tally.curtains >= 2
    assert window.controller.is_hot_seat and window.score_model.rowCount() == 1


def test_a_refused_counter_in_the_nest_is_forgotten_once_a_card_is_chosen(qtbot):
    """Found in a play test: "Counters may not be set aside" stayed on the status line through a valid
    choice of cards and into the play of the hand."""
    window = make_window(qtbot)
    window.start_game(short_rules("two-hand-rook", 500), seats(["human", "human"]), seed=21)
    c = window.controller
    tally = Tally()
    for turn in range(100):
        qtbot.waitUntil(lambda: c.awaiting is not None and c.inputs[c.awaiting].is_human or c.curtain_for is not None,
                        timeout=10000)
        if c.curtain_for is None and c.choice.view.phase is Phase.DISCARD:
            break
        step(qtbot, window, tally, turn)
    else:
        raise AssertionError("no discard")
    options = c.choice.discard
    counter = next((card.id for card in c.choice.view.hand
                    if card not in options.required and card not in options.choose_from), None)
    assert counter is not None, "the bidder holds a counter, which may not be set aside"
    click_card(window, counter)
    refusal = window.statusBar().currentMessage()
    assert "Counters" in refusal
    click_card(window, options.choose_from[0].id)
    assert window.nest_panel.selection and window.statusBar().currentMessage() != refusal


def test_the_corner_scores_change_with_the_hand_summary(qtbot):
    """Found in a play test: the totals in the corner changed while the last trick was still on show,
    before the summary that explains them."""
    window = make_window(qtbot)
    window.start_game(short_rules("two-hand-rook", 500), seats(["human", "normal"]), seed=5)
    c = window.controller
    badge = window.scene._score_badge
    seen = {}
    before = []
    c.eventShown.connect(lambda event: before.append(list(badge.lines)))
    c.eventShown.connect(lambda event: seen.setdefault("hand end", list(badge.lines))
                         if isinstance(event, HandEnded) else None)
    c.handSummaryReady.connect(lambda event: seen.setdefault("summary", list(badge.lines)))
    play_until(qtbot, window, hands=1)
    assert seen["hand end"] == before[0], "the totals of before the hand, over its last trick"
    assert seen["summary"] != seen["hand end"]
    assert window.score_model.totals() == tuple(c.game.totals)
