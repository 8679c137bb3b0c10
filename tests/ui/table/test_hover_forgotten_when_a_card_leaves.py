"""A card taken from the draw with a click does not arrive in the hand still raised by the pointer."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rookdesk.engine.actions import Draw, DrawSource
from rookdesk.engine.phases import Phase

from .conftest import Table


def _move_pointer(table: Table, point: QPoint) -> None:
    """A plain pointer move (no button), as the window system sends it: the scene updates its hover."""
    viewport = table.view.viewport()
    event = QMouseEvent(QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def _viewer_to_draw(table: Table) -> None:
    for seed in range(1, 40):
        table.start("two-hand-standard", seed=seed, viewer=0)
        table.play_until(lambda g: g.phase is Phase.DRAW or g.is_over, seed=seed)
        if table.game.phase is Phase.DRAW and table.game.to_act == 0:
            return
    raise AssertionError("no seed let the viewer win a trick with the pile still there")


def _pointed_at_playable_card(qtbot) -> tuple[Table, str, QPoint]:
    """The viewer to play, the pointer resting on a playable card: (table, card, its point)."""
    table = Table(qtbot, 1024, 768)
    table.start("two-hand-standard", seed=2, viewer=0)
    table.play_until(lambda g: g.phase is Phase.PLAY and g.to_act == 0, seed=2)
    legal, _ = table.arm_play(0)
    card = legal[0]
    start = table.point(card)
    _move_pointer(table, start)
    return table, card, start


def test_a_clicked_face_up_card_lands_flat_in_the_hand(qtbot):
    table = Table(qtbot, 1024, 768)
    _viewer_to_draw(table)
    game = table.game
    chosen = []
    table.scene.drawChosen.connect(chosen.append)
    table.scene.set_draw_choice(True)
    face_up = game.face_up.id
    point = table.point(face_up)
    # The pointer rests on the face-up card (it is hovered), then clicks it without moving again.
    _move_pointer(table, point)
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert chosen == ["face_up"]
    table.scene.set_draw_choice(False)
    game.apply(Draw(0, DrawSource.FACE_UP))
    assert any(c.id == face_up for c in game.hands[0])
    table.arm_play(0)   # the viewer leads next: the hand's cards rise under the pointer from now on
    item = table.scene.card_item(face_up)
    # Nothing points at it in the hand: it lies level with its neighbours.
    assert item.lift == 0.0


def test_a_card_dropped_off_the_trick_goes_back_level(qtbot):
    table, card, start = _pointed_at_playable_card(qtbot)   # pointed at, so raised
    assert table.scene.card_item(card).lift > 0
    # Dragged up to a corner of the table, away from the trick, and let go there.
    table.drag(card, table.view.mapToScene(QPoint(20, 20)))
    table.arm_play(0)
    assert table.game.phase is Phase.PLAY and any(c.id == card for c in table.game.hands[0])
    assert table.scene.card_item(card).lift == 0.0


def test_a_card_sent_back_under_the_pointer_rises_again_when_the_pointer_moves(qtbot):
    """A short drag let go off the trick: the card returns beneath the pointer, and the next move on
    it raises it (Qt sends no new hover enter, as it still counts the card as hovered)."""
    table, card, start = _pointed_at_playable_card(qtbot)
    table.drag(card, table.view.mapToScene(start + QPoint(20, 0)))
    table.arm_play(0)
    QTest.qWait(50)
    point = table.point(card)
    _move_pointer(table, point)
    _move_pointer(table, point + QPoint(2, 1))
    assert table.scene.card_item(card).lift > 0


def test_a_card_the_pointer_touched_does_not_stay_raised_through_a_drag(qtbot):
    """Round 28: during a drag for the nest the card beside the dragged one stood raised above the fan:
    Qt sends no hover events while the dragged card has the mouse."""
    table, card, start = _pointed_at_playable_card(qtbot)
    legal, _ = table.arm_play(0)
    other = next(key for key in legal if key != card)
    _move_pointer(table, table.point(other))
    assert table.scene.card_item(other).lift > 0
    viewport = table.view.viewport()
    press = table.point(card)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, press)
    for step in range(1, 5):
        QTest.mouseMove(viewport, press + QPoint(0, -12 * step))
    assert table.scene.card_item(other).lift == 0.0
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, press + QPoint(0, -48))
