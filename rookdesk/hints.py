"""Hints: what a Normal-strength computer player would do in the person's place.

The hint player sees only the seat's view, like every player, so a hint never
leaks a hidden card. It is seeded from the game's position, so asking twice
at the same point gives the same suggestion.
"""

from __future__ import annotations

import logging

from rookdesk.ai.player import Player, choice_for
from rookdesk.ai.registry import make_player
from rookdesk.engine.actions import Action
from rookdesk.engine.game import Game

log = logging.getLogger(__name__)

HINT_LEVEL = "normal"
FALLBACK_LEVEL = "random"


def hint_player(seed: int) -> Player:
    """The Normal player, or the random one while Normal is not available."""
    try:
        return make_player(HINT_LEVEL, seed)
    except (ValueError, KeyError, ImportError):
        return make_player(FALLBACK_LEVEL, seed)


def suggest(game: Game) -> Action | None:
    """The suggested decision for the seat to act, or ``None`` when nobody is to act."""
    if game.to_act is None or game.is_over:
        return None
    seed = game.seed * 1_000_003 + len(game.actions)
    choice = choice_for(game)
    action = hint_player(seed).choose(choice)
    if game.why_illegal(action) is not None:
        # A player's bug must not make the hint wrong: fall back to a legal choice.
        log.error("hint player suggested an illegal action %r", action)
        action = make_player(FALLBACK_LEVEL, seed).choose(choice)
    return action
