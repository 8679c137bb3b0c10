"""The game state machine's contract (DESIGN.md, Layers): apply returns the events, subscribers get every
event, clones are independent, a seed plus the decisions is the whole game."""

from __future__ import annotations

import random

import pytest

from rookdesk.engine.events import Dealt, GameStarted
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESET_NAMES, PRESETS

from .builders import game_in_phase, play_to_end, quick_action, random_action


def test_subscribers_receive_every_event() -> None:
    """Subscribers receive every event, in order; apply returns the events it caused; unsubscribing stops them."""
    game = Game(PRESETS["two-hand-standard"], seed=4)
    seen: list[object] = []
    unsubscribe = game.subscribe(seen.append)
    started = game.start()
    assert isinstance(started[0], GameStarted) and isinstance(started[-1], Dealt)
    rng = random.Random(4)
    returned = list(started)
    while game.hand_number == 1:
        returned += game.apply(random_action(game, rng))
    assert seen == returned == game.events
    unsubscribe()
    unsubscribe()  # a second call is harmless
    game.apply(random_action(game, rng))
    assert len(seen) < len(game.events)


def test_seed_and_decisions_are_the_whole_game() -> None:
    """Replaying the same decisions on a game with the same seed gives the same events."""
    rules = PRESETS["kentucky-discard"]
    game = play_to_end(_started(rules, 12), random.Random(12), max_hands=8)
    twin = _started(rules, 12)
    for action in game.actions:
        twin.apply(action)
    assert twin.events == game.events


def _started(rules, seed: int) -> Game:
    game = Game(rules, seed)
    game.start()
    return game


def test_clone_is_independent() -> None:
    """A clone (for search) shares nothing mutable: playing it on, past the end of a hand, changes neither
    the original's state nor its future deals; the clone has no subscribers."""
    rules = PRESETS["partners-cutthroat"]
    game = _started(rules, 5)
    seen: list[object] = []
    game.subscribe(seen.append)
    clone = game.clone()
    while clone.hand_number == 1:
        clone.apply(quick_action(clone))
    assert seen == [] and len(game.events) == 2 and game.hand_number == 1
    while game.hand_number == 1:
        game.apply(quick_action(game))
    assert game.events[-1] == clone.events[len(game.events) - 1]  # the same second deal
    fresh = _started(rules, 5)
    while fresh.hand_number == 1:
        fresh.apply(quick_action(fresh))
    assert fresh.events == game.events


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_game_in_phase_builder(name: str) -> None:
    """The test builder gives a seeded game in any phase a rule set has (quick or random decisions)."""
    rules = PRESETS[name]
    phases = [Phase.BIDDING, Phase.TRUMP, Phase.DISCARD, Phase.PLAY] + ([Phase.DRAW] if rules.draw_pile else [])
    for phase in phases:
        assert game_in_phase(rules, phase, seed=3).phase is phase
        assert game_in_phase(rules, phase, seed=3, randomly=True).phase is phase
    over = game_in_phase(rules, Phase.GAME_OVER, seed=3, randomly=True)
    assert over.is_over and over.winner is not None
