"""Play test round 15: each card of a trick lies toward the player who played it.

With three players the seats' directions were spread evenly round an ellipse, so West's card lay two
thirds of the way up to the top edge, where nobody sits, and read as lying top centre. Up to four
players a card now lies straight toward its seat's table edge: West's left of the middle, East's right
of it, South's below; each clear of the others' index corners and of the badges and name plates.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from rookdesk.engine.events import CardPlayed, Event, TrickWon
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import RuleSet, rules_from_dict
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.table.layout import Side, compute_layout, relative_seat

from .driver import Tally, make_window, step

STRAIGHT = 0.25   # a card's sideways drift from the line toward its seat, per unit of distance


def three_handed() -> RuleSet:
    data = preset("partners-cutthroat").to_dict()
    data.update(name="Three", players=3, partnerships=False, hand_size=13, nest_size=6, spread=None)
    return rules_from_dict(data, complete=True)


def toward_its_side(side: Side, dx: float, dy: float) -> bool:
    along, across = {Side.LEFT: (-dx, dy), Side.RIGHT: (dx, dy), Side.BOTTOM: (dy, dx), Side.TOP: (-dy, dx)}[side]
    return along > 0 and abs(across) <= STRAIGHT * along


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(640, 380), (784, 430), (1100, 580), (1280, 740), (1920, 1000)])
def test_each_trick_card_lies_straight_toward_its_seat(players, size):
    lay = compute_layout(*size, players)
    for rel, place in enumerate(lay.seats):
        pose = lay.trick_pose(rel)
        dx, dy = pose.x - lay.trick_x, pose.y - lay.trick_y
        # Four players' North and South cards are set a little apart sideways, so neither hides an index.
        dx -= {Side.BOTTOM: -lay.trick_stagger, Side.TOP: lay.trick_stagger}.get(place.side, 0.0)
        assert toward_its_side(place.side, dx, dy), (size, players, rel, place.side, dx, dy)


class TrickRecorder:
    """Where each card of the tricks won so far lies on the table, seen from the seat at the bottom."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.played_by: dict[str, int] = {}
        self.tricks: list[dict[int, QRectF]] = []   # seat: the card's box
        self.problems: list[str] = []
        window.controller.eventShown.connect(self.on_event)

    def on_event(self, event: Event) -> None:
        if isinstance(event, CardPlayed):
            self.played_by[event.card.id] = event.seat
        elif isinstance(event, TrickWon) and self.window.scene.viewer() is not None:
            self.record(event)

    def record(self, trick: TrickWon) -> None:
        scene = self.window.scene
        lay = scene.table_layout()
        fixed = [QRectF(r.x, r.y, r.w, r.h) for r in (lay.bid_badge, lay.score_badge, *(s.plate for s in lay.seats))]
        items = {self.played_by[c.id]: scene.card_item(c.id) for c in trick.cards}
        boxes = {}
        for seat, item in items.items():
            box = item.mapRectToScene(item.card_rect())
            boxes[seat] = box
            rel = relative_seat(seat, scene.viewer(), lay.players)
            side = lay.seats[rel].side
            centre = box.center()
            if not toward_its_side(side, centre.x() - lay.trick_x, centre.y() - lay.trick_y):
                self.problems.append(f"seat {seat} ({side.name})'s card lies at {centre.toTuple()}, "
                                     f"not toward its seat from {(lay.trick_x, lay.trick_y)}")
            if any(box.intersects(r) for r in fixed):
                self.problems.append(f"seat {seat}'s card runs into a badge or a name plate")
            # No card of the trick lies over another one's index corner.
            for other in items.values():
                if other is not item and other.zValue() > item.zValue():
                    shape = other.mapToScene(other.card_rect())
                    if any(shape.intersects(corner) for corner in item.index_corner_shapes()):
                        self.problems.append(f"seat {seat}'s index is covered by {other.card_id}")
        self.tricks.append(boxes)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_three_players_cards_lie_toward_them_in_the_real_window(qtbot, size):
    window = make_window(qtbot)   # animations off: a won trick lies where it was played until the next lead
    window.resize(*size)
    recorder = TrickRecorder(window)
    people = [SeatSetup("Ann", "human"), SeatSetup("Bob", "easy"), SeatSetup("Cy", "easy")]
    window.start_game(three_handed(), people, seed=4)
    tally = Tally()
    for turn in range(200):
        if len(recorder.tricks) >= 3:
            break
        step(qtbot, window, tally, turn)
    assert len(recorder.tricks) >= 3 and sum(tally.plays.values()) >= 2, (recorder.tricks, tally)
    assert not recorder.problems, recorder.problems[:4]
    west, east = 1, 2   # seen from Ann at the bottom: Bob on her left, Cy on her right
    for boxes in recorder.tricks:
        assert boxes[west].right() < boxes[0].left() + 1 and boxes[east].left() > boxes[0].right() - 1, boxes
