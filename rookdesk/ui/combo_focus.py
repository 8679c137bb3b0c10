"""A combo box keeps its keyboard focus frame after its list was used from the keyboard.

Qt draws the frame only while the window holds that the keyboard moved the focus; closing a combo box's
list clears that, so after Alt+Down and Enter nothing showed where the keyboard was (round 25, the
new-game dialog's rule sets). A list closed by the mouse leaves the frame off, as Qt does.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QComboBox, QWidget

CLOSING_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Escape, Qt.Key.Key_Space, Qt.Key.Key_F4)


class _ListKeys(QObject):
    """Watches one combo box's list for the key that closes it, and the box for the focus coming back."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        self._combo = combo
        self._closed_by_key = False
        combo.installEventFilter(self)
        view = combo.view()
        view.installEventFilter(self)
        if view.parentWidget() is not None:   # the popup frame round the list gets the keys of its own
            view.parentWidget().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if watched is self._combo:
            # The focus may leave and come back with the window's activation once the list has gone (the
            # window manager's doing, which clears the mark again): each return shows the frame.
            if kind == QEvent.Type.FocusIn and self._closed_by_key:
                QTimer.singleShot(0, self._show_frame)
            elif kind == QEvent.Type.FocusOut and isinstance(event, QFocusEvent) and event.reason() not in (
                    Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason):
                self._closed_by_key = False   # the keyboard or the mouse went on to another control
            elif kind == QEvent.Type.MouseButtonPress:
                self._closed_by_key = False
        elif kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in CLOSING_KEYS:
            self._closed_by_key = True
            QTimer.singleShot(0, self._show_frame)   # once the list has closed
        elif kind == QEvent.Type.MouseButtonPress:
            self._closed_by_key = False
        return False

    def _show_frame(self) -> None:
        combo = self._combo
        if self._closed_by_key and combo.hasFocus():
            combo.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
            combo.update()


def keep_focus_frames(dialog: QWidget) -> None:
    """Let every combo box in ``dialog`` keep its focus frame after its list was closed by a key."""
    for combo in dialog.findChildren(QComboBox):
        if combo.findChild(_ListKeys) is None:
            _ListKeys(combo)
