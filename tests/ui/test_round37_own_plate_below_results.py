"""Round 37: at 800x600 with the score sheet docked the hand summary, too tall for the room between the
plates, hid South's plate and its "5 tricks · 60". With the hand played out, the plate goes down to where
the hand lay while the card is up, and back over the hand for the next deal."""

from __future__ import annotations

import pytest

from tests.ui.driver import make_window

from .test_play15_summary_clear_of_plates import (  # noqa: F401
    _plates_tallies_and_badges, _summary_beside_the_sheet, language)


@pytest.mark.parametrize("size", [(800, 600), (1100, 780)])
def test_the_summary_leaves_the_own_plate_in_sight(qtbot, language, size) -> None:  # noqa: F811
    window = make_window(qtbot)
    _summary_beside_the_sheet(qtbot, window, size, target=500)   # a game that goes on after the hand
    scene, lay = window.scene, window.scene.table_layout()
    south = scene._plates[0]   # the viewer's, at the bottom
    card = window.results.geometry()
    shown = _plates_tallies_and_badges(window)
    covered = {key: rect for key, rect in shown.items() if key.startswith(("tally", "plate")) and rect.intersects(card)}
    assert not covered, (size, card, covered)
    assert south.plate_scene_rect().bottom() <= lay.height
    lowered = scene.own_plate_rect().y > lay.seats[0].plate.y
    assert lowered == (size == (800, 600))   # only where the card needs the room
    window.summary_panel.continued.emit()   # the next deal: the plate back over the hand
    qtbot.waitUntil(lambda: scene.hand_counts()[0] > 0)
    assert scene.own_plate_rect() == lay.seats[0].plate
    assert abs(south.plate_scene_rect().top() - lay.seats[0].plate.y) < lay.plate_h / 2
