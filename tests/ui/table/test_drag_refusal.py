"""While a card that may not be played is dragged, the trick area says no instead of lighting up."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .conftest import Table, viewer_to_play_with_illegal


def _drag_over_drop_zone(table: Table, card_id: str) -> None:
    viewport = table.view.viewport()
    start = table.point(card_id)
    end = table.view.mapFromScene(table.scene.drop_target_rect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 7):
        QTest.mouseMove(viewport, start + (end - start) * (i / 6))


def test_an_illegal_card_over_the_trick_area_is_refused_visibly(qtbot):
    table = Table(qtbot)
    legal, illegal = viewer_to_play_with_illegal(table, "partners-cutthroat")
    zone = table.scene._drop_zone
    refused = []
    table.scene.illegalCardTried.connect(lambda card, reason: refused.append(card))
    _drag_over_drop_zone(table, illegal[0])
    assert zone.isVisible() and zone.hot and not zone.allowed
    QTest.mouseRelease(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       table.view.mapFromScene(table.scene.drop_target_rect().center()))
    assert refused == [illegal[0]] and illegal[0] in table.scene.hand_keys(0)
    assert not zone.isVisible()
    # A card that may be played lights the zone up as before.
    _drag_over_drop_zone(table, legal[0])
    assert zone.isVisible() and zone.hot and zone.allowed
    QTest.mouseRelease(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       table.view.mapFromScene(table.scene.drop_target_rect().center()))


def test_the_reason_for_a_refused_card_shows_on_the_table_over_the_player_s_plate(qtbot, monkeypatch):
    """Round 32: the reason was on the status line only; a tester watching the card fly back missed it."""
    from rookdesk.ui.table import scene as scene_module

    table = Table(qtbot)
    _legal, illegal = viewer_to_play_with_illegal(table, "partners-cutthroat")
    scene = table.scene
    reasons = []
    scene.illegalCardTried.connect(lambda card, reason: reasons.append(reason))
    assert scene.refusal_shown() is None
    _drag_over_drop_zone(table, illegal[0])
    QTest.mouseRelease(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       table.view.mapFromScene(scene.drop_target_rect().center()))
    assert reasons and scene.refusal_shown() == reasons[0]
    note, plate = scene._refusal_note.sceneBoundingRect(), scene._layout.seats[0].plate
    assert note.bottom() <= plate.y and scene.sceneRect().contains(note)
    assert not any(note.intersects(item.sceneBoundingRect()) for item in scene._plates)
    scene.set_playable(scene._playable)              # the next turn, or the same one asked again
    assert scene.refusal_shown() is None
    # A table too narrow for the sentence even in a smaller type leaves it to the status line.
    monkeypatch.setattr(scene_module, "REFUSAL_LEAST_HEIGHT", 1000.0)
    scene._show_refusal(illegal[0], reasons[0])
    assert scene.refusal_shown() is None
