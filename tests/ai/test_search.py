"""Hard's search: sampled deals agree with the view, the budget holds, cancel stops it promptly."""

from __future__ import annotations

import random
import threading
import time

import pytest

import rookdesk.ai.hard as hard_module
from rookdesk.ai.endgame import solve
from rookdesk.ai.fastplay import PlayState, bits, utility
from rookdesk.ai.hard import HardPlayer
from rookdesk.ai.knowledge import knowledge_of, popcount, sample_deal
from rookdesk.ai.normal import NormalPlayer
from rookdesk.ai.player import choice_for
from rookdesk.engine.actions import PlayCard
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESET_NAMES, PRESETS


def mid_play(preset: str, seed: int, plays: int) -> Game:
    game = Game(PRESETS[preset], seed)
    game.start()
    players = [NormalPlayer(s) for s in range(game.rules.players)]
    done = 0
    while done < plays or game.phase is not Phase.PLAY:
        action = players[game.to_act].choose(choice_for(game))  # type: ignore[index]
        done += isinstance(action, PlayCard)
        game.apply(action)
    return game


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_sampled_deals_agree_with_everything_the_seat_knows(preset: str) -> None:
    """Own hand, played cards, known cards, hand sizes and shown voids hold in every sampled deal,
    and the voids inferred from the view are true of the real deal."""
    game = mid_play(preset, seed=4, plays=9)
    seat = game.to_act
    view = game.view_for(seat)  # type: ignore[arg-type]
    k = knowledge_of(view)
    t = k.t
    for s in range(game.rules.players):
        for suit in bits(k.voids[s]):
            assert not t.mask_of(game.hands[s]) & t.suit_mask[suit], "a void the view claims is false"
    rng = random.Random(1)
    for _ in range(40):
        deal = sample_deal(k, rng)
        assert deal.hands[seat] == k.hand
        seen = k.hand | k.played | k.gone | (1 << k.face_up if k.face_up >= 0 else 0)
        everything = deal.nest | sum(1 << c for c in deal.pile)
        for s, hand in enumerate(deal.hands):
            assert popcount(hand) == view.hand_sizes[s]
            assert hand & k.known[s] == k.known[s]
            if s != seat:
                assert not hand & seen
                for suit in bits(k.voids[s]):
                    assert not hand & t.suit_mask[suit]
            assert not everything & hand
            everything |= hand
        assert everything | k.played | k.gone | (1 << k.face_up if k.face_up >= 0 else 0) == t.full


def test_endgame_solver_finds_the_only_winning_line() -> None:
    """With the last tricks known, the solver's value is the best over all card orders (checked by brute force)."""
    game = mid_play("partners-cutthroat", seed=8, plays=28)
    view = game.view_for(game.to_act)  # type: ignore[arg-type]
    from rookdesk.ai.knowledge import Deal, play_state

    k = knowledge_of(view)
    t = k.t
    truth = Deal(tuple(t.mask_of(h) for h in game.hands), t.mask_of(game.discards), ())
    root = play_state(view, k, truth)
    side = game.rules.side_of(view.seat)

    def brute(st: PlayState) -> float:
        if st.is_over:
            return utility(st.hand_deltas(), side)
        values = []
        for c in bits(st.legal()):
            child = st.clone()
            child.play(c)
            values.append(brute(child))
        return max(values) if t.side[st.to_act] == side else min(values)

    assert solve(root.clone(), side) == brute(root.clone())


def test_budget_is_respected() -> None:
    """A small budget bounds every decision (generous slack: this is a shared machine)."""
    game = mid_play("partners-cutthroat", seed=2, plays=1)
    player = HardPlayer(1, budget=0.1)
    for _ in range(6):
        choice = choice_for(game)
        if len(choice.actions) < 2:
            game.apply(choice.actions[0])
            continue
        start = time.perf_counter()
        action = player.choose(choice)
        assert time.perf_counter() - start < 0.1 + 0.3
        assert player.last_samples >= 1
        game.apply(action)


def test_cancel_returns_promptly_with_a_legal_action(monkeypatch: pytest.MonkeyPatch) -> None:
    """cancel() from another thread ends a long search at once, with a legal action."""
    game = mid_play("kentucky-rook", seed=3, plays=2)
    while len(choice_for(game).actions) < 2:
        game.apply(choice_for(game).actions[0])
    choice = choice_for(game)
    player = HardPlayer(1, budget=60.0)
    searching = threading.Event()
    real_rollout = hard_module.rollout

    def rollout_and_signal(*args, **kwargs):  # type: ignore[no-untyped-def]
        searching.set()
        return real_rollout(*args, **kwargs)

    monkeypatch.setattr(hard_module, "rollout", rollout_and_signal)
    result: list = []
    worker = threading.Thread(target=lambda: result.append(player.choose(choice)))
    worker.start()
    assert searching.wait(timeout=20)
    cancelled_at = time.perf_counter()
    player.cancel()
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert time.perf_counter() - cancelled_at < 0.5
    assert result[0] in choice.actions


def test_cancelled_player_answers_at_once_in_every_phase() -> None:
    """A cancel that comes before the decision starts (still queued on the UI's worker) makes it
    answer at once and legally, in every phase; it is used up by that decision."""
    game = Game(PRESETS["partners-cutthroat"], 9)
    game.start()
    player = HardPlayer(1, budget=60.0)
    while game.hand_number == 1 and not game.is_over:
        choice = choice_for(game)
        player.cancel()
        start = time.perf_counter()
        action = player.choose(choice)
        assert time.perf_counter() - start < 0.5
        assert not player.cancelled
        game.apply(action)


def test_search_keeps_the_heuristic_choice_unless_clearly_better() -> None:
    """Hard leaves Normal's choice only when the paired advantage exceeds a standard error."""
    from rookdesk.ai.hard import confident_choice

    noisy = [[10.0, 12.0], [10.0, 8.0], [10.0, 11.0], [10.0, 9.5]]   # option 1: +0.1 on average, noisy
    assert confident_choice(noisy, [1.0] * 4, prior=0, z=1.0) == 0
    clear = [[10.0, 15.0], [10.0, 14.0], [10.0, 16.0], [10.0, 15.5]]
    assert confident_choice(clear, [1.0] * 4, prior=0, z=1.0) == 1
    assert confident_choice(noisy, [1.0] * 4, prior=0, z=0.0) == 1   # z = 0: plain best mean
    assert confident_choice([], [], prior=1, z=1.0) == 1
