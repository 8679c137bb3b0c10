"""Seat names a game can be dealt with: every seat named, no two alike.

The new-game dialog and Preferences > Players check names the same way and
say the same thing, so both use this module.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QCoreApplication

from rookdesk.storage.settings import DEFAULT_SEAT_NAMES, shown_default_name
from rookdesk.ui.texts import arg


def _tr(text: str) -> str:
    # lupdate files module-level _tr() calls under the empty context (see rookdesk/ui/i18n.py).
    return QCoreApplication.translate("", text)


def name_key(name: str) -> str:
    """Two seat names are the same if they match ignoring case and surrounding spaces."""
    return name.strip().casefold()


def is_default_name(name: str) -> bool:
    """A compass or "Player n" name in English or the user's language: one nobody chose for themselves."""
    known = {name_key(n) for source in DEFAULT_SEAT_NAMES for n in (source, shown_default_name(source))}
    return name_key(name) in known


@dataclass(frozen=True, slots=True)
class NameProblem:
    """Why the names cannot be dealt with: the seats concerned (0-based) and the message."""
    seats: tuple[int, ...]
    message: str


def name_problem(names: Sequence[str]) -> NameProblem | None:
    """The first reason ``names`` (one per seat in use) cannot be dealt with: an empty or repeated name."""
    empty = tuple(i for i, name in enumerate(names) if not name.strip())
    if empty:
        return NameProblem(empty, arg(_tr("Seat %1 needs a name."), empty[0] + 1))
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        other = seen.setdefault(name_key(name), i)
        if other != i:
            return NameProblem((other, i), arg(_tr("Seats %1 and %2 are both called “%3”: give each seat its own name."),
                                               other + 1, i + 1, name.strip()))
    return None
