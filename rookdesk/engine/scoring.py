"""Scoring a hand and deciding the game (``rules.md``, Scoring and game end)."""

from __future__ import annotations

from dataclasses import dataclass

from .rules import RuleSet


@dataclass(frozen=True, slots=True)
class HandScore:
    taken: tuple[int, ...]
    bonuses: tuple[int, ...]
    discard_points: tuple[int, ...]
    made: bool
    delta: tuple[int, ...]

    @property
    def hand_totals(self) -> tuple[int, ...]:
        return tuple(t + b + d for t, b, d in zip(self.taken, self.bonuses, self.discard_points))


def score_hand(
    rules: RuleSet,
    *,
    card_points: list[int],
    tricks: list[int],
    last_trick_side: int,
    bidder_side: int,
    bid: int,
    discard_points: int,
) -> HandScore:
    """Score one hand from per-side card points and trick counts.

    A side's hand total is its card points + ``trick_points`` per trick + its
    bonuses + the set-aside points awarded to it. The bidder's side made the
    bid when its hand total reaches the bid.
    """
    sides = rules.sides
    taken = tuple(card_points[s] + rules.trick_points * tricks[s] for s in range(sides))
    bonuses = [0] * sides
    most = max(tricks)
    if rules.bonus.most_tricks and tricks.count(most) == 1:
        bonuses[tricks.index(most)] += rules.bonus.most_tricks
    bonuses[last_trick_side] += rules.bonus.last_trick
    discards = [0] * sides
    if rules.nest.points_to == "last_trick":
        discards[last_trick_side] = discard_points
    elif rules.nest.points_to == "bidder":
        discards[bidder_side] = discard_points
    totals = [taken[s] + bonuses[s] + discards[s] for s in range(sides)]
    made = totals[bidder_side] >= bid
    delta = []
    for side in range(sides):
        if side == bidder_side:
            if made:
                delta.append(totals[side] if rules.made == "points_taken" else bid)
            else:
                delta.append(-bid if rules.set == "minus_bid" else 0)
        else:
            score = totals[side] if rules.opponents_score else 0
            if not made and rules.set == "zero_double_opponents":
                score *= 2
            delta.append(score)
    return HandScore(taken, tuple(bonuses), tuple(discards), made, tuple(delta))


def game_winner(rules: RuleSet, totals: tuple[int, ...] | list[int], bidder_side: int) -> int | None:
    """The winning side after a hand, or ``None`` while the game goes on.

    Any side at or above ``target`` ends the game: the bidder's side wins if it
    is among them, else the highest of them (a tie there: play continues).
    Otherwise, with ``spread`` set, a side leading every other by ``spread`` wins.
    """
    reached = [s for s, total in enumerate(totals) if total >= rules.target]
    if reached:
        if bidder_side in reached:
            return bidder_side
        best = max(totals[s] for s in reached)
        leaders = [s for s in reached if totals[s] == best]
        if len(leaders) == 1:
            return leaders[0]
    if rules.spread is not None:
        for side, total in enumerate(totals):
            if all(total - other >= rules.spread for o, other in enumerate(totals) if o != side):
                return side
    return None


def won_by_the_lead(rules: RuleSet, totals: tuple[int, ...] | list[int]) -> bool:
    """Whether a finished game was won by the lead (``spread``), no side having reached the target."""
    return rules.spread is not None and max(totals, default=0) < rules.target
