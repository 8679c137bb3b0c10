"""Play test round 15: the large-index Rook card's corner bird stands clear of the word under it.

Its feet touched "ROOK" (most visibly in the turned lower corner, where the upside-down bird's feet
reach up into the letters). Qt's own SVG renderer says where it draws each part: the bird's bounds
(strokes included) and the word's line (the font's ascent and descent, larger than the letters' ink).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtSvg import QSvgRenderer

from rookdesk.ui.card_art import ROOK_CORNER_IDS, CardWords, card_svg

CLEARANCE = 4.0   # card units (the card is 250 x 350) between the bird's feet and the word's line


def _drawn_bounds(renderer: QSvgRenderer, element: str) -> QRectF:
    """Where an element is drawn on the card: its bounds through its parents' transforms (the turn)."""
    assert renderer.elementExists(element), element
    return renderer.transformForElement(element).mapRect(renderer.boundsOnElement(element))


@pytest.mark.parametrize("words", [CardWords(), CardWords("CORBEAU")])
def test_the_bird_and_its_name_are_apart_in_both_corners(qapp, words: CardWords) -> None:
    renderer = QSvgRenderer(QByteArray(card_svg("ROOK", "rook", "large", words).encode("utf-8")))
    assert renderer.isValid()
    card = QRectF(0, 0, 250, 350)
    (top_bird, top_name), (bottom_bird, bottom_name) = (
        (_drawn_bounds(renderer, bird), _drawn_bounds(renderer, name)) for bird, name in ROOK_CORNER_IDS)
    for bird, name in ((top_bird, top_name), (bottom_bird, bottom_name)):
        assert card.contains(bird) and card.contains(name), (bird, name)
        assert not bird.intersects(name), (bird, name)
    # Upright above, the word under the feet; turned below, the word above the (upside-down) feet.
    assert top_name.top() - top_bird.bottom() >= CLEARANCE, (top_bird, top_name)
    assert bottom_bird.top() - bottom_name.bottom() >= CLEARANCE, (bottom_bird, bottom_name)
    # Both corners alike: the lower one is the upper one turned about the card's centre.
    assert bottom_bird.top() - bottom_name.bottom() == pytest.approx(top_name.top() - top_bird.bottom())


def test_the_classic_rook_card_keeps_its_corner_birds(qapp) -> None:
    """The classic look has no word in the corners; its birds stay where they were."""
    renderer = QSvgRenderer(QByteArray(card_svg("ROOK", "rook", "classic").encode("utf-8")))
    (top, top_word), (bottom, bottom_word) = ROOK_CORNER_IDS
    assert not renderer.elementExists(top_word) and not renderer.elementExists(bottom_word)
    bird = _drawn_bounds(renderer, top)
    assert bird.center().x() == pytest.approx(32, abs=2) and bird.center().y() == pytest.approx(42, abs=4)
    turned = _drawn_bounds(renderer, bottom)
    assert turned.center().x() == pytest.approx(250 - bird.center().x())
    assert turned.center().y() == pytest.approx(350 - bird.center().y())
