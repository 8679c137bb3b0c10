"""The About box."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from rookdesk.ui.texts import arg


def app_version() -> str:
    # The one place the version is written (pyproject.toml reads it too); a frozen app has no
    # package metadata to ask, so importlib.metadata would not do.
    from rookdesk import __version__

    return __version__


def about_text() -> str:
    tr = lambda text: QCoreApplication.translate("", text)  # noqa: E731  (lupdate: empty context)
    return (
        "<h3>rookdesk</h3>"   # the version once, in the sentence below (round 24: it was said twice)
        + "<p>" + tr("Rook, the card game, on the desktop: against the computer or with family "
                     "at one computer, under your own house rules.") + "</p>"
        + "<p>" + arg(tr("Version %1. Free software under the GNU General Public License, version 3 or later."),
                      app_version()) + "</p>"
    )


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(parent, QCoreApplication.translate("About", "About rookdesk"), about_text())
