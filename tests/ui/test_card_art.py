"""Card art and its render cache.

Every face of both decks and both looks must parse in QSvgRenderer, render to
something visible at the requested size, and keep the Rook colours apart even
without colour; the cache must hand back one pixmap per key and stay bounded.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor, QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from rookdesk.ui import card_art
from rookdesk.ui.card_art import (
    CARD_ASPECT,
    INK,
    CardWords,
    LOOKS,
    ROOK_COLOURS,
    SYMBOLS,
    back_svg,
    card_svg,
    deck_ids,
)
from rookdesk.ui.card_cache import CardImageCache, make_renderer, render_image

ALL_FACES = [(style, card, look) for style in ("rook", "standard") for card in deck_ids(style) for look in LOOKS]


def _renderer(svg: str) -> QSvgRenderer:
    return QSvgRenderer(QByteArray(svg.encode("utf-8")))


def _ink_fraction(image: QImage) -> float:
    """Share of opaque pixels that are clearly not card paper (sampled on a grid)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    opaque = inked = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = QColor(image.pixel(x, y))
            if QColor.fromRgba(image.pixel(x, y)).alpha() < 250:
                continue
            opaque += 1
            if colour.lightness() < 200 or colour.saturation() > 80:
                inked += 1
    return inked / max(opaque, 1)


def _grey_bytes(image: QImage) -> bytes:
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    return bytes(grey.constBits())[: grey.sizeInBytes()]


def _luminance(hex_colour: str) -> float:
    channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_card_aspect_is_five_by_seven() -> None:
    """Cards are 5:7, and the SVG canvas has that shape too."""
    assert CARD_ASPECT == 7 / 5
    match = re.search(r'viewBox="0 0 (\d+) (\d+)"', card_svg("5G", "rook"))
    assert match is not None
    assert int(match[2]) / int(match[1]) == pytest.approx(CARD_ASPECT)


def test_deck_ids_cover_both_decks() -> None:
    """The Rook deck has 4 x 14 + bird, the standard deck 4 x 13 + joker, ids rank then suit."""
    rook, standard = deck_ids("rook"), deck_ids("standard")
    assert len(rook) == 57 and len(standard) == 53
    assert {"1B", "14R", "5G", "10Y", "ROOK"} <= set(rook)
    assert {"AS", "10H", "QD", "2C", "ROOK"} <= set(standard)


@pytest.mark.parametrize(("style", "card", "look"), ALL_FACES)
def test_every_face_is_valid_svg(qapp: QApplication, style: str, card: str, look: str) -> None:
    """Every card of both decks, in both looks, parses in QSvgRenderer."""
    assert _renderer(card_svg(card, style, look)).isValid()


@pytest.mark.parametrize("look", LOOKS)
def test_back_is_valid_svg(qapp: QApplication, look: str) -> None:
    """The back parses in QSvgRenderer in both looks."""
    assert _renderer(back_svg(look)).isValid()


@pytest.mark.parametrize(("style", "card", "look"), ALL_FACES)
def test_every_face_renders_visibly(qapp: QApplication, style: str, card: str, look: str) -> None:
    """A rendered face has ink on it and transparent rounded corners."""
    image = render_image(make_renderer(card_svg(card, style, look)), 60)
    assert (image.width(), image.height()) == (60, 84)
    assert QColor.fromRgba(image.pixel(0, 0)).alpha() == 0
    assert QColor.fromRgba(image.pixel(30, 42)).alpha() == 255
    assert _ink_fraction(image) > 0.03


@pytest.mark.parametrize("look", LOOKS)
def test_back_renders_visibly(qapp: QApplication, look: str) -> None:
    """The back is mostly patterned colour, not blank paper."""
    image = render_image(make_renderer(back_svg(look)), 60)
    assert _ink_fraction(image) > 0.5


@pytest.mark.parametrize("look", LOOKS)
def test_rook_colours_differ_even_in_grey(qapp: QApplication, look: str) -> None:
    """Each Rook colour has its own symbol, so the same rank differs in every pair even in greyscale."""
    greys = [_grey_bytes(render_image(make_renderer(card_svg(f"5{c}", "rook", look)), 80)) for c in ROOK_COLOURS]
    for i in range(len(greys)):
        for j in range(i + 1, len(greys)):
            assert greys[i] != greys[j], (ROOK_COLOURS[i], ROOK_COLOURS[j])


def test_rook_colours_have_distinct_symbols() -> None:
    """Colour-blind players tell colours apart by shape: four colours, four symbols."""
    assert len({SYMBOLS[c] for c in ROOK_COLOURS}) == 4


def test_inks_readable_on_white() -> None:
    """Every suit ink, the yellow included, has at least 4.5:1 contrast on white."""
    for suit, ink in INK.items():
        assert 1.05 / (_luminance(ink) + 0.05) >= 4.5, suit


def test_rook_card_is_a_bird_in_rook_deck_and_joker_in_standard() -> None:
    """ROOK is the bird in the Rook deck and the joker in the standard deck."""
    assert "JOKER" in card_svg("ROOK", "standard")
    assert "JOKER" not in card_svg("ROOK", "rook")
    assert card_svg("ROOK", "rook") != card_svg("ROOK", "standard")


@pytest.mark.parametrize(
    ("card", "style", "look"),
    [
        ("15R", "rook", "classic"),
        ("AS", "rook", "classic"),
        ("1S", "standard", "classic"),
        ("11H", "standard", "classic"),
        ("5G", "pinochle", "classic"),
        ("5G", "rook", "tiny"),
    ],
)
def test_unknown_cards_are_rejected(card: str, style: str, look: str) -> None:
    """Ids outside the deck, unknown deck styles and looks raise ValueError."""
    with pytest.raises(ValueError):
        card_svg(card, style, look)


def test_cache_pixmap_has_size_times_dpr(qapp: QApplication) -> None:
    """A pixmap for width w at ratio r has w*r x h*r pixels and paints at w x h."""
    cache = CardImageCache()
    pixmap = cache.pixmap("14R", "rook", 100, 2.0)
    assert (pixmap.width(), pixmap.height()) == (200, 280)
    assert pixmap.devicePixelRatio() == 2.0
    size = pixmap.deviceIndependentSize()
    assert (size.width(), size.height()) == (100, 140)
    back = cache.back_pixmap(90, 1.5, "large")
    assert (back.width(), back.height()) == (135, 189)


def test_cache_returns_same_pixmap_for_same_key(qapp: QApplication) -> None:
    """One key, one pixmap: repeated requests do not render again."""
    cache = CardImageCache()
    first = cache.pixmap("AS", "standard", 80, 1.0, "large")
    assert cache.pixmap("AS", "standard", 80, 1.0, "large") is first
    assert cache.back_pixmap(80) is cache.back_pixmap(80)
    assert len(cache) == 2


def test_cache_separates_size_dpr_look_and_deck(qapp: QApplication) -> None:
    """Any part of the key changing gives a different pixmap."""
    cache = CardImageCache()
    base = cache.pixmap("ROOK", "rook", 80)
    others = [
        cache.pixmap("ROOK", "rook", 81),
        cache.pixmap("ROOK", "rook", 80, 2.0),
        cache.pixmap("ROOK", "rook", 80, 1.0, "large"),
        cache.pixmap("ROOK", "standard", 80),
    ]
    assert all(other is not base for other in others)
    assert others[0].width() == 81
    assert len(cache) == 5


def test_cache_reuses_renderers(qapp: QApplication) -> None:
    """A face's SVG is parsed once and its renderer serves every size."""
    cache = CardImageCache()
    renderer = cache.renderer("7Y", "rook")
    cache.pixmap("7Y", "rook", 50)
    cache.pixmap("7Y", "rook", 70)
    assert cache.renderer("7Y", "rook") is renderer


def test_cache_is_lru_bounded(qapp: QApplication) -> None:
    """Beyond max_entries the least recently used pixmap is dropped."""
    cache = CardImageCache(max_entries=3)
    first = cache.pixmap("1B", "rook", 40)
    cache.pixmap("2B", "rook", 40)
    cache.pixmap("3B", "rook", 40)
    assert cache.pixmap("1B", "rook", 40) is first  # now most recent
    cache.pixmap("4B", "rook", 40)  # evicts 2B
    assert len(cache) == 3
    assert cache.pixmap("1B", "rook", 40) is first
    assert cache.byte_size == 3 * 40 * 56 * 4


def test_cache_byte_bound(qapp: QApplication) -> None:
    """The byte bound also evicts, but the newest pixmap is always kept."""
    cache = CardImageCache(max_bytes=1)
    cache.pixmap("1B", "rook", 40)
    cache.pixmap("2B", "rook", 40)
    assert len(cache) == 1


def test_cache_clear(qapp: QApplication) -> None:
    """clear() drops pixmaps and renderers, so the next request renders anew."""
    cache = CardImageCache()
    first = cache.pixmap("QD", "standard", 60)
    renderer = cache.renderer("QD", "standard")
    cache.clear()
    assert len(cache) == 0 and cache.byte_size == 0
    assert cache.pixmap("QD", "standard", 60) is not first
    assert cache.renderer("QD", "standard") is not renderer


@pytest.mark.parametrize(("width", "dpr"), [(0, 1.0), (50, 0.0), (50, float("nan"))])
def test_cache_rejects_bad_sizes(qapp: QApplication, width: int, dpr: float) -> None:
    """Sizes and ratios must be positive."""
    with pytest.raises(ValueError):
        CardImageCache().pixmap("5G", "rook", width, dpr)


def test_art_module_has_no_qt() -> None:
    """The art is plain strings, usable without Qt (e.g. to export SVG files)."""
    source = open(card_art.__file__, encoding="utf-8").read()
    assert "PySide6" not in source


def test_a_longer_name_is_narrowed_to_the_room_of_rook_and_joker(qapp) -> None:
    """Translated names (CORBEAU, COMODÍN) keep to the space ROOK and JOKER take; ROOK and JOKER
    themselves are drawn as before."""
    def scales(svg: str, word: str) -> list[float]:
        return [float(x) for x in re.findall(r'scale\(([\d.]+),1\)"[^>]*>' + word + "<", svg)]

    # The large look's corners are narrow: the English names keep their 0.9, a longer one is narrowed.
    assert set(scales(card_svg("ROOK", "rook", "large"), "ROOK")) == {0.9}   # both corners
    assert set(scales(card_svg("ROOK", "standard", "large"), "JOKER")) == {0.9}
    assert all(s < 0.9 for s in scales(card_svg("ROOK", "rook", "large", CardWords("CORBEAU")), "CORBEAU"))
    # The joker's name under the classic hat: COMODÍN is narrowed to the frame, JOKER is not.
    spanish = card_svg("ROOK", "standard", "classic", CardWords("CUERVO", "COMODÍN"))
    assert set(scales(card_svg("ROOK", "standard", "classic"), "JOKER")) == {1.0}
    assert all(s < 1.0 for s in scales(spanish, "COMODÍN"))
    # Its corners spell the name letter under letter: seven letters are set smaller than five.
    sizes = {float(x) for x in re.findall(r'font-size="([\d.]+)"[^>]*>C<', spanish)}
    assert sizes and max(sizes) < 24
    assert _renderer(spanish).isValid()


def test_a_name_with_markup_characters_still_draws(qapp) -> None:
    svg = card_svg("ROOK", "standard", "classic", CardWords("R&B", "<J>"))
    assert "&lt;J&gt;" in svg and _renderer(svg).isValid()
