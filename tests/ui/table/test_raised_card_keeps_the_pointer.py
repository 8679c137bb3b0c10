"""A card raised by the pointer keeps it: pointing at the bottom of a card in the fan, which the
rising card uncovers, neither hands the hover to the card beneath nor plays that card on a click."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rookdesk.engine.phases import Phase
from rookdesk.ui.table.card_item import CardItem

from .conftest import Table


def _move_pointer(table: Table, point: QPoint) -> None:
    viewport = table.view.viewport()
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def _bottom_of_a_card_over_its_neighbour(table: Table, legal: list[str]) -> tuple[str, str, QPoint]:
    """A playable card, the card it lies on in the fan, and a point near the bottom edge of the
    upper card, where the lower card lies underneath: (upper, lower, viewport point)."""
    scene = table.scene
    for card in legal:
        item = scene.card_item(card)
        assert item.lift == 0.0
        rect = item.card_rect()
        for fx in (0.1, 0.2, 0.3, 0.05):
            local = QPointF(rect.left() + rect.width() * fx, rect.bottom() - 3)
            at = item.mapToScene(local)
            cards = [i for i in scene.items(at) if isinstance(i, CardItem)]
            if len(cards) >= 2 and cards[0] is item:
                return card, cards[1].key, table.view.mapFromScene(at)
    raise AssertionError("no playable card lies on another one")


def test_pointing_at_the_bottom_of_a_card_raises_it_and_a_click_plays_it(qtbot):
    table = Table(qtbot, 1024, 768)
    table.start("partners-cutthroat", seed=5, viewer=0)
    table.play_until(lambda g: g.phase is Phase.PLAY and g.to_act == 0, seed=5)
    legal, _ = table.arm_play(0)
    upper, lower, point = _bottom_of_a_card_over_its_neighbour(table, legal)
    scene = table.scene
    scene.set_animation_speed("off")   # cards rise at once, so each check sees the settled fan
    played = []
    scene.cardActivated.connect(played.append)

    _move_pointer(table, point)
    assert scene.card_item(upper).lift > 0
    # The raised card no longer covers the point with its picture, yet it keeps the pointer there:
    # the pointer resting or moving a pixel must not hand the lift to the card beneath.
    for step in range(3):
        _move_pointer(table, point + QPoint(0, step % 2))
        assert scene.card_item(upper).lift > 0
        assert scene.card_item(lower).lift == 0.0
    QTest.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert played[:1] == [upper]


def _tooltip_at(qtbot, table: Table, point: QPoint) -> str:
    """The tooltip the view shows for a rest of the pointer at ``point`` ('' for none)."""
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QToolTip

    QToolTip.hideText()   # hidden after a short delay
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=3000)
    viewport = table.view.viewport()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_a_playable_card_lying_on_a_dimmed_one_shows_no_reason_of_the_other(qtbot):
    """Qt shows the tooltip of the first item under the pointer that has one: a playable card (none)
    lying on a dimmed card showed the dimmed card's "You must follow suit" beside it."""
    from .conftest import viewer_to_play_with_illegal

    table = Table(qtbot, 1024, 768)
    legal, illegal = viewer_to_play_with_illegal(table, "partners-cutthroat")
    scene = table.scene
    found = None
    for card in legal:
        item = scene.card_item(card)
        rect = item.card_rect()
        for fx in (0.05, 0.1, 0.2, 0.3):
            at = item.mapToScene(QPointF(rect.left() + rect.width() * fx, rect.center().y()))
            cards = [i for i in scene.items(at) if isinstance(i, CardItem)]
            if len(cards) >= 2 and cards[0] is item and cards[1].key in illegal:
                found = (cards[1].key, table.view.mapFromScene(at))
                break
        if found:
            break
    assert found is not None, "a playable card lies on a dimmed one"
    dimmed, point = found
    assert scene.card_item(dimmed).toolTip(), "the dimmed card has its reason"
    assert _tooltip_at(qtbot, table, table.point(dimmed)) == scene.card_item(dimmed).toolTip()
    assert _tooltip_at(qtbot, table, point) == ""
