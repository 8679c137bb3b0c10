"""Deal (rules.md, Deal; record.md, deal and dealer_draw): seeds, first dealer, rotation, redeal."""

from __future__ import annotations

import pytest

from rookdesk.engine.actions import Pass
from rookdesk.engine.events import DealerDrawn, Dealt, Redealt
from rookdesk.engine.game import Game, new_game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.tricks import rank_value

from .builders import cards, quick_action, event_types, rules_with, scripted_game


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_seeded_deal_is_reproducible(name: str) -> None:
    """The same seed gives the same first dealer and deal; another seed another deal."""
    rules = PRESETS[name]
    first = new_game(rules, seed=11).events
    assert new_game(rules, seed=11).events == first
    assert new_game(rules, seed=12).events[-1] != first[-1]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_deal_gives_every_card_once(name: str) -> None:
    """Each player gets hand_size cards, the nest nest_size; with a draw pile the rest form it."""
    rules = PRESETS[name]
    game = new_game(rules, seed=3)
    dealt = game.events[-1]
    assert isinstance(dealt, Dealt) and dealt.hand == 1
    assert all(len(h) == rules.hand_size for h in dealt.hands)
    assert len(dealt.nest) == rules.nest_size
    turned = (dealt.face_up,) if dealt.face_up else ()
    everything = [c for h in dealt.hands for c in h] + list(dealt.nest) + list(dealt.pile) + list(turned)
    assert sorted(c.id for c in everything) == sorted(c.id for c in rules.cards())
    assert len(dealt.pile) + len(turned) == rules.pile_size


def test_face_up_at_deal() -> None:
    """face_up_at_deal: the pile's top card is turned at the deal (in face_up, no longer in pile)."""
    dealt = new_game(PRESETS["two-hand-rook"], seed=5).events[-1]
    assert isinstance(dealt, Dealt)
    assert dealt.face_up is not None and dealt.face_up not in dealt.pile and len(dealt.pile) == 17
    dealt = new_game(PRESETS["two-hand-standard"], seed=5).events[-1]
    assert isinstance(dealt, Dealt) and dealt.face_up is None and len(dealt.pile) == 20


def test_no_pile_without_draw_pile() -> None:
    """Without a draw pile the deal's pile is empty and face_up null."""
    dealt = new_game(PRESETS["kentucky-rook"], seed=5).events[-1]
    assert isinstance(dealt, Dealt) and dealt.pile == () and dealt.face_up is None


def test_random_first_dealer_comes_from_the_seed() -> None:
    """first_dealer "random": chosen from the game's seed (every seat happens, each seed reproducibly)."""
    rules = PRESETS["partners-cutthroat"]
    dealers = {seed: new_game(rules, seed).dealer for seed in range(40)}
    assert set(dealers.values()) == {0, 1, 2, 3}
    assert all(new_game(rules, seed).dealer == d for seed, d in list(dealers.items())[:5])


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_fixed_first_dealer(seat: int) -> None:
    """first_dealer as a seat number: that seat deals first."""
    game = new_game(rules_with(first_dealer=seat), seed=9)
    assert game.dealer == seat
    assert game.events[-1].dealer == seat  # type: ignore[union-attr]
    assert not any(isinstance(e, DealerDrawn) for e in game.events)


@pytest.mark.parametrize("draws, dealer", [
    ([["7Y", "4Y"]], 0),
    ([["4Y", "14G"]], 1),
    ([["9Y", "9G"], ["13B", "6G"]], 0),
    ([["9Y", "9G"], ["5B", "5G"], ["8B", "12G"]], 1),
])
def test_high_card_two_players(draws: list[list[str]], dealer: int) -> None:
    """high_card: each seat draws a card, the highest rank deals; a tie for highest draws again."""
    game = scripted_game(PRESETS["two-hand-rook"], dealer=dealer, dealer_draws=draws)
    assert game.dealer == dealer
    drawn = [e for e in game.events if isinstance(e, DealerDrawn)]
    assert [[c.id for c in e.cards] for e in drawn] == draws
    assert event_types(game.events) == ["game"] + ["dealer_draw"] * len(draws) + ["deal"]


@pytest.mark.parametrize("one_high, draws, dealer", [
    (True, [["1B", "14G", "5R", "6Y"]], 0),
    (False, [["1B", "14G", "5R", "6Y"]], 1),
    (True, [["ROOK", "5B", "6G", "5R"]], 2),
    (True, [["5B", "5G", "14R", "6Y"]], 2),     # a tie below the highest does not matter
    (True, [["14B", "6G", "14R", "6Y"], ["ROOK", "5G", "6R", "7Y"]], 3),
])
def test_high_card_ranks_one_high_and_rook_lowest(one_high: bool, draws: list[list[str]], dealer: int) -> None:
    """high_card: the 1 is high with ace_or_one_high, the Rook lowest, suits ignored."""
    rules = rules_with(first_dealer="high_card", ace_or_one_high=one_high, rook_rank=10.5)
    game = scripted_game(rules, dealer=dealer, dealer_draws=draws)
    assert game.dealer == dealer


def test_seeded_high_card_draws_until_a_single_highest() -> None:
    """Seeded high_card draws: every draw but the last ties for highest; the last one's highest seat deals."""
    rules = PRESETS["two-hand-rook"]
    saw_tie = False
    for seed in range(60):
        game = new_game(rules, seed)
        draws = [e for e in game.events if isinstance(e, DealerDrawn)]
        for i, draw in enumerate(draws):
            values = [rank_value(c.rank, rules) for c in draw.cards]  # type: ignore[arg-type]
            tied = values.count(max(values)) > 1
            assert tied == (i < len(draws) - 1)
            saw_tie |= tied
        last = [rank_value(c.rank, rules) for c in draws[-1].cards]  # type: ignore[arg-type]
        assert game.dealer == last.index(max(last))
    assert saw_tie


def test_dealer_rotates_left_each_hand() -> None:
    """The dealer moves one seat to the left for each new hand; hands count from 1."""
    game = new_game(PRESETS["kentucky-rook"], seed=4)
    first = game.dealer
    deals: list[Dealt] = []
    game.subscribe(lambda e: deals.append(e) if isinstance(e, Dealt) else None)
    while len(deals) < 6 and not game.is_over:
        game.apply(quick_action(game))
    assert len(deals) == 6
    for hand, dealt in enumerate(deals, start=2):
        assert (dealt.hand, dealt.dealer) == (hand, (first + hand - 1) % 4)


def test_redeal_keeps_dealer_and_hand_number() -> None:
    """After a redeal (all pass, all_pass redeal) the same dealer deals again and the hand keeps its number."""
    rules = PRESETS["kentucky-discard"]
    game = new_game(rules, seed=8)
    dealer, before = game.dealer, game.events[-1]
    events = []
    for _ in range(4):
        events += game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    assert event_types(events) == ["pass"] * 4 + ["redeal", "deal"]
    redealt, dealt = events[-2], events[-1]
    assert isinstance(redealt, Redealt) and redealt.hand == 1
    assert isinstance(dealt, Dealt) and (dealt.hand, dealt.dealer) == (1, dealer)
    assert dealt.hands != before.hands  # type: ignore[union-attr]
    assert game.phase is Phase.BIDDING and game.to_act == (dealer + 1) % 4 and game.auction == []


def test_game_needs_one_seat_per_player() -> None:
    """A game seats exactly ``players`` seats."""
    with pytest.raises(ValueError):
        Game(PRESETS["kentucky-rook"], seats=new_game(PRESETS["two-hand-rook"]).seats)


def test_scripted_deal_builder() -> None:
    """The test builder puts exact cards in exact hands (through the record's scripted chance)."""
    game = scripted_game(PRESETS["partners-cutthroat"], hands={2: ["ROOK", "1R"]}, nest=["5B", "5G", "5R", "5Y", "1B"])
    assert game.hands[2][:2] == list(cards(["ROOK", "1R"]))
    assert game.nest == cards(["5B", "5G", "5R", "5Y", "1B"])


@pytest.mark.parametrize("cards, seat", [
    (["9Y", "9G"], None), (["ROOK", "5G"], 1), (["1B", "14G"], 0), (["14B", "6G", "14R", "6Y"], None),
    (["5B", "5G", "14R", "6Y"], 2),
])
def test_high_card_seat_names_the_dealer_or_a_tie(cards: list[str], seat: int | None) -> None:
    """The draw's winner as the table shows it (tricks.high_card_seat, used by the engine too)."""
    from rookdesk.engine.cards import parse_card
    from rookdesk.engine.tricks import high_card_seat

    rules = rules_with(first_dealer="high_card", ace_or_one_high=True, rook_rank=10.5)
    assert high_card_seat([parse_card(c) for c in cards], rules) == seat
