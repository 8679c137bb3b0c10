"""The grids of the score sheet dock: a table view that says why it is empty."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QTableView, QWidget

PLACEHOLDER_MARGIN = 10   # pixels between the text and the grid's edges


class SheetView(QTableView):
    """A grid that, while it has no rows, shows ``placeholder`` ("No hands played yet.") under its headings:
    an empty sheet of bare headings looked broken (round 35)."""

    def __init__(self, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.placeholder = placeholder

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        super().paintEvent(event)
        model = self.model()
        if model is None or model.rowCount() or not self.placeholder:
            return
        painter = QPainter(self.viewport())
        painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
        area = self.viewport().rect().adjusted(PLACEHOLDER_MARGIN, PLACEHOLDER_MARGIN,
                                               -PLACEHOLDER_MARGIN, -PLACEHOLDER_MARGIN)
        painter.drawText(QRect(area), int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                                          | Qt.TextFlag.TextWordWrap), self.placeholder)
        painter.end()
