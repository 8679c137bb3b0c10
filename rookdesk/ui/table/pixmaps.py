"""Card pixmaps for the table: exact renders from the shared cache, with stand-ins during a resize.

Rendering a card's SVG at a new size costs a millisecond or more per card (a
back several), so a window resized to a size never seen before would stall
on a full table. Instead, a card with no exact pixmap at its new size gets a
stand-in at once: the card's *master* (one large render kept per card face
already shown) scaled down smoothly. The exact SVG renders then arrive in
idle time, a few per event-loop turn, and replace the stand-ins. A stand-in
is only ever made by shrinking a larger image, never by blowing one up.

Masters are rendered only for faces the table already shows (and the back),
so the face of a hidden card is never drawn at any size.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap

from rookdesk.ui.card_cache import BACK_ID, CardImageCache, render_image

MASTER_WIDTH = 300       # logical px; larger than any card on a 4K table at 1:1
STAND_IN_LIMIT = 120     # stand-in pixmaps kept (they are short-lived)
DIM_LIMIT = 96
SHADOW_LIMIT = 240
SHADOW = 0.04            # how far a card's shadow reaches, in card widths


def shadow_margin(physical_width: int) -> int:
    """Transparent border (device px) round a card image that holds its shadow."""
    return max(2, round(physical_width * SHADOW))


def add_shadow(image: QImage) -> QImage:
    """The card on a soft drop shadow (light from above), with a border to hold it.

    The card's own outline (rounded corners included) is used as the shadow's
    shape; a few offset, faint copies make it soft without a blur filter.
    """
    dpr = image.devicePixelRatio()
    src = QImage(image)
    src.setDevicePixelRatio(1.0)
    margin = shadow_margin(src.width())
    silhouette = QImage(src.size(), QImage.Format.Format_ARGB32_Premultiplied)
    silhouette.fill(Qt.GlobalColor.transparent)
    painter = QPainter(silhouette)
    painter.drawImage(0, 0, src)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(silhouette.rect(), QColor(0, 12, 4))
    painter.end()
    out = QImage(src.width() + 2 * margin, src.height() + 2 * margin, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    for dx, dy, alpha in ((0.0, 0.35, 0.20), (0.0, 0.7, 0.14), (-0.35, 0.6, 0.07), (0.35, 0.6, 0.07), (0.0, 1.0, 0.08)):
        painter.setOpacity(alpha)
        painter.drawImage(QPointF(margin + dx * margin, margin + dy * margin), silhouette)
    painter.setOpacity(1.0)
    painter.drawImage(margin, margin, src)
    painter.end()
    out.setDevicePixelRatio(dpr)
    return out


class TablePixmaps:
    """Faces and backs at (card, width) for one deck style, look and device pixel ratio."""

    def __init__(self, cache: CardImageCache) -> None:
        self.cache = cache
        self.style = "rook"
        self.look = "classic"
        self.dpr = 1.0
        self._exact: set[tuple[str, int]] = set()
        self._masters: dict[str, QImage] = {}
        self._stand_ins: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()
        self._dimmed: OrderedDict[int, QPixmap] = OrderedDict()
        self._shadowed: OrderedDict[int, QPixmap] = OrderedDict()

    def configure(self, style: str | None = None, look: str | None = None, dpr: float | None = None) -> bool:
        """Change what is drawn; returns True when every pixmap must be fetched again."""
        changed = False
        for name, value in (("style", style), ("look", look), ("dpr", dpr)):
            if value is not None and value != getattr(self, name):
                setattr(self, name, value)
                changed = True
        if changed:
            self._exact.clear()
            self._masters.clear()
            self._stand_ins.clear()
            self._dimmed.clear()
            self._shadowed.clear()
        return changed

    # Fetching -----------------------------------------------------------------

    def has_exact(self, card_id: str | None, width: int) -> bool:
        return (card_id or BACK_ID, width) in self._exact

    def exact(self, card_id: str | None, width: int) -> QPixmap:
        """The card rendered from its SVG at exactly this width, on its shadow (slow the first time)."""
        key = card_id or BACK_ID
        if card_id is None:
            plain = self.cache.back_pixmap(width, self.dpr, self.look)
        else:
            plain = self.cache.pixmap(card_id, self.style, width, self.dpr, self.look)
        self._exact.add((key, width))
        shadowed = self._shadowed.get(plain.cacheKey())
        if shadowed is None:
            shadowed = QPixmap.fromImage(add_shadow(plain.toImage()))
            shadowed.setDevicePixelRatio(plain.devicePixelRatio())
            self._shadowed[plain.cacheKey()] = shadowed
            while len(self._shadowed) > SHADOW_LIMIT:
                self._shadowed.popitem(last=False)
        else:
            self._shadowed.move_to_end(plain.cacheKey())
        return shadowed

    def quick(self, card_id: str | None, width: int) -> tuple[QPixmap, bool]:
        """The exact pixmap if it is ready, else a stand-in shrunk from the master.

        Returns (pixmap, exact). Without a master large enough, renders exactly.
        """
        key = card_id or BACK_ID
        if (key, width) in self._exact:
            return self.exact(card_id, width), True
        stand_in = self._stand_ins.get((key, width))
        if stand_in is not None:
            self._stand_ins.move_to_end((key, width))
            return stand_in, False
        master = self._masters.get(key)
        physical_w = max(1, round(width * self.dpr))
        if master is None or master.width() < physical_w * 1.1:
            return self.exact(card_id, width), True
        # The master carries its shadow border; shrink it so the card inside is physical_w wide.
        master_card_w = master.width() - 2 * shadow_margin(round(MASTER_WIDTH * self.dpr))
        factor = physical_w / master_card_w
        image = master.scaled(max(1, round(master.width() * factor)), max(1, round(master.height() * factor)),
                              Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(self.dpr)
        self._stand_ins[(key, width)] = pixmap
        while len(self._stand_ins) > STAND_IN_LIMIT:
            self._stand_ins.popitem(last=False)
        return pixmap, False

    def has_master(self, card_id: str | None) -> bool:
        return (card_id or BACK_ID) in self._masters

    def make_master(self, card_id: str | None) -> None:
        """Render the large image stand-ins are shrunk from (call only for faces already shown)."""
        key = card_id or BACK_ID
        if key in self._masters:
            return
        renderer = self.cache.renderer(key, self.style, self.look)
        self._masters[key] = add_shadow(render_image(renderer, MASTER_WIDTH, self.dpr))

    def dimmed(self, pixmap: QPixmap) -> QPixmap:
        """A greyed copy of a card: darkened inside the card's own outline, corners kept clear."""
        cached = self._dimmed.get(pixmap.cacheKey())
        if cached is not None:
            return cached
        out = QPixmap(pixmap.size())
        out.setDevicePixelRatio(pixmap.devicePixelRatio())
        out.fill(Qt.GlobalColor.transparent)
        painter = QPainter(out)
        painter.drawPixmap(0, 0, pixmap)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
        painter.fillRect(out.rect(), QColor(40, 46, 42, 120))
        painter.end()
        self._dimmed[pixmap.cacheKey()] = out
        while len(self._dimmed) > DIM_LIMIT:
            self._dimmed.popitem(last=False)
        return out
