"""Qt test setup: a Preferences dialog left with changes does not outlive its test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QDialog


@pytest.fixture(autouse=True)
def close_preferences_left_open() -> Iterator[None]:
    """Closing Preferences with changes not applied asks first and leaves the dialog open; a test that
    edited and closed it (or whose widgets pytest-qt closes) must not leave it on screen for the next."""
    yield
    from rookdesk.ui.preferences.dialog import PreferencesDialog

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, PreferencesDialog) and widget.isVisible():
            if widget.discard_box is not None:
                widget.discard_box.done(0)
            QDialog.reject(widget)
