"""In the nest exchange, cards the rules forbid setting aside are dimmed, say why, and cannot be picked."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from rookdesk.engine.phases import Phase

from .conftest import Table


def _to_discard(table: Table, preset_name: str):
    for seed in range(1, 40):
        game = table.start(preset_name, seed=seed, viewer=0)
        table.play_until(lambda g: g.phase is Phase.DISCARD or g.phase is Phase.PLAY, seed=seed)
        if game.phase is Phase.DISCARD and game.bidder == 0:
            table.scene.set_discard_mode(game.rules.nest_size)
            return game
    raise AssertionError("no seed made seat 0 the bidder")


def test_counters_are_dimmed_and_not_selectable_when_forbidden(qtbot):
    table = Table(qtbot)
    game = _to_discard(table, "two-hand-standard")
    assert game.rules.nest.discard_counters == "forbidden"
    scene = table.scene
    options = game.discard_options()
    allowed = {c.id for c in options.required + options.choose_from}
    counters = [c.id for c in game.hands[0] if c.id not in allowed]
    assert counters, "the hand holds counters"
    for key in counters:
        item = scene.card_item(key)
        assert item.dimmed and item.hover_lift == 0 and "Counters may not be set aside" in item.toolTip()
    refused = []
    scene.illegalCardTried.connect(lambda card, reason: refused.append((card, reason)))
    table.click(counters[0])
    assert scene.selected_discards() == [] and refused and refused[0][0] == counters[0]
    # The keyboard walks over the cards that may go, and Enter picks them.
    table.view.setFocus()
    for _ in range(len(game.hands[0]) + 2):
        QTest.keyClick(table.view, Qt.Key.Key_Right)
        assert scene.focused_card() in allowed
    picked = next(c for c in scene.hand_keys(0) if c in allowed)
    table.click(picked)
    assert scene.selected_discards() == [picked] and not scene.card_item(picked).dimmed
    QTest.mouseMove(table.view.viewport(), QPoint(3, 3))


def test_nothing_is_dimmed_when_counters_may_go(qtbot):
    table = Table(qtbot)
    game = _to_discard(table, "kentucky-discard")
    assert game.rules.nest.discard_counters == "allowed"
    assert not any(table.scene.card_item(c.id).dimmed for c in game.hands[0])
