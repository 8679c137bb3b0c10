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


def test_a_key_a_number_box_cannot_take_is_answered_with_its_range(qtbot, dialog: PreferencesDialog) -> None:
    """Round 32: 9 typed into Players (2 to 6) was dropped without a word."""
    from PySide6.QtWidgets import QApplication, QToolTip

    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    spin = dialog.rules_page.form.players_spin
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    spin.findChild(QLineEdit).selectAll()
    focused = QApplication.focusWidget()
    qtbot.keyClick(focused, "9")
    assert spin.value() == 4 and QToolTip.isVisible() and QToolTip.text() == "Only whole numbers from 2 to 6 go here."
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible())
    qtbot.keyClick(focused, "3")
    assert spin.value() == 3
    assert not QToolTip.isVisible() or not QToolTip.text().startswith("Only whole numbers")


def test_a_minus_in_a_card_s_points_is_answered_too(qtbot, dialog: PreferencesDialog) -> None:
    """Round 32: "-5" typed in a card's points became 5, and the points available jumped by 20."""
    from PySide6.QtWidgets import QApplication, QSpinBox, QToolTip

    from rookdesk.ui.preferences.points_model import POINTS_COLUMN

    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    table = dialog.rules_page.form.points_view
    index = table.model().index(0, POINTS_COLUMN)
    table.scrollTo(index)
    table.setCurrentIndex(index)
    table.edit(index)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), (QSpinBox, QLineEdit)))
    editor = QApplication.focusWidget()
    box = editor if isinstance(editor, QSpinBox) else editor.parentWidget()
    before = box.value()
    qtbot.keyClick(editor, "-")
    assert QToolTip.isVisible() and QToolTip.text() == f"Only whole numbers from 0 to {box.maximum()} go here."
    assert box.value() == before
    QToolTip.hideText()
