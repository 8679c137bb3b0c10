"""Computer players. They see only a seat's view (no Qt here)."""

from .player import Choice, Player, choice_for
from .random_player import RandomPlayer
from .registry import make_player, PLAYER_KINDS

__all__ = ["Choice", "Player", "choice_for", "RandomPlayer", "make_player", "PLAYER_KINDS"]
