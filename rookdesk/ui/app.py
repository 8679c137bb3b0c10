"""Start-up of the desktop app: the main window on a new game, or the new-game dialog the first time."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    # Imports inside main keep `rookdesk --help`-style failures cheap and let tests import this module.
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from rookdesk.storage.settings import SettingsStore
    from rookdesk.ui.main_window import MainWindow
    from rookdesk.ui.translation import install_translators

    app = QApplication.instance() or QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("rookdesk")
    app.setOrganizationName("rookdesk")
    app.setApplicationDisplayName("rookdesk")
    store = SettingsStore()
    settings = store.load()
    install_translators(app, settings.language)
    window = MainWindow(store, settings)
    window.show()
    # Deal after the first paint so the window appears at once; a game left in progress is offered first.
    QTimer.singleShot(0, lambda: window.keeper.offer_resume() or window.start_from_settings()
                      or window.show_new_game_dialog())
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
