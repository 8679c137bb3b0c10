"""Illegal actions (DESIGN.md): each raises IllegalAction with a code, says why, and changes nothing."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from rookdesk.engine.actions import Action, Bid, Discard, Draw, DrawSource, NameTrump, Pass, PlayCard
from rookdesk.engine.cards import ROOK, parse_card
from rookdesk.engine.errors import IllegalAction
from rookdesk.engine.game import Game, new_game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESET_NAMES, PRESETS

from .builders import random_action, snapshot


def illegal_candidates(game: Game) -> Iterator[Action]:
    """Actions that are wrong now: another seat's turn, another phase's action, and rule breaks of this phase."""
    rules = game.rules
    seat = game.to_act
    assert seat is not None
    other = (seat + 1) % rules.players
    hand = game.hands[seat]
    not_mine = [c for c in rules.cards() if c not in hand]
    yield Pass(other)
    if game.hands[other]:
        yield PlayCard(other, game.hands[other][0])
    phase = game.phase
    if phase is not Phase.BIDDING:
        yield Bid(seat, rules.bidding.max)
        yield Pass(seat)
    if phase is not Phase.PLAY and hand:
        yield PlayCard(seat, hand[0])
    if phase is not Phase.TRUMP:
        yield NameTrump(seat, "R")
    if phase is not Phase.DISCARD:
        yield Discard(seat, tuple(hand[: rules.nest_size]))
    if phase is not Phase.DRAW:
        yield Draw(seat, DrawSource.PILE)
    if phase is Phase.BIDDING:
        b = rules.bidding
        yield Bid(seat, b.min - b.step)
        yield Bid(seat, b.min + 1) if b.step > 1 else Bid(seat, 0)
        yield Bid(seat, b.max + b.step)
        yield Bid(seat, True)  # type: ignore[arg-type]
        yield Bid(seat, float(b.min))  # type: ignore[arg-type]
        if game.high_bid is not None:
            yield Bid(seat, game.high_bid)
        if Pass(seat) not in game.legal_actions():
            yield Pass(seat)
    elif phase is Phase.TRUMP:
        yield NameTrump(seat, "X")
        yield NameTrump(seat, "S" if rules.deck.style == "rook" else "R")
        if not rules.no_trump:
            yield NameTrump(seat, None)
    elif phase is Phase.DISCARD:
        size = rules.nest_size
        yield Discard(seat, tuple(hand[: size - 1]))
        yield Discard(seat, tuple(hand[: size + 1]))
        if not_mine:
            yield Discard(seat, tuple(hand[: size - 1]) + (not_mine[0],))
        if size > 1:
            yield Discard(seat, (hand[0],) * size)
        options = game.discard_options()
        counters = [c for c in hand if c not in options.required and c not in options.choose_from]
        if counters:
            rest = [c for c in options.required + options.choose_from][: size - 1]
            yield Discard(seat, tuple(rest) + (counters[0],))
    elif phase is Phase.PLAY:
        legal = game.legal_plays()
        for card in hand:
            if card not in legal:
                yield PlayCard(seat, card)
        if not_mine:
            yield PlayCard(seat, not_mine[0])
    elif phase is Phase.DRAW:
        yield Draw(seat, "pile")  # type: ignore[arg-type]


def assert_refused_unchanged(game: Game, action: Action) -> str:
    received = []
    unsubscribe = game.subscribe(received.append)
    before = snapshot(game)
    why = game.why_illegal(action)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    unsubscribe()
    assert info.value.code, action
    assert why is not None and why.code == info.value.code
    assert str(info.value)
    assert snapshot(game) == before, action
    assert received == []
    return info.value.code


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_illegal_actions_change_nothing(name: str) -> None:
    """Every illegal action raises IllegalAction with a code (why_illegal gives the same) and leaves the state unchanged."""
    rules = PRESETS[name]
    rng = random.Random(3)
    game = new_game(rules, seed=3)
    seen_phases = set()
    codes = set()
    while not game.is_over and game.hand_number <= 2:
        seen_phases.add(game.phase)
        for action in illegal_candidates(game):
            codes.add(assert_refused_unchanged(game, action))
        for action in game.legal_actions()[:3]:
            assert game.why_illegal(action) is None
        game.apply(random_action(game, rng))
    expected = {Phase.BIDDING, Phase.DISCARD, Phase.TRUMP, Phase.PLAY}
    if rules.draw_pile:
        expected.add(Phase.DRAW)
    assert expected <= seen_phases
    assert {"not_your_turn", "wrong_phase", "card_not_in_hand"} <= codes


def test_game_over_and_not_started() -> None:
    """No action is legal before the start or after the end; a game starts once."""
    rules = PRESETS["kentucky-discard"]
    game = Game(rules, seed=1)
    assert assert_refused_unchanged(game, Pass(1)) == "not_started"
    game.start()
    with pytest.raises(IllegalAction) as info:
        game.start()
    assert info.value.code == "already_started"
    rng = random.Random(1)
    while not game.is_over:
        game.apply(random_action(game, rng))
    assert game.legal_actions() == [] and game.to_act is None
    for action in (Pass(0), PlayCard(0, ROOK), Bid(1, 100)):
        assert assert_refused_unchanged(game, action) == "game_over"


def test_error_codes_of_rule_breaks() -> None:
    """Each rule break has its own code for the UI to translate."""
    game = new_game(PRESETS["two-hand-standard"], seed=2)
    opener = game.to_act
    assert assert_refused_unchanged(game, Pass(opener)) == "opener_must_bid"  # type: ignore[arg-type]
    assert assert_refused_unchanged(game, Bid(opener, 45)) == "bid_below_min"  # type: ignore[arg-type]
    assert assert_refused_unchanged(game, Bid(opener, 52)) == "bid_step"  # type: ignore[arg-type]
    assert assert_refused_unchanged(game, Bid(opener, 145)) == "bid_above_max"  # type: ignore[arg-type]
    assert assert_refused_unchanged(game, Bid(opener, "60")) == "bid_not_number"  # type: ignore[arg-type]
    assert assert_refused_unchanged(game, PlayCard(opener, parse_card("AS"))) == "wrong_phase"  # type: ignore[arg-type]
