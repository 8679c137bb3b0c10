"""The duplicate arena: two levels play the same deals from both sides.

Each deal is one hand from the same dealt cards (the same game seed), played
twice: first level A holds the even seats (side 0 in partnerships) and level
B the odd ones, then the seats are exchanged. Luck of the cards cancels out,
so the difference that remains is skill. Reported per deal: the mean over the
two tables of (A's score change minus B's), with a 95% confidence interval
over deals; each level's bid made-rate with its mean winning bid and the mean
points its bidding side took; the mean time per decision kind.
"""

from __future__ import annotations

import argparse
import math
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.actions import Action, Bid, Draw, NameTrump, Pass
from ..engine.events import HandEnded, SeatInfo
from ..engine.game import Game, default_seats
from ..engine.record import write_record
from ..engine.rules import RuleSet
from .player import Choice, Player, choice_for
from .registry import make_player, parse_level


def decision_kind(choice: Choice) -> str:
    if choice.discard is not None:
        return "discard"
    first = choice.actions[0]
    if isinstance(first, (Bid, Pass)):
        return "bid"
    if isinstance(first, NameTrump):
        return "trump"
    if isinstance(first, Draw):
        return "draw"
    return "play"


@dataclass
class TableResult:
    """One table of a deal: the score change of each level and the contract."""

    a_delta: float
    b_delta: float
    bidder_level: str          # "a" or "b"
    bid: int
    bidder_took: int
    made: bool
    times: dict[str, list[float]] = field(default_factory=dict)  # "a:play" -> seconds per decision


@dataclass
class DealResult:
    deal: int
    tables: tuple[TableResult, TableResult]

    @property
    def diff(self) -> float:
        return sum(t.a_delta - t.b_delta for t in self.tables) / 2


def seats_of(rules: RuleSet, level_a_even: bool) -> list[str]:
    """'a' or 'b' per seat: A holds the even seats on the first table, the odd ones on the replay."""
    return [("a" if (s % 2 == 0) == level_a_even else "b") for s in range(rules.players)]


def play_table(rules: RuleSet, a: str, b: str, seed: int, a_even: bool, records: Path | None,
               label: str) -> TableResult:
    owners = seats_of(rules, a_even)
    kinds = [a if o == "a" else b for o in owners]
    players: list[Player] = [make_player(kind, seed * 16 + seat) for seat, kind in enumerate(kinds)]
    names = default_seats(rules.players)
    seats = tuple(SeatInfo(n.name, f"ai:{k}") for n, k in zip(names, kinds))
    game = Game(rules, seed, seats)
    game.start()
    times: dict[str, list[float]] = defaultdict(list)
    ended: HandEnded | None = None
    while ended is None and not game.is_over:
        choice = choice_for(game)
        seat = choice.view.seat
        start = time.perf_counter()
        action: Action = players[seat].choose(choice)
        times[f"{owners[seat]}:{decision_kind(choice)}"].append(time.perf_counter() - start)
        for event in game.apply(action):
            if isinstance(event, HandEnded):
                ended = event
    assert ended is not None
    if records is not None:
        side = "a" if a_even else "b"
        write_record(game, records / f"{label}-deal{seed}-{side}-even.rookrec")
    delta = {"a": 0.0, "b": 0.0}
    count = {"a": 0, "b": 0}
    for side in range(rules.sides):
        seat = side  # side s holds seat s in every seating (partnerships: seats s and s+2)
        delta[owners[seat]] += ended.delta[side]
        count[owners[seat]] += 1
    bidder_side = rules.side_of(ended.bidder)
    took = ended.hand_totals[bidder_side]
    return TableResult(delta["a"] / count["a"], delta["b"] / count["b"], owners[ended.bidder], ended.bid,
                       took, ended.made, dict(times))


def play_deal(task: tuple[RuleSet, str, str, int, int, str | None, str]) -> DealResult:
    rules, a, b, seed, deal, records, label = task
    folder = Path(records) if records else None
    first = play_table(rules, a, b, seed, True, folder, label)
    second = play_table(rules, a, b, seed, False, folder, label)
    return DealResult(deal, (first, second))


@dataclass
class Summary:
    a: str
    b: str
    diffs: list[float] = field(default_factory=list)
    contracts: dict[str, list[TableResult]] = field(default_factory=lambda: {"a": [], "b": []})
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def add(self, result: DealResult) -> None:
        self.diffs.append(result.diff)
        for table in result.tables:
            self.contracts[table.bidder_level].append(table)
            for key, values in table.times.items():
                self.times[key].extend(values)

    def lines(self) -> list[str]:
        n = len(self.diffs)
        mean = sum(self.diffs) / n
        sd = math.sqrt(sum((d - mean) ** 2 for d in self.diffs) / (n - 1)) if n > 1 else 0.0
        half = 1.96 * sd / math.sqrt(n) if n > 1 else float("inf")
        out = [f"deals {n} (x2 tables): A={self.a} B={self.b}",
               f"A - B per deal: {mean:+.1f}  95% CI [{mean - half:+.1f}, {mean + half:+.1f}]  (sd {sd:.1f})"]
        for key, level in (("a", self.a), ("b", self.b)):
            tables = self.contracts[key]
            if not tables:
                out.append(f"{key.upper()} {level}: no contracts")
                continue
            made = sum(t.made for t in tables) / len(tables)
            bid = sum(t.bid for t in tables) / len(tables)
            took = sum(t.bidder_took for t in tables) / len(tables)
            out.append(f"{key.upper()} {level}: contracts {len(tables)}, made {made:.0%}, "
                       f"mean winning bid {bid:.1f}, mean points taken by the bidding side {took:.1f}")
        for key in ("a", "b"):
            parts = []
            for kind in ("bid", "trump", "discard", "draw", "play"):
                values = self.times.get(f"{key}:{kind}")
                if values:
                    ordered = sorted(values)
                    parts.append(f"{kind} {1000 * sum(values) / len(values):.1f} ms (median "
                                 f"{1000 * ordered[len(ordered) // 2]:.1f}, max {1000 * ordered[-1]:.0f}, n {len(values)})")
            level = self.a if key == "a" else self.b
            out.append(f"time {key.upper()} {level}: " + "; ".join(parts))
        return out


def run_arena(rules: RuleSet, a: str, b: str, deals: int, seed: int, jobs: int = 1, records: Path | None = None,
              label: str = "arena", report_every: int = 0, echo: Any = print) -> Summary:
    if records is not None:
        records.mkdir(parents=True, exist_ok=True)
    tasks = [(rules, a, b, seed + d, d, str(records) if records else None, label) for d in range(deals)]
    summary = Summary(a, b)
    if jobs > 1:
        import multiprocessing

        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for result in pool.imap(play_deal, tasks):
                _collect(summary, result, report_every, echo)
    else:
        for task in tasks:
            _collect(summary, play_deal(task), report_every, echo)
    return summary


def _collect(summary: Summary, result: DealResult, report_every: int, echo: Any) -> None:
    summary.add(result)
    if report_every and len(summary.diffs) % report_every == 0 and len(summary.diffs) > 1:
        lines = summary.lines()
        echo(f"-- after {len(summary.diffs)} deals: " + lines[1] + " | " + lines[2] + " | " + lines[3])


def cmd_arena(args: argparse.Namespace) -> int:
    from ..sim import UsageError, load_rules_arg

    rules, label = load_rules_arg(args.preset, args.rules)
    for level in (args.a, args.b):
        try:
            parse_level(level)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    if args.deals < 1:
        raise UsageError("--deals must be at least 1")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    started = time.perf_counter()
    summary = run_arena(rules, args.a, args.b, args.deals, args.seed, args.jobs,
                        Path(args.records) if args.records else None, label, args.report_every,
                        lambda line: print(line, flush=True))
    print(f"rules {label}, seed {args.seed}, jobs {args.jobs}, {time.perf_counter() - started:.0f} s")
    for line in summary.lines():
        print(line)
    return 0


def add_parser(subparsers: Any) -> None:
    arena = subparsers.add_parser("arena", help="duplicate match between two levels (each deal played from both sides)")
    source = arena.add_mutually_exclusive_group()
    source.add_argument("--preset", help="a built-in rule set (see 'presets')")
    source.add_argument("--rules", help="a house-rules JSON file")
    arena.add_argument("--a", required=True, help="level A, e.g. hard or hard:0.25")
    arena.add_argument("--b", required=True, help="level B, e.g. normal")
    arena.add_argument("--deals", type=int, default=100, help="deals, each played twice with the seats exchanged")
    arena.add_argument("--seed", type=int, default=1)
    arena.add_argument("--jobs", type=int, default=1, help="worker processes")
    arena.add_argument("--records", help="folder for the record of every table")
    arena.add_argument("--report-every", type=int, default=0, help="print the running result every N deals")
    arena.set_defaults(func=cmd_arena)
