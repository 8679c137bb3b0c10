"""Rendered card images, cached per card, look, size and device pixel ratio.

Rendering SVG is far too slow to do on every paint, so each face is drawn
once per (card id, deck style, look, width, device pixel ratio) and kept in
a bounded LRU cache, the way KDE's KPatience caches its deck. Renderers are
kept too: parsing an SVG once and rendering it at many sizes is the cheap path.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import NamedTuple

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from rookdesk.ui.card_art import CARD_ASPECT, back_svg, card_svg
from rookdesk.ui.texts import card_words

BACK_ID = "BACK"
"""Card id under which backs are cached (no card has this id)."""


class CacheKey(NamedTuple):
    card_id: str
    deck_style: str
    look: str
    width: int
    dpr: float


def card_height(width: int) -> int:
    """Height in logical pixels of a card ``width`` pixels wide."""
    return round(width * CARD_ASPECT)


def physical_size(width: int, dpr: float) -> tuple[int, int]:
    """Device pixels needed so a card of ``width`` logical px is sharp at ``dpr``."""
    return max(1, round(width * dpr)), max(1, round(card_height(width) * dpr))


def render_image(renderer: QSvgRenderer, width: int, dpr: float = 1.0) -> QImage:
    """Render an SVG into a transparent image of ``width`` x card height, times ``dpr``.

    A QImage (not a QPixmap) is painted on so this also works off the GUI thread.
    """
    pw, ph = physical_size(width, dpr)
    image = QImage(pw, ph, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        renderer.render(painter, QRectF(0, 0, pw, ph))
    finally:
        painter.end()
    image.setDevicePixelRatio(dpr)
    return image


def make_renderer(svg: str) -> QSvgRenderer:
    """A renderer for an SVG document; ``ValueError`` if Qt cannot parse it."""
    renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
    if not renderer.isValid():
        raise ValueError("card SVG could not be parsed")
    return renderer


class CardImageCache:
    """Card faces and backs as ``QPixmap``s, bounded by entry count and bytes.

    Pixmaps carry their device pixel ratio, so a pixmap made for ``width``
    logical pixels paints at that size on any screen while using every
    physical pixel. Call :meth:`clear` when the card look changes. The Rook
    card and the joker carry their names in the language of the moment the
    cache is made (the app's language is chosen at start).
    """

    def __init__(self, max_entries: int = 300, max_bytes: int = 256 * 1024 * 1024) -> None:
        if max_entries < 1 or max_bytes < 1:
            raise ValueError("cache bounds must be positive")
        self.words = card_words()
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self._pixmaps: OrderedDict[CacheKey, QPixmap] = OrderedDict()
        self._bytes = 0
        self._renderers: dict[tuple[str, str, str], QSvgRenderer] = {}

    def __len__(self) -> int:
        return len(self._pixmaps)

    @property
    def byte_size(self) -> int:
        """Approximate memory held by the cached pixmaps."""
        return self._bytes

    def pixmap(self, card_id: str, deck_style: str, width: int, dpr: float = 1.0, look: str = "classic") -> QPixmap:
        """The face of ``card_id`` ``width`` logical pixels wide at device pixel ratio ``dpr``."""
        return self._get(CacheKey(card_id, deck_style, look, self._width(width), self._dpr(dpr)))

    def back_pixmap(self, width: int, dpr: float = 1.0, look: str = "classic") -> QPixmap:
        """The card back, sized like :meth:`pixmap`."""
        return self._get(CacheKey(BACK_ID, "", look, self._width(width), self._dpr(dpr)))

    def renderer(self, card_id: str, deck_style: str, look: str = "classic") -> QSvgRenderer:
        """The shared renderer of one face (``BACK_ID`` with any style for the back)."""
        key = (card_id, "" if card_id == BACK_ID else deck_style, look)
        renderer = self._renderers.get(key)
        if renderer is None:
            svg = back_svg(look) if card_id == BACK_ID else card_svg(card_id, deck_style, look, self.words)
            renderer = make_renderer(svg)
            self._renderers[key] = renderer
        return renderer

    def clear(self) -> None:
        """Drop every cached pixmap and renderer."""
        self._pixmaps.clear()
        self._renderers.clear()
        self._bytes = 0

    @staticmethod
    def _width(width: int) -> int:
        if width < 1:
            raise ValueError(f"card width must be at least 1 px, not {width}")
        return int(width)

    @staticmethod
    def _dpr(dpr: float) -> float:
        if not math.isfinite(dpr) or dpr <= 0:
            raise ValueError(f"device pixel ratio must be positive, not {dpr}")
        # Rounded so float noise from different screens maps to one entry.
        return round(float(dpr), 3)

    def _get(self, key: CacheKey) -> QPixmap:
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        renderer = self.renderer(key.card_id, key.deck_style, key.look)
        pixmap = QPixmap.fromImage(render_image(renderer, key.width, key.dpr))
        pixmap.setDevicePixelRatio(key.dpr)
        self._store(key, pixmap)
        return pixmap

    def _store(self, key: CacheKey, pixmap: QPixmap) -> None:
        self._pixmaps[key] = pixmap
        self._bytes += _cost(pixmap)
        while len(self._pixmaps) > 1 and (len(self._pixmaps) > self.max_entries or self._bytes > self.max_bytes):
            _, evicted = self._pixmaps.popitem(last=False)
            self._bytes -= _cost(evicted)


def _cost(pixmap: QPixmap) -> int:
    """Bytes a pixmap holds, assuming 32 bits per pixel."""
    return pixmap.width() * pixmap.height() * 4
