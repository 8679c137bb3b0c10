"""Play test round 14: what the table shows between and around the moves."""

from __future__ import annotations

from rookdesk.engine.events import BidMade, BidWon, CardPlayed, Dealt, Event, Passed
from tests.ui.driver import make_window, play_until, seats, short_rules


def test_the_dealer_stays_marked_through_the_auction_and_the_play(qtbot):
    """The dealer's plate said "deals" only until the first call: nobody could tell who dealt once the
    auction, which starts at the dealer's left, was under way."""
    window = make_window(qtbot)
    seen: list[tuple[str, str]] = []   # (what happened, the dealer's plate note) after the table showed it

    dealer = [0]

    def after_window(event: Event) -> None:
        if isinstance(event, Dealt):
            dealer[0] = event.dealer
        if isinstance(event, (Dealt, BidMade, Passed, BidWon, CardPlayed)):
            own = isinstance(event, (BidMade, Passed)) and event.seat == dealer[0]
            seen.append(("own call" if own else type(event).__name__, window.scene._plates[dealer[0]].detail))

    window.controller.eventShown.connect(after_window)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=3)
    play_until(qtbot, window, hands=1)
    first_hand = seen[:next(i for i, (what, _) in enumerate(seen[1:], 1) if what == "Dealt")]
    before_own_call = first_hand[:next(i for i, (what, _) in enumerate(first_hand) if what == "own call")]
    assert len(before_own_call) >= 2 and all(note == "dealer" for _, note in before_own_call), before_own_call
    won = next(i for i, (what, _) in enumerate(first_hand) if what == "BidWon")
    plays = [note for what, note in first_hand[won + 1:] if what == "CardPlayed"]
    assert plays and (all(note == "dealer" for note in plays) or all(note.startswith("bid ") for note in plays))
