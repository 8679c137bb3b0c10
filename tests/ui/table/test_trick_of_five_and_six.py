"""Play test round 16: five and six players' trick cards lie each in front of its seat and spread as wide as
the table's middle allows, so that every card shows an index corner whoever played last (six cards lay in
one pile, the last ones over the others' indices)."""

from __future__ import annotations

import itertools

import pytest

from rookdesk.ui.table.card_item import INDEX_H, INDEX_W
from rookdesk.ui.table.layout import Rect, Side, card_height, compute_layout

# Scene sizes; (1366, 618) and (1100, 610) are the tables of 1366x768 and 1100x760 windows (round 30).
SIZES = [(800, 600), (1000, 720), (1100, 760), (1280, 800), (1920, 1080), (1366, 618), (1100, 610)]
SIX_APART_SIZES = [(1280, 800), (1920, 1080), (1366, 618), (1100, 610)]


def card_boxes(players: int, size: tuple[int, int]) -> list[Rect]:
    lay = compute_layout(*size, players)
    w, h = lay.table_w, card_height(lay.table_w)
    return [Rect(p.x - w / 2, p.y - h / 2, w, h) for p in (lay.trick_pose(rel) for rel in range(players))]


def corners(card: Rect) -> tuple[Rect, Rect]:
    w, h = card.w * INDEX_W, card.h * INDEX_H
    return Rect(card.x, card.y, w, h), Rect(card.right - w, card.bottom - h, w, h)


@pytest.mark.parametrize("players", [5, 6])
@pytest.mark.parametrize("size", SIZES)
def test_every_trick_card_keeps_an_index_in_sight(players, size) -> None:
    cards = card_boxes(players, size)
    for rel, card in enumerate(cards):
        others = [c for other, c in enumerate(cards) if other != rel]
        assert any(not any(corner.intersects(c) for c in others) for corner in corners(card)), (rel, size)
    # Room enough for all apart: five from 1000x720; six where the middle is wide for its height.
    if size >= (1000, 720) if players == 5 else size in SIX_APART_SIZES:
        for a, b in itertools.permutations(range(players), 2):
            assert not any(corner.intersects(cards[a]) for corner in corners(cards[b])), (a, b, size)


@pytest.mark.parametrize("players", [5, 6])
def test_each_trick_card_lies_toward_its_seat(players) -> None:
    lay = compute_layout(1100, 760, players)
    for rel, place in enumerate(lay.seats):
        pose = lay.trick_pose(rel)
        dx, dy = pose.x - lay.trick_x, pose.y - lay.trick_y
        if place.side is Side.BOTTOM:
            assert dy > 0 and abs(dx) < 1
        elif place.side in (Side.LEFT, Side.RIGHT):
            assert (dx < 0) == (place.side is Side.LEFT) and abs(dy) < 1
        else:   # the top seats' cards above the middle, in the seats' order from left to right
            assert dy < 0
            assert (pose.x - lay.trick_x) * (place.edge_x - lay.trick_x) >= 0 or abs(place.edge_x - lay.trick_x) < 1
