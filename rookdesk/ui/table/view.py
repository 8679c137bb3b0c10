"""The view of the table: a ``QGraphicsView`` whose scene is always exactly the viewport.

There is no zoom and no scrolling: when the window changes size the scene
rect follows the viewport, the layout re-runs and the cards are re-rendered
at their new size, so the table fills the window and stays crisp.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPainter, QPen, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.table.card_item import FOCUS_COLOUR
from rookdesk.ui.table.scene import TableScene

FOCUS_FRAME_WIDTH = 3.0


class TableView(QGraphicsView):
    """Shows a :class:`TableScene` 1:1; keys go to the scene (arrows, Enter, Space)."""

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        if scene is None:
            scene = TableScene(CardImageCache())
        super().__init__(scene, parent)
        self._table = scene
        # A viewport of our own making: PySide6 already knows its type, whereas to wrap the one
        # Qt makes, on first access, it builds the Python enums of every widget class (~20 ms
        # of start-up before the table can appear).
        self.setViewport(QWidget())
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        # No background cache: the scene's felt is already a cheap stretched pixmap, and a
        # cache would have to be rebuilt (a full-window paint) on every resize.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._tabbed_in = False   # the keyboard came by Tab: see focusInEvent
        QApplication.instance().focusChanged.connect(self._on_focus_changed)
        self.setMouseTracking(True)
        # Small on purpose: the table scales to whatever the docks leave (a score sheet beside a
        # 760-pixel window), and a larger minimum would push the window past its edge instead.
        self.setMinimumSize(240, 180)
        self.setAccessibleName(self.tr("Card table"))
        self.setAccessibleDescription(self.tr(
            "Your hand is at the bottom. Left and Right choose a card, Enter or Space plays it."))

    def table_scene(self) -> TableScene:
        return self._table

    def _fit_scene(self) -> None:
        size = self.viewport().size()
        self._table.set_table_size(float(size.width()), float(size.height()), self.devicePixelRatioF())
        self.resetTransform()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_scene()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self._fit_scene()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusInEvent(event)
        self._table.set_keyboard_here(True)
        # Tabbed to with no card to choose (someone else's turn, the bidding panel's turn), the table
        # showed no sign of having the keyboard: it gets a ring of its own until a card takes it.
        self._tabbed_in = event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
        self.viewport().update()

    def _on_focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        # Qt hands the keyboard on from a control it hides or disables (a trump button after its click)
        # as if Tab had been pressed: that is no Tab of the person's, and a mouse player saw the frame.
        if new is self and self._tabbed_in and old is not None and not (old.isVisible() and old.isEnabled()):
            self._drop_focus_frame()

    def shows_focus_frame(self) -> bool:
        return self._tabbed_in and self.hasFocus() and self._table.focused_card() is None

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        super().drawForeground(painter, rect)
        if self.shows_focus_frame():
            painter.save()
            painter.resetTransform()   # along the window's edge of the table, whatever the scene's scale
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setPen(QPen(FOCUS_COLOUR, FOCUS_FRAME_WIDTH))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = FOCUS_FRAME_WIDTH / 2 + 1
            painter.drawRoundedRect(QRectF(self.viewport().rect()).adjusted(inset, inset, -inset, -inset), 6, 6)
            painter.restore()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        framed = self.shows_focus_frame()
        super().keyPressEvent(event)
        if framed != self.shows_focus_frame():   # an arrow key gave a card the keyboard: its ring is enough
            self.viewport().update()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self._drop_focus_frame()
        super().mousePressEvent(event)

    def _drop_focus_frame(self) -> None:
        if self._tabbed_in:
            self._tabbed_in = False
            self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        super().focusOutEvent(event)
        self._drop_focus_frame()
        # Only a move inside the window (Tab to a panel's button, a click on it): a menu or another
        # window taking the keyboard for a while leaves the card's ring where it is.
        if event.reason() not in (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason):
            self._table.set_keyboard_here(False)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() in (QEvent.Type.DevicePixelRatioChange, QEvent.Type.ScreenChangeInternal):
            self._fit_scene()  # moved to a screen of another pixel density
        return handled
