"""Trick play: which cards may be played, and who wins a trick.

Rules (``rules.md``, Play): follow the suit led if able; the Rook belongs to the
trump suit (leading it leads trump; a player whose only trump is the Rook must
play it on a trump lead); ``rook_any_time`` lets the Rook be played on any
lead. In no trump the Rook is the only trump. The highest trump wins, else the
highest card of the suit led.
"""

from __future__ import annotations

from functools import cache
from typing import Sequence

from .cards import Card
from .rules import RuleSet

TRUMP = "T"  # the effective suit of every trump card, the Rook included


def rank_value(rank: int, rules: RuleSet) -> int:
    """A rank's strength: the Rook deck's 1 ranks above the 14 when ``ace_or_one_high``."""
    if rank == 1 and rules.ace_or_one_high and rules.deck.style == "rook":
        return 15
    return rank


def high_card_seat(cards: Sequence[Card], rules: RuleSet) -> int | None:
    """Who deals first after the draw for high card (``cards`` by seat): the highest rank, the Rook
    lowest, suits ignored; ``None`` on a tie for highest (everyone draws again)."""
    values = [-1 if card.suit is None else rank_value(card.rank or 0, rules) for card in cards]
    best = max(values)
    return values.index(best) if values.count(best) == 1 else None


class TrickRules:
    """Card order for one hand, once trump is known (``trump=None``: no trump)."""

    __slots__ = ("rules", "trump", "suit_key", "power", "rook_any_time", "rook_in_deck")

    def __init__(self, rules: RuleSet, trump: str | None) -> None:
        self.rules = rules
        self.trump = trump
        self.rook_any_time = rules.rook_any_time
        self.rook_in_deck = rules.deck.rook
        self.suit_key: dict[Card, str] = {}
        # Strength doubled so that a Rook between two ranks (10.5) is a whole number.
        self.power: dict[Card, int] = {}
        for card in rules.cards():
            if card.suit is None:
                self.suit_key[card] = TRUMP
                rook_rank = rules.rook_rank
                if rook_rank == "lowest":
                    self.power[card] = 0
                elif rook_rank == "highest":
                    self.power[card] = 100
                else:
                    self.power[card] = int(float(rook_rank) * 2)
            else:
                self.suit_key[card] = TRUMP if card.suit == trump else card.suit
                self.power[card] = rank_value(card.rank, rules) * 2  # type: ignore[arg-type]

    def effective_suit(self, card: Card) -> str:
        return self.suit_key[card]

    def legal_plays(self, hand: list[Card] | tuple[Card, ...], trick: list[Card] | tuple[Card, ...]) -> list[Card]:
        """The cards of ``hand`` that may be played on a trick holding ``trick`` (play order)."""
        if not trick:
            return list(hand)
        key = self.suit_key
        led = key[trick[0]]
        follow = [c for c in hand if key[c] == led]
        if not follow:
            return list(hand)
        if self.rook_any_time and led != TRUMP:
            follow.extend(c for c in hand if c.suit is None)
        return follow

    def why_illegal(self, card: Card, hand: list[Card] | tuple[Card, ...], trick: list[Card] | tuple[Card, ...]) -> tuple[str, dict] | None:
        """``None`` when ``card`` may be played, else a reason code and its parameters."""
        if card not in hand:
            return "card_not_in_hand", {"card": card}
        if card in self.legal_plays(hand, trick):
            return None
        led = self.suit_key[trick[0]]
        if led == TRUMP:
            # Whether the Rook is the only trump the player holds (a player who took the joker for a
            # card of no suit did not see why it was the one to play).
            only_rook = all(c.suit is None for c in self.legal_plays(hand, trick))
            return "must_follow_trump", {"trump": self.trump, "only_rook": only_rook}
        if card.suit is None:
            return "rook_must_follow", {"suit": led}
        # With the Rook playable any time, it is the other card the player may choose.
        or_rook = self.rook_any_time and any(c.suit is None for c in hand)
        return "must_follow_suit", {"suit": led, "or_rook": or_rook}

    def winner_index(self, trick: list[Card] | tuple[Card, ...]) -> int:
        """Index (in play order) of the card that wins a complete trick."""
        key, power = self.suit_key, self.power
        led = key[trick[0]]
        best, best_score = 0, -1
        for i, card in enumerate(trick):
            suit = key[card]
            if suit == TRUMP:
                score = 1000 + power[card]
            elif suit == led:
                score = power[card]
            else:
                continue
            if score > best_score:
                best, best_score = i, score
        return best


@cache
def trick_rules(rules: RuleSet, trump: str | None) -> TrickRules:
    return TrickRules(rules, trump)
