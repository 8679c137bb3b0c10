"""Rule-set data from the editor: validation by the engine, and live figures while invalid.

The editor reads its widgets into the JSON object of ``rules.md``. The engine's
:func:`rules_from_dict` decides whether it is valid. The figures shown as the
user edits (deck size, the deal, points available) must also be shown while
the combination is still invalid, so they come from an unchecked ``RuleSet``
built from the same data: the engine's own properties compute them. Only the
rounding of the automatic maximum bid is repeated, for display while invalid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rookdesk.engine.errors import RuleError
from rookdesk.engine.rules import BiddingRules, BonusRules, DeckRules, NestRules, RuleSet, rules_from_dict
from rookdesk.storage.house_rules import check_rule_numbers


@dataclass(frozen=True, slots=True)
class Figures:
    """What the editor shows live about a (possibly invalid) rule set."""

    deck_size: int
    players: int
    hand_size: int
    nest_size: int
    dealt: int
    pile_size: int
    draw_pile: bool
    points_available: int
    automatic_max: int


def validate(data: dict[str, Any], automatic_max: bool) -> RuleSet:
    """The engine's verdict on the editor's data (``RuleError`` naming the key when invalid).

    With ``automatic_max`` the data has no ``bidding.max`` and the engine computes
    it (points available rounded down to the step), exactly as for a file.
    """
    if automatic_max:
        data = {**data, "bidding": {k: v for k, v in data["bidding"].items() if k != "max"}}
        try:
            rules = rules_from_dict(data)
        except RuleError as error:
            raise _with_automatic_max(error) from None
    else:
        rules = rules_from_dict(data, complete=True)
    check_rule_numbers(rules)
    return rules


def _with_automatic_max(error: RuleError) -> RuleError:
    """The engine's refusal, where a lowest bid above an automatic highest one is the card points' doing:
    "the lowest bid 70 is above the highest bid 20" blamed the bid after the points were lowered (round 24)."""
    problems = []
    for problem in error.problems:
        if problem.code == "bid_min_above_max":
            low, high = problem.params["min"], problem.params["max"]
            problem = RuleError(problem.key, f"{low} is above the highest bid {high}: the points available "
                                f"in a hand, rounded down to the step", "bid_min_above_points", min=low, max=high)
        problems.append(problem)
    first = problems[0]
    first.also = tuple(problems[1:])
    return first


def is_automatic_max(rules: RuleSet) -> bool:
    """Whether ``bidding.max`` equals the computed default for these rules."""
    try:
        return validate(rules.to_dict(), automatic_max=True).bidding.max == rules.bidding.max
    except RuleError:
        return False


def unchecked_rules(data: dict[str, Any]) -> RuleSet:
    """A ``RuleSet`` from well-typed editor data without any checks (only for figures)."""
    deck, bidding, nest, bonus = data["deck"], data["bidding"], data["nest"], data["bonus"]
    return RuleSet(
        name=data["name"], players=data["players"], partnerships=data["partnerships"],
        deck=DeckRules(deck["style"], tuple(sorted(deck["ranks"])), deck["rook"]),
        ace_or_one_high=data["ace_or_one_high"], rook_rank=data["rook_rank"],
        rook_any_time=data["rook_any_time"], hand_size=data["hand_size"], nest_size=data["nest_size"],
        draw_pile=data["draw_pile"], face_up_at_deal=data["face_up_at_deal"],
        first_dealer=data["first_dealer"],
        bidding=BiddingRules(bidding["min"], bidding["step"], bidding.get("max", bidding["step"]),
                             bidding["opener"], bidding["opener_must_bid"], bidding["all_pass"]),
        trump_named=data["trump_named"], no_trump=data["no_trump"],
        nest=NestRules(nest["discard_counters"], nest["points_to"]), leader=data["leader"],
        points=tuple(data["points"].items()), trick_points=data["trick_points"],
        bonus=BonusRules(bonus["most_tricks"], bonus["last_trick"]), made=data["made"], set=data["set"],
        opponents_score=data["opponents_score"], target=data["target"], spread=data["spread"],
    )


def figures_of(data: dict[str, Any]) -> Figures:
    rules = unchecked_rules(data)
    dealt = rules.players * rules.hand_size + rules.nest_size
    available = rules.points_available
    step = max(1, rules.bidding.step)
    return Figures(
        deck_size=rules.deck_size, players=rules.players, hand_size=rules.hand_size,
        nest_size=rules.nest_size, dealt=dealt, pile_size=rules.deck_size - dealt,
        draw_pile=rules.draw_pile, points_available=available,
        automatic_max=max(step, available // step * step),
    )
