"""Start-up timing for benchmarks/bench_startup.py: when did the dealt table first reach the screen?

With ``ROOKDESK_STARTUP_MARK=FILE`` in the environment, the app writes the
wall-clock time (``time.time()``) of the table's first paint that shows a
dealt game into FILE and quits. The benchmark started its clock just before
launching the process, so the difference is launch-to-table as a person sees
it (interpreter or frozen loader, imports, window, deal, first frame).
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from rookdesk.ui.main_window import MainWindow

MARK_VARIABLE = "ROOKDESK_STARTUP_MARK"


class FirstTablePaint(QObject):
    """Watches the table's viewport; the first paint after a deal is the mark."""

    def __init__(self, window: MainWindow, mark: Path) -> None:
        super().__init__(window)
        self.window = window
        self.mark = mark
        self.done = False
        self.finish: Callable[[], None] = QApplication.closeAllWindows   # the benchmark's run ends here
        window.view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.done and event.type() == QEvent.Type.Paint and self.window.controller.game is not None:
            self.done = True
            # Draw the frame first, then stop the clock, as the benchmark's bare window does: the
            # time of the table's first frame includes drawing it. (The view's paint handling, run
            # here inside the same paint event, and not a second time.)
            self.window.view.viewportEvent(event)
            self.mark.write_text(f"{time.time():.6f}\n")
            QTimer.singleShot(0, self, lambda: self.finish())
            return True
        return False


def watch_first_paint(window: MainWindow) -> FirstTablePaint | None:
    """Arm the mark when the environment asks for it (never in normal use)."""
    target = os.environ.get(MARK_VARIABLE)
    return FirstTablePaint(window, Path(target)) if target else None
