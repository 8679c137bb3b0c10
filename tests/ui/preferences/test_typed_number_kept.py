"""Round 31: "Play to" typed 0 and Tab: the box went back to 300 while the page still said "Must be at least
1, not 0" and OK stayed greyed; the only way out was to type again the number the box showed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from rookdesk.ui.preferences import PreferencesDialog


def test_a_number_out_of_range_stays_in_its_box_with_its_reason(qtbot, dialog: PreferencesDialog) -> None:
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    page = dialog.rules_page
    spin = page.form.target_spin
    edit = spin.findChild(QLineEdit)
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    edit.selectAll()
    qtbot.keyClicks(edit, "0")
    assert not page.is_valid and "not 0" in page.status_label.text()
    qtbot.keyClick(edit, Qt.Key.Key_Tab)
    assert not spin.hasFocus()
    assert spin.text() == "0" and not page.is_valid and "not 0" in page.status_label.text()
    # Mended: the page can be played again.
    spin.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "350")
    qtbot.keyClick(edit, Qt.Key.Key_Tab)
    assert spin.value() == 350 and page.is_valid and page.rules.target == 350
