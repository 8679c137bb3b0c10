"""A won trick's label lies by the winning card, not always on the same side of the trick (round 24: right
of the trick, beside East's card, "West wins the trick" read as East's), and its pointer, when it has one,
ends at the winning card."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QRectF

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.events import TrickWon
from rookdesk.engine.phases import Phase

from .conftest import Table


def _gap(a: QRectF, b: QRectF) -> float:
    """The distance between two rectangles (0 where they touch or overlap)."""
    dx = max(b.left() - a.right(), a.left() - b.right(), 0.0)
    dy = max(b.top() - a.bottom(), a.top() - b.bottom(), 0.0)
    return math.hypot(dx, dy)


@pytest.mark.parametrize("preset_name", ["partners-cutthroat", "two-hand-rook"])
@pytest.mark.parametrize(("width", "height"), [(800, 600), (1100, 780), (1920, 1080)])
def test_the_label_is_nearer_the_winner_than_the_card_across_from_it(qtbot, preset_name, width, height) -> None:
    table = Table(qtbot, width, height)
    game = table.start(preset_name, seed=4, viewer=0)
    players = [RandomPlayer(10 + i) for i in range(game.rules.players)]
    scene, banner = table.scene, table.scene._trick_banner
    won_events: list[TrickWon] = []
    game.subscribe(lambda event: won_events.append(event) if isinstance(event, TrickWon) else None)
    checked, sides, gaps = 0, set(), []
    while checked < 2 * (game.rules.tricks_per_hand - 1) and not game.is_over:
        before = len(won_events)
        game.apply(players[game.to_act].choose(choice_for(game)))
        if len(won_events) == before or game.phase is not Phase.PLAY:
            continue   # no trick won, or the hand's last one (its summary follows)
        trick = game.tricks[-1]
        qtbot.waitUntil(lambda: scene.trick_winner_shown() is not None, timeout=3000)
        across = trick.seats[(trick.seats.index(trick.winner) + len(trick.seats) // 2) % len(trick.seats)]
        cards = dict(zip(trick.seats, trick.cards))
        label = banner.mapRectToScene(banner._body())
        won = scene.card_item(cards[trick.winner].id).sceneBoundingRect()
        other = scene.card_item(cards[across].id).sceneBoundingRect()
        assert _gap(label, won) < _gap(label, other), (trick.winner, label, won, other)
        gaps.append(_gap(label, won) / label.height())
        tip = banner.pointer_tip()
        if tip is not None:
            assert won.adjusted(-2, -2, 2, 2).contains(tip), (tip, won)
        sides.add((label.center().x() > won.center().x(), label.center().y() > won.center().y()))
        checked += 1
    assert checked >= game.rules.tricks_per_hand - 1
    assert len(sides) > 1, sides   # not always on one side of the winning card
    # Beside the winning card, not across the trick from it (round 25: a top card's label lay right of the
    # right-hand seat's card, 110 px away).
    assert max(gaps) <= 1.0, gaps
