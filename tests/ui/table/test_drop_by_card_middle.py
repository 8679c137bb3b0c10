"""A dragged card whose middle lies over the trick area is played, though the pointer holding it is not.

A card held by its edge can lie well inside the dashed area while the pointer is just outside it; the area
lights up and the drop plays, as a person sees it. A card dropped clear of the area still goes back.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from .conftest import Table, viewer_to_play_with_illegal


def _press_and_start(table: Table, card_id: str):
    """Press on the card and move a little, so the drag has begun; the grab point's offset from the middle."""
    viewport = table.view.viewport()
    start = table.point(card_id)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 4):
        QTest.mouseMove(viewport, start - QPointF(0, 8 * i).toPoint())
    item = table.scene.card_item(card_id)
    pointer = table.view.mapToScene(start - QPointF(0, 24).toPoint())
    middle = item.mapToScene(item.card_rect().center())
    return pointer - middle


def _move_and_release(table: Table, scene_point: QPointF) -> None:
    viewport = table.view.viewport()
    end = table.view.mapFromScene(scene_point)
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def _drag_a_legal_card(qtbot):
    """An 800x600 table where the viewer may play: a legal card being dragged, and what gets played."""
    table = Table(qtbot, 800, 600)
    legal, _ = viewer_to_play_with_illegal(table, "partners-cutthroat")
    played: list[str] = []
    table.scene.cardActivated.connect(played.append)
    card = legal[0]
    return table, card, played, _press_and_start(table, card), table.scene.drop_target_rect()


def test_the_card_middle_over_the_area_plays_it(qtbot) -> None:
    table, card, played, offset, zone = _drag_a_legal_card(qtbot)
    assert abs(offset.y()) > 8, offset   # held away from its middle (the fan shows the card's upper part)
    # The card's middle just inside the area's edge on the pointer's side: the pointer is outside.
    middle = QPointF(zone.center().x(), zone.top() + 4 if offset.y() < 0 else zone.bottom() - 4)
    pointer = middle + offset
    assert not zone.contains(pointer)
    QTest.mouseMove(table.view.viewport(), table.view.mapFromScene(pointer))
    assert table.scene._drop_zone.hot, "the area lights up under the card"
    _move_and_release(table, pointer)
    assert played == [card]


def test_a_card_dropped_clear_of_the_area_goes_back(qtbot) -> None:
    table, card, played, offset, zone = _drag_a_legal_card(qtbot)
    # Just outside, on the pointer's side, so the pointer is outside as well.
    middle = QPointF(zone.center().x(), zone.top() - 6 if offset.y() < 0 else zone.bottom() + 6)
    assert not zone.contains(middle + offset)
    _move_and_release(table, middle + offset)
    assert played == [] and card in table.scene.hand_keys(0)
