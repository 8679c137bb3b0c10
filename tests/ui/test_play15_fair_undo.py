"""Play test 15: Undo let a person look at hidden cards from the stock, then choose differently.

Against the computer with a draw pile, she took the top of the pile (a hidden Green 7), pressed
Ctrl+Z, took the face-up card instead knowing the computer would get the Green 7, and knew the next
face-up card too: a rewound game deals the same cards again. The same with the nest: bid, see the
nest, undo, bid differently. And Save, Quit, Resume, Ctrl+Z got past the draw as well.

Undo now never takes back a decision made before hidden stock cards were shown at the table (a
person's card from the pile, a new face-up card, the nest in a person's hand, a new deal); Undo is
then greyed out and says why. Taking back a card play after the computers' replies still works.
"""

from __future__ import annotations

import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from rookdesk.engine.actions import Draw, DrawSource, Pass, PlayCard
from rookdesk.engine.events import MOVE_EVENTS, CardDrawn, CardPlayed, Dealt, FaceUpTurned, NestTaken, Redealt
from rookdesk.engine.game import Game
from rookdesk.engine.history import Reveal, UndoHistory
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.ui.main_window import MainWindow
from tests.engine.builders import random_action
from tests.ui.test_game_keeper import keeper, make_window, people, play, short_rules, wait_for_person

PILE_SEEN = "Cannot undo: the card drawn from the pile has been seen."
NEST_SEEN = "Cannot undo: the cards of the nest have been seen."
FACE_UP_TURNED = "Cannot undo: a new face-up card has been turned on the draw pile."
DEAL_SEEN = "Cannot undo: the cards of a new deal have been seen."
UNDO_TIP = "Take back your last decision (and the computers' after it)"


def ctrl_z(window: MainWindow) -> None:
    """Ctrl+Z on the table, as the play tester pressed it."""
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def assert_undo_refused(window: MainWindow, why: str) -> None:
    """Undo is greyed out, says why, and Ctrl+Z leaves the game as it is."""
    k = keeper(window)
    assert not k.undo_action.isEnabled()
    assert k.undo_action.toolTip() == why and k.undo_action.statusTip() == why
    assert k._game_menu().toolTipsVisible()   # the reason shows on the greyed-out menu item
    events = list(window.controller.game.events)
    ctrl_z(window)
    k.undo_action.trigger()
    k.undo()
    assert window.controller.game.events == events


def take_the_top_of_the_pile(qtbot, window: MainWindow) -> None:
    """Play a two-handed game against the computer until the person wins a trick with cards left
    behind the face-up card, and take the top of the pile with the panel's button."""
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.DRAW and c.awaiting == 0 and len(c.game.pile) >= 2)
    assert window.current_panel() is window.draw_panel
    qtbot.mouseClick(window.draw_panel.pile, Qt.MouseButton.LeftButton)
    wait_for_person(qtbot, window)
    assert c.game.actions[-1] == Draw(0, DrawSource.PILE)
    assert c.awaiting == 0 and c.game.phase is Phase.PLAY   # the winner leads next


def test_a_card_drawn_from_the_pile_cannot_be_taken_back(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=3)
    take_the_top_of_the_pile(qtbot, window)
    assert_undo_refused(window, PILE_SEEN)
    # Nor when the computer takes the next draw: the face-up card it turns is new to everyone.
    c = window.controller
    play(qtbot, window, lambda: c.awaiting == 0 and face_up_turned_after_the_person_s_card(c.game))
    assert_undo_refused(window, FACE_UP_TURNED)


def face_up_turned_after_the_person_s_card(game: Game) -> bool:
    """The person's last decision was a card; the computer won the trick, took the top of the pile
    (the person got the face-up card, seen already) and turned the next face-up card."""
    if not isinstance([a for a in game.actions if a.seat == 0][-1], PlayCard):
        return False
    last_card = max(i for i, e in enumerate(game.events) if isinstance(e, CardPlayed) and e.seat == 0)
    since = game.events[last_card:]
    return (any(isinstance(e, FaceUpTurned) for e in since)
            and not any(isinstance(e, CardDrawn) and e.seat == 0 and e.source == "pile" for e in since))


def test_the_nest_seen_after_a_bid_cannot_be_bid_away(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=5)
    win_the_bid(qtbot, window)
    assert_undo_refused(window, NEST_SEEN)


def win_the_bid(qtbot, window: MainWindow) -> None:
    """Bid the most at the person's first call: the nest is turned up for them at once."""
    c = window.controller
    wait_for_person(qtbot, window)
    assert c.game.phase is Phase.BIDDING and c.awaiting == 0
    panel = window.bid_panel
    panel.amount.setValue(panel.amount.maximum())
    qtbot.mouseClick(panel.bid_button, Qt.MouseButton.LeftButton)
    wait_for_person(qtbot, window)
    assert c.game.bidder == 0 and c.game.phase is Phase.DISCARD
    assert isinstance(c.game.events[-1], NestTaken)


def test_the_boundary_holds_after_save_quit_and_resume(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=3)
    take_the_top_of_the_pile(qtbot, window)
    events = list(window.controller.game.events)
    saved = tmp_path / "drawn.rookrec"
    assert keeper(window).save_to(saved)
    window.close()

    resumed = make_window(qtbot, tmp_path)
    assert keeper(resumed).offer_resume()
    box = keeper(resumed).resume_box
    assert isinstance(box, QMessageBox)
    next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole).click()
    wait_for_person(qtbot, resumed)
    assert resumed.controller.game.events == events
    assert_undo_refused(resumed, PILE_SEEN)

    opened = make_window(qtbot, tmp_path / "other")
    assert keeper(opened).open_path(saved)
    wait_for_person(qtbot, opened)
    assert_undo_refused(opened, PILE_SEEN)


def test_a_card_play_is_still_taken_back_but_not_past_the_nest(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=5)
    c = window.controller
    win_the_bid(qtbot, window)
    play(qtbot, window, lambda: c.awaiting == 0 and len(c.game.tricks) >= 1)
    mine = [a for a in c.game.actions if a.seat == 0][-1]   # the person's card, the computers replied
    assert isinstance(mine, PlayCard) and mine is not c.game.actions[-1]
    card = mine.card
    k = keeper(window)
    assert k.undo_action.isEnabled() and k.undo_action.toolTip() == UNDO_TIP
    with qtbot.waitSignal(k.gameReplaced):
        ctrl_z(window)
    assert card in c.game.hands[0] and c.game.to_act == 0
    # Back through the person's trump and discard, made with the nest in hand: no further.
    while k.undo_action.isEnabled():
        k.undo_action.trigger()
    assert c.game.phase is Phase.DISCARD and c.game.to_act == 0 and c.game.bidder == 0
    assert_undo_refused(window, NEST_SEEN)


def test_hot_seat_undo_stops_at_the_nest_too(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, hot_seat_undo=True)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "human", "easy"), seed=5)
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.DISCARD and c.game.bidder in (0, 2))
    assert_undo_refused(window, NEST_SEEN)


def test_the_next_hand_seen_stops_undo_but_not_while_its_summary_is_read(qtbot, tmp_path: Path) -> None:
    """On a hand's summary the next deal is not yet on the table: the last card can still be taken
    back (round 14d). Once the summary is read the new hand is seen, and undo stops there."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=14)
    c = window.controller
    play(qtbot, window, lambda: c._holding)
    qtbot.waitUntil(lambda: window.current_panel() is window.summary_panel, timeout=5000)
    assert keeper(window).undo_action.isEnabled()
    qtbot.mouseClick(window.summary_panel.continue_button, Qt.MouseButton.LeftButton)
    wait_for_person(qtbot, window)
    # The person's last decision is the first hand's last card: nothing of the new hand is decided yet.
    assert c.game.hand_number == 2 and isinstance([a for a in c.game.actions if a.seat == 0][-1], PlayCard)
    assert_undo_refused(window, DEAL_SEEN)


def test_a_redeal_seen_cannot_be_passed_away() -> None:
    """Everyone passed and the cards were dealt again: the person may not take their pass back and
    bid on the old hand, knowing what a pass deals."""
    game = Game(PRESETS["kentucky-discard"], 1)
    game.start()
    while game.hand_number == 1 and not any(isinstance(e, Redealt) for e in game.events):
        game.apply(Pass(game.to_act))
    history = UndoHistory(frozenset({0}))
    assert not history.can_undo(game) and history.stopped_by(game) is Reveal.DEAL


# The rule itself, for any game ----------------------------------------------------------------


def reveals(game: Game, humans: set[int]) -> list[int]:
    """Where hidden stock cards were shown to the people: their indexes among the game's events."""
    shown, decided = [], False
    for index, event in enumerate(game.events):
        if (isinstance(event, CardDrawn) and event.source == "pile" and event.seat in humans
                or isinstance(event, FaceUpTurned)
                or isinstance(event, NestTaken) and event.seat in humans
                or isinstance(event, Dealt) and decided):   # the first deal is before anything to undo
            shown.append(index)
        decided = decided or isinstance(event, MOVE_EVENTS)
    return shown


@settings(max_examples=30, deadline=None)
@given(name=st.sampled_from(PRESET_NAMES), seed=st.integers(0, 10_000),
       humans=st.sets(st.integers(0, 1), min_size=1), decisions=st.integers(0, 150))
def test_undo_never_hides_again_a_card_shown(name: str, seed: int, humans: set[int], decisions: int) -> None:
    """However far undo goes, the cards shown so far stay shown: every event up to the last one that
    showed hidden stock cards is still in the game (a next deal behind an unread summary aside)."""
    game = Game(PRESETS[name], seed)
    game.start()
    rng = random.Random(seed)
    while not game.is_over and len(game.actions) < decisions:
        game.apply(random_action(game, rng))
    history = UndoHistory(frozenset(humans))
    shown = len(game.events)   # everything on the table: the summary, if any, was read
    seen = list(game.events)
    kept = max(reveals(game, humans), default=-1) + 1
    while history.can_undo(game, shown):
        game = history.undo(game, shown)
        shown = len(game.events)
        assert game.to_act in humans
        assert game.events[:kept] == seen[:kept]
