"""Hand evaluation: expected points per trump for bidding, the trump call, and which cards to keep.

Estimates are in the rule set's own points, so the same code bids sensibly
whether a hand is worth 120 or 200 points: it estimates the share of tricks
the bidder's side takes (sure trump and side-suit winners, ruffs, length,
the nest's expected help) and turns that share into counters, trick points
and bonuses.
"""

from __future__ import annotations

from ..engine.cards import Card
from ..engine.rules import RuleSet
from .fastplay import TRUMP_SUIT, Table, bits, table_for
from .knowledge import popcount


def trump_options(rules: RuleSet) -> list[str | None]:
    options: list[str | None] = list(table_for(rules, None).suit_names)
    if rules.no_trump:
        options.append(None)
    return options


def expected_tricks(t: Table, hand: int, unseen: int) -> float:
    """Tricks a hand should take as the bidder's side leader, with ``unseen`` cards held elsewhere."""
    tricks = 0.0
    trumps = sorted((c for c in bits(hand & t.suit_mask[TRUMP_SUIT])), key=lambda c: -t.power[c])
    trump_wins = 0.0
    for i, c in enumerate(trumps):
        higher = popcount(t.above[c] & unseen)
        if higher <= i:
            trump_wins += 1.0
        elif higher <= i + 1:
            trump_wins += 0.5
        else:
            trump_wins += 0.15
    trumps_out = popcount(unseen & t.suit_mask[TRUMP_SUIT])
    spare = max(0.0, len(trumps) - trumps_out * 0.5 - 1)
    tricks += trump_wins
    ruff = 0.0
    for s in range(4):
        cards = sorted(bits(hand & t.suit_mask[s]), key=lambda c: -t.power[c])
        for i, c in enumerate(cards):
            higher = popcount(t.above[c] & unseen)
            if higher <= i:
                tricks += (0.9, 0.65, 0.4)[min(i, 2)]
        if len(cards) == 0:
            ruff += 0.7
        elif len(cards) == 1:
            ruff += 0.3
    tricks += min(ruff, spare)
    return tricks


def expected_points(rules: RuleSet, hand: int, trump: str | None, nest_unseen: bool) -> float:
    """Points the bidder's side should take holding ``hand`` (a mask of ``rules.cards()``), ``trump`` named."""
    t = table_for(rules, trump)
    unseen = t.full & ~hand
    tricks_total = rules.tricks_per_hand
    mine = expected_tricks(t, hand, unseen)
    if nest_unseen and rules.nest_size:
        n_unseen = max(1, popcount(unseen))
        p_trump = popcount(unseen & t.suit_mask[TRUMP_SUIT]) / n_unseen
        mine += rules.nest_size * (0.55 * p_trump + 0.08)
    if rules.draw_pile:
        # the bidder wins a good share of the tricks its drawn cards make
        mine += (tricks_total - rules.hand_size) * 0.65
    mine = min(mine, tricks_total)
    if rules.partnerships:
        share = (mine + (tricks_total - mine) / 3.2) / tricks_total
    else:
        share = mine / tricks_total
    share = min(share, 1.0)
    counters = rules.counter_points
    points = share * counters + rules.trick_points * share * tricks_total
    control = min(1.0, share + 0.15)
    points += rules.bonus.last_trick * control
    if rules.bonus.most_tricks:
        points += rules.bonus.most_tricks * min(1.0, max(0.0, (share - 0.5) * 3 + 0.5))
    if nest_unseen and rules.nest_size and rules.nest.points_to != "nobody":
        # the bidder can bury the nest's counters; they score when the last trick (or simply the bidder) takes them
        per_card = counters / max(1, rules.deck_size)
        points += rules.nest_size * per_card * (1 - share) * (1.0 if rules.nest.points_to == "bidder" else control)
    return points


def best_trump(rules: RuleSet, cards: tuple[Card, ...] | list[Card], nest_unseen: bool) -> tuple[str | None, float]:
    """The trump call that promises the most points for these cards, and that estimate."""
    best: tuple[str | None, float] = (None, -1e9)
    for trump in trump_options(rules):
        t = table_for(rules, trump)
        value = expected_points(rules, t.mask_of(cards), trump, nest_unseen)
        if trump is None:
            value -= 5  # no trump is fragile: the estimate is least reliable there
        if value > best[1]:
            best = (trump, value)
    return best


def keep_values(rules: RuleSet, cards: tuple[Card, ...] | list[Card], trump: str | None) -> dict[Card, float]:
    """How much the bidder wants to keep each card after taking the nest (low: set it aside).

    Trumps and side-suit winners stay; short side suits go so that the hand can
    ruff; counters that could be lost are buried when the set-aside points come
    back to the bidder (``points_to = bidder``) or probably do (``last_trick``).
    """
    t = table_for(rules, trump)
    mask = t.mask_of(cards)
    unseen = t.full & ~mask
    length = [popcount(mask & t.suit_mask[s]) for s in range(5)]
    bury = {"bidder": 1.5, "last_trick": 0.8, "nobody": -1.0}[rules.nest.points_to]
    values: dict[Card, float] = {}
    for card in cards:
        i = t.index[card]
        s = t.suit[i]
        if s == TRUMP_SUIT:
            values[card] = 1000 + t.power[i]
            continue
        higher = popcount(t.above[i] & unseen)
        mine_higher = popcount(t.above[i] & mask)
        if higher == 0 or higher <= mine_higher and mine_higher < 2:
            values[card] = 500 + t.power[i] + t.points[i]
            continue
        values[card] = t.power[i] / 2 + 6 * length[s] - bury * t.points[i]
    return values


def choose_discard(rules: RuleSet, cards: tuple[Card, ...], required: tuple[Card, ...], choose_from: tuple[Card, ...],
                   count: int, trump: str | None) -> tuple[Card, ...]:
    values = keep_values(rules, cards, trump)
    extra = sorted(choose_from, key=lambda c: (values[c], c.id))[:count]
    return tuple(required) + tuple(extra)
