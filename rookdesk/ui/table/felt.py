"""The table's cloth: a green (or any colour) felt with a soft light in the middle."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap, QRadialGradient

DEFAULT_FELT = "#2f6b43"
FELT_SCALE = 4   # the gradient is rendered at 1/FELT_SCALE of the table's size


class Felt:
    """Paints the felt; the gradient is kept as a small pixmap per size and colour."""

    def __init__(self, colour: str = DEFAULT_FELT) -> None:
        self.colour = QColor(colour)
        self._pixmap = QPixmap()
        self._key: tuple[int, int, int] | None = None

    def set_colour(self, colour: str) -> bool:
        """Use ``colour`` (any Qt colour name); False when it is not a colour."""
        felt = QColor(colour)
        if not felt.isValid():
            return False
        self.colour = felt
        return True

    def paint(self, painter: QPainter, rect: QRectF, table: QRectF) -> None:
        felt = self._felt_pixmap(table.width(), table.height())
        # A smooth gradient rendered at a quarter of the size and stretched without
        # filtering looks the same and costs a fraction of drawing the gradient.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        sx = felt.width() / max(1.0, table.width())
        sy = felt.height() / max(1.0, table.height())
        source = QRectF((rect.x() - table.x()) * sx, (rect.y() - table.y()) * sy, rect.width() * sx, rect.height() * sy)
        painter.drawPixmap(rect, felt, source)

    def _felt_pixmap(self, width: float, height: float) -> QPixmap:
        key = (round(width), round(height), self.colour.rgba())
        if self._key != key:
            w, h = max(1, round(width / FELT_SCALE)), max(1, round(height / FELT_SCALE))
            pixmap = QPixmap(w, h)
            gradient = QRadialGradient(QPointF(w / 2, h / 2), max(w, h) * 0.75)
            gradient.setColorAt(0.0, self.colour.lighter(118))
            gradient.setColorAt(0.6, self.colour)
            gradient.setColorAt(1.0, self.colour.darker(150))
            painter = QPainter(pixmap)
            painter.fillRect(QRectF(0, 0, w, h), gradient)
            painter.end()
            self._pixmap, self._key = pixmap, key
        return self._pixmap
