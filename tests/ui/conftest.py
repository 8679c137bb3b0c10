"""Qt test setup: a question or dialog left open does not outlive its test.

Closing Preferences with changes not applied asks first and leaves the dialog open, and a test may end on
a question it does not answer (the save or resume question). Left on screen, such a modal window held the
computers' moves back in a later test of the same process (the controller waits while a dialog is open)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox


@pytest.fixture(autouse=True)
def close_modal_windows_left_open() -> Iterator[None]:
    yield
    from rookdesk.ui.preferences.dialog import PreferencesDialog

    left = [widget for widget in QApplication.topLevelWidgets()
            if isinstance(widget, QDialog) and widget.isVisible()
            and (widget.isModal() or widget.windowModality() != Qt.WindowModality.NonModal
                 or isinstance(widget, PreferencesDialog))]
    # Questions first: answering nothing, they leave their dialog as it was; then the dialogs themselves
    # (done, not reject: Preferences' reject would ask again).
    for widget in sorted(left, key=lambda w: not isinstance(w, QMessageBox)):
        if widget.isVisible():
            QDialog.done(widget, 0)
