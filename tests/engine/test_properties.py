"""Property tests: random legal play under every preset and under random valid rule sets keeps the
game's books straight (DESIGN.md, Conventions: random-game property tests).

At every step: the cards are conserved (hands + nest + set-aside cards + pile + face-up card + played
cards = the deck), the seat to act has a legal action, and legal actions apply. After every hand the
hand's scores add up to the points available (less the set-aside points when they go to nobody, and
the most-tricks bonus when sides tie for the most tricks) and the totals are the running sum of deltas. The finished record replays to the same events.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from rookdesk.engine.actions import Discard
from rookdesk.engine.cards import rank_label
from rookdesk.engine.errors import RuleError
from rookdesk.engine.events import Discarded, HandEnded, TrickWon
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.record import record_text, replay
from rookdesk.engine.rules import RuleSet, rook_rank_range, rules_from_dict

from .builders import random_action


def random_rule_dict(rng: random.Random) -> dict[str, Any]:
    """A house-rules file mixing the presets' keys with random values chosen to fit together."""
    data = PRESETS[rng.choice(PRESET_NAMES)].to_dict()
    for key in ("ace_or_one_high", "rook_any_time", "face_up_at_deal", "no_trump", "trump_named", "leader",
                "made", "set", "opponents_score", "first_dealer"):
        if rng.random() < 0.5:
            data[key] = PRESETS[rng.choice(PRESET_NAMES)].to_dict()[key]
    style = rng.choice(["rook", "standard"])
    full = list(range(1, 15)) if style == "rook" else list(range(2, 15))
    ranks = sorted(rng.sample(full, rng.randint(4, len(full))))
    rook = rng.random() < 0.7
    deck = len(ranks) * 4 + rook
    players = rng.randint(2, 6)
    partnerships = players == 4 and rng.random() < 0.6
    draw_pile = players == 2 and rng.random() < 0.6
    if draw_pile:
        nest = rng.choice([n for n in range(0, 7) if (deck - n) % 2 == 0 and deck - n >= 4])
        rest = deck - nest
        pile = rng.choice(range(2, rest - 1, 2))
        hand = (rest - pile) // 2
    else:
        nest = rng.choice([n for n in range(0, 2 * players) if (deck - n) % players == 0 and deck - n >= players])
        hand = (deck - nest) // players
    labels = [rank_label(r, style) for r in full]
    points = {label: rng.choice([0, 5, 5, 10, 10, 15]) for label in rng.sample(labels, rng.randint(1, 5))}
    if rng.random() < 0.7:
        points["ROOK"] = rng.choice([0, 10, 20])
    points[rank_label(ranks[-1], style)] = rng.choice([5, 10])  # at least one counter in the deck
    one_high = data["ace_or_one_high"]
    low, high = rook_rank_range(style, one_high)
    rook_rank = rng.choice(["lowest", "highest", rng.randrange(low, high) + 0.5])
    first = data["first_dealer"]
    if isinstance(first, int) or rng.random() < 0.3:
        first = rng.choice(["random", "high_card", rng.randrange(players)])
    data.update({
        "name": "random house rules", "players": players, "partnerships": partnerships,
        "deck": {"style": style, "ranks": ranks, "rook": rook}, "rook_rank": rook_rank,
        "hand_size": hand, "nest_size": nest, "draw_pile": draw_pile, "first_dealer": first,
        "points": points, "trick_points": rng.choice([0, 0, 1, 2]),
        "bonus": {"most_tricks": rng.choice([0, 0, 10, 20]), "last_trick": rng.choice([0, 0, 10, 20])},
        "nest": {"discard_counters": rng.choice(["allowed", "forbidden"]),
                 "points_to": rng.choice(["last_trick", "bidder", "nobody"])},
        "target": rng.choice([60, 100, 150, 300]), "spread": rng.choice([None, None, 50, 150]),
    })
    step = rng.choice([1, 5, 5, 10])
    data["bidding"] = {
        "step": step, "min": step, "opener": rng.choice(["left_of_dealer", "dealer"]),
        "opener_must_bid": rng.random() < 0.4, "all_pass": rng.choice(["redeal", "dealer_forced"]),
    }
    return data


def fit_bidding(data: dict[str, Any], rng: random.Random) -> RuleSet:
    """Build the rule set; then a minimum bid (and sometimes a maximum) that the points available allow."""
    rules = rules_from_dict(data)  # bidding.max computed for these rules
    step, top = rules.bidding.step, rules.bidding.max
    low = rng.randrange(step, top + 1, step)
    data["bidding"]["min"] = low
    if rng.random() < 0.3:
        data["bidding"]["max"] = rng.randrange(low, top + 1, step)
    return rules_from_dict(data)


def valid_random_rules(rng: random.Random) -> RuleSet | None:
    try:
        return fit_bidding(random_rule_dict(rng), rng)
    except RuleError:
        return None


def test_random_rule_sets_are_mostly_valid() -> None:
    """The rule-set generator makes plenty of valid, varied rule sets (else the properties test little)."""
    rng = random.Random(0)
    made = [valid_random_rules(rng) for _ in range(300)]
    valid = [r for r in made if r is not None]
    assert len(valid) >= 240
    assert {r.players for r in valid} == {2, 3, 4, 5, 6}
    assert {r.deck.style for r in valid} == {"rook", "standard"}
    assert any(r.draw_pile for r in valid) and any(r.partnerships for r in valid)
    assert any(r.nest_size == 0 for r in valid) and any(isinstance(r.rook_rank, float) for r in valid)
    assert {r.nest.points_to for r in valid} == {"last_trick", "bidder", "nobody"}


# The invariants -------------------------------------------------------------------------------


def assert_cards_conserved(game: Game) -> None:
    rules = game.rules
    held = [c for h in game.hands for c in h]
    nest = [] if game._nest_done else list(game.nest)
    played = [c for t in game.tricks for c in t.cards] + list(game.trick)
    face = [game.face_up] if game.face_up is not None else []
    everything = Counter(held + nest + list(game.discards) + list(game.pile) + face + played)
    assert everything == Counter(rules.cards())


def assert_can_act(game: Game, rng: random.Random) -> None:
    if game.phase is Phase.DISCARD:
        options = game.discard_options()
        assert options.size == game.rules.nest_size and len(options.choose_from) >= options.count
        assert set(options.required) | set(options.choose_from) <= set(game.hands[game.to_act])  # type: ignore[index]
        sample = [Discard(game.to_act, options.required + tuple(rng.sample(options.choose_from, options.count)))]  # type: ignore[arg-type]
    else:
        actions = game.legal_actions()
        assert actions, f"no legal action in {game.phase}"
        # Every action when there are few (plays, trumps, draws); the ends and a sample of long bid lists.
        sample = actions if len(actions) <= 12 else [actions[0], actions[-1]] + rng.sample(actions, 4)
    for action in sample:
        assert game.why_illegal(action) is None
        game.clone().apply(action)


def play_checked(rules: RuleSet, seed: int, max_hands: int) -> Game:
    rng = random.Random(seed)
    game = Game(rules, seed)
    discards: list[Discarded] = []
    ends: list[HandEnded] = []
    tricks: list[TrickWon] = []

    def record(event: object) -> None:
        if isinstance(event, Discarded):
            discards.append(event)
        elif isinstance(event, HandEnded):
            ends.append(event)
        elif isinstance(event, TrickWon):
            tricks.append(event)

    game.subscribe(record)
    game.start()
    running = [0] * rules.sides
    available = rules.points_available
    while not game.is_over and game.hand_number <= max_hands:
        assert_cards_conserved(game)
        assert_can_act(game, rng)
        hands_before = len(ends)
        game.apply(random_action(game, rng))
        if len(ends) > hands_before:
            end = ends[-1]
            lost = 0
            if rules.nest.points_to == "nobody" and rules.nest_size:
                lost = sum(rules.card_points(c) for c in discards[-1].cards)
            hand_tricks = tricks[-rules.tricks_per_hand:]
            assert [t.number for t in hand_tricks] == list(range(1, rules.tricks_per_hand + 1))
            per_side = Counter(rules.side_of(t.winner) for t in hand_tricks)
            most = max(per_side.values())
            if list(per_side.values()).count(most) > 1:
                lost += rules.bonus.most_tricks  # a tie for the most tricks: nobody gets the bonus
            assert sum(end.taken) + sum(end.bonuses) + sum(end.discard_points) == available - lost
            running = [t + d for t, d in zip(running, end.delta)]
            assert list(end.totals) == running == list(game.totals)
    assert_cards_conserved(game)
    if game.is_over:
        assert game.legal_actions() == [] and game.winner in range(rules.sides)
    again = replay(record_text(game.events))
    assert again.events == game.events
    return game


@pytest.mark.parametrize("name", PRESET_NAMES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_random_play_under_presets(name: str, seed: int) -> None:
    """Under every preset, random legal play conserves cards, awards exactly the points available,
    keeps totals equal to the sum of deltas, and replays identically from its record."""
    play_checked(PRESETS[name], seed, max_hands=4)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(rng=st.randoms(use_true_random=False), seed=st.integers(0, 2**32 - 1))
def test_random_play_under_random_rules(rng: random.Random, seed: int) -> None:
    """Under random valid rule sets, random legal play keeps the same invariants as under the presets."""
    rules = valid_random_rules(rng)
    assume(rules is not None)
    play_checked(rules, seed, max_hands=2)  # type: ignore[arg-type]


def test_a_game_runs_to_its_end_under_random_rules() -> None:
    """Some random rule sets played to the end produce a winner and a record that replays."""
    rng = random.Random(5)
    finished = 0
    for _ in range(12):
        rules = valid_random_rules(rng)
        if rules is None:
            continue
        game = play_checked(rules, rng.randrange(2**32), max_hands=40)
        finished += game.is_over
    assert finished >= 6
