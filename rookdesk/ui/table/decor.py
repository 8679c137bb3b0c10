"""Everything on the table that is not a card: name plates, status badges, the drop zone.

Text is handed in already translated; these items only draw it, scaled to the
room the layout gives them so it stays legible from 800x600 to 4K.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rookdesk.ui.table.layout import Rect, Side

PLATE_FILL = QColor(10, 28, 18, 170)
PLATE_TEXT = QColor("#f1f5ec")
PLATE_SUBTEXT = QColor("#c9d8c4")
TURN_GOLD = QColor("#ffcf40")
REFUSE_RED = QColor("#ff5a4f")
BADGE_FILL = QColor(8, 22, 14, 185)
BADGE_RULE = QColor(255, 255, 255, 40)
GLOW_STEPS = 4
GLOW_REACH = 0.22   # how far the turn glow reaches past a plate, in plate heights
SIZE_MARGIN_PX = 2   # fitted_font's first step down stops this short of the size the text scales to
TITLE_SHRINK_MAX = 0.8   # a badge's text shrinks at most to this share to keep its title on one line
# ... or further, while its title on one line stays this large: a tall badge beside the score sheet broke
# "Bid: 70 by North" after "Bid:" at 21 px, where one line of 16 px read better (round 24).
TITLE_ONE_LINE_PX = 14
# A badge or a name plate draws its players' first names where the whole names would be cut, or would
# leave its text under SHORT_NAMES_BELOW_PX where first names make it at least SHORT_NAMES_GAIN_PX larger
# (a badge also where they would break its title over more lines, or where the whole names leave its text
# under BADGE_WHOLE_NAMES_SHARE of the size first names allow).
SHORT_NAMES_BELOW_PX = 11
SHORT_NAMES_GAIN_PX = 2
BADGE_WHOLE_NAMES_SHARE = 0.85


def first_names_read_better(whole_px: int, short_px: int) -> bool:
    """Whether text the whole names leave at ``whole_px`` reads better at ``short_px`` with first names."""
    return whole_px < SHORT_NAMES_BELOW_PX and short_px >= whole_px + SHORT_NAMES_GAIN_PX


def _qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.w, rect.h)


def fitted_font(text_lines: list[str], width: float, height: float, start_px: float,
                bold_first: bool = False, min_px: float = 8.0) -> QFont:
    """The largest font (up to ``start_px``) at which every line fits the box."""
    px = start_px
    font = QFont()
    first = True
    while True:
        font.setPixelSize(max(1, round(px)))
        metrics = QFontMetricsF(font)
        widest = max((metrics.horizontalAdvance(line) for line in text_lines), default=0.0)
        if bold_first and text_lines:
            bold = QFont(font)
            bold.setBold(True)
            widest = max(widest, QFontMetricsF(bold).horizontalAdvance(text_lines[0]))
        tall = metrics.lineSpacing() * max(1, len(text_lines))
        if (widest <= width and tall <= height) or px <= min_px:
            return font
        step = 1.0
        if first:
            # Text grows with its size: the sizes more than a little above the one that the widths
            # and heights found here scale to cannot fit, and are not tried (every plate and badge is
            # fitted on each layout, the first table's included).
            first = False
            scale = min(width / widest if widest > 0 else 1.0, height / tall if tall > 0 else 1.0)
            step = max(1.0, math.floor(px - px * scale) - SIZE_MARGIN_PX)
        px = max(px - step, min_px)   # 10.1 px stepped to 7.1 (drawn at 7) under a least size of 8


def _bold(font: QFont) -> QFont:
    bold = QFont(font)
    bold.setBold(True)
    return bold


def wrapped_lines(text: str, font: QFont, width: float) -> list[str]:
    """``text`` as it is when it fits ``width``, else broken at spaces into lines that do (a single word
    wider than ``width`` keeps a line of its own). A separator where the text breaks is left out: the
    break itself parts the two ("Hand 1" / "playing to 500"; round 37: "Hand 1 ·" read as cut short)."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) <= width:
        return [text]
    lines: list[str] = []
    words = text.split(" ")
    # A separator goes with the words before it, so that no line starts with one, and is dropped below.
    for i in range(len(words) - 1, 0, -1):
        if words[i] == "·":
            words[i - 1:i + 1] = [f"{words[i - 1]} ·"]
    for word in words:
        if lines and metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    if len(lines) == 2:
        # Not a full line and the bidder's name alone: after the label's colon ("High bid:" / "65 by
        # North") where that fits, else two lines of like width.
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        fitting = [pair for pair in splits if all(metrics.horizontalAdvance(line) <= width for line in pair)]
        if fitting:
            lines = list(min(fitting, key=lambda pair: (not pair[0].endswith((":", "·")),
                                                        max(metrics.horizontalAdvance(line) for line in pair))))
    return [line.removesuffix(" ·") for line in lines]


TALLY_LEAST_PX = 8   # the tally's text shrinks to fit beside its plate, but not below this
PLATE_LEAST_PX = 8   # nor a plate's name and note


def _elided(text: str, font: QFont, width: float) -> str:
    """``text``, or as much of it as fits ``width`` followed by "…" ("" where not even that fits)."""
    metrics = QFontMetricsF(font)
    if not text or metrics.horizontalAdvance(text) <= width:
        return text
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    return "" if shown in ("", "…") else shown


class NamePlate(QGraphicsObject):
    """A seat's name, what it called in the auction, and a glow when it is its turn."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self._short_name = ""
        self.detail = ""   # the note drawn: the whole one, or the short one where the whole would be cut
        self._whole_detail = self._short_detail = ""
        self.shown_name, self.shown_detail = name, ""   # as drawn: cut short with "…" where need be
        self.active = False
        self.side = Side.BOTTOM
        self._rect = QRectF(0, 0, 120, 24)
        self._place = QRectF(0, 0, 120, 24)   # the layout's plate; _rect may be wider for a long text
        self._room = 0.0
        self._font = QFont()
        self._small = QFont()
        # The side's tricks and card points this hand, in a small tab beside the plate (empty: none).
        self.tally = ""
        # The widest tally the seat could show this hand: where the tally goes is decided for it, so the
        # tab does not hop from one side of the plate to the other as the count grows (round 25).
        self._tally_widest = ""
        self._free = (0.0, 0.0)        # the free stretch of the plate's level, in the plate's coordinates
        self._hand_edge: float | None = None   # a side seat's hand's inner edge (see set_geometry)
        self._tally_rect = QRectF()
        self._tally_font = QFont()
        self._tally_off_level = False
        # A top seat's tally sent off its level: under the plate ("centre", "left", "right": lined up with
        # the plate's middle or one of its ends), or over it ("").
        self._tally_under = ""
        self.setZValue(900)
        # Cards fly over plates all the time: repaint them from a cached image.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_geometry(self, rect: Rect, side: Side, room: float = 0.0, free_left: float = 0.0,
                     free_right: float = 0.0, hand_edge: float | None = None) -> None:
        """The layout's plate, how wide it may grow (``room``) when its text needs more, and the free
        stretch of its level (scene x from ``free_left`` to ``free_right``) for the tally beside it.
        ``hand_edge``: a side seat's hand's edge toward the table's middle (scene x), which a tally under
        the plate keeps clear of."""
        self.prepareGeometryChange()
        self.setPos(rect.x, rect.y)
        self._place = QRectF(0, 0, rect.w, rect.h)
        self._rect = QRectF(self._place)
        self._room = room
        self._free = (free_left - rect.x, free_right - rect.x) if free_right > free_left else (0.0, rect.w)
        self._hand_edge = hand_edge - rect.x if hand_edge is not None else None
        self.side = side
        self._fit()

    def set_text(self, name: str, detail: str, short_name: str = "", short_detail: str = "") -> None:
        """``short_name`` (the first name) is drawn where the whole name would cut its note short (round 29:
        "Grandma Wilhelmina Josephine d…" for the dealer at 800x600); ``short_detail`` (the call without
        "dealer") where even then the note would be cut (round 32: "dealer · bid …" lost the bid)."""
        if (name, detail, short_name, short_detail) != (self.name, self._whole_detail, self._short_name,
                                                        self._short_detail):
            self.name, self.detail, self._short_name = name, detail, short_name
            self._whole_detail, self._short_detail = detail, short_detail
            self._fit()
            self.update()

    def set_tally(self, tally: str, widest: str = "") -> None:
        """The seat's tricks and points so far this hand, shown beside the plate; "" hides it. ``widest``,
        the longest tally the hand could bring, decides where it goes (the tally itself when not given)."""
        if (tally, widest) != (self.tally, self._tally_widest):
            self.tally, self._tally_widest = tally, widest
            self._fit()
            self.update()

    def _planned_tally(self) -> str:
        """The text where the tally goes is decided for: the widest it could be, once there is one."""
        return (self._tally_widest or self.tally) if self.tally else ""

    def narrow_free(self, left: float | None = None, right: float | None = None) -> None:
        """End the free stretch of the plate's level at scene x ``left`` or ``right`` if that is nearer:
        the stretch it shares with a neighbour's tally (until the next ``set_geometry``)."""
        low, high = self._free
        if left is not None:
            low = max(low, left - self.x())
        if right is not None:
            high = min(high, right - self.x())
        if (low, high) != self._free:
            self._free = (low, high)
            self._fit()
            self.update()

    def tally_between(self, other: NamePlate) -> bool:
        """Whether this plate's tally, beside it, lies toward ``other`` (a plate to one side of it)."""
        tally, plate = self.beside_tally_scene_rect(), self.plate_scene_rect()
        if other.plate_scene_rect().center().x() > plate.center().x():
            return tally.left() >= plate.right() - 1
        return tally.right() <= plate.left() + 1

    def set_tally_off_level(self, off: bool, under: str = "") -> None:
        """Put the tally off the plate's level (see ``_tally_geometry``) instead of beside it; a top seat's
        ``under`` its plate (lined up as ``under`` says) rather than over it, on its own hand."""
        if (off, under) != (self._tally_off_level, self._tally_under):
            self._tally_off_level, self._tally_under = off, under
            self._fit()
            self.update()

    def plate_scene_rect(self) -> QRectF:
        """The plate itself, with its turn glow, without the tally."""
        pad = self._rect.height() * GLOW_REACH
        return self.mapRectToScene(self._rect.adjusted(-pad, -pad, pad, pad))

    def tally_scene_rect(self) -> QRectF:
        """Where the tally is drawn (empty when there is none)."""
        return self.mapRectToScene(self._tally_rect) if self.tally else QRectF()

    def set_active(self, active: bool) -> None:
        if active != self.active:
            self.active = active
            self.update()

    def _fit(self) -> None:
        self.detail = self._whole_detail
        self._fit_names()
        if self._short_detail and self._short_detail != self.detail and self.shown_detail != self.detail:
            self.detail = self._short_detail
            self._fit_names()

    def _fit_names(self) -> None:
        self._widen()
        self._place_tally()
        self._fit_text(self.name)
        if not self._short_name or self._short_name == self.name:
            return
        cut = self.shown_name != self.name or self.shown_detail != self.detail
        whole_px = self._font.pixelSize()
        if not cut and whole_px >= SHORT_NAMES_BELOW_PX:
            return
        whole = (self.shown_name, self.shown_detail, self._font, self._small)
        self._fit_text(self._short_name)
        # Shrunk rather than cut, the whole name stays unless the first name is a good deal larger (round
        # 30: "Anna-Katharina von Musterhausen  bietet 65" at 9 px, the other plates at 13).
        if not cut and not first_names_read_better(whole_px, self._font.pixelSize()):
            self.shown_name, self.shown_detail, self._font, self._small = whole

    def _fit_text(self, name: str) -> None:
        h = self._rect.height()
        # Room as when the turn arrow shows, so the text never moves or collides when it does.
        room = self._rect.width() - h * 1.35
        # The name comes first (on a narrow table "repartidor · pujó 115" at 8 px ran over "Este"): the
        # note shrinks beside the whole name, then the name shrinks to let the note in at its least
        # size, and what still does not fit ends in "…" (the note first, the name only on the narrowest).
        gap = h * 0.4
        name_w, _ = self._natural_widths(name)
        small = fitted_font([self.detail], max(0.0, room - name_w - gap), h, h * 0.42, min_px=PLATE_LEAST_PX)
        note_w = QFontMetricsF(small).horizontalAdvance(self.detail) + gap if self.detail else 0.0
        name_room = room - note_w
        font = _bold(fitted_font([name], name_room, h, h * 0.52, bold_first=True, min_px=PLATE_LEAST_PX))
        self.shown_name = _elided(name, font, room)
        drawn_name = QFontMetricsF(font).horizontalAdvance(self.shown_name)
        self.shown_detail = _elided(self.detail, small, room - drawn_name - gap)
        self._font, self._small = font, small

    def _natural_widths(self, name: str | None = None) -> tuple[float, float]:
        """How wide the name (bold; the plate's own by default) and the note are at their usual sizes for the
        plate's height."""
        h = self._place.height()
        name = self.name if name is None else name
        name = QFontMetricsF(_bold(fitted_font([name], 1e6, h, h * 0.52))).horizontalAdvance(name)
        note = QFontMetricsF(fitted_font([self.detail], 1e6, h, h * 0.42)).horizontalAdvance(self.detail)
        return name, note

    def _widen(self) -> None:
        """Grow past the standard width, where the layout allows, until the name and the note fit at
        their usual sizes (on a narrow table "annonce 105" came out at 8 px, the name squeezed)."""
        place, h = self._place, self._place.height()
        name_w, detail_w = self._natural_widths()
        need = h * 1.35 + name_w + (detail_w + h * 0.4 if self.detail else 0.0)
        room = self._room
        if self.tally and not self._tally_off_level and self._tally_fits_beside(place.width()):
            # Leave the tally its room beside the plate: the note shrinks a little sooner. (Not for a tally
            # that goes off the level anyway: "Player 2" ran into "dealer · bid 115" for it.)
            room = min(room, self._free[1] - self._free[0] - self._tally_width(self._tally_px(), self._planned_tally())
                       - self._gap())
        width = max(place.width(), min(need + 2, room))
        if self.side is Side.LEFT:
            x = 0.0
        elif self.side is Side.RIGHT:
            x = place.width() - width
        else:
            x = (place.width() - width) / 2
        rect = QRectF(x, 0, width, h)
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect

    def _tally_fits_beside(self, plate_width: float) -> bool:
        """Whether the tally, at its least size, has room on either side of a plate this wide."""
        h = self._place.height()
        room = self._free[1] - self._free[0] - plate_width - 2 * (self._gap() + h * GLOW_REACH)
        return self._tally_width(TALLY_LEAST_PX, self._planned_tally()) <= room

    def _gap(self) -> float:
        return self._place.height() * 0.25

    def _tally_px(self) -> float:
        return self._place.height() * 0.42

    def _tally_width(self, px: float, text: str | None = None) -> float:
        text = self.tally if text is None else text
        if not text:
            return 0.0
        font = QFont()
        font.setPixelSize(max(1, round(px)))
        font.setBold(True)
        return QFontMetricsF(font).horizontalAdvance(text) + self._place.height() * 0.6

    def _place_tally(self) -> None:
        self.prepareGeometryChange()
        if not self.tally:
            self._tally_rect = QRectF()
            return
        self._tally_rect, self._tally_font = self._tally_geometry(self._tally_off_level, self._tally_under)

    def beside_tally_scene_rect(self) -> QRectF:
        """Where the tally would lie were it not sent off the plate's level (empty when there is none)."""
        return self.mapRectToScene(self._tally_geometry(False, planned=True)[0]) if self.tally else QRectF()

    def under_tally_scene_rect(self, under: str = "centre") -> QRectF:
        """Where the tally would lie sent off the level under the plate (empty when there is none)."""
        return self.mapRectToScene(self._tally_geometry(True, under, planned=True)[0]) if self.tally else QRectF()

    def _beside_room(self) -> tuple[bool, float]:
        """The side of the plate the tally goes to beside it (True: the right), and the room there."""
        h, gap = self._place.height(), self._gap()
        glow = h * GLOW_REACH   # the turn glow is not covered
        right_room = self._free[1] - self._rect.right() - gap - glow
        left_room = self._rect.left() - self._free[0] - gap - glow
        on_right = {Side.LEFT: True, Side.RIGHT: False}.get(self.side, right_room >= left_room)
        least = self._tally_width(TALLY_LEAST_PX, self._planned_tally())
        if least > (right_room if on_right else left_room) and least <= (left_room if on_right else right_room):
            on_right = not on_right
        return on_right, right_room if on_right else left_room

    def tally_fits_beside(self) -> bool:
        """Whether the tally fits beside the plate, on its level, at the least size."""
        return self._tally_width(TALLY_LEAST_PX, self._planned_tally()) <= self._beside_room()[1]

    def _tally_geometry(self, off_level: bool, under: str = "", planned: bool = False) -> tuple[QRectF, QFont]:
        """The tally's tab and font: level with the plate, on the side with more free room (toward the
        table's middle for a side seat), its text shrunk to the room that side leaves (at least 8 px).

        Where neither side has room even at 8 px, or ``off_level`` (the scene's word: it would lie on a
        neighbouring plate or tally, or five or six share the table), the tab goes off the plate's edge:
        under a side seat's plate (over it, it lay on the corner badge); under a top seat's where the
        scene finds it clear of the cards in the middle (``under``: lined up with the plate's middle or
        one of its ends), else over it, on the seat's own face-down hand; over the viewer's plate.
        ``planned``: the tab of the widest tally the hand could bring, for deciding where tallies go."""
        text = self._planned_tally() if planned else self.tally
        h, gap = self._place.height(), self._gap()
        glow = h * GLOW_REACH   # the turn glow is not covered
        on_right, room = self._beside_room()
        beside = self.tally_fits_beside() and not off_level
        px = self._tally_px()
        while px > TALLY_LEAST_PX and self._tally_width(px, text) > (room if beside else self._rect.width()):
            px -= 0.5
        font = QFont()
        font.setPixelSize(max(1, round(px)))
        font.setBold(True)
        width = self._tally_width(px, text)
        tab_h = h * 0.8
        if beside:
            x = self._rect.right() + gap + glow if on_right else self._rect.left() - gap - glow - width
            return QRectF(x, (h - tab_h) / 2, width, tab_h), font
        below = self.side in (Side.LEFT, Side.RIGHT) or (bool(under) and self.side is Side.TOP)
        y = h + glow + gap / 2 if below else -glow - gap / 2 - tab_h
        x = {"left": self._rect.left(), "right": self._rect.right() - width}.get(
            under if self.side is Side.TOP else "", self._rect.center().x() - width / 2)
        # A side seat's hand hangs below its plate at the table's edge: a tally with no room beside the
        # plate keeps to the plate's end toward the middle (round 27: centred, it lay on the hand's top
        # cards of a narrow table). One sent onto the hand (five or six players) stays on its middle.
        edge = self._hand_edge
        if not off_level and self.side is Side.LEFT:
            x = max(self._rect.right() - width, edge + gap if edge is not None else -math.inf)
        elif not off_level and self.side is Side.RIGHT:
            x = min(self._rect.left(), edge - gap - width if edge is not None else math.inf)
        return QRectF(x, y, width, tab_h), font

    def boundingRect(self) -> QRectF:  # noqa: N802
        pad = self._rect.height() * GLOW_REACH
        box = self._rect.adjusted(-pad, -pad, pad, pad)
        return box.united(self._tally_rect) if self.tally else box

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        r = self._rect
        radius = r.height() / 2
        if self.active:
            # A soft glow: a few widening, fading outlines (cheaper than a blur effect).
            for i in range(GLOW_STEPS, 0, -1):
                grow = i * r.height() * GLOW_REACH / GLOW_STEPS
                glow = QColor(TURN_GOLD)
                glow.setAlpha(int(90 / i))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(glow)
                painter.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        painter.setBrush(PLATE_FILL if not self.active else QColor(60, 44, 6, 220))
        painter.setPen(QPen(TURN_GOLD if self.active else QColor(255, 255, 255, 60), 2.0 if self.active else 1.0))
        painter.drawRoundedRect(r, radius, radius)
        h = r.height()
        text_left = r.left() + h * 0.45
        if self.active:
            # A small arrow at the left, pointing at the hand of the seat to act.
            painter.setBrush(TURN_GOLD)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawPolygon(self._arrow(QPointF(r.left() + h * 0.55, r.center().y()), h * 0.22))
            text_left = r.left() + h * 0.95
        text_rect = QRectF(text_left, r.top(), r.right() - text_left - h * 0.4, h)
        if self.shown_detail:
            painter.setFont(self._small)
            painter.setPen(PLATE_SUBTEXT if not self.active else TURN_GOLD)
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.shown_detail)
        painter.setFont(self._font)
        painter.setPen(PLATE_TEXT)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.shown_name)
        if self.tally:
            self._paint_tally(painter)

    def _paint_tally(self, painter: QPainter) -> None:
        tab = self._tally_rect
        painter.setBrush(BADGE_FILL)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1.0))
        painter.drawRoundedRect(tab, tab.height() / 2, tab.height() / 2)
        painter.setFont(self._tally_font)
        painter.setPen(PLATE_TEXT)
        painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, self.tally)

    def _arrow(self, centre: QPointF, size: float) -> QPolygonF:
        """A triangle pointing toward the seat's hand (down for the viewer, up for the top...)."""
        directions = {Side.BOTTOM: (0, 1), Side.TOP: (0, -1), Side.LEFT: (0, 1), Side.RIGHT: (0, 1)}
        dx, dy = directions[self.side]
        tip = QPointF(centre.x() + dx * size, centre.y() + dy * size)
        # The base is perpendicular to the direction.
        bx, by = -dy * size, dx * size
        back = QPointF(centre.x() - dx * size, centre.y() - dy * size)
        return QPolygonF([tip, QPointF(back.x() + bx, back.y() + by), QPointF(back.x() - bx, back.y() - by)])


class Badge(QGraphicsObject):
    """A corner panel of a few lines: the bid and trump, or the scores."""

    def __init__(self, align_right: bool = False) -> None:
        super().__init__()
        self.lines: list[str] = []
        self._short_lines: list[str] = []   # the same lines with shorter names, for a badge too small for these
        # The texts the badge keeps room for, one for one with those two: each line at the widest it may
        # become while the badge stays ("South & North: 135 of 135" for "…: 0 of 135").
        self._room: list[str] = []
        self._short_room: list[str] = []
        self._shown_lines: list[str] = []   # the room of the one of the two that is drawn, which it is fitted to
        self._drawn_lines: list[str] = []   # the one of the two that is drawn
        self.align_right = align_right
        self._rect = QRectF(0, 0, 150, 60)
        self._font = QFont()
        self._bold = QFont()
        self._title_lines: list[str] = []   # the bold title, broken into lines only when too wide at 8 px
        self.setZValue(950)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_geometry(self, rect: Rect) -> None:
        self.prepareGeometryChange()
        self.setPos(rect.x, rect.y)
        self._rect = QRectF(0, 0, rect.w, rect.h)
        self._fit()

    def set_lines(self, lines: list[str], short_lines: list[str] | None = None,
                  room: list[str] | None = None, short_room: list[str] | None = None) -> None:
        """``short_lines``: the same lines, one for one, with the players' names shortened: drawn instead
        where the whole names would make the text much smaller or cut a line short (round 27: long
        names on an 800x600 table left "Grandma Wilhel…ana: 25 of 140" at the least size). ``room`` and
        ``short_room``: for a line that changes while the badge stands, the widest text it may become, so
        that the size and the names chosen hold (round 37: the bid badge went from "South & North: 0 of
        135" to "Taken: 15 of 135" and a smaller size at the first trick)."""
        short_lines = short_lines or lines
        rows = [(line, short, wide or line, short_wide or wide or short)
                for line, short, wide, short_wide in zip(lines, short_lines, room or lines, short_room or short_lines)
                if line]
        if rows:   # the title is wrapped to fit, never given room: it is drawn from its fitted lines
            rows[0] = (rows[0][0], rows[0][1], rows[0][0], rows[0][1])
        columns = [list(column) for column in zip(*rows)] or [[], [], [], []]
        if columns != [self.lines, self._short_lines, self._room, self._short_room]:
            self.lines, self._short_lines, self._room, self._short_room = columns
            self._fit()
            self.update()

    def _columns(self) -> int:
        """Long lists (scores of five or six players) go in two columns under the title."""
        return 2 if len(self._shown_lines) > 4 else 1

    def _rows(self, lines: list[str] | None = None) -> list[list[str]]:
        """The fitted lines (or ``lines``, as many) in rows: the title's lines, then one or two columns."""
        lines = self._shown_lines if lines is None else lines
        if not lines:
            return []
        title, rest = lines[0], lines[1:]
        titles = [[line] for line in (self._title_lines or [title])]
        if self._columns() == 1:
            return titles + [[line] for line in rest]
        half = (len(rest) + 1) // 2
        return titles + [[rest[i]] + ([rest[i + half]] if i + half < len(rest) else []) for i in range(half)]

    def _title_rows(self) -> int:
        return len(self._title_lines) if self._shown_lines else 0

    def _fit(self) -> None:
        self._shown_lines, self._drawn_lines = self._room, self.lines
        self._fit_shown()
        if self._short_lines == self.lines and self._short_room == self._room:
            return
        whole_px, whole_cut, whole_title = self._font.pixelSize(), self._cuts_a_line(), self._title_rows()
        self._shown_lines, self._drawn_lines = self._short_room, self._short_lines
        self._fit_shown()
        # The whole names unless they cost a line its middle, leave the text small where first names
        # would make it a good deal larger, or break the title over more lines (round 30: "Höchstgebot: 65
        # von / Anna-Katharina von / Musterhausen" took three). Unlike a plate's, also at a size that is not
        # small: "Bid: 60 by Annabelle Longname" came out at 16 px where "Annabelle" had room for 22 (round 35).
        short_px = self._font.pixelSize()
        small = first_names_read_better(whole_px, short_px) or whole_px < BADGE_WHOLE_NAMES_SHARE * short_px
        if not (whole_cut or small or whole_title > self._title_rows()):
            self._shown_lines, self._drawn_lines = self._room, self.lines
            self._fit_shown()

    def _cuts_a_line(self) -> bool:
        titles = self._title_rows()
        return any(shown != row for shown, row in zip(self._elided(self._shown_lines)[titles:], self._rows()[titles:]))

    def _fit_shown(self) -> None:
        self._title_lines = self._shown_lines[:1]
        pad = self._padding()
        start = min(self._rect.height() * 0.22, 22.0)
        rows = self._rows()
        columns = self._columns()
        gutter = pad
        cells = [row[0] for row in rows[:1]] + [cell for row in rows[1:] for cell in row]
        room_w = self._rect.width() - 2 * pad
        cell_w = (room_w - gutter * (columns - 1)) / columns
        body = cells[1:] or cells
        # fitted_font stacks all its lines; in two columns only half of them stand one above another (six
        # players' scores came out at 8 px in a badge with room for 12).
        stacked = len(body) / max(1, len(rows) - len(self._title_lines)) if len(cells) > 1 else 1.0
        font = fitted_font(body, cell_w, (self._rect.height() - 2 * pad) * stacked, start, min_px=8.0)
        # A title a little too wide for that size ("Bid: 140 by South" once "Trump: Green" is short) takes
        # the text a little smaller rather than a line of its own for the bidder's name.
        if cells:
            one_line = fitted_font(cells[:1], room_w, self._rect.height(), font.pixelSize(), bold_first=True)
            fits = QFontMetricsF(_bold(one_line)).horizontalAdvance(cells[0]) <= room_w   # not just the smallest size
            if fits and one_line.pixelSize() >= font.pixelSize() * TITLE_SHRINK_MAX:
                font.setPixelSize(one_line.pixelSize())
        # The title spans the whole badge and must fit too. A long one ("Apuesta más alta: 65 de Norte")
        # is broken at spaces when the badge has the height for it, so the badge keeps the size of the
        # others; shrunk to one line only when it has not. Even at the smallest size it may be wider than
        # a narrow badge, and is broken then rather than its end, the bidder's name, cut off.
        # Smaller a pixel at a time, the title wrapped again at each size, until every row fits (going
        # straight to the size that put the title on one line left "Fin de la partida · a 500 puntos"
        # at 8 px where 13 px in two lines fitted); a title on one line is still preferred at a size
        # not much smaller.
        best = self._largest_fitting(font.pixelSize(), room_w, pad, one_title_line=False)
        single = self._largest_fitting(font.pixelSize(), room_w, pad, one_title_line=True)
        one_line = single is not None and (single >= best * TITLE_SHRINK_MAX or single >= TITLE_ONE_LINE_PX)
        font.setPixelSize(single if one_line else best)
        self._title_lines = wrapped_lines(cells[0], _bold(font), room_w) if cells else []
        self._font = font
        self._bold = _bold(font)

    def _largest_fitting(self, start_px: int, room_w: float, pad: float, one_title_line: bool) -> int | None:
        """The largest size up to ``start_px`` (8 at the least) at which the rows, the title wrapped to
        ``room_w``, fit the badge's height; with ``one_title_line``, only sizes that keep the title on one
        line count (``None`` if none does)."""
        font = QFont()
        for px in range(start_px, 7, -1):
            font.setPixelSize(px)
            self._title_lines = wrapped_lines(self._shown_lines[0], _bold(font), room_w) if self._shown_lines else []
            if one_title_line and len(self._title_lines) > 1:
                continue
            if len(self._rows()) * QFontMetricsF(font).lineSpacing() <= self._rect.height() - 2 * pad or px == 8:
                return px if not one_title_line or len(self._title_lines) <= 1 else None
        return None if one_title_line else 8

    def _padding(self) -> float:
        return max(6.0, self._rect.height() * 0.1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def _panel(self, lines: list[str] | None = None) -> tuple[QRectF, float]:
        """The drawn panel (it shrinks to its text, so short texts leave no empty slab) and a cell's width;
        for ``lines``, or the lines the badge is fitted to. Drawn, it shrinks to the lines drawn, not to the
        room kept for them: "South & North: 0 of 105" stood in a slab wide enough for "…: 888, bid made"."""
        pad = self._padding()
        rows = self._rows(lines)
        columns = self._columns()
        metrics = QFontMetricsF(self._font)
        used_h = metrics.lineSpacing() * len(rows) + 2 * pad
        titles = self._title_rows()
        widest_cell = max((metrics.horizontalAdvance(c) for row in rows[titles:] for c in row), default=0.0)
        widest_title = max(QFontMetricsF(self._bold).horizontalAdvance(row[0]) for row in rows[:titles])
        widest = max(widest_title, widest_cell * columns + pad * (columns - 1))
        used_w = min(self._rect.width(), widest + 2 * pad)
        x = self._rect.right() - used_w if self.align_right else self._rect.left()
        panel = QRectF(x, self._rect.top(), used_w, min(self._rect.height(), used_h))
        return panel, (panel.width() - 2 * pad - pad * (columns - 1)) / columns

    def shown_rows(self) -> list[list[str]]:
        """The rows as drawn: a line too long even at the least size ("Grandma Wilhelmina Josep & North: 35")
        loses its middle, not its end, which is the score (round 24: the score was cut off)."""
        return self._elided(self._drawn_lines)

    def _elided(self, lines: list[str]) -> list[list[str]]:
        """``lines`` in their rows, each cut in the middle where wider than its cell in their panel."""
        rows = self._rows(lines)
        if not rows:
            return []
        _panel, cell_w = self._panel(lines)
        metrics = QFontMetricsF(self._font)
        titles = self._title_rows()

        def shown(text: str) -> str:
            # The panel is as wide as its widest line; taking the padding off again can leave the cell a
            # hair narrower than that line (125.37499… for 125.375), which elided it (round 26: "South &
            # Nor…: 30 of 130" in a badge with room to spare).
            if metrics.horizontalAdvance(text) <= cell_w + 0.01:
                return text
            return metrics.elidedText(text, Qt.TextElideMode.ElideMiddle, cell_w)

        return [row if i < titles else [shown(c) for c in row] for i, row in enumerate(rows)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self._shown_lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pad = self._padding()
        panel, cell_w = self._panel(self._drawn_lines)
        step = QFontMetricsF(self._font).lineSpacing()
        titles = self._title_rows()
        painter.setPen(QPen(QColor(255, 255, 255, 50), 1.0))
        painter.setBrush(BADGE_FILL)
        painter.drawRoundedRect(panel, pad, pad)
        y = panel.top() + pad
        inner = panel.width() - 2 * pad
        for i, row in enumerate(self.shown_rows()):
            painter.setFont(self._bold if i < titles else self._font)
            painter.setPen(PLATE_TEXT if i < titles else PLATE_SUBTEXT)
            for j, cell in enumerate(row):
                w = inner if i < titles else cell_w
                cx = panel.left() + pad + j * (cell_w + pad)
                painter.drawText(QRectF(cx, y, w, step), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, cell)
            y += step


class DropZone(QGraphicsObject):
    """The trick area, outlined while a card is dragged and lit when the card is over it."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.hot = False
        self.allowed = True
        self.setZValue(5)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_geometry(self, rect: Rect) -> None:
        self.prepareGeometryChange()
        self._rect = _qrect(rect)

    def set_hot(self, hot: bool) -> None:
        if hot != self.hot:
            self.hot = hot
            self.update()

    def set_allowed(self, allowed: bool) -> None:
        """False while the dragged card may not be played: the zone says no instead of lighting up."""
        if allowed != self.allowed:
            self.allowed = allowed
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        radius = min(self._rect.width(), self._rect.height()) * 0.08
        if not self.allowed:
            self._paint_refusal(painter, radius)
            return
        colour = QColor(TURN_GOLD if self.hot else QColor(255, 255, 255))
        colour.setAlpha(220 if self.hot else 110)
        pen = QPen(colour, 3.0 if self.hot else 2.0, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        fill = QColor(TURN_GOLD)
        fill.setAlpha(45 if self.hot else 0)
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(self._rect, radius, radius)

    def _paint_refusal(self, painter: QPainter, radius: float) -> None:
        """A red dotted outline and, over the zone, a "no entry" sign: this card cannot go here."""
        colour = QColor(REFUSE_RED)
        colour.setAlpha(230 if self.hot else 150)
        painter.setPen(QPen(colour, 3.0 if self.hot else 2.0, Qt.PenStyle.DotLine))
        fill = QColor(REFUSE_RED)
        fill.setAlpha(40 if self.hot else 0)
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(self._rect, radius, radius)
        if not self.hot:
            return
        size = min(self._rect.width(), self._rect.height()) * 0.22
        centre = self._rect.center()
        sign = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
        painter.setPen(QPen(colour, max(3.0, size * 0.12)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(sign)
        inset = size * 0.5 * (1 - 0.7071)
        painter.drawLine(sign.topLeft() + QPointF(inset, inset), sign.bottomRight() - QPointF(inset, inset))


class CountLabel(QGraphicsObject):
    """A small round count (cards left in the draw pile)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self._size = 24.0
        self.setZValue(800)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, size: float) -> None:
        self.prepareGeometryChange()
        self.text, self._size = text, size
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        s = self._size
        return QRectF(-s, -s / 2, 2 * s, s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        font = QFont()
        font.setPixelSize(max(8, round(self._size * 0.6)))
        font.setBold(True)
        width = QFontMetricsF(font).horizontalAdvance(self.text) + self._size * 0.7
        rect = QRectF(-width / 2, -self._size / 2, width, self._size)
        path = QPainterPath()
        path.addRoundedRect(rect, self._size / 2, self._size / 2)
        painter.fillPath(path, BADGE_FILL)
        painter.setPen(PLATE_TEXT)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class TrickBanner(QGraphicsObject):
    """A short note by a finished trick: who won it. Centred on its position, with a pointer to the card it
    speaks of when it lies apart from it (a label right of the trick read as the right-hand seat's, round 24)."""

    def __init__(self, edge: QColor = TURN_GOLD) -> None:
        super().__init__()
        self.text = ""
        self._edge = QColor(edge)
        self._size = 24.0
        self._width = 0.0
        self._font = QFont()
        self._tail = QPolygonF()   # the pointer, in item coordinates (empty when there is none)
        self.setZValue(1500)   # over the trick's cards
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str, size: float) -> None:
        self.prepareGeometryChange()
        self.text, self._size = text, size
        self._font = QFont()
        self._font.setPixelSize(max(9, round(size * 0.55)))
        self._font.setBold(True)
        self._width = QFontMetricsF(self._font).horizontalAdvance(text) + size * 0.9
        self._tail = QPolygonF()
        self.update()

    @property
    def width(self) -> float:
        return self._width

    def point_at(self, card: QRectF | None) -> None:
        """Point from the rim to ``card`` (a scene rectangle), or nowhere (``None``, a card the label touches,
        or one too far off to point at past others). Set after the label is placed: the pointer runs from
        where it lies."""
        self.prepareGeometryChange()
        self._tail = QPolygonF()
        body = self._body()
        if card is not None and not self.mapRectToScene(body).adjusted(-3, -3, 3, 3).intersects(card):
            local = self.mapRectFromScene(card)
            target = QPointF(min(max(0.0, local.left()), local.right()), min(max(0.0, local.top()), local.bottom()))
            self._tail = self._tail_toward(body, target)
        self.update()

    def pointer_tip(self) -> QPointF | None:
        """The pointer's tip in scene coordinates (None when there is none)."""
        return self.mapToScene(self._tail[1]) if not self._tail.isEmpty() else None

    def _body(self) -> QRectF:
        return QRectF(-self._width / 2, -self._size / 2, self._width, self._size)

    def _tail_toward(self, body: QRectF, target: QPointF) -> QPolygonF:
        """A small triangle from the body's rim to ``target``: from an end where the target lies beyond the
        label's ends, else from its top or bottom edge above or below the target."""
        radius = body.height() / 2
        if target.x() < body.left() + radius or target.x() > body.right() - radius:
            base = QPointF(body.left() + radius if target.x() < 0 else body.right() - radius, 0.0)
            start = QPointF(body.left() if target.x() < 0 else body.right(), 0.0)
        else:
            base = QPointF(target.x(), 0.0)
            start = QPointF(target.x(), body.top() if target.y() < 0 else body.bottom())
        dx, dy = target.x() - base.x(), target.y() - base.y()
        length = math.hypot(dx, dy)
        if length < 1:
            return QPolygonF()
        ux, uy = dx / length, dy / length
        reach = math.hypot(start.x() - base.x(), start.y() - base.y())
        tip_len = length - reach - 1
        if not 3 <= tip_len <= self._size:
            return QPolygonF()   # touching the card, or too far from it to point without crossing others
        half = self._size * 0.24
        tip = QPointF(start.x() + ux * tip_len, start.y() + uy * tip_len)
        # The triangle's base lies inside the body, so the outline joins it without a seam.
        inner = QPointF(start.x() - ux * half, start.y() - uy * half)
        return QPolygonF([QPointF(inner.x() - uy * half, inner.y() + ux * half), tip,
                          QPointF(inner.x() + uy * half, inner.y() - ux * half)])

    def boundingRect(self) -> QRectF:  # noqa: N802
        rect = self._body()
        if not self._tail.isEmpty():
            rect = rect.united(self._tail.boundingRect())
        return rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self._body()
        path = QPainterPath()
        path.addRoundedRect(rect, self._size / 2, self._size / 2)
        if not self._tail.isEmpty():
            tail = QPainterPath()
            tail.addPolygon(self._tail)
            tail.closeSubpath()
            path = path.united(tail)
        painter.fillPath(path, QColor(8, 22, 14, 225))
        painter.setPen(QPen(self._edge, 2.0))
        # The view does not save the painter's state between items (DontSavePainterState): without this the
        # outline filled the banner with the brush a banded card had left (round 33: a teal refusal note).
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(PLATE_TEXT)
        painter.setFont(self._font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
