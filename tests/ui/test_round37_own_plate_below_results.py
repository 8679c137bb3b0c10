"""Round 37: at 800x600 with the score sheet docked the hand summary, too tall for the room between the
plates, hid South's plate and its "5 tricks · 60". With the hand played out, the plate goes down to where
the hand lay while the card is up, and back over the hand for the next deal."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.driver import make_window, seats, short_rules

from .test_play15_summary_clear_of_plates import _plates_tallies_and_badges, _until_summary, language  # noqa: F401


@pytest.mark.parametrize("size", [(800, 600), (1100, 780)])
def test_the_summary_leaves_the_own_plate_in_sight(qtbot, language, size) -> None:  # noqa: F811
    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=3)
    _until_summary(qtbot, window)
    window.score_action.trigger()   # the score sheet docked beside the table
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    for _ in range(5):
        QApplication.processEvents()
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
