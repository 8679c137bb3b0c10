"""Computer players thinking in a child process: same answers, prompt cancel, and a stand-by when the child fails."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

import pytest

from rookdesk.ai.normal import NormalPlayer
from rookdesk.ai.player import choice_for
from rookdesk.ai.thinker import ProcessPlayer, ThinkerProcess
from rookdesk.engine.game import new_game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset


@pytest.fixture
def thinker():
    made = ThinkerProcess()
    yield made
    made.close()


def _is_legal(game, action) -> bool:
    return game.why_illegal(action) is None


def _to_card_play(game, seed: int = 0):
    """Play ``game`` with Normal players until someone is to play a card with several options."""
    players = [NormalPlayer(seed + s) for s in range(game.rules.players)]
    while not (game.phase is Phase.PLAY and len(game.legal_actions()) > 1):
        game.apply(players[game.to_act].choose(choice_for(game)))
    return game


def test_answers_are_the_same_as_in_process(thinker):
    """A whole hand: the child's Normal players answer exactly as the same players here would."""
    game = new_game(preset("partners-cutthroat"), seed=11)
    remote = [ProcessPlayer("normal", 40 + s, thinker) for s in range(4)]
    local = [NormalPlayer(40 + s) for s in range(4)]
    hand = game.hand_number
    decisions = 0
    while game.hand_number == hand and not game.is_over:
        choice = choice_for(game)
        action = remote[game.to_act].choose(choice)
        assert action == local[game.to_act].choose(choice)
        game.apply(action)   # the engine accepts the unpickled action: cards are the interned ones
        decisions += 1
    assert decisions > 40


def test_hard_in_the_child_plays_legal_moves_within_its_budget(thinker):
    game = _to_card_play(new_game(preset("two-hand-rook"), seed=5))
    player = ProcessPlayer("hard:0.2", 3, thinker)
    for _ in range(6):
        if game.is_over or game.phase is not Phase.PLAY:
            break
        choice = choice_for(game)
        started = time.perf_counter()
        action = player.choose(choice)
        # a 0.2 s budget, plus the child's start-up the first time; generous for a loaded CI machine
        assert time.perf_counter() - started < 5.0
        assert _is_legal(game, action)
        game.apply(action)
        while game.to_act is not None and game.to_act != choice.view.seat and not game.is_over:
            game.apply(NormalPlayer(1).choose(choice_for(game)))


def test_cancel_stops_the_childs_search_at_once(thinker):
    game = _to_card_play(new_game(preset("partners-cutthroat"), seed=8))
    player = ProcessPlayer("hard:60", 2, thinker)
    thinker.start()
    choice = choice_for(game)
    threading.Timer(0.5, player.cancel).start()
    started = time.perf_counter()
    action = player.choose(choice)
    assert time.perf_counter() - started < 3.0   # not the 60 s budget
    assert _is_legal(game, action)


def test_a_cancel_while_idle_stops_only_the_next_decision(thinker):
    game = _to_card_play(new_game(preset("partners-cutthroat"), seed=9))
    choice = choice_for(game)
    player = ProcessPlayer("hard:2", 2, thinker)
    player.choose(choice)   # the child is up and the player made
    player.cancel()         # nothing runs: the next decision answers at once
    started = time.perf_counter()
    player.choose(choice)
    quick = time.perf_counter() - started
    started = time.perf_counter()
    player.choose(choice)   # the cancel was used up: this one searches its budget
    full = time.perf_counter() - started
    assert quick < 0.8 < full   # Normal's answer in milliseconds; a search of about 1.7 s


def test_a_dead_child_is_replaced_and_the_decision_still_made(thinker):
    game = _to_card_play(new_game(preset("partners-cutthroat"), seed=10))
    choice = choice_for(game)
    player = ProcessPlayer("hard:0.1", 4, thinker)
    player.choose(choice)
    first = thinker._process
    first.kill()
    first.wait()
    action = player.choose(choice)       # the broken pipe is noticed; this decision is made in-process
    assert _is_legal(game, action)
    action = player.choose(choice)       # and the next one in a new child
    assert _is_legal(game, action)
    assert thinker._process is not None and thinker._process.pid != first.pid


def test_a_child_that_cannot_start_leaves_the_thinking_in_process():
    thinker = ThinkerProcess(command=["/nonexistent/rookdesk-python"])
    game = _to_card_play(new_game(preset("two-hand-standard"), seed=12))
    choice = choice_for(game)
    action = ProcessPlayer("hard:0.1", 1, thinker).choose(choice)
    assert _is_legal(game, action)
    assert not thinker.available


def test_the_frozen_app_entry_serves_as_the_child():
    """The frozen app starts itself with --think-worker; rookdesk.ui.app hands that to the thinker before Qt."""
    code = "import sys; from rookdesk.ui.app import main; sys.exit(main(['rookdesk', '--think-worker']))"
    thinker = ThinkerProcess(command=[sys.executable, "-c", code])
    try:
        game = new_game(preset("kentucky-discard"), seed=13)
        choice = choice_for(game)
        assert ProcessPlayer("normal", 7, thinker).choose(choice) == NormalPlayer(7).choose(choice)
        maps = Path(f"/proc/{thinker._process.pid}/maps")
        if maps.exists():   # Linux: the child loaded no Qt library
            assert "PySide6" not in maps.read_text()
    finally:
        thinker.close()


def test_a_child_that_keeps_dying_is_given_up():
    """A child that exits at once (a broken install) is tried a few times, then the thinking stays here."""
    thinker = ThinkerProcess(command=[sys.executable, "-c", "pass"])
    game = _to_card_play(new_game(preset("partners-cutthroat"), seed=14))
    choice = choice_for(game)
    player = ProcessPlayer("normal", 2, thinker)
    for _ in range(5):
        assert player.choose(choice) == NormalPlayer(2).choose(choice)
    assert not thinker.available and player.answers_from_child == 0
