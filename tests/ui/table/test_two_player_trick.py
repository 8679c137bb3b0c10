"""Two players' trick cards lie side by side, both readable, at every window size."""

from __future__ import annotations

import pytest

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.phases import Phase
from rookdesk.ui.table.layout import Rect, compute_layout, rotated_half_extents

from .conftest import Table

MAX_JITTER = 6 * 0.9   # the scene's largest tilt of a trick card


def box(x: float, y: float, w: float, h: float, degrees: float) -> Rect:
    hx, hy = rotated_half_extents(w, h, degrees)
    return Rect(x - hx, y - hy, 2 * hx, 2 * hy)


def overlap(a: Rect, b: Rect) -> float:
    w = min(a.right, b.right) - max(a.x, b.x)
    h = min(a.bottom, b.bottom) - max(a.y, b.y)
    return max(0.0, w) * max(0.0, h)


@pytest.mark.parametrize("size", [(760, 560), (800, 600), (1024, 768), (1366, 768), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("draw_pile", [False, True])
def test_two_trick_cards_do_not_cover_each_other(size, draw_pile):
    lay = compute_layout(*size, 2, draw_pile=draw_pile)
    w, h = lay.table_w, lay.table_h
    mine, theirs = lay.trick_pose(0), lay.trick_pose(1)
    assert mine.x < theirs.x and mine.y > theirs.y   # the viewer's card lower left
    for tilt_a in (-MAX_JITTER, MAX_JITTER):
        for tilt_b in (-MAX_JITTER, MAX_JITTER):
            a, b = box(mine.x, mine.y, w, h, tilt_a), box(theirs.x, theirs.y, w, h, tilt_b)
            assert overlap(a, b) == 0.0, (size, a, b)
            # Both cards lie in the drop zone, clear of the nest/discards and the draw pile.
            for card in (a, b):
                d = lay.drop_rect
                assert d.x <= card.x and card.right <= d.right
                assert lay.nest_x + w / 2 < card.x
                if draw_pile:
                    assert card.right < lay.pile_x - w / 2
    for rect in lay.all_rects():
        assert rect.x >= 0 and rect.right <= size[0]
    if draw_pile:
        assert lay.nest_x - w / 2 >= 0 and lay.face_up_x + w / 2 <= size[0]


def test_a_real_two_player_trick_shows_both_index_corners(qtbot):
    table = Table(qtbot, 760, 560)
    game = table.start("two-hand-standard", seed=4, viewer=0)
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) == 1, seed=4)
    table.scene.set_animation_speed("normal")
    game.apply(RandomPlayer(game.to_act).choose(choice_for(game)))
    qtbot.waitUntil(lambda: table.scene.trick_winner_shown() is not None, timeout=3000)   # the full trick, held
    first, second = (table.scene.card_item(c.id).sceneBoundingRect() for c in game.tricks[-1].cards)
    common = first.intersected(second)
    assert common.width() * common.height() < 0.05 * first.width() * first.height()
