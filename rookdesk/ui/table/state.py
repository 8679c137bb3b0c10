"""Where every card on the table is, fed only by engine events: no Qt.

The scene keeps this model and draws it. Cards whose identity the table may
not know (other players' hands after a :meth:`TableState.sync` from a seat
view, the draw pile) carry anonymous keys ``?n``; an event that reveals a card
(it is played, drawn or turned) renames one anonymous key of the right place.

The model knows more than it shows (a deal event carries every hand): what is
shown face up is decided by the scene from the viewer, never from here.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from rookdesk.engine.events import (
    BidMade, BidWon, CardDrawn, CardPlayed, Dealt, Discarded, Event, FaceUpTurned, HandEnded, NestTaken,
    Passed, Redealt, TrickWon, TrumpNamed,
)

ANON = "?"


def is_anonymous(key: str) -> bool:
    return key.startswith(ANON)


class Zone(Enum):
    HAND = "hand"
    NEST = "nest"
    PILE = "pile"
    FACE_UP = "face_up"
    TRICK = "trick"
    DISCARD = "discard"
    LEAVING = "leaving"      # a taken trick on its way to the winner


class Call(Enum):
    """What a seat's name plate says about the auction."""

    NONE = "none"
    BID = "bid"
    PASSED = "passed"
    WON = "won"


@dataclass
class TableState:
    """The cards on the table, by place. Keys are card ids or anonymous ``?n``."""

    players: int = 4
    hands: list[list[str]] = field(default_factory=list)
    nest: list[str] = field(default_factory=list)
    pile: list[str] = field(default_factory=list)     # top card first
    face_up: str | None = None
    trick: list[tuple[int, str]] = field(default_factory=list)
    discards: list[str] = field(default_factory=list)
    leaving: list[tuple[int, str]] = field(default_factory=list)
    # A finished trick left lying where it was played (animations off: nothing else would show its last
    # card), and who won it; it goes when the next card is led, or when the hand ends.
    last_trick: list[tuple[int, str]] = field(default_factory=list)
    last_winner: int | None = None
    trump: str | None = None
    trump_known: bool = False
    calls: list[tuple[Call, int | None]] = field(default_factory=list)
    dealer: int | None = None
    known: list[list[str]] = field(default_factory=list)   # per seat: cards seen going into that hand
    from_nest: list[str] = field(default_factory=list)     # the nest's cards in the bidder's hand, until the discard
    # (seat, card) a seat took from the pile, until that seat plays: the one card of the hand nobody saw
    # arrive (round 19: "a card had vanished", the pile's card was in the hand unmarked).
    drawn: tuple[int, str] | None = None
    renamed: list[tuple[str, str]] = field(default_factory=list)   # (anonymous key, card id) since the last pop
    # Per seat: the tricks it won this hand and their card points (public: everyone saw them taken).
    won_tricks: list[int] = field(default_factory=list)
    won_points: list[int] = field(default_factory=list)
    _counted: TrickWon | None = None   # the trick last counted (see count_trick)
    _counter: itertools.count = field(default_factory=itertools.count)

    def __post_init__(self) -> None:
        self.reset(self.players)

    def reset(self, players: int) -> None:
        self.players = players
        self.hands = [[] for _ in range(players)]
        self.nest, self.pile, self.discards = [], [], []
        self.trick, self.leaving = [], []
        self.last_trick, self.last_winner = [], None
        self.face_up = None
        self.trump, self.trump_known = None, False
        self.calls = [(Call.NONE, None)] * players
        self.known = [[] for _ in range(players)]
        self.from_nest = []
        self.drawn = None
        self.won_tricks, self.won_points = [0] * players, [0] * players
        self._counted = None

    def anonymous(self, count: int) -> list[str]:
        return [f"{ANON}{next(self._counter)}" for _ in range(count)]

    def keys(self) -> list[str]:
        out = [k for hand in self.hands for k in hand]
        out += self.nest + self.pile + self.discards
        out += [k for _, k in self.trick] + [k for _, k in self.leaving] + [k for _, k in self.last_trick]
        if self.face_up is not None:
            out.append(self.face_up)
        return out

    # Sync from a state -----------------------------------------------------

    def sync(self, players: int, viewer: int | None, viewer_hand: Sequence[str] | None,
             hand_sizes: Sequence[int], trick: Sequence[tuple[int, str]], face_up: str | None,
             pile_size: int, nest_size: int, discards: Sequence[str] | int,
             trump: str | None, trump_known: bool, known: Sequence[Sequence[str]] = (),
             from_nest: Sequence[str] = (), last_trick: Sequence[tuple[int, str]] = (),
             last_winner: int | None = None, drawn: tuple[int, str] | None = None) -> None:
        """Rebuild from what one seat may know (``viewer_hand`` None: nobody's hand; ``known``: per seat,
        the cards everyone saw go into that hand; ``from_nest``: the viewer's cards from the nest, before
        the discard; ``last_trick``: a finished trick to leave lying, won by ``last_winner``; ``drawn``:
        the (seat, card) taken unseen from the pile and still held, else the one marked before stays)."""
        calls = self.calls if len(self.calls) == players else None
        won = (self.won_tricks, self.won_points) if len(self.won_tricks) == players else None
        drawn = drawn or self.drawn
        self.reset(players)
        if calls is not None:
            self.calls = calls
        if won is not None:   # the scene sets them from a seat view; behind a curtain they stay
            self.won_tricks, self.won_points = won
        for seat in range(players):
            seen = list(known[seat]) if seat < len(known) else []
            # The viewer's own seen cards too: rebuilt behind a hot-seat curtain, the table takes them from
            # here, and the face-up cards the viewer had taken lay face down there.
            self.known[seat] = seen
            if seat == viewer and viewer_hand is not None:
                self.hands[seat] = list(viewer_hand)
            else:
                self.hands[seat] = seen + self.anonymous(hand_sizes[seat] - len(seen))
        self.trick = list(trick)
        self.last_trick, self.last_winner = list(last_trick), last_winner if last_trick else None
        self.face_up = face_up
        self.pile = self.anonymous(pile_size)
        self.nest = self.anonymous(nest_size)
        self.discards = list(discards) if not isinstance(discards, int) else self.anonymous(discards)
        self.trump, self.trump_known = trump, trump_known
        self.from_nest = list(from_nest)
        # Rebuilt for the person who drew it (a hot-seat curtain lifted): the card is still marked.
        if drawn is not None and drawn[0] < players and drawn[1] in self.hands[drawn[0]]:
            self.drawn = drawn

    # Events ----------------------------------------------------------------

    def apply(self, event: Event) -> list[str]:
        """Move the cards an event moves; returns the keys that changed place."""
        if isinstance(event, Dealt):
            self.reset(len(event.hands))
            self.dealer = event.dealer
            self.hands = [[c.id for c in hand] for hand in event.hands]
            self.nest = [c.id for c in event.nest]
            self.pile = [c.id for c in event.pile]
            self.face_up = event.face_up.id if event.face_up else None
            return self.keys()
        if isinstance(event, Redealt):
            moved = self.keys()
            self.reset(self.players)
            return moved
        if isinstance(event, BidMade):
            self.calls[event.seat] = (Call.BID, event.amount)
        elif isinstance(event, Passed):
            self.calls[event.seat] = (Call.PASSED, None)
        elif isinstance(event, BidWon):
            self.calls = [(Call.NONE, None)] * self.players
            self.calls[event.seat] = (Call.WON, event.amount)
        elif isinstance(event, TrumpNamed):
            self.trump, self.trump_known = event.suit, True
        elif isinstance(event, NestTaken):
            ids = [c.id for c in event.cards]
            self._take_known(self.nest, ids)
            self.nest = []
            self.hands[event.seat].extend(ids)
            self.from_nest = list(ids)
            return ids
        elif isinstance(event, Discarded):
            self.from_nest = []
            ids = [self._take_from_hand(event.seat, c.id) for c in event.cards]
            self.known[event.seat] = [k for k in self.known[event.seat] if k not in ids]
            self.discards.extend(ids)
            return ids
        elif isinstance(event, FaceUpTurned):
            key = event.card.id
            if key in self.pile:
                self.pile.remove(key)
            elif self.pile:
                self._rename(self.pile.pop(0), key)
            self.face_up = key
            return [key]
        elif isinstance(event, CardPlayed):
            self.last_trick, self.last_winner = [], None   # the next trick is led: the last one is taken in
            if self.drawn is not None and self.drawn[0] == event.seat:
                self.drawn = None
            key = self._take_from_hand(event.seat, event.card.id)
            if key in self.known[event.seat]:
                self.known[event.seat].remove(key)
            self.trick.append((event.seat, key))
            return [key]
        elif isinstance(event, TrickWon):
            self.count_trick(event)
            self.leaving = [(event.winner, k) for _, k in self.trick]
            self.trick = []
            return [k for _, k in self.leaving]
        elif isinstance(event, HandEnded):
            # The set-aside cards went to the score with the tricks: the result is shown on a clear table
            # (a last trick left lying would peek out from under the hand's summary).
            gone = self.nest + self.pile + self.discards + ([self.face_up] if self.face_up else [])
            gone += [k for _, k in self.last_trick]
            self.nest, self.pile, self.discards, self.face_up = [], [], [], None
            self.last_trick, self.last_winner = [], None
            return gone
        elif isinstance(event, CardDrawn):
            key = event.card.id
            if event.source == "face_up" and self.face_up is not None:
                self._rename(self.face_up, key)
                self.face_up = None
            elif key in self.pile:
                self.pile.remove(key)
            elif self.pile:
                self._rename(self.pile.pop(0), key)
            self.hands[event.seat].append(key)
            if event.source == "face_up":   # everyone saw it go into that hand
                self.known[event.seat].append(key)
                if self.drawn is not None and self.drawn[0] == event.seat:
                    self.drawn = None
            else:
                self.drawn = (event.seat, key)
            return [key]
        return []

    def rest_trick(self, event: TrickWon) -> None:
        """Apply a trick's win but leave its cards lying where they were played, face up, until the next
        card is led (instead of :meth:`apply`, which sends them to the winner)."""
        self.count_trick(event)
        self.last_trick, self.last_winner = self.trick, event.winner
        self.trick = []

    def take_in_last_trick(self) -> None:
        """Send the finished trick left lying to its winner, as :meth:`apply` sends a trick just won."""
        if self.last_winner is not None:
            self.leaving = [(self.last_winner, k) for _, k in self.last_trick]
        self.last_trick, self.last_winner = [], None

    def count_trick(self, event: TrickWon) -> None:
        """Count a won trick for its winner, once: the look at the trick counts it before it is taken in
        (round 25: the plate lagged a trick behind the banner saying who had won it)."""
        if event is self._counted:
            return
        self._counted = event
        if 0 <= event.winner < len(self.won_tricks):
            self.won_tricks[event.winner] += 1
            self.won_points[event.winner] += event.points

    def set_won(self, tricks: Sequence[int], points: Sequence[int]) -> None:
        """Each seat's tricks and card points so far this hand, from a seat view."""
        self.won_tricks, self.won_points = list(tricks), list(points)

    def clear_leaving(self) -> list[str]:
        gone = [k for _, k in self.leaving]
        self.leaving = []
        return gone

    # Renaming ----------------------------------------------------------------

    def _rename(self, old: str, new: str) -> None:
        if old != new:
            self.renamed.append((old, new))

    def _take_from_hand(self, seat: int, key: str) -> str:
        """Remove ``key`` from a hand; an unknown card takes the place of an anonymous one."""
        hand = self.hands[seat]
        if key in hand:
            hand.remove(key)
            return key
        for i in range(len(hand) - 1, -1, -1):
            if is_anonymous(hand[i]):
                self._rename(hand.pop(i), key)
                return key
        return key  # not on the table at all: the scene creates it

    def _take_known(self, place: list[str], ids: list[str]) -> None:
        anon = [k for k in place if is_anonymous(k)]
        for key in ids:
            if key in place:
                place.remove(key)
            elif anon:
                old = anon.pop()
                place.remove(old)
                self._rename(old, key)

    def pop_renames(self) -> list[tuple[str, str]]:
        out, self.renamed = self.renamed, []
        return out
