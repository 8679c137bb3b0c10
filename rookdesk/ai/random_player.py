"""A random legal player: the baseline every stronger level is measured against."""

from __future__ import annotations

import random

from ..engine.actions import Action, Bid, Discard, Pass
from .player import Choice


class RandomPlayer:
    """Plays a uniformly random legal card, trump, draw and discard.

    In the auction it passes half the time and otherwise bids the smallest
    amount it may: uniformly random bids would overbid so wildly that games
    between random players rarely reach the target.
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, choice: Choice) -> Action:
        if choice.discard is not None:
            options = choice.discard
            extra = self.rng.sample(options.choose_from, options.count)
            return Discard(choice.view.seat, options.required + tuple(extra))
        actions = choice.actions
        bids = [a for a in actions if isinstance(a, Bid)]
        if bids:
            passes = [a for a in actions if isinstance(a, Pass)]
            if passes and self.rng.random() < 0.5:
                return passes[0]
            return bids[0]
        return actions[self.rng.randrange(len(actions))]
