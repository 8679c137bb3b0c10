"""Hot-seat: the curtain says what the others did while the screen was passed on.

Round 31: a person coming to the computer met the table as the others had left it; the moves made since
their last turn (a trick won by a computer, the auction's end, trump) could only be pieced together from
the score sheet's logs. The curtain now lists them, naming only what everyone at the table saw.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from rookdesk.engine.events import (
    MOVE_EVENTS, BidMade, BidWon, CardDrawn, CardPlayed, Dealt, Discarded, Passed, TrickWon,
)
from rookdesk.engine.game import Game
from rookdesk.ui.move_texts import moves_since_turn
from rookdesk.ui.texts import card_name

from tests.engine.builders import random_action

from .test_game_keeper import decide, make_window, people, short_rules

NAMES = ["Ann", "Bob", "Cy", "Dee"]
TOLD = (*MOVE_EVENTS, BidWon, TrickWon)


def _missed(events, seat: int) -> list:
    """The others' moves since ``seat`` last acted in this hand, picked out independently: a card the trick's
    winner left to the seat (a draw right after a draw) is not the seat's own move."""
    start = max(i for i, e in enumerate(events) if isinstance(e, Dealt))
    own = [i for i, e in enumerate(events) if i > start and isinstance(e, MOVE_EVENTS) and e.seat == seat
           and not (isinstance(e, CardDrawn) and isinstance(events[i - 1], CardDrawn))]
    return [e for e in events[(own[-1] if own else start) + 1:] if isinstance(e, TOLD)]


def test_the_recap_names_each_public_move_since_the_last_turn_and_nothing_private() -> None:
    rules = short_rules("two-hand-standard", 500)   # a draw pile: a blind draw stays unnamed
    game = Game(rules, seed=5)
    game.start()
    rng = random.Random(1)
    kinds: set[type] = set()
    for _ in range(120):
        seat = game.to_act
        if game.is_over or seat is None:
            break
        recap = moves_since_turn(game.events, seat, rules, NAMES, limit=100)
        missed = _missed(game.events, seat)
        assert len(recap.lines) == len(missed) and recap.earlier == 0
        for line, event in zip(recap.lines, missed):
            kinds.add(type(event))
            assert NAMES[getattr(event, "seat", getattr(event, "winner", -1))] in line
            if isinstance(event, CardPlayed) or (isinstance(event, CardDrawn) and event.source == "face_up"):
                assert card_name(event.card, rules.deck.style) in line
            if isinstance(event, CardDrawn) and event.source != "face_up":
                assert card_name(event.card, rules.deck.style) not in line   # a blind draw is private
            if isinstance(event, CardDrawn):
                left = isinstance(game.events[game.events.index(event) - 1], CardDrawn)
                assert (" gets " if left else " takes ") in line
            if isinstance(event, Discarded):
                assert not any(card_name(card, rules.deck.style) in line for card in event.cards)
        game.apply(random_action(game, rng))
    assert {CardPlayed, TrickWon, CardDrawn, BidWon} <= kinds


def test_the_recap_keeps_the_latest_moves_and_counts_the_rest() -> None:
    rules = short_rules("partners-cutthroat", 500)
    card = rules.cards()[0]
    events = [Dealt(1, 0, ((),) * 4, (), (), None), BidMade(1, 100), Passed(2), BidMade(3, 105), Passed(0),
              Passed(1), BidWon(3, 105, False), CardPlayed(3, card), TrickWon(1, 3, (), 0)]
    recap = moves_since_turn(events, 0, rules, NAMES, limit=4)
    assert recap.earlier == 0 and recap.lines[0] == "Bob passes." and not recap.since_deal
    recap = moves_since_turn(events, 0, rules, NAMES, limit=2)
    assert recap.earlier == 2
    assert recap.lines == [f"Dee plays {card_name(card, rules.deck.style)}.", "Dee wins the trick."]
    # Seat 2 passed once: everything after its pass.
    assert moves_since_turn(events, 2, rules, NAMES, limit=10).lines[:2] == ["Dee bids 105.", "Ann passes."]
    # Nobody acted yet: nothing to tell, "since the deal".
    empty = moves_since_turn(events[:1], 0, rules, NAMES, limit=10)
    assert empty.lines == [] and empty.since_deal
    assert moves_since_turn(events, 1, rules, NAMES, limit=10).lines[0] == "Dee wins the bid at 105."


def test_the_curtain_shows_the_moves_the_person_missed(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "human", "easy"), seed=4)
    rng = random.Random(2)
    shown = 0
    for _ in range(300):
        qtbot.waitUntil(lambda: c.curtain_for is not None or (c.awaiting is not None and c.inputs[c.awaiting].is_human)
                        or c._holding or c.game.is_over, timeout=20000)
        if c._holding or c.game.is_over:
            break
        if c.curtain_for is not None:
            qtbot.waitUntil(window.curtain.isVisible)
            expected = moves_since_turn(c.game.events, c.curtain_for, c.rules, c.names, limit=100)
            text = window.curtain.recap.text()
            if expected.lines:
                assert window.curtain.recap.isVisible()
                # The latest moves, all of them when they fit.
                assert expected.lines[-1] in text.replace("&#x27;", "'")
                if any(isinstance(e, TrickWon) for e in c.game.events):
                    assert "wins the trick" in text or expected.earlier
                    if shown == 0 and os.environ.get("ROOKDESK_SCREENSHOTS"):
                        window.grab().save(str(Path(os.environ["ROOKDESK_SCREENSHOTS"]) / "curtain-recap.png"))
                    shown += 1
                # Never more than fits: the button stays on the curtain.
                assert window.curtain.button.geometry().bottom() <= window.curtain.height()
                assert window.curtain.recap.geometry().bottom() < window.curtain.button.geometry().top()
            else:
                assert not window.curtain.recap.isVisible()
            c.lift_curtain()
            continue
        decide(window, rng)
    assert shown >= 3


def test_the_curtain_escapes_names_counts_the_moves_left_out_and_reads_them_out(qtbot) -> None:
    from rookdesk.ui.curtain import Curtain
    from rookdesk.ui.move_texts import Recap

    curtain = Curtain()
    qtbot.addWidget(curtain)
    curtain.resize(700, 500)
    curtain.show_for("Bo<b>", Recap(["Bo<b> passes.", "Ann bids 120."], 3, False))
    assert curtain.recap.isVisible()
    text = curtain.recap.text()
    assert "Bo&lt;b&gt; passes." in text and "(3 earlier moves not shown)" in text
    assert text.index("earlier moves") < text.index("Ann bids 120.")   # oldest first
    assert curtain.recap.accessibleName() == ("Since your last turn: (3 earlier moves not shown) Bo<b> passes. "
                                              "Ann bids 120.")
    curtain.show_for("Ann", Recap([], 0, True))
    assert not curtain.recap.isVisible() and curtain.recap.text() == ""


def test_a_curtain_made_smaller_keeps_the_newest_moves_in_sight(qtbot) -> None:
    """Round 31: the window made 800x600 under the curtain cut off the last moves, the very ones missed."""
    from rookdesk.ui.curtain import Curtain
    from rookdesk.ui.move_texts import Recap

    curtain = Curtain()
    qtbot.addWidget(curtain)
    curtain.resize(900, 700)
    moves = [f"Player {n % 4} plays Yellow {n}." for n in range(1, 15)]
    curtain.show_for("Ann", Recap(moves, 0, False))
    qtbot.waitExposed(curtain)

    def shown() -> list[str]:
        return curtain.recap.text().split("<br>")[1:]

    tall = shown()
    assert tall[-1] == moves[-1]
    for size in ((800, 330), (640, 260), (900, 700)):
        curtain.resize(*size)
        qtbot.wait(20)
        lines = shown()
        assert lines[-1] == moves[-1]   # the newest always
        if len(lines) < len(moves):
            told = int(lines[0].split()[0].strip("("))
            assert told + len(lines) - 1 == len(moves)   # every move told or counted
        # The words stay above the button, the button on the curtain.
        assert curtain.recap.geometry().bottom() < curtain.button.geometry().top()
        assert curtain.button.geometry().bottom() <= curtain.height()
    assert shown() == tall


def test_the_card_left_behind_the_curtain_is_named_once_the_hand_is_shown(qtbot, tmp_path: Path) -> None:
    """Round 31: in hot-seat two-handed Rook the person the trick's winner left the pile's card to was never
    told which card it was, only its band in the fan; the curtain names it not (it is private), the status
    line does once they lift it."""
    from rookdesk.ui.move_texts import card_left_unseen

    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(short_rules("two-hand-rook", 500), people("human", "human"), seed=6)
    rng = random.Random(5)
    for _ in range(400):
        qtbot.waitUntil(lambda: c.curtain_for is not None or c._holding
                        or (c.awaiting is not None and c.choice is not None), timeout=20000)
        if c._holding:
            c.continue_after_hand()
            continue
        if c.curtain_for is not None:
            seat = c.curtain_for
            left = card_left_unseen(c.game.events, seat)
            qtbot.waitUntil(window.curtain.isVisible)
            if left is not None:
                name = card_name(left.card, "rook")
                assert name not in window.curtain.recap.text() and name not in window.statusBar().currentMessage()
                c.lift_curtain()
                assert window.statusBar().currentMessage() == f"{NAMES[seat]} gets the top card of the pile: {name}."
                return
            c.lift_curtain()
            continue
        decide(window, rng)
    raise AssertionError("no card was left behind a curtain")
