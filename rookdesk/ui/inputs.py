"""Seat inputs: who answers for a seat when it is to act.

As in KDE's Lieutenant Skat, each seat has an input device. The controller
hands the active seat's input a :class:`Choice` and a generation number; the
input answers with ``actionChosen(generation, action)``. A human input is fed
by the table and the panels; a computer input thinks on a worker thread. The
generation lets the controller drop answers that arrive after the game they
were meant for was replaced.
"""

from __future__ import annotations

import atexit
import logging
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from rookdesk.ai.player import Choice, Player
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.ai.registry import PLAYER_KINDS, make_player
from rookdesk.engine.actions import Action

if TYPE_CHECKING:
    from rookdesk.ai.thinker import ThinkerProcess

log = logging.getLogger(__name__)

# Strongest first: a level that has not landed yet falls back to the next one.
LEVEL_ORDER = ("hard", "normal", "easy", "random")


def available_level(level: str) -> str:
    """``level`` if the registry knows it, else the strongest known level below or above it."""
    if level in PLAYER_KINDS:
        return level
    for candidate in LEVEL_ORDER:
        if candidate in PLAYER_KINDS:
            return candidate
    return "random"


# Levels that search for a long time think in the child process, away from the GUI thread's GIL.
SEARCHING_LEVELS = frozenset({"hard"})
_thinker: ThinkerProcess | None = None


def shared_thinker() -> ThinkerProcess:
    """The app's one thinking process (started on first use, ended when the app quits)."""
    global _thinker
    if _thinker is None:
        # Imported here: a start-up with no Hard seat need not load it (about 19 ms).
        from rookdesk.ai.thinker import ThinkerProcess

        _thinker = ThinkerProcess()
        atexit.register(close_thinker)
    return _thinker


def close_thinker() -> None:
    global _thinker
    thinker, _thinker = _thinker, None
    if thinker is not None:
        thinker.close()


def make_computer(level: str, seed: int, think_seconds: float | None = None) -> Player:
    """A computer player of ``level`` (``easy``, ``normal``, ``hard``) or the best available.

    A searching level is a :class:`ProcessPlayer`; its process starts now, so
    that the child's imports are done by the time the first decision comes.
    """
    name = available_level(level)
    spec = f"hard:{think_seconds:g}" if name == "hard" and think_seconds else name
    if name in SEARCHING_LEVELS:
        from rookdesk.ai.thinker import ProcessPlayer

        thinker = shared_thinker()
        thinker.start()
        return ProcessPlayer(spec, seed, thinker)
    return make_player(spec, seed)


class SeatInput(QObject):
    """Base of the seat inputs."""

    actionChosen = Signal(int, object)   # generation, Action

    is_human = False

    def __init__(self, seat: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.choice: Choice | None = None
        self.generation = -1

    @property
    def is_active(self) -> bool:
        return self.choice is not None

    def activate(self, choice: Choice, generation: int) -> None:
        self.choice, self.generation = choice, generation

    def deactivate(self) -> None:
        """Stop answering (the turn passed, or the game was replaced)."""
        self.choice = None

    def shutdown(self) -> None:
        self.deactivate()


class HumanInput(SeatInput):
    """Answers with what the person at the table chose (cards, panels)."""

    is_human = True

    def submit(self, action: Action) -> bool:
        """Pass the person's decision on; ``False`` when this seat is not asked anything now."""
        if self.choice is None or action.seat != self.seat:
            return False
        self.actionChosen.emit(self.generation, action)
        return True


class ThinkRelay(QObject):
    """Lives on the GUI thread as long as the app; workers emit on it and Qt queues the call over.

    One relay outlives every game, so a worker that finishes after its game
    was replaced still emits on a live object (its answer is then dropped).
    """

    finished = Signal(int, int, object, object)   # generation, seat, action or None, error or None


class _ThinkJob(QRunnable):
    def __init__(self, player: Player, choice: Choice, generation: int, seat: int, relay: ThinkRelay) -> None:
        super().__init__()
        self.player, self.choice, self.generation, self.seat, self.relay = player, choice, generation, seat, relay
        self.setAutoDelete(True)

    def run(self) -> None:
        action: Action | None = None
        error: BaseException | None = None
        try:
            action = self.player.choose(self.choice)
        except BaseException as exc:  # reported on the GUI thread; a worker must not die silently
            error = exc
        self.relay.finished.emit(self.generation, self.seat, action, error)


class AIInput(SeatInput):
    """Runs ``player.choose`` on a worker thread, then waits out the pause so people can follow."""

    def __init__(self, seat: int, player: Player, pool: QThreadPool, relay: ThinkRelay, pause_ms: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(seat, parent)
        self.player = player
        self.pool = pool
        self.pause_ms = max(0, pause_ms)
        self._relay = relay
        relay.finished.connect(self._on_finished)
        self._started = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._deliver)
        self._ready: Action | None = None
        self._fallback = RandomPlayer(seat)
        self.is_thinking = False

    def activate(self, choice: Choice, generation: int) -> None:
        super().activate(choice, generation)
        self._started = time.monotonic()
        self._ready = None
        self.is_thinking = True
        self.pool.start(_ThinkJob(self.player, choice, generation, self.seat, self._relay))

    def deactivate(self) -> None:
        if self.is_thinking:
            self._cancel_player()
        self._timer.stop()
        self._ready = None
        self.is_thinking = False
        super().deactivate()

    def shutdown(self) -> None:
        self.deactivate()
        self._cancel_player()
        close = getattr(self.player, "close", None)
        if callable(close):
            close()
        try:
            self._relay.finished.disconnect(self._on_finished)
        except (RuntimeError, TypeError):
            pass  # already disconnected

    def _cancel_player(self) -> None:
        cancel = getattr(self.player, "cancel", None)
        if callable(cancel):
            cancel()

    @Slot(int, int, object, object)
    def _on_finished(self, generation: int, seat: int, action: Action | None, error: BaseException | None) -> None:
        if seat != self.seat or self.choice is None or generation != self.generation:
            return  # a late answer for a turn (or game) that is gone
        self.is_thinking = False
        if error is not None or action is None:
            log.error("computer player of seat %d failed; playing a random legal move", self.seat,
                      exc_info=error)
            action = self._fallback.choose(self.choice)
        self._ready = action
        elapsed_ms = (time.monotonic() - self._started) * 1000
        wait = int(max(0.0, self.pause_ms - elapsed_ms))
        if wait <= 0:
            self._deliver()
        else:
            self._timer.start(wait)

    @Slot()
    def _deliver(self) -> None:
        if self.choice is None or self._ready is None:
            return
        action, self._ready = self._ready, None
        self.actionChosen.emit(self.generation, action)
