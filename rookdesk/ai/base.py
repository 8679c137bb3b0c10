"""What every computer player shares: a seeded random source, a cancel flag, and view-to-ints helpers."""

from __future__ import annotations

import random
import threading

from ..engine.actions import Action, Discard, Pass, PlayCard
from ..engine.views import SeatView
from .knowledge import Knowledge
from .player import Choice
from .tactics import PlayContext


class BasePlayer:
    """A player with a seed and a thread-safe ``cancel()``.

    ``cancel()`` may be called from another thread (the GUI) while ``choose``
    runs on a worker; ``choose`` then returns a legal action promptly. Players
    that decide in a few milliseconds (Easy, Normal) have nothing to stop; the
    searching player checks the flag between playouts.
    """

    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self._cancelled = threading.Event()

    def cancel(self) -> None:
        self._cancelled.set()

    def reset_cancel(self) -> None:
        self._cancelled.clear()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def decision_rng(self, choice: Choice) -> random.Random:
        """A random source that depends only on the seed and the public decision point.

        Deriving it from the decision (not from how many decisions came before)
        keeps a player's answer the same for the same view, whatever it was
        asked earlier: the no-peeking test relies on that.
        """
        v = choice.view
        key = (self.seed, v.hand_number, len(v.auction), len(v.tricks), len(v.trick), v.phase.value, v.seat)
        return random.Random(_stable_hash(key))


def _stable_hash(key: tuple) -> int:
    h = 1469598103934665603
    for part in key:
        for ch in str(part).encode():
            h = ((h ^ ch) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
        h = ((h ^ 0x7C) * 1099511628211) & 0xFFFFFFFFFFFFFFFF
    return h


def play_context(view: SeatView, k: Knowledge, legal: list[PlayCard]) -> PlayContext:
    """The card-play context of ``view`` in the simulator's ints."""
    t = k.t
    trick = [t.index[c] for _, c in view.trick]
    seats = [s for s, _ in view.trick]
    led = t.suit[trick[0]] if trick else -1
    best = t.winner_index(trick) if trick else -1
    legal_mask = t.mask_of([a.card for a in legal])
    bidder = view.bidder if view.bidder is not None else view.seat
    return PlayContext(t, view.seat, k.hand, legal_mask, trick, seats, best, led, k.outstanding, list(k.voids), bidder)


def first_of(actions: tuple[Action, ...], kind: type) -> Action | None:
    for a in actions:
        if isinstance(a, kind):
            return a
    return None


def fallback_action(choice: Choice) -> Action:
    """Some legal action, at once (for a cancelled search)."""
    if choice.discard is not None:
        o = choice.discard
        return Discard(choice.view.seat, o.required + o.choose_from[: o.count])
    passes = first_of(choice.actions, Pass)
    return passes if passes is not None else choice.actions[0]
