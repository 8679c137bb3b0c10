"""rookdesk-sim: the headless simulator (self-play, record checks, benchmarks, rule sets)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence

from .ai.match import play_out
from .ai.registry import make_player, parse_level
from .engine.errors import RecordError, RuleError
from .engine.events import SeatInfo
from .engine.game import Game, default_seats
from .engine.presets import PRESET_NAMES, PRESETS
from .engine.record import replay_file, write_record
from .engine.rules import RuleSet, load_rules_file


class UsageError(Exception):
    """A command-line mistake: printed and exit code 2."""


def rule_problems(path: str, error: RuleError) -> str:
    """Every problem of a refused rules file, one a line (fixing one and running again to see the next
    was the only way before)."""
    return "\n".join(f"{path}: {problem}" for problem in error.problems)


def load_rules_arg(preset: str | None, rules_file: str | None) -> tuple[RuleSet, str]:
    """The rule set named on the command line and a short label for file names."""
    if rules_file:
        try:
            return load_rules_file(rules_file), Path(rules_file).stem
        except RuleError as exc:
            raise UsageError(rule_problems(rules_file, exc)) from None
    name = preset or "partners-cutthroat"
    if name not in PRESETS:
        raise UsageError(f"unknown preset {name!r}; presets: {', '.join(PRESET_NAMES)}")
    return PRESETS[name], name


def parse_players(text: str, count: int) -> list[str]:
    kinds = [k.strip() for k in text.split(",") if k.strip()]
    if len(kinds) == 1:
        kinds *= count
    if len(kinds) != count:
        raise UsageError(f"--players lists {len(kinds)} players; these rules seat {count}")
    for kind in kinds:
        try:
            parse_level(kind)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    return kinds


def seats_for(kinds: Sequence[str]) -> tuple[SeatInfo, ...]:
    names = default_seats(len(kinds))
    return tuple(SeatInfo(seat.name, f"ai:{kind}") for seat, kind in zip(names, kinds))


def describe_result(game: Game) -> str:
    totals = " ".join(str(t) for t in game.totals)
    if game.winner is None:
        return f"unfinished at hand {game.hand_number}, totals {totals}"
    return f"{game.hand_number} hand{'s' if game.hand_number != 1 else ''}, side {game.winner} wins, totals {totals}"


def cmd_play(args: argparse.Namespace) -> int:
    rules, label = load_rules_arg(args.preset, args.rules)
    kinds = parse_players(args.players, rules.players)
    records = Path(args.records) if args.records else None
    for index in range(args.games):
        seed = args.seed + index
        players = [make_player(kind, seed * 16 + seat) for seat, kind in enumerate(kinds)]
        game = Game(rules, seed, seats_for(kinds))
        game.start()
        play_out(game, players, args.max_hands)
        line = f"game {index + 1} seed {seed}: {describe_result(game)}"
        if records:
            path = records / f"{label}-s{args.seed}-g{index:03d}.rookrec"
            write_record(game, path)
            line += f" -> {path}"
        print(line, flush=True)
    return 0


def record_paths(targets: Sequence[str]) -> list[Path]:
    paths: list[Path] = []
    for target in targets:
        path = Path(target)
        if path.is_dir():
            paths.extend(sorted(path.rglob("*.rookrec")))
        else:
            paths.append(path)
    return paths


def cmd_check(args: argparse.Namespace) -> int:
    paths = record_paths(args.paths)
    if not paths:
        raise UsageError("no records found")
    bad = 0
    for path in paths:
        try:
            game = replay_file(path)
        except RecordError as exc:
            bad += 1
            print(f"INVALID {path}: {exc}")
            continue
        state = "complete" if game.is_over else "in progress"
        print(f"ok {path}: {state}, {describe_result(game)}")
    print(f"{len(paths) - bad} valid, {bad} invalid")
    return 1 if bad else 0


def cmd_presets(args: argparse.Namespace) -> int:
    for name in PRESET_NAMES:
        print(f"{name:20} {PRESETS[name].name}")
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    if args.name in PRESETS:
        rules = PRESETS[args.name]
    elif Path(args.name).exists():
        rules, _ = load_rules_arg(None, args.name)
    else:
        raise UsageError(f"{args.name!r} is neither a preset ({', '.join(PRESET_NAMES)}) nor a file")
    print(json.dumps(rules.to_dict(), indent=2))
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from .bench import bench_engine

    names = args.preset or list(PRESET_NAMES)
    for name in names:
        if name not in PRESETS:
            raise UsageError(f"unknown preset {name!r}")
        result = bench_engine(PRESETS[name], seconds=args.seconds, seed=args.seed)
        print(result.line(name), flush=True)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rookdesk-sim", description="Headless Rook: self-play, record checks, benchmarks.")
    sub = parser.add_subparsers(dest="command", required=True)

    play = sub.add_parser("play", help="play games between computer players and write their records")
    source = play.add_mutually_exclusive_group()
    source.add_argument("--preset", help="a built-in rule set (see 'presets')")
    source.add_argument("--rules", help="a house-rules JSON file")
    play.add_argument("--games", type=int, default=1)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--players", default="random", help="comma-separated levels, one per seat (or one for all)")
    play.add_argument("--records", help="folder for one .rookrec per game")
    play.add_argument("--max-hands", type=int, default=300, help="stop a game that has not ended after this many hands")
    play.set_defaults(func=cmd_play)

    check = sub.add_parser("check", help="validate records by replaying them")
    check.add_argument("paths", nargs="+", metavar="FILE|DIR")
    check.set_defaults(func=cmd_check)

    bench = sub.add_parser("bench", help="engine throughput per preset")
    bench.add_argument("--preset", action="append", help="only this preset (repeatable)")
    bench.add_argument("--seconds", type=float, default=3.0, help="time per preset")
    bench.add_argument("--seed", type=int, default=1)
    bench.set_defaults(func=cmd_bench)

    presets = sub.add_parser("presets", help="list the built-in rule sets")
    presets.set_defaults(func=cmd_presets)

    rules = sub.add_parser("rules", help="print a complete rule set as JSON")
    rules.add_argument("name", metavar="NAME|FILE")
    rules.set_defaults(func=cmd_rules)

    try:
        from .ai import arena  # the computer-player issue adds it
    except ImportError:
        pass
    else:
        arena.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except UsageError as exc:
        print(f"rookdesk-sim: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
