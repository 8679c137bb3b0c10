"""Start-up of the desktop app: the main window on a new game, or the new-game dialog the first time."""

from __future__ import annotations

import gc
import sys

# Start-up makes objects that live as long as the app (modules, classes, Qt's wrappers, the first
# deal) and frees next to none: the cyclic collector's passes over them (some 65, about 15 ms of a
# 0.35 s start) find nothing to free. It is paused until the first table is painted, or until the
# window asks something instead, and at the latest after this long (a window never painted).
COLLECTOR_PAUSE_MS = 2000


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv if argv is None else argv
    if argv[1:2] == ["--think-worker"]:
        # The frozen app started as its own thinking process (rookdesk/ai/thinker.py): no Qt here.
        from rookdesk.ai.thinker import main as think

        return think()
    # `--version` and a bad command line answer before Qt loads.
    from rookdesk.ui.command_line import parse_args, version_text

    options = parse_args(argv[1:])
    if options.version:
        print(version_text())
        return 0
    if options.self_test:
        from rookdesk.ui.self_test import run_self_test

        return run_self_test(options, argv[0] if argv else "rookdesk")
    gc.disable()
    # Imports inside main keep `rookdesk --help`-style failures cheap and let tests import this module.
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from rookdesk.storage.settings import SettingsStore
    from rookdesk.ui.app_icon import DESKTOP_FILE_NAME, app_icon
    from rookdesk.ui.main_window import MainWindow
    from rookdesk.ui.screen_fit import when_on_screen
    from rookdesk.ui.startup_mark import watch_first_paint
    from rookdesk.ui.i18n import install_translators, with_local_seat_names

    app = QApplication.instance() or QApplication(argv[:1] + list(options.qt_args))
    app.setApplicationName("rookdesk")
    app.setOrganizationName("rookdesk")
    app.setApplicationDisplayName("rookdesk")
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    store = SettingsStore()
    settings = store.load()
    install_translators(app, settings.language)
    settings = with_local_seat_names(settings)  # "South" is "Süd" in German, until someone renames the seat
    window = MainWindow(store, settings)
    window.after_first_table(gc.enable)
    QTimer.singleShot(COLLECTOR_PAUSE_MS, gc.enable)
    window.show()
    watch_first_paint(window)
    if sys.platform == "darwin":
        # macOS hands a double-clicked document to the running app as an event, not as an argument.
        from rookdesk.ui.file_open import FileOpenFilter

        app.installEventFilter(FileOpenFilter(window))

    def start() -> None:
        # A returning player's game is dealt at once; anything that may ask (a game left in progress,
        # the first run's new-game dialog, a file's problems) waits until the window has its place on
        # the screen, so the dialog is centred on it.
        if options.file is None and window.keeper.pending_resume() is None and window.start_from_settings():
            return
        gc.enable()   # nothing dealt: the window asks first
        when_on_screen(window, ask)

    def ask() -> None:
        if options.file is not None:   # a double-clicked saved game or house-rules file
            from rookdesk.ui.file_open import open_file

            # No resume question now: a game left in progress stays on offer, and is not replaced
            # without asking.
            window.keeper.keep_left_game()
            open_file(window, options.file)
            return
        # A game left in progress is offered first.
        window.keeper.offer_resume() or window.show_new_game_dialog()

    # Deal after the first paint so the window appears at once.
    QTimer.singleShot(0, start)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
