"""Round 34: with the score sheet docked, the hand summary covered the tallies lying under the top plates.

The table narrowed by the sheet puts the side seats' "0 tricks · 0" under their plates; the results card
was placed below the plates alone, and its top edge cut those tallies in half.
"""

from __future__ import annotations

import pytest

from rookdesk.ui.table.layout import Side
from tests.ui.driver import make_window

from .test_play15_summary_clear_of_plates import (  # noqa: F401
    _plates_tallies_and_badges, _summary_beside_the_sheet, language)


@pytest.mark.parametrize("size", [(1024, 720), (1100, 780), (1200, 800)])
def test_the_summary_keeps_clear_of_the_tallies_under_the_top_plates(qtbot, language, size) -> None:  # noqa: F811
    window = make_window(qtbot)
    _summary_beside_the_sheet(qtbot, window, size)
    scene = window.scene
    under = [plate for plate in scene._plates if plate.side is not Side.BOTTOM and plate.tally
             and plate.tally_scene_rect().top() >= plate.plate_scene_rect().bottom() - 1]
    assert under, "no tally lies under a plate at this size: the test shows nothing"
    card = window.results.geometry()
    shown = _plates_tallies_and_badges(window)
    covered = {key: rect for key, rect in shown.items() if key.startswith(("tally", "plate")) and rect.intersects(card)}
    assert not covered, (size, card, covered)
