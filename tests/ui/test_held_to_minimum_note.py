"""A dealer held to the minimum bid reads why on their own panel (play test round 7: in hot-seat the curtain
before their turn cleared the status line's message, so the nest simply became theirs without a word)."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from rookdesk.engine.actions import Bid, Pass
from rookdesk.engine.events import BidMade, BidWon, Passed
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset

from .test_game_keeper import make_window, people, wait_for_person

HELD = "held to the minimum bid of 100"


def _auction(qtbot, window, first_call) -> None:
    """Everyone calls ``first_call(seat)`` (then passes) until the auction is over; stops at the bidder's turn."""
    c = window.controller
    called: set[int] = set()
    while True:
        wait_for_person(qtbot, window)
        if c.game.phase is not Phase.BIDDING:
            return
        seat = c.awaiting
        c.submit(first_call(seat) if seat not in called else Pass(seat))
        called.add(seat)


def test_hot_seat_dealer_held_to_the_minimum_is_told_on_their_panel(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(preset("partners-cutthroat"), people("human", "human", "human", "human"))
    _auction(qtbot, window, Pass)
    won = next(e for e in reversed(window.controller.game.events) if isinstance(e, BidWon))
    assert won.forced and window.controller.awaiting == won.seat
    panel = window.panel_stack.currentWidget()
    assert panel in (window.nest_panel, window.trump_panel)
    assert HELD in panel.note.text()
    assert HELD in panel.accessibleDescription()


def test_a_bid_won_by_calling_says_nothing_of_the_minimum(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(preset("partners-cutthroat"), people("human", "human", "human", "human"))
    _auction(qtbot, window, lambda seat: Bid(seat, 100) if window.controller.game.high_bid is None else Pass(seat))
    panel = window.panel_stack.currentWidget()
    assert panel in (window.nest_panel, window.trump_panel)
    assert "minimum" not in panel.note.text()



def test_the_won_bid_and_its_calls_are_said_on_the_status_line(qtbot, tmp_path) -> None:
    """Round 21: South bid 80, the computer passed, and South's trump panel came at once: nothing said North
    passed. The status line says who won the bid at what, and the passes after it (the panels keep their height)."""
    window = make_window(qtbot, tmp_path)
    said: list[str] = []
    window.controller.eventShown.connect(lambda event: said.append(window.statusBar().currentMessage())
                                         if isinstance(event, BidWon) else None)
    window.start_game(preset("two-hand-rook"), people("human", "easy"), seed=5)
    c = window.controller
    _auction(qtbot, window, lambda seat: Bid(seat, c.game.rules.bidding.min) if c.game.high_bid is None
             else Pass(seat))
    won = next(e for e in reversed(c.game.events) if isinstance(e, BidWon))
    high = max(i for i, e in enumerate(c.game.events) if isinstance(e, BidMade))
    after = [e for e in c.game.events[high:] if isinstance(e, Passed)]
    assert after, "the auction ended on a pass"
    passes = QLocale().createSeparatedList([c.names[e.seat] for e in after])   # "North and East" (round 34)
    assert said == [f"{c.names[won.seat]} wins the bid at {won.amount}: {passes} passed."]


def test_a_bid_of_the_most_allowed_wins_at_once_and_says_no_passes(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    said: list[str] = []
    window.controller.eventShown.connect(lambda event: said.append(window.statusBar().currentMessage())
                                         if isinstance(event, BidWon) else None)
    window.start_game(preset("partners-cutthroat"), people("human", "human", "human", "human"))
    c = window.controller
    _auction(qtbot, window, lambda seat: Bid(seat, c.game.rules.bidding.max))
    won = next(e for e in reversed(c.game.events) if isinstance(e, BidWon))
    assert not any(isinstance(e, Passed) for e in c.game.events)
    assert said == [f"{c.names[won.seat]} wins the bid at {c.game.rules.bidding.max}."]


def test_in_hot_seat_the_won_bid_stays_said_over_the_bidder_s_curtain(qtbot, tmp_path) -> None:
    """Round 22: "Amy wins the bid at 105…" was gone a moment later, when the curtain for Amy rose."""
    window = make_window(qtbot, tmp_path)
    window.start_game(preset("partners-cutthroat"), people("human", "human", "human", "human"))
    c = window.controller
    called: set[int] = set()
    while c.game.phase is Phase.BIDDING:
        qtbot.waitUntil(lambda: c.curtain_for is not None or c.awaiting is not None, timeout=5000)
        if c.curtain_for is not None:
            c.lift_curtain()
            continue
        seat = c.awaiting
        c.submit(Bid(seat, 100) if c.game.high_bid is None and seat not in called else Pass(seat))
        called.add(seat)
    won = next(e for e in reversed(c.game.events) if isinstance(e, BidWon))
    qtbot.waitUntil(lambda: c.curtain_for is not None or c.awaiting == won.seat, timeout=5000)
    assert window.statusBar().currentMessage().startswith(f"{c.names[won.seat]} wins the bid at 100")
