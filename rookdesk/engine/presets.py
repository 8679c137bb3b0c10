"""The five built-in rule sets of ``spec/rules.md``, by name."""

from __future__ import annotations

from typing import Any

from .rules import RuleSet, rules_from_dict

_PRESET_DATA: dict[str, dict[str, Any]] = {
    "two-hand-standard": {
        "name": "Two-handed Rook (standard deck)",
        "players": 2, "partnerships": False,
        "deck": {"style": "standard", "ranks": list(range(4, 15)), "rook": True},
        "ace_or_one_high": True, "rook_rank": "lowest", "rook_any_time": False,
        "hand_size": 11, "nest_size": 3, "draw_pile": True, "face_up_at_deal": False,
        "first_dealer": "random",
        "bidding": {"min": 50, "step": 5, "max": 140, "opener": "left_of_dealer",
                    "opener_must_bid": True, "all_pass": "redeal"},
        "trump_named": "before_nest", "no_trump": False,
        "nest": {"discard_counters": "forbidden", "points_to": "nobody"},
        "leader": "bidder",
        "points": {"5": 5, "10": 10, "A": 10, "ROOK": 20},
        "trick_points": 0, "bonus": {"most_tricks": 20, "last_trick": 0},
        "made": "points_taken", "set": "minus_bid", "opponents_score": True,
        "target": 500, "spread": None,
    },
    "two-hand-rook": {
        "name": "Two-handed Rook (Rook deck)",
        "players": 2, "partnerships": False,
        "deck": {"style": "rook", "ranks": list(range(4, 15)), "rook": False},
        "ace_or_one_high": True, "rook_rank": "lowest", "rook_any_time": False,
        "hand_size": 11, "nest_size": 4, "draw_pile": True, "face_up_at_deal": True,
        "first_dealer": "high_card",
        "bidding": {"min": 60, "step": 5, "max": 140, "opener": "dealer",
                    "opener_must_bid": True, "all_pass": "redeal"},
        "trump_named": "before_nest", "no_trump": False,
        "nest": {"discard_counters": "forbidden", "points_to": "nobody"},
        "leader": "left_of_bidder",
        "points": {"5": 5, "10": 10, "14": 10},
        "trick_points": 2, "bonus": {"most_tricks": 0, "last_trick": 0},
        "made": "points_taken", "set": "zero_double_opponents", "opponents_score": True,
        "target": 250, "spread": None,
    },
    "partners-cutthroat": {
        "name": "Partnership cut-throat Rook",
        "players": 4, "partnerships": True,
        "deck": {"style": "rook", "ranks": [1] + list(range(5, 15)), "rook": True},
        "ace_or_one_high": True, "rook_rank": 10.5, "rook_any_time": False,
        "hand_size": 10, "nest_size": 5, "draw_pile": False, "face_up_at_deal": False,
        "first_dealer": "random",
        "bidding": {"min": 100, "step": 5, "max": 200, "opener": "left_of_dealer",
                    "opener_must_bid": False, "all_pass": "dealer_forced"},
        "trump_named": "after_nest", "no_trump": True,
        "nest": {"discard_counters": "allowed", "points_to": "last_trick"},
        "leader": "bidder",
        "points": {"1": 15, "5": 5, "10": 10, "14": 10, "ROOK": 20},
        "trick_points": 0, "bonus": {"most_tricks": 0, "last_trick": 20},
        "made": "points_taken", "set": "minus_bid", "opponents_score": True,
        "target": 500, "spread": 500,
    },
    "kentucky-discard": {
        "name": "Tournament Rook (Kentucky discard)",
        "players": 4, "partnerships": True,
        "deck": {"style": "rook", "ranks": list(range(5, 15)), "rook": True},
        "ace_or_one_high": True, "rook_rank": "highest", "rook_any_time": True,
        "hand_size": 9, "nest_size": 5, "draw_pile": False, "face_up_at_deal": False,
        "first_dealer": "random",
        "bidding": {"min": 70, "step": 5, "max": 120, "opener": "left_of_dealer",
                    "opener_must_bid": False, "all_pass": "redeal"},
        "trump_named": "after_nest", "no_trump": False,
        "nest": {"discard_counters": "allowed", "points_to": "last_trick"},
        "leader": "left_of_dealer",
        "points": {"5": 5, "10": 10, "14": 10, "ROOK": 20},
        "trick_points": 0, "bonus": {"most_tricks": 0, "last_trick": 0},
        "made": "points_taken", "set": "minus_bid", "opponents_score": True,
        "target": 300, "spread": None,
    },
    "kentucky-rook": {
        "name": "Kentucky Rook",
        "players": 4, "partnerships": True,
        "deck": {"style": "rook", "ranks": [1] + list(range(5, 15)), "rook": True},
        "ace_or_one_high": True, "rook_rank": "highest", "rook_any_time": False,
        "hand_size": 10, "nest_size": 5, "draw_pile": False, "face_up_at_deal": False,
        "first_dealer": "random",
        "bidding": {"min": 100, "step": 5, "max": 180, "opener": "left_of_dealer",
                    "opener_must_bid": False, "all_pass": "dealer_forced"},
        "trump_named": "after_nest", "no_trump": False,
        "nest": {"discard_counters": "allowed", "points_to": "last_trick"},
        "leader": "bidder",
        "points": {"1": 15, "5": 5, "10": 10, "14": 10, "ROOK": 20},
        "trick_points": 0, "bonus": {"most_tricks": 0, "last_trick": 0},
        "made": "points_taken", "set": "minus_bid", "opponents_score": True,
        "target": 500, "spread": None,
    },
}

PRESET_NAMES: tuple[str, ...] = tuple(_PRESET_DATA)

PRESETS: dict[str, RuleSet] = {}
for _name, _data in _PRESET_DATA.items():
    PRESETS[_name] = rules_from_dict(_data, complete=True)


def preset(name: str) -> RuleSet:
    """A built-in rule set by its name; ``KeyError`` lists the names."""
    try:
        return PRESETS[name]
    except KeyError:
        raise KeyError(f"unknown preset {name!r}; presets: {', '.join(PRESET_NAMES)}") from None


def preset_name_of(rules: RuleSet) -> str | None:
    """The preset a rule set equals, if any."""
    for name, candidate in PRESETS.items():
        if candidate == rules:
            return name
    return None
