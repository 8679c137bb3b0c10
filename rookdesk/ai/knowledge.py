"""What a seat knows about the hidden cards, from its view alone, and deals consistent with it.

Known: the own hand, every card played, the own discards (bidder), the nest if
this seat took it, the face-up card and the face-up cards others took
(``known_cards``), and the suits a seat has shown void in. A seat that did not
play the effective suit led has none of it (the Rook counts as trump; under
``rook_any_time`` playing the Rook on a side-suit lead shows nothing). In a
draw-pile game a seat that drew an unseen card may hold the suit again, so
voids shown before the last draw are forgotten.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.views import SeatView
from .fastplay import TRUMP_SUIT, PlayState, Table, bits, table_for


def popcount(mask: int) -> int:
    return bin(mask).count("1")


@dataclass(frozen=True, slots=True)
class Knowledge:
    t: Table
    seat: int
    hand: int
    played: int
    gone: int                     # out of play for good and known to this seat: own discards
    known: tuple[int, ...]        # per other seat: cards publicly known to be in that hand
    voids: tuple[int, ...]        # per seat: effective suits shown void (bitmask of suit indices)
    needs: tuple[int, ...]        # per seat: hidden cards that hand holds (0 for this seat)
    hidden_nest: int              # nest or the bidder's discards, unseen by this seat
    pile: int                     # face-down pile cards
    face_up: int                  # card index or -1
    unknown: int                  # every card whose place this seat does not know

    @property
    def outstanding(self) -> int:
        """Cards not played and not in this hand (nor set aside by it)."""
        return self.t.full & ~self.played & ~self.hand & ~self.gone


def knowledge_of(view: SeatView, trump: str | None = None) -> Knowledge:
    """Everything ``view`` tells about where the cards are (trump: the view's, or a guess for analysis)."""
    rules = view.rules
    t = table_for(rules, view.trump if view.trump_named else trump)
    seat = view.seat
    hand = t.mask_of(view.hand)
    played = t.mask_of(view.played_cards)
    gone = t.mask_of(view.discards) if view.discards else 0
    known = tuple(0 if s == seat else t.mask_of(view.known_cards[s]) for s in range(rules.players))
    face_up = t.index[view.face_up] if view.face_up is not None else -1
    voids = [0] * rules.players
    if view.trump_named:
        draws_done = 0
        if rules.draw_pile:
            left = view.pile_size + (1 if view.face_up is not None else 0)
            draws_done = (rules.pile_size - left) // 2
        tricks = [(tr.number, tr.cards, tr.seats) for tr in view.tricks]
        if view.trick:
            tricks.append((len(view.tricks) + 1, tuple(c for _, c in view.trick), tuple(s for s, _ in view.trick)))
        for number, cards, seats in tricks:
            if number <= draws_done:
                continue
            led = t.suit[t.index[cards[0]]]
            for card, s in zip(cards[1:], seats[1:]):
                i = t.index[card]
                if t.suit[i] != led and not (i == t.rook and t.rook_any_time and led != TRUMP_SUIT):
                    voids[s] |= 1 << led
    needs = tuple(0 if s == seat else view.hand_sizes[s] - popcount(known[s]) for s in range(rules.players))
    nest_seen = view.nest is not None or (view.bidder == seat and view.discards is not None)
    hidden_nest = 0 if nest_seen else rules.nest_size
    if view.bidder == seat and view.phase.value == "discard":
        hidden_nest = 0
    unknown = t.full & ~hand & ~played & ~gone
    for k in known:
        unknown &= ~k
    if face_up >= 0:
        unknown &= ~(1 << face_up)
    return Knowledge(t, seat, hand, played, gone, known, tuple(voids), needs, hidden_nest,
                     view.pile_size, face_up, unknown)


@dataclass(frozen=True, slots=True)
class Deal:
    """One determinization: every hand, the unseen nest/discards and the pile order."""

    hands: tuple[int, ...]
    nest: int
    pile: tuple[int, ...]


def sample_deal(k: Knowledge, rng: random.Random, respect_voids: bool = True) -> Deal:
    """A random placement of the unknown cards that agrees with everything ``k`` knows."""
    cards = bits(k.unknown)
    rng.shuffle(cards)
    for attempt in range(12 if respect_voids else 1):
        use_voids = respect_voids and attempt < 11
        placed = _place(k, cards, rng, use_voids)
        if placed is not None:
            hands, nest, pile = placed
            return Deal(tuple(hands), nest, tuple(pile))
        rng.shuffle(cards)
    raise AssertionError("unreachable")  # pragma: no cover - the last attempt ignores voids


def _place(k: Knowledge, cards: list[int], rng: random.Random, use_voids: bool) -> tuple[list[int], int, list[int]] | None:
    t = k.t
    n = t.n
    # locations 0..n-1 are seats, n is the nest/discards, n+1 the pile
    cap = list(k.needs) + [k.hidden_nest, k.pile]
    banned = [0] * (n + 2)
    if use_voids:
        for s in range(n):
            for suit in range(5):
                if k.voids[s] >> suit & 1:
                    banned[s] |= t.suit_mask[suit]
    allowed_count = {c: sum(1 for loc in range(n + 2) if cap[loc] and not banned[loc] >> c & 1) for c in cards}
    order = sorted(cards, key=lambda c: allowed_count[c])
    hands = [k.hand if s == k.seat else k.known[s] for s in range(n)]
    nest = 0
    pile: list[int] = []
    for c in order:
        total = 0
        for loc in range(n + 2):
            if cap[loc] and not banned[loc] >> c & 1:
                total += cap[loc]
        if total == 0:
            return None
        pick = rng.randrange(total)
        for loc in range(n + 2):
            if cap[loc] and not banned[loc] >> c & 1:
                pick -= cap[loc]
                if pick < 0:
                    break
        cap[loc] -= 1
        if loc < n:
            hands[loc] |= 1 << c
        elif loc == n:
            nest |= 1 << c
        else:
            pile.append(c)
    rng.shuffle(pile)
    return hands, nest, pile


def play_state(view: SeatView, k: Knowledge, deal: Deal) -> PlayState:
    """The simulator's state for ``view``'s play phase under one determinization."""
    t = k.t
    st = PlayState(t)
    st.hands = list(deal.hands)
    st.played = k.played
    st.voids = list(k.voids)
    st.bidder = view.bidder if view.bidder is not None else 0
    st.bid = view.bid or 0
    if view.bidder == view.seat:
        st.discards = k.gone
    else:
        st.discards = deal.nest
    st.discard_points = sum(t.points[c] for c in bits(st.discards))
    st.side_points = list(view.side_points)
    st.side_tricks = list(view.side_tricks)
    if view.tricks:
        st.last_winner = view.tricks[-1].winner
    st.face_up = k.face_up
    st.pile = list(deal.pile)
    for s, card in view.trick:
        st.to_act = s
        st.play(t.index[card])
    # voids already include this trick's; replaying it may only add the same facts
    st.to_act = view.to_act if view.to_act is not None else view.seat
    st.draw_due = view.phase.value == "draw"
    return st
