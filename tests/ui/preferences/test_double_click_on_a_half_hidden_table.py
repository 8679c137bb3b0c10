"""A double-click on a row of the points table edits that row, even when the table is half out of sight.

Found in a play test: the first click gave the table the focus, the form scrolled the whole table into
view, and the second click landed on another row ("1" asked, "9" got the new value).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rookdesk.ui.preferences import PreferencesDialog


def test_the_row_double_clicked_is_the_row_edited(qtbot, dialog: PreferencesDialog) -> None:
    dialog.resize(900, 560)   # the form is taller than its scroll area
    dialog.show()
    qtbot.waitExposed(dialog)
    page = dialog.rules_page
    view = page.form.points_view
    bar = page.scroll.verticalScrollBar()
    viewport = page.scroll.viewport()
    # Scroll so that only the top of the table shows at the bottom of the page.
    top = view.mapTo(page.scroll.widget(), view.rect().topLeft()).y()
    bar.setValue(top - viewport.height() + 3 * view.rowHeight(0) + view.horizontalHeader().height())
    QApplication.processEvents()
    row = 0   # rank 1 (ranks 2 to 4 are not in the deck and cannot be edited)
    cell = view.visualRect(view.model().index(row, 1)).center()
    assert viewport.rect().contains(view.viewport().mapTo(viewport, cell)), "the row is in sight"
    assert not viewport.rect().contains(view.mapTo(viewport, view.rect().bottomLeft())), "the table is not"
    scrolled = bar.value()

    # What a double-click sends: press and release, then the double-click and its release (QTest's
    # mouseDClick alone has no press, which an item view needs to know the cell clicked).
    none = Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, none, cell)
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, none, cell)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, none, cell)
    QApplication.processEvents()
    assert bar.value() == scrolled, "the form stays where the person clicked"
    assert view.currentIndex().row() == row
    qtbot.waitUntil(lambda: view.state() == view.State.EditingState, timeout=2000)
    assert view.currentIndex().row() == row and bar.value() == scrolled
