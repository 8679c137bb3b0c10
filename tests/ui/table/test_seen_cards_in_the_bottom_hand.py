"""Round 26: under a hot-seat curtain the bottom hand's cards that everyone had seen taken (the draw pile's
face-up cards) stood a card's width and more apart, the rest of the hand packed to one side. They keep the
hand's even spacing there; a small hand at the top or the side still gives them room for their index."""

from __future__ import annotations

from rookdesk.engine.phases import Phase

from .conftest import Table


def _gaps(scene, seat: int) -> list[float]:
    xs = sorted(scene.card_item(key).pos().x() for key in scene.hand_keys(seat))
    return [b - a for a, b in zip(xs, xs[1:])]


def test_seen_cards_keep_the_bottom_hand_s_spacing(qtbot) -> None:
    table = Table(qtbot, 1100, 700)
    game = table.start("two-hand-rook", seed=4, viewer=None)
    table.scene.face_seat(0)
    table.play_until(lambda g: g.phase is Phase.PLAY and len(table.scene._state.known[0]) >= 2
                     and len(table.scene._state.known[1]) >= 1, seed=2)
    scene = table.scene
    bottom = _gaps(scene, 0)
    assert max(bottom) <= min(bottom) * 1.2 + 0.5, bottom
    top = _gaps(scene, 1)   # the seat across: its seen card has room of its own
    assert max(top) > min(top) * 2, top
    assert game.phase is Phase.PLAY
