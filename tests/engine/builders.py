"""Test helpers: rule sets with a few keys changed, scripted deals, games in any phase.

* :func:`rules_with` builds a rule set from a preset and dotted-key changes.
* :func:`scripted_game` starts a game whose deals are exactly the cards a test
  names (through the engine's :class:`ScriptedChance`, the same path a record
  replay takes).
* :func:`game_in_phase` plays a seeded game forward to a phase.
* :func:`snapshot` captures every piece of game state, to assert an illegal
  action changed nothing.
* :func:`random_action` is a random legal decision (discards included).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rookdesk.engine.actions import Action, Bid, Discard, Draw, DrawSource, NameTrump, Pass, PlayCard
from rookdesk.engine.cards import Card, parse_card
from rookdesk.engine.chance import ScriptedChance
from rookdesk.engine.events import DealerDrawn, Dealt
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import RuleSet, rules_from_dict

CardsLike = Iterable[Card | str]


def cards(ids: CardsLike) -> tuple[Card, ...]:
    """Cards from ids (``"14R"``) or cards."""
    return tuple(c if isinstance(c, Card) else parse_card(c) for c in ids)


def card(text: str) -> Card:
    return parse_card(text)


def rules_dict(base: str = "partners-cutthroat", **changes: Any) -> dict[str, Any]:
    """A preset's complete rule dict with changes; nested keys as ``bidding__min=…``."""
    data = PRESETS[base].to_dict()
    for key, value in changes.items():
        set_dotted(data, key.replace("__", "."), value)
    return data


def set_dotted(data: dict[str, Any], dotted: str, value: Any) -> None:
    """Set ``data["bidding"]["min"]`` from ``"bidding.min"``."""
    parts = dotted.split(".")
    target = data
    for part in parts[:-1]:
        target = target.setdefault(part, {})
    target[parts[-1]] = value


def rules_with(base: str = "partners-cutthroat", **changes: Any) -> RuleSet:
    """A complete rule set: ``base`` with ``changes`` (``bidding__min=50``, ``deck__ranks=[…]``).

    ``bidding.max`` stays as given by the base unless changed; pass
    ``bidding__max=None`` to have it computed for the new rules.
    """
    data = rules_dict(base, **changes)
    if data["bidding"].get("max", 0) is None:
        del data["bidding"]["max"]
        return rules_from_dict(data)
    return rules_from_dict(data, complete=True)


def make_deal(
    rules: RuleSet,
    hands: Mapping[int, CardsLike] | Sequence[CardsLike] | None = None,
    nest: CardsLike | None = None,
    pile: CardsLike | None = None,
    face_up: Card | str | None = None,
    *,
    hand: int = 1,
    dealer: int = 0,
) -> Dealt:
    """A complete, valid deal: the cards given where given, the rest filled in deck order.

    ``pile`` is the face-down pile, top first; with ``face_up_at_deal`` the
    face-up card is ``face_up`` (or the first free card).
    """
    given_hands: dict[int, tuple[Card, ...]] = {}
    if hands is not None:
        items = hands.items() if isinstance(hands, Mapping) else enumerate(hands)
        given_hands = {seat: cards(h) for seat, h in items}
    given_nest = cards(nest) if nest is not None else None
    given_pile = cards(pile) if pile is not None else None
    given_face = cards([face_up])[0] if face_up is not None else None
    used = [c for h in given_hands.values() for c in h] + list(given_nest or ()) + list(given_pile or ())
    if given_face is not None:
        used.append(given_face)
    assert len(set(used)) == len(used), "a card is given twice"
    free = [c for c in rules.cards() if c not in set(used)]

    def fill(given: tuple[Card, ...] | None, size: int) -> tuple[Card, ...]:
        start = list(given or ())
        assert len(start) <= size, f"{len(start)} cards given where {size} fit"
        while len(start) < size:
            start.append(free.pop(0))
        return tuple(start)

    dealt_hands = tuple(fill(given_hands.get(seat), rules.hand_size) for seat in range(rules.players))
    dealt_nest = fill(given_nest, rules.nest_size)
    turned = rules.draw_pile and rules.face_up_at_deal
    face = (given_face or free.pop(0)) if turned else None
    dealt_pile = fill(given_pile, rules.pile_size - (1 if turned else 0))
    assert not free, "cards left over"
    return Dealt(hand, dealer, dealt_hands, dealt_nest, dealt_pile, face)


def scripted_game(
    rules: RuleSet,
    hands: Mapping[int, CardsLike] | Sequence[CardsLike] | None = None,
    nest: CardsLike | None = None,
    pile: CardsLike | None = None,
    face_up: Card | str | None = None,
    *,
    dealer: int | None = None,
    more_deals: Sequence[Dealt] = (),
    dealer_draws: Sequence[CardsLike] = (),
    seed: int = 0,
    start: bool = True,
) -> Game:
    """A game whose first deal holds exactly the given cards (rest filled in deck order).

    ``dealer`` defaults to the rule set's fixed first dealer, else seat 0
    (a random first dealer is taken from the scripted deal, as in a replay).
    """
    if dealer is None:
        dealer = rules.first_dealer if isinstance(rules.first_dealer, int) else 0
    first = make_deal(rules, hands, nest, pile, face_up, dealer=dealer)
    draws = [(0, DealerDrawn(cards(d))) for d in dealer_draws]
    deals = [(0, first)] + [(0, d) for d in more_deals]
    game = Game(rules, seed, chance=ScriptedChance(seed, draws, deals))
    if start:
        game.start()
    return game


# Driving a game -------------------------------------------------------------


def random_action(game: Game, rng: random.Random, pass_chance: float = 0.5) -> Action:
    """A random legal decision; discards drawn from :meth:`Game.discard_options`."""
    seat = game.to_act
    assert seat is not None
    if game.phase is Phase.DISCARD:
        options = game.discard_options()
        chosen = rng.sample(options.choose_from, options.count)
        extra = list(options.required) + chosen
        rng.shuffle(extra)
        return Discard(seat, tuple(extra))
    actions = game.legal_actions()
    if game.phase is Phase.BIDDING:
        passes = [a for a in actions if isinstance(a, Pass)]
        bids = [a for a in actions if isinstance(a, Bid)]
        if passes and (not bids or rng.random() < pass_chance):
            return passes[0]
        # Mostly low bids, sometimes a jump, so that auctions see every path.
        return bids[0] if rng.random() < 0.7 else rng.choice(bids)
    return rng.choice(actions)


def quick_action(game: Game) -> Action:
    """A fixed, fast decision: the opener bids the minimum, everyone else passes."""
    seat = game.to_act
    assert seat is not None
    phase = game.phase
    if phase is Phase.BIDDING:
        if game.high_bid is None and any(isinstance(a, Bid) for a in game.legal_actions()):
            return Bid(seat, game.rules.bidding.min)
        return Pass(seat)
    if phase is Phase.TRUMP:
        return NameTrump(seat, game.legal_actions()[0].suit)  # type: ignore[union-attr]
    if phase is Phase.DISCARD:
        options = game.discard_options()
        return Discard(seat, options.required + options.choose_from[: options.count])
    if phase is Phase.DRAW:
        return Draw(seat, DrawSource.FACE_UP)
    return PlayCard(seat, game.legal_plays()[0])


def advance_to(game: Game, phase: Phase, rng: random.Random | None = None, limit: int = 100_000) -> Game:
    """Apply decisions until the game is in ``phase`` (quick decisions, or random ones with ``rng``)."""
    for _ in range(limit):
        if game.phase is phase:
            return game
        if game.is_over:
            break
        game.apply(random_action(game, rng) if rng else quick_action(game))
    raise AssertionError(f"the game never reached {phase}")


def game_in_phase(rules: RuleSet, phase: Phase, seed: int = 0, *, randomly: bool = False) -> Game:
    """A seeded, started game played forward until it is in ``phase``."""
    game = Game(rules, seed)
    game.start()
    return advance_to(game, phase, random.Random(seed) if randomly else None)


def play_to_end(game: Game, rng: random.Random, max_hands: int = 1000) -> Game:
    while not game.is_over and game.hand_number <= max_hands:
        game.apply(random_action(game, rng))
    return game


def snapshot(game: Game) -> tuple[Any, ...]:
    """Every piece of mutable game state, as comparable values."""
    return (
        game.phase, game.to_act, game.hand_number, game.dealer, tuple(game.totals), game.winner,
        tuple(tuple(h) for h in game.hands), game.nest, tuple(game.pile), game.face_up,
        tuple(game.auction), tuple(game._passed), game.high_bid, game.high_bidder, game.bidder, game.bid,
        game.trump, game.trump_done, game._nest_done, game.discards, tuple(game.trick), tuple(game.trick_seats),
        tuple(game.tricks), tuple(game.side_points), tuple(game.side_tricks),
        tuple(tuple(k) for k in game.known), tuple(game.events), tuple(game.actions),
    )


def win_auction(game: Game, bidder: int, amount: int | None = None) -> Game:
    """Every seat passes except ``bidder``, who bids ``amount`` (default the minimum) when its turn comes."""
    amount = game.rules.bidding.min if amount is None else amount
    while game.phase is Phase.BIDDING:
        seat = game.to_act
        assert seat is not None
        if seat == bidder and game.high_bid is None:
            game.apply(Bid(seat, amount))
        else:
            game.apply(Pass(seat))
    return game


def exchange(game: Game, trump: str | None = "R", discard: CardsLike | None = None) -> Game:
    """Name ``trump`` and set aside ``discard`` (default: the nest itself if legal) until play starts."""
    while game.phase in (Phase.TRUMP, Phase.DISCARD):
        seat = game.to_act
        assert seat is not None
        if game.phase is Phase.TRUMP:
            game.apply(NameTrump(seat, trump))
        else:
            if discard is not None:
                chosen = cards(discard)
            else:
                options = game.discard_options()
                chosen = game.nest if options.allows(game.nest) else options.required + options.choose_from[: options.count]
            game.apply(Discard(seat, chosen))
    return game


def play(game: Game, *ids: str) -> Game:
    """Play these cards, each by the seat to act."""
    for text in ids:
        game.apply(PlayCard(game.to_act, card(text)))  # type: ignore[arg-type]
    return game


def event_types(events: Iterable[Any]) -> list[str]:
    return [e.TYPE for e in events]
