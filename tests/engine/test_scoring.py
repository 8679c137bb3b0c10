"""Scoring and game end (rules.md, Scoring and game end; record.md, hand_end and game_end)."""

from __future__ import annotations

import random

import pytest

from rookdesk.engine.events import GameEnded, HandEnded
from rookdesk.engine.game import new_game
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.scoring import game_winner, score_hand

from .builders import play_to_end, rules_with

CUTTHROAT = PRESETS["partners-cutthroat"]


def score(rules=CUTTHROAT, *, points=(120, 60), tricks=(6, 4), last=0, bidder=0, bid=100, discards=0):
    return score_hand(rules, card_points=list(points), tricks=list(tricks), last_trick_side=last,
                      bidder_side=bidder, bid=bid, discard_points=discards)


def test_taken_includes_trick_points() -> None:
    """taken = card points captured + trick_points x tricks taken."""
    s = score(rules_with(trick_points=2, bidding__max=None), points=(80, 100), tricks=(12, 8))
    assert s.taken == (104, 116)


def test_last_trick_bonus() -> None:
    """bonus.last_trick goes to the side that took the last trick."""
    assert score(last=1).bonuses == (0, 20)
    assert score(last=0).bonuses == (20, 0)


def test_most_tricks_bonus_needs_strictly_most() -> None:
    """bonus.most_tricks goes to the side with the most tricks; a tie for the most gives it to nobody."""
    rules = rules_with(bonus__most_tricks=30, bonus__last_trick=0, bidding__max=None)
    assert score(rules, tricks=(6, 4)).bonuses == (30, 0)
    assert score(rules, tricks=(4, 6)).bonuses == (0, 30)
    assert score(rules, tricks=(5, 5)).bonuses == (0, 0)
    three = rules_with(players=3, partnerships=False, hand_size=14, nest_size=3, bonus__most_tricks=30, bidding__max=None)
    assert score_hand(three, card_points=[60, 60, 60], tricks=[6, 6, 2], last_trick_side=2, bidder_side=0,
                      bid=100, discard_points=0).bonuses == (0, 0, 20)
    assert score_hand(three, card_points=[60, 60, 60], tricks=[7, 5, 2], last_trick_side=2, bidder_side=0,
                      bid=100, discard_points=0).bonuses == (30, 0, 20)


def test_made_points_taken() -> None:
    """made points_taken: a bidder's side that makes the bid scores its hand total; opponents their hand totals."""
    s = score(points=(120, 60), last=0, bid=140)
    assert s.made and s.delta == (140, 60)


def test_made_exactly_at_the_bid() -> None:
    """The bid is made when the hand total is at least the bid."""
    assert score(points=(80, 100), last=0, bid=100).made
    assert not score(points=(75, 105), last=0, bid=100).made


def test_made_bid() -> None:
    """made bid: a bidder's side that makes the bid scores exactly the bid."""
    s = score(rules_with(made="bid"), points=(150, 30), last=0, bid=120)
    assert s.made and s.delta == (120, 30)


def test_set_minus_bid() -> None:
    """set minus_bid: a set bidder's side scores minus the bid; the others their hand totals."""
    s = score(points=(60, 120), last=1, bid=100)
    assert not s.made and s.delta == (-100, 140)


def test_set_zero_double_opponents() -> None:
    """set zero_double_opponents: a set bidder's side scores 0 and every other side's hand total doubles."""
    s = score(rules_with(set="zero_double_opponents"), points=(60, 120), last=1, bid=100)
    assert s.delta == (0, 280)
    made = score(rules_with(set="zero_double_opponents"), points=(120, 60), last=1, bid=100)
    assert made.delta == (120, 80)  # no doubling when the bid is made


@pytest.mark.parametrize("made_points", [True, False])
def test_opponents_score_false(made_points: bool) -> None:
    """opponents_score false: the other sides score 0 (doubled: still 0)."""
    rules = rules_with(opponents_score=False, set="zero_double_opponents")
    points = (150, 30) if made_points else (30, 150)
    s = score(rules, points=points, last=0)
    assert s.delta[1] == 0


def test_bidder_side_in_partnerships() -> None:
    """In partnerships the bidder's side (seat % 2) is scored as the bidder's."""
    s = score(points=(60, 140), tricks=(3, 7), last=1, bidder=1, bid=150)
    assert s.made and s.delta == (60, 160)


def test_hand_totals_sum_of_parts() -> None:
    """A side's hand total = taken + bonuses + discard points."""
    s = score(points=(100, 55), last=1, discards=25)
    assert s.hand_totals == (100, 55 + 20 + 25)


# Game end ------------------------------------------------------------------------------


def test_no_winner_below_target() -> None:
    """Nobody at or above target and no spread: play goes on."""
    assert game_winner(rules_with(spread=None), [499, 10], 0) is None


def test_target_reached() -> None:
    """A side at or above target ends the game."""
    assert game_winner(CUTTHROAT, [500, 10], 1) == 0


def test_bidder_side_wins_at_target_even_when_lower() -> None:
    """The bidder's side wins if it is among the sides at or above target, even when another side is higher."""
    assert game_winner(CUTTHROAT, [510, 620], 0) == 0
    assert game_winner(CUTTHROAT, [510, 620], 1) == 1


def test_highest_at_target_when_bidder_is_not() -> None:
    """Otherwise the highest total among the sides at or above target wins."""
    three = rules_with(players=3, partnerships=False, hand_size=14, nest_size=3, spread=None, bidding__max=None)
    assert game_winner(three, [510, 620, 300], 2) == 1


def test_tie_at_target_continues() -> None:
    """If the sides at target tie (and the bidder's side is not among them), play continues."""
    three = rules_with(players=3, partnerships=False, hand_size=14, nest_size=3, spread=None, bidding__max=None)
    assert game_winner(three, [600, 600, 300], 2) is None
    assert game_winner(three, [600, 600, 300], 0) == 0


def test_spread() -> None:
    """With spread set, a side leading every other side by at least spread wins."""
    rules = rules_with(spread=200, target=1000)
    assert game_winner(rules, [150, -50], 1) == 0
    assert game_winner(rules, [149, -50], 1) is None
    assert game_winner(rules_with(spread=None, target=1000), [900, -500], 1) is None
    three = rules_with(players=3, partnerships=False, hand_size=14, nest_size=3, spread=100, target=1000, bidding__max=None)
    assert game_winner(three, [250, 150, 100], 0) == 0
    assert game_winner(three, [250, 151, 100], 0) is None


def test_target_before_spread() -> None:
    """The spread rule applies only when the target did not decide the game."""
    rules = rules_with(spread=100, target=500)
    assert game_winner(rules, [-300, 510], 0) == 1
    assert game_winner(rules, [505, 300], 1) == 0


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_totals_are_the_sum_of_deltas(name: str) -> None:
    """totals after each hand are the running sum of deltas; game_end repeats them and names the winner."""
    rules = PRESETS[name]
    game = play_to_end(new_game(rules, seed=21), random.Random(21), max_hands=60)
    running = [0] * rules.sides
    ends = [e for e in game.events if isinstance(e, HandEnded)]
    for end in ends:
        running = [t + d for t, d in zip(running, end.delta)]
        assert list(end.totals) == running
        hand_totals = [t + b + d for t, b, d in zip(end.taken, end.bonuses, end.discard_points)]
        bidder_side = rules.side_of(end.bidder)
        assert end.made == (hand_totals[bidder_side] >= end.bid)
    assert list(game.totals) == running
    if game.is_over:
        final = game.events[-1]
        assert isinstance(final, GameEnded) and list(final.totals) == running
        assert final.winner == game_winner(rules, running, rules.side_of(ends[-1].bidder))
