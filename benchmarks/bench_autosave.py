"""Cost of the autosave after each decision, and of undo, for long games (not part of the test run).

    .venv/bin/python benchmarks/bench_autosave.py [--folder DIR]

Plays seeded random games of two presets with the autosave attached and
times each ``Game.apply`` (which includes the atomic write: temporary file,
flush, fsync, rename), and the record size at its largest. Then times an
undo (a rewind by replay from the record) at the end of the longest game.
The folder defaults to a temporary folder on the same disk as /tmp; pass
``--folder`` to measure another disk.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.game import Game
from rookdesk.engine.history import rewind
from rookdesk.engine.presets import PRESETS
from rookdesk.storage.autosave import Autosaver


def run(preset: str, seed: int, folder: Path) -> None:
    rules = PRESETS[preset]
    # A high target makes a long game: the record (and each autosave) grows with every hand.
    data = rules.to_dict()
    data["target"], data["spread"] = 3000, None
    from rookdesk.engine.rules import rules_from_dict

    rules = rules_from_dict(data, complete=True)
    game = Game(rules, seed)
    saver = Autosaver(folder)
    saver.attach(game)
    game.start()
    bots = [RandomPlayer(seed + s) for s in range(rules.players)]
    times: list[float] = []
    largest = 0
    while not game.is_over:
        start = time.perf_counter()
        game.apply(bots[game.to_act].choose(choice_for(game)))  # type: ignore[index]
        times.append(time.perf_counter() - start)
        if saver.record_path.exists():
            largest = max(largest, saver.record_path.stat().st_size)
        if len(game.actions) == 1500:
            break
    times.sort()
    start = time.perf_counter()
    rewind(game, len(game.actions) - 1)
    undo = time.perf_counter() - start
    print(f"{preset}: {len(times)} decisions, {game.hand_number} hands; apply + autosave median "
          f"{statistics.median(times) * 1e3:.1f} ms, p95 {times[int(len(times) * 0.95)] * 1e3:.1f} ms, "
          f"max {times[-1] * 1e3:.1f} ms; largest record {largest / 1024:.0f} KiB; "
          f"undo at the end {undo * 1e3:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    folder = args.folder or Path(tempfile.mkdtemp(prefix="rookdesk-bench-"))
    for preset in ("partners-cutthroat", "two-hand-rook"):
        run(preset, 7, folder)


if __name__ == "__main__":
    main()
