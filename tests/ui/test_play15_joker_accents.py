"""Play test round 15: the joker's accented name keeps its accent at table sizes.

In Spanish the classic joker reads COMODÍN, but at 60-120 px wide the Í's accent merged with the row of
suit symbols right above the word, and in the corners with the D above it: the card read "COMODIN". The
accent now has a clear line of paper above it, in the middle and in the corners, in both looks.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from rookdesk.ui.card_art import CardWords, card_svg
from rookdesk.ui.card_cache import make_renderer, render_image

SPANISH, PLAIN = CardWords("CUERVO", "COMODÍN"), CardWords("CUERVO", "COMODIN")
NAMELESS = CardWords("CUERVO", "")


def _render(look: str, words: CardWords, width: int) -> QImage:
    image = render_image(make_renderer(card_svg("ROOK", "standard", look, words)), width)
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def _accent_top(accented: QImage, plain: QImage, columns: range, rows: range) -> tuple[int, range]:
    """The top row of the accent (where the two renders first differ) and the columns it spans; against
    the name without its accent, or without the name (the accent is the highest thing in COMODÍN)."""
    hits = [(y, x) for y in rows for x in columns
            if abs(QColor(accented.pixel(x, y)).lightness() - QColor(plain.pixel(x, y)).lightness()) > 60]
    assert hits, "no accent to be seen: it lies on other ink"
    top = min(y for y, _ in hits)
    xs = [x for y, x in hits if y == top]
    return top, range(min(xs) - 1, max(xs) + 2)


def _clear_line_above(image: QImage, top: int, columns: range) -> bool:
    """Whether a line of paper (no ink) separates the accent from whatever lies above it."""
    def light(y: int) -> bool:
        return all(QColor(image.pixel(x, y)).lightness() > 170 for x in columns)
    for y in range(top - 1, max(top - 12, 0), -1):
        if light(y):
            return True
        if all(QColor(image.pixel(x, y)).lightness() > 120 for x in columns):
            continue   # the accent's own soft edge
        return False
    return True


@pytest.mark.parametrize("width", [84, 100, 120])
def test_the_accent_of_the_joker_s_name_stands_clear_in_the_middle(qapp, width):
    accented, plain = _render("classic", SPANISH, width), _render("classic", PLAIN, width)
    w, h = accented.width(), accented.height()
    top, columns = _accent_top(accented, plain, range(w // 4, w * 3 // 4), range(h // 2, h * 4 // 5))
    assert _clear_line_above(accented, top, columns), (width, top, columns)


@pytest.mark.parametrize("width", [100, 120, 180])
def test_the_accent_in_the_joker_s_corners_stands_clear_of_the_letter_above(qapp, width):
    accented, plain = _render("classic", SPANISH, width), _render("classic", PLAIN, width)
    w, h = accented.width(), accented.height()
    top, columns = _accent_top(accented, plain, range(0, w // 5), range(0, h // 2))
    assert _clear_line_above(accented, top, columns), (width, top, columns)


@pytest.mark.parametrize("width", [100, 180])
def test_the_large_look_s_name_keeps_its_accent_clear_of_the_big_j(qapp, width):
    accented, plain = _render("large", SPANISH, width), _render("large", NAMELESS, width)
    w, h = accented.width(), accented.height()
    top, columns = _accent_top(accented, plain, range(0, w // 2), range(0, h // 2))
    assert _clear_line_above(accented, top, columns), (width, top, columns)
