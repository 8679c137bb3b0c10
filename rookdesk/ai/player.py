"""The player protocol: a seat's view and its legal choices in, one action out.

Players never see the game itself, only the seat's view, so they cannot read
hidden cards. A player is deterministic for its seed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..engine.actions import Action
from ..engine.game import Game
from ..engine.nest import DiscardOptions
from ..engine.phases import Phase
from ..engine.views import SeatView


@dataclass(frozen=True, slots=True)
class Choice:
    """A decision to make. In the discard phase ``actions`` is empty and
    ``discard`` describes every legal discard (they can be thousands)."""

    view: SeatView
    actions: tuple[Action, ...]
    discard: DiscardOptions | None = None


class Player(Protocol):
    def choose(self, choice: Choice) -> Action:
        """Return one legal action for ``choice``."""
        ...


def choice_for(game: Game) -> Choice:
    """The decision the seat to act faces now."""
    seat = game.to_act
    if seat is None:
        raise ValueError("nobody is to act")
    view = game.view_for(seat)
    if game.phase is Phase.DISCARD:
        return Choice(view, (), game.discard_options())
    return Choice(view, tuple(game.legal_actions()))
