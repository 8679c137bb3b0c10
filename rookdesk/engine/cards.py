"""Cards and decks: identities, parsing and the deck a rule set asks for.

A card is a frozen value with a rank and a suit; the Rook (or the joker of a
standard deck) has neither. Card ids follow the record format: rank then suit
(``14R``, ``AS``) and ``ROOK``.
"""

from __future__ import annotations

from functools import cache

ROOK_ID = "ROOK"

ROOK_SUITS: tuple[str, ...] = ("B", "G", "R", "Y")
STANDARD_SUITS: tuple[str, ...] = ("S", "H", "D", "C")

ROOK_RANKS: tuple[int, ...] = tuple(range(1, 15))
STANDARD_RANKS: tuple[int, ...] = tuple(range(2, 15))

_FACE_LABELS = {11: "J", 12: "Q", 13: "K", 14: "A"}
_FACE_VALUES = {label: rank for rank, label in _FACE_LABELS.items()}


def suits_of(style: str) -> tuple[str, ...]:
    """The four suits of a deck style, in display order."""
    return ROOK_SUITS if style == "rook" else STANDARD_SUITS


def ranks_of(style: str) -> tuple[int, ...]:
    """Every rank a deck style can hold (before a rule set removes some)."""
    return ROOK_RANKS if style == "rook" else STANDARD_RANKS


def rank_label(rank: int, style: str) -> str:
    """The rank as written in card ids and in the ``points`` table."""
    if style == "standard":
        return _FACE_LABELS.get(rank, str(rank))
    return str(rank)


def rank_from_label(label: str, style: str) -> int:
    """Inverse of :func:`rank_label`; raises ``ValueError`` for a bad label."""
    if style == "standard" and label in _FACE_VALUES:
        return _FACE_VALUES[label]
    if label.isdigit() and label == str(int(label)):
        rank = int(label)
        if rank in ranks_of(style) and not (style == "standard" and rank > 10):
            return rank
    raise ValueError(f"{label!r} is not a rank of the {style} deck")


class Card:
    """One card, an immutable value. ``rank`` and ``suit`` are ``None`` for the Rook / joker.

    Cards are interned: ``Card(14, "R") is Card(14, "R")``. Equality and
    hashing are by identity, which keeps the engine's hot paths (membership,
    removal from a hand) in C; interning makes identity the same as value.
    """

    __slots__ = ("rank", "suit", "id")
    _interned: dict[tuple[int | None, str | None], Card] = {}

    rank: int | None
    suit: str | None
    id: str

    def __new__(cls, rank: int | None, suit: str | None) -> Card:
        key = (rank, suit)
        card = cls._interned.get(key)
        if card is None:
            card = object.__new__(cls)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "id", _make_id(rank, suit))
            cls._interned[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[int | None, str | None]]:
        return Card, (self.rank, self.suit)

    @property
    def is_rook(self) -> bool:
        return self.suit is None

    def __str__(self) -> str:
        return self.id

    def __repr__(self) -> str:
        return f"Card({self.id})"


def _make_id(rank: int | None, suit: str | None) -> str:
    if suit is None:
        return ROOK_ID
    style = "rook" if suit in ROOK_SUITS else "standard"
    if rank not in ranks_of(style):
        raise ValueError(f"{rank!r} is not a rank of the {style} deck")
    return rank_label(rank, style) + suit


ROOK = Card(None, None)


def card_id(card: Card) -> str:
    """The record-format id of a card (``14R``, ``AS``, ``ROOK``)."""
    return card.id


@cache
def parse_card(text: str) -> Card:
    """Parse a card id of either deck; raises ``ValueError`` when it is not one."""
    if text == ROOK_ID:
        return ROOK
    if not isinstance(text, str) or len(text) < 2:
        raise ValueError(f"{text!r} is not a card")
    suit, label = text[-1], text[:-1]
    if suit in ROOK_SUITS:
        style = "rook"
    elif suit in STANDARD_SUITS:
        style = "standard"
    else:
        raise ValueError(f"{text!r} is not a card: unknown suit {suit!r}")
    try:
        rank = rank_from_label(label, style)
    except ValueError:
        raise ValueError(f"{text!r} is not a card: unknown rank {label!r}") from None
    return Card(rank, suit)


def style_of_card(card: Card) -> str | None:
    """The deck style a suited card belongs to (``None`` for the Rook)."""
    if card.suit is None:
        return None
    return "rook" if card.suit in ROOK_SUITS else "standard"


@cache
def build_deck(style: str, ranks: tuple[int, ...], with_rook: bool) -> tuple[Card, ...]:
    """The cards of a deck in a fixed order: suit by suit, ranks ascending, Rook last."""
    cards = [Card(rank, suit) for suit in suits_of(style) for rank in sorted(ranks)]
    if with_rook:
        cards.append(ROOK)
    return tuple(cards)
