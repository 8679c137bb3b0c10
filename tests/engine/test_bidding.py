"""Bidding (rules.md, Bidding; record.md, Auction)."""

from __future__ import annotations

import pytest

from rookdesk.engine.actions import Bid, Pass
from rookdesk.engine.errors import IllegalAction
from rookdesk.engine.events import BidWon
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESETS

from .builders import event_types, rules_with, scripted_game

CUTTHROAT = PRESETS["partners-cutthroat"]


def auction_game(rules=CUTTHROAT, dealer: int = 0):
    return scripted_game(rules, dealer=dealer)


def test_opener_left_of_dealer_speaks_first() -> None:
    """opener left_of_dealer: the seat after the dealer speaks first."""
    assert auction_game(dealer=3).to_act == 0
    assert auction_game(dealer=1).to_act == 2


def test_two_player_opener_is_the_non_dealer() -> None:
    """Two players, opener left_of_dealer: the non-dealer opens."""
    assert scripted_game(PRESETS["two-hand-standard"], dealer=0).to_act == 1
    assert scripted_game(PRESETS["two-hand-standard"], dealer=1).to_act == 0


def test_opener_dealer() -> None:
    """opener dealer: the dealer speaks first."""
    assert scripted_game(PRESETS["two-hand-rook"], dealer=1, dealer_draws=[["4B", "9G"]]).to_act == 1
    assert auction_game(rules_with(bidding__opener="dealer"), dealer=2).to_act == 2


def test_bid_amounts_min_step_max() -> None:
    """A bid is a multiple of step, at least min, at most max."""
    game = auction_game()
    assert list(game.bid_amounts()) == list(range(100, 205, 5))
    assert [a.amount for a in game.legal_actions() if isinstance(a, Bid)] == list(range(100, 205, 5))
    for amount, code in [(95, "bid_below_min"), (102, "bid_step"), (205, "bid_above_max")]:
        with pytest.raises(IllegalAction) as info:
            game.apply(Bid(1, amount))
        assert info.value.code == code


def test_bid_must_exceed_high_bid_and_jumps_are_allowed() -> None:
    """A bid must be above the high bid; jump bids are allowed."""
    game = auction_game()
    game.apply(Bid(1, 100))
    assert game.bid_amounts()[0] == 105
    with pytest.raises(IllegalAction) as info:
        game.apply(Bid(2, 100))
    assert info.value.code == "bid_not_higher"
    game.apply(Bid(2, 150))
    assert game.high_bid == 150 and game.high_bidder == 2
    assert list(game.bid_amounts()) == list(range(155, 205, 5))


def test_bid_of_max_ends_the_auction_at_once() -> None:
    """A bid of max ends the auction at once: that bidder wins."""
    game = auction_game()
    game.apply(Bid(1, 100))
    events = game.apply(Bid(2, 200))
    assert event_types(events)[:2] == ["bid", "won_bid"]
    assert events[1] == BidWon(2, 200, False)
    assert game.bidder == 2 and game.bid == 200 and game.phase is not Phase.BIDDING


def test_high_bidder_wins_when_every_other_player_passed() -> None:
    """The auction ends when every other player has passed after someone bid."""
    game = auction_game()
    game.apply(Bid(1, 100))
    game.apply(Pass(2))
    game.apply(Pass(3))
    events = game.apply(Pass(0))
    assert events[1] == BidWon(1, 100, False)


def test_a_pass_is_final() -> None:
    """A player who passes takes no further part in this auction."""
    game = auction_game()
    game.apply(Pass(1))
    game.apply(Bid(2, 100))
    game.apply(Bid(3, 105))
    game.apply(Bid(0, 110))
    assert game.to_act == 2  # seat 1 is skipped
    with pytest.raises(IllegalAction) as info:
        game.apply(Bid(1, 115))
    assert info.value.code == "not_your_turn"
    game.apply(Pass(2))
    assert game.to_act == 3
    game.apply(Bid(3, 115))
    assert game.to_act == 0
    events = game.apply(Pass(0))
    assert events[1] == BidWon(3, 115, False)


def test_high_bidder_may_raise_when_the_turn_comes_back() -> None:
    """The turn goes round the seats still in; the high bidder may bid again."""
    game = auction_game()
    game.apply(Bid(1, 100))
    game.apply(Bid(2, 105))
    game.apply(Pass(3))
    game.apply(Pass(0))
    assert game.to_act == 1
    game.apply(Bid(1, 120))
    assert game.to_act == 2


def test_opener_must_bid() -> None:
    """opener_must_bid: the opener may not pass; their first call is a bid."""
    game = scripted_game(PRESETS["two-hand-standard"], dealer=0)
    assert not any(isinstance(a, Pass) for a in game.legal_actions())
    with pytest.raises(IllegalAction) as info:
        game.apply(Pass(1))
    assert info.value.code == "opener_must_bid"
    game.apply(Bid(1, 50))
    assert Pass(0) in game.legal_actions()
    game.apply(Bid(0, 55))
    assert Pass(1) in game.legal_actions()  # only the first call must be a bid
    events = game.apply(Pass(1))
    assert events[1] == BidWon(0, 55, False)


def test_opener_may_pass_without_must_bid() -> None:
    """Without opener_must_bid the opener may pass."""
    game = auction_game()
    assert game.legal_actions()[0] == Pass(1)


def test_all_pass_redeal() -> None:
    """all_pass redeal: when every player passes without a bid the hand is dealt again."""
    game = scripted_game(PRESETS["kentucky-discard"], dealer=0)
    events = []
    for seat in (1, 2, 3, 0):
        events += game.apply(Pass(seat))
    assert event_types(events) == ["pass"] * 4 + ["redeal", "deal"]
    assert game.phase is Phase.BIDDING and game.bidder is None


def test_dealer_forced() -> None:
    """all_pass dealer_forced: once every player but the dealer has passed, the dealer wins at min without a call."""
    game = auction_game(dealer=2)
    game.apply(Pass(3))
    game.apply(Pass(0))
    events = game.apply(Pass(1))
    assert event_types(events)[:2] == ["pass", "won_bid"]
    assert events[1] == BidWon(2, 100, True)
    assert game.bidder == 2 and game.bid == 100
    assert all(seat != 2 for seat, _ in game.auction)


def test_dealer_forced_two_players() -> None:
    """Two players, dealer_forced: the non-dealer's pass forces the dealer at min."""
    rules = rules_with("two-hand-standard", bidding__all_pass="dealer_forced", bidding__opener_must_bid=False)
    game = scripted_game(rules, dealer=1)
    events = game.apply(Pass(0))
    assert events[1] == BidWon(1, 50, True)


def test_dealer_forced_with_dealer_as_opener() -> None:
    """dealer_forced with opener = dealer: the dealer may pass first and is still held to min when all others pass."""
    rules = rules_with(bidding__opener="dealer")
    game = auction_game(rules, dealer=1)
    assert game.to_act == 1
    game.apply(Pass(1))
    game.apply(Pass(2))
    game.apply(Pass(3))
    events = game.apply(Pass(0))
    assert events[1] == BidWon(1, 100, True)


def test_dealer_forced_does_not_apply_after_a_bid() -> None:
    """Under dealer_forced, once someone bid the auction ends normally (the high bidder wins)."""
    rules = rules_with(bidding__opener="dealer")
    game = auction_game(rules, dealer=1)
    game.apply(Pass(1))
    game.apply(Bid(2, 100))
    game.apply(Pass(3))
    events = game.apply(Pass(0))
    assert events[1] == BidWon(2, 100, False)


def test_dealer_forced_dealer_may_bid_before_others_pass() -> None:
    """The dealer, speaking in turn before everyone else passed, may bid like any seat."""
    game = auction_game(dealer=3)  # opener 0; dealer 3 speaks last
    game.apply(Pass(0))
    game.apply(Bid(1, 100))
    game.apply(Pass(2))
    events = game.apply(Bid(3, 130))
    assert event_types(events) == ["bid"]
    events = game.apply(Pass(1))
    assert events[1] == BidWon(3, 130, False)
