"""Card-play heuristics on the compact simulator's ints, shared by Normal, Easy and the search's rollouts.

The same function plays a real seat (Normal, from its view) and every seat of
a determinized hand (Hard's rollouts), so it only uses what the seat to play
knows: its hand, the cards still out (``outstanding``: not played and not in
this hand) and the suits each seat has shown void in.
"""

from __future__ import annotations

import random

from .fastplay import TRUMP_SUIT, PlayState, Table, bits


class PlayContext:
    """The facts about one card decision, from a view or from a simulated state."""

    __slots__ = ("t", "seat", "hand", "legal", "trick", "trick_seats", "best", "led", "outstanding",
                 "voids", "bidder")

    def __init__(self, t: Table, seat: int, hand: int, legal: int, trick: list[int], trick_seats: list[int],
                 best: int, led: int, outstanding: int, voids: list[int], bidder: int) -> None:
        self.t, self.seat, self.hand, self.legal = t, seat, hand, legal
        self.trick, self.trick_seats, self.best, self.led = trick, trick_seats, best, led
        self.outstanding, self.voids, self.bidder = outstanding, voids, bidder


def context_of(state: PlayState, hidden: int = 0) -> PlayContext:
    """The context of the seat to act in a simulated state; ``hidden`` = cards no hand holds (discards)."""
    t = state.t
    seat = state.to_act
    hand = state.hands[seat]
    outstanding = t.full & ~state.played & ~hand
    if seat == state.bidder:
        outstanding &= ~state.discards
    return PlayContext(t, seat, hand, t.legal(hand, state.led), state.trick, state.trick_seats,
                       state.best, state.led, outstanding, state.voids, state.bidder)


def _lowest(t: Table, cards: list[int]) -> int:
    """The cheapest card to give up: fewest points, then weakest, side suits before trump."""
    return min(cards, key=lambda c: (t.suit[c] == TRUMP_SUIT, t.points[c], t.power[c]))


def _is_boss(t: Table, card: int, outstanding: int) -> bool:
    return not (t.above[card] & outstanding)


def _later_opponents(ctx: PlayContext) -> list[int]:
    t = ctx.t
    n = t.n
    left = n - len(ctx.trick) - 1
    mine = t.side[ctx.seat]
    return [(ctx.seat + k) % n for k in range(1, left + 1) if t.side[(ctx.seat + k) % n] != mine]


def _holds(t: Table, card: int, ctx: PlayContext, led: int) -> bool:
    """Will ``card`` (winning now) still win after the seats yet to play? (Estimate from public facts.)"""
    if ctx.outstanding & t.above[card]:
        later = _later_opponents(ctx)
        if later:
            return False
    if t.suit[card] != TRUMP_SUIT:
        trumps_out = ctx.outstanding & t.suit_mask[TRUMP_SUIT]
        for s in _later_opponents(ctx):
            if trumps_out and ctx.voids[s] >> led & 1 and not ctx.voids[s] >> TRUMP_SUIT & 1:
                return False
    return True


def lead(ctx: PlayContext) -> int:
    """Lead: draw trump when on the bidding side and strong in it, cash winners, else lead low."""
    t = ctx.t
    hand = bits(ctx.legal)
    out = ctx.outstanding
    my_side = t.side[ctx.seat]
    bidding_side = t.side[ctx.bidder] == my_side
    trumps = [c for c in hand if t.suit[c] == TRUMP_SUIT]
    trumps_out = out & t.suit_mask[TRUMP_SUIT]
    opponents = [s for s in range(t.n) if t.side[s] != my_side]
    opp_may_trump = trumps_out and not all(ctx.voids[s] >> TRUMP_SUIT & 1 for s in opponents)
    if trumps and bidding_side and opp_may_trump:
        bosses = [c for c in trumps if _is_boss(t, c, out)]
        if bosses:
            return min(bosses, key=lambda c: t.power[c])  # lowest of the top trumps keeps the rest boss
        if len(trumps) >= 2 + bin(trumps_out).count("1") // 2:
            return min(trumps, key=lambda c: (t.points[c], t.power[c]))
    side_cards = [c for c in hand if t.suit[c] != TRUMP_SUIT]
    winners = []
    for c in side_cards:
        if _is_boss(t, c, out):
            s = t.suit[c]
            ruffers = [o for o in opponents if ctx.voids[o] >> s & 1 and not ctx.voids[o] >> TRUMP_SUIT & 1]
            if not (ruffers and trumps_out):
                winners.append(c)
    if winners:
        return max(winners, key=lambda c: (t.points[c], t.power[c]))
    if not side_cards:
        bosses = [c for c in trumps if _is_boss(t, c, out)]
        if bosses:
            return max(bosses, key=lambda c: t.points[c])
        return min(trumps, key=lambda c: (t.points[c], t.power[c]))
    # a suit the partner is void in (and can trump) while the opponents are not
    if t.n == 4 and t.sides == 2:
        partner = (ctx.seat + 2) % 4
        for c in sorted(side_cards, key=lambda c: (t.points[c], t.power[c])):
            s = t.suit[c]
            if ctx.voids[partner] >> s & 1 and not ctx.voids[partner] >> TRUMP_SUIT & 1 and trumps_out:
                if not any(ctx.voids[o] >> s & 1 for o in opponents):
                    return c
    # lead low from the longest side suit, keeping counters out of danger
    length = [0] * 5
    for c in side_cards:
        length[t.suit[c]] += 1
    return min(side_cards, key=lambda c: (t.points[c] > 0, -length[t.suit[c]], t.power[c]))


def follow(ctx: PlayContext) -> int:
    """Follow: smear points on a partner's sure winner, win cheaply when it pays, else play low."""
    t = ctx.t
    legal = bits(ctx.legal)
    if len(legal) == 1:
        return legal[0]
    trick = ctx.trick
    led = ctx.led
    best_card = trick[ctx.best]
    best_seat = ctx.trick_seats[ctx.best]
    last = len(trick) == t.n - 1
    my_side = t.side[ctx.seat]
    trick_points = sum(t.points[c] for c in trick)
    if t.side[best_seat] == my_side:
        if last or _holds(t, best_card, ctx, led):
            # give points, but never waste a trump or a boss card on it
            side = [c for c in legal if t.suit[c] != TRUMP_SUIT or t.suit[best_card] == TRUMP_SUIT and led == TRUMP_SUIT]
            pool = side or legal
            return max(pool, key=lambda c: (t.points[c] - (8 if _is_boss(t, c, ctx.outstanding) and t.points[c] < 15 and t.suit[c] != led else 0), -t.power[c]))
        return _lowest(t, legal)
    winners = [c for c in legal if t.beats(c, best_card, led)]
    if winners:
        if last:
            return max(winners, key=lambda c: (t.points[c], -t.power[c]))
        sure = [c for c in winners if _holds(t, c, ctx, led)]
        if sure:
            return min(sure, key=lambda c: (t.power[c] - 3 * t.points[c]))
        worth = trick_points + max(t.points[c] for c in winners)
        if worth >= 10 or t.rules.trick_points or (t.suit[winners[0]] == TRUMP_SUIT and led != TRUMP_SUIT):
            return min(winners, key=lambda c: (t.points[c], t.power[c]))
    return _lowest(t, legal)


def choose_card(ctx: PlayContext) -> int:
    if not ctx.trick:
        return lead(ctx)
    return follow(ctx)


def card_worth(t: Table, card: int) -> float:
    """A rough value of holding a card: trumps and high cards win tricks, counters are points."""
    w = t.points[card] + t.power[card] / 4
    if t.suit[card] == TRUMP_SUIT:
        w += 12
    return w


def take_face_up(t: Table, face_up: int, unknown: int) -> bool:
    """Draw choice: take the face-up card when it is worth more than an average unseen card."""
    cards = bits(unknown)
    if not cards:
        return True
    mean = sum(card_worth(t, c) for c in cards) / len(cards)
    return card_worth(t, face_up) >= mean


def rollout(state: PlayState, rng: random.Random, noise: float = 0.1) -> None:
    """Play a simulated hand to the end with the heuristics (a few random moves for variety)."""
    t = state.t
    while True:
        if state.draw_due:
            w = state.last_winner
            unknown = t.full & ~state.played & ~state.hands[w] & ~(1 << state.face_up)
            state.draw(take_face_up(t, state.face_up, unknown))
            continue
        hand = state.hands[state.to_act]
        if not hand:
            return
        legal = t.legal(hand, state.led)
        if legal & (legal - 1) == 0:
            state.play(legal.bit_length() - 1)
            continue
        if noise and rng.random() < noise:
            choices = bits(legal)
            state.play(choices[rng.randrange(len(choices))])
            continue
        state.play(choose_card(context_of(state)))
