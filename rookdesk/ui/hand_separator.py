"""A rule across a log's table where a new hand begins, so the hands read apart even when the dock is too
narrow for the Hand column (round 31: trick 10 of one hand ran on into trick 1 of the next)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QPalette, QPen
from PySide6.QtWidgets import QStyledItemDelegate

if TYPE_CHECKING:
    from PySide6.QtCore import QModelIndex, QPersistentModelIndex
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QStyleOptionViewItem


class HandSeparator(QStyledItemDelegate):
    """Draws each cell as usual, with a line along its top in the first row of every hand but the first.
    The model says where a hand begins (``starts_hand(row)``)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        super().paint(painter, option, index)
        model = index.model()
        if index.row() == 0 or not model.starts_hand(index.row()):
            return
        painter.save()
        pen = QPen(option.palette.color(QPalette.ColorRole.WindowText))
        pen.setWidth(2)
        painter.setPen(pen)
        top = option.rect.top() + 1
        painter.drawLine(option.rect.left(), top, option.rect.right(), top)
        painter.restore()
