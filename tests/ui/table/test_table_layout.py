"""Table geometry: everything inside the table, hands apart, at small and large windows."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from rookdesk.engine.phases import Phase
from rookdesk.ui.table.demo import demo_rules
from rookdesk.ui.table.layout import Rect, compute_layout

from .conftest import Table

SIZES = [(800, 600), (1920, 1080)]


def inside(rect: Rect, width: float, height: float) -> bool:
    return rect.x >= 0 and rect.y >= 0 and rect.right <= width and rect.bottom <= height


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", SIZES)
def test_layout_geometry_fits_and_hands_do_not_overlap(players, size):
    """For the largest hands a seat can hold, hands, plates and badges stay on the table and apart."""
    width, height = size
    layout = compute_layout(width, height, players, draw_pile=players == 2)
    biggest = {2: 14, 3: 19, 4: 15, 5: 13, 6: 10}[players]
    rects = [layout.hand_rect(rel, biggest) for rel in range(players)]
    for rect in rects + layout.all_rects():
        assert rect is not None and inside(rect, width, height), rect
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b), (a, b)
    plates = [s.plate for s in layout.seats]
    for a, b in itertools.combinations(plates + [layout.bid_badge, layout.score_badge], 2):
        assert not a.intersects(b), (a, b)
    for rel, hand in enumerate(rects):
        for other, plate in enumerate(plates):
            assert not hand.intersects(plate) or rel == other, (rel, other)
        assert not hand.intersects(layout.drop_rect)
        assert not hand.intersects(layout.bid_badge) and not hand.intersects(layout.score_badge)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", SIZES)
def test_scene_items_inside_and_hands_apart_mid_hand(qtbot, players, size):
    """A real game mid-hand: every item is inside the scene and no two hands touch."""
    table = Table(qtbot, *size)
    rules = demo_rules("two-hand-standard" if players == 2 else "partners-cutthroat",
                       None if players in (2, 4) else players)
    from rookdesk.engine.game import Game
    game = Game(rules, 5)
    table.scene.new_game(rules, [s.name for s in game.seats])
    table.scene.set_viewer(0)
    game.subscribe(table.scene.handle_event)
    game.start()
    table.game = game
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) >= 1, seed=5)
    scene = table.scene
    bounds = scene.sceneRect()
    assert (bounds.width(), bounds.height()) == size
    for item in scene.items():
        if item.isVisible():
            assert bounds.contains(item.sceneBoundingRect()), (item, item.sceneBoundingRect())
    hand_boxes = []
    for seat in range(players):
        box = QRectF()
        for key in scene.hand_keys(seat):
            box = box.united(scene.card_item(key).sceneBoundingRect())
        hand_boxes.append(box)
    for a, b in itertools.combinations(hand_boxes, 2):
        assert not a.intersects(b), (a, b)
    assert table.counts_match()


def test_layout_scales_with_the_window():
    small = compute_layout(800, 600, 4)
    big = compute_layout(1920, 1080, 4)
    assert big.card_w > small.card_w * 1.5
    assert small.card_w % 4 == 0 and big.card_w % 4 == 0
    # Dragging a window edge by a pixel or two keeps the same card size (and cached pixmaps).
    assert compute_layout(801, 601, 4).card_w == small.card_w
