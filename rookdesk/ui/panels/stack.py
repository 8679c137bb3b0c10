"""The strip under the table that shows one decision panel at a time, at a steady height."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QStackedWidget, QWidget

from rookdesk.ui.panels.nest import NestPanel


class PanelStack(QStackedWidget):
    """Shows one panel at a time, as high as the tallest usual panel needs at the strip's width.

    A stacked widget takes the height of its panels and of their texts: the table above it moved
    whenever a note wrapped to another line, was emptied, or the bidding panel took the information
    panel's place (a play tester saw the cards jump by 16 px). Here the height depends on the width,
    the fonts and the language only. The yardstick is the nest panel's instructions, the longest text
    of a usual hand; a panel with still more to say (a refused bid under a long auction on a narrow
    table) gets its room rather than being cut off.
    """

    def __init__(self, floor: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._floor = floor   # never lower than this, whatever the width
        # Never shown: it only measures. A child, so it has the window's fonts and style.
        self._yardstick = NestPanel(self)
        self._yardstick.hide()
        self._yardstick.show_usual()
        self._reserved: dict[int, int] = {}   # width -> height, measured once per width
        self.setFixedHeight(floor)
        self.currentChanged.connect(self._fit)

    def reserve(self, width: int) -> int:
        """The height the tallest usual panel needs at ``width``."""
        if width not in self._reserved:
            self._reserved[width] = max(self._floor, self._yardstick.heightForWidth(width))
        return self._reserved[width]

    def _needed(self) -> int:
        width = self.width()
        shown = self.currentWidget()
        if shown is None:
            return self.reserve(width)
        own = shown.heightForWidth(width) if shown.hasHeightForWidth() else shown.sizeHint().height()
        return max(self.reserve(width), own)

    def _fit(self, *_args: object) -> None:
        needed = self._needed()
        if needed != self.maximumHeight():
            self.setFixedHeight(needed)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()   # the window (or the score sheet beside the table) changed the width

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit()   # a panel's texts or controls changed: only an unusually long one needs more
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._reserved.clear()
        return super().event(event)
