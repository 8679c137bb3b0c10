"""Start-up of the desktop app (the table comes with the table issue)."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(sys.argv if argv is None else argv)
    app.setApplicationName("rookdesk")
    label = QLabel(app.translate("App", "rookdesk: the table is on its way."))
    label.setMinimumSize(480, 320)
    label.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
