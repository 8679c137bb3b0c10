"""Each preset's distinctive rules (rules.md, Built-in presets and the notes on the house-rule presets)."""

from __future__ import annotations

from rookdesk.engine.actions import Bid, Discard, NameTrump, Pass
from rookdesk.engine.events import BidWon
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.scoring import game_winner, score_hand
from rookdesk.engine.tricks import trick_rules

from .builders import cards, event_types, exchange, play, scripted_game, win_auction

TWO_STD = PRESETS["two-hand-standard"]
TWO_ROOK = PRESETS["two-hand-rook"]
CUTTHROAT = PRESETS["partners-cutthroat"]
KY_DISCARD = PRESETS["kentucky-discard"]
KY_ROOK = PRESETS["kentucky-rook"]


# two-hand-rook ------------------------------------------------------------------------


def two_rook_game(nest: list[str], hand0: list[str] | None = None):
    return scripted_game(TWO_ROOK, hands={0: hand0} if hand0 else None, nest=nest, dealer=0, dealer_draws=[["14B", "4G"]])


def test_two_hand_rook_dealer_opens_and_must_bid() -> None:
    """two-hand-rook: the first dealer is drawn by high card; the dealer must open at 60 or more."""
    game = two_rook_game(["4B", "6G", "7R", "8Y"])
    assert game.events[1].TYPE == "dealer_draw" and game.dealer == 0 and game.to_act == 0
    assert Pass(0) not in game.legal_actions()
    assert min(a.amount for a in game.legal_actions()) == 60  # type: ignore[union-attr]


def test_two_hand_rook_counters_in_the_nest_must_be_kept() -> None:
    """two-hand-rook: counters found in the nest must be kept and none may be discarded."""
    game = two_rook_game(["5B", "10G", "14R", "4Y"])
    win_auction(game, bidder=0)
    game.apply(NameTrump(0, "R"))
    options = game.discard_options()
    assert not set(cards(["5B", "10G", "14R"])) & set(options.choose_from + options.required)
    assert game.why_illegal(Discard(0, cards(["5B", "10G", "14R", "4Y"]))).code == "discard_counter_forbidden"  # type: ignore[union-attr]


def test_two_hand_rook_set_scores_zero_and_doubles_the_opponent() -> None:
    """two-hand-rook: a set bidder scores nothing and the opponent's points for the hand are doubled; tricks are worth 2."""
    s = score_hand(TWO_ROOK, card_points=[40, 60], tricks=[9, 11], last_trick_side=1, bidder_side=0, bid=70, discard_points=0)
    assert s.taken == (58, 82) and not s.made and s.delta == (0, 164)


def test_two_hand_rook_non_bidder_leads_and_no_rook() -> None:
    """two-hand-rook: the non-bidder leads; there is no Rook card; face-up card at the deal; 250 wins."""
    game = two_rook_game(["4B", "6G", "7R", "8Y"])
    assert game.face_up is not None and len(TWO_ROOK.cards()) == 44 and all(c.suit for c in TWO_ROOK.cards())
    win_auction(game, bidder=0)
    exchange(game, "R")
    assert game.phase is Phase.PLAY and game.to_act == 1
    assert game_winner(TWO_ROOK, [250, 100], 1) == 0


# two-hand-standard -----------------------------------------------------------------


def test_two_hand_standard_joker_is_lowest_trump() -> None:
    """two-hand-standard: the 2s and 3s are out, so the joker is the 3 of trump: the lowest trump, but trump."""
    order = trick_rules(TWO_STD, "H")
    assert order.winner_index(cards(["4H", "ROOK"])) == 0
    assert order.winner_index(cards(["AS", "ROOK"])) == 1
    assert order.legal_plays(list(cards(["ROOK", "5S"])), list(cards(["9H"]))) == list(cards(["ROOK"]))


def test_two_hand_standard_non_dealer_opens_with_at_least_50() -> None:
    """two-hand-standard: the non-dealer must open with at least 50."""
    game = scripted_game(TWO_STD, dealer=0)
    assert game.to_act == 1 and Pass(1) not in game.legal_actions()
    assert game.why_illegal(Bid(1, 45)).code == "bid_below_min"  # type: ignore[union-attr]


def test_two_hand_standard_discards_are_not_counters_and_score_nobody() -> None:
    """two-hand-standard: discards may not be counters; discarded cards are set aside for the round (nobody scores them);
    20 for most tricks."""
    game = scripted_game(TWO_STD, nest=["5S", "10H", "AD"], dealer=0)
    win_auction(game, bidder=1)
    game.apply(NameTrump(1, "S"))
    options = game.discard_options()
    assert all(TWO_STD.card_points(c) == 0 for c in options.choose_from + options.required)
    s = score_hand(TWO_STD, card_points=[60, 40], tricks=[12, 9], last_trick_side=1, bidder_side=0, bid=50, discard_points=20)
    assert s.discard_points == (0, 0) and s.bonuses == (20, 0)
    assert game_winner(TWO_STD, [500, 20], 1) == 0


# partners-cutthroat ------------------------------------------------------------------


def test_cutthroat_bird_is_ten_and_a_half_and_always_trump() -> None:
    """partners-cutthroat: the bird is the 10.5 of trump and always trump."""
    order = trick_rules(CUTTHROAT, "G")
    assert order.winner_index(cards(["10G", "ROOK"])) == 1
    assert order.winner_index(cards(["11G", "ROOK"])) == 0
    assert order.winner_index(cards(["1B", "ROOK"])) == 1


def test_cutthroat_no_trump_leaves_the_bird_the_only_trump() -> None:
    """partners-cutthroat: no trump may be called, leaving the bird the only trump."""
    order = trick_rules(CUTTHROAT, None)
    assert order.winner_index(cards(["1G", "14G", "ROOK", "5B"])) == 2
    assert order.winner_index(cards(["6G", "14B", "1B", "5G"])) == 0


def test_cutthroat_kitty_then_trump_and_bidder_leads() -> None:
    """partners-cutthroat: the bidder takes the 5-card kitty, discards 5, then names trump, and leads."""
    game = scripted_game(CUTTHROAT, nest=["5Y", "6Y", "7Y", "8Y", "9Y"], dealer=3)
    win_auction(game, bidder=2)
    assert event_types(game.events[-2:]) == ["won_bid", "nest"]
    game.apply(Discard(2, tuple(game.hands[2][:5])))
    assert game.phase is Phase.TRUMP
    game.apply(NameTrump(2, None))
    assert game.phase is Phase.PLAY and game.to_act == 2


def test_cutthroat_dealer_held_to_100_and_spread() -> None:
    """partners-cutthroat: a pass is final; if all pass the dealer is held to 100; 20 for the last trick; 500 or a 500 spread."""
    game = scripted_game(CUTTHROAT, dealer=0)
    for seat in (1, 2):
        game.apply(Pass(seat))
    events = game.apply(Pass(3))
    assert events[1] == BidWon(0, 100, True)
    s = score_hand(CUTTHROAT, card_points=[100, 80], tricks=[5, 5], last_trick_side=1, bidder_side=0, bid=100, discard_points=0)
    assert s.bonuses == (0, 20)
    assert game_winner(CUTTHROAT, [450, -50], 0) == 0
    assert game_winner(CUTTHROAT, [450, -49], 0) is None


# kentucky ------------------------------------------------------------------------------


def test_kentucky_discard_rook_any_time_highest_left_of_dealer_leads() -> None:
    """kentucky-discard: the Rook may be played any time and is the highest trump; left of dealer leads; all pass: redeal."""
    order = trick_rules(KY_DISCARD, "R")
    assert order.legal_plays(list(cards(["ROOK", "5B"])), list(cards(["9B"]))) == list(cards(["5B", "ROOK"]))
    assert order.winner_index(cards(["14R", "ROOK"])) == 1
    game = scripted_game(KY_DISCARD, dealer=1)
    win_auction(game, bidder=3)
    exchange(game, "R")
    assert game.to_act == 2
    game = scripted_game(KY_DISCARD, dealer=1)
    events = []
    for seat in (2, 3, 0, 1):
        events += game.apply(Pass(seat))
    assert event_types(events)[-2:] == ["redeal", "deal"]


def test_kentucky_rook_highest_bidder_leads_dealer_forced() -> None:
    """kentucky-rook: the Rook is the highest trump and may not be played while following suit; the bidder leads;
    the dealer is held to the minimum."""
    order = trick_rules(KY_ROOK, "R")
    assert order.winner_index(cards(["1R", "ROOK"])) == 1
    assert order.legal_plays(list(cards(["ROOK", "5B"])), list(cards(["9B"]))) == list(cards(["5B"]))
    game = scripted_game(KY_ROOK, dealer=1)
    win_auction(game, bidder=3)
    exchange(game, "B")
    assert game.to_act == 3
    play(game, game.legal_plays()[0].id)
    game = scripted_game(KY_ROOK, dealer=1)
    for seat in (2, 3):
        game.apply(Pass(seat))
    assert game.apply(Pass(0))[1] == BidWon(1, 100, True)
