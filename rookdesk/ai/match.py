"""Driving a game with players in every seat (self-play, arena, demo)."""

from __future__ import annotations

from typing import Sequence

from ..engine.game import Game
from .player import Player, choice_for


def play_out(game: Game, players: Sequence[Player], max_hands: int | None = None) -> Game:
    """Let each seat's player act until the game ends (or ``max_hands`` have been played)."""
    while not game.is_over:
        if max_hands is not None and game.hand_number > max_hands:
            break
        seat = game.to_act
        game.apply(players[seat].choose(choice_for(game)))  # type: ignore[index]
    return game


def play_hand(game: Game, players: Sequence[Player]) -> Game:
    """Let the players act until the current hand is scored."""
    hand = game.hand_number
    while not game.is_over and game.hand_number == hand:
        game.apply(players[game.to_act].choose(choice_for(game)))  # type: ignore[index]
    return game
