"""A queue of table animations, run one step at a time, with a speed setting.

Each engine event becomes one step: a function that changes the table's model
and returns the animation that shows the change (or ``None`` when nothing
moves). Steps run in order, so a card reaches the trick before the trick
slides to its winner. ``idle`` is emitted when the queue runs dry; the shell
waits for it before it lets the next seat act. At speed ``off`` every step
runs at once and nothing is animated (tests use this).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from enum import Enum

from PySide6.QtCore import (
    QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup, QPauseAnimation,
    QPointF, QPropertyAnimation, QSequentialAnimationGroup, Signal,
)


class Speed(Enum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def factor(self) -> float:
        return {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}[self.value]

    @property
    def hold_factor(self) -> float:
        """For pauses that are there to be read: they shrink less than movements at "fast"."""
        return {"off": 0.0, "fast": 0.75, "normal": 1.0, "slow": 1.4}[self.value]


# Base durations in ms at speed "normal" (KPatience-like: short, easing out).
DEAL_FLIGHT_MS = 260
DEAL_STAGGER_MS = 45
PLAY_MS = 300
# A full trick and its winner stay this long (times hold_factor). 1.3 s was too short to read the last
# card and who won: two round-28 testers missed the computer's card (a click or Enter still ends it early).
TRICK_PAUSE_MS = 1700
DEALER_DRAW_MS = 1800   # the draw for the first deal stays this long (times hold_factor)
TRICK_SLIDE_MS = 380
MOVE_MS = 320
SORT_MS = 240
LIFT_MS = 90

Step = Callable[[float], "QAbstractAnimation | None"]
"""Given the speed factor, apply one change and return its animation (or None)."""


class AnimationQueue(QObject):
    """Runs steps in order; emits ``idle`` when the last one is done."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = Speed.NORMAL
        self._steps: deque[tuple[Step, Callable[[], None] | None]] = deque()
        self._current: QAbstractAnimation | None = None
        self._current_done: Callable[[], None] | None = None
        self._pumping = False
        self._instant = 0

    def set_speed(self, speed: str) -> None:
        self.speed = Speed(speed)

    def current(self) -> QAbstractAnimation | None:
        """The animation running now, if any."""
        return self._current

    def is_busy(self) -> bool:
        return self._current is not None or bool(self._steps)

    def enqueue(self, step: Step, done: Callable[[], None] | None = None) -> None:
        """Add a step; ``done`` runs when its animation ends (or at once if none)."""
        self._steps.append((step, done))
        self._pump()

    def clear(self) -> None:
        """Forget pending steps and stop the running one where it is (a new table follows)."""
        was_busy = self.is_busy()
        self._steps.clear()
        current, self._current, self._current_done = self._current, None, None
        if current is not None:
            current.stop()
            current.deleteLater()
        if was_busy:
            self.idle.emit()  # whoever waits for the table must not wait forever

    def finish_current(self, go_on: bool = True) -> None:
        """End the running animation at once (its ``done`` runs), then go on with the queue (unless
        ``go_on`` is False: the caller calls :meth:`go_on` when ready for the next step)."""
        current, done = self._current, self._current_done
        if current is None:
            return
        self._current, self._current_done = None, None
        current.finished.disconnect(self._on_finished)
        current.stop()
        current.deleteLater()
        if done is not None:
            done()
        if go_on:
            self.go_on()

    def go_on(self) -> None:
        """Start the next queued step if none runs (or say the queue is idle)."""
        if self._current is not None:
            return
        if self._steps:
            self._pump()
        else:
            self.idle.emit()

    def cut_hold(self) -> bool:
        """End the running step early if it is only a :class:`Hold` (a click on the table)."""
        if not isinstance(self._current, Hold):
            return False
        self.finish_current()
        return True

    def fast_forward(self) -> None:
        """Jump to the end of every queued step (viewer switched, table rebuilt)."""
        self._instant += 1
        try:
            self.finish_current()
            self._pump()
        finally:
            self._instant -= 1

    def _pump(self) -> None:
        if self._pumping or self._current is not None:
            return
        self._pumping = True
        ran = False
        try:
            while self._steps and self._current is None:
                step, done = self._steps.popleft()
                ran = True
                instant = self._instant > 0 or self.speed is Speed.OFF
                animation = step(0.0 if instant else self.speed.factor)
                if animation is None or instant or animation.totalDuration() <= 0:
                    if animation is not None:
                        animation.deleteLater()
                    if done is not None:
                        done()
                    continue
                self._current, self._current_done = animation, done
                animation.finished.connect(self._on_finished)
                animation.start()
        finally:
            self._pumping = False
        if ran and self._current is None and not self._steps:
            self.idle.emit()

    def _on_finished(self) -> None:
        current, done = self._current, self._current_done
        self._current, self._current_done = None, None
        if current is not None:
            current.deleteLater()
        if done is not None:
            done()
        if not self._steps:
            self.idle.emit()
        else:
            self._pump()


def move_animation(target: QObject, pos: QPointF, rotation: float, duration: int, delay: int = 0,
                   easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
                   scale: float | None = None, opacity: float | None = None) -> QAbstractAnimation:
    """Animate a card item to a pose, after ``delay`` ms."""
    group = QParallelAnimationGroup()
    for name, value in (("pos", pos), ("rotation", rotation), ("scale", scale), ("opacity", opacity)):
        if value is None:
            continue
        animation = QPropertyAnimation(target, name.encode())
        animation.setDuration(max(1, duration))
        animation.setEndValue(value)
        animation.setEasingCurve(easing)
        group.addAnimation(animation)
    if delay <= 0:
        return group
    sequence = QSequentialAnimationGroup()
    sequence.addAnimation(QPauseAnimation(delay))
    sequence.addAnimation(group)
    return sequence


class Hold(QPauseAnimation):
    """A pause for the people to read the table: unlike a movement, a click may cut it short."""


def hold(duration: int) -> Hold:
    return Hold(max(1, duration))


def shortest_rotation(start: float, end: float) -> float:
    """``end`` shifted by whole turns so a card turns the short way from ``start``."""
    delta = (end - start + 180.0) % 360.0 - 180.0
    return start + delta
