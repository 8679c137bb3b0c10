"""A results card over the middle of the table: the hand summary and the game-over panel.

They come when every card of the hand has been played, so the card covers no
hand. The card is a child of the table area placed by hand (not a layout
item), so the rest of the table stays visible and clickable around it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QHideEvent
from PySide6.QtWidgets import QFrame, QGraphicsDropShadowEffect, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget

from rookdesk.ui.panels.base import Panel

CARD_STYLE = "QFrame#resultCard { background: palette(window); border: 1px solid palette(mid); border-radius: 10px; }"
# Where the card's middle sits, as a share of the table's height: a little above the centre,
# over the trick area rather than the (empty) hand.
VERTICAL_PLACE = 0.42
# The sizes a card's scores may shrink to, in turn, when they are wider than the table or the card is
# taller than the room between the name plates.
SCORES_SCALES = (0.9, 0.8, 0.7)
# ...but never below this size: at 0.7 of the usual 9 pt the scores were some 8 px, too small to read (round
# 31, the score sheet docked beside an 800x600 window); a card over the edge of a plate is the lesser harm.
MIN_SCORES_POINTS = 7.0
# Pixels the card keeps off the name plates above and below it, beyond the table's gap: a plate's turn
# glow reaches into the gap.
PLATE_CLEARANCE = 2


@dataclass(frozen=True)
class Arrangement:
    """One way to lay a results page out: its controls under the scores or beside them, the hand
    summary's compact scores (narrow gaps, headings of two lines), the scores' scale, and the hand
    summary's scores turned a row per score, a column per side."""

    below: bool
    compact: bool
    scale: float
    transposed: bool = False

    def apply(self, page: Panel) -> None:
        from rookdesk.ui.panels.summary import HandSummaryPanel   # built after the first table, as are the results

        if isinstance(page, HandSummaryPanel):
            page.set_transposed(self.transposed)
        page.set_scores_scale(self.scale)
        page.set_controls_below(self.below)
        if isinstance(page, HandSummaryPanel):
            page.set_compact(self.compact)


def arrangements(page: Panel) -> list[Arrangement]:
    """The ways to lay ``page`` out, the most readable first. Continue beside compact scores comes
    before Continue under them: a line of card less, which at 800x600 with four players in German
    made the difference between fitting between the plates and covering South's. The scores turned
    (a row per score) come after the usual shape has been shrunk as far as it stays readable: they are
    narrower but taller, and not the shape of the score sheet."""
    from rookdesk.ui.panels.summary import HandSummaryPanel

    if not isinstance(page, HandSummaryPanel):
        return [Arrangement(False, False, 1.0), Arrangement(True, False, 1.0)]
    usual = [Arrangement(False, False, 1.0)]
    turned = []
    for scale in (1.0,) + SCORES_SCALES:
        usual += [Arrangement(False, True, scale), Arrangement(True, True, scale)]
        turned += [Arrangement(below, compact, scale, True) for compact in (False, True) for below in (False, True)]
    ways = [way for way in usual if readable(page, way)] + turned
    return ways + [way for way in usual if way not in ways]


def readable(page: Panel, arrangement: Arrangement) -> bool:
    """Whether the scores stay at MIN_SCORES_POINTS or more under ``arrangement``."""
    points = page.font().pointSizeF()
    return arrangement.scale >= 1.0 or points <= 0 or points * arrangement.scale >= MIN_SCORES_POINTS


class ResultOverlay(QFrame):
    """Shows one of its pages in a framed card centred on ``table`` (which it follows on resize)."""

    def __init__(self, table: QWidget, clear_below: Callable[[], float] | None = None,
                 clear_above: Callable[[], float] | None = None,
                 own_plate_text: Callable[[], float] | None = None,
                 lower_own_plate: Callable[[bool], bool] | None = None) -> None:
        """``clear_below``: the height on ``table`` the card's top stays below when there is room (the
        name plates at the top and sides of the table); ``clear_above``: the height its bottom stays
        above when it fits between the two (the name plate at the bottom); ``own_plate_text``: the
        height where that plate's text begins, past which a card hides the plate; ``lower_own_plate``:
        asks for that plate to go lower (``True``) or back (``False``), and says whether it is lower."""
        super().__init__(table)
        self.table = table
        self.clear_below = clear_below
        self.clear_above = clear_above
        self.own_plate_text = own_plate_text
        self.lower_own_plate = lower_own_plate
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
        self._placing = False
        self._place_again = False
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
        """Size the card to its page and centre it on the table. A card that would hide the bottom name
        plate asks for the plate lower, and is sized again for the room that leaves."""
        # Not from inside itself: showing a refilled score label can hand the table a resize it had
        # pending (the window resized by the window manager), and a second sizing in the middle of the
        # first refilled the scores under the half-built ones, both sets drawn on top of each other
        # (round 39, German at 800x600). The table's new size is taken once this sizing is done.
        if self._placing:
            self._place_again = True
            return
        self._placing = True
        try:
            for _ in range(3):   # a size that keeps changing is not followed for ever
                self._place_again = False
                self._place_once()
                if not self._place_again:
                    break
        finally:
            self._placing = False

    def _place_once(self) -> None:
        if self.lower_own_plate is not None:
            self.lower_own_plate(False)
        width, height = self._size()
        if self.lower_own_plate is not None and self._hides_own_plate(height) and self.lower_own_plate(True):
            width, height = self._size()
        x = (self.table.width() - width) // 2
        self.setGeometry(x, self._top(height), width, height)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        if self.lower_own_plate is not None:
            self.lower_own_plate(False)
        super().hideEvent(event)

    def _size(self) -> tuple[int, int]:
        room = max(200, self.table.width() - 40)
        page = self.pages.currentWidget()
        if isinstance(page, Panel):
            width = self._arrange(page, room)
        else:
            self._measure()
            width = self._width(page, room)
        return width, self._height_for(width)

    def _arrange(self, page: Panel, room: int) -> int:
        """Lay ``page`` out the first of its ways (:func:`arrangements`) that fits the table's width and
        the height between the name plates, and return the card's width. A card too tall at its own
        width may take the table's whole width, where a long note takes fewer lines. Where nothing fits
        that height, the shortest way that fits the width, so the card covers as little of the plates as
        it can, unless even that one hides the bottom plate (then the most readable way); where
        nothing fits the width, the narrowest."""
        tallest = self._room_between_plates()
        fitting: list[tuple[int, int, Arrangement]] = []
        narrowest: tuple[int, Arrangement] | None = None
        ways = arrangements(page)
        # The scores too small to read only where no readable way fits the width (they would be cut off):
        # a readable card over a plate's edge comes before them.
        for group in ([way for way in ways if readable(page, way)], [way for way in ways if not readable(page, way)]):
            if fitting:
                break
            for arrangement in group:
                arrangement.apply(page)
                self._measure()
                wide = self.sizeHint().width()
                if wide > room:
                    if narrowest is None or wide < narrowest[0]:
                        narrowest = (wide, arrangement)
                    continue
                for width in dict.fromkeys((self._width(page, room), room)):
                    height = self._height_for(width)
                    if height <= tallest:
                        return width
                    fitting.append((height, width, arrangement))
        if fitting:
            shortest = min(fitting, key=lambda way: way[0])
            _, width, arrangement = shortest
            if self._hides_own_plate(shortest[0]):
                # Even the shortest card hides the bottom plate: the scores at their most readable instead
                # (six players at 760x560 and 800x600 were shrunk to 8 px and hid it all the same).
                tall_enough = [way for way in fitting if way[0] <= self.table.height() - 16]
                if tall_enough:
                    _, width, arrangement = tall_enough[0]
        else:
            width, arrangement = narrowest if narrowest is not None else (room, arrangements(page)[-1])
        arrangement.apply(page)
        self._measure()
        return min(max(width, self._width(page, room)), room)

    def _hides_own_plate(self, height: int) -> bool:
        """Whether a card ``height`` tall reaches over the bottom plate's text."""
        if self.own_plate_text is None:
            return False
        return self._top(height) + height > self.own_plate_text()

    def _width(self, page: QWidget, room: int) -> int:
        # As wide as the title on one line where the table allows: a wrapped label's own size hint is a
        # guess that broke "North wins the game!" after "the".
        return min(max(self._title_line_width(page), self.sizeHint().width()), room)

    def _room_between_plates(self) -> float:
        """The height a card may have to cover none of the name plates (nor their tallies)."""
        if self.clear_below is None or self.clear_above is None:
            return float("inf")
        return self._clear_above() - self._clear_below()

    def _clear_below(self) -> int:
        # Between the plates, whole pixels off them: the edge of a plate's turn glow fell on the card's
        # first row. (Given only a height to keep below, the card starts right there.)
        margin = PLATE_CLEARANCE if self.clear_above is not None else 0
        return math.ceil(self.clear_below()) + margin

    def _clear_above(self) -> int:
        return math.floor(self.clear_above()) - PLATE_CLEARANCE

    def _height_for(self, width: int) -> int:
        """The card's height at ``width``: its page's, a wrapped title or note taking the lines it then
        needs. Not the stack's: QStackedLayout answers with its tallest page, hidden ones too, which
        left the game-over card as tall as the hand summary before it (120 px of card under New game,
        over the name plate below). The page lies inside the card's frame as well as its layout's margins:
        measured 2 px wider than it is, a note that just fit on its lines took one more, and Continue
        lay over the scores."""
        margins = self.layout().contentsMargins() + self.contentsMargins()
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
            top = min(self._clear_below(), lowest)
            y = max(y, top)
        if self.clear_above is not None:
            # And above the bottom plate while it fits between (at 800x600 the game-over card hid
            # half of "South · dealer"); a taller card goes on covering it rather than the top plates.
            y = min(y, max(self._clear_above() - height, top))
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
