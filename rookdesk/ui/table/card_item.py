"""One card on the table: a ``QGraphicsObject`` so pos, rotation, scale and opacity animate.

The item is centred on its position (it turns about its middle). Its pixmap
is asked for at the item's on-screen width times the device pixel ratio, so
it is drawn 1:1 and crisp. A card's face is only ever fetched while the item
is face up: a hidden card has no face pixmap at all.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rookdesk.ui.table.layout import card_height
from rookdesk.ui.table.pixmaps import SHADOW
from rookdesk.ui.table.state import is_anonymous

# Gives an item its pixmap for its current face, width and dimming.
PixmapSource = Callable[["CardItem"], QPixmap]

RING = 4.0  # room round the card for the focus/selection ring
RING_WIDTH = 3.0
RING_GAP = 1.0   # card left showing between the focus ring and a selection ring drawn inside it, so both read
FOCUS_COLOUR = QColor("#ffd54a")
SELECT_COLOUR = QColor("#6ec6ff")
CHOICE_COLOUR = QColor(255, 255, 255, 210)  # a clickable choice: white, so the gold focus ring stands out
WINNER_COLOUR = QColor("#ffb300")           # the card that took a finished trick
NEST_COLOUR = QColor("#1e9e8f")             # the band on a card new in the hand: from the nest, or the pile
# The band on a card taken face up, which everyone has seen: not the teal of a new card (round 33: one band
# meant "new" for some cards until the next draw and "seen by all" for others all hand long).
SEEN_COLOUR = QColor("#9a7fdc")
# The share of a card's width and height its index corner (rank over suit) takes (see card_art._corner).
INDEX_W, INDEX_H = 0.26, 0.30


class CardItem(QGraphicsObject):
    """A card, face up or down, that may be playable, dimmed, focused or selected."""

    faceMoved = Signal()   # the face rose, sank or changed size in the card's own frame (pos does not change)

    def __init__(self, key: str, width: int, pixmaps: PixmapSource) -> None:
        super().__init__()
        self.key = key
        self._width = width
        self._height = card_height(width)
        self._pixmaps = pixmaps
        self._face_up = False
        self._pixmap: QPixmap | None = None
        self.stand_in = False        # the pixmap is a shrunk stand-in until the exact render comes
        self.dimmed = False
        self.focused = False
        self.selected = False
        self.choice = False          # highlighted as a clickable choice (draw pile, face-up card)
        self.winner = False          # the card that won the trick just finished
        self.banded = False          # new in the hand: from the nest (while cards are set aside) or the pile
        self.band_seen = False       # the band says the card was taken face up (SEEN_COLOUR)
        self.lift = 0.0              # how far the card rises (hover, selection), in its own frame
        self._lift_target = 0.0
        self.lift_ms = 90            # duration of the hover/selection rise; 0 (animations off): instant
        self._lift_animation: QVariantAnimation | None = None
        self.hover_lift = 0.0        # the lift hovering gives (0: hovering does nothing)
        self.interactive = False     # belongs to the viewer's hand and may be played/selected now
        self._hovered = False
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles clicks and drags
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # Identity and face -------------------------------------------------------

    @property
    def card_id(self) -> str:
        return self.key

    @property
    def is_face_up(self) -> bool:
        return self._face_up

    @property
    def card_width(self) -> int:
        return self._width

    def rename(self, key: str) -> None:
        self.key = key
        if self._face_up:
            self._drop_pixmap()

    def set_face_up(self, face_up: bool) -> None:
        face_up = face_up and not is_anonymous(self.key)
        if face_up != self._face_up:
            self._face_up = face_up
            self._drop_pixmap()

    def set_width(self, width: int) -> None:
        if width != self._width:
            self.prepareGeometryChange()
            self._width = width
            self._height = card_height(width)
            self._drop_pixmap()
            self.faceMoved.emit()

    def refresh(self) -> None:
        """Forget the pixmap (look, deck or device pixel ratio changed)."""
        self._drop_pixmap()

    def _drop_pixmap(self) -> None:
        self._pixmap = None
        self.update()

    @property
    def shown_id(self) -> str | None:
        """The face to draw, or None for the back."""
        return self.key if self._face_up else None

    def pixmap(self) -> QPixmap:
        if self._pixmap is None:
            self._pixmap = self._pixmaps(self)
        return self._pixmap

    def set_pixmap(self, pixmap: QPixmap) -> None:
        """Swap in a better pixmap for the same face and size (the exact render)."""
        self._pixmap = pixmap
        self.stand_in = False
        self.update()

    # States ------------------------------------------------------------------

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self.dimmed:
            self.dimmed = dimmed
            self._drop_pixmap()

    def set_focused(self, focused: bool) -> None:
        if focused != self.focused:
            self.focused = focused
            self._update_lift()

    def set_selected_card(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self._update_lift()

    def set_choice(self, choice: bool) -> None:
        if choice != self.choice:
            self.choice = choice
            self.update()

    def set_banded(self, banded: bool, seen: bool = False) -> None:
        """A band along the top: the card is new in the hand, or (``seen``) was taken face up."""
        seen = banded and seen
        if (banded, seen) != (self.banded, self.band_seen):
            self.banded, self.band_seen = banded, seen
            self.update()

    def set_winner(self, winner: bool) -> None:
        if winner != self.winner:
            self.winner = winner
            self.update()

    def set_hover_lift(self, lift: float) -> None:
        self.hover_lift = lift
        self._update_lift()

    def _update_lift(self) -> None:
        raised = self.selected or self.focused or self._hovered
        target = self.hover_lift if raised else 0.0
        if target == self._lift_target:
            self.update()
            return
        self._lift_target = target
        if self._lift_animation is not None:
            self._lift_animation.stop()
            self._lift_animation.deleteLater()
            self._lift_animation = None
        if self.lift_ms <= 0:
            self._set_lift(target)
            return
        # A quick rise or fall: the card eases up under the pointer rather than jumping.
        animation = QVariantAnimation(self)  # dies with the card
        animation.setStartValue(float(self.lift))
        animation.setEndValue(float(target))
        animation.setDuration(self.lift_ms)
        animation.setEasingCurve(QEasingCurve.Type.OutQuad)
        animation.valueChanged.connect(self._set_lift)
        self._lift_animation = animation
        animation.start()

    def _set_lift(self, lift: float) -> None:
        if lift != self.lift:
            self.prepareGeometryChange()
            self.lift = float(lift)
            self.faceMoved.emit()
        self.update()

    def forget_hover(self) -> None:
        """The card is leaving the pointer (taken into a hand, sent back after a drag).

        Qt only re-checks hovering when the pointer moves, so without this a card clicked on the
        table would arrive in the hand still raised as if pointed at.
        """
        if self._hovered:
            self._hovered = False
            self._update_lift()

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._hovered = True
        self._update_lift()
        super().hoverEnterEvent(event)

    def hoverMoveEvent(self, event) -> None:  # noqa: N802
        # After forget_hover() Qt still counts the card as hovered, so the pointer moving on it
        # sends no new enter: the first move lifts it again.
        if not self._hovered:
            self._hovered = True
            self._update_lift()
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802
        self._hovered = False
        self._update_lift()
        super().hoverLeaveEvent(event)

    # Geometry and painting -----------------------------------------------------

    def card_rect(self) -> QRectF:
        """The card itself in item coordinates (lift included)."""
        return QRectF(-self._width / 2, -self._height / 2 - self.lift, self._width, self._height)

    def index_corners(self) -> tuple[QRectF, QRectF]:
        """The two index corners (rank and suit, top left and turned bottom right) as scene boxes.

        The card art puts them within about a quarter of the width and 0.3 of the height
        (the large look's a little more); something laid over a card should leave them clear.
        """
        top_left, bottom_right = self.index_corner_shapes()
        return top_left.boundingRect(), bottom_right.boundingRect()

    def index_corner_shapes(self) -> tuple[QPolygonF, QPolygonF]:
        """The index corners as the tilted shapes they are on the table (``index_corners`` gives the
        upright boxes round them)."""
        card = self.card_rect()
        w, h = card.width() * INDEX_W, card.height() * INDEX_H
        return (self.mapToScene(QRectF(card.left(), card.top(), w, h)),
                self.mapToScene(QRectF(card.right() - w, card.bottom() - h, w, h)))

    def pointer_rect(self) -> QRectF:
        """Where the pointer finds the card: the card, and while raised the place it rose from too.

        Otherwise the pointer at the bottom of a card in the fan, which the rise uncovers, falls
        on the card beneath: that one rises instead, and a click there plays the wrong card.
        """
        card = self.card_rect()
        return card.united(card.translated(0, self.lift))

    def boundingRect(self) -> QRectF:  # noqa: N802
        # The ring, or the shadow baked round the pixmap, whichever reaches further.
        pad = max(RING, self._width * SHADOW + 2)
        return self.pointer_rect().adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.pointer_rect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        pixmap = self.pixmap()
        dpr = pixmap.devicePixelRatio() or 1.0
        # The pixmap holds the card in the middle of a shadow border: draw the border outside.
        corner = rect.topLeft() - QPointF((pixmap.width() / dpr - rect.width()) / 2,
                                          (pixmap.height() / dpr - rect.height()) / 2)
        world = painter.worldTransform().type().value
        # Antialiasing a pixmap's outline costs more than drawing it, and the card art has soft
        # edges of its own, so it is off here.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        if world <= QTransform.TransformationType.TxTranslate.value:
            # Upright at scale 1: snap to whole device pixels and blit the pixmap 1:1 (crisp and cheap).
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            origin = painter.deviceTransform().map(corner)
            nudge = QPointF((round(origin.x()) - origin.x()) / dpr, (round(origin.y()) - origin.y()) / dpr)
            painter.drawPixmap(corner + nudge, pixmap)
        else:
            # Quarter turns map pixels onto pixels; only other angles and scaling need filtering.
            exact = self.scale() == 1.0 and abs(self.rotation()) % 90 == 0
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, not exact)
            painter.drawPixmap(corner, pixmap)
        if self.banded:
            # Along the top edge: the part of a card in a fanned hand that its neighbour never covers.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            band = max(4.0, self._width * 0.075)
            inset = self._width * 0.06
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SEEN_COLOUR if self.band_seen else NEST_COLOUR)
            painter.drawRoundedRect(QRectF(rect.left() + inset, rect.top() + band * 0.4,
                                           rect.width() - 2 * inset, band), band / 2, band / 2)
        rings = self._rings()
        if rings:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            radius = self._width * 0.06
            for colour, width, offset in rings:
                painter.setPen(QPen(colour, width))
                grow = offset + width / 2
                round_by = max(radius + offset, 1.0)   # an inner ring is less round, so the gap stays even
                painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), round_by, round_by)

    def _rings(self) -> list[tuple[QColor, float, float]]:
        """The rings to draw: colour, pen width, and where the ring starts (its inner side) from the card's edge.

        A selected card that has the keyboard's focus shows both: the gold focus ring round the card as
        usual and the blue selection ring just inside the card's edge, so the person sees at once that
        Enter would put the card back. Inside, not further out: the card's bounds (and the layout that
        keeps cards on the table) stay as they are.
        """
        if self.winner:
            return [(WINNER_COLOUR, 4.5, -0.75)]
        if self.selected and self.focused:
            return [(FOCUS_COLOUR, RING_WIDTH, 0.0), (SELECT_COLOUR, RING_WIDTH, -(RING_WIDTH + RING_GAP))]
        colour = self._ring_colour()
        return [] if colour is None else [(colour, RING_WIDTH, 0.0)]

    def _ring_colour(self) -> QColor | None:
        if self.focused:
            return FOCUS_COLOUR
        if self.selected:
            return SELECT_COLOUR
        if self.choice:
            return CHOICE_COLOUR
        return None
