"""Autosave: the game in progress is on disk after every decision.

The autosave is the game's record (``autosave.rookrec``), its first line
carrying extra keys (record readers ignore keys they do not know):
``game_id``, the game's statistics id; ``hands_read``, the last hand whose
summary the people have read (the events alone cannot tell that: the engine
deals the next hand with the end of the last, and in hot-seat nobody acts in
it before the curtain is lifted, so a resume would show a summary read
already); and ``saved_as``, the file the game was last saved to or opened
from, if any, so that a resumed game is saved there again by Save.

It is written atomically (temporary file, flush, fsync, rename), so a crash
or a killed process at any moment leaves either the previous autosave or the
new one, never half of one.

The saver follows a game through :meth:`Game.subscribe`. The engine publishes
an action's events only after all of them have happened, so the subscriber
writes when it receives the last event of the game's list: the record on disk
always ends at a point where the game waits for a decision (or is over).

A finished game removes the autosave: there is nothing to resume.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from rookdesk.engine.atomic import write_text_atomic
from rookdesk.engine.events import Event, GameStarted
from rookdesk.engine.game import Game
from rookdesk.engine.record import event_line

from .saves import HANDS_READ_KEY, SaveFileError, first_line_keys, hands_read_of, open_game

log = logging.getLogger(__name__)

RECORD_NAME = "autosave.rookrec"
ID_KEY = "game_id"
SAVED_AS_KEY = "saved_as"


DATA_DIR_VARIABLE = "ROOKDESK_DATA_DIR"


def default_autosave_folder() -> Path:
    """The platform's app-data folder (``QStandardPaths.AppDataLocation``).

    ``ROOKDESK_DATA_DIR`` overrides it (a portable install, and the test suite,
    which must never touch a player's own autosave and statistics).
    """
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    base = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    if not QCoreApplication.applicationName():
        base = base / "rookdesk"  # no app name yet (scripts): still a folder of our own
    return base


def new_game_id() -> str:
    """A random (version 4) UUID as 32 hex digits, like ``uuid.uuid4().hex``.

    Made here from ``os.urandom`` as ``uuid4`` does: importing :mod:`uuid` imports
    :mod:`platform`, which a new game at start-up does not need.
    """
    data = bytearray(os.urandom(16))
    data[6] = (data[6] & 0x0F) | 0x40   # version 4
    data[8] = (data[8] & 0x3F) | 0x80   # the RFC 4122 variant
    return data.hex()


@dataclass(frozen=True, slots=True)
class Resumable:
    """A game that was in progress when rookdesk last stopped."""

    game: Game
    game_id: str
    saved_at: float  # seconds since the epoch
    # The last hand whose summary was read (Continue clicked); None from an autosave that does not say.
    hands_read: int | None = None
    saved_as: Path | None = None   # the game's own file (Save, Open), if it had one


class Autosaver:
    """Keeps the autosave of one game at a time up to date."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_autosave_folder()
        self.game: Game | None = None
        self.game_id = ""
        self.hands_read = 0
        self.saved_as: Path | None = None
        self.enabled = True
        self.last_error: OSError | None = None
        self._lines: list[str] = []
        self._unsubscribe: Callable[[], None] | None = None

    @property
    def record_path(self) -> Path:
        return self.folder / RECORD_NAME

    # Following a game ----------------------------------------------------------

    def attach(self, game: Game, game_id: str | None = None, hands_read: int = 0,
               saved_as: Path | None = None) -> str:
        """Follow ``game`` from now on (replacing any other) and save it at once if it has started.

        ``hands_read``: the last hand whose summary the people have read; ``saved_as``: the game's own
        file. Returns the game's id (``game_id``, or a new one) for its statistics.
        """
        self.detach()
        self.game = game
        self.game_id = game_id or new_game_id()
        self.hands_read = hands_read
        self.saved_as = saved_as
        self._lines = [self._line(e) for e in game.events]
        self._unsubscribe = game.subscribe(self._on_event)
        if game.events:
            self._save()
        return self.game_id

    def detach(self) -> None:
        """Stop following the game; the autosave on disk stays (quitting keeps it for the next start)."""
        if self._unsubscribe is not None:
            self._unsubscribe()
        self._unsubscribe = None
        self.game = None
        self._lines = []

    def _on_event(self, event: Event) -> None:
        game = self.game
        if game is None:
            return
        self._lines.append(self._line(event))
        if game.events and event is game.events[-1]:
            self._save()

    def note_hands_read(self, hands_read: int) -> None:
        """The people have read the summary of hand ``hands_read``: save that at once (no move of the
        game's follows before the next person acts, who may leave first)."""
        if hands_read != self.hands_read:
            self.hands_read = hands_read
            self._save_first_line()

    def note_saved_as(self, path: Path | None) -> None:
        """The game was saved to, or opened from, ``path`` (None: it has no file of its own)."""
        if path != self.saved_as:
            self.saved_as = path
            self._save_first_line()

    def _save_first_line(self) -> None:
        game = self.game
        if game is not None and game.events and self._lines:
            self._lines[0] = self._line(game.events[0])
            self._save()

    def save_now(self) -> None:
        """Write the autosave of the followed game at once (it is also written after every decision)."""
        self._save()

    def _save(self) -> None:
        game = self.game
        if game is None or not self.enabled:
            return
        try:
            if game.is_over:
                self.clear()
                return
            write_text_atomic(self.record_path, "".join(line + "\n" for line in self._lines))
            self.last_error = None
        except OSError as exc:
            # A full disk must not stop the game; the next decision tries again.
            self.last_error = exc
            log.warning("autosave failed: %s", exc)

    def _line(self, event: Event) -> str:
        if isinstance(event, GameStarted):
            marks = {ID_KEY: self.game_id, HANDS_READ_KEY: self.hands_read}
            if self.saved_as is not None:
                marks[SAVED_AS_KEY] = str(self.saved_as.resolve())
            return json.dumps({**event.to_record(), **marks}, separators=(",", ":"))
        return event_line(event)

    # On disk ---------------------------------------------------------------------

    def clear(self) -> None:
        """Remove the autosave (the game ended). Declining to resume does not: a new deal replaces it."""
        try:
            self.record_path.unlink()
        except FileNotFoundError:
            pass

    def pending_resume(self) -> Resumable | None:
        """The game to offer at start-up, or ``None``.

        A damaged or finished autosave is not offered; a damaged one is kept
        aside as ``autosave.rookrec.bad`` for a bug report and never blocks
        the start.
        """
        path = self.record_path
        if not path.is_file():
            return None
        try:
            game = open_game(path)
        except SaveFileError as exc:
            log.warning("the autosave cannot be resumed: %s", exc)
            try:
                os.replace(path, path.with_name(path.name + ".bad"))
            except OSError:
                pass
            return None
        if game.is_over:
            self.clear()
            return None
        marks = first_line_keys(path)
        game_id, saved_as = marks.get(ID_KEY), marks.get(SAVED_AS_KEY)
        return Resumable(game, game_id if isinstance(game_id, str) and game_id else new_game_id(),
                         path.stat().st_mtime, hands_read_of(marks),
                         Path(saved_as) if isinstance(saved_as, str) and saved_as else None)

