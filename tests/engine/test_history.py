"""Undo and redo (issue 6): a rewound game equals the game played directly up to there."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rookdesk.engine.events import GameEnded, HandEnded
from rookdesk.engine.game import Game
from rookdesk.engine.history import UndoHistory, rewind, undo_points
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.record import record_text, replay

from .builders import random_action, snapshot


def computer(game: Game) -> None:
    """A deterministic computer move: the same state always gets the same decision."""
    game.apply(random_action(game, random.Random(len(game.actions) * 7919 + game.seed)))


def played(name: str, seed: int, decisions: int | None = None, until_over: bool = False) -> Game:
    game = Game(PRESETS[name], seed)
    game.start()
    while not game.is_over and (until_over or len(game.actions) < (decisions or 0)):
        computer(game)
    return game


def direct(game: Game, n: int) -> Game:
    """The game played straight from its seed through its first ``n`` decisions."""
    twin = Game(game.rules, game.seed, game.seats, app=game.app)
    twin.start()
    for action in game.actions[:n]:
        twin.apply(action)
    return twin


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_rewind_equals_playing_directly(name: str) -> None:
    """Rewinding to any decision gives the same state and events as playing directly to it."""
    game = played(name, seed=5, decisions=160)
    for n in (0, 1, 7, 40, 99, len(game.actions) - 1, len(game.actions)):
        back = rewind(game, n)
        assert snapshot(back) == snapshot(direct(game, n))
        assert back.events == game.events[: len(back.events)]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_rewound_game_deals_the_next_hands_from_the_seed(name: str) -> None:
    """After a rewind, playing on reaches the same later deals as the uninterrupted game."""
    game = played(name, seed=9, decisions=200)
    back = rewind(game, 30)
    for action in game.actions[30:]:
        back.apply(action)
    assert back.events == game.events
    if not game.is_over:
        computer(back)
        computer(game)
        assert back.events == game.events


def test_rewind_of_a_replayed_record() -> None:
    """A game opened from a record rewinds to the record's own deals."""
    game = played("two-hand-rook", seed=3, decisions=90)
    opened = replay(record_text(game.events))
    back = rewind(opened, 50)
    assert snapshot(back) == snapshot(direct(game, 50))


def test_undo_after_a_finished_hand_undoes_the_score() -> None:
    """Taking back the last play of a hand also takes back that hand's score."""
    game = played("partners-cutthroat", seed=2)
    while not any(isinstance(e, HandEnded) for e in game.events):
        computer(game)
    scored = game.totals
    assert scored != [0, 0]
    history = UndoHistory(frozenset({game.actions[-1].seat}))
    back = history.undo(game)
    assert back.totals == [0, 0]
    assert back.hand_number == 1
    assert not any(isinstance(e, HandEnded) for e in back.events)
    assert back.to_act == game.actions[-1].seat


def test_undo_after_the_game_is_over() -> None:
    """Undo after the last hand reopens the game with the totals before that hand."""
    game = played("two-hand-standard", seed=4, until_over=True)
    assert game.is_over
    ends = [e for e in game.events if isinstance(e, HandEnded)]
    back = UndoHistory(frozenset({0})).undo(game)
    assert not back.is_over and back.winner is None
    assert not any(isinstance(e, GameEnded) for e in back.events)
    before_last = ends[-2].totals if len(ends) > 1 else (0, 0)
    assert tuple(back.totals) == tuple(before_last)


def test_undo_takes_back_the_human_and_the_computers_after_it() -> None:
    """Undo goes back to the human's last decision: the human is to act again."""
    game = played("partners-cutthroat", seed=8, decisions=25)
    points = undo_points(game, {0})
    back = UndoHistory(frozenset({0})).undo(game)
    assert len(back.actions) == points[-1]
    assert back.to_act == 0
    assert all(a.seat != 0 for a in game.actions[points[-1] + 1:])


def test_redo_restores_what_was_undone_and_new_play_drops_it() -> None:
    """Redo returns to the state before the undo; a different decision makes redo impossible."""
    # Within the first hand: undo stops at the next deal once it has been seen (see test_play15_fair_undo).
    game = played("partners-cutthroat", seed=12, decisions=50)
    history = UndoHistory(frozenset({0}))
    once = history.undo(game)
    twice = history.undo(once)
    assert history.can_redo(twice)
    again = history.redo(twice)
    assert snapshot(again) == snapshot(once)
    again = history.redo(again)
    assert again.events == game.events
    assert not history.can_redo(again)
    back = history.undo(again)
    other = [a for a in back.legal_actions() if a != game.actions[len(back.actions)]]
    if other:
        back.apply(other[0])
        assert not history.can_redo(back)


def test_nothing_to_undo_before_the_human_has_decided() -> None:
    game = played("partners-cutthroat", seed=1)
    history = UndoHistory(frozenset({0}))
    assert not history.can_undo(game) and not history.can_redo(game)
    with pytest.raises(ValueError):
        history.undo(game)
    with pytest.raises(ValueError):
        history.redo(game)
    with pytest.raises(ValueError):
        rewind(game, len(game.actions) + 1)


@settings(max_examples=25, deadline=None)
@given(
    name=st.sampled_from(PRESET_NAMES),
    seed=st.integers(0, 10_000),
    humans=st.sets(st.integers(0, 1), min_size=1),
    script=st.lists(st.sampled_from(["play", "play", "play", "undo", "redo"]), max_size=60),
)
def test_undo_redo_sequences_replay_to_direct_play(name: str, seed: int, humans: set[int], script: list[str]) -> None:
    """Any mix of plays, undos and redos leaves a game equal to playing its decisions directly,
    and every redo lands on a state the game was in before."""
    game = played(name, seed, decisions=seed % 40)
    history = UndoHistory(frozenset(humans))
    seen = {len(game.events): list(game.events)}
    for step in script:
        if step == "undo" and history.can_undo(game):
            game = history.undo(game)
            assert game.to_act in humans
        elif step == "redo" and history.can_redo(game):
            game = history.redo(game)
            assert seen[len(game.events)] == game.events
        elif step == "play" and not game.is_over:
            for _ in range(3):
                if not game.is_over:
                    computer(game)
        seen[len(game.events)] = list(game.events)
        assert snapshot(game) == snapshot(direct(game, len(game.actions)))
