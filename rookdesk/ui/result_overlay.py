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

    def __init__(self, table: QWidget, clear_below: Callable[[], float] | None = None,
                 clear_above: Callable[[], float] | None = None) -> None:
        """``clear_below``: the height on ``table`` the card's top stays below when there is room (the
        name plates at the top and sides of the table); ``clear_above``: the height its bottom stays
        above when it fits between the two (the name plate at the bottom)."""
        super().__init__(table)
        self.table = table
        self.clear_below = clear_below
        self.clear_above = clear_above
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
        # As wide as the title on one line where the table allows: a wrapped label's own size hint is a
        # guess that broke "North wins the game!" after "the".
        width = min(max(self._title_line_width(page), self.sizeHint().width()), room)
        height = self._height_for(width)
        x = (self.table.width() - width) // 2
        self.setGeometry(x, self._top(height), width, height)

    def _height_for(self, width: int) -> int:
        """The card's height at ``width``: its page's, a wrapped title or note taking the lines it then
        needs. Not the stack's: QStackedLayout answers with its tallest page, hidden ones too, which
        left the game-over card as tall as the hand summary before it (120 px of card under New game,
        over the name plate below)."""
        margins = self.layout().contentsMargins()
        page = self.pages.currentWidget()
        inner = width - margins.left() - margins.right()
        page_height = page.heightForWidth(inner) if page.hasHeightForWidth() else -1
        if page_height < 0:
            page_height = page.sizeHint().height()
        return page_height + margins.top() + margins.bottom()

    def _title_line_width(self, page: QWidget) -> int:
        """The card's width with ``page``'s title on one line (0 for a page without a title)."""
        if not isinstance(page, Panel):
            return 0
        page.title.setWordWrap(False)
        self._measure()
        wide = self.sizeHint().width()
        page.title.setWordWrap(True)   # still wraps on a table too narrow for the line
        self._measure()
        return wide

    def _top(self, height: int) -> int:
        """Where a card ``height`` tall starts: over the trick area, between the name plates."""
        y = max(8, int(self.table.height() * VERTICAL_PLACE - height / 2))
        top = 8
        if self.clear_below is not None:
            # Below the plates where the table is tall enough (at 800x600 the card hid West's and
            # East's plates); a card too tall for that keeps its place.
            lowest = self.table.height() - height - 8
            top = min(int(self.clear_below()), lowest)
            y = max(y, top)
        if self.clear_above is not None:
            # And above the bottom plate while it fits between (at 800x600 the game-over card hid
            # half of "South · dealer"); a taller card goes on covering it rather than the top plates.
            y = min(y, max(int(self.clear_above()) - height, top))
        return y

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
