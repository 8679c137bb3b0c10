"""Two players: the trick and the draw-pile group (pile, count, face-up card) read as two groups.

A played card lying next to the pile looked like part of it; at least half a table card's width
of clear felt must separate every trick card, tilted either way, from the pile group.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.phases import Phase
from rookdesk.ui.table.decor import CountLabel
from rookdesk.ui.table.layout import Rect, compute_layout, rotated_half_extents

from .conftest import Table

MAX_JITTER = 6 * 0.9   # the scene's largest tilt of a trick card
BIGGEST_PILE = 21      # the two-player presets leave 20 (standard) and 17 (Rook deck) cards to draw
# Scene sizes: the table inside the smallest, a middling and a full-HD window, and whole views that big.
SIZES = [(760, 391), (760, 560), (800, 431), (1100, 611), (1100, 780), (1366, 600), (1920, 911), (1920, 1080)]


def apart(a: QRectF | Rect, b: QRectF | Rect) -> float:
    """Clear distance between two boxes along the axis that separates them (negative: overlap)."""
    ax, ay, aw, ah = (a.x(), a.y(), a.width(), a.height()) if isinstance(a, QRectF) else (a.x, a.y, a.w, a.h)
    bx, by, bw, bh = (b.x(), b.y(), b.width(), b.height()) if isinstance(b, QRectF) else (b.x, b.y, b.w, b.h)
    dx = max(bx - (ax + aw), ax - (bx + bw))
    dy = max(by - (ay + ah), ay - (by + bh))
    return max(dx, dy)


def box(x: float, y: float, w: float, h: float, degrees: float) -> Rect:
    hx, hy = rotated_half_extents(w, h, degrees)
    return Rect(x - hx, y - hy, 2 * hx, 2 * hy)


@pytest.mark.parametrize("size", SIZES)
def test_layout_keeps_the_pile_group_half_a_card_from_the_trick(size):
    lay = compute_layout(*size, 2, draw_pile=True)
    w, h = lay.table_w, lay.table_h
    group = [box(p.x, p.y, w, h, 0.0) for p in lay.pile_poses(BIGGEST_PILE)]
    group.append(box(lay.face_up_x, lay.face_up_y, w, h, 0.0))
    for rel in (0, 1):
        for tilt in (-MAX_JITTER, MAX_JITTER):
            pose = lay.trick_pose(rel, tilt)
            card = box(pose.x, pose.y, w, h, tilt)
            for part in group:
                assert apart(card, part) >= w / 2, (size, rel, tilt, card, part)
    # The group stays on the table, right of the trick, and the nest stays left of it.
    assert lay.face_up_x + w / 2 <= lay.centre.right and lay.nest_x - w / 2 >= 0
    assert lay.nest_x < lay.trick_x < lay.pile_x < lay.face_up_x


def scene_card_box(table: Table, key: str) -> QRectF:
    item = table.scene.card_item(key)
    assert item is not None, key
    return item.mapRectToScene(item.card_rect())


@pytest.mark.parametrize("preset_name", ["two-hand-standard", "two-hand-rook"])
@pytest.mark.parametrize("size", [(760, 391), (760, 560), (1100, 780), (1920, 1080)])
def test_a_full_trick_on_the_table_stands_clear_of_the_pile(qtbot, preset_name, size):
    table = Table(qtbot, *size)
    game = table.start(preset_name, seed=6, viewer=0)
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) == 1 and g.face_up is not None
                     and len(g.pile) > 4, seed=6)
    table.scene.set_animation_speed("normal")
    game.apply(RandomPlayer(game.to_act).choose(choice_for(game)))
    qtbot.waitUntil(lambda: table.scene.trick_winner_shown() is not None, timeout=3000)   # the full trick, held
    scene = table.scene
    lay = scene.table_layout()
    assert scene.sceneRect().size().toTuple() == size
    trick_ids = [c.id for c in game.tricks[-1].cards]
    trick = [scene_card_box(table, key) for key in trick_ids]
    hands = set(scene.hand_keys(0)) | set(scene.hand_keys(1))
    face_up = scene.visible_face_up_cards() - hands - set(trick_ids)
    assert len(face_up) == 1
    group = [scene_card_box(table, key) for key in face_up]
    pile = [item for item in scene.items() if item.isVisible() and hasattr(item, "card_rect")
            and not item.is_face_up and abs(item.x() - lay.pile_x) < lay.table_w / 2
            and abs(item.y() - lay.pile_y) < lay.table_w / 2]
    assert len(pile) == len(game.pile)
    group += [item.mapRectToScene(item.card_rect()) for item in pile]
    group += [item.sceneBoundingRect() for item in scene.items() if isinstance(item, CountLabel) and item.isVisible()]
    gap = lay.table_w / 2
    for card in trick:
        for part in group:
            assert apart(card, part) >= gap, (size, card, part)
    for part in group:
        assert scene.sceneRect().contains(part)
