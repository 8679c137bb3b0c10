"""Windows that fit the screen they open on: the room a screen leaves them, less the window manager's frame."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME_ROOM = QSize(16, 48)   # the window manager's title bar and borders, outside a window's own size


def screen_room(widget: QWidget | None = None) -> QSize | None:
    """The room on ``widget``'s screen (else the primary one) less the frame; ``None`` without a screen."""
    screen = (widget.screen() if widget is not None else None) or QGuiApplication.primaryScreen()
    return None if screen is None else room_in(screen.availableGeometry())


def room_in(available: QRect) -> QSize | None:
    """The room ``available`` leaves a window, or ``None`` when it is no room at all: a screen that reports
    no geometry (an empty rectangle) must not bound windows to a negative size."""
    room = available.size() - FRAME_ROOM
    return None if room.isEmpty() else room
