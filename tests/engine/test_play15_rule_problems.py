"""Round 15: a rule set with several independent problems names every one of them, the first as before."""

from __future__ import annotations

from typing import Any

import pytest

from rookdesk.engine.errors import RuleError
from rookdesk.engine.rules import rules_from_dict

from .builders import rules_dict


def refused(data: Any, *, complete: bool = False) -> RuleError:
    with pytest.raises(RuleError) as info:
        rules_from_dict(data, complete=complete)
    return info.value


def found(error: RuleError) -> list[tuple[str, str]]:
    return [(problem.key, problem.code) for problem in error.problems]


def test_every_independent_problem_is_named_in_file_order() -> None:
    error = refused({
        "colour": "red",
        "deck": {"style": "rook", "jokers": 2},
        "players": "four",
        "no_trump": 1,
        "made": "everything",
        "points": {"5": -5, "ROOK": 20, "X": 3},
        "target": 0,
    })
    assert found(error) == [
        ("colour", "unknown_key"), ("deck.jokers", "unknown_key"),
        ("players", "not_int"), ("no_trump", "not_bool"), ("made", "not_a_choice"), ("target", "too_small"),
        ("points.5", "points_invalid"), ("points.X", "points_unknown_rank"),
    ]
    # The error raised is the first problem, as it always was: its key, reason and English message.
    assert error.key == "colour" and str(error) == "colour: unknown key"
    assert all(isinstance(problem, RuleError) for problem in error.problems)


def test_one_problem_is_a_list_of_one() -> None:
    error = refused({"target": "500"})
    assert error.problems == (error,) and error.also == ()
    assert str(error) == 'target: must be a whole number, not "500"'


def test_a_value_judged_against_an_unsound_one_is_not_a_problem_of_its_own() -> None:
    """Seat numbers need the number of players, ranks the deck: with those wrong, no verdict on them."""
    error = refused({"players": 9, "first_dealer": 7, "deck": {"style": "tarot", "ranks": [1, 15, 15]},
                     "rook_rank": 20.5, "points": {"Q": 5}})
    assert found(error) == [("deck.style", "not_a_choice"), ("players", "players_range"),
                            ("deck.ranks", "rank_twice")]


def test_bad_ranks_are_each_named() -> None:
    error = refused({"deck": {"ranks": [0, 5, 15, 5, "6"]}})
    assert [(p.code, p.params.get("got")) for p in error.problems] == [
        ("rank_not_in_deck", "0"), ("rank_not_in_deck", "15"), ("rank_not_in_deck", '"6"'), ("rank_twice", None)]


def test_values_that_do_not_fit_together_are_all_named() -> None:
    error = refused({"players": 3, "hand_size": 13, "bidding": {"min": 102, "max": 98}})
    assert found(error) == [
        ("partnerships", "partners_need_four"), ("hand_size", "deal_mismatch"),
        ("bidding.min", "bid_off_step"), ("bidding.max", "bid_off_step"), ("bidding.min", "bid_min_above_max"),
    ]


def test_how_values_fit_together_waits_until_each_is_sound() -> None:
    """3 players with partnerships would also be refused; but the target's problem is named first, alone."""
    assert found(refused({"players": 3, "target": "500"})) == [("target", "not_int")]


def test_an_unknown_base_still_checks_the_files_own_keys() -> None:
    error = refused({"base": "kentuky-rook", "players": 9, "no_trump": "yes", "points": {"Q": 5}})
    assert found(error) == [("base", "unknown_base"), ("no_trump", "not_bool"), ("players", "players_range")]


def test_a_complete_rule_set_names_every_missing_key_and_wrong_value() -> None:
    data = rules_dict()
    del data["target"], data["bidding"]["step"]
    data["players"] = 0
    error = refused(data, complete=True)
    assert found(error) == [("bidding.step", "missing_key"), ("target", "missing_key"), ("players", "too_small")]


def test_a_missing_highest_bid_is_worked_out_only_for_sound_rules() -> None:
    error = refused({"bidding": {"step": "5"}, "trick_points": -1})
    assert found(error) == [("bidding.step", "not_int"), ("trick_points", "too_small")]
