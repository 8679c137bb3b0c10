"""Keys that answer while their menu item is greyed out: Ctrl+Z says why Undo is off, Ctrl+L that no
trick has been won yet.

A disabled action's shortcut does nothing, and an action kept enabled to refuse would no longer look
greyed out in the menu, where the mouse player learns that it is off. So a second shortcut on the same
keys is enabled exactly while the action is not: Qt never sees two live at once.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtGui import QAction, QShortcut
from PySide6.QtWidgets import QWidget


def answer_while_greyed(action: QAction, parent: QWidget, answer: Callable[[], None]) -> QShortcut:
    """A shortcut on ``action``'s keys, live only while ``action`` is disabled, that calls ``answer``.
    ``action`` needs an object name: it names the stand-in, and a keyboard audit finds the pair by it."""
    name = action.objectName()
    assert name, "the action needs an object name"
    stand_in = QShortcut(parent)
    stand_in.setObjectName(name + "Refusal")
    # Tells a keyboard audit that the keys it shares with the action are never live twice.
    stand_in.setProperty("answersGreyed", name)
    stand_in.activated.connect(answer)

    def follow() -> None:
        if stand_in.keys() != action.shortcuts():
            stand_in.setKeys(action.shortcuts())
        stand_in.setEnabled(not action.isEnabled())

    action.changed.connect(follow)
    follow()
    return stand_in
