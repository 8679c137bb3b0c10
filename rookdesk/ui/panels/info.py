"""What the table shows when nobody at this computer has to decide anything."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from rookdesk.ui.panels.base import Panel


class InfoPanel(Panel):
    """A title and a note: whose turn it is, the auction so far."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Game information"))
        self.row.addStretch(1)

    def show_text(self, title: str, note: str = "") -> None:
        self.set_texts(title, note)
