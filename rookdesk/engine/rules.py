"""The rule set: every house rule of ``spec/rules.md`` as one frozen value.

A ``RuleSet`` is always complete and valid: it is only built through
:func:`rules_from_dict` (or the presets), which fills missing keys from a base
preset and rejects anything that cannot be dealt or scored.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from .cards import ROOK_ID, Card, build_deck, rank_label
from .errors import RuleError

DEFAULT_BASE = "partners-cutthroat"

# Closed sets of text values, by key.
CHOICES: dict[str, tuple[str, ...]] = {
    "deck.style": ("rook", "standard"),
    "bidding.opener": ("left_of_dealer", "dealer"),
    "bidding.all_pass": ("redeal", "dealer_forced"),
    "trump_named": ("after_nest", "before_nest"),
    "nest.discard_counters": ("allowed", "forbidden"),
    "nest.points_to": ("last_trick", "bidder", "nobody"),
    "leader": ("bidder", "left_of_bidder", "left_of_dealer"),
    "made": ("points_taken", "bid"),
    "set": ("minus_bid", "zero_double_opponents"),
}

MIN_PLAYERS = 2
MAX_PLAYERS = 6


@dataclass(frozen=True, slots=True)
class DeckRules:
    style: str
    ranks: tuple[int, ...]
    rook: bool


@dataclass(frozen=True, slots=True)
class BiddingRules:
    min: int
    step: int
    max: int
    opener: str
    opener_must_bid: bool
    all_pass: str


@dataclass(frozen=True, slots=True)
class NestRules:
    discard_counters: str
    points_to: str


@dataclass(frozen=True, slots=True)
class BonusRules:
    most_tricks: int
    last_trick: int


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A complete, valid rule set. Field names are the keys of the rules file."""

    name: str
    players: int
    partnerships: bool
    deck: DeckRules
    ace_or_one_high: bool
    rook_rank: str | float
    rook_any_time: bool
    hand_size: int
    nest_size: int
    draw_pile: bool
    face_up_at_deal: bool
    first_dealer: str | int
    bidding: BiddingRules
    trump_named: str
    no_trump: bool
    nest: NestRules
    leader: str
    points: tuple[tuple[str, int], ...]
    trick_points: int
    bonus: BonusRules
    made: str
    set: str
    opponents_score: bool
    target: int
    spread: int | None

    # Derived figures -------------------------------------------------------

    @property
    def sides(self) -> int:
        """Number of sides: two partnerships, or one side per player."""
        return 2 if self.partnerships else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnerships else seat

    def cards(self) -> tuple[Card, ...]:
        """The deck in a fixed order."""
        return build_deck(self.deck.style, self.deck.ranks, self.deck.rook)

    @property
    def deck_size(self) -> int:
        return len(self.deck.ranks) * 4 + (1 if self.deck.rook else 0)

    @property
    def pile_size(self) -> int:
        """Cards left after the deal (the draw pile, its face-up card included)."""
        return self.deck_size - self.players * self.hand_size - self.nest_size

    @property
    def tricks_per_hand(self) -> int:
        return (self.deck_size - self.nest_size) // self.players

    def points_map(self) -> dict[str, int]:
        return dict(self.points)

    def card_points(self, card: Card) -> int:
        """Points a card is worth under this rule set."""
        table = dict(self.points)
        if card.suit is None:
            return table.get(ROOK_ID, 0)
        return table.get(rank_label(card.rank, self.deck.style), 0)  # type: ignore[arg-type]

    @property
    def counter_points(self) -> int:
        """All counters in the deck."""
        return sum(self.card_points(card) for card in self.cards())

    @property
    def points_available(self) -> int:
        """Counters + trick points for every trick + both bonuses (rules.md)."""
        return (
            self.counter_points
            + self.trick_points * self.tricks_per_hand
            + self.bonus.most_tricks
            + self.bonus.last_trick
        )

    # Serialisation ---------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The complete rule set as the JSON object of ``rules.md`` (no ``base``)."""
        return {
            "name": self.name,
            "players": self.players,
            "partnerships": self.partnerships,
            "deck": {"style": self.deck.style, "ranks": list(self.deck.ranks), "rook": self.deck.rook},
            "ace_or_one_high": self.ace_or_one_high,
            "rook_rank": self.rook_rank,
            "rook_any_time": self.rook_any_time,
            "hand_size": self.hand_size,
            "nest_size": self.nest_size,
            "draw_pile": self.draw_pile,
            "face_up_at_deal": self.face_up_at_deal,
            "first_dealer": self.first_dealer,
            "bidding": {
                "min": self.bidding.min,
                "step": self.bidding.step,
                "max": self.bidding.max,
                "opener": self.bidding.opener,
                "opener_must_bid": self.bidding.opener_must_bid,
                "all_pass": self.bidding.all_pass,
            },
            "trump_named": self.trump_named,
            "no_trump": self.no_trump,
            "nest": {"discard_counters": self.nest.discard_counters, "points_to": self.nest.points_to},
            "leader": self.leader,
            "points": dict(self.points),
            "trick_points": self.trick_points,
            "bonus": {"most_tricks": self.bonus.most_tricks, "last_trick": self.bonus.last_trick},
            "made": self.made,
            "set": self.set,
            "opponents_score": self.opponents_score,
            "target": self.target,
            "spread": self.spread,
        }

    def to_json(self, indent: int | None = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    def with_changes(self, **changes: Any) -> RuleSet:
        """A copy with some top-level fields changed, validated again."""
        return rules_from_dict(replace(self, **changes).to_dict(), complete=True)


# Key schema ------------------------------------------------------------------

GROUPS = ("deck", "bidding", "nest", "bonus")

# Every key of a complete rule set, as dotted paths in file order.
KEYS: tuple[str, ...] = (
    "name", "players", "partnerships", "deck.style", "deck.ranks", "deck.rook",
    "ace_or_one_high", "rook_rank", "rook_any_time", "hand_size", "nest_size",
    "draw_pile", "face_up_at_deal", "first_dealer", "bidding.min", "bidding.step",
    "bidding.max", "bidding.opener", "bidding.opener_must_bid", "bidding.all_pass",
    "trump_named", "no_trump", "nest.discard_counters", "nest.points_to", "leader",
    "points", "trick_points", "bonus.most_tricks", "bonus.last_trick", "made", "set",
    "opponents_score", "target", "spread",
)

BOOL_KEYS = frozenset({
    "partnerships", "deck.rook", "ace_or_one_high", "rook_any_time", "draw_pile",
    "face_up_at_deal", "bidding.opener_must_bid", "no_trump", "opponents_score",
})
# Whole numbers and their smallest allowed value.
INT_KEYS: dict[str, int] = {
    "players": MIN_PLAYERS, "hand_size": 1, "nest_size": 0, "bidding.min": 1,
    "bidding.step": 1, "bidding.max": 1, "trick_points": 0, "bonus.most_tricks": 0,
    "bonus.last_trick": 0, "target": 1,
}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _flatten(data: dict[str, Any], where: str, problems: list[RuleError]) -> dict[str, Any]:
    """Turn ``{"deck": {"style": ..}}`` into ``{"deck.style": ..}``; unknown keys join ``problems`` and are left out."""
    flat: dict[str, Any] = {}
    for key, value in data.items():
        if not isinstance(key, str):
            problems.append(RuleError(str(key), "keys must be text", "key_not_text"))
        elif key in GROUPS:
            if not isinstance(value, dict):
                problems.append(RuleError(key, f"must be an object with the {key} keys, not {_describe(value)}",
                                          "group_not_object", got=_literal(value)))
                continue
            for sub, subvalue in value.items():
                path = f"{key}.{sub}"
                if path in KEYS:
                    flat[path] = subvalue
                else:
                    problems.append(_unknown_key(path))
        elif key in KEYS:
            flat[key] = value
        elif key == "base" and where == "file":
            flat[key] = value
        else:
            problems.append(_unknown_key(key))
    return flat


def _unknown_key(key: str) -> RuleError:
    """An unknown key, with the key it was most likely meant to be ("rook_rnak": rook_rank), if one is close."""
    import difflib   # only for a file with a mistake

    group, _, last = key.rpartition(".")
    names = {name.rpartition(".")[2]: name for name in KEYS if name.rpartition(".")[0] == group}
    close = difflib.get_close_matches(last, list(names), n=1, cutoff=0.6)
    if not close:
        return RuleError(key, "unknown key", "unknown_key")
    return RuleError(key, f"unknown key (did you mean {names[close[0]]}?)", "unknown_key", close=names[close[0]])


def _describe(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return "text" if len(value) > 40 else f'"{value}"'
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _literal(value: Any) -> str:
    """A value as it reads in JSON, for messages in any language (long texts and containers elided)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return '"…"' if len(value) > 40 else f'"{value}"'
    if isinstance(value, list):
        return "[…]"
    if isinstance(value, dict):
        return "{…}"
    return type(value).__name__


def _check_types(flat: dict[str, Any]) -> list[RuleError]:
    """Values of the wrong type or out of their own range, each key on its own.

    Only the keys ``flat`` holds are checked (a file on an unknown base holds only its own). A check
    that needs another key (the seat numbers need ``players``) is made only when that key is sound:
    otherwise its verdict could be a consequence of the other key's problem, not a problem of its own.
    """
    problems: list[RuleError] = []
    for key in KEYS:
        if key not in flat:
            continue
        value = flat[key]
        if key in BOOL_KEYS:
            if not isinstance(value, bool):
                problems.append(RuleError(key, f"must be true or false, not {_describe(value)}", "not_bool",
                                          got=_literal(value)))
        elif key in INT_KEYS:
            if not _is_int(value):
                problems.append(RuleError(key, f"must be a whole number, not {_describe(value)}", "not_int",
                                          got=_literal(value)))
            elif value < INT_KEYS[key]:
                problems.append(RuleError(key, f"must be at least {INT_KEYS[key]}, not {value}", "too_small",
                                          min=INT_KEYS[key], got=value))
        elif key in CHOICES:
            if value not in CHOICES[key]:
                options = ", ".join(f'"{c}"' for c in CHOICES[key])
                problems.append(RuleError(key, f"must be one of {options}, not {_describe(value)}", "not_a_choice",
                                          options=options, got=_literal(value)))
    if "name" in flat:
        if not isinstance(flat["name"], str) or not flat["name"].strip():
            problems.append(RuleError("name", "must be a non-empty text", "name_empty"))
        elif len(flat["name"]) > 200:
            problems.append(RuleError("name", "is longer than 200 characters", "name_too_long", max=200))
    if _sound(flat, "players", problems) and flat["players"] > MAX_PLAYERS:
        problems.append(RuleError("players", f"must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {flat['players']}",
                                  "players_range", min=MIN_PLAYERS, max=MAX_PLAYERS, got=flat["players"]))
    spread = flat.get("spread")
    if spread is not None and (not _is_int(spread) or spread < 1):
        problems.append(RuleError(
            "spread", f"must be a whole number of at least 1, or null (off), not {_describe(spread)}",
            "spread_invalid", got=_literal(spread)))
    if "first_dealer" in flat and _sound(flat, "players", problems):
        first = flat["first_dealer"]
        if not (first in ("random", "high_card") or (_is_int(first) and 0 <= first < flat["players"])):
            problems.append(RuleError(
                "first_dealer",
                f'must be "random", "high_card" or a seat number from 0 to {flat["players"] - 1}, '
                f"not {_describe(first)}",
                "first_dealer_invalid", last=flat["players"] - 1, got=_literal(first),
            ))
    problems += _check_ranks(flat, problems)
    problems += _check_rook_rank(flat, problems)
    problems += _check_points(flat, problems)
    return problems


def _sound(flat: dict[str, Any], key: str, problems: list[RuleError]) -> bool:
    """``key`` is given (or taken from the base) and no problem was found with it."""
    return key in flat and all(problem.key != key for problem in problems)


def _check_ranks(flat: dict[str, Any], found: list[RuleError]) -> list[RuleError]:
    if "deck.ranks" not in flat:
        return []
    ranks = flat["deck.ranks"]
    if not isinstance(ranks, list) or not ranks:
        return [RuleError("deck.ranks", f"must be a non-empty list of ranks, not {_describe(ranks)}", "ranks_not_list",
                          got=_literal(ranks))]
    problems: list[RuleError] = []
    if _sound(flat, "deck.style", found):   # which ranks a deck has depends on its style
        style = flat["deck.style"]
        allowed = range(1, 15) if style == "rook" else range(2, 15)
        for rank in ranks:
            if not _is_int(rank) or rank not in allowed:
                problems.append(RuleError(
                    "deck.ranks",
                    f"{_describe(rank)} is not a rank of the {style} deck ({allowed.start}..{allowed.stop - 1})",
                    "rank_not_in_deck", style=style, got=_literal(rank), low=allowed.start, high=allowed.stop - 1,
                ))
    whole = [rank for rank in ranks if _is_int(rank)]
    if len(set(whole)) != len(whole):
        problems.append(RuleError("deck.ranks", "lists a rank twice", "rank_twice"))
    return problems


def rook_rank_range(style: str, one_high: bool) -> tuple[int, int]:
    """The whole ranks a numeric ``rook_rank`` must lie strictly between."""
    if style == "standard":
        return 2, 14
    return (2, 15) if one_high else (1, 14)


def _check_rook_rank(flat: dict[str, Any], found: list[RuleError]) -> list[RuleError]:
    if "rook_rank" not in flat:
        return []
    value = flat["rook_rank"]
    if value in ("lowest", "highest"):
        return []
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return [RuleError("rook_rank", f'must be "lowest", "highest" or a number like 10.5, not {_describe(value)}',
                          "rook_rank_invalid", got=_literal(value))]
    if float(value).is_integer():
        return [RuleError("rook_rank", f"must lie between two ranks (e.g. {int(value)}.5), not on rank {int(value)}",
                          "rook_rank_on_rank", rank=int(value))]
    if not (_sound(flat, "deck.style", found) and _sound(flat, "ace_or_one_high", found)):
        return []   # the range depends on the deck
    low, high = rook_rank_range(flat["deck.style"], flat["ace_or_one_high"])
    if not low < value < high:
        return [RuleError("rook_rank", f"must lie between ranks {low} and {high}, not {value}", "rook_rank_range",
                          low=low, high=high, got=value)]
    return []


def _check_points(flat: dict[str, Any], found: list[RuleError]) -> list[RuleError]:
    if "points" not in flat:
        return []
    points = flat["points"]
    if not isinstance(points, dict):
        return [RuleError("points", f"must be an object of rank: points, not {_describe(points)}", "points_not_object",
                          got=_literal(points))]
    style = flat["deck.style"] if _sound(flat, "deck.style", found) else None   # the ranks depend on the deck
    labels = {rank_label(r, style) for r in (range(1, 15) if style == "rook" else range(2, 15))} if style else set()
    problems: list[RuleError] = []
    for label, value in points.items():
        if style is not None and label != ROOK_ID and label not in labels:
            hint = " (standard deck ranks are 2..10, J, Q, K, A)" if style == "standard" else " (1..14)"
            problems.append(RuleError(f"points.{label}", f"is not a rank of the {style} deck{hint}",
                                      "points_unknown_rank", rank=label, style=style))
        elif not _is_int(value) or value < 0:
            problems.append(RuleError(f"points.{label}",
                                      f"must be a whole number of at least 0, not {_describe(value)}",
                                      "points_invalid", rank=label, got=_literal(value)))
    return problems


def _build(flat: dict[str, Any]) -> RuleSet:
    style = flat["deck.style"]
    order = [rank_label(r, style) for r in (range(1, 15) if style == "rook" else range(2, 15))] + [ROOK_ID]
    points = tuple((label, flat["points"][label]) for label in order if label in flat["points"])
    rook_rank = flat["rook_rank"]
    if not isinstance(rook_rank, str):
        rook_rank = float(rook_rank)
    return RuleSet(
        name=flat["name"],
        players=flat["players"],
        partnerships=flat["partnerships"],
        deck=DeckRules(style, tuple(sorted(flat["deck.ranks"])), flat["deck.rook"]),
        ace_or_one_high=flat["ace_or_one_high"],
        rook_rank=rook_rank,
        rook_any_time=flat["rook_any_time"],
        hand_size=flat["hand_size"],
        nest_size=flat["nest_size"],
        draw_pile=flat["draw_pile"],
        face_up_at_deal=flat["face_up_at_deal"],
        first_dealer=flat["first_dealer"],
        bidding=BiddingRules(
            flat["bidding.min"], flat["bidding.step"], flat["bidding.max"], flat["bidding.opener"],
            flat["bidding.opener_must_bid"], flat["bidding.all_pass"],
        ),
        trump_named=flat["trump_named"],
        no_trump=flat["no_trump"],
        nest=NestRules(flat["nest.discard_counters"], flat["nest.points_to"]),
        leader=flat["leader"],
        points=points,
        trick_points=flat["trick_points"],
        bonus=BonusRules(flat["bonus.most_tricks"], flat["bonus.last_trick"]),
        made=flat["made"],
        set=flat["set"],
        opponents_score=flat["opponents_score"],
        target=flat["target"],
        spread=flat["spread"],
    )


def _combination_problems(rules: RuleSet) -> list[RuleError]:
    """Values that are each fine but together cannot be dealt or scored."""
    problems: list[RuleError] = []
    if rules.partnerships and rules.players != 4:
        problems.append(RuleError("partnerships", f"needs 4 players (opposite seats are partners), not {rules.players}",
                                  "partners_need_four", players=rules.players))
    if rules.draw_pile and rules.players != 2:
        problems.append(RuleError("draw_pile", f"is for two players only, not {rules.players}",
                                  "draw_pile_two_players", players=rules.players))
    problems += _deal_problems(rules)
    bid = rules.bidding
    if bid.min % bid.step:
        problems.append(RuleError("bidding.min", f"{bid.min} is not a multiple of the step {bid.step}",
                                  "bid_off_step", value=bid.min, step=bid.step))
    if bid.max % bid.step:
        problems.append(RuleError("bidding.max", f"{bid.max} is not a multiple of the step {bid.step}",
                                  "bid_off_step", value=bid.max, step=bid.step))
    if bid.min > bid.max:
        problems.append(RuleError("bidding.min", f"{bid.min} is above the highest bid {bid.max}",
                                  "bid_min_above_max", min=bid.min, max=bid.max))
    available = rules.points_available
    if bid.max > available:
        problems.append(RuleError("bidding.max", f"{bid.max} is more than the {available} points available in a hand",
                                  "bid_max_above_points", max=bid.max, available=available))
    return problems


def _deal_problems(rules: RuleSet) -> list[RuleError]:
    """The deal must use the whole deck, or leave an even, non-empty draw pile (one problem at most)."""
    dealt = rules.players * rules.hand_size + rules.nest_size
    summary = f"{rules.players} players x {rules.hand_size} cards + nest {rules.nest_size} = {dealt}"
    deal = {"players": rules.players, "hand": rules.hand_size, "nest": rules.nest_size, "dealt": dealt,
            "deck": rules.deck_size}
    left = rules.deck_size - dealt
    if rules.draw_pile and left <= 0:
        return [RuleError("hand_size", f"{summary}, which leaves no draw pile from a deck of {rules.deck_size} cards",
                          "no_draw_pile", **deal)]
    if rules.draw_pile and left % 2:
        return [RuleError("hand_size", f"{summary}, which leaves {left} cards for the draw pile; it must be even",
                          "odd_draw_pile", left=left, **deal)]
    if not rules.draw_pile and left:
        return [RuleError("hand_size", f"{summary}, but the deck has {rules.deck_size} cards", "deal_mismatch",
                          **deal)]
    return []


def default_max_bid(flat: dict[str, Any]) -> int:
    """``bidding.max`` for a file that leaves it out: points available rounded down to ``step``."""
    probe = _build({**flat, "bidding.max": flat["bidding.step"]})
    step = probe.bidding.step
    return max(step, probe.points_available // step * step)


def rules_from_dict(data: Any, *, complete: bool = False) -> RuleSet:
    """Build a rule set from a house-rules object (``complete`` for a record's embedded one).

    A file's missing keys come from its ``base`` preset (default
    ``partners-cutthroat``); a missing ``bidding.max`` is computed for the
    file's own rules. A complete rule set must give every key and no ``base``.
    """
    if not isinstance(data, dict):
        raise RuleError("", f"a rule set must be a JSON object, not {_describe(data)}", "not_an_object",
                        got=_literal(data))
    problems: list[RuleError] = []
    flat = _flatten(data, "record" if complete else "file", problems)
    if complete:
        problems += [RuleError(key, "missing (a complete rule set has every key)", "missing_key")
                     for key in KEYS if key not in flat]
        problems += _check_types(flat)
    else:
        flat = _on_base(flat, problems)
    # Every independent problem is named at once: a file mended one error at a time came back again and again.
    # How the values fit together is judged only once each is sound on its own.
    if problems:
        raise RuleError.of_all(problems)
    rules = _build(flat)
    problems = _combination_problems(rules)
    if problems:
        raise RuleError.of_all(problems)
    return rules


def _on_base(flat: dict[str, Any], problems: list[RuleError]) -> dict[str, Any]:
    """A file's keys over its base preset's, and its ``bidding.max`` if it gives none; problems join ``problems``.

    On an unknown base only the file's own keys are checked: what the base would give is not known.
    """
    from .presets import PRESETS  # presets are built through rules_from_dict

    base_name = flat.pop("base", DEFAULT_BASE)
    if not isinstance(base_name, str) or base_name not in PRESETS:
        names = ", ".join(PRESETS)
        problems.append(RuleError("base", f"{_describe(base_name)} is not a preset ({names})", "unknown_base",
                                  got=_literal(base_name), presets=names))
        problems += _check_types(flat)
        return flat
    merged = {**_flatten(PRESETS[base_name].to_dict(), "record", []), **flat}
    if "bidding.max" in flat:
        problems += _check_types(merged)
        return merged
    # The default highest bid is worked out from the file's own rules, once they are sound.
    found = _check_types({**merged, "bidding.max": 1})
    problems += found
    if not found:
        merged["bidding.max"] = default_max_bid(merged)
    return merged


MAX_RULES_FILE_BYTES = 1_000_000


def load_rules_file(path: str | Path) -> RuleSet:
    """Read and validate a house-rules JSON file; every problem is a ``RuleError``."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_RULES_FILE_BYTES:
            raise RuleError("", f"{path.name} is {size:,} bytes; a house-rules file is at most {MAX_RULES_FILE_BYTES:,}",
                            "file_too_big", file=path.name, size=size, max=MAX_RULES_FILE_BYTES)
        # utf-8-sig: Windows editors (Notepad before 2019) start a saved UTF-8 file with a byte-order mark.
        text = path.read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise RuleError("", f"cannot read {path.name}: {exc.strerror or exc}", "cannot_read", file=path.name,
                        error=str(exc.strerror or exc), errno=exc.errno) from None
    except UnicodeDecodeError:
        raise RuleError("", f"{path.name} is not a text file (UTF-8)", "not_utf8", file=path.name) from None
    return rules_from_json(text)


def rules_from_json(text: str) -> RuleSet:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RuleError("", f"not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})", "bad_json",
                        line=exc.lineno, column=exc.colno, error=exc.msg) from None
    except RecursionError:
        raise RuleError("", "not valid JSON (nested too deeply)", "json_too_deep") from None
    except ValueError as exc:  # e.g. an integer with more digits than Python converts
        raise RuleError("", f"not a usable house-rules file ({exc})", "unusable_file", error=str(exc)) from None
    return rules_from_dict(data)


def save_rules_file(rules: RuleSet, path: str | Path) -> None:
    """Write a complete house-rules file (atomically: a temporary file, then rename)."""
    from .atomic import write_text_atomic

    write_text_atomic(Path(path), rules.to_json() + "\n")
