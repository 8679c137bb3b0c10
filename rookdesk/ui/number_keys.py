"""A key a number box refuses is answered: Qt's spin boxes drop a character that cannot make a number in
their range without a word ("9" in a Players box of 2 to 6, "-" in a points cell), so a typed 9 or -5 seemed
taken as something else (round 32)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QSpinBox, QToolTip

from rookdesk.ui.texts import tr


def range_text(box: QSpinBox) -> str:
    return (tr("Only whole numbers from %1 to %2 go here.")
            .replace("%1", str(box.minimum())).replace("%2", str(box.maximum())))


class RefusedKeys(QObject):
    """An event filter for spin boxes: a printable key that leaves the box's text as it was shows the box's
    range in a tooltip under it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QSpinBox):
            return False
        assert isinstance(event, QKeyEvent)
        text = event.text()
        edit = watched.findChild(QLineEdit)
        if not text or not text.isprintable() or text.isspace() or edit is None or watched.isReadOnly():
            return False
        before = (edit.text(), edit.cursorPosition(), edit.selectedText())
        watched.event(event)   # the box's own handling: it takes the key or drops it
        if (edit.text(), edit.cursorPosition(), edit.selectedText()) == before:
            QToolTip.showText(watched.mapToGlobal(QPoint(0, watched.height())), range_text(watched), watched)
        return True
