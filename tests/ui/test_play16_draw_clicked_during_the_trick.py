"""Play test round 16: in two-handed Rook with a draw pile, a click on the pile (or the face-up card) while
the trick just won is still on show ends that look and takes the card as soon as the person may draw:
the first click was swallowed and the pile needed a second one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.events import CardDrawn
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset

from .driver import card_point, make_window, seats


def _won_trick_on_show(qtbot, window) -> None:
    """Play (as the person, at random) until a trick the person won is held on the table, the pile
    waiting for the person's draw."""
    c, person = window.controller, RandomPlayer(3)
    for _ in range(300):
        qtbot.waitUntil(lambda: window.scene.trick_winner_shown() is not None
                        or c.awaiting == 0 and c.choice is not None, timeout=10000)
        held = window.scene.trick_winner_shown()
        if held is not None:
            if c.game.phase is Phase.DRAW and c.game.to_act == 0:
                return
            QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)   # on to the next
            continue
        c.submit(person.choose(c.choice))
    raise AssertionError("the person never won a trick with the pile to draw from")


@pytest.mark.parametrize("place", ["pile", "face_up"])
def test_a_click_on_the_draw_during_the_trick_s_look_takes_that_card(qtbot, place) -> None:
    window = make_window(qtbot, animation_speed="fast")
    window.start_game(preset("two-hand-standard"), seats(["human", "easy"]), seed=8)
    _won_trick_on_show(qtbot, window)
    game = window.controller.game
    key = game.face_up.id if place == "face_up" else window.scene._pile_top()
    drawn = len([e for e in game.events if isinstance(e, CardDrawn)])
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     card_point(window, key))
    qtbot.waitUntil(lambda: len([e for e in game.events if isinstance(e, CardDrawn)]) > drawn, timeout=3000)
    mine = [e for e in game.events if isinstance(e, CardDrawn)][drawn]
    assert mine.seat == 0 and mine.source == place
