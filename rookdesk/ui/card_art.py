"""Card faces and backs drawn as SVG by code.

The art is our own and is built as plain strings so it needs no Qt and no
image files: ``card_cache`` renders it at whatever size the table needs, which
keeps cards crisp at any window size and on HiDPI screens.

Only SVG Tiny 1.2 features are used (paths, basic shapes, gradients, text,
transforms) because that is what ``QSvgRenderer`` supports; patterns are
therefore generated shape by shape.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from html import escape

CARD_WIDTH = 250
CARD_HEIGHT = 350
CARD_ASPECT = 7 / 5
"""Height over width of every card."""

ROOK_ID = "ROOK"
DECK_STYLES: tuple[str, ...] = ("rook", "standard")
LOOKS: tuple[str, ...] = ("classic", "large")

ROOK_COLOURS: tuple[str, ...] = ("B", "G", "R", "Y")
ROOK_RANKS: tuple[str, ...] = tuple(str(rank) for rank in range(1, 15))
STANDARD_SUITS: tuple[str, ...] = ("S", "H", "D", "C")
STANDARD_RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")

SANS = "DejaVu Sans, Verdana, Arial, sans-serif"
SERIF = "DejaVu Serif, Georgia, Times New Roman, serif"

# Yellow is a deep amber so numerals stay readable on white (about 4:1).
INK: dict[str, str] = {
    "B": "#1d1d1f",
    "G": "#17733a",
    "R": "#c4231f",
    "Y": "#a06a00",
    "S": "#16161a",
    "C": "#16161a",
    "H": "#c8102e",
    "D": "#c8102e",
}
# Lighter partner tones for gradients and fills of the large symbols.
LIGHT: dict[str, str] = {
    "B": "#55555c",
    "G": "#3fae63",
    "R": "#ee5a4a",
    "Y": "#f2b81e",
    "S": "#4a4a52",
    "C": "#4a4a52",
    "H": "#ef4f62",
    "D": "#ef4f62",
}
GOLD = "#d9a21b"
GOLD_DARK = "#8a5d00"
PAPER_TOP = "#ffffff"
PAPER_BOTTOM = "#f3efe4"
EDGE = "#8d877a"

Shape = Callable[[str], str]
"""Draws a symbol into the box -50..50 (both axes), given its fill colour."""


@dataclass(frozen=True)
class CardWords:
    """What the player's language prints on the cards: the names on the Rook card and the joker, in
    capitals, and the letters of a standard deck's court cards and ace ("B", "D", "K", "A" in German)."""

    rook: str = "ROOK"
    joker: str = "JOKER"
    jack: str = "J"
    queen: str = "Q"
    king: str = "K"
    ace: str = "A"

    def letter(self, rank: str) -> str:
        """The letter printed for a standard deck's ``rank`` ("J", "Q", "K", "A"; numbers as they are)."""
        return {"J": self.jack, "Q": self.queen, "K": self.king, "A": self.ace}.get(rank, rank)


# --------------------------------------------------------------------------
# Small helpers


def _n(value: float) -> str:
    """Short number text, so documents stay small and diffable."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _path(points: Iterable[tuple[float, float]]) -> str:
    """A closed polygon path from points."""
    pts = list(points)
    head = f"M{_n(pts[0][0])},{_n(pts[0][1])}"
    return head + "".join(f" L{_n(x)},{_n(y)}" for x, y in pts[1:]) + " Z"


def _place(shape: Shape, colour: str, cx: float, cy: float, size: float, angle: float = 0) -> str:
    """Put a symbol of ``size`` px centred on (cx, cy), optionally turned."""
    turn = f" rotate({_n(angle)})" if angle else ""
    scale = size / 100
    return f'<g transform="translate({_n(cx)},{_n(cy)}){turn} scale({_n(scale)})">{shape(colour)}</g>'


def _text(
    label: str,
    x: float,
    y: float,
    size: float,
    colour: str,
    family: str = SANS,
    weight: str = "bold",
    squeeze: float = 1.0,
) -> str:
    """Centred text with its baseline at y; ``squeeze`` narrows wide labels."""
    return (
        f'<text transform="translate({_n(x)},{_n(y)}) scale({_n(squeeze)},1)" x="0" y="0" '
        f'font-family="{family}" font-size="{_n(size)}" font-weight="{weight}" '
        f'text-anchor="middle" fill="{colour}">{label}</text>'
    )


def _turned(body: str) -> str:
    """The same drawing turned half way round, for double-ended cards."""
    return f'<g transform="rotate(180 {CARD_WIDTH / 2:g} {CARD_HEIGHT / 2:g})">{body}</g>'


def _document(body: str, defs: str = "") -> str:
    """Wrap a card body into a complete SVG document of card size."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{CARD_WIDTH}" height="{CARD_HEIGHT}" viewBox="0 0 {CARD_WIDTH} {CARD_HEIGHT}">'
        f"<defs>{defs}</defs>{body}</svg>\n"
    )


def _vertical_gradient(ident: str, top: str, bottom: str) -> str:
    return (
        f'<linearGradient id="{ident}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/>'
        "</linearGradient>"
    )


def _radial_gradient(ident: str, centre: str, rim: str) -> str:
    return (
        f'<radialGradient id="{ident}" cx="0.5" cy="0.42" r="0.6">'
        f'<stop offset="0" stop-color="{centre}"/><stop offset="1" stop-color="{rim}"/>'
        "</radialGradient>"
    )


def _paper() -> tuple[str, str]:
    """White card stock with a rounded edge: (defs, body)."""
    defs = _vertical_gradient("paper", PAPER_TOP, PAPER_BOTTOM)
    body = (
        f'<rect x="1" y="1" width="{CARD_WIDTH - 2}" height="{CARD_HEIGHT - 2}" rx="16" ry="16" '
        f'fill="url(#paper)" stroke="{EDGE}" stroke-width="2"/>'
    )
    return defs, body


# --------------------------------------------------------------------------
# Symbols (our own shapes, drawn in the box -50..50)


def _heart(colour: str) -> str:
    return (
        f'<path fill="{colour}" d="M0,46 C-16,30 -49,10 -49,-17 C-49,-38 -31,-48 -17,-46 '
        f'C-8,-45 -2,-38 0,-30 C2,-38 8,-45 17,-46 C31,-48 49,-38 49,-17 C49,10 16,30 0,46 Z"/>'
    )


def _spade(colour: str) -> str:
    return (
        f'<path fill="{colour}" d="M0,-49 C12,-30 47,-14 47,12 C47,30 30,38 17,34 '
        f"C10,32 5,27 3,22 C4,34 9,42 16,48 L-16,48 C-9,42 -4,34 -3,22 "
        f'C-5,27 -10,32 -17,34 C-30,38 -47,30 -47,12 C-47,-14 -12,-30 0,-49 Z"/>'
    )


def _diamond(colour: str) -> str:
    return (
        f'<path fill="{colour}" d="M0,-50 C9,-34 22,-16 38,0 C22,16 9,34 0,50 '
        f'C-9,34 -22,16 -38,0 C-22,-16 -9,-34 0,-50 Z"/>'
    )


def _club(colour: str) -> str:
    return (
        f'<g fill="{colour}">'
        '<circle cx="0" cy="-25" r="21"/><circle cx="-24" cy="10" r="21"/>'
        '<circle cx="24" cy="10" r="21"/><circle cx="0" cy="4" r="10"/>'
        '<path d="M-3,6 C-3,26 -8,40 -16,48 L16,48 C8,40 3,26 3,6 Z"/></g>'
    )


def _leaf(colour: str) -> str:
    """Black: a pointed leaf with veins (pointed top, rounded base, stem)."""
    veins = "M0,-36 L0,30 M0,-12 L-16,-22 M0,-12 L16,-22 M0,6 L-20,-6 M0,6 L20,-6 M0,22 L-14,14 M0,22 L14,14"
    return (
        f'<path fill="{colour}" d="M0,-50 C18,-34 42,-10 40,12 C38,30 20,38 0,38 '
        f'C-20,38 -38,30 -40,12 C-42,-10 -18,-34 0,-50 Z"/>'
        f'<path fill="none" stroke="{colour}" stroke-width="7" stroke-linecap="round" d="M0,34 C1,42 4,46 9,50"/>'
        f'<path fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3.2" '
        f'stroke-linecap="round" d="{veins}"/>'
    )


def _clover(colour: str) -> str:
    """Green: a four-leaf clover made of four small hearts around a centre."""
    petal = (
        "M0,0 C-4,-6 -22,-14 -22,-28 C-22,-38 -13,-43 -6,-42 "
        "C-3,-41 -1,-38 0,-35 C1,-38 3,-41 6,-42 C13,-43 22,-38 22,-28 C22,-14 4,-6 0,0 Z"
    )
    leaves = "".join(f'<path transform="translate(0,-4) rotate({angle})" d="{petal}"/>' for angle in (0, 90, 180, 270))
    return (
        f'<g fill="{colour}">{leaves}</g>'
        f'<path fill="none" stroke="{colour}" stroke-width="6" stroke-linecap="round" d="M2,20 C6,32 14,42 22,48"/>'
    )


def _sun(colour: str) -> str:
    """Yellow: a round sun with a ring of pointed rays."""
    rays = []
    for i in range(12):
        a = math.radians(i * 30)
        outer = 50 if i % 2 == 0 else 42
        half = math.radians(9)
        rays.append(
            _path(
                [
                    (math.cos(a - half) * 27, math.sin(a - half) * 27),
                    (math.cos(a) * outer, math.sin(a) * outer),
                    (math.cos(a + half) * 27, math.sin(a + half) * 27),
                ]
            )
        )
    return (
        f'<path fill="{colour}" d="{" ".join(rays)}"/>'
        f'<circle cx="0" cy="0" r="28" fill="{colour}"/>'
        '<circle cx="0" cy="0" r="19" fill="#ffffff" fill-opacity="0.28"/>'
    )


SYMBOLS: dict[str, Shape] = {
    "B": _leaf,
    "G": _clover,
    "R": _heart,
    "Y": _sun,
    "S": _spade,
    "H": _heart,
    "D": _diamond,
    "C": _club,
}


def _bird(colour: str, sheen: str = "#34445f", eye: bool = True) -> str:
    """The Rook: a stylised crow standing, facing right (box -50..50)."""
    body = (
        "M10,-22 C-6,-22 -20,-10 -26,8 L-53,30 L-47,32 L-48,39 L-41,40 L-40,46 L-20,28 "
        "C-10,32 6,32 16,24 C27,16 31,2 29,-8 C28,-14 24,-19 18,-22 Z"
    )
    head = "M21,-39 C11,-39 4,-31 4,-22 C4,-13 11,-7 20,-7 C28,-7 33,-12 34,-19 C35,-29 31,-39 21,-39 Z"
    beak = "M28,-33 C37,-33 45,-29 51,-23 C45,-19 37,-17 29,-16 Z"
    wing = (
        "M14,-12 C2,-12 -12,0 -22,16 L-30,26 C-22,26 -14,22 -12,20 C-10,24 -4,24 0,20 "
        "C4,22 8,20 10,16 C16,10 20,0 18,-6 Z"
    )
    feathers = "M-12,20 C-6,10 0,2 6,-4 M0,20 C4,12 8,6 12,0"
    legs = "M-4,28 L-7,44 M6,27 L6,44 M-7,44 L-15,48 M-7,44 L-5,49 M6,44 L-1,49 M6,44 L11,49"
    parts = [
        f'<path fill="{colour}" d="{body}"/>',
        f'<path fill="{colour}" d="{head}"/>',
        f'<path fill="{colour}" d="{beak}"/>',
        f'<path fill="{sheen}" d="{wing}"/>',
        f'<path fill="none" stroke="{colour}" stroke-opacity="0.6" stroke-width="1.6" d="{feathers}"/>',
        f'<path fill="none" stroke="{colour}" stroke-width="3" stroke-linecap="round" d="{legs}"/>',
    ]
    if eye:
        parts.append('<circle cx="21" cy="-25" r="4.2" fill="#ffffff"/>')
        parts.append('<circle cx="22" cy="-25" r="2.2" fill="#111111"/>')
    return "".join(parts)


def _crown(colour: str) -> str:
    """King: a five-pointed crown with jewels; ``colour`` is the suit colour."""
    return (
        f'<path fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="3" stroke-linejoin="round" '
        'd="M-42,26 L-46,-18 L-24,4 L0,-32 L24,4 L46,-18 L42,26 Z"/>'
        f'<rect x="-44" y="16" width="88" height="14" rx="3" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="3"/>'
        f'<circle cx="-46" cy="-20" r="6" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2.5"/>'
        f'<circle cx="0" cy="-36" r="6" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2.5"/>'
        f'<circle cx="46" cy="-20" r="6" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2.5"/>'
        f'<circle cx="-24" cy="23" r="4" fill="{colour}"/><circle cx="0" cy="23" r="4.5" fill="{colour}"/>'
        f'<circle cx="24" cy="23" r="4" fill="{colour}"/>'
        f'<path fill="{colour}" d="M0,-6 L7,6 L0,14 L-7,6 Z"/>'
    )


def _tiara(colour: str) -> str:
    """Queen: a tiara of arches topped with pearls."""
    pearls = "".join(
        f'<circle cx="{x}" cy="{y}" r="5" fill="#fbf7ee" stroke="{GOLD_DARK}" stroke-width="2"/>'
        for x, y in ((-40, -4), (-20, -20), (0, -30), (20, -20), (40, -4))
    )
    return (
        f'<path fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="3" stroke-linejoin="round" '
        'd="M-46,28 L-44,6 C-38,-2 -30,-4 -22,-14 C-14,-4 -8,-18 0,-24 C8,-18 14,-4 22,-14 '
        'C30,-4 38,-2 44,6 L46,28 C20,20 -20,20 -46,28 Z"/>'
        f"{pearls}"
        f'<path fill="{colour}" d="M0,-8 C6,-2 8,4 0,14 C-8,4 -6,-2 0,-8 Z"/>'
        f'<circle cx="-24" cy="14" r="3.5" fill="{colour}"/><circle cx="24" cy="14" r="3.5" fill="{colour}"/>'
    )


def _cap(colour: str) -> str:
    """Jack: a brimmed hat with a gold band and a sweeping feather."""
    return (
        f'<path fill="#fbf7ee" stroke="{GOLD_DARK}" stroke-width="2" '
        'd="M8,-6 C16,-32 32,-46 50,-50 C46,-32 34,-14 18,0 Z"/>'
        f'<path fill="none" stroke="{GOLD_DARK}" stroke-width="1.6" d="M12,-4 C24,-26 36,-40 48,-47"/>'
        f'<path fill="{colour}" d="M-30,16 C-32,-10 -18,-24 0,-24 C18,-24 32,-10 30,16 Z"/>'
        '<path fill="#ffffff" fill-opacity="0.22" d="M-20,8 C-22,-8 -12,-18 -2,-19 C-10,-12 -14,-2 -14,8 Z"/>'
        f'<rect x="-31" y="4" width="62" height="11" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2.5"/>'
        f'<path fill="{colour}" d="M-50,20 C-40,12 40,12 50,20 C40,30 -40,30 -50,20 Z"/>'
        f'<circle cx="0" cy="9.5" r="4" fill="{colour}"/>'
    )


def _jester_hat(_colour: str = "") -> str:
    """Joker: a three-pointed jester's cap with bells."""
    return (
        '<path fill="#c8102e" stroke="#5a0a14" stroke-width="2.5" stroke-linejoin="round" '
        'd="M-36,20 C-38,0 -46,-16 -50,-34 C-34,-28 -20,-10 -12,14 Z"/>'
        '<path fill="#1f7a3c" stroke="#0d3a1c" stroke-width="2.5" stroke-linejoin="round" '
        'd="M36,20 C38,0 46,-16 50,-34 C34,-28 20,-10 12,14 Z"/>'
        '<path fill="#5b2a86" stroke="#2a1040" stroke-width="2.5" stroke-linejoin="round" '
        'd="M-16,16 C-14,-8 -6,-30 0,-44 C6,-30 14,-8 16,16 Z"/>'
        f'<path fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2.5" '
        'd="M-40,16 C-20,10 20,10 40,16 L40,30 C20,24 -20,24 -40,30 Z"/>'
        f'<circle cx="-50" cy="-36" r="6.5" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2"/>'
        f'<circle cx="0" cy="-46" r="6.5" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2"/>'
        f'<circle cx="50" cy="-36" r="6.5" fill="{GOLD}" stroke="{GOLD_DARK}" stroke-width="2"/>'
        f'<circle cx="-28" cy="21" r="3" fill="#c8102e"/><circle cx="0" cy="19" r="3" fill="#5b2a86"/>'
        f'<circle cx="28" cy="21" r="3" fill="#1f7a3c"/>'
    )


HEADGEAR: dict[str, Shape] = {"K": _crown, "Q": _tiara, "J": _cap}


# --------------------------------------------------------------------------
# Parsing


def rook_deck_ids() -> tuple[str, ...]:
    """Every card id of the Rook deck, colour by colour, bird last."""
    return tuple(rank + colour for colour in ROOK_COLOURS for rank in ROOK_RANKS) + (ROOK_ID,)


def standard_deck_ids() -> tuple[str, ...]:
    """Every card id of the standard deck, suit by suit, joker last."""
    return tuple(rank + suit for suit in STANDARD_SUITS for rank in STANDARD_RANKS) + (ROOK_ID,)


def deck_ids(deck_style: str) -> tuple[str, ...]:
    """Every card id that has a face in ``deck_style``."""
    _check_style(deck_style)
    return rook_deck_ids() if deck_style == "rook" else standard_deck_ids()


def _check_style(deck_style: str) -> None:
    if deck_style not in DECK_STYLES:
        raise ValueError(f"unknown deck style {deck_style!r}; expected one of {DECK_STYLES}")


def _check_look(look: str) -> None:
    if look not in LOOKS:
        raise ValueError(f"unknown card look {look!r}; expected one of {LOOKS}")


def split_card_id(card_id: str, deck_style: str) -> tuple[str, str]:
    """(rank label, suit) of a suited card id; ``ValueError`` if the deck lacks it."""
    _check_style(deck_style)
    suits, ranks = (ROOK_COLOURS, ROOK_RANKS) if deck_style == "rook" else (STANDARD_SUITS, STANDARD_RANKS)
    rank, suit = card_id[:-1], card_id[-1:]
    if suit not in suits or rank not in ranks:
        raise ValueError(f"{card_id!r} is not a card of the {deck_style} deck")
    return rank, suit


# --------------------------------------------------------------------------
# Corner indices


def _squeeze(label: str) -> float:
    """Two-character ranks are narrowed so they fit the same corner width."""
    return 0.74 if len(label) > 1 else 1.0


def _underline(label: str, x: float, baseline: float, size: float, colour: str) -> str:
    """Underline a lone 6 or 9 so a card seen upside down cannot be misread."""
    if label not in ("6", "9"):
        return ""
    width, thick = size * 0.5, max(2.0, size * 0.07)
    return (
        f'<rect x="{_n(x - width / 2)}" y="{_n(baseline + size * 0.08)}" width="{_n(width)}" '
        f'height="{_n(thick)}" rx="{_n(thick / 2)}" fill="{colour}"/>'
    )


def _corner(label: str, suit: str, family: str, look: str) -> str:
    """Rank (``label``, as printed) over suit symbol in the top-left corner (6 and 9 underlined in the Rook deck)."""
    ink = INK[suit]
    shape = SYMBOLS[suit]
    marked = suit in ROOK_COLOURS
    if look == "large":
        squeeze = 0.68 if len(label) > 1 else 1.0
        return (
            _text(escape(label), 44, 78, 80, ink, SANS, "bold", squeeze)
            + (_underline(label, 44, 78, 60, ink) if marked else "")
            + _place(shape, ink, 44, 122, 46)
        )
    return (
        _text(escape(label), 29, 50, 40, ink, family, "bold", _squeeze(label))
        + (_underline(label, 29, 50, 36, ink) if marked else "")
        + _place(shape, ink, 29, 78, 26)
    )


def _both_corners(corner: str) -> str:
    return corner + _turned(corner)


ACCENT_ABOVE = 0.21   # how far (in ems) an accent rises over a capital (DejaVu: 0.94 against 0.73)
ACCENT_BELOW = 0.2    # how far a cedilla or ogonek reaches under the baseline


def _marks(letter: str) -> tuple[bool, bool]:
    """Whether a letter carries a mark above (Í, Ä, Ñ) and one below (Ç, Ą): such marks need room of
    their own, or at table sizes they merge with what lies next to them (COMODÍN read "COMODIN")."""
    classes = [unicodedata.combining(mark) for mark in unicodedata.normalize("NFD", letter)[1:]]
    return any(c == 230 for c in classes), any(c in (202, 220) for c in classes)


def _accent_room(word: str, size: float) -> tuple[float, float]:
    """The extra height a word of ``size`` needs over and under its capitals for its marks."""
    above = any(_marks(letter)[0] for letter in word)
    below = any(_marks(letter)[1] for letter in word)
    return size * ACCENT_ABOVE * above, size * ACCENT_BELOW * below


def _stacked_word(word: str, x: float, top: float, size: float, colour: str) -> str:
    """Letters written one under another, for the joker's corners: smaller beyond six letters, so a
    longer name in another language ends not far below where JOKER does (at 5/n, seven letters were
    too small to tell at table sizes), and each letter with a mark moves away from its neighbour by the
    height of the mark."""
    size *= min(1.0, 6 / max(len(word), 1))
    step = size * 0.98
    parts, baseline = [], top
    for i, letter in enumerate(word):
        above, below = _marks(letter)
        if i and above:
            baseline += size * ACCENT_ABOVE
        parts.append(_text(escape(letter), x, baseline, size, colour, SERIF, "bold"))
        baseline += step + (size * ACCENT_BELOW if below else 0.0)
    return "".join(parts)


def _word(label: str, x: float, y: float, size: float, colour: str, family: str, width: float,
          squeeze: float = 1.0) -> str:
    """A bold word centred at x, narrowed to about ``width`` when longer (a card's name translated)."""
    estimate = max(len(label), 1) * size * 0.68 * squeeze
    return _text(escape(label), x, y, size, colour, family, "bold", squeeze * min(1.0, width / estimate))


# --------------------------------------------------------------------------
# Rook deck faces


def _rook_number_centre(rank: str, colour: str) -> tuple[str, str]:
    """Classic Rook face: a coloured medallion with the number, symbol above and below."""
    ink, light, shape = INK[colour], LIGHT[colour], SYMBOLS[colour]
    defs = _radial_gradient("medal", light, ink)
    squeeze = 0.8 if len(rank) > 1 else 1.0
    body = (
        f'<rect x="52" y="44" width="146" height="262" rx="14" fill="none" stroke="{ink}" '
        'stroke-opacity="0.35" stroke-width="2"/>'
        f'<circle cx="125" cy="175" r="60" fill="url(#medal)" stroke="{ink}" stroke-width="3"/>'
        '<circle cx="125" cy="175" r="51" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="2.5"/>'
        + _text(rank, 125, 200, 68, "#ffffff", SANS, "bold", squeeze)
        + _underline(rank, 125, 200, 56, "#ffffff")
        + _place(shape, ink, 125, 82, 42)
        + _place(shape, ink, 125, 268, 42, 180)
    )
    return defs, body


def _medallion(colour: str, shape: Shape, size: float = 66) -> str:
    """Large look centre: a symbol in a softly tinted ring, set apart from the corners."""
    return (
        f'<circle cx="125" cy="175" r="50" fill="{colour}" fill-opacity="0.08" stroke="{colour}" '
        'stroke-opacity="0.45" stroke-width="2.5"/>' + _place(shape, colour, 125, 175, size)
    )


def _rook_number_large(rank: str, colour: str) -> tuple[str, str]:
    """Large look: the symbol in the middle; the big corners carry the number."""
    return "", _medallion(INK[colour], SYMBOLS[colour])


ROOK_CORNER_IDS: tuple[tuple[str, str], ...] = (("rook-bird-top", "rook-name-top"),
                                                 ("rook-bird-bottom", "rook-name-bottom"))
"""Element ids of the Rook card's corner bird and its name, upper corner then turned lower one, so a
renderer can tell where each is drawn (the name must stand clear of the bird)."""


def _rook_corner(look: str, name: str, ids: tuple[str, str]) -> str:
    """A corner of the Rook card: a small bird, in the large look with its name beneath. The name's
    line (ascent included) starts below the bird's feet, so turned for the lower corner the feet do not
    touch the letters either."""
    large = look == "large"
    x, y, size = (46, 54, 64) if large else (32, 42, 40)
    corner = f'<g id="{ids[0]}">{_place(_bird, "#1b1b22", x, y, size)}</g>'
    if large:
        corner += f'<g id="{ids[1]}">{_word(name, x, y + 61, 22, "#1b1b22", SANS, 70, 0.9)}</g>'
    return corner


def _rook_bird_face(look: str, name: str) -> tuple[str, str]:
    """The Rook card: the bird in a sky medallion, small birds in the corners."""
    defs = _radial_gradient("sky", "#fdf6df", "#e2c98c")
    top, bottom = ROOK_CORNER_IDS
    medal_r = 62 if look == "large" else 80
    body = (
        f'<circle cx="125" cy="175" r="{medal_r}" fill="url(#sky)" stroke="{GOLD_DARK}" stroke-width="3"/>'
        f'<circle cx="125" cy="175" r="{medal_r - 7}" fill="none" stroke="{GOLD}" stroke-width="2"/>'
        + _place(_bird, "#1b1b22", 128, 172, medal_r * 1.6)
        + _rook_corner(look, name, top) + _turned(_rook_corner(look, name, bottom))
    )
    if look == "classic":
        body += _word(name, 125, 290, 26, "#1b1b22", SERIF, 170)
    return defs, body


def _rook_face(card_id: str, look: str, words: CardWords) -> str:
    if card_id == ROOK_ID:
        defs, body = _rook_bird_face(look, words.rook)
        return _assemble(defs, body)
    rank, colour = split_card_id(card_id, "rook")
    centre = _rook_number_large if look == "large" else _rook_number_centre
    defs, body = centre(rank, colour)
    return _assemble(defs, body + _both_corners(_corner(rank, colour, SANS, look)))


def _assemble(defs: str, body: str) -> str:
    paper_defs, paper = _paper()
    return _document(body=paper + body, defs=paper_defs + defs)


# --------------------------------------------------------------------------
# Standard deck faces

_LEFT, _MID, _RIGHT = 82.0, 125.0, 168.0
_TOP, _BOTTOM = 78.0, 272.0


def _pip_rows(count: int) -> list[float]:
    """Evenly spaced rows from the top pip row to the bottom one."""
    return [_TOP + (_BOTTOM - _TOP) * i / (count - 1) for i in range(count)]


def _pip_layout(rank: int) -> list[tuple[float, float]]:
    """Pip centres of the number cards, laid out the traditional way."""
    mid_y = (_TOP + _BOTTOM) / 2
    quarter = (_BOTTOM - _TOP) / 4
    sides = {4: [_TOP, _BOTTOM], 5: [_TOP, _BOTTOM], 6: [_TOP, mid_y, _BOTTOM]}
    sides.update({7: sides[6], 8: sides[6], 9: _pip_rows(4), 10: _pip_rows(4)})
    centre = {
        2: [_TOP, _BOTTOM],
        3: [_TOP, mid_y, _BOTTOM],
        5: [mid_y],
        7: [_TOP + quarter],
        8: [_TOP + quarter, _BOTTOM - quarter],
        9: [mid_y],
        10: [_TOP + (_BOTTOM - _TOP) / 6, _BOTTOM - (_BOTTOM - _TOP) / 6],
    }
    spots = [(x, y) for y in sides.get(rank, []) for x in (_LEFT, _RIGHT)]
    spots += [(_MID, y) for y in centre.get(rank, [])]
    return spots


def _pips(rank: int, suit: str) -> str:
    """Number-card pips; those in the lower half stand upside down."""
    ink, shape = INK[suit], SYMBOLS[suit]
    mid_y = (_TOP + _BOTTOM) / 2
    return "".join(_place(shape, ink, x, y, 42, 180 if y > mid_y + 1 else 0) for x, y in _pip_layout(rank))


def _ace(suit: str, look: str) -> str:
    ink = INK[suit]
    size = 96 if look == "large" else 112
    ring = ""
    if suit == "S" and look == "classic":
        # The ace of spades traditionally gets a little ceremony.
        ring = (
            f'<circle cx="125" cy="175" r="74" fill="none" stroke="{ink}" stroke-width="2"/>'
            f'<circle cx="125" cy="175" r="68" fill="none" stroke="{GOLD}" stroke-width="3"/>'
        )
    return ring + _place(SYMBOLS[suit], ink, 125, 175, size)


def _court(rank: str, suit: str, letter: str) -> tuple[str, str]:
    """Double-ended court card: headgear over a big letter (the rank's in the player's language), mirrored below."""
    ink, light = INK[suit], LIGHT[suit]
    defs = _vertical_gradient("panel", "#fffaf0", "#f1e6cc")
    half = (
        _place(HEADGEAR[rank], ink, 125, 88, 80)
        + _text(escape(letter), 125, 156, 56, ink, SERIF, "bold", _squeeze(letter))
        + _place(SYMBOLS[suit], ink, 80, 144, 22)
        + _place(SYMBOLS[suit], ink, 170, 144, 22)
    )
    body = (
        '<rect x="56" y="40" width="138" height="270" rx="10" fill="url(#panel)" '
        f'stroke="{ink}" stroke-width="2.5"/>'
        f'<rect x="62" y="46" width="126" height="258" rx="7" fill="none" stroke="{light}" stroke-width="1.5"/>'
        f'<path d="M62,175 L188,175" stroke="{ink}" stroke-opacity="0.4" stroke-width="1.5"/>' + half + _turned(half)
    )
    return defs, body


def _court_large(rank: str, suit: str) -> str:
    return _medallion(INK[suit], HEADGEAR[rank], 72)


def _joker_face(look: str, name: str) -> tuple[str, str]:
    defs = _radial_gradient("glow", "#fff7dc", "#efd9a2")
    if look == "large":
        corner = _text("J", 40, 78, 80, "#5b2a86", SERIF, "bold")
        # An accent over the name's capitals would touch the serif J's tail: the name moves down by it.
        corner += _word(name, 44, 108 + _accent_room(name, 22)[0], 22, "#5b2a86", SANS, 70, 0.9)
        body = '<circle cx="130" cy="180" r="58" fill="url(#glow)" stroke="#5b2a86" stroke-width="3"/>' + _place(
            _jester_hat, "", 130, 182, 92
        )
        return defs, body + _both_corners(corner)
    corner = _stacked_word(name, 27, 40, 24, "#5b2a86")
    body = (
        '<rect x="56" y="40" width="138" height="270" rx="10" fill="url(#glow)" stroke="#5b2a86" stroke-width="2.5"/>'
        + _place(_jester_hat, "", 125, 150, 110)
        # The row of suits sits closer under the hat than the name's capitals reach up, so that an
        # accent (COMODÍN) has room of its own: right under the row it was lost at table sizes.
        + _word(name, 125, 266, 30, "#5b2a86", SERIF, 128)
        + _place(SYMBOLS["S"], INK["S"], 80, 210, 16)
        + _place(SYMBOLS["H"], INK["H"], 107, 210, 16)
        + _place(SYMBOLS["D"], INK["D"], 143, 210, 16)
        + _place(SYMBOLS["C"], INK["C"], 170, 210, 16)
    )
    return defs, body + _both_corners(corner)


def _standard_face(card_id: str, look: str, words: CardWords) -> str:
    if card_id == ROOK_ID:
        defs, body = _joker_face(look, words.joker)
        return _assemble(defs, body)
    rank, suit = split_card_id(card_id, "standard")
    defs, centre = "", ""
    if rank == "A":
        centre = _ace(suit, look)
    elif rank in HEADGEAR:
        if look == "large":
            centre = _court_large(rank, suit)
        else:
            defs, centre = _court(rank, suit, words.letter(rank))
    elif look == "large":
        centre = _medallion(INK[suit], SYMBOLS[suit])
    else:
        centre = _pips(int(rank), suit)
    return _assemble(defs, centre + _both_corners(_corner(words.letter(rank), suit, SERIF, look)))


# --------------------------------------------------------------------------
# Public API


def card_svg(card_id: str, deck_style: str, look: str = "classic", words: CardWords = CardWords()) -> str:
    """The face of ``card_id`` in a deck style ("rook"/"standard") and look ("classic"/"large").

    ``ROOK`` is the bird in the Rook deck and the joker in the standard deck,
    because the joker plays the Rook's role there; ``words`` are the names printed on them.
    """
    _check_style(deck_style)
    _check_look(look)
    if deck_style == "rook":
        return _rook_face(card_id, look, words)
    return _standard_face(card_id, look, words)


def _fitted_steps(low: float, high: float, step: float) -> list[float]:
    """Positions about ``step`` apart running exactly from low to high."""
    count = max(1, round((high - low) / step))
    return [low + (high - low) * i / count for i in range(count + 1)]


def _lattice(colour: str, x0: float, y0: float, x1: float, y1: float, step: float) -> str:
    """A quilted pattern: staggered diamonds with dots in the gaps, filling a rectangle."""
    r = step * 0.3
    xs = _fitted_steps(x0 + r, x1 - r, step)
    half = (xs[1] - xs[0]) / 2
    diamonds, dots = [], []
    for row, y in enumerate(_fitted_steps(y0 + r, y1 - r, step / 2)):
        shapes = xs if row % 2 == 0 else [x + half for x in xs[:-1]]
        gaps = [x + half for x in xs[:-1]] if row % 2 == 0 else xs
        for x in shapes:
            diamonds.append(_path([(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)]))
        dots += [f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(step * 0.07)}"/>' for x in gaps]
    return (
        f'<path fill="{colour}" fill-opacity="0.6" d="{" ".join(diamonds)}"/>'
        f'<g fill="{colour}" fill-opacity="0.45">{"".join(dots)}</g>'
    )


def back_svg(look: str = "classic") -> str:
    """The card back: a framed diamond lattice with the bird in a medallion.

    "classic" is navy and gold; "large" is a bolder burgundy version that
    stays distinct when small.
    """
    _check_look(look)
    if look == "large":
        ground, ground_light, accent, step = "#6d1020", "#9b2233", "#f0c75e", 30.0
    else:
        ground, ground_light, accent, step = "#14254a", "#274077", "#d9b45a", 20.0
    defs = _radial_gradient("ground", ground_light, ground) + _radial_gradient("medal", "#fdf6df", "#e2c98c")
    body = (
        f'<rect x="1" y="1" width="{CARD_WIDTH - 2}" height="{CARD_HEIGHT - 2}" rx="16" ry="16" '
        f'fill="#fbf8f0" stroke="{EDGE}" stroke-width="2"/>'
        f'<rect x="12" y="12" width="{CARD_WIDTH - 24}" height="{CARD_HEIGHT - 24}" rx="10" fill="url(#ground)"/>'
        + _lattice(accent, 28, 28, CARD_WIDTH - 28, CARD_HEIGHT - 28, step)
        + f'<rect x="18" y="18" width="{CARD_WIDTH - 36}" height="{CARD_HEIGHT - 36}" rx="7" fill="none" '
        f'stroke="{accent}" stroke-width="3"/>'
        f'<rect x="24" y="24" width="{CARD_WIDTH - 48}" height="{CARD_HEIGHT - 48}" rx="5" fill="none" '
        f'stroke="{accent}" stroke-width="1.2"/>'
        f'<ellipse cx="125" cy="175" rx="62" ry="74" fill="{ground}" stroke="{accent}" stroke-width="3"/>'
        f'<ellipse cx="125" cy="175" rx="52" ry="64" fill="url(#medal)" stroke="{accent}" stroke-width="1.5"/>'
        + _place(_bird, "#1b1b22", 127, 172, 92)
    )
    return _document(body=body, defs=defs)
