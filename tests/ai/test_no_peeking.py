"""Players decide from their seat's view only: hidden cards elsewhere cannot change a decision."""

from __future__ import annotations

import random

import pytest

from rookdesk.ai.easy import EasyPlayer
from rookdesk.ai.hard import HardPlayer
from rookdesk.ai.normal import NormalPlayer
from rookdesk.ai.player import choice_for
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESET_NAMES, PRESETS


def game_at(preset: str, seed: int, steps: int) -> Game:
    game = Game(PRESETS[preset], seed)
    game.start()
    players = [NormalPlayer(s) for s in range(game.rules.players)]
    for _ in range(steps):
        if game.is_over or game.hand_number > 1:
            break
        game.apply(players[game.to_act].choose(choice_for(game)))  # type: ignore[index]
    return game


def swap_hidden(game: Game, rng: random.Random) -> Game | None:
    """A twin game whose deal differs only in cards the seat to act cannot see."""
    seat = game.to_act
    twin = game.clone()
    places: list[list] = [twin.hands[s] for s in range(game.rules.players) if s != seat]
    nest_hidden = game.bidder != seat or not game._nest_done  # noqa: SLF001 - test builds a twin deal
    if nest_hidden and twin.nest and not twin._nest_done:  # noqa: SLF001
        places.append(nest := list(twin.nest))
    else:
        nest = None
    if twin.pile:
        places.append(twin.pile)
    swappable = [(p, i) for p in places for i, c in enumerate(p)
                 if not any(c in k for k in twin.known)]
    rng.shuffle(swappable)
    for (p, i), (q, j) in zip(swappable, swappable[1:]):
        if p is not q:
            p[i], q[j] = q[j], p[i]
            if nest is not None:
                twin.nest = tuple(nest)
            return twin
    return None


@pytest.mark.parametrize("preset", PRESET_NAMES)
@pytest.mark.parametrize("steps", [0, 3, 9, 16])
def test_hidden_cards_do_not_change_decisions(preset: str, steps: int) -> None:
    """Same view, same seed -> the same decision from every level, whatever the hidden cards are."""
    game = game_at(preset, seed=21 + steps, steps=steps)
    if game.is_over or game.phase is Phase.NOT_STARTED:
        pytest.skip("no decision here")
    twin = swap_hidden(game, random.Random(steps))
    if twin is None:
        pytest.skip("nothing hidden to swap")
    seat = game.to_act
    assert game.view_for(seat) == twin.view_for(seat)  # type: ignore[arg-type]
    assert [sorted(c.id for c in h) for h in game.hands] != [sorted(c.id for c in h) for h in twin.hands] \
        or game.nest != twin.nest or game.pile != twin.pile
    for make in (lambda: EasyPlayer(7), lambda: NormalPlayer(7), lambda: HardPlayer(7, budget=5.0, iterations=4)):
        assert make().choose(choice_for(game)) == make().choose(choice_for(twin))
