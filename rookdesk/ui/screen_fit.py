"""Windows that fit the screen they open on: the room a screen leaves them, less the window manager's frame."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication, QWindow
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


# A window that never shows (minimised from the start, an odd platform) still gets its dialog.
ON_SCREEN_WAIT_MS = 1500


class _OnScreen(QObject):
    """Runs a callback once, at the window's first expose or after ON_SCREEN_WAIT_MS, whichever is first."""

    def __init__(self, handle: QWindow, callback: Callable[[], None]) -> None:
        super().__init__(handle)
        self.handle, self.callback, self.fired = handle, callback, False
        handle.installEventFilter(self)
        QTimer.singleShot(ON_SCREEN_WAIT_MS, self, self._fire)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Expose and self.handle.isExposed():
            QTimer.singleShot(0, self, self._fire)   # after the expose is handled
        return False

    def _fire(self) -> None:
        if not self.fired:
            self.fired = True
            self.handle.removeEventFilter(self)
            self.callback()


def when_on_screen(window: QWidget, callback: Callable[[], None]) -> None:
    """Run ``callback`` once ``window`` is on the screen where the window manager put it.

    A dialog shown just after the window (at start-up) is centred on it before the window manager has
    placed it: at (0, 0), so the first thing a new player saw was the new-game dialog hanging off the
    window's left edge. By the window's first expose its place is known.
    """
    handle = window.windowHandle()
    if handle is None or handle.isExposed():
        QTimer.singleShot(0, window, callback)
    else:
        _OnScreen(handle, callback)
