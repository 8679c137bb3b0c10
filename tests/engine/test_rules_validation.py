"""Rule sets (rules.md, File shape and Keys): validation, defaults, presets, JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rookdesk.engine.errors import RuleError
from rookdesk.engine.presets import PRESET_NAMES, PRESETS, preset
from rookdesk.engine.rules import KEYS, load_rules_file, rules_from_dict, rules_from_json, save_rules_file

from .builders import rules_dict, set_dotted


def refused(data: Any, *, complete: bool = False) -> RuleError:
    with pytest.raises(RuleError) as info:
        rules_from_dict(data, complete=complete)
    return info.value


# Unknown keys and types ------------------------------------------------------


@pytest.mark.parametrize("data, key", [
    ({"colour": "red"}, "colour"),
    ({"bidding": {"minimum": 50}}, "bidding.minimum"),
    ({"deck": {"jokers": 2}}, "deck.jokers"),
    ({"nest": {"size": 3}}, "nest.size"),
    ({"bonus": {"first_trick": 3}}, "bonus.first_trick"),
    ({"points": {"15": 3}}, "points.15"),
    ({"points": {"A": 3}}, "points.A"),
])
def test_unknown_keys_are_refused_by_name(data: dict[str, Any], key: str) -> None:
    """Unknown keys are rejected with a message that names the key."""
    error = refused(data)
    assert error.key == key
    assert key in str(error)


def test_base_is_not_a_key_of_a_complete_rule_set() -> None:
    """A complete rule set (as in a record) has every key and no ``base``."""
    data = rules_dict()
    data["base"] = "kentucky-rook"
    assert refused(data, complete=True).key == "base"


def test_complete_rule_set_needs_every_key() -> None:
    """A complete rule set must give every key; a missing one is named."""
    for key in KEYS:
        data = rules_dict()
        parts = key.split(".")
        holder = data if len(parts) == 1 else data[parts[0]]
        del holder[parts[-1]]
        assert refused(data, complete=True).key == key


BOOL_KEYS = ["partnerships", "deck.rook", "ace_or_one_high", "rook_any_time", "draw_pile",
             "face_up_at_deal", "bidding.opener_must_bid", "no_trump", "opponents_score"]
INT_KEYS = ["players", "hand_size", "nest_size", "bidding.min", "bidding.step", "bidding.max",
            "trick_points", "bonus.most_tricks", "bonus.last_trick", "target"]
CHOICE_KEYS = ["deck.style", "bidding.opener", "bidding.all_pass", "trump_named",
               "nest.discard_counters", "nest.points_to", "leader", "made", "set"]


@pytest.mark.parametrize("key", BOOL_KEYS)
@pytest.mark.parametrize("value", [0, 1, "true", None])
def test_bool_keys_take_only_true_or_false(key: str, value: Any) -> None:
    """Bool keys take JSON true/false, never 0/1 or text."""
    data: dict[str, Any] = {}
    set_dotted(data, key, value)
    error = refused(data)
    assert error.key == key and "true or false" in error.reason


@pytest.mark.parametrize("key", INT_KEYS)
@pytest.mark.parametrize("value", [True, False, 5.5, 10.0, "10", None, [10]])
def test_int_keys_take_only_whole_numbers(key: str, value: Any) -> None:
    """Numbers are whole: booleans, fractions and text are refused with the key named."""
    data: dict[str, Any] = {}
    set_dotted(data, key, value)
    assert refused(data).key == key


@pytest.mark.parametrize("key, low", [
    ("nest_size", 0), ("trick_points", 0), ("bonus.most_tricks", 0), ("bonus.last_trick", 0),
    ("bidding.min", 1), ("bidding.step", 1), ("target", 1),
])
def test_number_ranges(key: str, low: int) -> None:
    """Numbers are at least 0; bidding.min, bidding.step and target at least 1."""
    data: dict[str, Any] = {}
    set_dotted(data, key, low - 1)
    assert refused(data).key == key


@pytest.mark.parametrize("key", CHOICE_KEYS)
def test_choice_keys_refuse_other_text(key: str) -> None:
    """Text keys take only the values listed in rules.md."""
    data: dict[str, Any] = {}
    set_dotted(data, key, "sometimes")
    error = refused(data)
    assert error.key == key and "must be one of" in error.reason


@pytest.mark.parametrize("players", [1, 7, 0, -2])
def test_players_two_to_six(players: int) -> None:
    """players: 2, 3, 4 (5 and 6 optional)."""
    assert refused({"players": players, "partnerships": False}).key == "players"


@pytest.mark.parametrize("spread", [0, -5, True, 2.5, "off"])
def test_spread_is_a_positive_number_or_null(spread: Any) -> None:
    """spread: a whole number of at least 1, or null (off)."""
    assert refused({"spread": spread}).key == "spread"


def test_spread_null_is_off() -> None:
    """spread null switches the spread rule off."""
    assert rules_from_dict({"spread": None}).spread is None


@pytest.mark.parametrize("value", ["left", -1, 4, True, 1.0, None])
def test_first_dealer_values(value: Any) -> None:
    """first_dealer: "random", "high_card" or a seat number."""
    assert refused({"first_dealer": value}).key == "first_dealer"


@pytest.mark.parametrize("value", ["random", "high_card", 0, 3])
def test_first_dealer_accepted(value: Any) -> None:
    """first_dealer accepts "random", "high_card" and each seat."""
    assert rules_from_dict({"first_dealer": value}).first_dealer == value


@pytest.mark.parametrize("ranks", [[], [0, 5], [15], [5, 5], "5..14", [5.0], [True]])
def test_deck_ranks_must_be_ranks_of_the_style(ranks: Any) -> None:
    """deck.ranks: a non-empty list of distinct whole ranks of the style."""
    assert refused({"deck": {"ranks": ranks}}).key == "deck.ranks"


def test_standard_deck_has_no_rank_one() -> None:
    """The standard deck's ranks are 2..14 (ace = 14)."""
    data = {"deck": {"style": "standard", "ranks": [1] + list(range(5, 15))}, "points": {"5": 5}}
    assert refused(data).key == "deck.ranks"


@pytest.mark.parametrize("value, ok", [
    ("lowest", True), ("highest", True), (10.5, True), (2.5, True), (1.5, False), (13.5, True), (14.5, True),
    (10, False), (10.0, False), (0.5, False), (15.5, False), ("middle", False), (True, False),
    (None, False), (float("nan"), False), (float("inf"), False),
])
def test_rook_rank_values_with_one_high(value: Any, ok: bool) -> None:
    """rook_rank: "lowest", "highest" or a non-integer strictly between whole ranks (1 high = 15: 2..15)."""
    if ok:
        assert rules_from_dict({"rook_rank": value}).rook_rank == value
    else:
        assert refused({"rook_rank": value}).key == "rook_rank"


def test_rook_rank_range_with_one_low() -> None:
    """With the 1 low the Rook deck's whole ranks are 1..14: 1.5 fits, 14.5 does not."""
    assert rules_from_dict({"ace_or_one_high": False, "rook_rank": 1.5}).rook_rank == 1.5
    assert refused({"ace_or_one_high": False, "rook_rank": 14.5}).key == "rook_rank"


def test_rook_rank_range_of_the_standard_deck() -> None:
    """The standard deck's whole ranks are 2..14 whatever ace_or_one_high says."""
    base = {"base": "two-hand-standard"}
    assert rules_from_dict({**base, "rook_rank": 13.5}).rook_rank == 13.5
    assert refused({**base, "rook_rank": 14.5}).key == "rook_rank"
    assert refused({**base, "rook_rank": 1.5}).key == "rook_rank"


def test_rook_rank_needs_only_the_full_range_not_kept_ranks() -> None:
    """A numeric rook_rank may lie between ranks the deck leaves out (3.5 with ranks 5..14)."""
    assert rules_from_dict({"rook_rank": 3.5}).rook_rank == 3.5


@pytest.mark.parametrize("points, key", [
    ({"5": -5}, "points.5"), ({"5": 2.5}, "points.5"), ({"5": True}, "points.5"),
    ({"15": 1}, "points.15"), ({"J": 1}, "points.J"), ({"rook": 20}, "points.rook"),
    ([5, 10], "points"), ("5:5", "points"),
])
def test_points_table(points: Any, key: str) -> None:
    """points: rank labels of the style (or ROOK) to whole numbers >= 0."""
    assert refused({"points": points}).key == key


def test_points_for_ranks_not_in_the_deck_are_allowed() -> None:
    """A points key for a rank the deck leaves out is valid (it is worth nothing)."""
    rules = rules_from_dict({"points": {"2": 50, "5": 5, "10": 10, "14": 10, "1": 15, "ROOK": 20}})
    assert rules.points_available == 200


def test_standard_points_use_face_labels() -> None:
    """Standard-deck points keys are 2..10, J, Q, K, A; "14" is not one."""
    assert refused({"base": "two-hand-standard", "points": {"14": 10}}).key == "points.14"


@pytest.mark.parametrize("name", ["", "   ", 5, None])
def test_name_is_text(name: Any) -> None:
    """name: a (non-empty) text shown in menus."""
    assert refused({"name": name}).key == "name"


# Combinations -----------------------------------------------------------------


def test_deal_must_use_the_deck_exactly() -> None:
    """Without a draw pile no card may be left over: the message gives the arithmetic."""
    error = refused({"hand_size": 12})
    assert error.key == "hand_size"
    assert "4 players x 12 cards + nest 5 = 53, but the deck has 45 cards" in str(error)


def test_draw_pile_needs_an_even_nonzero_rest() -> None:
    """With a draw pile an even, non-zero number of cards must be left after the deal."""
    assert refused({"base": "two-hand-standard", "nest_size": 4}).key == "hand_size"
    assert refused({"base": "two-hand-standard", "hand_size": 21}).key == "hand_size"
    assert rules_from_dict({"base": "two-hand-standard", "nest_size": 5}).pile_size == 18


def test_draw_pile_is_for_two_players() -> None:
    """draw_pile: two players only."""
    assert refused({"draw_pile": True}).key == "draw_pile"


def test_partnerships_need_four_players() -> None:
    """partnerships: only with 4 players."""
    assert refused({"players": 3, "hand_size": 13, "nest_size": 6}).key == "partnerships"


def test_bids_are_multiples_of_step() -> None:
    """bidding.min and bidding.max are multiples of step."""
    assert refused({"bidding": {"min": 102}}).key == "bidding.min"
    assert refused({"bidding": {"max": 198}}).key == "bidding.max"
    assert refused({"bidding": {"step": 15}}).key == "bidding.min"


def test_min_not_above_max() -> None:
    """bidding.min may not exceed bidding.max."""
    assert refused({"bidding": {"min": 150, "max": 120}}).key == "bidding.min"


def test_max_not_above_points_available() -> None:
    """bidding.max may not exceed the points available in a hand (a bid nobody can make)."""
    error = refused({"bidding": {"max": 205}})
    assert error.key == "bidding.max" and "200" in error.reason


def test_rule_error_message_names_key_and_reason() -> None:
    """A RuleError's text is "key: reason"; ``key`` and ``reason`` are attributes."""
    error = refused({"target": 0})
    assert str(error) == f"target: {error.reason}"
    assert error.code == "too_small" and error.params == {"key": "target", "min": 1, "got": 0}


# Files: defaults, base, computed max -----------------------------------------------


def test_empty_file_is_partners_cutthroat() -> None:
    """Without base, missing keys come from partners-cutthroat."""
    assert rules_from_dict({}) == PRESETS["partners-cutthroat"]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_base_fills_missing_keys(name: str) -> None:
    """base: every key the file does not give is taken from that preset (name included)."""
    rules = rules_from_dict({"base": name, "target": 1000})
    assert rules.target == 1000
    assert rules.name == PRESETS[name].name
    assert rules.to_dict() | {"target": PRESETS[name].target} == PRESETS[name].to_dict()


def test_unknown_base() -> None:
    """base must name a preset."""
    assert refused({"base": "bridge"}).key == "base"


def test_missing_max_is_computed_for_the_files_own_rules() -> None:
    """A file without bidding.max gets points available rounded down to step."""
    rules = rules_from_dict({"bonus": {"last_trick": 23}})
    assert rules.points_available == 203
    assert rules.bidding.max == 200
    rules = rules_from_dict({"bonus": {"last_trick": 0}, "bidding": {"step": 10}})
    assert rules.bidding.max == 180


def test_given_max_is_kept() -> None:
    """A file that gives bidding.max keeps it."""
    assert rules_from_dict({"bidding": {"max": 150}}).bidding.max == 150


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_presets_json_round_trip(name: str, tmp_path: Path) -> None:
    """A rule set saved as JSON loads back equal (as a file and as a complete rule set)."""
    rules = PRESETS[name]
    path = tmp_path / "house.json"
    save_rules_file(rules, path)
    assert load_rules_file(path) == rules
    assert rules_from_dict(json.loads(rules.to_json()), complete=True) == rules
    assert rules_from_json(rules.to_json()) == rules


def test_bad_json_and_bad_file(tmp_path: Path) -> None:
    """Bad JSON and unreadable files are RuleErrors with a clear message."""
    with pytest.raises(RuleError, match="not valid JSON"):
        rules_from_json("{players: 4}")
    with pytest.raises(RuleError, match="must be a JSON object"):
        rules_from_json("[1, 2]")
    with pytest.raises(RuleError, match="cannot read"):
        load_rules_file(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(RuleError, match="not a text file"):
        load_rules_file(bad)


def test_group_must_be_an_object() -> None:
    """deck, bidding, nest and bonus are nested objects."""
    assert refused({"bidding": 100}).key == "bidding"


# The preset table -----------------------------------------------------------------

TABLE: dict[str, dict[str, Any]] = {
    "two-hand-standard": dict(
        name="Two-handed Rook (standard deck)", players=2, partnerships=False, style="standard",
        ranks=tuple(range(4, 15)), rook=True, deck=45, rook_rank="lowest", any_time=False, sizes=(11, 3, True, 20),
        face_up_at_deal=False, first_dealer="random", bidding=(50, 5, 140, "left_of_dealer", True, "redeal"),
        trump_named="before_nest", no_trump=False, nest=("forbidden", "nobody"), leader="bidder",
        points={"5": 5, "10": 10, "A": 10, "ROOK": 20}, trick_points=0, bonus=(20, 0), available=140,
        made_set=("points_taken", "minus_bid"), target=(500, None)),
    "two-hand-rook": dict(
        name="Two-handed Rook (Rook deck)", players=2, partnerships=False, style="rook",
        ranks=tuple(range(4, 15)), rook=False, deck=44, rook_rank="lowest", any_time=False, sizes=(11, 4, True, 18),
        face_up_at_deal=True, first_dealer="high_card", bidding=(60, 5, 140, "dealer", True, "redeal"),
        trump_named="before_nest", no_trump=False, nest=("forbidden", "nobody"), leader="left_of_bidder",
        points={"5": 5, "10": 10, "14": 10}, trick_points=2, bonus=(0, 0), available=140,
        made_set=("points_taken", "zero_double_opponents"), target=(250, None)),
    "partners-cutthroat": dict(
        name="Partnership cut-throat Rook", players=4, partnerships=True, style="rook",
        ranks=(1,) + tuple(range(5, 15)), rook=True, deck=45, rook_rank=10.5, any_time=False, sizes=(10, 5, False, 0),
        face_up_at_deal=False, first_dealer="random", bidding=(100, 5, 200, "left_of_dealer", False, "dealer_forced"),
        trump_named="after_nest", no_trump=True, nest=("allowed", "last_trick"), leader="bidder",
        points={"5": 5, "10": 10, "14": 10, "1": 15, "ROOK": 20}, trick_points=0, bonus=(0, 20), available=200,
        made_set=("points_taken", "minus_bid"), target=(500, 500)),
    "kentucky-discard": dict(
        name="Tournament Rook (Kentucky discard)", players=4, partnerships=True, style="rook",
        ranks=tuple(range(5, 15)), rook=True, deck=41, rook_rank="highest", any_time=True, sizes=(9, 5, False, 0),
        face_up_at_deal=False, first_dealer="random", bidding=(70, 5, 120, "left_of_dealer", False, "redeal"),
        trump_named="after_nest", no_trump=False, nest=("allowed", "last_trick"), leader="left_of_dealer",
        points={"5": 5, "10": 10, "14": 10, "ROOK": 20}, trick_points=0, bonus=(0, 0), available=120,
        made_set=("points_taken", "minus_bid"), target=(300, None)),
    "kentucky-rook": dict(
        name="Kentucky Rook", players=4, partnerships=True, style="rook",
        ranks=(1,) + tuple(range(5, 15)), rook=True, deck=45, rook_rank="highest", any_time=False, sizes=(10, 5, False, 0),
        face_up_at_deal=False, first_dealer="random", bidding=(100, 5, 180, "left_of_dealer", False, "dealer_forced"),
        trump_named="after_nest", no_trump=False, nest=("allowed", "last_trick"), leader="bidder",
        points={"5": 5, "10": 10, "14": 10, "1": 15, "ROOK": 20}, trick_points=0, bonus=(0, 0), available=180,
        made_set=("points_taken", "minus_bid"), target=(500, None)),
}


def test_there_are_five_presets() -> None:
    """The five built-in presets, by name, in the order of rules.md."""
    assert PRESET_NAMES == tuple(TABLE)
    with pytest.raises(KeyError, match="presets"):
        preset("bridge")


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_preset_matches_the_table(name: str) -> None:
    """Each preset equals its column of the rules.md table, points available and deck size included."""
    row, r = TABLE[name], PRESETS[name]
    assert r.name == row["name"]
    assert (r.players, r.partnerships) == (row["players"], row["partnerships"])
    assert (r.deck.style, r.deck.ranks, r.deck.rook, r.deck_size) == (row["style"], row["ranks"], row["rook"], row["deck"])
    assert r.ace_or_one_high is True
    assert (r.rook_rank, r.rook_any_time) == (row["rook_rank"], row["any_time"])
    assert (r.hand_size, r.nest_size, r.draw_pile, r.pile_size) == row["sizes"]
    assert (r.face_up_at_deal, r.first_dealer) == (row["face_up_at_deal"], row["first_dealer"])
    b = r.bidding
    assert (b.min, b.step, b.max, b.opener, b.opener_must_bid, b.all_pass) == row["bidding"]
    assert (r.trump_named, r.no_trump, r.leader) == (row["trump_named"], row["no_trump"], row["leader"])
    assert (r.nest.discard_counters, r.nest.points_to) == row["nest"]
    assert r.points_map() == row["points"]
    assert (r.trick_points, (r.bonus.most_tricks, r.bonus.last_trick)) == (row["trick_points"], row["bonus"])
    assert r.points_available == row["available"]
    assert (r.made, r.set, r.opponents_score) == (*row["made_set"], True)
    assert (r.target, r.spread) == row["target"]


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_preset_is_complete(name: str) -> None:
    """Each preset is a complete rule set: every key, no base."""
    data = PRESETS[name].to_dict()
    assert "base" not in data
    assert set(data) == {k.split(".")[0] for k in KEYS}


def test_oversized_rules_file_is_refused_before_parsing(tmp_path: Path) -> None:
    """A house-rules file larger than 1 MB is refused with a message, not parsed."""
    big = tmp_path / "big.json"
    big.write_text('{"name": "' + "x" * 1_100_000 + '"}')
    with pytest.raises(RuleError, match="at most"):
        load_rules_file(big)


def test_saved_file_is_complete_and_loads_as_a_file(tmp_path: Path) -> None:
    """A saved house-rules file has every key and no base; loading it as a file gives the same rules."""
    rules = rules_from_dict({"base": "kentucky-discard", "target": 250, "no_trump": True})
    path = tmp_path / "house.json"
    save_rules_file(rules, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "base" not in data and rules_from_dict(data, complete=True) == rules
    assert [p.name for p in tmp_path.iterdir()] == ["house.json"]  # no temporary file left behind


def test_a_rules_file_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    """Older Windows Notepad saves UTF-8 with a byte-order mark: such a shared file is still house rules."""
    rules = rules_from_dict({"base": "kentucky-discard", "target": 250})
    path = tmp_path / "house.json"
    save_rules_file(rules, path)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert load_rules_file(path) == rules


@pytest.mark.parametrize("data, key, meant", [
    ({"rook_rnak": 3.5}, "rook_rnak", "rook_rank"), ({"deck": {"stlye": "rook"}}, "deck.stlye", "deck.style"),
    ({"bidding": {"mni": 80}}, "bidding.mni", "bidding.min"), ({"colour": "red"}, "colour", None),
])
def test_an_unknown_key_names_the_key_it_was_likely_meant_to_be(data: dict, key: str, meant: str | None) -> None:
    """Round 31: "rook_rnak: This key is unknown." left the family to find the typo themselves."""
    from rookdesk.ui.messages import rule_reason

    error = refused(data)
    assert error.key == key and error.code == "unknown_key" and error.params.get("close") == meant
    reason = rule_reason(error)
    assert reason == (f"This key is unknown: did you mean {meant}?" if meant else "This key is unknown.")
