"""The one place where engine events enter Qt.

The engine publishes plain dataclass events to plain callbacks; the bridge
subscribes to one game at a time and re-emits each event as a Qt signal. The
signal is emitted through a queued hop when the event comes from another
thread, so every slot (models, the table, the controller) runs on the GUI
thread whatever thread applied the action.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject, QThread, Signal, Slot

from rookdesk.engine.events import Event
from rookdesk.engine.game import Game


class EngineBridge(QObject):
    """Re-emits the events of the attached game as ``eventOccurred(event)``."""

    eventOccurred = Signal(object)
    # Internal hop for events published off the GUI thread (queued by Qt).
    _crossThread = Signal(object, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._unsubscribe: Callable[[], None] | None = None
        self._game: Game | None = None
        # Bumped on every attach, so events of a replaced game still in flight are dropped.
        self._generation = 0
        self._crossThread.connect(self._deliver)

    @property
    def game(self) -> Game | None:
        return self._game

    def attach(self, game: Game) -> None:
        """Follow ``game`` (and stop following the previous one)."""
        self.detach()
        self._generation += 1
        self._game = game
        generation = self._generation
        self._unsubscribe = game.subscribe(lambda event: self._publish(event, generation))

    def detach(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
        self._unsubscribe = None
        self._game = None

    def _publish(self, event: Event, generation: int) -> None:
        if QThread.currentThread() == self.thread():
            self._deliver(event, generation)
        else:
            self._crossThread.emit(event, generation)

    @Slot(object, int)
    def _deliver(self, event: Event, generation: int) -> None:
        if generation == self._generation:
            self.eventOccurred.emit(event)
