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
# On the combo box: its list was last closed by a key, and the keyboard has not gone on since.
CLOSED_BY_KEY = "listClosedByKey"
# Focus changes that only follow the list or the window, not a move of the person's to another control.
PASSING = (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason)


class _ListKeys(QObject):
    """Watches the combo boxes of one dialog, their lists, and the focus coming back to them.

    It keeps nothing of its own (the mark is a property of each box): PySide may hand Qt's events to a
    new Python wrapper of this object, without the attributes of the first."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if isinstance(watched, QComboBox):
            # The focus may leave and come back with the window's activation once the list has gone (the
            # window manager's doing, which clears the mark again): each return shows the frame.
            if kind == QEvent.Type.FocusIn and watched.property(CLOSED_BY_KEY):
                QTimer.singleShot(0, watched, lambda: _show_frame(watched))
            elif kind == QEvent.Type.FocusOut and isinstance(event, QFocusEvent) and event.reason() not in PASSING:
                watched.setProperty(CLOSED_BY_KEY, False)
            elif kind == QEvent.Type.MouseButtonPress:
                watched.setProperty(CLOSED_BY_KEY, False)
            return False
        combo = _combo_of(watched)
        if combo is None:
            return False
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in CLOSING_KEYS:
            combo.setProperty(CLOSED_BY_KEY, True)
            QTimer.singleShot(0, combo, lambda: _show_frame(combo))   # once the list has closed
        elif kind == QEvent.Type.MouseButtonPress:
            combo.setProperty(CLOSED_BY_KEY, False)
        return False


def _combo_of(obj: QObject | None) -> QComboBox | None:
    """The combo box a list (or the popup frame round it) belongs to."""
    while obj is not None and not isinstance(obj, QComboBox):
        obj = obj.parent()
    return obj


def _show_frame(combo: QComboBox) -> None:
    if combo.property(CLOSED_BY_KEY) and combo.hasFocus():
        combo.window().setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
        combo.update()


def keep_focus_frames(dialog: QWidget) -> QObject:
    """Let every combo box in ``dialog`` keep its focus frame after its list was closed by a key. Returns
    the watcher, for the dialog to keep."""
    watcher = _ListKeys(dialog)
    for combo in dialog.findChildren(QComboBox):
        combo.installEventFilter(watcher)
        view = combo.view()
        view.installEventFilter(watcher)
        if view.parentWidget() is not None:   # the popup frame round the list gets keys of its own
            view.parentWidget().installEventFilter(watcher)
    return watcher
