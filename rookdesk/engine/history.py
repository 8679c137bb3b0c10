"""Undo and redo of decisions, by replaying a game's record up to an earlier decision.

A seed plus the decisions is the whole game, so the game as it stood before
any decision is rebuilt by dealing the same cards again and applying the
decisions that came before it. Nothing is patched back: totals, the score
bookkeeping of a finished hand or game, the tricks and the curtain state all
come out of the replay exactly as they were when the game was played directly.

Undo is fair, as in solitaire apps that never undo past turning a hidden card:
it never takes back a decision made before hidden cards from the stock were
shown at the table (a person's card from the pile, a new face-up card, the
nest in a person's hand, a new deal). Replaying would deal those same cards
again, so going back before them would let a person look, then choose
differently. The boundary is read from the game's own events, so a game
saved and resumed (or opened) stops at the same place.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from enum import Enum

from .chance import ScriptedChance
from .events import MOVE_EVENTS, CardDrawn, DealerDrawn, Dealt, Event, FaceUpTurned, HandEnded, NestTaken
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


class Reveal(Enum):
    """Hidden cards from the stock shown at the table: undo stops just after them.

    In order of how plainly a person saw them: when one decision shows several
    (a person's draw from the pile also turns the next face-up card), the
    plainest is the one named.
    """

    DEAL = 1        # a new hand dealt (the next hand, or everyone passed)
    FACE_UP = 2     # a new face-up card turned on the draw pile
    NEST = 3        # the nest taken into a person's hand
    PILE_CARD = 4   # a person drew the top card of the pile


@dataclass(frozen=True, slots=True)
class UndoFloor:
    """How far back undo may go: to ``decisions`` decisions, not fewer; ``reveal`` is what was shown
    there (``None``: nothing was, undo may go back to the deal)."""

    decisions: int
    reveal: Reveal | None


def seen_events(events: Sequence[Event]) -> int:
    """How many of ``events`` the table has shown, as a game is shown when resumed or opened: all of
    them but a next deal waiting behind a hand's summary nobody has acted after (not yet read)."""
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], HandEnded):
            return index + 1
        if isinstance(events[index], MOVE_EVENTS):
            break
    return len(events)


def _reveal(event: Event, human_seats: Collection[int], decisions: int) -> Reveal | None:
    """What ``event`` showed the people of hidden stock cards, if anything."""
    if isinstance(event, CardDrawn) and event.source == "pile" and event.seat in human_seats:
        return Reveal.PILE_CARD
    if isinstance(event, FaceUpTurned):
        return Reveal.FACE_UP
    if isinstance(event, NestTaken) and event.seat in human_seats:
        return Reveal.NEST
    if isinstance(event, Dealt) and decisions > 0:   # the first deal comes before anything to undo
        return Reveal.DEAL
    return None


def undo_floor(game: Game, human_seats: Collection[int], shown: int | None = None) -> UndoFloor:
    """The fewest decisions undo may rewind ``game`` to without hiding again a card the people saw.

    ``shown`` is how many of the game's events the table has shown (by default as in
    :func:`seen_events`): a deal still waiting behind an unread hand summary was not seen.
    """
    seats = set(human_seats)
    shown = seen_events(game.events) if shown is None else shown
    floor = UndoFloor(0, None)
    decisions = 0   # the decisions whose events have begun
    previous: Event | None = None
    for event in game.events[:shown]:
        # A decision's events start with its move. A draw deals two cards in one decision (the
        # winner's, then the other player's); two draws never meet, a trick lies between them.
        if isinstance(event, MOVE_EVENTS) and not (isinstance(event, CardDrawn) and isinstance(previous, CardDrawn)):
            decisions += 1
        previous = event
        reveal = _reveal(event, seats, decisions)
        if reveal is None:
            continue
        if decisions > floor.decisions or floor.reveal is None or reveal.value > floor.reveal.value:
            floor = UndoFloor(decisions, reveal)
    return floor


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
    # The last floor worked out, with the game, its event count and the events shown it was for:
    # the window asks after every event shown, and a late game has thousands.
    _floor: tuple[Game, int, int | None, UndoFloor] | None = field(default=None, repr=False)

    def floor(self, game: Game, shown: int | None = None) -> UndoFloor:
        """How far back undo may go in ``game`` (see :func:`undo_floor`)."""
        cached = self._floor
        if cached is not None and cached[0] is game and cached[1] == len(game.events) and cached[2] == shown:
            return cached[3]
        floor = undo_floor(game, self.human_seats, shown)
        self._floor = (game, len(game.events), shown, floor)
        return floor

    def _redo_line(self, game: Game) -> Game | None:
        line = self._line
        if line is None or not _is_prefix(game.actions, line.actions) or len(line.actions) == len(game.actions):
            return None
        return line

    def _undo_point(self, game: Game, shown: int | None) -> int | None:
        """The decision count undo rewinds to: the people's last decision, unless cards were shown after it."""
        points = undo_points(game, self.human_seats)
        if not points or points[-1] < self.floor(game, shown).decisions:
            return None
        return points[-1]

    def can_undo(self, game: Game, shown: int | None = None) -> bool:
        """Whether the people's last decision can be taken back (``shown``: see :func:`undo_floor`)."""
        return self._undo_point(game, shown) is not None

    def stopped_by(self, game: Game, shown: int | None = None) -> Reveal | None:
        """What keeps the people's last decision from being taken back: the hidden cards shown
        after it (``None`` when it can be, or there is none)."""
        points = undo_points(game, self.human_seats)
        floor = self.floor(game, shown)
        return floor.reveal if points and points[-1] < floor.decisions else None

    def undo(self, game: Game, shown: int | None = None) -> Game:
        """The game before the people's last decision (and the computers' after it)."""
        point = self._undo_point(game, shown)
        if point is None:
            raise ValueError("there is no decision to take back")
        if self._redo_line(game) is None:
            self._line = game.clone()
        return rewind(game, point)

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
