"""Random valid rule sets for the computer-player property tests."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from rookdesk.engine.errors import RuleError
from rookdesk.engine.rules import RuleSet, rules_from_dict


def rules_from_choices(draw: Any, players_from: tuple[int, ...] = (2, 3, 4, 4, 5)) -> RuleSet | None:
    players = draw(st.sampled_from(players_from))
    style = draw(st.sampled_from(["rook", "standard"]))
    low = draw(st.integers(min_value=1 if style == "rook" else 2, max_value=8))
    ranks = list(range(low, 15))
    if style == "rook" and draw(st.booleans()) and low > 1:
        ranks = [1] + ranks
    rook = draw(st.booleans())
    deck = len(ranks) * 4 + rook
    draw_pile = players == 2 and draw(st.booleans())
    nest = draw(st.integers(min_value=0, max_value=6))
    if draw_pile:
        hand = draw(st.integers(min_value=4, max_value=max(4, (deck - nest - 2) // 2)))
        left = deck - players * hand - nest
        if left <= 0:
            return None
        if left % 2:
            nest += 1
            left -= 1
            if left <= 0:
                return None
    else:
        hand = (deck - nest) // players
        nest = deck - players * hand
        if hand < 1 or nest > 12:
            return None
    labels = [str(r) if style == "rook" or r <= 10 else "JQKA"[r - 11] for r in ranks]
    points = {label: draw(st.sampled_from([0, 0, 5, 10, 15])) for label in labels}
    points["ROOK"] = draw(st.sampled_from([0, 20]))
    step = 5
    rook_rank: Any = draw(st.sampled_from(["lowest", "highest", 10.5, 12.5]))
    data = {
        "name": "random", "players": players, "partnerships": players == 4 and draw(st.booleans()),
        "deck": {"style": style, "ranks": ranks, "rook": rook},
        "ace_or_one_high": draw(st.booleans()), "rook_rank": rook_rank, "rook_any_time": draw(st.booleans()),
        "hand_size": hand, "nest_size": nest, "draw_pile": draw_pile,
        "face_up_at_deal": draw_pile and draw(st.booleans()),
        "first_dealer": draw(st.sampled_from(["random", "high_card", 0])),
        "bidding": {"min": step * draw(st.integers(min_value=1, max_value=6)), "step": step,
                    "opener": draw(st.sampled_from(["left_of_dealer", "dealer"])),
                    "opener_must_bid": draw(st.booleans()),
                    "all_pass": draw(st.sampled_from(["redeal", "dealer_forced"]))},
        "trump_named": draw(st.sampled_from(["after_nest", "before_nest"])), "no_trump": draw(st.booleans()),
        "nest": {"discard_counters": draw(st.sampled_from(["allowed", "forbidden"])),
                 "points_to": draw(st.sampled_from(["last_trick", "bidder", "nobody"]))},
        "leader": draw(st.sampled_from(["bidder", "left_of_bidder", "left_of_dealer"])),
        "points": points, "trick_points": draw(st.sampled_from([0, 0, 2])),
        "bonus": {"most_tricks": draw(st.sampled_from([0, 20])), "last_trick": draw(st.sampled_from([0, 20]))},
        "made": draw(st.sampled_from(["points_taken", "bid"])),
        "set": draw(st.sampled_from(["minus_bid", "zero_double_opponents"])),
        "opponents_score": draw(st.booleans()), "target": 300, "spread": None,
    }
    try:
        return rules_from_dict(data)
    except RuleError:
        return None


@st.composite
def rule_sets(draw: Any, players: tuple[int, ...] = (2, 3, 4, 4, 5)) -> RuleSet:
    """A valid rule set with random house rules (players, deck, nest, draw pile, scoring...)."""
    rules = rules_from_choices(draw, players)
    if rules is None:
        # hypothesis.assume inside a composite is fine, but a fallback keeps the search cheap
        from hypothesis import assume

        assume(False)
    return rules  # type: ignore[return-value]
