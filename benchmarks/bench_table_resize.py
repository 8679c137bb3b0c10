"""Re-rendering the card table after a resize, for a full four-player table (not part of the test run).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_table_resize.py [--dpr 2]

A table right after the deal (four hands of 10, the nest of 5, the viewer's
hand face up) and one mid-hand (a trick on the table, the bidder's set-aside
cards) is resized through a cycle of window sizes. Each figure is the time
from the resize to a finished paint of the whole viewport: the layout runs,
every card moves, new pixmaps are fetched from the cache, and the view paints.
The view is not shown (headless), so each grab is exactly one resize and one
paint. "cold" sizes are seen for the first time (every card image is rendered from
its SVG); "warm" sizes come round again (cached images; the case of a window
being dragged back and forth).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

SIZES = [(800, 600), (1920, 1080), (1280, 800), (1024, 768), (1600, 900), (1366, 768), (900, 700), (1440, 900)]


def measure(view, app, size: tuple[int, int]) -> tuple[float, float, float]:
    """Resize, then grab: the grab delivers the pending resize event (scene rect, layout, card
    sizes) and paints the whole view once with every visible card at its new size.

    Returns (ms to that first full paint, the same in CPU ms of this thread (less sensitive
    to other load on the machine), ms until every card shows its exact SVG render):
    cards with no exact image at the new size first show a stand-in shrunk from a large
    master image; the exact renders follow in idle time, a few per event-loop turn.
    """
    scene = view.scene()
    start, cpu = time.perf_counter(), time.thread_time()
    view.resize(*size)
    view.grab()
    first = (time.perf_counter() - start) * 1000
    first_cpu = (time.thread_time() - cpu) * 1000
    while scene.is_rendering():
        app.processEvents()
    crisp = (time.perf_counter() - start) * 1000
    return first, first_cpu, crisp


def settle(app, scene) -> None:
    """Let idle work (exact renders, masters) finish before the next measurement."""
    while scene.is_rendering():
        app.processEvents()


def run(dpr_label: str) -> None:
    from PySide6.QtWidgets import QApplication

    from rookdesk.ai.player import choice_for
    from rookdesk.ai.random_player import RandomPlayer
    from rookdesk.engine.game import Game
    from rookdesk.engine.phases import Phase
    from rookdesk.engine.presets import preset
    from rookdesk.ui.card_cache import CardImageCache
    from rookdesk.ui.table import TableScene, TableView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    for moment in ("after the deal", "mid-hand"):
        scene = TableScene(CardImageCache())
        scene.set_animation_speed("off")
        view = TableView(scene)
        view.resize(1000, 700)
        game = Game(preset("partners-cutthroat"), 3)
        scene.new_game(game.rules, [s.name for s in game.seats])
        scene.set_viewer(0)
        game.subscribe(scene.handle_event)
        game.start()
        if moment == "mid-hand":
            players = [RandomPlayer(i) for i in range(4)]
            while not (game.phase is Phase.PLAY and len(game.tricks) == 2 and len(game.trick) == 3):
                game.apply(players[game.to_act].choose(choice_for(game)))
        scene.set_status_badges("Bid: West 120", "Trump: Green", "Us 120\nThem 85")
        view.grab()
        settle(app, scene)
        cards = len(scene.items())
        cold = [measure(view, app, size) for size in SIZES]
        warm = [measure(view, app, size) for size in SIZES for _ in range(2)]
        first, first_cpu, crisp = ([c[i] for c in cold] for i in range(3))
        again, again_cpu = [w[0] for w in warm], [w[1] for w in warm]
        print(f"4 players, {moment} ({cards} items), dpr {dpr_label}:\n"
              f"  new size:          first full paint median {statistics.median(first):.1f} ms "
              f"(CPU {statistics.median(first_cpu):.1f} ms, max {max(first):.1f} ms); "
              f"every card exact after median {statistics.median(crisp):.1f} ms\n"
              f"  size seen before:  full paint median {statistics.median(again):.1f} ms "
              f"(CPU {statistics.median(again_cpu):.1f} ms, max {max(again):.1f} ms)")
        view.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (via QT_SCALE_FACTOR)")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.dpr != 1.0 and "QT_SCALE_FACTOR" not in os.environ:
        env = dict(os.environ, QT_SCALE_FACTOR=str(args.dpr))
        return subprocess.call([sys.executable, __file__, "--dpr", str(args.dpr)], env=env)
    run(f"{args.dpr:g}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
