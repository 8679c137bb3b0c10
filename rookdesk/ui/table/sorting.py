"""The order of cards in the viewer's hand: suit by suit, weakest to strongest.

Suits alternate dark and light colours so neighbouring suits are told apart at
a glance. Once trump is named, the trump cards (the Rook included) go to the
right end of the hand, weakest to strongest in the rule set's own trump order:
the Rook (or joker) sits where ``rook_rank`` puts it (lowest, highest, or
between two ranks such as 10.5). While trump is unknown the Rook ends the
hand. Strength follows the rule set (the 1 high in the Rook deck when
``ace_or_one_high``).
"""

from __future__ import annotations

from rookdesk.engine.cards import ROOK_SUITS, Card, parse_card, suits_of
from rookdesk.engine.rules import RuleSet
from rookdesk.engine.tricks import TRUMP, rank_value, trick_rules

SUIT_ORDER = {"rook": ("B", "R", "G", "Y"), "standard": ("S", "H", "C", "D")}
ROOK_STRENGTH = 999.0   # after every rank, while trump is unknown


def hand_order_key(card_id: str, rules: RuleSet | None, trump_known: bool, trump: str | None) -> tuple[int, float] | None:
    """Sort key of a card in a sorted hand; None for a key that is not a card id."""
    try:
        card = parse_card(card_id)
    except ValueError:
        return None
    style = rules.deck.style if rules else ("rook" if card.suit in ROOK_SUITS else "standard")
    order = SUIT_ORDER.get(style, suits_of(style))
    if trump_known and rules is not None:
        trump_key = _trump_key(card, rules, trump, len(order))
        if trump_key is not None:
            return trump_key
    if card.suit is None:
        return (len(order) + 1, ROOK_STRENGTH)
    strength = float(rank_value(card.rank, rules)) if rules else float(card.rank or 0)  # type: ignore[arg-type]
    return (order.index(card.suit) if card.suit in order else 0, strength)


def _trump_key(card: Card, rules: RuleSet, trump: str | None, trump_group: int) -> tuple[int, float] | None:
    """The key of a trump card, by the engine's own trick strength (None: not a trump)."""
    table = trick_rules(rules, trump)
    try:
        effective = table.effective_suit(card)
    except KeyError:  # a card of another deck: sort it by its own suit
        return None
    if effective != TRUMP:
        return None
    # The engine doubles strengths so a Rook at 10.5 is whole: halve back to ranks.
    return (trump_group, table.power[card] / 2)
