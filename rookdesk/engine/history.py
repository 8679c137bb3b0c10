"""Undo and redo of decisions, by replaying a game's record up to an earlier decision.

A seed plus the decisions is the whole game, so the game as it stood before
any decision is rebuilt by dealing the same cards again and applying the
decisions that came before it. Nothing is patched back: totals, the score
bookkeeping of a finished hand or game, the tricks and the curtain state all
come out of the replay exactly as they were when the game was played directly.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from .chance import ScriptedChance
from .events import DealerDrawn, Dealt
from .game import Game


def rewind(game: Game, n_decisions: int) -> Game:
    """A new game equal to ``game`` right after its first ``n_decisions`` decisions.

    The deals come from ``game``'s own events (so a game opened from a record
    made by another program rewinds correctly too); deals that had not yet
    happened at that point are forgotten, and later deals come from the seed
    as they would have in a game played directly.
    """
    if not 0 <= n_decisions <= len(game.actions):
        raise ValueError(f"cannot rewind to decision {n_decisions}: the game has {len(game.actions)}")
    draws = [(0, e) for e in game.events if isinstance(e, DealerDrawn)]
    deals = [(0, e) for e in game.events if isinstance(e, Dealt)]
    chance = ScriptedChance(game.seed, draws, deals)
    twin = Game(game.rules, game.seed, game.seats, chance=chance, app=game.app)
    twin.start()
    for action in game.actions[:n_decisions]:
        twin.apply(action)
    # The scripted source keeps its seeded twin in step, so dropping the deals
    # not yet reached leaves exactly the random state of a directly played game.
    chance.draws.clear()
    chance.deals.clear()
    return twin


def undo_points(game: Game, human_seats: Collection[int]) -> list[int]:
    """Decision counts at which one of ``human_seats`` was to act and then decided.

    ``rewind(game, p)`` for the last point takes back the people's last decision
    and every computer decision after it; earlier points go further back.
    """
    seats = set(human_seats)
    return [i for i, action in enumerate(game.actions) if action.seat in seats]


def _is_prefix(short: list, long: list) -> bool:
    return len(short) <= len(long) and long[: len(short)] == short


@dataclass
class UndoHistory:
    """Undo and redo for one game, for the people in ``human_seats``.

    Redo is possible while nothing new has been played since the undo: the
    decisions taken back stay on the redo line, and playing the same decision
    again keeps the line, while any other decision drops it.
    """

    human_seats: frozenset[int]
    _line: Game | None = field(default=None, repr=False)  # the furthest game this undo chain has seen

    def _redo_line(self, game: Game) -> Game | None:
        line = self._line
        if line is None or not _is_prefix(game.actions, line.actions) or len(line.actions) == len(game.actions):
            return None
        return line

    def can_undo(self, game: Game) -> bool:
        return bool(undo_points(game, self.human_seats))

    def undo(self, game: Game) -> Game:
        """The game before the people's last decision (and the computers' after it)."""
        points = undo_points(game, self.human_seats)
        if not points:
            raise ValueError("there is no decision to take back")
        if self._redo_line(game) is None:
            self._line = game.clone()
        return rewind(game, points[-1])

    def can_redo(self, game: Game) -> bool:
        return self._redo_line(game) is not None

    def redo(self, game: Game) -> Game:
        """Replay the undone decisions up to the next time a person is to act (or to the line's end)."""
        line = self._redo_line(game)
        if line is None:
            raise ValueError("there is nothing to redo")
        here = len(game.actions)
        later = [p for p in undo_points(line, self.human_seats) if p > here]
        return rewind(line, later[0] if later else len(line.actions))

    def forget(self) -> None:
        """Drop the redo line (a new game, or a game opened from a file)."""
        self._line = None
