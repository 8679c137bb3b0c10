"""The nest exchange: which sets of cards the bidder may set aside.

``nest.discard_counters = "forbidden"``: the cards set aside must be worth 0.
When hand plus nest hold fewer zero-point cards than ``nest_size``, all of them
go, and the shortfall is made up from the counters of lowest value (the bidder
chooses among counters of equal value).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations
from typing import Iterator

from .cards import Card
from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class DiscardOptions:
    """A legal discard is ``required`` plus any ``count`` cards of ``choose_from``."""

    required: tuple[Card, ...]
    choose_from: tuple[Card, ...]
    count: int

    @property
    def size(self) -> int:
        return len(self.required) + self.count

    def allows(self, cards: tuple[Card, ...] | list[Card]) -> bool:
        chosen = Counter(cards)
        if any(n > 1 for n in chosen.values()) or len(cards) != self.size:
            return False
        if any(card not in chosen for card in self.required):
            return False
        rest = [c for c in cards if c not in self.required]
        pool = set(self.choose_from)
        return all(c in pool for c in rest)

    def all_discards(self) -> Iterator[tuple[Card, ...]]:
        """Every legal discard (can be thousands: prefer ``allows`` for checks)."""
        for extra in combinations(self.choose_from, self.count):
            yield self.required + extra


def discard_options(rules: RuleSet, cards: list[Card] | tuple[Card, ...]) -> DiscardOptions:
    """What the bidder holding ``cards`` (hand plus nest) may set aside."""
    size = rules.nest_size
    if rules.nest.discard_counters == "allowed":
        return DiscardOptions((), tuple(cards), size)
    points = {c: rules.card_points(c) for c in cards}
    zeros = tuple(c for c in cards if points[c] == 0)
    if len(zeros) >= size:
        return DiscardOptions((), zeros, size)
    counters = sorted((c for c in cards if points[c] > 0), key=lambda c: points[c])
    short = size - len(zeros)
    boundary = points[counters[short - 1]]
    below = tuple(c for c in counters if points[c] < boundary)
    tied = tuple(c for c in counters if points[c] == boundary)
    return DiscardOptions(zeros + below, tied, short - len(below))
