"""Keys on the hand before any card was chosen: Home and End pick the ends, Enter picks, never plays."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .conftest import viewer_to_play_with_illegal


def test_home_and_end_choose_the_first_and_last_playable_card(table, qtbot):
    legal, _ = viewer_to_play_with_illegal(table, "partners-cutthroat")
    in_order = [k for k in table.scene.hand_keys(0) if k in legal]
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_End)
    assert table.scene.focused_card() == in_order[-1]
    QTest.keyClick(table.view, Qt.Key.Key_Home)
    assert table.scene.focused_card() == in_order[0]
    assert table.scene.card_item(in_order[0]).focused


def test_enter_with_no_chosen_card_chooses_the_first_and_plays_nothing(table, qtbot):
    legal, _ = viewer_to_play_with_illegal(table, "partners-cutthroat")
    in_order = [k for k in table.scene.hand_keys(0) if k in legal]
    activated = []
    table.scene.cardActivated.connect(activated.append)
    table.view.setFocus()
    assert table.scene.focused_card() is None
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert activated == [] and table.scene.focused_card() == in_order[0]
    QTest.keyClick(table.view, Qt.Key.Key_Return)   # the second Enter plays the chosen card
    assert activated == [in_order[0]]
