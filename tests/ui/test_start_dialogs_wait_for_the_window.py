"""Play test round 11: the dialogs shown at start-up (the first run's new game, the resume question)
were centred on the main window before the window manager had placed it, so they hung off its left
edge. They wait for the window's first expose (rookdesk.ui.screen_fit.when_on_screen)."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow

from rookdesk.ui import screen_fit
from rookdesk.ui.screen_fit import when_on_screen


def test_the_callback_waits_for_the_window_on_screen_and_runs_once(qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.create()   # a native window, not yet shown: what the app has between show() and the expose
    calls = []
    when_on_screen(window, lambda: calls.append(window.windowHandle().isExposed()))
    qtbot.wait(50)
    assert calls == []
    window.show()
    qtbot.waitUntil(lambda: bool(calls), timeout=1000)
    assert calls == [True]
    qtbot.wait(screen_fit.ON_SCREEN_WAIT_MS + 100)   # the fallback timer does not run it again
    assert calls == [True]


def test_a_window_already_on_screen_runs_the_callback_at_once(qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    calls = []
    when_on_screen(window, lambda: calls.append(1))
    qtbot.waitUntil(lambda: calls == [1], timeout=200)


def test_a_window_that_never_shows_still_gets_its_dialog(qtbot, monkeypatch) -> None:
    """Minimised from the start or on a platform without exposes: the callback runs after a wait."""
    monkeypatch.setattr(screen_fit, "ON_SCREEN_WAIT_MS", 100)
    window = QMainWindow()
    qtbot.addWidget(window)
    window.create()
    calls = []
    when_on_screen(window, lambda: calls.append(1))
    qtbot.waitUntil(lambda: calls == [1], timeout=1000)
