"""What one seat may know: the only game state that players (human or AI) see.

A view holds the seat's own hand, the public history of the hand (calls,
trump, tricks, face-up cards and who took them), the nest and discards only
for the bidder who handled them, and counts (never contents or order) of the
other hands and the draw pile.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .cards import Card
from .phases import Phase
from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class CompletedTrick:
    number: int
    leader: int
    cards: tuple[Card, ...]    # play order, the leader's first
    seats: tuple[int, ...]     # who played each card
    winner: int
    points: int


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    rules: RuleSet
    names: tuple[str, ...]
    phase: Phase
    to_act: int | None
    hand_number: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    auction: tuple[tuple[int, int | None], ...]   # (seat, amount) in call order; None = pass
    high_bid: int | None
    high_bidder: int | None
    bidder: int | None
    bid: int | None
    trump_named: bool
    trump: str | None
    nest: tuple[Card, ...] | None        # the nest, if this seat took it
    discards: tuple[Card, ...] | None    # this seat's own discards
    face_up: Card | None
    pile_size: int                       # face-down cards left in the draw pile
    trick: tuple[tuple[int, Card], ...]  # (seat, card) of the trick being played
    tricks: tuple[CompletedTrick, ...]   # this hand's finished tricks
    known_cards: tuple[tuple[Card, ...], ...]  # per seat: cards publicly known to be in that hand
    side_points: tuple[int, ...]         # card points taken so far this hand, per side
    side_tricks: tuple[int, ...]
    totals: tuple[int, ...]

    @property
    def played_cards(self) -> tuple[Card, ...]:
        """Every card played this hand, the current trick included."""
        done = tuple(c for t in self.tricks for c in t.cards)
        return done + tuple(card for _, card in self.trick)


def public_view(view: SeatView) -> SeatView:
    """``view`` without what only its seat sees (its hand, the nest it took, its discards): what anyone at
    the table may see, for a table shown to nobody in particular (a hot-seat curtain)."""
    return replace(view, hand=(), nest=None, discards=None)
