"""Engine throughput: random hands through the public engine, deal to score."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from .engine.actions import Action, Bid, Discard, Pass
from .engine.game import Game
from .engine.nest import DiscardOptions
from .engine.phases import Phase
from .engine.rules import RuleSet


@dataclass(frozen=True)
class EngineBench:
    hands: int
    actions: int
    seconds: float
    engine_seconds: float  # inside legal_actions / discard_options and apply only

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds

    @property
    def microseconds_per_action(self) -> float:
        return self.engine_seconds / self.actions * 1e6

    def line(self, name: str) -> str:
        return (f"{name} {self.hands_per_second:,.0f} hands/s ({self.hands} hands in {self.seconds:.1f} s); "
                f"engine {self.microseconds_per_action:.1f} us/action, legal actions + apply ({self.actions} actions timed)")


def _random_choice(rng: random.Random, seat: int, legal: list[Action] | DiscardOptions) -> Action:
    """The random player's policy, inlined so that the figures measure the engine."""
    if isinstance(legal, DiscardOptions):
        return Discard(seat, legal.required + tuple(rng.sample(legal.choose_from, legal.count)))
    if isinstance(legal[-1], Bid):
        if isinstance(legal[0], Pass) and rng.random() < 0.5:
            return legal[0]
        return legal[1] if isinstance(legal[0], Pass) else legal[0]
    return legal[rng.randrange(len(legal))]


def _play_random(rules: RuleSet, rng: random.Random, timed: bool) -> tuple[int, int, float]:
    """One random game (at most 200 hands): hands completed, actions, seconds inside the engine."""
    clock = time.perf_counter
    game = Game(rules, rng.randrange(2**31))
    game.start()
    actions = 0
    engine = 0.0
    while not game.is_over and game.hand_number <= 200:
        if timed:
            t0 = clock()
            legal = game.discard_options() if game.phase is Phase.DISCARD else game.legal_actions()
            t1 = clock()
            action = _random_choice(rng, game.to_act, legal)  # type: ignore[arg-type]
            t2 = clock()
            game.apply(action)
            engine += (t1 - t0) + (clock() - t2)
        else:
            legal = game.discard_options() if game.phase is Phase.DISCARD else game.legal_actions()
            game.apply(_random_choice(rng, game.to_act, legal))  # type: ignore[arg-type]
        actions += 1
    hands = game.hand_number if game.is_over else game.hand_number - 1
    return hands, actions, engine


def bench_engine(rules: RuleSet, seconds: float = 3.0, seed: int = 1) -> EngineBench:
    """Random games for ``seconds``: hands per second (deal to score), then, in a
    second run of the same length with a clock around each engine call, the
    engine's cost per action (legal actions + apply)."""
    rng = random.Random(seed)
    clock = time.perf_counter
    hands = 0
    start = clock()
    while clock() - start < seconds:
        hands += _play_random(rules, rng, timed=False)[0]
    elapsed = clock() - start
    actions = 0
    engine = 0.0
    start = clock()
    while clock() - start < seconds:
        _, n, spent = _play_random(rules, rng, timed=True)
        actions += n
        engine += spent
    return EngineBench(hands, actions, elapsed, engine)
