"""Where the cards come from: a seeded shuffle, or the deals written in a record.

The game asks its chance source for every random outcome, so the same seed
(or the same record) always gives the same game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import Card
from .errors import RecordError
from .events import DealerDrawn, Dealt
from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class DealtCards:
    hands: tuple[tuple[Card, ...], ...]
    nest: tuple[Card, ...]
    pile: tuple[Card, ...]  # face-down, top card first


class SeededChance:
    """Shuffles with ``random.Random(seed)``: reproducible on every platform."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def clone(self) -> SeededChance:
        """An independent copy at the same point of the random stream."""
        twin = object.__new__(SeededChance)
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        return twin

    def first_dealer(self, players: int) -> int:
        return self.rng.randrange(players)

    def dealer_draw(self, rules: RuleSet) -> tuple[Card, ...]:
        deck = list(rules.cards())
        self.rng.shuffle(deck)
        return tuple(deck[: rules.players])

    def deal(self, rules: RuleSet) -> DealtCards:
        deck = list(rules.cards())
        self.rng.shuffle(deck)
        n, size = rules.players, rules.hand_size
        hands = tuple(tuple(deck[i * size:(i + 1) * size]) for i in range(n))
        rest = deck[n * size:]
        return DealtCards(hands, tuple(rest[: rules.nest_size]), tuple(rest[rules.nest_size:]))


class ScriptedChance:
    """Gives the dealer draws and deals of a record, checking each against the rules.

    It shuffles its seeded twin alongside, so that when the record's deals run
    out (a game in progress) play goes on from the same random state the
    original game had.
    """

    def __init__(self, seed: int, draws: list[tuple[int, DealerDrawn]], deals: list[tuple[int, Dealt]]) -> None:
        self.seeded = SeededChance(seed)
        self.draws = list(draws)
        self.deals = list(deals)
        self.line = 0

    def clone(self) -> ScriptedChance:
        """An independent copy: the same deals still to come, the same random state."""
        twin = object.__new__(ScriptedChance)
        twin.seeded = self.seeded.clone()
        twin.draws = list(self.draws)
        twin.deals = list(self.deals)
        twin.line = self.line
        return twin

    def first_dealer(self, players: int) -> int:
        fallback = self.seeded.first_dealer(players)
        if not self.deals:
            return fallback
        line, dealt = self.deals[0]
        if not 0 <= dealt.dealer < players:
            raise RecordError(line, f"dealer {dealt.dealer} is not a seat (0..{players - 1})")
        return dealt.dealer

    def dealer_draw(self, rules: RuleSet) -> tuple[Card, ...]:
        fallback = self.seeded.dealer_draw(rules)
        if not self.draws:
            if self.deals:
                raise RecordError(self.deals[0][0], "a dealer_draw must come before the first deal (first_dealer is high_card)")
            return fallback
        self.line, drawn = self.draws.pop(0)
        deck = set(rules.cards())
        if len(drawn.cards) != rules.players:
            raise RecordError(self.line, f"dealer_draw has {len(drawn.cards)} cards for {rules.players} players")
        for card in drawn.cards:
            if card not in deck:
                raise RecordError(self.line, f"{card} is not in this deck")
        if len(set(drawn.cards)) != len(drawn.cards):
            raise RecordError(self.line, "dealer_draw draws a card twice")
        return drawn.cards

    def deal(self, rules: RuleSet) -> DealtCards:
        fallback = self.seeded.deal(rules)
        if not self.deals:
            return fallback
        self.line, dealt = self.deals.pop(0)
        return cards_of_recorded_deal(self.line, dealt, rules)


def cards_of_recorded_deal(line: int, dealt: Dealt, rules: RuleSet) -> DealtCards:
    """Check a recorded deal against the rule set and give its cards (pile with its face-up card on top)."""
    if len(dealt.hands) != rules.players:
        raise RecordError(line, f"deal has {len(dealt.hands)} hands for {rules.players} players")
    for seat, hand in enumerate(dealt.hands):
        if len(hand) != rules.hand_size:
            raise RecordError(line, f"seat {seat} is dealt {len(hand)} cards, hand_size is {rules.hand_size}")
    if len(dealt.nest) != rules.nest_size:
        raise RecordError(line, f"the nest has {len(dealt.nest)} cards, nest_size is {rules.nest_size}")
    pile = dealt.pile
    if rules.draw_pile and rules.face_up_at_deal:
        if dealt.face_up is None:
            raise RecordError(line, "face_up_at_deal is true, so the deal must turn a face-up card")
        pile = (dealt.face_up,) + pile
    elif dealt.face_up is not None:
        raise RecordError(line, "face_up must be null: no card is turned at the deal under these rules")
    if len(pile) != rules.pile_size:
        raise RecordError(line, f"the draw pile has {len(pile)} cards, the rules leave {rules.pile_size}")
    everything = [c for hand in dealt.hands for c in hand] + list(dealt.nest) + list(pile)
    deck = rules.cards()
    if len(set(everything)) != len(everything):
        raise RecordError(line, "the deal gives some card twice")
    if set(everything) != set(deck):
        strange = sorted(str(c) for c in set(everything) - set(deck))
        raise RecordError(line, f"the deal has cards that are not in the deck: {', '.join(strange)}")
    return DealtCards(dealt.hands, dealt.nest, pile)
