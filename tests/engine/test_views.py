"""Seat views (DESIGN.md, hidden information): a seat sees only what it may know."""

from __future__ import annotations

import random

import pytest

from rookdesk.engine.actions import Draw, DrawSource
from rookdesk.engine.cards import Card
from rookdesk.engine.game import Game, new_game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.views import SeatView

from .builders import cards, exchange, make_deal, play, random_action, scripted_game, win_auction

CUTTHROAT = PRESETS["partners-cutthroat"]
STANDARD = PRESETS["two-hand-standard"]


def shuffled_rest(rules, fixed: dict[int, list[str]], seed: int, keep_pile_top: bool = False):
    """Hands of the seats in ``fixed`` as given; every other card shuffled among the other hands, nest and pile."""
    base = make_deal(rules, fixed)
    given = {c for h in fixed.values() for c in cards(h)}
    top = base.pile[:1] if keep_pile_top else ()
    rest = [c for c in rules.cards() if c not in given and c not in top]
    random.Random(seed).shuffle(rest)
    hands: dict[int, list[Card]] = {}
    for seat in range(rules.players):
        if seat in fixed:
            hands[seat] = list(cards(fixed[seat]))
        else:
            hands[seat], rest = rest[: rules.hand_size], rest[rules.hand_size:]
    nest, rest = rest[: rules.nest_size], rest[rules.nest_size:]
    return hands, nest, list(top) + rest


def twin_games(rules, fixed: dict[int, list[str]]) -> tuple[Game, Game]:
    games = []
    for seed in (1, 2):
        hands, nest, pile = shuffled_rest(rules, fixed, seed, keep_pile_top=rules.draw_pile)
        games.append(scripted_game(rules, hands=hands, nest=nest, pile=pile or None, dealer=0))
    assert games[0].hands[1] != games[1].hands[1]
    return games[0], games[1]


SEAT0 = ["1B", "5B", "6B", "7G", "8G", "9R", "10R", "11Y", "12Y", "ROOK"]


def test_views_do_not_depend_on_hidden_cards() -> None:
    """Two games that differ only in cards seat 0 cannot see give seat 0 equal views (hands, nest, discards)."""
    a, b = twin_games(CUTTHROAT, {0: SEAT0})
    assert a.view_for(0) == b.view_for(0)
    for game in (a, b):
        win_auction(game, bidder=1)
    assert a.view_for(0) == b.view_for(0)
    assert a.view_for(1) != b.view_for(1)     # the bidder's own nest differs
    for game in (a, b):
        exchange(game, "G")
    assert a.view_for(0) == b.view_for(0)


def test_views_do_not_show_pile_order() -> None:
    """A draw-pile game's view holds the face-up card and the pile's size, never the pile's cards or order."""
    seat0 = ["4S", "5S", "6S", "7H", "8H", "9H", "10D", "JD", "QC", "KC", "AC"]
    a, b = twin_games(STANDARD, {0: seat0})
    assert a.pile[0] is b.pile[0] and a.pile != b.pile
    assert a.view_for(0) == b.view_for(0)
    for game in (a, b):
        win_auction(game, bidder=1)
        exchange(game, "S")
    assert a.face_up is b.face_up
    assert a.view_for(0) == b.view_for(0)
    assert a.view_for(0).pile_size == 19


def test_bidder_sees_the_nest_others_do_not() -> None:
    """The bidder sees the nest once taken; no other seat does (not even the partner)."""
    nest = ["5Y", "6Y", "7Y", "8Y", "9Y"]
    game = scripted_game(CUTTHROAT, nest=nest)
    assert all(game.view_for(s).nest is None for s in range(4))
    win_auction(game, bidder=1)
    assert game.view_for(1).nest == cards(nest)
    assert all(game.view_for(s).nest is None for s in (0, 2, 3))
    exchange(game, "G", discard=nest)
    assert game.view_for(1).discards == cards(nest)
    assert all(game.view_for(s).discards is None for s in (0, 2, 3))


def test_nest_hidden_before_it_is_taken() -> None:
    """With trump named before the nest, the bidder does not see the nest while naming trump."""
    from .builders import rules_with

    game = scripted_game(rules_with(trump_named="before_nest"))
    win_auction(game, bidder=2)
    assert game.phase is Phase.TRUMP and game.view_for(2).nest is None


def test_face_up_card_taken_is_known() -> None:
    """A card taken from the face-up card is known to both players until it is played."""
    game = scripted_game(STANDARD, dealer=0)
    win_auction(game, bidder=1)
    exchange(game, "S")
    for _ in range(2):
        play(game, game.legal_plays()[0].id)
    winner = game.tricks[-1].winner
    face = game.face_up
    game.apply(Draw(winner, DrawSource.FACE_UP))
    for seat in (0, 1):
        assert face in game.view_for(seat).known_cards[winner]
    if game.to_act == winner and face in game.legal_plays():
        play(game, face.id)  # type: ignore[union-attr]
        assert face not in game.view_for(1 - winner).known_cards[winner]


def visible_cards(view: SeatView) -> set[Card]:
    seen = set(view.hand) | set(view.nest or ()) | set(view.discards or ())
    seen |= {c for _, c in view.trick} | {c for t in view.tricks for c in t.cards}
    seen |= {c for k in view.known_cards for c in k}
    if view.face_up is not None:
        seen.add(view.face_up)
    return seen


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_view_never_holds_another_hidden_card(name: str) -> None:
    """At every step of random games, every card in a seat's view is its own, played, face-up, publicly
    known, or (for the bidder) the nest it took; other hands appear only as counts."""
    rules = PRESETS[name]
    rng = random.Random(7)
    game = new_game(rules, seed=7)
    while not game.is_over and game.hand_number <= 2:
        for seat in range(rules.players):
            view = game.view_for(seat)
            assert view.hand == tuple(game.hands[seat])
            assert view.hand_sizes == tuple(len(h) for h in game.hands)
            allowed = set(game.hands[seat]) | {c for t in game.tricks for c in t.cards} | set(game.trick)
            allowed |= {c for k in game.known for c in k}
            if game.face_up is not None:
                allowed.add(game.face_up)
            if seat == game.bidder:
                allowed |= set(game.nest) | set(game.discards)
            assert visible_cards(view) <= allowed
        game.apply(random_action(game, rng))
