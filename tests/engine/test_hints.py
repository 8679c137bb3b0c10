"""Hints (issue 6): a legal Normal-strength suggestion that leaves the game untouched."""

from __future__ import annotations

import random

import pytest

from rookdesk import hints
from rookdesk.ai import registry
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESET_NAMES, PRESETS

from .builders import random_action, snapshot


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_hint_is_legal_in_every_phase_and_changes_nothing(name: str) -> None:
    game = Game(PRESETS[name], 4)
    game.start()
    rng = random.Random(4)
    phases: set[Phase] = set()
    while not game.is_over and len(game.actions) < 150:
        before = snapshot(game)
        action = hints.suggest(game)
        assert action is not None and game.why_illegal(action) is None
        assert hints.suggest(game) == action  # the same point, the same hint
        assert snapshot(game) == before
        phases.add(game.phase)
        game.apply(random_action(game, rng))
    assert {Phase.BIDDING, Phase.PLAY} <= phases


def test_no_hint_when_nobody_is_to_act() -> None:
    game = Game(PRESETS["two-hand-standard"], 1)
    assert hints.suggest(game) is None


def test_falls_back_to_random_without_normal(monkeypatch: pytest.MonkeyPatch) -> None:
    kinds = {k: v for k, v in registry.PLAYER_KINDS.items() if k != "normal"}
    monkeypatch.setattr(registry, "PLAYER_KINDS", kinds)
    game = Game(PRESETS["partners-cutthroat"], 2)
    game.start()
    action = hints.suggest(game)
    assert action is not None and game.why_illegal(action) is None
