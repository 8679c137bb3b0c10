"""The table as a hand ended, for a hand summary shown again after the next hand was dealt behind it.

The engine deals the next hand together with the end of the last, so a game that is resumed, opened
or redone on a hand's summary has a seat view of the next hand: its dealer, no calls and no tricks.
The name plates behind the summary must still say who dealt the hand summed up, who won its bid,
and what each side took in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from rookdesk.engine.events import BidWon, CardPlayed, Dealt, Event, HandEnded, TrickWon, TrumpNamed
from rookdesk.engine.views import CompletedTrick, SeatView


def view_at_hand_end(view: SeatView, events: Sequence[Event], end_at: int) -> SeatView:
    """``view`` (of any seat, its hand left as given) with the dealer, the bid, trump and the finished
    tricks of the hand whose ``HandEnded`` is ``events[end_at]``."""
    ended = events[end_at]
    assert isinstance(ended, HandEnded)
    start = max(i for i in range(end_at) if isinstance(events[i], Dealt))   # a redeal's deal is the last
    deal = events[start]
    assert isinstance(deal, Dealt)
    bidder = bid = trump = None
    trump_named = False
    tricks: list[CompletedTrick] = []
    played: list[CardPlayed] = []
    for event in events[start:end_at]:
        if isinstance(event, BidWon):
            bidder, bid = event.seat, event.amount
        elif isinstance(event, TrumpNamed):
            trump, trump_named = event.suit, True
        elif isinstance(event, CardPlayed):
            played.append(event)
        elif isinstance(event, TrickWon):
            tricks.append(CompletedTrick(event.number, played[0].seat if played else event.winner,
                                         event.cards, tuple(p.seat for p in played), event.winner, event.points))
            played = []
    return replace(view, hand_number=ended.hand, dealer=deal.dealer, bidder=bidder, bid=bid, high_bid=bid,
                   high_bidder=bidder, auction=(), trump=trump, trump_named=trump_named, trick=(),
                   tricks=tuple(tricks), known_cards=tuple(() for _ in view.known_cards))
