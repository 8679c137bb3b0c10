"""Common look of the panels: a title line, a message line and a row of controls."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent  # only annotated

PANEL_STYLE = """
QFrame#panel { background: palette(window); border-top: 1px solid palette(mid); }
QLabel#panelTitle { font-weight: 600; font-size: 12pt; }
QLabel#panelNote { color: palette(window-text); font-style: italic; }
"""


class Panel(QFrame):
    """A titled strip with a note line and a row of controls."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 8, 16, 10)
        outer.setSpacing(4)
        self.title = QLabel(self)
        self.title.setObjectName("panelTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.note = QLabel(self)
        self.note.setObjectName("panelNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.row = QHBoxLayout()
        self.row.setSpacing(8)
        outer.addWidget(self.title)
        outer.addWidget(self.note)
        outer.addLayout(self.row)
        outer.addStretch(1)   # keep the content at the top when the panel area is taller

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Outside dialogs Qt buttons ignore Enter; here Enter presses the focused button, as people expect.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = QApplication.focusWidget()
            if isinstance(focused, QPushButton) and self.isAncestorOf(focused) and focused.isEnabled():
                focused.click()
                event.accept()
                return
        super().keyPressEvent(event)

    def set_flat(self) -> None:
        """No band look: for a panel shown inside a card of its own."""
        self.setStyleSheet(PANEL_STYLE.replace("border-top: 1px solid palette(mid);", "")
                           .replace("background: palette(window);", "background: transparent;"))

    def set_texts(self, title: str, note: str = "") -> None:
        self.title.setText(title)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.setAccessibleDescription(f"{title} {note}".strip())
