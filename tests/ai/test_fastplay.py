"""The search's compact simulator must agree with the engine on every rule it implements."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rookdesk.ai.fastplay import PlayState, table_for
from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.actions import Draw, DrawSource, PlayCard
from rookdesk.engine.events import HandEnded, TrickWon
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.rules import RuleSet

from .strategies import rule_sets


def state_from_game(game: Game) -> PlayState:
    """The simulator's state at the start of play, read (omnisciently) from the engine."""
    t = table_for(game.rules, game.trump)
    st = PlayState(t)
    st.hands = [t.mask_of(h) for h in game.hands]
    st.to_act = game.to_act  # type: ignore[assignment]
    st.bidder, st.bid = game.bidder, game.bid  # type: ignore[assignment]
    st.discards = t.mask_of(game.discards)
    st.discard_points = sum(t.points[t.index[c]] for c in game.discards)
    st.pile = [t.index[c] for c in game.pile]
    st.face_up = t.index[game.face_up] if game.face_up is not None else -1
    return st


def check_hands(rules: RuleSet, seed: int, hands: int = 2) -> int:
    """Play random hands through the engine and the simulator side by side; return plays checked."""
    game = Game(rules, seed)
    game.start()
    players = [RandomPlayer(seed * 7 + s) for s in range(rules.players)]
    st: PlayState | None = None
    checked = 0
    while not game.is_over and game.hand_number <= hands:
        if game.phase is Phase.PLAY and st is None:
            st = state_from_game(game)
        action = players[game.to_act].choose(choice_for(game))  # type: ignore[index]
        if st is not None:
            t = st.t
            if isinstance(action, PlayCard):
                assert st.to_act == action.seat
                assert st.legal() == t.mask_of(game.legal_plays()), "legal plays differ"
                st.play(t.index[action.card])
                checked += 1
            elif isinstance(action, Draw):
                assert st.draw_due and st.last_winner == action.seat
                st.draw(action.source is DrawSource.FACE_UP)
        events = game.apply(action)
        if st is None:
            continue
        for event in events:
            if isinstance(event, TrickWon):
                assert st.last_winner == event.winner, "trick winners differ"
            if isinstance(event, HandEnded):
                assert st.is_over
                assert tuple(st.hand_deltas()) == tuple(event.delta), "scores differ"
                st = None
                break
        else:
            if game.phase in (Phase.PLAY, Phase.DRAW):
                t = st.t
                assert st.hands == [t.mask_of(h) for h in game.hands]
                assert st.face_up == (t.index[game.face_up] if game.face_up is not None else -1)
    return checked


def test_simulator_agrees_with_engine_on_every_preset() -> None:
    """Same legal plays, trick winners, draws and hand scores as the engine, for every preset."""
    for name in PRESET_NAMES:
        assert check_hands(PRESETS[name], seed=11, hands=3) > 0


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(rules=rule_sets(), seed=st.integers(min_value=0, max_value=10_000))
def test_simulator_agrees_with_engine_on_random_rules(rules: RuleSet, seed: int) -> None:
    """The same agreement under random valid house rules (Rook anywhere, no trump, draw piles...)."""
    check_hands(rules, seed, hands=2)
