"""Every level plays legally under every preset and random house rules, and is deterministic for a seed."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rookdesk.ai.easy import EasyPlayer
from rookdesk.ai.hard import HardPlayer
from rookdesk.ai.normal import NormalPlayer
from rookdesk.ai.player import choice_for
from rookdesk.ai.registry import PLAYER_KINDS, make_player, parse_level
from rookdesk.engine.actions import Action
from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.rules import RuleSet

from .strategies import rule_sets


def quick_player(level: str, seed: int):
    """A player of ``level``; Hard searches a fixed few samples so that tests are quick and reproducible."""
    if level == "hard":
        return HardPlayer(seed, budget=5.0, iterations=3)
    return {"easy": EasyPlayer, "normal": NormalPlayer}[level](seed)


def play_hands(rules: RuleSet, level: str, seed: int, hands: int = 1) -> list[Action]:
    """Play ``hands`` hands with ``level`` in every seat; ``Game.apply`` raises on any illegal action."""
    game = Game(rules, seed)
    game.start()
    players = [quick_player(level, seed * 10 + s) for s in range(rules.players)]
    actions = []
    while not game.is_over and game.hand_number <= hands:
        choice = choice_for(game)
        action = players[choice.view.seat].choose(choice)
        if choice.discard is not None:
            assert choice.discard.allows(action.cards)  # type: ignore[union-attr]
        else:
            assert action in choice.actions
        game.apply(action)
        actions.append(action)
    return actions


def test_levels_are_registered() -> None:
    """The levels the UI and ``rookdesk-sim`` name exist, with an optional time budget."""
    assert {"random", "easy", "normal", "hard"} <= set(PLAYER_KINDS)
    assert parse_level("hard:0.25") == ("hard", 0.25)
    assert isinstance(make_player("hard:0.25", 1), HardPlayer)
    assert make_player("hard:0.25", 1).budget == 0.25  # type: ignore[attr-defined]
    assert make_player("hard", 1).budget == 1.0  # type: ignore[attr-defined]
    with pytest.raises(ValueError):
        parse_level("expert")


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_every_preset(preset: str, level: str) -> None:
    """A whole hand of every preset, each decision legal."""
    assert play_hands(PRESETS[preset], level, seed=3)


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(rules=rule_sets(), seed=st.integers(min_value=0, max_value=1000),
       level=st.sampled_from(["easy", "normal", "hard"]))
def test_levels_play_random_rules(rules: RuleSet, seed: int, level: str) -> None:
    """Random valid house rules: still only legal actions, whatever the deck, nest or draw pile."""
    play_hands(rules, level, seed)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_same_seed_same_game(level: str) -> None:
    """A player is deterministic for its seed: the same game twice gives the same actions."""
    rules = PRESETS["kentucky-rook"] if level != "easy" else PRESETS["two-hand-standard"]
    assert play_hands(rules, level, seed=5) == play_hands(rules, level, seed=5)
