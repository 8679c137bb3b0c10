"""Screenshots of the main window at telling moments, for the README and for reviewing the UI.

Run ``python -m rookdesk.ui.window_shots OUTDIR [--size 1100x780]`` (headless works
with ``QT_QPA_PLATFORM=offscreen``). It plays fixed-seed games with the real
window (animations off, no computer pause) and saves ``window-bidding.png``,
``window-nest.png``, ``window-play.png``, ``window-hand-summary.png``,
``window-hotseat-curtain.png``, ``window-draw.png``, ``window-game-over.png``
and ``window-rules-help.png``; with ``--table NAME`` only ``NAME.png``, a four-handed trick under way
(docs/screenshots/table-800x600.png and its kin; the ``@2x`` ones with ``QT_SCALE_FACTOR=2`` under an X
server whose screen holds the doubled window, e.g. ``Xvfb -screen 0 3840x2400x24``: the offscreen
platform's small screen cuts a large window short).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable

from PySide6.QtWidgets import QApplication

from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.actions import Bid, Pass
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.storage.settings import AppSettings
from rookdesk.ui.controller import GameController, SeatSetup
from rookdesk.ui.i18n import install_translators
from rookdesk.ui.main_window import MainWindow


class Shooter:
    def __init__(self, app: QApplication, out: Path, size: tuple[int, int]) -> None:
        self.app, self.out, self.size = app, out, size
        self.random = RandomPlayer(3)

    def pump(self, rounds: int = 30) -> None:
        for _ in range(rounds):
            self.app.processEvents()

    def window(self) -> MainWindow:
        settings = AppSettings(ai_pause_ms=0, ai_think_seconds=0.05, animation_speed="off", first_run=False)
        window = MainWindow(settings=settings)
        window.resize(*self.size)
        window.show()
        self.pump()
        return window

    def save(self, widget, name: str) -> None:
        self.pump(10)
        widget.grab().save(str(self.out / f"{name}.png"))

    def run_until(self, window: MainWindow, done: Callable[[], bool], choose: Callable[[GameController], None],
                  limit: int = 3000) -> bool:
        """Answer for the people (lifting curtains, passing summaries) until ``done()``."""
        c = window.controller
        for _ in range(limit):
            self.pump(3)
            if done():
                return True
            if c.curtain_for is not None:
                c.lift_curtain()
            elif window.current_panel() is window.summary_panel:
                window.summary_panel.continued.emit()
            elif c.awaiting is not None and c.inputs[c.awaiting].is_human:
                choose(c)
        return False

    def modest(self, c: GameController) -> None:
        """Bid the minimum when forced or first, pass otherwise; random legal play."""
        choice = c.choice
        assert choice is not None
        if choice.discard is not None:
            options = choice.discard
            c.discard([card.id for card in options.required + options.choose_from[:options.count]])
            return
        passes = [a for a in choice.actions if isinstance(a, Pass)]
        bids = [a for a in choice.actions if isinstance(a, Bid)]
        if bids:
            c.submit(passes[0] if passes and choice.view.high_bid is not None else bids[0])
            return
        c.submit(self.random.choose(choice))

    def bold(self, c: GameController) -> None:
        """Bid high enough to win the auction (to reach the nest exchange)."""
        choice = c.choice
        assert choice is not None
        bids = [a for a in choice.actions if isinstance(a, Bid)]
        if bids:
            c.submit(bids[min(2, len(bids) - 1)])
        else:
            self.modest(c)

    def table(self, name: str) -> None:
        """The table of a four-handed game as South is about to play the fourth card of a trick."""
        w = self.window()
        w.start_game(preset("partners-cutthroat"), [SeatSetup("South"), SeatSetup("West", "normal"),
                                                    SeatSetup("North", "normal"), SeatSetup("East", "normal")],
                     seed=7)
        c = w.controller
        self.run_until(w, lambda: c.awaiting == 0 and c.choice is not None and c.choice.view.phase is Phase.PLAY
                       and c.game is not None and len(c.game.trick) == 3 and len(c.game.hands[0]) >= 8,
                       self.modest)
        self.save(w, name)
        w.close()

    def shoot(self) -> None:
        # Against the computer, partnership Rook: bidding, nest, trump, play, summary, rules help.
        w = self.window()
        w.start_game(preset("partners-cutthroat"), [SeatSetup("South"), SeatSetup("West", "normal"),
                                                    SeatSetup("North", "normal"), SeatSetup("East", "normal")],
                     seed=12)
        c = w.controller

        def asked(phase: Phase) -> bool:
            return c.awaiting == 0 and c.choice is not None and c.choice.view.phase is phase

        self.run_until(w, lambda: asked(Phase.BIDDING), self.modest)
        self.save(w, "window-bidding")
        self.run_until(w, lambda: asked(Phase.DISCARD) or (c.game is not None and c.game.phase is Phase.PLAY),
                       self.bold)
        if asked(Phase.DISCARD):
            assert c.choice is not None and c.choice.discard is not None
            for card in c.choice.discard.choose_from[:3]:
                w.scene._toggle_selection(card.id)  # as three clicks would
            self.save(w, "window-nest")
        self.run_until(w, lambda: asked(Phase.TRUMP) or asked(Phase.PLAY), self.modest)
        if asked(Phase.TRUMP):
            self.save(w, "window-trump")
        self.run_until(w, lambda: asked(Phase.PLAY) and c.game is not None and len(c.game.trick) >= 2,
                       self.modest)
        self.save(w, "window-play")
        self.run_until(w, lambda: w.current_panel() is w.summary_panel, self.modest)
        self.save(w, "window-hand-summary")
        dialog = w.show_rules()
        self.save(dialog, "window-rules-help")
        dialog.close()
        w.close()

        # Hot-seat, two-handed Rook: the curtain with the moves made since the last turn, then the draw choice.
        w = self.window()
        w.start_game(preset("two-hand-rook"), [SeatSetup("Ann"), SeatSetup("Bob")], seed=7)
        c = w.controller
        self.run_until(w, lambda: c.curtain_for is not None and w.curtain.recap.text().count("<br>") >= 3,
                       self.modest)
        w.curtain.wake()   # as the next person sees it on arriving, its button on
        self.save(w, "window-hotseat-curtain")
        self.run_until(w, lambda: c.choice is not None and c.choice.view.phase is Phase.DRAW, self.modest)
        self.save(w, "window-draw")
        w.close()

        # A short game to the end.
        data = preset("two-hand-rook").to_dict()
        data["target"], data["name"] = 60, "Two-handed Rook (to 60)"
        w = self.window()
        w.start_game(rules_from_dict(data, complete=True), [SeatSetup("South"), SeatSetup("North", "normal")],
                     seed=9)
        self.run_until(w, lambda: w.current_panel() is w.game_over_panel, self.modest)
        w.game_over_panel.wake()   # New game as it is once its moment's guard is over, not greyed
        self.pump()
        self.save(w, "window-game-over")
        w.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="1100x780", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--table", metavar="NAME", help="only the table picture, as NAME.png (the README's "
                        "table-WIDTHxHEIGHT shots; QT_SCALE_FACTOR=2 for the @2x ones)")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    # English as the app shows it: its catalogue holds the plural forms ("1 trick", not "1 tricks").
    install_translators(app, "en")
    shooter = Shooter(app, args.out, (width, height))
    if args.table:
        shooter.table(args.table)
    else:
        shooter.shoot()
    return 0


if __name__ == "__main__":
    sys.exit(main())
