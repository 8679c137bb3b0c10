"""Normal's cost per decision, as CPU time of the deciding thread (wall time on a shared machine
includes waiting for a core). Not part of the test run.

    .venv/bin/python benchmarks/normal_speed.py --hands 200
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict

from rookdesk.ai.arena import decision_kind
from rookdesk.ai.normal import NormalPlayer
from rookdesk.ai.player import choice_for
from rookdesk.engine.events import HandEnded
from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESET_NAMES, PRESETS


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=200)
    args = parser.parse_args()
    for name in PRESET_NAMES:
        rules = PRESETS[name]
        cpu: dict[str, list[float]] = defaultdict(list)
        wall: list[float] = []
        for seed in range(args.hands):
            game = Game(rules, seed)
            game.start()
            players = [NormalPlayer(seed * 16 + s) for s in range(rules.players)]
            ended = False
            while not ended:
                choice = choice_for(game)
                w0, c0 = time.perf_counter(), time.thread_time()
                action = players[choice.view.seat].choose(choice)
                cpu[decision_kind(choice)].append(time.thread_time() - c0)
                wall.append(time.perf_counter() - w0)
                ended = any(isinstance(e, HandEnded) for e in game.apply(action))
        parts = []
        for kind, values in cpu.items():
            values.sort()
            parts.append(f"{kind} mean {1000 * sum(values) / len(values):.2f} / p99 {1000 * values[int(len(values) * 0.99)]:.2f}"
                         f" / max {1000 * values[-1]:.1f} ms")
        wall.sort()
        print(f"{name}: CPU per decision: " + "; ".join(parts) + f"; wall max {1000 * wall[-1]:.1f} ms", flush=True)


if __name__ == "__main__":
    main()
