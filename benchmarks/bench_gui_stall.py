"""How long the GUI event loop stalls while the computer (Hard) thinks.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gui_stall.py [--seconds 20]
[--budget 1.0] [--speed off] [--no-repaint] [--show-long] [--switch-interval MS]``

It plays an all-Hard partnership game in the real main window for a while
(Hard searches in its own process, rookdesk/ai/thinker.py; the GUI's worker
thread only waits on the pipe). A 2 ms timer on the GUI thread records the
gap between its ticks; by default each tick also asks the table's view to
repaint (as a moving table would), so every gap includes the Python that
painting runs (``--no-repaint``: only what the game itself paints). Gaps
are reported apart for the first second (the window's first paint and the
first card renders, a start-up cost), the time a computer is thinking, and
the time it is not: the last is the machine's own noise floor.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--budget", type=float, default=1.0, help="Hard's time budget per decision")
    parser.add_argument("--speed", default="off", help="animation speed: off, fast, normal, slow")
    parser.add_argument("--switch-interval", type=float, default=None,
                        help="override the GIL switch interval in ms after the window is built")
    parser.add_argument("--warm-up", type=float, default=1.0,
                        help="seconds after the window opens reported apart (first paint, first card renders)")
    parser.add_argument("--no-repaint", action="store_true",
                        help="do not force a repaint of the table on every tick (only what the game itself paints)")
    parser.add_argument("--show-long", action="store_true", help="list every gap over 50 ms with its moment")
    args = parser.parse_args()

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from rookdesk.engine.presets import preset
    from rookdesk.storage.settings import AppSettings
    from rookdesk.ui.controller import SeatSetup
    from rookdesk.ui.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    settings = AppSettings(ai_pause_ms=0, ai_think_seconds=args.budget, animation_speed=args.speed, first_run=False)
    window = MainWindow(settings=settings)
    window.resize(1280, 800)
    window.show()
    if args.switch_interval is not None:
        sys.setswitchinterval(args.switch_interval / 1000)
    controller = window.controller
    decisions = [0]
    controller.turnEnded.connect(lambda _seat: decisions.__setitem__(0, decisions[0] + 1))
    thinking_gaps: list[float] = []
    idle_gaps: list[float] = []
    last = [time.perf_counter()]
    began = last[0]
    long_gaps: list[tuple[float, float, bool, int]] = []
    warm_up_gaps: list[float] = []

    def tick() -> None:
        now = time.perf_counter()
        gap = (now - last[0]) * 1000
        last[0] = now
        busy = any(getattr(seat, "is_thinking", False) for seat in controller.inputs)
        if now - began < args.warm_up:
            warm_up_gaps.append(gap)
        else:
            (thinking_gaps if busy else idle_gaps).append(gap)
        if gap > 50:
            long_gaps.append((now - began, gap, busy, decisions[0]))
        if not args.no_repaint:
            window.view.viewport().update()

    def keep_going() -> None:
        # The demo waits a few seconds on each hand summary; skip that.
        if window.current_panel() is window.summary_panel:
            window.summary_panel.continue_button.click()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(2)
    nudge = QTimer()
    nudge.timeout.connect(keep_going)
    nudge.start(200)
    window.start_game(preset("partners-cutthroat"), [SeatSetup(n, "hard") for n in ("S", "W", "N", "E")], seed=1)
    QTimer.singleShot(int(args.seconds * 1000), app.quit)
    app.exec()
    window.close()

    print(f"switch interval {sys.getswitchinterval() * 1000:.2f} ms, animation {args.speed}, "
          f"Hard budget {args.budget} s, {decisions[0]} decisions in {args.seconds:.0f} s")
    for name, gaps in ((f"first {args.warm_up:g} s (start-up)", warm_up_gaps),
                       ("while Hard thinks", thinking_gaps), ("while nobody thinks", idle_gaps)):
        if not gaps:
            continue
        gaps.sort()
        print(f"{name}: {len(gaps)} ticks, gap median {statistics.median(gaps):.1f} ms, "
              f"p99 {gaps[int(len(gaps) * 0.99)]:.1f} ms, max {gaps[-1]:.1f} ms, "
              f"over 50 ms: {sum(g > 50 for g in gaps)}")
    if args.show_long:
        for at, gap, busy, done in long_gaps:
            print(f"  {gap:.0f} ms gap at {at:.2f} s ({'thinking' if busy else 'idle'}, after {done} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
