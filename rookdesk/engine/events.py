"""Events: what happened, in the past tense. Each maps to one line of a game record.

``to_record()`` gives the JSON object of ``spec/record.md``; ``event_from_record``
parses one back (strictly: wrong types raise ``ValueError``/``KeyError``/
``TypeError``, which the record reader turns into a message with a line number).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .cards import Card, card_id, parse_card
from .rules import RuleSet


def _ids(cards: tuple[Card, ...]) -> list[str]:
    return [card_id(c) for c in cards]


def _cards(value: Any) -> tuple[Card, ...]:
    if not isinstance(value, list):
        raise TypeError(f"expected a list of cards, not {type(value).__name__}")
    return tuple(_card(v) for v in value)


def _card(value: Any) -> Card:
    if not isinstance(value, str):
        raise TypeError(f"expected a card id, not {value!r}")
    return parse_card(value)


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError(f"expected a whole number, not {value!r}")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"expected true or false, not {value!r}")
    return value


def _ints(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise TypeError(f"expected a list of numbers, not {value!r}")
    return tuple(_int(v) for v in value)


@dataclass(frozen=True, slots=True)
class SeatInfo:
    """Who sits in a seat: a display name and a player kind (``human``, ``ai:hard``)."""

    name: str
    player: str


@dataclass(frozen=True, slots=True)
class GameStarted:
    TYPE: ClassVar[str] = "game"
    rules: RuleSet
    seats: tuple[SeatInfo, ...]
    seed: int
    app: str

    def to_record(self) -> dict[str, Any]:
        return {
            "type": self.TYPE, "format": "rookrec/1", "rules": self.rules.to_dict(),
            "seats": [{"name": s.name, "player": s.player} for s in self.seats],
            "seed": self.seed, "app": self.app,
        }


@dataclass(frozen=True, slots=True)
class DealerDrawn:
    TYPE: ClassVar[str] = "dealer_draw"
    cards: tuple[Card, ...]

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "cards": _ids(self.cards)}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> DealerDrawn:
        return cls(_cards(d["cards"]))


@dataclass(frozen=True, slots=True)
class Dealt:
    TYPE: ClassVar[str] = "deal"
    hand: int
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    nest: tuple[Card, ...]
    pile: tuple[Card, ...]
    face_up: Card | None

    def to_record(self) -> dict[str, Any]:
        return {
            "type": self.TYPE, "hand": self.hand, "dealer": self.dealer,
            "hands": [_ids(h) for h in self.hands], "nest": _ids(self.nest),
            "pile": _ids(self.pile), "face_up": card_id(self.face_up) if self.face_up else None,
        }

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> Dealt:
        hands = d["hands"]
        if not isinstance(hands, list):
            raise TypeError("hands must be a list of hands")
        face_up = d["face_up"]
        return cls(
            _int(d["hand"]), _int(d["dealer"]), tuple(_cards(h) for h in hands),
            _cards(d["nest"]), _cards(d["pile"]), None if face_up is None else _card(face_up),
        )


@dataclass(frozen=True, slots=True)
class BidMade:
    TYPE: ClassVar[str] = "bid"
    seat: int
    amount: int

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "amount": self.amount}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> BidMade:
        return cls(_int(d["seat"]), _int(d["amount"]))


@dataclass(frozen=True, slots=True)
class Passed:
    TYPE: ClassVar[str] = "pass"
    seat: int

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> Passed:
        return cls(_int(d["seat"]))


@dataclass(frozen=True, slots=True)
class Redealt:
    TYPE: ClassVar[str] = "redeal"
    hand: int

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "hand": self.hand}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> Redealt:
        return cls(_int(d["hand"]))


@dataclass(frozen=True, slots=True)
class BidWon:
    TYPE: ClassVar[str] = "won_bid"
    seat: int
    amount: int
    forced: bool

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "amount": self.amount, "forced": self.forced}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> BidWon:
        return cls(_int(d["seat"]), _int(d["amount"]), _bool(d["forced"]))


@dataclass(frozen=True, slots=True)
class TrumpNamed:
    TYPE: ClassVar[str] = "trump"
    seat: int
    suit: str | None

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "suit": self.suit}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> TrumpNamed:
        suit = d["suit"]
        if suit is not None and not isinstance(suit, str):
            raise TypeError(f"suit must be a suit letter or null, not {suit!r}")
        return cls(_int(d["seat"]), suit)


@dataclass(frozen=True, slots=True)
class NestTaken:
    TYPE: ClassVar[str] = "nest"
    seat: int
    cards: tuple[Card, ...]

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "cards": _ids(self.cards)}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> NestTaken:
        return cls(_int(d["seat"]), _cards(d["cards"]))


@dataclass(frozen=True, slots=True)
class Discarded:
    TYPE: ClassVar[str] = "discard"
    seat: int
    cards: tuple[Card, ...]

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "cards": _ids(self.cards)}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> Discarded:
        return cls(_int(d["seat"]), _cards(d["cards"]))


@dataclass(frozen=True, slots=True)
class FaceUpTurned:
    TYPE: ClassVar[str] = "face_up"
    card: Card

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "card": card_id(self.card)}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> FaceUpTurned:
        return cls(_card(d["card"]))


@dataclass(frozen=True, slots=True)
class CardPlayed:
    TYPE: ClassVar[str] = "play"
    seat: int
    card: Card

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "card": card_id(self.card)}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> CardPlayed:
        return cls(_int(d["seat"]), _card(d["card"]))


@dataclass(frozen=True, slots=True)
class TrickWon:
    TYPE: ClassVar[str] = "trick"
    number: int
    winner: int
    cards: tuple[Card, ...]
    points: int

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "number": self.number, "winner": self.winner,
                "cards": _ids(self.cards), "points": self.points}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> TrickWon:
        return cls(_int(d["number"]), _int(d["winner"]), _cards(d["cards"]), _int(d["points"]))


@dataclass(frozen=True, slots=True)
class CardDrawn:
    TYPE: ClassVar[str] = "draw"
    seat: int
    card: Card
    source: str

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "seat": self.seat, "card": card_id(self.card), "source": self.source}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> CardDrawn:
        source = d["source"]
        if source not in ("face_up", "pile"):
            raise ValueError(f'source must be "face_up" or "pile", not {source!r}')
        return cls(_int(d["seat"]), _card(d["card"]), source)


@dataclass(frozen=True, slots=True)
class HandEnded:
    TYPE: ClassVar[str] = "hand_end"
    hand: int
    bidder: int
    bid: int
    taken: tuple[int, ...]
    bonuses: tuple[int, ...]
    discard_points: tuple[int, ...]
    made: bool
    delta: tuple[int, ...]
    totals: tuple[int, ...]

    @property
    def hand_totals(self) -> tuple[int, ...]:
        """Each side's hand total: its card and trick points, bonuses and the nest's points it was given."""
        return tuple(t + b + d for t, b, d in zip(self.taken, self.bonuses, self.discard_points))

    def to_record(self) -> dict[str, Any]:
        return {
            "type": self.TYPE, "hand": self.hand, "bidder": self.bidder, "bid": self.bid,
            "taken": list(self.taken), "bonuses": list(self.bonuses),
            "discard_points": list(self.discard_points), "made": self.made,
            "delta": list(self.delta), "totals": list(self.totals),
        }

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> HandEnded:
        return cls(
            _int(d["hand"]), _int(d["bidder"]), _int(d["bid"]), _ints(d["taken"]),
            _ints(d["bonuses"]), _ints(d["discard_points"]), _bool(d["made"]),
            _ints(d["delta"]), _ints(d["totals"]),
        )


@dataclass(frozen=True, slots=True)
class GameEnded:
    TYPE: ClassVar[str] = "game_end"
    winner: int
    totals: tuple[int, ...]

    def to_record(self) -> dict[str, Any]:
        return {"type": self.TYPE, "winner": self.winner, "totals": list(self.totals)}

    @classmethod
    def from_record(cls, d: dict[str, Any]) -> GameEnded:
        return cls(_int(d["winner"]), _ints(d["totals"]))


Event = (
    GameStarted | DealerDrawn | Dealt | BidMade | Passed | Redealt | BidWon | TrumpNamed
    | NestTaken | Discarded | FaceUpTurned | CardPlayed | TrickWon | CardDrawn | HandEnded | GameEnded
)

# The events a player's decision makes (a bid, a pass, trump named, a discard, a card played, a draw).
MOVE_EVENTS: tuple[type, ...] = (BidMade, Passed, TrumpNamed, Discarded, CardPlayed, CardDrawn)

EVENT_TYPES: dict[str, type] = {
    cls.TYPE: cls
    for cls in (DealerDrawn, Dealt, BidMade, Passed, Redealt, BidWon, TrumpNamed, NestTaken,
                Discarded, FaceUpTurned, CardPlayed, TrickWon, CardDrawn, HandEnded, GameEnded)
}


def event_from_record(d: dict[str, Any]) -> Event:
    """Parse one record line (other than ``game``) into its event."""
    kind = d.get("type")
    if kind not in EVENT_TYPES:
        raise ValueError(f"unknown event type {kind!r}")
    return EVENT_TYPES[kind].from_record(d)
