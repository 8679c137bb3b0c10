"""The hint's ring hugs the hinted card (raised, turned, moved) and lies in the fan's stacking order.

It used to be drawn round the card's shadow box, above every card, so it stood off the raised card
and was painted across the neighbour that overlaps the hinted card.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from rookdesk.engine.actions import PlayCard
from rookdesk.engine.phases import Phase
from rookdesk.ui.game_keeper import HINT_COLOUR, HintMarker

from .driver import short_rules
from .test_game_keeper import keeper, make_window, people, play

# Ring stand-off (6) plus half the pen and rounding: how far the ring's box may reach past the card face.
SLACK = 10.0


def hugs(ring: QRectF, card: QRectF) -> bool:
    return ring.contains(card) and all(
        abs(d) <= SLACK for d in (ring.left() - card.left(), ring.top() - card.top(),
                                  ring.right() - card.right(), ring.bottom() - card.bottom()))


def card_face(item) -> QRectF:
    return item.mapRectToScene(item.card_rect())


def hint_with_a_right_neighbour(qtbot, window):
    """Ask for hints until the hinted card has a card to its right in the viewer's fan."""
    c = window.controller
    for skip in range(12):
        play(qtbot, window, lambda: c.game.phase is Phase.PLAY and c.awaiting == 0)
        action = keeper(window).show_hint()
        assert isinstance(action, PlayCard)
        keys = window.scene.hand_keys(0)
        at = keys.index(action.card.id)
        if at + 1 < len(keys):
            return action, window.scene.card_item(keys[at + 1])
        assert c.play_card(action.card.id)
    raise AssertionError("every hint was the rightmost card")


def test_the_ring_hugs_the_raised_card_and_its_right_neighbour_covers_it(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=3)
    action, neighbour = hint_with_a_right_neighbour(qtbot, window)
    scene = window.scene
    item = scene.card_item(action.card.id)
    qtbot.waitUntil(lambda: item.lift > 0 and item.lift == item.hover_lift, timeout=2000)   # raised as focused
    marker = keeper(window).hint_markers[0]
    assert hugs(marker.sceneBoundingRect(), card_face(item)), (marker.sceneBoundingRect(), card_face(item))

    # Stacked right above its card: the neighbour that overlaps the card overlaps the ring too.
    overlap = card_face(item).intersected(card_face(neighbour))
    assert not overlap.isEmpty() and neighbour.zValue() > item.zValue()
    point = overlap.center()
    order = scene.items(point, Qt.ItemSelectionMode.IntersectsItemBoundingRect, Qt.SortOrder.DescendingOrder)
    assert order.index(neighbour) < order.index(marker) < order.index(item)

    # Rendered: the ring shows beside the card's free left edge, but where its right side runs
    # under the neighbour, the neighbour's face shows.
    image = window.view.grab().toImage()
    local = item.mapFromScene(overlap.center())
    face = item.card_rect()

    def colour_at(x: float) -> QColor:
        return QColor(image.pixel(window.view.mapFromScene(item.mapToScene(QPointF(x, local.y())))))

    def orange(colour: QColor) -> bool:
        return abs(colour.hue() - HINT_COLOUR.hue()) <= 12 and colour.saturation() >= 120

    assert orange(colour_at(face.left() - HintMarker.PAD)), colour_at(face.left() - HintMarker.PAD).name()
    right_side = face.right() + HintMarker.PAD
    assert card_face(neighbour).contains(item.mapToScene(QPointF(right_side, local.y())))
    assert not orange(colour_at(right_side)), colour_at(right_side).name()

    # Later moves: the card sinks back when the keyboard moves on, and the table is resized.
    scene.focus_card(neighbour.key)
    qtbot.waitUntil(lambda: item.lift == 0, timeout=2000)
    assert hugs(marker.sceneBoundingRect(), card_face(item))
    window.resize(1300, 900)
    qtbot.waitUntil(lambda: scene.sceneRect().width() > 1100 and not scene.is_animating(), timeout=3000)
    assert hugs(marker.sceneBoundingRect(), card_face(item)), (marker.sceneBoundingRect(), card_face(item))

    keeper(window).clear_hint()
    assert marker.scene() is None and item.childItems() == []


def test_the_ring_follows_a_new_card_width_that_comes_without_a_move(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=3)
    action, _ = hint_with_a_right_neighbour(qtbot, window)
    item = window.scene.card_item(action.card.id)
    marker = keeper(window).hint_markers[0]
    item.set_width(round(item.card_rect().width() * 1.3))   # no change of position
    assert hugs(marker.sceneBoundingRect(), card_face(item)), (marker.sceneBoundingRect(), card_face(item))
    keeper(window).clear_hint()
    keeper(window).clear_hint()   # a second clear finds nothing left to undo
    assert marker.scene() is None
