"""The desktop's question before work could be lost: go ahead one way, go ahead another, or go back.
Used by the save question of a game (Save / Don't save / Cancel) and by Preferences (Apply / Discard / Go back)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget


def three_way_box(parent: QWidget, title: str, question: str, note: str, keep_text: str, drop_text: str,
                  back_text: str, keep_enabled: bool = True, keep_is_default: bool = True
                  ) -> tuple[QMessageBox, QAbstractButton, QAbstractButton]:
    """A window-modal question, not yet open (``open()`` it: it does not block): the box, its button that
    keeps the work (the default, unless greyed by ``keep_enabled`` or not wanted, ``keep_is_default``)
    and its button that drops it. The third button, which Escape presses too, goes back without doing
    anything, and is the default where keeping is not."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question, QMessageBox.StandardButton.NoButton, parent)
    box.setInformativeText(note)
    keep = box.addButton(keep_text, QMessageBox.ButtonRole.AcceptRole)
    keep.setEnabled(keep_enabled)
    drop = box.addButton(drop_text, QMessageBox.ButtonRole.DestructiveRole)
    back = box.addButton(back_text, QMessageBox.ButtonRole.RejectRole)
    box.setEscapeButton(back)
    box.setDefaultButton(keep if keep_enabled and keep_is_default else back)
    box.setAccessibleName(title)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    return box, keep, drop
