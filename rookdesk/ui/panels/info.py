"""What the table shows when nobody at this computer has to decide anything."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton, QWidget

from rookdesk.ui.panels.base import Panel


class InfoPanel(Panel):
    """A title and a note: whose turn it is, the auction so far; at times a button for a menu action."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Game information"))
        self.row.addStretch(1)
        self.action_button: QPushButton | None = None   # built the first time an action is offered
        self._action: QAction | None = None

    def show_text(self, title: str, note: str = "", action: QAction | None = None) -> None:
        """Show ``title`` and ``note``; ``action`` (a menu action) also gets a button here until the next text."""
        self.set_texts(title, note)
        self._action = action
        if action is None:
            if self.action_button is not None:
                self.action_button.hide()
            return
        if self.action_button is None:
            self.action_button = QPushButton(self)
            self.action_button.clicked.connect(self._trigger)
            self.row.insertWidget(0, self.action_button)
        # The menu's own words: the button and Game menu item are one thing, found under one name.
        self.action_button.setText(action.text())
        self.action_button.setAccessibleName(action.text().replace("&", ""))
        self.action_button.show()

    def _trigger(self) -> None:
        if self._action is not None and self._action.isEnabled():
            self._action.trigger()
