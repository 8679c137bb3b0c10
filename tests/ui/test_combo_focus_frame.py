"""Round 25: after Alt+Down and Enter on the new-game dialog's rule sets, nothing showed that the keyboard
was still on that box: closing a combo box's list cleared Qt's "the keyboard moved the focus" mark."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox, QStyle, QStyleOptionComboBox

from rookdesk.storage.settings import AppSettings
from rookdesk.ui.dialogs.new_game import NewGameDialog


def _image(widget):
    return widget.grab().toImage()


@pytest.mark.parametrize("closing_key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
def test_the_rules_box_keeps_its_focus_frame_after_its_list(qtbot, closing_key) -> None:
    dialog = NewGameDialog(AppSettings(first_run=False))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    box = dialog.rules_box
    cancel = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    cancel.setFocus()
    unfocused = _image(box)
    QTest.keyClick(cancel, Qt.Key.Key_Tab)   # round to the first control, the rule sets
    assert box.hasFocus()
    framed = _image(box)
    assert framed != unfocused
    before = box.currentIndex()
    QTest.keyClick(box, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None)
    QTest.keyClick(QApplication.focusWidget(), closing_key)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    dialog.activateWindow()   # as the window manager does once the list has gone
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None and box.hasFocus()
                    and dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange))
    assert box.currentIndex() == before
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    # What Qt's styles draw the focus frame for.
    assert option.state & QStyle.StateFlag.State_HasFocus and option.state & QStyle.StateFlag.State_KeyboardFocusChange
    assert _image(box) == framed, "the box the keyboard is on looks like one it is not on"


def test_every_combo_box_of_the_dialogs_is_watched(qtbot, tmp_path: Path) -> None:
    from rookdesk.storage.house_rules import HouseRulesLibrary
    from rookdesk.storage.settings import SettingsStore
    from rookdesk.ui.combo_focus import CLOSED_BY_KEY
    from rookdesk.ui.preferences import PreferencesDialog

    new_game = NewGameDialog(AppSettings(first_run=False))
    preferences = PreferencesDialog(SettingsStore(str(tmp_path / "settings.ini")), HouseRulesLibrary(tmp_path / "rules"))
    for dialog in (new_game, preferences):
        qtbot.addWidget(dialog)
        combos = dialog.findChildren(QComboBox)
        assert combos
        for combo in combos:   # a closing key in the list marks its box
            QTest.keyClick(combo.view(), Qt.Key.Key_Escape)
            assert combo.property(CLOSED_BY_KEY), combo.accessibleName()
