"""The game controller: owns the game and one input per seat, and drives the turns.

When a seat is to act, the controller waits until the table has finished its
animations, then hands that seat's input the seat's view and legal choices.
When the input answers, the controller applies the action; the engine's
events reach the table and the models through the bridge. The engine never
waits on the display, and the display never computes rules.

Hot-seat privacy lives here too: with several people at one computer, every hand
is face down while the computers play, and before the turn of a person other than
the last one shown a curtain asks to pass the computer on; the person's hand is
shown only when they lift it.
"""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot
from PySide6.QtWidgets import QApplication

from rookdesk.ai.player import Choice, choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.actions import Action, Discard, Draw, DrawSource, PlayCard
from rookdesk.engine.cards import Card, parse_card
from rookdesk.engine.events import (
    MOVE_EVENTS, CardDrawn, CardPlayed, Dealt, Event, GameEnded, HandEnded, NestTaken, SeatInfo,
)
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.rules import RuleSet
from rookdesk.engine.views import CompletedTrick, public_view
from rookdesk.ui.bridge import EngineBridge
from rookdesk.ui.hand_end_view import view_at_hand_end
from rookdesk.ui.inputs import AIInput, HumanInput, SeatInput, ThinkRelay, make_computer
from rookdesk.ui.texts import illegal_reason

if TYPE_CHECKING:
    from rookdesk.ui.table import TableScene

log = logging.getLogger(__name__)

HUMAN = "human"
# The computer thinks in Python on a worker thread, and every paint of the table re-enters
# Python too: both need the GIL. With CPython's default 5 ms switch interval, each re-entry
# of the GUI thread can wait up to 5 ms, and a frame makes dozens. Half a millisecond keeps
# frames smooth while the computer thinks (measured: p99 frame gap 240 ms -> 60 ms under load),
# at a negligible cost to the search.
GUI_SWITCH_INTERVAL = 0.0005
DIALOG_POLL_MS = 150   # how often a computer's held move looks whether the dialog has closed


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """Who sits in a seat: a name and ``human`` or a computer level (``easy``, ``normal``, ``hard``)."""

    name: str
    kind: str = HUMAN

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def seat_info(self) -> SeatInfo:
        return SeatInfo(self.name, HUMAN if self.is_human else f"ai:{self.kind}")


class GameController(QObject):
    """Runs one game at a time between the engine, the seat inputs and the table scene."""

    gameStarted = Signal()
    turnStarted = Signal(int, object)       # seat, Choice (any seat: the status bar follows it)
    humanTurnStarted = Signal(int, object)  # seat, Choice: the panels show what the person may do
    turnEnded = Signal(int)                 # seat
    curtainRequested = Signal(int)          # seat whose person must come to the computer
    curtainLifted = Signal(int)
    handSummaryReady = Signal(object)       # HandEnded
    gameOverReady = Signal(object)          # GameEnded
    actionRefused = Signal(str)             # the rule that forbids what the person tried
    eventShown = Signal(object)             # every event as it reaches the table
    pausedChanged = Signal(bool)            # the computers were paused (True) or go on

    def __init__(self, scene: TableScene, ai_pause_ms: int = 700, ai_think_seconds: float | None = 1.0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.ai_pause_ms = ai_pause_ms
        self.ai_think_seconds = ai_think_seconds
        self.bridge = EngineBridge(self)
        self.bridge.eventOccurred.connect(self._on_event)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(2)
        if sys.getswitchinterval() > GUI_SWITCH_INTERVAL:
            sys.setswitchinterval(GUI_SWITCH_INTERVAL)
        self.relay = ThinkRelay(self)
        self.game: Game | None = None
        self.seats: tuple[SeatSetup, ...] = ()
        self.inputs: list[SeatInput] = []
        self.generation = 0
        self.awaiting: int | None = None
        self.choice: Choice | None = None
        # Why the dimmed cards of the person to play may not be played, each reason once: the play
        # panel says it too, for keyboard users (the arrow keys skip dimmed cards) and screen readers.
        self.play_refusals: tuple[str, ...] = ()
        self.curtain_for: int | None = None
        self.shown: int | None = None          # the seat whose hand is face up at the bottom
        # Hot-seat: the person whose hand went face down while the computers play (round 24: it lay open to
        # the next person waiting by the screen); shown again with no curtain if they are the next to act.
        self.stepped_away: int | None = None
        self.hand_end: HandEnded | None = None
        self.game_end: GameEnded | None = None
        self._holding = False                  # events wait behind the hand summary
        self._pending: list[Event] = []
        self._summary_shown = False
        self._nest_on_table = 0
        self._advance_timer = QTimer(self)
        self._advance_timer.setSingleShot(True)
        self._advance_timer.setInterval(0)
        self._advance_timer.timeout.connect(self._advance)
        # A computer's move waits while a dialog (Preferences, New game, a question) or a menu is open
        # over the table: people would not see the cards it played behind it.
        self._held_move: tuple[int, Any] | None = None
        self._trick_taken_in: int | None = None   # the number of tricks when the last was taken in (see load_game)
        self.paused = False   # the person paused the computers (Game > Pause): their moves are held as well
        self._dialog_timer = QTimer(self)
        self._dialog_timer.setSingleShot(True)
        self._dialog_timer.setInterval(DIALOG_POLL_MS)
        self._dialog_timer.timeout.connect(self._release_held_move)
        scene.animationsFinished.connect(self._on_scene_idle)

    # Who plays ---------------------------------------------------------------

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def is_hot_seat(self) -> bool:
        return len(self.human_seats) > 1

    @property
    def rules(self) -> RuleSet | None:
        return self.game.rules if self.game else None

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    # Starting and stopping ---------------------------------------------------

    def new_game(self, rules: RuleSet, seats: Sequence[SeatSetup], seed: int) -> Game:
        """Replace any running game (a computer still thinking is cancelled) and deal a new one."""
        if len(seats) != rules.players:
            raise ValueError(f"{len(seats)} seats for {rules.players} players")
        self._stop_inputs()
        self.set_paused(False)   # a new deal is played, not looked at
        self.generation += 1
        self.seats = tuple(seats)
        self._trick_taken_in = None
        self.game = Game(rules, seed, tuple(s.seat_info() for s in self.seats))
        self.inputs = [self._make_input(i, s, seed) for i, s in enumerate(self.seats)]
        self.awaiting = self.choice = self.curtain_for = self.stepped_away = None
        self.hand_end = self.game_end = None
        self._holding, self._pending, self._summary_shown = False, [], False
        self.scene.new_game(rules, self.names)
        humans = self.human_seats
        self.shown = None if len(humans) > 1 else (humans[0] if humans else 0)
        self.scene.set_hot_seat(len(humans) > 1)
        self.scene.set_viewer(self.shown)
        self.bridge.attach(self.game)
        self.gameStarted.emit()
        self.game.start()
        self._schedule()
        return self.game

    def load_game(self, game: Game, seats: Sequence[SeatSetup], *, summary_first: bool = False,
                  at_screen: int | None = None, trick_taken_in: bool = False) -> Game:
        """Go on with a game already under way (resumed, opened from a file, or rewound by undo).

        The table is rebuilt at once from the game's state (no deal animation); in
        hot-seat every hand stays hidden until the curtain is lifted for the seat to act.
        ``gameStarted`` is emitted as for a new game, before the table is rebuilt. With
        ``summary_first``, a game left while a hand's summary was on show (nobody has acted
        in the next hand yet) shows that summary again before the next hand goes on. ``at_screen``: in
        hot-seat, the person whose hand was on show (an undo's): if the game goes on with their turn,
        their hand stays shown, with no curtain asking them to pass the screen to themselves.
        ``trick_taken_in``: the trick just won, if any, is not on the table (an undo's: the person had seen
        it taken in before the decision taken back, round 34).
        """
        if len(seats) != game.rules.players:
            raise ValueError(f"{len(seats)} seats for {game.rules.players} players")
        self._stop_inputs()
        self.generation += 1
        self.seats = tuple(seats)
        self.game = game
        self._trick_taken_in = len(game.tricks) if trick_taken_in else None
        self.inputs = [self._make_input(i, s, game.seed) for i, s in enumerate(self.seats)]
        self.awaiting = self.choice = self.curtain_for = self.stepped_away = None
        self.hand_end = self.game_end = None
        self._holding, self._pending, self._summary_shown = False, [], False
        # Left on a hand's summary: the table is shown as it was then, the next deal waits behind it.
        at = _unread_hand_end_at(game.events) if summary_first and not game.is_over else None
        unread = game.events[at] if at is not None else None
        if unread is not None:
            self.hand_end, self._holding = unread, True
            self._pending = list(game.events[at + 1:])
        self._nest_on_table = 0
        for event in self.events_on_table():  # the nest lies on the table from the deal until it is taken
            if isinstance(event, Dealt):
                self._nest_on_table = len(event.nest)
            elif isinstance(event, NestTaken):
                self._nest_on_table = 0
        self.scene.new_game(game.rules, self.names)
        humans = self.human_seats
        self.shown = None if len(humans) > 1 else (humans[0] if humans else 0)
        if self.shown is None and at_screen in humans and at is None and game.to_act == at_screen:
            self.shown = at_screen
        self.scene.set_hot_seat(len(humans) > 1)
        self.scene.set_viewer(self.shown)
        self.bridge.attach(game)
        self.gameStarted.emit()
        if at is not None:
            self._show_empty_table(at)
        else:
            self.sync_scene()
        if game.is_over:
            self.game_end = next((e for e in reversed(game.events) if isinstance(e, GameEnded)), None)
            if self.game_end is not None:
                self.gameOverReady.emit(self.game_end)
            return game
        self._schedule()
        return game

    def events_on_table(self) -> list[Event]:
        """The game's events the table shows: all of them, but those waiting behind a hand summary."""
        events = list(self.game.events) if self.game is not None else []
        return events[:len(events) - len(self._pending)]

    def _show_empty_table(self, hand_end_at: int) -> None:
        """The table between two hands: every card gathered in, nothing dealt yet, the name plates as the
        hand summed up ended (its dealer, bid and tallies; the engine has dealt the next hand already)."""
        game = self.game
        assert game is not None
        # In hot-seat nobody is shown, and the plates come from the public view (round 19: resumed on a
        # summary, they had lost the dealer, the bid and the tallies).
        seen = game.view_for(self.shown) if self.shown is not None else public_view(game.view_for(0))
        empty = view_at_hand_end(replace(seen, hand=()), game.events, hand_end_at)
        if self.shown is not None:
            self.scene.sync(empty, [0] * game.rules.players, [], None, 0, 0)
        else:
            self.scene.sync(None, [0] * game.rules.players, [], None, 0, 0, public=empty)
        end = game.events[hand_end_at]
        assert isinstance(end, HandEnded)
        self.scene.show_hand_score(end)

    def _make_input(self, seat: int, setup: SeatSetup, seed: int) -> SeatInput:
        if setup.is_human:
            made: SeatInput = HumanInput(seat, self)
        else:
            player = make_computer(setup.kind, seed * 7919 + seat, self.ai_think_seconds)
            made = AIInput(seat, player, self.pool, self.relay, self.ai_pause_ms, self)
        made.actionChosen.connect(self._on_action)
        return made

    def _stop_inputs(self) -> None:
        self._advance_timer.stop()
        self._dialog_timer.stop()
        self._held_move = None
        for seat_input in self.inputs:
            seat_input.shutdown()
            seat_input.deleteLater()
        self.inputs = []
        self.bridge.detach()

    def shutdown(self, wait_ms: int = 5000) -> None:
        """Stop the game for good (app quit): cancel thinking computers and wait for their threads."""
        self._stop_inputs()
        self.generation += 1
        self.game = None
        self.pool.clear()
        self.pool.waitForDone(wait_ms)

    def set_ai_pause(self, pause_ms: int) -> None:
        self.ai_pause_ms = pause_ms
        for seat_input in self.inputs:
            if isinstance(seat_input, AIInput):
                seat_input.pause_ms = pause_ms

    # Events ------------------------------------------------------------------

    @Slot(object)
    def _on_event(self, event: Event) -> None:
        if self._holding:
            self._pending.append(event)
            return
        self._show_event(event)

    def _show_event(self, event: Event) -> None:
        if isinstance(event, Dealt):
            self._nest_on_table = len(event.nest)
        elif isinstance(event, NestTaken):
            self._nest_on_table = 0
        self.scene.handle_event(event)
        self.eventShown.emit(event)
        if isinstance(event, HandEnded):
            # The next deal waits until the people have read the hand's score.
            self.hand_end, self._holding, self._summary_shown = event, True, False
        elif isinstance(event, GameEnded):
            self.game_end = event

    def continue_after_hand(self) -> None:
        """The hand summary was read: show the next deal (or the game-over panel)."""
        if not self._holding:
            return
        self._holding = False
        if self.is_hot_seat:
            self.shown = self.stepped_away = None   # a new hand starts behind the curtain, whoever is first
            self.scene.set_viewer(None)
        pending, self._pending = self._pending, []
        for event in pending:
            self._on_event(event)
        if self.game_end is not None and self.game is not None and self.game.is_over:
            self.gameOverReady.emit(self.game_end)
            return
        self._schedule()

    # Turns -------------------------------------------------------------------

    def _schedule(self) -> None:
        self._advance_timer.start()

    @Slot()
    def _on_scene_idle(self) -> None:
        if self.game is not None and self.awaiting is None:
            self._schedule()

    @Slot()
    def _advance(self) -> None:
        game = self.game
        if game is None or self.awaiting is not None or self.curtain_for is not None:
            return
        if self.scene.is_animating():
            return  # animationsFinished brings us back
        if self._holding:
            if not self._summary_shown and self.hand_end is not None:
                self._summary_shown = True
                self.handSummaryReady.emit(self.hand_end)
            return
        if game.is_over or game.to_act is None:
            return
        seat = game.to_act
        if self.is_hot_seat and not self.inputs[seat].is_human and self.shown is not None:
            self.stepped_away, self.shown = self.shown, None
            self.scene.set_viewer(None)
            self.sync_scene()
        if self.inputs[seat].is_human and self.shown != seat:
            if self.is_hot_seat and self.stepped_away == seat:
                self.stepped_away = None   # no other person has acted since: no screen to pass
                self._show_seat(seat)
            elif self.is_hot_seat:
                self.stepped_away = None
                self.curtain_for = seat
                self.shown = None
                self.scene.set_viewer(None)
                self.scene.face_seat(seat)   # the person asked for sits at the bottom already
                self.curtainRequested.emit(seat)
                return
            self._show_seat(seat)
        self._activate(seat)

    def lift_curtain(self) -> None:
        """The person the curtain asked for has come: show their hand and let them act."""
        seat = self.curtain_for
        if seat is None or self.game is None:
            return
        self.curtain_for = None
        self._show_seat(seat)
        self.curtainLifted.emit(seat)
        self._schedule()

    def _show_seat(self, seat: int) -> None:
        self.shown = seat
        self.scene.set_viewer(seat)
        self.sync_scene()

    def sync_scene(self) -> None:
        """Rebuild the table for the seat shown (or nobody)."""
        game = self.game
        if game is None:
            return
        view = game.view_for(self.shown) if self.shown is not None else None
        # Behind a curtain (a game opened or a move undone in hot-seat) the plates still say who dealt,
        # who bid what and the tricks taken: they are nobody's secret (round 17: they were blank).
        public = public_view(game.view_for(0)) if view is None else None
        trick = [(seat, card.id) for seat, card in zip(game.trick_seats, game.trick)]
        won = trick_just_won(game)   # the table may leave it lying until the next lead
        if won is not None and self._trick_taken_in == len(game.tricks):
            won = None
        last = [(seat, card.id) for seat, card in zip(won.seats, won.cards)] if won is not None else []
        drawn = blind_draw_held(game.events, self.shown) if self.shown is not None else None
        self.scene.sync(view, [len(h) for h in game.hands], trick,
                        game.face_up.id if game.face_up else None, len(game.pile), self._nest_on_table,
                        last, won.winner if won is not None else None, public,
                        drawn.id if drawn is not None else None)

    def _activate(self, seat: int) -> None:
        game = self.game
        assert game is not None
        choice = choice_for(game)
        self.awaiting, self.choice = seat, choice
        seat_input = self.inputs[seat]
        if seat_input.is_human:
            self._arm_table(seat, choice)
        seat_input.activate(choice, self.generation)
        self._mark_turn(seat)
        self.turnStarted.emit(seat, choice)
        if seat_input.is_human:
            self.humanTurnStarted.emit(seat, choice)

    def _arm_table(self, seat: int, choice: Choice) -> None:
        """Let the table take the person's input for this decision."""
        game = self.game
        assert game is not None
        phase = choice.view.phase
        if phase is Phase.PLAY:
            style = game.rules.deck.style
            reasons: dict[str, str | None] = {}
            refused: list[tuple[str, str]] = []   # (the reason, its rule's code)
            for card in choice.view.hand:
                error = game.why_illegal(PlayCard(seat, card))
                reasons[card.id] = None if error is None else illegal_reason(error, style)
                if error is not None:
                    refused.append((reasons[card.id] or "", error.code))
            self.play_refusals = refusals_in_rule_order(refused)
            self.scene.set_playable(reasons)
        elif phase is Phase.DISCARD:
            self.scene.set_discard_mode(game.rules.nest_size)
        elif phase is Phase.DRAW:
            self.scene.set_draw_choice(True)

    def _mark_turn(self, seat: int | None) -> None:
        # The turn marker is an addition of the table scene beyond the shared contract.
        mark = getattr(self.scene, "set_turn", None)
        if callable(mark):
            mark(seat)

    def _disarm_table(self) -> None:
        self.play_refusals = ()
        self.scene.set_playable(None)
        self.scene.set_discard_mode(None)
        self.scene.set_draw_choice(False)

    # Answers -----------------------------------------------------------------

    def submit(self, action: Action) -> bool:
        """A person's decision from the table or a panel, for the seat being asked."""
        if self.awaiting is None or action.seat != self.awaiting:
            return False
        seat_input = self.inputs[self.awaiting]
        return isinstance(seat_input, HumanInput) and seat_input.submit(action)

    def play_card(self, card_id: str) -> bool:
        if self.awaiting is None:
            return False
        return self.submit(PlayCard(self.awaiting, parse_card(card_id)))

    def choose_draw(self, source: str) -> bool:
        if self.awaiting is None:
            return False
        return self.submit(Draw(self.awaiting, DrawSource(source)))

    def discard(self, card_ids: Sequence[str]) -> bool:
        if self.awaiting is None:
            return False
        return self.submit(Discard(self.awaiting, tuple(parse_card(c) for c in card_ids)))

    @Slot(int, object)
    def _on_action(self, generation: int, action: Any) -> None:
        game = self.game
        if game is None or generation != self.generation or self.awaiting is None or action.seat != self.awaiting:
            return  # late: the game was replaced or the turn is over
        seat_input = self.inputs[self.awaiting]
        if not seat_input.is_human and (self.paused or dialog_open()):
            self._held_move = (generation, action)
            self._dialog_timer.start()
            return
        error = game.why_illegal(action)
        if error is not None:
            if seat_input.is_human:
                self.actionRefused.emit(illegal_reason(error, game.rules.deck.style))
                return
            # A computer player's bug must not stall the table: play a random legal move instead.
            log.error("computer seat %d chose an illegal action %r: %s", action.seat, action, error)
            assert self.choice is not None
            action = RandomPlayer(action.seat).choose(self.choice)
        seat = self.awaiting
        self.awaiting, self.choice = None, None
        seat_input.deactivate()
        if seat_input.is_human:
            self._disarm_table()
        self.turnEnded.emit(seat)
        self._mark_turn(None)
        game.apply(action)
        self._schedule()

    def set_paused(self, paused: bool) -> None:
        """Hold every computer's move from now on (``True``), or let them go on, the move held first."""
        if paused == self.paused:
            return
        self.paused = paused
        self.pausedChanged.emit(paused)
        if not paused:
            self._release_held_move()

    def _release_held_move(self) -> None:
        if self._held_move is None or self.paused:   # set_paused(False) releases it
            return
        if dialog_open():
            self._dialog_timer.start()
            return
        held, self._held_move = self._held_move, None
        self._on_action(*held)


# The rules of play in the order the panel under the table says them.
REFUSAL_ORDER = {"must_follow_suit": 0, "must_follow_trump": 1, "rook_must_follow": 2}


def refusals_in_rule_order(refused: Sequence[tuple[str, str]]) -> tuple[str, ...]:
    """Each reason of ``refused`` ((reason, rule code) pairs, by the hand's cards) once, in the rules' order:
    in the hand's, "You must follow suit" came first on one turn and second on the next (round 34)."""
    codes: dict[str, str] = {}
    for reason, code in refused:
        codes.setdefault(reason, code)
    return tuple(sorted(codes, key=lambda reason: REFUSAL_ORDER.get(codes[reason], len(REFUSAL_ORDER))))


def dialog_open() -> bool:
    """A modal dialog or message box, or a menu, is open (in front of the table)."""
    return QApplication.activeModalWidget() is not None or QApplication.activePopupWidget() is not None


def trick_just_won(game: Game) -> CompletedTrick | None:
    """The hand's last finished trick while no card of the next one is down yet (draws may come
    between), else None."""
    if not game.tricks or game.trick or game.phase not in (Phase.PLAY, Phase.DRAW):
        return None
    return game.tricks[-1]


def blind_draw_held(events: Sequence[Event], seat: int) -> Card | None:
    """The card ``seat`` last took unseen from the pile, while it is in their hand and they have not
    played since; else None. The table marks it "From the pile" (round 25: a resumed game had lost
    the mark, which only the draw itself had set)."""
    for event in reversed(events):
        if isinstance(event, Dealt) or (isinstance(event, CardPlayed) and event.seat == seat):
            return None
        if isinstance(event, CardDrawn) and event.seat == seat:
            return event.card if event.source != DrawSource.FACE_UP.value else None
    return None


def unread_hand_end(game: Game) -> HandEnded | None:
    """The last hand's end when nobody has acted since (the next hand only dealt): its summary has
    not been read, else None."""
    at = _unread_hand_end_at(game.events)
    return game.events[at] if at is not None else None


def _unread_hand_end_at(events: Sequence[Event]) -> int | None:
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], HandEnded):
            return index
        if isinstance(events[index], MOVE_EVENTS):
            return None
    return None
