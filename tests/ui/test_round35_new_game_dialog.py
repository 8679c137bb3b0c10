"""Round 35: Deal stays under the pointer while the seats change the kind of game."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from rookdesk.engine.presets import PRESET_NAMES
from rookdesk.storage.settings import AppSettings
from rookdesk.ui.dialogs.new_game import NewGameDialog


def _deal_y(dialog: NewGameDialog) -> int:
    for _ in range(5):
        QApplication.processEvents()
    return dialog.deal_button.mapTo(dialog, dialog.deal_button.rect().topLeft()).y()


@pytest.mark.parametrize("rules", ["two-hand-standard", "partners-cutthroat"])
def test_making_a_seat_human_does_not_move_deal(qtbot, rules: str) -> None:
    dialog = NewGameDialog(AppSettings(first_run=False))
    qtbot.addWidget(dialog)
    dialog.rules_box.setCurrentIndex(PRESET_NAMES.index(rules))
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.kind_boxes[0].setCurrentIndex(0)   # Human
    for seat in range(1, dialog._players):
        dialog.kind_boxes[seat].setCurrentIndex(2)   # a computer
    before, lines_before = _deal_y(dialog), dialog.mode.text()
    dialog.kind_boxes[1].setCurrentIndex(0)   # a second person: hot-seat, a longer line
    assert "Hot-seat" in dialog.mode.text() and dialog.mode.text() != lines_before
    assert _deal_y(dialog) == before
    for seat in range(dialog._players):
        dialog.kind_boxes[seat].setCurrentIndex(2)   # the demo
    assert dialog.mode.text().startswith("Demo") and _deal_y(dialog) == before
