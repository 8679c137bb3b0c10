"""Colours chosen by the palette in use: the app's own reds must read on a dark desktop theme too."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QWidget

# The dark red of the error messages reads on a light window; on a dark one (a dark desktop theme) it
# had a contrast of about 2:1, so there the messages use a light red (about 6:1 on dark grey).
ERROR_ON_LIGHT = "#b00020"
ERROR_ON_DARK = "#ff8a80"
# Lightness (0-255) below which a window background counts as dark.
DARK_BELOW = 128


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < DARK_BELOW


def error_colour(widget: QWidget | None = None, light: str = ERROR_ON_LIGHT) -> str:
    """The red for error text on ``widget``'s background (the application's palette without one):
    ``light`` on a light window, the light red on a dark one."""
    palette = widget.palette() if widget is not None else QApplication.palette()
    return ERROR_ON_DARK if is_dark(palette) else light
