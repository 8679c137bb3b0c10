"""Nest and trump (rules.md, Nest and trump; record.md, trump / nest / discard order)."""

from __future__ import annotations

import pytest

from rookdesk.engine.actions import Discard, NameTrump
from rookdesk.engine.errors import IllegalAction
from rookdesk.engine.events import Discarded, NestTaken, TrumpNamed
from rookdesk.engine.nest import discard_options
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.scoring import score_hand

from .builders import cards, event_types, exchange, rules_with, scripted_game, win_auction

CUTTHROAT = PRESETS["partners-cutthroat"]
NEST = ["5B", "9G", "ROOK", "6Y", "14R"]


def test_after_nest_order() -> None:
    """trump_named after_nest: won_bid, nest (joins the bidder's hand), discard, then trump."""
    game = scripted_game(CUTTHROAT, nest=NEST)
    win_auction(game, bidder=1)
    assert event_types(game.events[-3:]) == ["pass", "won_bid", "nest"]
    assert game.events[-1] == NestTaken(1, cards(NEST))
    assert game.phase is Phase.DISCARD and game.to_act == 1
    assert len(game.hands[1]) == 15 and set(cards(NEST)) <= set(game.hands[1])
    with pytest.raises(IllegalAction):
        game.apply(NameTrump(1, "R"))
    events = game.apply(Discard(1, cards(["5B", "9G", "6Y", "14R", game.hands[1][0].id])))
    assert event_types(events) == ["discard"]
    assert game.phase is Phase.TRUMP and len(game.hands[1]) == 10
    events = game.apply(NameTrump(1, "G"))
    assert events == [TrumpNamed(1, "G")]
    assert game.phase is Phase.PLAY and game.trump == "G"


def test_before_nest_order() -> None:
    """trump_named before_nest: won_bid, trump, then the nest and the discard."""
    rules = rules_with(trump_named="before_nest")
    game = scripted_game(rules, nest=NEST)
    win_auction(game, bidder=1)
    assert game.events[-1].TYPE == "won_bid" and game.phase is Phase.TRUMP
    events = game.apply(NameTrump(1, "Y"))
    assert event_types(events) == ["trump", "nest"]
    assert game.phase is Phase.DISCARD
    events = game.apply(Discard(1, cards(NEST)))
    assert event_types(events) == ["discard"] and game.phase is Phase.PLAY


def test_discard_exactly_nest_size() -> None:
    """The bidder sets exactly nest_size cards aside."""
    game = scripted_game(CUTTHROAT, nest=NEST)
    win_auction(game, bidder=1)
    for count in (4, 6):
        with pytest.raises(IllegalAction) as info:
            game.apply(Discard(1, tuple(game.hands[1][:count])))
        assert info.value.code == "discard_count"


def test_counters_may_be_discarded_when_allowed() -> None:
    """discard_counters allowed: any nest_size cards may be set aside, counters included."""
    game = scripted_game(CUTTHROAT, nest=NEST)
    win_auction(game, bidder=1)
    options = game.discard_options()
    assert options.required == () and set(options.choose_from) == set(game.hands[1]) and options.count == 5
    game.apply(Discard(1, cards(NEST)))
    assert game.discards == cards(NEST)


FORBID = rules_with(nest__discard_counters="forbidden")


def test_counters_forbidden() -> None:
    """discard_counters forbidden: the cards set aside must be worth 0 points."""
    game = scripted_game(FORBID, nest=NEST)
    win_auction(game, bidder=1)
    options = game.discard_options()
    assert options.required == ()
    assert all(FORBID.card_points(c) == 0 for c in options.choose_from)
    with pytest.raises(IllegalAction) as info:
        game.apply(Discard(1, cards(NEST)))
    assert info.value.code == "discard_counter_forbidden"
    zeros = [c for c in game.hands[1] if FORBID.card_points(c) == 0][:5]
    game.apply(Discard(1, tuple(zeros)))
    assert game.phase is Phase.TRUMP


def test_shortfall_takes_every_zero_then_lowest_counters() -> None:
    """Too few zero-point cards: all go, then the counters of lowest value make up the shortfall."""
    hand_and_nest = cards(["6B", "7B", "5B", "10B", "10G", "14B", "1B", "1G", "ROOK", "14G", "10R", "1R", "1Y", "14R", "14Y"])
    options = discard_options(FORBID, hand_and_nest)
    # 2 zeros; 3 more needed: the 5 (worth 5), then 2 of the six 10-point cards.
    assert set(options.required) == set(cards(["6B", "7B", "5B"]))
    assert set(options.choose_from) == set(cards(["10B", "10G", "14B", "14G", "10R", "14R", "14Y"]))
    assert options.count == 2
    assert options.allows(cards(["6B", "7B", "5B", "10B", "14Y"]))
    assert not options.allows(cards(["6B", "7B", "10G", "10B", "14Y"]))
    assert not options.allows(cards(["6B", "7B", "5B", "10B", "1B"]))
    assert len(list(options.all_discards())) == 21


def test_shortfall_with_ties_in_game() -> None:
    """The bidder chooses among counters of equal value; any other choice is refused."""
    hand = ["6B", "5B", "5G", "5R", "5Y", "7B", "10G", "14B", "1B", "1G"]
    nest = ["ROOK", "14G", "10R", "1R", "1Y"]
    game = scripted_game(FORBID, hands={1: hand}, nest=nest)
    win_auction(game, bidder=1)
    options = game.discard_options()
    assert set(options.required) == set(cards(["6B", "7B"]))
    assert set(options.choose_from) == set(cards(["5B", "5G", "5R", "5Y"])) and options.count == 3
    assert len(list(options.all_discards())) == 4
    with pytest.raises(IllegalAction) as info:
        game.apply(Discard(1, cards(["6B", "5B", "5G", "5R", "10G"])))
    assert info.value.code == "discard_shortfall"
    with pytest.raises(IllegalAction):
        game.apply(Discard(1, cards(["5Y", "5B", "5G", "5R", "6B"])))
    assert options.allows(cards(["7B", "5B", "6B", "5R", "5G"]))
    game.apply(Discard(1, cards(["5Y", "7B", "6B", "5R", "5G"])))
    assert game.phase is Phase.TRUMP


@pytest.mark.parametrize("points_to, expected", [
    ("last_trick", (0, 25)), ("bidder", (25, 0)), ("nobody", (0, 0)),
])
def test_discard_points_go_per_points_to(points_to: str, expected: tuple[int, int]) -> None:
    """nest.points_to: the set-aside cards' points go to the last trick's side, the bidder, or nobody."""
    rules = rules_with(nest__points_to=points_to)
    score = score_hand(rules, card_points=[100, 50], tricks=[6, 4], last_trick_side=1, bidder_side=0,
                       bid=100, discard_points=25)
    assert score.discard_points == expected
    assert score.hand_totals == (100 + expected[0], 50 + 20 + expected[1])


def test_discard_points_in_a_played_hand() -> None:
    """The hand_end's discard_points are the discards' points, on the side of the last trick (last_trick)."""
    game = scripted_game(CUTTHROAT, nest=NEST)
    win_auction(game, bidder=1)
    exchange(game, "R")
    while game.phase is Phase.PLAY:
        game.apply(game.legal_actions()[0])
    end = next(e for e in game.events if e.TYPE == "hand_end")
    last = next(e for e in reversed(game.events) if e.TYPE == "trick")
    expected = [0, 0]
    expected[last.winner % 2] = 35  # 5B + ROOK + 14R
    assert list(end.discard_points) == expected


def test_no_nest() -> None:
    """nest_size 0: no nest and no discard events; trump follows won_bid; nothing to score for discards."""
    rules = rules_with(deck__rook=False, hand_size=11, nest_size=0, bidding__max=None, no_trump=False)
    assert rules.deck_size == 44 and rules.bidding.max == 180
    game = scripted_game(rules)
    assert game.events[-1].nest == ()  # type: ignore[union-attr]
    win_auction(game, bidder=1)
    assert game.phase is Phase.TRUMP and game.events[-1].TYPE == "won_bid"
    events = game.apply(NameTrump(1, "B"))
    assert event_types(events) == ["trump"] and game.phase is Phase.PLAY
    assert game.view_for(1).nest is None and game.discards == ()


def test_no_nest_before_nest() -> None:
    """nest_size 0 with trump before the nest: trump, then play."""
    rules = rules_with(deck__rook=False, hand_size=11, nest_size=0, bidding__max=None, trump_named="before_nest")
    game = scripted_game(rules)
    win_auction(game, bidder=2)
    events = game.apply(NameTrump(2, "B"))
    assert event_types(events) == ["trump"] and game.phase is Phase.PLAY


def test_no_trump_only_when_allowed() -> None:
    """The bidder may declare no trump only when no_trump is true; suits are the deck's."""
    game = scripted_game(rules_with(no_trump=False), nest=NEST)
    win_auction(game, bidder=1)
    game.apply(Discard(1, cards(NEST)))
    assert NameTrump(1, None) not in game.legal_actions()
    with pytest.raises(IllegalAction) as info:
        game.apply(NameTrump(1, None))
    assert info.value.code == "no_trump_forbidden"
    with pytest.raises(IllegalAction) as info:
        game.apply(NameTrump(1, "S"))
    assert info.value.code == "not_a_suit"
    game = scripted_game(CUTTHROAT, nest=NEST)
    win_auction(game, bidder=1)
    game.apply(Discard(1, cards(NEST)))
    assert [a.suit for a in game.legal_actions()] == ["B", "G", "R", "Y", None]  # type: ignore[union-attr]
    game.apply(NameTrump(1, None))
    assert game.trump is None and game.trump_done


def test_discarded_event_lists_the_cards() -> None:
    """The discard event names the bidder and the cards set aside."""
    game = scripted_game(CUTTHROAT, nest=NEST)
    win_auction(game, bidder=3)
    events = game.apply(Discard(3, cards(NEST)))
    assert events[0] == Discarded(3, cards(NEST))
