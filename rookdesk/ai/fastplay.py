"""A compact trick-play simulator for search: cards as bit indices, hands as int masks.

The engine's ``Game`` checks and records everything, which a search that plays
thousands of hands per decision cannot afford. ``Table`` precomputes, for one
rule set and one trump, each card's effective suit, strength and points;
``PlayState`` plays tricks (and the two-player draws) with plain ints and no
events. ``tests/ai/test_fastplay.py`` checks it against the engine: the same
legal plays and the same trick winners.
"""

from __future__ import annotations

from functools import cache

from ..engine.cards import Card, suits_of
from ..engine.rules import RuleSet
from ..engine.tricks import TRUMP, trick_rules

TRUMP_SUIT = 4  # effective-suit index of every trump card (the Rook included)


def bits(mask: int) -> list[int]:
    """Indices of the set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Table:
    """Per (rule set, trump): card indices and the facts trick play needs about each card."""

    def __init__(self, rules: RuleSet, trump: str | None) -> None:
        tr = trick_rules(rules, trump)
        self.rules = rules
        self.trump = trump
        self.cards: tuple[Card, ...] = rules.cards()
        self.index: dict[Card, int] = {c: i for i, c in enumerate(self.cards)}
        suits = suits_of(rules.deck.style)
        self.suit_names = suits
        self.suit = [TRUMP_SUIT if tr.suit_key[c] == TRUMP else suits.index(c.suit) for c in self.cards]  # type: ignore[arg-type]
        self.power = [tr.power[c] for c in self.cards]
        self.points = [rules.card_points(c) for c in self.cards]
        self.suit_mask = [0] * 5
        for i, s in enumerate(self.suit):
            self.suit_mask[s] |= 1 << i
        self.rook = self.index.get(Card(None, None), -1) if rules.deck.rook else -1
        self.rook_bit = (1 << self.rook) if self.rook >= 0 else 0
        self.rook_any_time = rules.rook_any_time
        self.full = (1 << len(self.cards)) - 1
        self.counters = sum(1 << i for i, p in enumerate(self.points) if p)
        # above[i]: the cards of i's effective suit that beat it (boss test: above & outstanding == 0)
        self.above = [0] * len(self.cards)
        self.below = [0] * len(self.cards)
        for i in range(len(self.cards)):
            for j in range(len(self.cards)):
                if self.suit[i] == self.suit[j] and i != j:
                    if self.power[j] > self.power[i]:
                        self.above[i] |= 1 << j
                    else:
                        self.below[i] |= 1 << j
        self.n = rules.players
        self.side = [rules.side_of(s) for s in range(rules.players)]
        self.sides = rules.sides

    def mask_of(self, cards: tuple[Card, ...] | list[Card]) -> int:
        m = 0
        for c in cards:
            m |= 1 << self.index[c]
        return m

    def cards_of(self, mask: int) -> list[Card]:
        return [self.cards[i] for i in bits(mask)]

    def legal(self, hand: int, led: int) -> int:
        """Follow the effective suit led if able (the Rook too under ``rook_any_time``)."""
        if led < 0:
            return hand
        follow = hand & self.suit_mask[led]
        if not follow:
            return hand
        if self.rook_any_time and led != TRUMP_SUIT:
            follow |= hand & self.rook_bit
        return follow

    def beats(self, card: int, best: int, led: int) -> bool:
        """Does ``card`` beat ``best``, the card winning so far on a trick led in ``led``?"""
        s = self.suit[card]
        if s == TRUMP_SUIT:
            return self.suit[best] != TRUMP_SUIT or self.power[card] > self.power[best]
        return s == led and self.suit[best] != TRUMP_SUIT and self.power[card] > self.power[best]

    def winner_index(self, trick: list[int]) -> int:
        led = self.suit[trick[0]]
        best = 0
        for k in range(1, len(trick)):
            if self.beats(trick[k], trick[best], led):
                best = k
        return best


@cache
def table_for(rules: RuleSet, trump: str | None) -> Table:
    return Table(rules, trump)


class PlayState:
    """The play of one hand from some point on, for one determinization (all hands known)."""

    __slots__ = ("t", "hands", "to_act", "trick", "trick_seats", "best", "led", "side_points",
                 "side_tricks", "last_winner", "pile", "face_up", "played", "voids", "bidder",
                 "bid", "discard_points", "discards", "draw_due")

    def __init__(self, t: Table) -> None:
        self.t = t
        self.hands: list[int] = [0] * t.n
        self.to_act = 0
        self.trick: list[int] = []
        self.trick_seats: list[int] = []
        self.best = -1                 # index into trick of the card winning so far
        self.led = -1
        self.side_points = [0] * t.sides
        self.side_tricks = [0] * t.sides
        self.last_winner = -1
        self.pile: list[int] = []      # face-down, top first
        self.face_up = -1
        self.played = 0                # every card played this hand
        self.voids = [0] * t.n         # per seat: bitmask of effective suits shown void
        self.bidder = 0
        self.bid = 0
        self.discard_points = 0
        self.discards = 0              # the bidder's set-aside cards (mask)
        self.draw_due = False          # a trick just ended while the pile lasts: the winner draws

    def clone(self) -> PlayState:
        c = PlayState.__new__(PlayState)
        c.t = self.t
        c.hands = self.hands[:]
        c.to_act = self.to_act
        c.trick = self.trick[:]
        c.trick_seats = self.trick_seats[:]
        c.best, c.led = self.best, self.led
        c.side_points = self.side_points[:]
        c.side_tricks = self.side_tricks[:]
        c.last_winner = self.last_winner
        c.pile = self.pile[:]
        c.face_up = self.face_up
        c.played = self.played
        c.voids = self.voids[:]
        c.bidder, c.bid, c.discard_points, c.discards = self.bidder, self.bid, self.discard_points, self.discards
        c.draw_due = self.draw_due
        return c

    @property
    def is_over(self) -> bool:
        return not self.trick and not any(self.hands) and self.face_up < 0


    def legal(self) -> int:
        return self.t.legal(self.hands[self.to_act], self.led)

    def play(self, card: int) -> None:
        t = self.t
        seat = self.to_act
        bit = 1 << card
        self.hands[seat] &= ~bit
        self.played |= bit
        if self.trick:
            s = t.suit[card]
            if s != self.led and not (card == t.rook and t.rook_any_time and self.led != TRUMP_SUIT):
                self.voids[seat] |= 1 << self.led
            if t.beats(card, self.trick[self.best], self.led):
                self.best = len(self.trick)
        else:
            self.led = t.suit[card]
            self.best = 0
        self.trick.append(card)
        self.trick_seats.append(seat)
        if len(self.trick) < t.n:
            self.to_act = (seat + 1) % t.n
            return
        winner = self.trick_seats[self.best]
        side = t.side[winner]
        pts = 0
        for c in self.trick:
            pts += t.points[c]
        self.side_points[side] += pts
        self.side_tricks[side] += 1
        self.last_winner = winner
        self.trick = []
        self.trick_seats = []
        self.best, self.led = -1, -1
        self.to_act = winner
        self.draw_due = self.face_up >= 0

    def draw(self, take_face_up: bool) -> None:
        """Two players: the winner takes the face-up card or the pile's top; the other gets the rest."""
        winner = self.last_winner
        other = 1 - winner
        top = self.pile.pop(0)
        mine, theirs = (self.face_up, top) if take_face_up else (top, self.face_up)
        self.hands[winner] |= 1 << mine
        self.hands[other] |= 1 << theirs
        # a hand that took an unseen card may hold the suit it showed void in
        self.voids[winner if not take_face_up else other] = 0
        self.face_up = self.pile.pop(0) if self.pile else -1
        self.to_act = winner
        self.draw_due = False

    def hand_deltas(self) -> list[int]:
        """Each side's score change for the finished hand (``scoring.score_hand``)."""
        rules = self.t.rules
        sides = self.t.sides
        tricks = self.side_tricks
        last = self.t.side[self.last_winner]
        bside = self.t.side[self.bidder]
        totals = [self.side_points[s] + rules.trick_points * tricks[s] for s in range(sides)]
        most = max(tricks)
        if rules.bonus.most_tricks and tricks.count(most) == 1:
            totals[tricks.index(most)] += rules.bonus.most_tricks
        totals[last] += rules.bonus.last_trick
        if rules.nest.points_to == "last_trick":
            totals[last] += self.discard_points
        elif rules.nest.points_to == "bidder":
            totals[bside] += self.discard_points
        made = totals[bside] >= self.bid
        deltas = []
        for s in range(sides):
            if s == bside:
                if made:
                    deltas.append(totals[s] if rules.made == "points_taken" else self.bid)
                else:
                    deltas.append(-self.bid if rules.set == "minus_bid" else 0)
            else:
                v = totals[s] if rules.opponents_score else 0
                if not made and rules.set == "zero_double_opponents":
                    v *= 2
                deltas.append(v)
        return deltas

    def side_total(self, side: int) -> int:
        """A side's hand total so far (card points, trick points, bonuses, nest points)."""
        rules = self.t.rules
        tricks = self.side_tricks
        total = self.side_points[side] + rules.trick_points * tricks[side]
        if self.last_winner >= 0 and self.is_over:
            last = self.t.side[self.last_winner]
            if last == side:
                total += rules.bonus.last_trick
                if rules.nest.points_to == "last_trick":
                    total += self.discard_points
            most = max(tricks)
            if rules.bonus.most_tricks and tricks.count(most) == 1 and tricks.index(most) == side:
                total += rules.bonus.most_tricks
        if rules.nest.points_to == "bidder" and side == self.t.side[self.bidder]:
            total += self.discard_points
        return total


def utility(deltas: list[int], side: int) -> float:
    """What a side wants: its score change minus the mean of the others' (zero-sum for two sides)."""
    others = [d for s, d in enumerate(deltas) if s != side]
    return deltas[side] - sum(others) / len(others)
