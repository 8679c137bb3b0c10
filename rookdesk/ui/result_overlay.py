"""A results card over the middle of the table: the hand summary and the game-over panel.

They come when every card of the hand has been played, so the card covers no
hand. The card is a child of the table area placed by hand (not a layout
item), so the rest of the table stays visible and clickable around it.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QGraphicsDropShadowEffect, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from rookdesk.ui.panels.base import Panel

CARD_STYLE = "QFrame#resultCard { background: palette(window); border: 1px solid palette(mid); border-radius: 10px; }"
# Where the card's middle sits, as a share of the table's height: a little above the centre,
# over the trick area rather than the (empty) hand.
VERTICAL_PLACE = 0.42
# The sizes a card's scores may shrink to, in turn, when they are wider than the table.
SCORES_SCALES = (0.9, 0.8, 0.7)


class ResultOverlay(QFrame):
    """Shows one of its pages in a framed card centred on ``table`` (which it follows on resize)."""

    def __init__(self, table: QWidget, clear_below: Callable[[], float] | None = None) -> None:
        """``clear_below``: the height on ``table`` the card's top stays below when there is room (the
        name plates at the top and sides of the table)."""
        super().__init__(table)
        self.table = table
        self.clear_below = clear_below
        self.setObjectName("resultCard")
        self.setAccessibleName(self.tr("Results"))
        self.setStyleSheet(CARD_STYLE)
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(24)
        shadow.setOffset(0, 4)
        shadow.setColor(QColor(0, 0, 0, 140))
        self.setGraphicsEffect(shadow)
        inner = QVBoxLayout(self)
        inner.setContentsMargins(10, 8, 10, 8)
        self.pages = QStackedWidget(self)
        inner.addWidget(self.pages)
        table.installEventFilter(self)
        self.hide()

    def add_page(self, page: Panel) -> None:
        page.set_flat()
        self.pages.addWidget(page)

    def show_page(self, page: QWidget) -> None:
        # The card fits the page shown, not the largest page.
        for index in range(self.pages.count()):
            other = self.pages.widget(index)
            policy = QSizePolicy.Policy.Preferred if other is page else QSizePolicy.Policy.Ignored
            other.setSizePolicy(policy, policy)
        self.pages.setCurrentWidget(page)
        self.show()
        self.raise_()
        self.place()

    def current(self) -> QWidget | None:
        return self.pages.currentWidget() if self.isVisible() else None

    def place(self) -> None:
        """Size the card to its page and centre it on the table."""
        room = max(200, self.table.width() - 40)
        page = self.pages.currentWidget()
        if isinstance(page, Panel):
            # The controls beside the scores while they fit, under them on a narrow table (a small
            # window with the score sheet open): squeezed, the button lay over the last columns.
            page.set_scores_scale(1.0)
            page.set_controls_below(False)
            self._measure()
            if self.sizeHint().width() > room:
                page.set_controls_below(True)
                self._measure()
            # Still too wide (German or Spanish headings beside the score sheet): smaller scores rather
            # than the last column, the totals, cut off.
            wide = self.sizeHint().width()
            for scale, larger in zip(SCORES_SCALES, (1.0,) + SCORES_SCALES):
                if wide <= room:
                    break
                page.set_scores_scale(scale)
                self._measure()
                if self.sizeHint().width() >= wide:   # something else is the widest (the title wraps)
                    page.set_scores_scale(larger)
                    break
                wide = self.sizeHint().width()
        self._measure()
        width = min(self.sizeHint().width(), room)
        # A title or note wrapped to the width given needs the height it then takes.
        height = max(self.sizeHint().height(), self.heightForWidth(width) if self.hasHeightForWidth() else 0)
        x = (self.table.width() - width) // 2
        y = max(8, int(self.table.height() * VERTICAL_PLACE - height / 2))
        if self.clear_below is not None:
            # Below the plates where the table is tall enough (at 800x600 the card hid West's and
            # East's plates); a card too tall for that keeps its place.
            lowest = self.table.height() - height - 8
            y = max(y, min(int(self.clear_below()), lowest))
        self.setGeometry(x, y, width, height)

    def _measure(self) -> None:
        # The page may have just been refilled (wider columns) while the card was hidden: the layouts
        # would learn that only from the event loop, so drop their remembered sizes before measuring.
        self.pages.currentWidget().updateGeometry()
        self.pages.updateGeometry()
        self.layout().invalidate()
        self.pages.currentWidget().adjustSize()
        self.adjustSize()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False
