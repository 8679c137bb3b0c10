"""Saving and opening games as ``.rookrec`` records (``spec/record.md``).

A saved game is its record: opening replays it with the engine, so a file can
only ever give a game the rules allow. Everything that can go wrong with a
file (missing, too large, not text, not JSON, wrong types, an illegal
decision, an unknown format version) surfaces as one :class:`SaveFileError`
with a sentence saying what is wrong. Opening builds a new game and never
touches the one being played: the caller swaps games only on success.
"""

from __future__ import annotations

import enum
import errno
import json
import logging
import os
import stat
from pathlib import Path

from rookdesk.engine.atomic import write_text_atomic
from rookdesk.engine.errors import RecordError
from rookdesk.engine.game import Game
from rookdesk.engine.record import FORMAT, MAX_RECORD_BYTES, record_text, replay
from rookdesk.storage.file_mode import mode_for, restore_mode

log = logging.getLogger(__name__)

SUFFIX = ".rookrec"
MAX_BYTES = MAX_RECORD_BYTES
# A key of rookdesk's own on the record's first line (readers ignore keys they do not know): the last
# hand whose summary the people had read when the game was saved. The events cannot tell it, since the
# engine deals the next hand with the end of the last; opening the file goes on where the people were.
HANDS_READ_KEY = "hands_read"


class Problem(enum.Enum):
    """What kind of trouble a file gave (the UI words its message from this)."""

    UNREADABLE = "unreadable"        # missing, a folder, no permission, a device
    TOO_LARGE = "too_large"
    NOT_TEXT = "not_text"            # not UTF-8
    NOT_A_RECORD = "not_a_record"    # not JSON lines, wrong types, events out of order
    UNKNOWN_FORMAT = "unknown_format"
    ILLEGAL = "illegal"              # a decision the rules forbid, or events that do not replay
    NOT_WRITTEN = "not_written"


class SaveFileError(Exception):
    """A game file that cannot be saved or opened; ``str()`` is the message for people."""

    def __init__(self, path: str | Path, problem: Problem, detail: str, line: int = 0, reason: str = "",
                 os_errno: int | None = None, reader: RecordError | None = None) -> None:
        self.path = Path(path)
        self.problem = problem
        self.detail = detail
        self.os_errno = os_errno  # so the UI can say "permission denied" in the reader's language
        self.line = line
        self.reason = reason  # the record reader's own words, for a "Details" line
        self.reader = reader  # its error, whose code and params say the same for a translated line
        verb = "save" if problem is Problem.NOT_WRITTEN else "open"
        super().__init__(f"Cannot {verb} {self.path.name}: {detail}")


def with_suffix(path: str | Path) -> Path:
    """``path`` with the record suffix added when it has none."""
    path = Path(path)
    return path if path.suffix.lower() == SUFFIX else path.with_name(path.name + SUFFIX)


def save_game(game: Game, path: str | Path, hands_read: int | None = None) -> Path:
    """Write ``game``'s record (in progress or finished) atomically; returns the path written.

    ``hands_read``: the last hand whose summary the people have read, kept on the first line."""
    path = Path(path)
    mode = mode_for(path)
    text = record_text(game.events)
    if hands_read is not None and game.events:
        first, _, rest = text.partition("\n")
        text = json.dumps({**json.loads(first), HANDS_READ_KEY: hands_read}, separators=(",", ":")) + "\n" + rest
    try:
        write_text_atomic(path, text)
    except OSError as exc:
        raise SaveFileError(path, Problem.NOT_WRITTEN, exc.strerror or str(exc), os_errno=exc.errno) from None
    restore_mode(path, mode)  # a saved game is the user's file: not private as mkstemp makes it
    return path


def read_game_text(path: str | Path) -> str:
    """The file's text, refusing anything that is not a regular, reasonably sized UTF-8 file."""
    path = Path(path)
    try:
        # Opened before any size check so a file swapped under us is the one measured;
        # O_NONBLOCK keeps a named pipe from hanging the open.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise SaveFileError(path, Problem.UNREADABLE, (exc.strerror or str(exc)).lower(),
                            os_errno=exc.errno) from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise SaveFileError(path, Problem.UNREADABLE, "it is not a file",
                            os_errno=errno.EISDIR if stat.S_ISDIR(info.st_mode) else None)
    with os.fdopen(fd, "rb") as handle:
        if info.st_size > MAX_BYTES:
            raise SaveFileError(path, Problem.TOO_LARGE,
                                f"it is {info.st_size:,} bytes, far more than a game record can be ({MAX_BYTES:,})")
        try:
            # Read one byte past the limit: a file that grows while we read is still refused.
            data = handle.read(MAX_BYTES + 1)
        except OSError as exc:
            raise SaveFileError(path, Problem.UNREADABLE, (exc.strerror or str(exc)).lower(),
                            os_errno=exc.errno) from None
    if len(data) > MAX_BYTES:
        raise SaveFileError(path, Problem.TOO_LARGE, f"it is more than {MAX_BYTES:,} bytes, too large for a game record")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveFileError(path, Problem.NOT_TEXT, "it is not a text file (UTF-8), so it is not a game record") from None


def game_from_text(text: str, path: str | Path = "game.rookrec") -> Game:
    """Replay a record's text into a new game, or raise :class:`SaveFileError`."""
    if "\x00" in text:
        raise SaveFileError(path, Problem.NOT_TEXT, "it holds binary data, so it is not a game record")
    try:
        return replay(text)
    except RecordError as exc:
        raise SaveFileError(path, _problem_of(exc), _sentence(exc), exc.line, exc.reason, reader=exc) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError, OverflowError) as exc:
        # Anything the record reader did not foresee (a number with 5,000 digits, say)
        # is still a bad file, never a crash of the game being played.
        log.warning("unexpected error replaying %s: %r", path, exc)
        raise SaveFileError(path, Problem.NOT_A_RECORD, "it is not a valid game record") from None


def open_game(path: str | Path) -> Game:
    """The game saved in ``path``, replayed to where it was saved."""
    return game_from_text(read_game_text(path), path)


def first_line_keys(path: str | Path) -> dict:
    """The keys on a record's first line ({} when it cannot be read as an object)."""
    try:
        with Path(path).open(encoding="utf-8") as handle:
            first = json.loads(handle.readline())
    except (OSError, ValueError):
        return {}
    return first if isinstance(first, dict) else {}


def hands_read_of(keys: dict) -> int | None:
    """The ``hands_read`` mark of a first line's keys; None when it is missing (a record from another
    program or an older rookdesk) or damaged: then the events alone decide."""
    read = keys.get(HANDS_READ_KEY)
    return read if isinstance(read, int) and not isinstance(read, bool) and read >= 0 else None


def _problem_of(error: RecordError) -> Problem:
    reason = error.reason
    if reason.startswith("unknown record format"):
        return Problem.UNKNOWN_FORMAT
    if reason.startswith("illegal ") or " should be " in reason or "is not what happens next" in reason:
        return Problem.ILLEGAL
    return Problem.NOT_A_RECORD


def _sentence(error: RecordError) -> str:
    reason = error.reason
    if reason.startswith("unknown record format"):
        return f"it was written in a record format this version does not know ({FORMAT} is known): {reason}"
    where = f"line {error.line}: " if error.line else ""
    if reason.startswith("not valid JSON"):
        return f"it is not a game record ({where}{reason})"
    if reason.startswith("illegal "):
        return f"it contains a move the rules do not allow ({where}{reason})"
    if reason.startswith("the game is over, but the record ends before"):
        return f"the file is cut short ({where}{reason})"
    return f"it is not a valid game record ({where}{reason})"


def seat_kind(player: str) -> str:
    """The seat kind of a record's ``player`` field: ``human`` or a computer level (``ai:hard`` -> ``hard``)."""
    if player == "human":
        return "human"
    kind = player.removeprefix("ai:").partition(":")[0]
    return kind or "normal"
