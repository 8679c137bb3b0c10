"""Play test rounds 16 and 17: with six players at 760x560 and 800x600 no hand summary fits between the
name plates. The card shrank its scores to 70 % (about 8 px) and hid the bottom plate all the same; it
keeps its scores readable, and (round 37) the bottom plate goes below it. Where a card fits between the
plates, it still does: since round 33 at 800x600 with its scores turned, a column per player."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.result_overlay import MIN_SCORES_POINTS

from .driver import make_window
from .test_play15_summary_clear_of_plates import _until_summary


def _players(n: int, hand: int, nest: int):
    data = preset("kentucky-discard").to_dict()
    data.update(players=n, partnerships=False, hand_size=hand, nest_size=nest, name=f"{n} players")
    return rules_from_dict(data, complete=True)


def _summary_at(qtbot, window, width: int, height: int):
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)
    for _ in range(3):
        QApplication.processEvents()
    return window.results.geometry(), window.summary_panel._scale


def test_six_players_at_the_smallest_window_keep_readable_scores(qtbot) -> None:
    window = make_window(qtbot)
    seats = [SeatSetup(f"Player {i + 1}", "human" if i == 0 else "easy") for i in range(6)]
    window.start_game(_players(6, 6, 5), seats, seed=5)
    _until_summary(qtbot, window)
    for width, height in ((760, 560), (800, 600)):
        card, scale = _summary_at(qtbot, window, width, height)
        plate = window.view.mapFromScene(window.scene._plates[0].sceneBoundingRect()).boundingRect()
        clears = card.bottom() <= plate.top() + plate.height() // 4   # the plate's glow may lie under it
        if (width, height) == (800, 600):
            # Round 33: turned (a column per player), the scores fit between the plates at a readable size.
            assert clears and window.summary_panel._transposed
            assert window.summary_panel.font().pointSizeF() * scale >= MIN_SCORES_POINTS
        else:
            # No way of the card fits between the plates here: since round 37 the bottom plate goes down to
            # where the played-out hand lay, and the card's scores, still readable, lie above it.
            lay = window.scene.table_layout()
            assert clears and window.scene.own_plate_rect().y > lay.seats[0].plate.y
            assert window.summary_panel.font().pointSizeF() * scale >= MIN_SCORES_POINTS, (width, height)
        assert card.bottom() <= window.results.table.height()
    # At the usual size it fits between the plates as before.
    card, scale = _summary_at(qtbot, window, 1100, 760)
    assert card.bottom() < window.view.mapFromScene(window.scene._plates[0].sceneBoundingRect()).boundingRect().top()
