"""Hard's search speed: samples and playouts per second per decision kind (not part of the test run).

Playouts per second are given per wall-clock second (what the budget buys on
this machine as loaded now) and per CPU second of the searching thread.

    .venv/bin/python benchmarks/hard_speed.py --preset partners-cutthroat --budget 1.0 --hands 3
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict

from rookdesk.ai.arena import decision_kind
from rookdesk.ai.hard import HardPlayer
from rookdesk.ai.normal import NormalPlayer
from rookdesk.ai.player import choice_for
from rookdesk.engine.events import HandEnded
from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESETS


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--preset", default="partners-cutthroat")
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = PRESETS[args.preset]
    stats: dict[str, list[tuple[float, int, int, float]]] = defaultdict(list)
    for hand in range(args.hands):
        game = Game(rules, args.seed + hand)
        game.start()
        players = [HardPlayer(s, args.budget) if s % 2 == 0 else NormalPlayer(s) for s in range(rules.players)]
        ended = False
        while not ended:
            choice = choice_for(game)
            player = players[choice.view.seat]
            start, cpu = time.perf_counter(), time.thread_time()
            action = player.choose(choice)
            spent, cpu = time.perf_counter() - start, time.thread_time() - cpu
            if isinstance(player, HardPlayer) and player.last_samples:
                stats[decision_kind(choice)].append((spent, player.last_samples, player.last_playouts, cpu))
            ended = any(isinstance(e, HandEnded) for e in game.apply(action))
    print(f"{args.preset} budget {args.budget} s, {args.hands} hands")
    for kind, rows in stats.items():
        times = [r[0] for r in rows]
        samples = sum(r[1] for r in rows) / sum(times)
        playouts = sum(r[2] for r in rows) / sum(times)
        per_cpu = sum(r[2] for r in rows) / max(1e-9, sum(r[3] for r in rows))
        print(f"{kind:8} decisions {len(rows):3}  median {statistics.median(times):.3f} s  max {max(times):.3f} s  "
              f"samples/s {samples:6.0f}  playouts/s {playouts:6.0f} (per CPU second {per_cpu:6.0f})")


if __name__ == "__main__":
    main()
