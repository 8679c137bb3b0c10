"""While a finished trick is held, the winning card lies on top and its label hides little of the trick."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.phases import Phase
from rookdesk.ui.table import CardItem

from .conftest import Table

SIZES = [(760, 560), (1920, 1080)]


def _hold_a_trick_not_won_by_its_last_card(qtbot, width: int, height: int):
    """A four-player trick held on the table whose winner played before the last card."""
    for seed in range(1, 40):
        table = Table(qtbot, width, height)
        game = table.start("partners-cutthroat", seed=seed, viewer=0)
        table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) == 3, seed=seed)
        table.scene.set_animation_speed("slow")
        game.apply(RandomPlayer(game.to_act).choose(choice_for(game)))
        trick = game.tricks[-1]
        if trick.seats.index(trick.winner) == len(trick.cards) - 1:
            table.view.close()
            continue
        qtbot.waitUntil(lambda: table.scene.trick_winner_shown() is not None, timeout=3000)
        return table, trick
    raise AssertionError("no seed gave a trick won before its last card")


def _covered(banner: QRectF, rect: QRectF) -> float:
    common = banner.intersected(rect)
    return 0.0 if common.isEmpty() else common.width() * common.height() / (rect.width() * rect.height())


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_winning_card_is_raised_over_the_trick(qtbot, width, height) -> None:
    """On top, so its ring and face are seen whole; but not over another card's index (a play test at
    800x600 found North's ringed card over South's index): then it stays where it lay."""
    from rookdesk.ui.table.card_item import RING

    table, trick = _hold_a_trick_not_won_by_its_last_card(qtbot, width, height)
    scene = table.scene
    winner_id, _ = scene.trick_winner_shown()
    winner = scene.card_item(winner_id)
    others = [scene.card_item(c.id) for c in trick.cards if c.id != winner_id]
    reach = winner.mapToScene(winner.card_rect().adjusted(-RING, -RING, RING, RING))
    below = [o for o in others if o.zValue() < winner.zValue()]
    # No index under the winning card once it is raised (or lying where it was).
    assert not any(reach.intersects(corner) for other in below for corner in other.index_corner_shapes())
    if width >= 1920:   # room enough: raised over the whole trick, its face in sight
        assert below == others
        centre = winner.sceneBoundingRect().center()
        top = next(i for i in scene.items(centre) if isinstance(i, CardItem))
        assert top is winner


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_label_leaves_the_index_corners_clear(qtbot, width, height) -> None:
    table, trick = _hold_a_trick_not_won_by_its_last_card(qtbot, width, height)
    scene = table.scene
    banner = scene._trick_banner.sceneBoundingRect()
    for card in trick.cards:
        for corner in scene.card_item(card.id).index_corners():
            assert _covered(banner, corner) < 0.1, card.id
    # And the label stays on the table.
    assert scene.sceneRect().contains(banner)

