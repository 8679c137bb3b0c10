"""Play test round 17: a hot-seat game opened again (or a move undone) came back behind a curtain whose
name plates said nothing but the names: no "1 trick · 25", no "dealer · bid 105". They are nobody's secret,
and the curtain shows them as any other curtain does; the trump stays on show too."""

from __future__ import annotations

from rookdesk.engine.presets import preset
from rookdesk.engine.record import record_text, replay
from rookdesk.ui.controller import SeatSetup

from .driver import Tally, make_window, step, watch_privacy

SEATS = [SeatSetup("Anna", "human"), SeatSetup("Ben", "human")]


def _plates(window) -> list[tuple[str, str, str]]:
    return [(plate.name, plate.detail, plate.tally) for plate in window.scene._plates[:2]]


def test_a_game_opened_behind_a_curtain_keeps_its_plates_and_trump(qtbot) -> None:
    window = make_window(qtbot)
    window.start_game(preset("two-hand-rook"), SEATS, seed=5)
    c, tally = window.controller, Tally()
    problems = watch_privacy(window)
    for turn in range(600):
        step(qtbot, window, tally, turn)
        qtbot.waitUntil(lambda: c.curtain_for is not None or c.awaiting is not None)
        if c.curtain_for is not None and len(c.game.view_for(0).tricks) >= 2:
            break
    assert c.curtain_for is not None and not problems
    before, trump = _plates(window), window.scene._state.trump
    assert any(t for _, _, t in before), before
    assert any("dealer" in d for _, d, _ in before) and any("bid" in d for _, d, _ in before), before
    c.load_game(replay(record_text(c.game.events)), SEATS)   # as Game > Open of its saved file
    qtbot.waitUntil(lambda: c.curtain_for is not None)
    assert _plates(window) == before
    assert window.scene._state.trump == trump and window.scene._state.trump_known
    assert not problems, problems[0]
