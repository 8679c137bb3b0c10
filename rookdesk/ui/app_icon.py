"""The app's own icon for its windows (the desktop entry and the bundles use the same files)."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QIcon

# The Linux desktop entry's name: Wayland compositors find the icon and the entry by it.
DESKTOP_FILE_NAME = "io.github.rookdesk.Rookdesk"


def icons_folder() -> Path:
    """``assets/icons``: inside a frozen app next to its code, else at the root of the source checkout."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets" / "icons"
    return Path(__file__).resolve().parents[2] / "assets" / "icons"


def app_icon() -> QIcon:
    """Every PNG size of the icon (PNG needs no SVG plugin); the installed theme icon as a fallback."""
    icon = QIcon()
    hicolor = icons_folder() / "hicolor"
    for png in sorted(hicolor.glob("*/apps/rookdesk.png")):
        icon.addFile(str(png))
    if icon.isNull():
        icon = QIcon.fromTheme("rookdesk")
    return icon
