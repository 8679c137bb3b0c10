"""Screenshot of the table mid-hand, for reviewing the look and for docs/screenshots.

``python -m rookdesk.ui.table.demo OUT.png WIDTHxHEIGHT [--preset NAME | --players N] [--dpr 2]``
deals a real game, plays it with random legal moves to the middle of a hand
(a trick on the table), feeds every event to the scene and saves
``view.grab()``. ``--dpr`` runs itself again with ``QT_SCALE_FACTOR`` set, which
is how a HiDPI screen is imitated headless.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import RuleSet, rules_from_dict

# Cut-throat deals of the 45-card deck for player counts without a preset: (hand, nest).
CUTTHROAT_DEALS = {3: (13, 6), 4: (10, 5), 5: (8, 5), 6: (7, 3)}


def demo_rules(preset_name: str, players: int | None = None) -> RuleSet:
    """A preset, or a cut-throat variant of it for another number of players."""
    if players is None:
        return preset(preset_name)
    hand, nest = CUTTHROAT_DEALS[players]
    return rules_from_dict({"base": "partners-cutthroat", "players": players, "partnerships": False,
                            "hand_size": hand, "nest_size": nest, "bidding": {"all_pass": "dealer_forced"}})

SUIT_NAMES = {"B": "Black", "G": "Green", "R": "Red", "Y": "Yellow",
              "S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs", None: "No trump"}




def advance(game: Game, tricks: int, in_trick: int, seed: int) -> None:
    players = [RandomPlayer(seed + i) for i in range(game.rules.players)]
    while not game.is_over:
        if game.phase is Phase.PLAY and len(game.tricks) >= tricks and len(game.trick) >= in_trick:
            return
        seat = game.to_act
        assert seat is not None
        game.apply(players[seat].choose(choice_for(game)))


def render(out: str, width: int, height: int, rules: RuleSet, seed: int, viewer: int | None) -> bool:
    from PySide6.QtWidgets import QApplication

    from rookdesk.ui.card_cache import CardImageCache
    from rookdesk.ui.table import TableScene, TableView

    app = QApplication.instance() or QApplication(sys.argv[:1])
    scene = TableScene(CardImageCache())
    scene.set_animation_speed("off")
    view = TableView(scene)
    view.resize(width, height)
    game = Game(rules, seed)
    game.subscribe(scene.handle_event)
    game.start()
    advance(game, tricks=2, in_trick=min(3, game.rules.players - 1), seed=seed)
    scene.set_viewer(viewer)
    names = [s.name for s in game.seats]
    bidder = game.bidder
    scene.set_status_badges(
        f"Bid: {names[bidder]} {game.bid}" if bidder is not None else "Bidding",
        f"Trump: {SUIT_NAMES.get(game.trump, game.trump)}",
        "\n".join([f"Scores (to {game.rules.target})"]
                  + [f"{'Us' if i == 0 else 'Them'}: {t}" if game.rules.partnerships else f"{names[i]}: {t}"
                     for i, t in enumerate(game.totals)]),
    )
    if game.to_act is not None:
        scene.set_turn(game.to_act)
    if viewer is not None and game.to_act == viewer and game.phase is Phase.PLAY:
        legal = {c.id for c in game.legal_plays(viewer)}
        scene.set_playable({c.id: None if c.id in legal else "You must follow suit"
                            for c in game.hands[viewer]})
    view.show()
    app.processEvents()
    ok = view.grab().save(out)
    view.close()
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("output")
    parser.add_argument("size", help="WIDTHxHEIGHT in logical pixels")
    parser.add_argument("--preset", default="partners-cutthroat")
    parser.add_argument("--players", type=int, default=None, help="a cut-throat table of 3..6 instead of the preset")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--viewer", default="auto", help="seat shown face up, 'none', or 'auto' (the seat to act)")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio (runs with QT_SCALE_FACTOR)")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    if args.dpr != 1.0 and os.environ.get("QT_SCALE_FACTOR") is None:
        env = dict(os.environ, QT_SCALE_FACTOR=str(args.dpr))
        command = [sys.executable, "-m", "rookdesk.ui.table.demo", args.output, args.size,
                   "--preset", args.preset, "--seed", str(args.seed), "--viewer", args.viewer]
        if args.players:
            command += ["--players", str(args.players)]
        return subprocess.call(command, env=env)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    rules = demo_rules(args.preset, args.players)
    viewer: int | None
    if args.viewer == "none":
        viewer = None
    elif args.viewer == "auto":
        probe = Game(rules, args.seed)
        probe.start()
        advance(probe, tricks=2, in_trick=min(3, probe.rules.players - 1), seed=args.seed)
        viewer = probe.to_act if probe.to_act is not None else 0
    else:
        viewer = int(args.viewer)
    return 0 if render(args.output, width, height, rules, args.seed, viewer) else 1


if __name__ == "__main__":
    raise SystemExit(main())
