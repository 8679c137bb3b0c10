"""After a hint the hinted card is the keyboard's card (Enter plays it) and its ring follows it as it rises."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rookdesk.engine.actions import PlayCard
from rookdesk.engine.phases import Phase

from ..driver import short_rules
from ..test_game_keeper import keeper, make_window, people, play


def test_enter_plays_the_hinted_card_and_the_ring_follows_it(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=12)
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and c.awaiting == 0 and len(c.game.legal_plays(0)) > 1)
    window.activateWindow()
    window.view.setFocus()
    with qtbot.waitSignal(keeper(window).hintShown) as shown:
        QTest.keyClick(window.view, Qt.Key.Key_H)
    action = shown.args[0]
    assert isinstance(action, PlayCard)
    scene = window.scene
    item = scene.card_item(action.card.id)
    assert scene.focused_card() == action.card.id
    qtbot.waitUntil(lambda: item.lift == item.hover_lift and item.lift > 0, timeout=2000)   # raised as focused
    marker = keeper(window).hint_markers[0]
    card_box = item.mapRectToScene(item.card_rect())
    assert marker.sceneBoundingRect().contains(card_box)
    # Right moves the keyboard's card on; the ring stays on the hinted card, which sinks back.
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: item.lift == 0, timeout=2000)
    assert marker.sceneBoundingRect().contains(item.mapRectToScene(item.card_rect()))
    QTest.keyClick(window.view, Qt.Key.Key_Left)
    hands_before = len(c.game.hands[0])
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert len(c.game.hands[0]) == hands_before - 1
    assert action.card not in c.game.hands[0]
