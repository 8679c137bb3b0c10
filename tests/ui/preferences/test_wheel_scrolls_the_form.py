"""The mouse wheel over the house-rules form scrolls it; it does not change the rule under the pointer.

Found in a play test: scrolling down the form with the wheel turned "First dealer" from "Chosen at
random" to a seat as the list box slid under the pointer.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget

from rookdesk.ui.preferences import PreferencesDialog


def _wheel_down(widget: QWidget) -> None:
    """One notch down, as the window system delivers it (through QApplication, so it may propagate)."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(0, 0), QPoint(0, -120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def _small(qtbot, dialog: PreferencesDialog) -> None:
    dialog.resize(900, 560)   # the form is taller than its scroll area
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.setFocus()


def test_the_wheel_over_a_list_box_scrolls_the_form(qtbot, dialog: PreferencesDialog) -> None:
    _small(qtbot, dialog)
    page = dialog.rules_page
    combo = page.form.first_dealer_combo
    bar = page.scroll.verticalScrollBar()
    assert bar.maximum() > 0 and not combo.hasFocus()
    before_index, before_scroll = combo.currentIndex(), bar.value()
    _wheel_down(combo)
    assert combo.currentIndex() == before_index, "the rule under the pointer did not change"
    assert bar.value() > before_scroll, "the form scrolled instead"


def test_the_wheel_over_a_number_box_scrolls_the_form(qtbot, dialog: PreferencesDialog) -> None:
    _small(qtbot, dialog)
    page = dialog.rules_page
    spin = page.form.hand_spin
    bar = page.scroll.verticalScrollBar()
    before_value, before_scroll = spin.value(), bar.value()
    _wheel_down(spin)
    assert spin.value() == before_value and not spin.hasFocus()
    assert bar.value() > before_scroll


def test_a_box_the_person_is_in_still_turns_with_the_wheel(qtbot, dialog: PreferencesDialog) -> None:
    _small(qtbot, dialog)
    spin = dialog.rules_page.form.hand_spin
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    before = spin.value()
    _wheel_down(spin)
    assert spin.value() == before - 1
