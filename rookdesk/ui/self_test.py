"""``rookdesk --self-test``: prove that this installation of the app works, without a display.

It starts the real main window (table, panels, autosave, statistics,
translations), lets the computer play every seat of a short game to its end,
pressing the hand summaries' Continue button as a person would, saves a
picture of the window and exits 0. Any failure (an exception in the app, no
game over, an empty picture, a time-out) prints what went wrong and exits
non-zero. Packaging CI runs it on the frozen app and on the installed .deb.

* Display: the ``offscreen`` platform unless ``QT_QPA_PLATFORM`` names
  another. Offscreen paints with the same raster engine as a desktop, needs no
  X server, Wayland or window manager (CI machines and SSH sessions have none)
  and never flashes a window at someone who runs it on their desktop. Set
  ``QT_QPA_PLATFORM=xcb`` (or ``wayland``) to test a real display instead.
* Data: a temporary folder (``ROOKDESK_DATA_DIR``) and default settings that
  are never saved, so the person's autosave, statistics, house rules and
  settings are neither read nor changed. The folder is removed at the end.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path
from types import TracebackType

from rookdesk import __version__
from rookdesk.ui.command_line import LaunchOptions

SEED = 20261130
# The fastest computer level, and one Hard seat on a tiny budget: it thinks in a child process,
# which a frozen app starts as itself with --think-worker (rookdesk/ai/thinker.py).
PLAYERS = ("easy", "hard", "easy", "easy")
HARD_SEAT = 1
NAMES = ("South", "West", "North", "East")
TARGET = 60                                  # one or two hands of partnership Rook
WINDOW_SIZE = (1100, 780)
# Beyond the time-out, a hard exit from another thread catches a GUI thread stuck in C++.
WATCHDOG_GRACE_S = 15.0
EXIT_OK, EXIT_FAILED, EXIT_HUNG = 0, 1, 3


def say(text: str) -> None:
    # A windowed Windows build has no stdout (sys.stdout is None): the exit code still tells.
    if sys.stdout is not None:
        print(f"rookdesk self-test: {text}", flush=True)


def complain(text: str) -> None:
    if sys.stderr is not None:
        print(f"rookdesk self-test FAILED: {text}", file=sys.stderr, flush=True)


def run_self_test(options: LaunchOptions, program: str = "rookdesk", hard_exit: bool = True) -> int:
    """Run the self-test; returns the process exit code. ``hard_exit`` arms the watchdog thread."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    data = Path(tempfile.mkdtemp(prefix="rookdesk-self-test-"))
    previous_data = os.environ.get("ROOKDESK_DATA_DIR")
    os.environ["ROOKDESK_DATA_DIR"] = str(data)
    watchdog = None
    if hard_exit:
        watchdog = threading.Timer(options.self_test_timeout + WATCHDOG_GRACE_S, _hung)
        watchdog.daemon = True
        watchdog.start()
    try:
        return _run(options, program, data)
    except Exception:  # noqa: BLE001 - every failure is a failed self-test with its traceback
        complain(traceback.format_exc())
        return EXIT_FAILED
    finally:
        if watchdog is not None:
            watchdog.cancel()
        if previous_data is None:
            os.environ.pop("ROOKDESK_DATA_DIR", None)
        else:
            os.environ["ROOKDESK_DATA_DIR"] = previous_data
        shutil.rmtree(data, ignore_errors=True)


def _hung() -> None:
    complain(f"no answer from the app {WATCHDOG_GRACE_S:.0f} s after the time-out; stopping it")
    os._exit(EXIT_HUNG)


def _run(options: LaunchOptions, program: str, data: Path) -> int:
    from PySide6.QtCore import QEventLoop, QTimer, qInstallMessageHandler, QtMsgType
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from rookdesk.engine.presets import preset
    from rookdesk.engine.rules import rules_from_dict
    from rookdesk.storage.settings import AppSettings
    from rookdesk.ui.app_icon import app_icon
    from rookdesk.ui.controller import SeatSetup
    from rookdesk.ui.main_window import MainWindow
    from rookdesk.ui.i18n import install_translators

    started = time.monotonic()
    app = QApplication.instance()
    own_app = app is None   # an application that exists already is a test's: its names and language stay
    if app is None:
        app = QApplication([program, *options.qt_args])
        app.setApplicationName("rookdesk")
        app.setOrganizationName("rookdesk")
        app.setWindowIcon(app_icon())
    assert isinstance(app, QApplication)
    say(f"rookdesk {__version__}, Qt platform {app.platformName()}, data in {data}")

    problems: list[str] = []
    qt_messages: list[str] = []

    def on_qt_message(kind: QtMsgType, _context: object, message: str) -> None:
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            problems.append(f"Qt: {message}")
        elif kind == QtMsgType.QtWarningMsg:
            qt_messages.append(message)

    def on_exception(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        # Exceptions in Qt slots do not unwind to us: PySide hands them to sys.excepthook.
        problems.append("".join(traceback.format_exception(kind, value, tb)))
        loop.quit()

    loop = QEventLoop()
    old_handler = qInstallMessageHandler(on_qt_message)
    old_hook, sys.excepthook = sys.excepthook, on_exception
    window: MainWindow | None = None
    try:
        if own_app:
            translators = install_translators(app, "")
            say(f"{len(translators)} translation catalogue(s) for the system language")
        _check_catalogues(problems)
        if app_icon().isNull():
            problems.append("the app icon was not found")
        data_rules = preset("partners-cutthroat").to_dict()
        data_rules.update(target=TARGET, spread=None, name="Self-test")
        rules = rules_from_dict(data_rules, complete=True)
        settings = AppSettings(ai_pause_ms=0, ai_think_seconds=0.05, animation_speed="fast", first_run=False)
        window = MainWindow(store=None, settings=settings, data_folder=data)
        window.resize(*WINDOW_SIZE)
        window.show()
        hands: list[int] = []

        def on_summary(event: object) -> None:
            hands.append(getattr(event, "hand", len(hands) + 1))
            # Pressed as a person would, once the summary is on the table.
            QTimer.singleShot(0, window.summary_panel.continue_button.click)

        window.controller.handSummaryReady.connect(on_summary)
        window.controller.gameOverReady.connect(lambda _event: QTimer.singleShot(0, loop.quit))
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(lambda: (problems.append(
            f"no game over within {options.self_test_timeout:g} s"), loop.quit()))
        timer.start(int(options.self_test_timeout * 1000))
        window.start_game(rules, [SeatSetup(n, k) for n, k in zip(NAMES, PLAYERS)], seed=SEED)
        loop.exec()
        timer.stop()
        game = window.controller.game
        if not problems:
            if game is None or not game.is_over:
                problems.append("the game did not end")
            elif window.current_panel() is not window.game_over_panel:
                problems.append("the game-over panel is not on the table")
            inputs = window.controller.inputs
            hard = getattr(inputs[HARD_SEAT], "player", None) if len(inputs) > HARD_SEAT else None
            thought_apart = getattr(hard, "answers_from_child", 0)
            if not thought_apart or getattr(hard, "_local", None) is not None:
                problems.append("the Hard seat did not think in its own process")
            if window.keeper.statistics is None:
                problems.append(f"statistics unavailable: {window.keeper.statistics_problem}")
            elif window.keeper.statistics.summary().games < 1:
                problems.append("the finished game is missing from the statistics")
        png = _save_picture(window, options.self_test_png, problems)
        if not problems:
            _check_picture(QImage(str(png)), problems)
        if problems:
            for problem in problems:
                complain(problem)
            return EXIT_FAILED
        assert game is not None
        say(f"the Hard seat made {thought_apart} decision(s) in its own process")
        say(f"{len(hands)} hand(s) played to game over, totals {list(game.totals)}, "
            f"{len(qt_messages)} Qt warning(s), {time.monotonic() - started:.1f} s")
        say(f"picture: {png}")
        say("OK")
        return EXIT_OK
    finally:
        if window is not None:
            window.close()
            window.deleteLater()
        sys.excepthook = old_hook
        qInstallMessageHandler(old_handler)


def _check_catalogues(problems: list[str]) -> None:
    """Every shipped language's catalogue loads. A frozen app must carry them all; a source
    checkout may not have compiled them yet (``make`` does), so there it is only reported."""
    from PySide6.QtCore import QLocale, QTranslator

    from rookdesk.ui.i18n import LANGUAGES, translations_dir

    shipped = [lang.code for lang in LANGUAGES if lang.code != "en"]   # English is the source text
    missing = [code for code in shipped
               if not QTranslator().load(QLocale(code), "rookdesk", "_", str(translations_dir()))]
    if not missing:
        say(f"translations load: {', '.join(shipped)}")
    elif getattr(sys, "frozen", False):
        problems.append(f"translations missing from the app: {', '.join(missing)} (in {translations_dir()})")
    else:
        say(f"translations not compiled yet: {', '.join(missing)} (make translations/*.qm)")


def _save_picture(window: object, wanted: Path | None, problems: list[str]) -> Path:
    from PySide6.QtWidgets import QWidget

    assert isinstance(window, QWidget)
    if wanted is None:
        handle, name = tempfile.mkstemp(prefix="rookdesk-self-test-", suffix=".png")
        os.close(handle)
        path = Path(name)
    else:
        path = wanted.expanduser().resolve()
        path.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(path), "PNG"):
        problems.append(f"could not save the picture to {path}")
    return path


def _check_picture(image: object, problems: list[str]) -> None:
    """A drawn table has many colours; a blank or black frame has one or two."""
    from PySide6.QtGui import QImage

    assert isinstance(image, QImage)
    if image.isNull() or image.width() < 200 or image.height() < 200:
        problems.append("the saved picture is empty")
        return
    step_x, step_y = max(1, image.width() // 64), max(1, image.height() // 64)
    colours = {image.pixel(x, y) for x in range(0, image.width(), step_x) for y in range(0, image.height(), step_y)}
    if len(colours) < 16:
        problems.append(f"the saved picture looks blank ({len(colours)} colours)")
