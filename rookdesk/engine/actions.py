"""Actions: the decisions a seat makes, as imperatives. Everything else the engine does itself."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import Card


class DrawSource(str, Enum):
    """Where the trick winner takes a card from in a draw-pile game."""

    FACE_UP = "face_up"
    PILE = "pile"

    def other(self) -> DrawSource:
        return DrawSource.PILE if self is DrawSource.FACE_UP else DrawSource.FACE_UP


@dataclass(frozen=True, slots=True)
class Bid:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class Pass:
    seat: int


@dataclass(frozen=True, slots=True)
class NameTrump:
    """Name a suit as trump; ``suit=None`` declares no trump."""

    seat: int
    suit: str | None


@dataclass(frozen=True, slots=True)
class Discard:
    """Set ``nest_size`` cards aside after taking the nest."""

    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class PlayCard:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class Draw:
    """The trick winner's choice between the face-up card and the top of the pile."""

    seat: int
    source: DrawSource


Action = Bid | Pass | NameTrump | Discard | PlayCard | Draw
