"""Small card facts for players that think in ranks rather than in the simulator's ints."""

from __future__ import annotations

from ..engine.cards import Card
from ..engine.rules import RuleSet
from ..engine.tricks import rank_value


def rank_strength(rules: RuleSet, card: Card) -> float:
    """A card's rank as strength (the Rook deck's 1 high when ``ace_or_one_high``; the Rook 10.5)."""
    if card.suit is None:
        return 10.5
    return rank_value(card.rank, rules)  # type: ignore[arg-type]
