"""The two-player draw pile (rules.md, Play: Draw pile; record.md, face_up and draw events)."""

from __future__ import annotations

import random

import pytest

from rookdesk.engine.actions import Draw, DrawSource, PlayCard
from rookdesk.engine.errors import IllegalAction
from rookdesk.engine.events import CardDrawn, Dealt, FaceUpTurned
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESETS

from .builders import event_types, exchange, random_action, scripted_game, win_auction

STANDARD = PRESETS["two-hand-standard"]
ROOKDECK = PRESETS["two-hand-rook"]


def to_play(rules=STANDARD, trump: str = "H"):
    game = scripted_game(rules, dealer=0, dealer_draws=[["14B", "4G"]] if rules.first_dealer == "high_card" else ())
    win_auction(game, bidder=game.to_act)  # the opener (who may have to bid)
    return exchange(game, trump)


def play_trick(game) -> None:
    for _ in range(2):
        game.apply(PlayCard(game.to_act, game.legal_plays()[0]))


def test_face_up_turned_just_before_first_trick() -> None:
    """face_up_at_deal false: the pile's top card is turned (a face_up event) right before the first play."""
    game = scripted_game(STANDARD, dealer=0)
    top = game.pile[0]
    assert game.face_up is None and game.view_for(0).face_up is None and len(game.pile) == 20
    win_auction(game, bidder=1)
    exchange(game, "H")
    assert event_types(game.events[-2:]) == ["discard", "face_up"]
    assert game.events[-1] == FaceUpTurned(top)
    assert game.face_up is top and len(game.pile) == 19


def test_face_up_at_deal_is_seen_during_bidding() -> None:
    """face_up_at_deal true: the face-up card is turned at the deal and seen during bidding; no later face_up event."""
    game = scripted_game(ROOKDECK, dealer=0, dealer_draws=[["14B", "4G"]])
    dealt = game.events[-1]
    assert isinstance(dealt, Dealt) and dealt.face_up is not None
    assert game.view_for(1).face_up is dealt.face_up and game.view_for(0).pile_size == 17
    win_auction(game, bidder=0)
    exchange(game, "B")
    assert "face_up" not in event_types(game.events)
    assert game.phase is Phase.PLAY


@pytest.mark.parametrize("source", [DrawSource.FACE_UP, DrawSource.PILE])
def test_winner_chooses_other_gets_the_other_card(source: DrawSource) -> None:
    """The trick winner takes the face-up card or the pile's top card; the other player gets the card not chosen; the next card is turned."""
    game = to_play()
    play_trick(game)
    winner = game.tricks[-1].winner
    other = 1 - winner
    assert game.phase is Phase.DRAW and game.to_act == winner
    assert game.legal_actions() == [Draw(winner, DrawSource.FACE_UP), Draw(winner, DrawSource.PILE)]
    face, top, after = game.face_up, game.pile[0], game.pile[1]
    events = game.apply(Draw(winner, source))
    if source is DrawSource.FACE_UP:
        expected = [CardDrawn(winner, face, "face_up"), CardDrawn(other, top, "pile")]
        taker = winner
    else:
        expected = [CardDrawn(winner, top, "pile"), CardDrawn(other, face, "face_up")]
        taker = other
    assert events == expected + [FaceUpTurned(after)]
    assert face in game.hands[taker] and face in game.known[taker]
    assert all(len(h) == STANDARD.hand_size for h in game.hands)   # replenished
    assert game.phase is Phase.PLAY and game.to_act == winner and game.face_up is after


def test_only_the_winner_draws() -> None:
    """The draw is the trick winner's decision; nothing else may happen meanwhile."""
    game = to_play()
    play_trick(game)
    winner = game.tricks[-1].winner
    with pytest.raises(IllegalAction) as info:
        game.apply(Draw(1 - winner, DrawSource.PILE))
    assert info.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as info:
        game.apply(PlayCard(winner, game.hands[winner][0]))
    assert info.value.code == "wrong_phase"


@pytest.mark.parametrize("rules", [STANDARD, ROOKDECK], ids=["face-up-before-play", "face-up-at-deal"])
@pytest.mark.parametrize("seed", range(3))
def test_whole_hand_event_order(rules, seed: int) -> None:
    """After each trick while the pile lasts: the winner's draw, the other's draw, then a face_up if pile cards remain;
    the last two cards are the face-up card and the last pile card; then the hands are played out."""
    game = to_play(rules, "H" if rules.deck.style == "standard" else "B")
    rng = random.Random(seed)
    start = len(game.events)
    while game.hand_number == 1 and not game.is_over:
        game.apply(random_action(game, rng))
    events = game.events[start:]
    end = next(i for i, e in enumerate(events) if e.TYPE == "hand_end")
    types = event_types(events[:end])
    tricks = [i for i, t in enumerate(types) if t == "trick"]
    assert len(tricks) == rules.tricks_per_hand == (rules.deck_size - rules.nest_size) // 2
    rounds = rules.pile_size // 2
    for n, i in enumerate(tricks):
        after = types[i + 1: i + 4]
        if n < rounds - 1:
            assert after == ["draw", "draw", "face_up"]
            assert events[i + 1].seat == events[i].winner and events[i + 2].seat == 1 - events[i].winner
            assert {events[i + 1].source, events[i + 2].source} == {"face_up", "pile"}
        elif n == rounds - 1:
            assert after[:2] == ["draw", "draw"] and (len(after) < 3 or after[2] == "play")
        else:
            assert "draw" not in after and "face_up" not in after
    assert types.count("draw") == rules.pile_size
    drawn = [e.card for e in events if isinstance(e, CardDrawn)]
    assert len(set(drawn)) == len(drawn)
