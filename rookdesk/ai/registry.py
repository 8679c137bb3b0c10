"""Player levels by name (``random``, ``easy``, ``normal``, ``hard``, ``hard:0.25``)."""

from __future__ import annotations

from typing import Callable

from .player import Player
from .random_player import RandomPlayer


def _normal(seed: int, budget: float | None) -> Player:
    from .normal import NormalPlayer

    return NormalPlayer(seed)


def _easy(seed: int, budget: float | None) -> Player:
    from .easy import EasyPlayer

    return EasyPlayer(seed)


def _hard(seed: int, budget: float | None) -> Player:
    from .hard import HardPlayer

    return HardPlayer(seed, budget)


# name -> factory(seed, budget seconds or None)
PLAYER_KINDS: dict[str, Callable[[int, float | None], Player]] = {
    "random": lambda seed, budget: RandomPlayer(seed),
    "easy": _easy,
    "normal": _normal,
    "hard": _hard,
}


def parse_level(text: str) -> tuple[str, float | None]:
    """Split ``hard:0.25`` into the level name and its time budget in seconds."""
    name, _, budget = text.strip().lower().partition(":")
    if name not in PLAYER_KINDS:
        raise ValueError(f"unknown player {name!r}; choose from {', '.join(PLAYER_KINDS)}")
    if not budget:
        return name, None
    try:
        seconds = float(budget)
    except ValueError:
        raise ValueError(f"{text!r}: the time budget must be a number of seconds") from None
    if not 0 < seconds <= 600:
        raise ValueError(f"{text!r}: the time budget must be between 0 and 600 seconds")
    return name, seconds


def make_player(text: str, seed: int) -> Player:
    name, budget = parse_level(text)
    return PLAYER_KINDS[name](seed, budget)
