"""Exact play of the last tricks of one determinization: minimax with alpha-beta.

With every hand known (a determinization), the last few tricks are a game of
perfect information between two camps: the searching seat's side maximises
its utility, everyone else minimises it (partners are one camp; in
cut-throat games the others are assumed to play against us, which is the
safe, "paranoid" reading).
"""

from __future__ import annotations

from math import factorial

from .fastplay import PlayState, bits, utility
from .knowledge import popcount


def small_enough(state: PlayState, limit: int = 6000) -> bool:
    """Is the exact search cheap here? (No draws left, and at most ``limit`` card orders.)"""
    if state.face_up >= 0 or state.pile:
        return False
    size = 1
    for hand in state.hands:
        size *= factorial(popcount(hand))
        if size > limit:
            return False
    return True


def solve(state: PlayState, side: int, alpha: float = -1e9, beta: float = 1e9) -> float:
    """The exact utility for ``side`` of ``state`` when every seat plays perfectly."""
    if not state.hands[state.to_act] and not state.trick:
        return utility(state.hand_deltas(), side)
    t = state.t
    maximise = t.side[state.to_act] == side
    legal = state.legal()
    moves = bits(legal)
    if len(moves) > 1:
        # points first: cutoffs come sooner when the big swings are tried early
        moves.sort(key=lambda c: -t.points[c] - t.power[c] / 64)
    if maximise:
        value = -1e9
        for c in moves:
            child = state.clone()
            child.play(c)
            v = solve(child, side, alpha, beta)
            if v > value:
                value = v
            if value > alpha:
                alpha = value
            if alpha >= beta:
                break
        return value
    value = 1e9
    for c in moves:
        child = state.clone()
        child.play(c)
        v = solve(child, side, alpha, beta)
        if v < value:
            value = v
        if value < beta:
            beta = value
        if alpha >= beta:
            break
    return value
