"""Trick play (rules.md, Play): follow suit, the Rook's rules, no trump, card order, the leader."""

from __future__ import annotations

import pytest

from rookdesk.engine.actions import PlayCard
from rookdesk.engine.errors import IllegalAction
from rookdesk.engine.events import TrickWon
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.tricks import trick_rules

from .builders import card, cards, exchange, play, rules_with, scripted_game, win_auction

CUTTHROAT = PRESETS["partners-cutthroat"]


def legal(rules, trump, hand, trick) -> list[str]:
    return [c.id for c in trick_rules(rules, trump).legal_plays(list(cards(hand)), list(cards(trick)))]


def winner(rules, trump, trick) -> int:
    return trick_rules(rules, trump).winner_index(cards(trick))


# Legal plays ----------------------------------------------------------------------


def test_leader_plays_any_card() -> None:
    """The leader plays any card."""
    assert legal(CUTTHROAT, "R", ["5B", "ROOK", "9R"], []) == ["5B", "ROOK", "9R"]


def test_follow_suit_if_able() -> None:
    """Each other player must follow the suit led if able."""
    assert legal(CUTTHROAT, "R", ["5B", "9B", "7G", "ROOK", "6R"], ["10B"]) == ["5B", "9B"]


def test_void_plays_anything() -> None:
    """A player who cannot follow may play any card (trump included)."""
    assert legal(CUTTHROAT, "R", ["7G", "8Y", "6R"], ["10B"]) == ["7G", "8Y", "6R"]


def test_rook_is_trump_and_must_be_played_if_only_trump() -> None:
    """The Rook belongs to trump: a player whose only trump is the Rook must play it on a trump lead."""
    assert legal(CUTTHROAT, "R", ["ROOK", "5B", "9G"], ["9R"]) == ["ROOK"]
    assert legal(CUTTHROAT, "R", ["ROOK", "5R", "5B"], ["9R"]) == ["ROOK", "5R"]


def test_leading_the_rook_leads_trump() -> None:
    """Leading the Rook means trump was led: the others must follow trump."""
    assert legal(CUTTHROAT, "R", ["5R", "5B", "14G"], ["ROOK"]) == ["5R"]
    assert legal(CUTTHROAT, "R", ["5B", "14G"], ["ROOK"]) == ["5B", "14G"]


def test_rook_not_on_a_suit_the_player_can_follow() -> None:
    """The Rook is trump, not the suit led: a player holding the suit led must follow it, not play the Rook."""
    rules = trick_rules(CUTTHROAT, "R")
    assert legal(CUTTHROAT, "R", ["ROOK", "5B"], ["9B"]) == ["5B"]
    assert rules.why_illegal(card("ROOK"), list(cards(["ROOK", "5B"])), list(cards(["9B"])))[0] == "rook_must_follow"  # type: ignore[index]
    assert legal(CUTTHROAT, "R", ["ROOK", "5G"], ["9B"]) == ["ROOK", "5G"]


def test_rook_any_time() -> None:
    """rook_any_time lets a player play the Rook on any lead, even holding the suit led."""
    rules = rules_with(rook_any_time=True)
    assert legal(rules, "R", ["ROOK", "5B", "9G"], ["9B"]) == ["5B", "ROOK"]
    assert legal(rules, "R", ["ROOK", "5R", "9G"], ["9R"]) == ["ROOK", "5R"]


def test_the_refusal_names_the_rook_when_it_may_be_played_any_time() -> None:
    """A card off the suit led is refused; the reason says the Rook is also open to a player who holds it."""
    hand, trick = list(cards(["ROOK", "5B", "9G"])), list(cards(["9B"]))
    assert trick_rules(rules_with(rook_any_time=True), "R").why_illegal(card("9G"), hand, trick) == (
        "must_follow_suit", {"suit": "B", "or_rook": True})
    assert trick_rules(CUTTHROAT, "R").why_illegal(card("9G"), hand, trick) == (
        "must_follow_suit", {"suit": "B", "or_rook": False})
    without_rook = list(cards(["5B", "9G"]))
    assert trick_rules(rules_with(rook_any_time=True), "R").why_illegal(card("9G"), without_rook, trick) == (
        "must_follow_suit", {"suit": "B", "or_rook": False})


def test_no_trump_rook_only_trump() -> None:
    """No trump: the Rook is the only trump; a player holding the suit led must follow it."""
    assert legal(CUTTHROAT, None, ["ROOK", "5R", "6B"], ["9R"]) == ["5R"]
    assert legal(CUTTHROAT, None, ["ROOK", "6B"], ["9R"]) == ["ROOK", "6B"]
    assert legal(rules_with(rook_any_time=True), None, ["ROOK", "5R"], ["9R"]) == ["5R", "ROOK"]


def test_no_trump_anything_on_a_rook_lead() -> None:
    """No trump: when the Rook is led the others may play any card."""
    assert legal(CUTTHROAT, None, ["5R", "6B", "14G"], ["ROOK"]) == ["5R", "6B", "14G"]


def test_no_trump_rook_wins() -> None:
    """No trump: the Rook (the only trump) wins any trick it is in; otherwise the highest of the suit led."""
    assert winner(CUTTHROAT, None, ["9R", "ROOK", "14R", "1B"]) == 1
    assert winner(CUTTHROAT, None, ["ROOK", "14R", "1R", "1B"]) == 0
    assert winner(CUTTHROAT, None, ["9R", "1B", "14R", "13G"]) == 2


def test_no_trump_without_a_rook() -> None:
    """Without a Rook in the deck a no-trump hand has no trump at all: the suit led wins."""
    rules = rules_with(deck__rook=False, hand_size=11, nest_size=0, bidding__max=None)
    assert legal(rules, None, ["5R", "6B"], ["9B"]) == ["6B"]
    assert winner(rules, None, ["9R", "14B", "5R", "1G"]) == 0
    assert winner(rules, None, ["9R", "14B", "1R", "1G"]) == 2


# Card order ---------------------------------------------------------------------------


def test_highest_trump_wins() -> None:
    """The highest trump wins the trick, whatever was led."""
    assert winner(CUTTHROAT, "R", ["14B", "5R", "1B", "13G"]) == 1
    assert winner(CUTTHROAT, "R", ["5R", "9B", "14R", "6R"]) == 2


def test_highest_of_suit_led_without_trump() -> None:
    """With no trump in the trick, the highest card of the suit led wins; other suits never do."""
    assert winner(CUTTHROAT, "R", ["5B", "14G", "6B", "1Y"]) == 2


@pytest.mark.parametrize("rook_rank, trick, expected", [
    ("lowest", ["5R", "ROOK"], 0),
    ("lowest", ["14B", "ROOK"], 1),        # still trump
    ("highest", ["1R", "ROOK"], 1),
    ("highest", ["ROOK", "1R"], 0),
    (10.5, ["10R", "ROOK"], 1),
    (10.5, ["11R", "ROOK"], 0),
    (10.5, ["ROOK", "10R", "11R"], 2),
    (14.5, ["14R", "ROOK"], 1),
    (14.5, ["ROOK", "1R"], 1),             # the 1, high, counts as 15
    (5.5, ["5R", "ROOK", "6R"], 2),
])
def test_rook_rank(rook_rank: object, trick: list[str], expected: int) -> None:
    """rook_rank: lowest, highest, or between two ranks (10.5 beats the 10 and loses to the 11)."""
    rules = rules_with(rook_rank=rook_rank)
    assert winner(rules, "R", trick) == expected


@pytest.mark.parametrize("one_high, expected", [(True, 1), (False, 0)])
def test_one_high_or_low(one_high: bool, expected: int) -> None:
    """ace_or_one_high: the Rook deck's 1 ranks above the 14 (true) or below the 2 (false)."""
    rules = rules_with(ace_or_one_high=one_high, rook_rank="lowest")
    assert winner(rules, "R", ["14B", "1B"]) == expected
    assert winner(rules, "R", ["14R", "1R"]) == expected


def test_rook_rank_with_one_low() -> None:
    """With the 1 low, rook_rank 1.5 puts the Rook between the 1 and the 2 (above the 1 only)."""
    rules = rules_with(ace_or_one_high=False, rook_rank=1.5)
    assert winner(rules, "R", ["1R", "ROOK"]) == 1
    assert winner(rules, "R", ["5R", "ROOK"]) == 0


@pytest.mark.parametrize("one_high", [True, False])
def test_standard_ace_always_high(one_high: bool) -> None:
    """Standard deck: ace_or_one_high is ignored, the ace is always high; the joker plays the Rook's role."""
    rules = rules_with("two-hand-standard", ace_or_one_high=one_high)
    assert winner(rules, "H", ["KS", "AS"]) == 1
    assert winner(rules, "H", ["AS", "4H"]) == 1
    assert winner(rules, "H", ["4H", "ROOK"]) == 0      # the joker is the lowest trump ("3 of trump")
    assert legal(rules, "H", ["ROOK", "5S"], ["9H"]) == ["ROOK"]


# In a game -------------------------------------------------------------------------------

HANDS = {
    1: ["5G", "6G", "7G", "8G", "9G", "10G", "11G", "12G", "13G", "14G"],
    2: ["ROOK", "1B", "5B", "6B", "7B", "8B", "9B", "10B", "11B", "12B"],
    3: ["1G", "5R", "6R", "7R", "8R", "9R", "10R", "11R", "12R", "13R"],
    0: ["14R", "1R", "13B", "14B", "1Y", "5Y", "6Y", "7Y", "8Y", "9Y"],
}
NEST = ["10Y", "11Y", "12Y", "13Y", "14Y"]


def started(trump: str | None = "G", rules=CUTTHROAT):
    game = scripted_game(rules, hands=HANDS, nest=NEST, dealer=0)
    win_auction(game, bidder=1)
    return exchange(game, trump)


def refused_code(game, seat: int, text: str) -> str:
    with pytest.raises(IllegalAction) as info:
        game.apply(PlayCard(seat, card(text)))
    return info.value.code


def test_trick_in_a_game() -> None:
    """Follow suit and the Rook rule are enforced by apply; the highest trump wins; the winner leads next."""
    game = started("G")
    assert game.phase is Phase.PLAY and game.to_act == 1
    play(game, "9G")
    assert [c.id for c in game.legal_plays()] == ["ROOK"]
    assert refused_code(game, 2, "1B") == "must_follow_trump"
    play(game, "ROOK")
    assert refused_code(game, 3, "5R") == "must_follow_trump"
    play(game, "1G")
    events = play(game, "14R").events[-2:]
    assert events[1] == TrickWon(1, 3, cards(["9G", "ROOK", "1G", "14R"]), 45)
    assert game.to_act == 3
    play(game, "5R")
    assert refused_code(game, 0, "13B") == "must_follow_suit"
    assert refused_code(game, 0, "5G") == "card_not_in_hand"
    assert [c.id for c in game.legal_plays()] == ["1R"]


def test_rook_on_a_suit_lead_in_a_game() -> None:
    """A player void in the suit led may play the Rook; it wins as trump."""
    game = started("Y")
    play(game, "9G", "ROOK", "1G", "14R")
    assert game.tricks[-1].winner == 2


@pytest.mark.parametrize("leader, expected", [("bidder", 2), ("left_of_bidder", 3), ("left_of_dealer", 1)])
def test_leader(leader: str, expected: int) -> None:
    """leader: the bidder, the seat left of the bidder, or the seat left of the dealer leads the first trick."""
    game = scripted_game(rules_with(leader=leader), dealer=0)
    win_auction(game, bidder=2)
    exchange(game, "B")
    assert game.phase is Phase.PLAY and game.to_act == expected


def test_two_player_left_of_bidder_is_the_non_bidder() -> None:
    """Two players, leader left_of_bidder: the non-bidder leads."""
    rules = rules_with("two-hand-rook", first_dealer=0)
    game = scripted_game(rules, dealer=0)
    win_auction(game, bidder=0)
    exchange(game, "B")
    assert game.phase is Phase.PLAY and game.to_act == 1


def test_played_cards_leave_the_hand() -> None:
    """A played card leaves the player's hand and joins the trick."""
    game = started("G")
    play(game, "9G")
    assert card("9G") not in game.hands[1]
    assert game.trick == [card("9G")] and game.trick_seats == [1]
