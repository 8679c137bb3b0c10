"""A headless rookdesk that plays a computer-only game with autosave on, for the kill tests.

Usage: python autosave_worker.py FOLDER PRESET SEED [STOP_AT]

Prints the number of decisions after every autosave. With STOP_AT it stops
playing after that many decisions, prints "ready" and then rewrites the same
autosave over and over, so that a kill lands in the middle of a write.
"""

from __future__ import annotations

import sys

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.events import SeatInfo
from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESETS
from rookdesk.storage.autosave import Autosaver

GAME_ID = "killed-game"


def seats(players: int) -> tuple[SeatInfo, ...]:
    return tuple(SeatInfo(f"Bot {i + 1}", "ai:random") for i in range(players))


def players(players: int, seed: int) -> list[RandomPlayer]:
    return [RandomPlayer(seed * 10 + seat) for seat in range(players)]


def main(argv: list[str]) -> None:
    folder, preset, seed = argv[0], argv[1], int(argv[2])
    stop_at = int(argv[3]) if len(argv) > 3 else None
    rules = PRESETS[preset]
    game = Game(rules, seed, seats(rules.players))
    saver = Autosaver(folder)
    saver.attach(game, GAME_ID)
    game.start()
    bots = players(rules.players, seed)
    while not game.is_over:
        if stop_at is not None and len(game.actions) >= stop_at:
            print("ready", flush=True)
            while True:
                saver.save_now()
        game.apply(bots[game.to_act].choose(choice_for(game)))
        print(len(game.actions), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
