"""Where everything on the table goes: pure geometry, no Qt.

One :class:`TableLayout` is computed per scene size and player count. Seats
are counted relative to the viewer (0 = the viewer at the bottom, then
clockwise: left, top, right, as players sit round a real table). Every pose
is the centre of a card plus its rotation in degrees (clockwise, as Qt), so
card items rotate about their centre.

Sizes are quantised (card widths to multiples of 4 px) so that a window being
dragged bigger or smaller reuses the same few pixmap sizes from the cache
instead of rendering new ones for every pixel.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import Enum

CARD_ASPECT = 7 / 5  # height over width, as in card_art (kept here so layout needs no Qt)
TRICK_WIDEN = 1.25   # the trick's ellipse is wider than tall, as cards are taller than wide
PILE_APART = 0.75    # felt between the trick's drop zone and the draw pile, in table-card widths
SMALL_BADGE_W = 190   # the widest a badge takes of a small table's larger share (see compute_layout)


@dataclass(frozen=True, slots=True)
class Pose:
    """A card's centre and its rotation in degrees (clockwise)."""

    x: float
    y: float
    rotation: float = 0.0


@dataclass(frozen=True, slots=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def intersects(self, other: Rect) -> bool:
        return self.x < other.right and other.x < self.right and self.y < other.bottom and other.y < self.bottom

    def contains_point(self, x: float, y: float) -> bool:
        return self.x <= x <= self.right and self.y <= y <= self.bottom

    def united(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)


class Side(Enum):
    """The table edge a seat sits at; the value is the rotation of its cards."""

    BOTTOM = 0
    LEFT = 90
    TOP = 180
    RIGHT = 270


@dataclass(frozen=True, slots=True)
class SeatPlace:
    """One seat's place: the edge point its hand leans on and the room along the edge."""

    side: Side
    edge_x: float        # the middle of the hand, on the table edge
    edge_y: float
    span: float          # room for the hand along the edge
    plate: Rect          # the name plate
    plate_room: float = 0.0   # how wide the plate may grow for a long name and note (0: not at all)
    # The free stretch of the plate's level, from the nearest plate or badge (or the margin) on its left
    # to the one on its right: the plate's tricks-and-points tally goes beside it, within this.
    free_left: float = 0.0
    free_right: float = 0.0


def quantise(value: float, step: int, low: int) -> int:
    return max(low, int(value // step) * step)


def card_height(width: float) -> int:
    return round(width * CARD_ASPECT)


def rotated_half_extents(w: float, h: float, degrees: float) -> tuple[float, float]:
    """Half width and half height of the box around a w x h card turned by ``degrees``."""
    a = math.radians(degrees)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    return (w * c + h * s) / 2, (w * s + h * c) / 2


# Five and six players: where each seat's trick card lies round the middle, in degrees (0 = right, 90 =
# down): the side seats' straight out, the top seats' spread over the upper half, so that no two cards
# share a column (evenly round the ellipse, six players' side and top-corner cards lay one over the other).
_TRICK_ANGLES: dict[int, tuple[float, ...]] = {
    5: (90.0, 180.0, 230.0, 285.0, 0.0),
    6: (90.0, 180.0, 230.0, 268.0, 324.0, 0.0),
}

# Six players on a table wide enough that cards 60 degrees apart on the ellipse stand SIX_APART card
# widths apart: the top corners a third of the way from the top middle to the side seats, and no card
# covers another (round 30: at 324 degrees the top right card lay over most of the right seat's, only
# its index in sight). On a narrower table the angles above keep an index of each in sight.
_SIX_APART_ANGLES = (90.0, 180.0, 240.0, 270.0, 300.0, 0.0)
SIX_APART = 1.05

# Seat sides and, for the top edge, the share of the top band, by player count
# (relative seats from the viewer, clockwise).
_ARRANGEMENTS: dict[int, tuple[Side, ...]] = {
    2: (Side.BOTTOM, Side.TOP),
    3: (Side.BOTTOM, Side.LEFT, Side.RIGHT),
    4: (Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT),
    5: (Side.BOTTOM, Side.LEFT, Side.TOP, Side.TOP, Side.RIGHT),
    6: (Side.BOTTOM, Side.LEFT, Side.TOP, Side.TOP, Side.TOP, Side.RIGHT),
}


def fan(count: int, w: float, h: float, span: float, max_step: float, degrees_per_card: float,
        max_degrees: float, max_drop: float) -> list[Pose]:
    """Poses of ``count`` overlapping cards in an arc, in the hand's own frame.

    The frame's x runs along the hand and +y points at the player; the middle
    card is at the origin, the outer cards drop toward the player and turn
    outward, like cards held in a fan. The step shrinks so the hand fits in
    ``span``; the arc flattens as the hand grows so it never curls.
    """
    if count <= 0:
        return []
    step = max_step if count == 1 else min(max_step, max(1.0, (span - w) / (count - 1)))
    per_card = min(degrees_per_card, max_degrees / max(1, count - 1) * 2) if count > 1 else 0.0
    if count > 1:
        # A long hand on a wide table would sag: flatten the arc so the ends drop at most max_drop.
        x_max = step * (count - 1) / 2
        per_card = min(per_card, math.degrees(2 * step * max_drop / (x_max * x_max)))
    poses = _arc(count, step, per_card)
    for _ in range(4):
        # Turned cards stick out further than upright ones: tighten until the fan fits.
        left, _, right, _ = fan_extent(poses, w, h)
        if right - left <= span + 0.01 or count == 1:
            break
        step = max(1.0, step - (right - left - span) / (count - 1))
        poses = _arc(count, step, per_card)
    return poses


def _arc(count: int, step: float, per_card: float) -> list[Pose]:
    poses = []
    for i in range(count):
        t = i - (count - 1) / 2
        angle = t * per_card
        x = t * step
        # The arc's radius follows from step and angle: a card at distance x
        # along the hand sits x^2 / 2R lower, R = step / angle.
        drop = 0.0 if per_card == 0 else x * x / (2 * (step / math.radians(per_card)))
        poses.append(Pose(x, drop, angle))
    return poses


def fan_extent(poses: list[Pose], w: float, h: float) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of a fan in its own frame."""
    left = top = math.inf
    right = bottom = -math.inf
    for p in poses:
        hx, hy = rotated_half_extents(w, h, p.rotation)
        left, right = min(left, p.x - hx), max(right, p.x + hx)
        top, bottom = min(top, p.y - hy), max(bottom, p.y + hy)
    return left, top, right, bottom


@dataclass(frozen=True)
class TableLayout:
    """Geometry of one table size; build it with :func:`compute_layout`."""

    width: float
    height: float
    players: int
    margin: float
    gap: float
    card_w: int          # the viewer's hand
    card_h: int
    small_w: int         # other players' backs
    small_h: int
    table_w: int         # trick, nest, pile, face-up card
    table_h: int
    mini_w: int          # set-aside (discarded) cards
    mini_h: int
    lift: float          # how far a hovered or selected card rises
    plate_w: float
    plate_h: float
    seats: tuple[SeatPlace, ...]
    centre: Rect         # the room between the hands
    trick_x: float
    trick_y: float
    trick_offset: float
    drop_rect: Rect
    nest_x: float
    nest_y: float
    pile_x: float
    pile_y: float
    face_up_x: float
    face_up_y: float
    bid_badge: Rect
    score_badge: Rect
    trick_rise: float = 0.0   # two players: how much higher the opponent's trick card lies
    trick_widen: float = TRICK_WIDEN   # three or more: how much wider than tall the trick's ellipse is
    trick_stagger: float = 0.0   # four: North's card this far right of the middle, South's this far left

    # Hands ---------------------------------------------------------------

    def hand_size_of(self, rel: int) -> tuple[int, int]:
        return (self.card_w, self.card_h) if rel == 0 else (self.small_w, self.small_h)

    def hand_poses(self, rel: int, count: int) -> list[Pose]:
        """Card poses of relative seat ``rel`` holding ``count`` cards (left to right for the viewer)."""
        place = self.seats[rel]
        w, h = self.hand_size_of(rel)
        if rel == 0:
            poses = fan(count, w, h, place.span, w * 0.62, 2.2, 24.0, w * 0.2)
        else:
            # Other hands lie straight: quarter-turned pixmaps paint pixel for pixel, which
            # keeps a full table cheap to repaint (backs need no arc to read as a hand).
            poses = fan(count, w, h, place.span, w * 0.34, 0.0, 0.0, 0.0)
        if not poses:
            return []
        _, _, _, bottom = fan_extent(poses, w, h)
        theta = math.radians(place.side.value)
        c, s = math.cos(theta), math.sin(theta)
        out = []
        for p in poses:
            lx, ly = p.x, p.y - bottom  # the lowest point of the fan touches the edge
            out.append(Pose(place.edge_x + lx * c - ly * s, place.edge_y + lx * s + ly * c,
                            (p.rotation + place.side.value) % 360))
        if place.side in (Side.LEFT, Side.RIGHT):
            # Side hands hang from just under their name plate instead of floating mid-edge.
            top = min(q.y - rotated_half_extents(w, h, q.rotation)[1] for q in out)
            shift = place.plate.bottom + self.gap - top
            out = [Pose(q.x, q.y + shift, q.rotation) for q in out]
        return out

    def hand_rect(self, rel: int, count: int) -> Rect | None:
        """The box round a hand (for tests and for where a taken trick goes)."""
        poses = self.hand_poses(rel, count)
        if not poses:
            return None
        w, h = self.hand_size_of(rel)
        box: Rect | None = None
        for p in poses:
            hx, hy = rotated_half_extents(w, h, p.rotation)
            r = Rect(p.x - hx, p.y - hy, 2 * hx, 2 * hy)
            box = r if box is None else box.united(r)
        return box

    def seat_point(self, rel: int) -> tuple[float, float]:
        """Where cards going to a seat (a taken trick) head for: the middle of its hand."""
        place = self.seats[rel]
        w, h = self.hand_size_of(rel)
        if place.side in (Side.LEFT, Side.RIGHT):
            inward = h / 2 if place.side is Side.LEFT else -h / 2
            return place.edge_x + inward, place.plate.bottom + self.gap + place.span / 4
        theta = math.radians(place.side.value)
        return place.edge_x + math.sin(theta) * h / 2, place.edge_y - math.cos(theta) * h / 2

    # Table cards ---------------------------------------------------------

    def trick_pose(self, rel: int, jitter: float = 0.0) -> Pose:
        """A card played by relative seat ``rel`` lies off the centre toward that seat.

        Up to four players each card lies straight toward its seat's table edge;
        five and six round an ellipse as wide as the middle allows, each in front
        of its seat (see _TRICK_ANGLES), so even six cards show their indices. Two
        players' cards lie side by side instead (the viewer's lower left, the
        opponent's upper right): one above the other, the second would hide the
        first's index corner.
        """
        if self.players == 2:
            toward = -1.0 if rel == 0 else 1.0
            return Pose(self.trick_x + toward * self.trick_offset, self.trick_y - toward * self.trick_rise, jitter)
        dx, dy = self._toward(rel)
        off = self.trick_offset
        # North's card and South's overlap a little: set apart sideways, neither covers the other's index.
        stagger = {0: -self.trick_stagger, 2: self.trick_stagger}.get(rel, 0.0) if self.players == 4 else 0.0
        return Pose(self.trick_x + dx * off * self.trick_widen + stagger, self.trick_y + dy * off, jitter)

    def _toward(self, rel: int) -> tuple[float, float]:
        """The unit direction from the middle of the table toward relative seat ``rel``.

        Up to four players, straight at the table edge the seat sits at: spread evenly round the ellipse,
        three players' side cards lay two thirds of the way up to the top, where no one sits, and West's
        card read as lying top centre (play test). Five and six: the side seats' straight out, the top
        seats' spread over the upper half (_TRICK_ANGLES).
        """
        if self.players <= 4:
            side = self.seats[rel].side
            return {Side.BOTTOM: (0.0, 1.0), Side.LEFT: (-1.0, 0.0), Side.TOP: (0.0, -1.0),
                    Side.RIGHT: (1.0, 0.0)}[side]
        angles = _TRICK_ANGLES[self.players]
        if self.players == 6 and self.trick_offset * self.trick_widen * (1 - math.cos(math.radians(60))) \
                >= self.table_w * SIX_APART:
            angles = _SIX_APART_ANGLES
        angle = math.radians(angles[rel])
        return math.cos(angle), math.sin(angle)

    def draw_pose(self, rel: int) -> Pose:
        """A card of the draw for the first deal, drawn by relative seat ``rel``: round the middle,
        toward the seat, and (unlike a trick's cards) clear of one another, so every rank can be read."""
        if self.players == 2:
            return self.trick_pose(rel)
        dx, dy = self._toward(rel)
        w, h = self.table_w, card_height(self.table_w)
        return Pose(self.trick_x + dx * w * 1.15, self.trick_y + dy * h * 0.6, 0.0)

    def stack_poses(self, x: float, y: float, count: int, spread: float = 0.6) -> list[Pose]:
        """A squared-up stack, each card a hair up and left of the one below (bottom first)."""
        return [Pose(x - i * spread, y - i * spread, 0.0) for i in range(count)]

    def nest_poses(self, count: int) -> list[Pose]:
        return self.stack_poses(self.nest_x, self.nest_y, count, 1.2)

    def pile_poses(self, count: int) -> list[Pose]:
        return self.stack_poses(self.pile_x, self.pile_y, count, 0.5)

    def face_up_pose(self) -> Pose:
        return Pose(self.face_up_x, self.face_up_y, 0.0)

    def discard_poses(self, count: int) -> list[Pose]:
        """Set-aside cards: a small, slightly untidy pile where the nest was."""
        x = self.nest_x
        y = self.nest_y
        return [Pose(x + (i - (count - 1) / 2) * self.mini_w * 0.16, y, (i - (count - 1) / 2) * 7.0)
                for i in range(count)]

    def deck_pose(self) -> Pose:
        """Where the deal comes from."""
        return Pose(self.trick_x, self.trick_y, 0.0)

    def all_rects(self) -> list[Rect]:
        """Every fixed rectangle (plates, badges, drop zone), for bounds checks."""
        return [s.plate for s in self.seats] + [self.bid_badge, self.score_badge, self.drop_rect]


def compute_layout(width: float, height: float, players: int, draw_pile: bool = False) -> TableLayout:
    """The table's geometry for a scene of ``width`` x ``height`` and 2..6 players."""
    if players not in _ARRANGEMENTS:
        raise ValueError(f"the table seats 2 to 6 players, not {players}")
    width, height = max(width, 320.0), max(height, 240.0)
    sides = _ARRANGEMENTS[players]
    margin = max(6.0, round(min(width, height) * 0.012))
    gap = max(4.0, round(min(width, height) * 0.012))
    card_w = quantise(min(width / 7.6, height / 6.0, 260), 4, 40)
    card_h = card_height(card_w)
    small_ratio = 0.58 if players <= 4 else 0.5
    small_w = quantise(card_w * small_ratio, 2, 24)
    small_h = card_height(small_w)
    table_w = quantise(card_w * 0.86, 4, 36)
    table_h = card_height(table_w)
    mini_w = quantise(card_w * 0.5, 2, 20)
    mini_h = card_height(mini_w)
    lift = round(card_h * 0.13)
    plate_h = float(min(34, max(22, round(height * 0.042))))
    plate_w = float(min(240, max(116, round(width * 0.14))))
    # A small table's badges take a larger share of its width: at 800 px a fifth left the scores at 10 px
    # beside a bid at 14 (round 35); the top hand in the middle has room to spare there.
    badge_w = float(min(330, max(150, round(width * 0.19), min(SMALL_BADGE_W, round(width * 0.23)))))
    badge_h = float(min(140, max(64, round(height * 0.125))))
    bid_badge = Rect(margin, margin, badge_w, badge_h)
    score_badge = Rect(width - margin - badge_w, margin, badge_w, badge_h)

    # How deep each band is (from its edge inward), with a fixed allowance for
    # the arc so that name plates do not jump as hands shrink.
    small_depth = small_h + small_w * 0.12
    # The viewer's fan: its outer cards drop up to 0.2 card widths and, turned, stand taller
    # (0.29 in all); a raised card rises by the whole lift and must still clear the plate.
    bottom_depth = card_h + card_w * 0.29 + lift
    bottom_band_top = height - margin - bottom_depth - gap - plate_h
    has_top = Side.TOP in sides
    has_sides = Side.LEFT in sides
    top_band_bottom = margin + small_depth + gap + plate_h if has_top else margin
    side_top = bid_badge.bottom + gap
    side_bottom = bottom_band_top - gap
    side_depth = small_depth

    seats: list[SeatPlace] = []
    top_seats = [i for i, s in enumerate(sides) if s is Side.TOP]
    top_left = bid_badge.right + gap
    top_right = score_badge.x - gap
    top_share = (top_right - top_left) / max(1, len(top_seats))
    for rel, side in enumerate(sides):
        if side is Side.BOTTOM:
            x, y = width / 2, height - margin
            span = width - 2 * margin
            plate = Rect(x - plate_w / 2, height - margin - bottom_depth - gap - plate_h, plate_w, plate_h)
        elif side is Side.TOP:
            k = top_seats.index(rel)
            x, y = top_left + top_share * (k + 0.5), margin
            span = top_share - 2 * gap  # room between hands for their shadows
            plate = Rect(x - plate_w / 2, margin + small_depth + gap, plate_w, plate_h)
        else:
            room = side_bottom - side_top
            span = room - plate_h - gap
            y = side_top + plate_h + gap + span / 2
            x = margin if side is Side.LEFT else width - margin
            column_mid = margin + side_depth / 2
            px = column_mid - plate_w / 2 if side is Side.LEFT else width - column_mid - plate_w / 2
            inset = margin + plate_h * 0.25  # room for the turn glow
            px = min(max(px, inset), width - inset - plate_w)
            plate = Rect(px, side_top, plate_w, plate_h)
        seats.append(SeatPlace(side, x, y, max(span, small_w), plate))

    seats = [_with_plate_room(place, seats, (bid_badge, score_badge), width, margin, gap) for place in seats]

    left = margin + side_depth + gap if has_sides else margin
    right = width - left
    centre = Rect(left, top_band_bottom + gap, right - left, max(40.0, bottom_band_top - gap - top_band_bottom - gap))
    trick_x, trick_y = centre.centre
    # More players: the cards sit further out so each stays readable. Three or four: North's card and
    # South's apart as far as the middle of the table allows (at 0.34 North's hid South's index).
    trick_offset = round(table_h * (0.34 if players <= 4 else 0.58))
    if players in (3, 4):
        trick_offset = round(max(trick_offset, min(table_h * 0.55, centre.h / 2 - table_h / 2 - gap)))
    trick_rise = 0.0
    trick_widen = TRICK_WIDEN
    trick_stagger = 0.0
    if players == 2:
        # Side by side with a clear gap even when both cards tilt, a little apart in height.
        trick_offset = round(table_w * 0.62)
        trick_rise = round(table_h * 0.1)
        half_w = table_w / 2 + trick_offset + gap * 2
        half_h = min(table_h / 2 + trick_rise + gap * 2, centre.h / 2)
    else:
        # Up to four players the side seats' cards lie clear of the top and bottom ones where the table
        # is wide enough (at 800x600 the cross hid all of South's card but a corner); the nest keeps
        # its place beside the trick.
        # Half an index's width each way, and room for the cards' slight tilts.
        trick_stagger = round(table_w * 0.2 + 2) if players == 4 else 0.0
        clear = (table_w * 1.08 + trick_stagger) / max(trick_offset, 1)
        room = centre.w / 2 - table_w * 1.5 - gap * 6 - table_w / 2
        if players >= 5:
            # Wide enough that the side seats' cards clear the top corners' (half the ellipse's width
            # apart), as the table's middle allows.
            clear = table_w * 2.3 / max(trick_offset, 1)
        trick_widen = max(TRICK_WIDEN, min(clear, room / max(trick_offset, 1)))
        half_w = table_w / 2 + trick_offset * trick_widen + gap * 2
        half_h = min(table_h / 2 + trick_offset + gap * 2, centre.h / 2)
    drop_rect = Rect(trick_x - half_w, trick_y - half_h, 2 * half_w, 2 * half_h)
    nest_x = drop_rect.x - gap * 2 - table_w / 2
    # The draw pile and its face-up card are a group of their own, well clear of the trick, or a
    # played card would read as part of the pile.
    pile_x = drop_rect.right + round(table_w * PILE_APART) + table_w / 2
    face_up_x = pile_x + table_w + gap * 2
    if draw_pile and face_up_x + table_w / 2 > centre.right:
        # Narrow table: keep the pile and its face-up card inside, the trick shifts left.
        shift = face_up_x + table_w / 2 - centre.right
        trick_x -= shift
        drop_rect = Rect(drop_rect.x - shift, drop_rect.y, drop_rect.w, drop_rect.h)
        nest_x -= shift
        pile_x -= shift
        face_up_x -= shift
    return TableLayout(
        width=width, height=height, players=players, margin=margin, gap=gap,
        card_w=card_w, card_h=card_h, small_w=small_w, small_h=small_h,
        table_w=table_w, table_h=table_h, mini_w=mini_w, mini_h=mini_h, lift=lift,
        plate_w=plate_w, plate_h=plate_h, seats=tuple(seats), centre=centre,
        trick_x=trick_x, trick_y=trick_y, trick_offset=trick_offset, drop_rect=drop_rect,
        nest_x=nest_x, nest_y=trick_y, pile_x=pile_x, pile_y=trick_y,
        face_up_x=face_up_x, face_up_y=trick_y, bid_badge=bid_badge, score_badge=score_badge,
        trick_rise=trick_rise, trick_widen=trick_widen, trick_stagger=trick_stagger,
    )


PLATE_GROWTH = 1.7   # a plate grows to at most this many times its width for its text


def _with_plate_room(place: SeatPlace, seats: list[SeatPlace], badges: tuple[Rect, ...], width: float,
                     margin: float, gap: float) -> SeatPlace:
    """``place`` with the width its plate may take when its name and note need more than the standard
    width ("Maximiliane" and "annonce 105" on a narrow table): up to the nearest plate or badge level
    with it, growing from the table's edge for a side seat, and both ways about its middle otherwise."""
    plate = place.plate

    def level(r: Rect) -> bool:
        return r.y < plate.bottom and plate.y < r.bottom

    plates = [s.plate for s in seats if s is not place and level(s.plate)]
    fixed = [r for r in badges if level(r)]
    # A neighbouring plate may grow toward this one too: each takes at most half the gap between them
    # (round 31: five players beside the docked score sheet, "Maximilian" grew over "Anna-Katharina").
    left_limit = max([margin] + [r.right + gap for r in fixed if r.right <= plate.x + 1]
                     + [(r.right + plate.x + gap) / 2 for r in plates if r.right <= plate.x + 1])
    right_limit = min([width - margin] + [r.x - gap for r in fixed if r.x >= plate.right - 1]
                      + [(r.x + plate.right - gap) / 2 for r in plates if r.x >= plate.right - 1])
    if place.side is Side.LEFT:
        room = right_limit - plate.x
    elif place.side is Side.RIGHT:
        room = plate.right - left_limit
    else:
        middle = plate.x + plate.w / 2
        room = 2 * min(middle - left_limit, right_limit - middle)
    return replace(place, plate_room=max(plate.w, min(room, plate.w * PLATE_GROWTH)),
                   free_left=left_limit, free_right=right_limit)


def relative_seat(seat: int, bottom_seat: int, players: int) -> int:
    """Position of ``seat`` counted clockwise from the seat at the bottom."""
    return (seat - bottom_seat) % players
