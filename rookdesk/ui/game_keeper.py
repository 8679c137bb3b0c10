"""Keeping the game: autosave and resume, Save and Open, Undo and Redo, hints, statistics.

The keeper sits beside the main window's controller. It adds its actions to
the Game menu, follows every game the controller plays (the autosave and the
statistics subscribe to the engine), and replaces the controller's game with
another one when a game is resumed, opened, undone or redone. A replacement
game is loaded whole: the table is rebuilt from the game's state and the
score sheet, bid history and trick log from its events, so nothing the
people saw is lost.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QMenu

from rookdesk.engine.actions import Action, Bid, Discard, Draw, NameTrump, Pass, PlayCard
from rookdesk.engine.events import Event, GameEnded, HandEnded
from rookdesk.engine.game import Game
from rookdesk.engine.history import Reveal, UndoHistory, undo_points
from rookdesk.storage.autosave import Autosaver, Resumable, default_autosave_folder, new_game_id
from rookdesk.storage.saves import (
    SUFFIX, SaveFileError, first_line_keys, hands_read_of, open_game, save_game, seat_kind, with_suffix,
)
from rookdesk.ui.controller import SeatSetup, unread_hand_end
from rookdesk.ui.greyed_keys import answer_while_greyed
from rookdesk.ui.i18n import local_seat_name
from rookdesk.ui.texts import arg, card_name, rules_title, suit_word, unbroken

# Hints, the statistics (SQLite), their window and the file and message boxes are imported
# when first used, not at start-up.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from rookdesk.storage.statistics import Statistics, StatisticsRecorder
    from rookdesk.ui.main_window import MainWindow
    from rookdesk.ui.statistics_window import StatisticsWindow
    from rookdesk.ui.table.card_item import CardItem

log = logging.getLogger(__name__)

HINT_COLOUR = QColor("#ff8f00")


def seats_of(game: Game) -> list[SeatSetup]:
    """The controller's seat setup for a game read from a record, its default names in today's language."""
    return [SeatSetup(local_seat_name(info.name), seat_kind(info.player)) for info in game.seats]


def platform_keys(standard: QKeySequence.StandardKey, key: Qt.Key) -> list[QKeySequence]:
    """The platform's keys for ``standard``, and Ctrl+Shift+``key`` where the platform lacks it
    (Windows has no Save As key and binds Redo to Ctrl+Y only)."""
    keys = list(QKeySequence.keyBindings(standard))
    ctrl_shift = QKeySequence(Qt.Modifier.CTRL | Qt.Modifier.SHIFT | key)
    if ctrl_shift not in keys:
        keys.append(ctrl_shift)
    return keys


class HintMarker(QGraphicsPathItem):
    """A bright ring round a suggested card, hugging the card wherever it lies.

    It is a child of the card item, so it moves, turns and scales with the card and is
    stacked just above it: a neighbour that overlaps the card overlaps its ring the same
    way, instead of the ring being drawn across the neighbour. The card's rise (hover,
    focus) and width happen inside the card's own frame, so the ring is reshaped for them.
    """

    PAD = 6.0   # how far the ring stands off the card's edge: the focus ring inside stays in sight

    def __init__(self, card: CardItem) -> None:
        # Made whole before it joins the card (and so the scene): put in the scene by the constructor, it
        # could be asked its shape half built, and the app aborted with "pure virtual method called"
        # (round 31: H after the Game menu had taken the focus from the table, the mouse over the hand:
        # the table took the focus back as the marker went in, and set the cursor of the card under
        # the mouse, which has the scene find every item there).
        super().__init__()
        self.card = card
        pen = QPen(HINT_COLOUR, 5)
        pen.setCosmetic(True)
        self.setPen(pen)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.reshape()
        self.setParentItem(card)
        # A child moves with its card; only a rise or a new width moves the face inside the card's frame.
        card.faceMoved.connect(self.reshape)
        self._attached = True

    def reshape(self) -> None:
        rect = self.card.card_rect().adjusted(-self.PAD, -self.PAD, self.PAD, self.PAD)
        if self.path().boundingRect() == rect:
            return
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        self.setPath(path)

    def detach(self) -> None:
        """Stop following the card and leave the table (the card may be gone already)."""
        if not self._attached:
            return
        self._attached = False
        if shiboken6.isValid(self.card):
            self.card.faceMoved.disconnect(self.reshape)
        if shiboken6.isValid(self):
            scene = self.scene()
            if scene is not None:
                scene.removeItem(self)
            self.setParentItem(None)


def same_file(a: Path, b: Path) -> bool:
    """Whether two paths name one file (either may be missing)."""
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


class GameKeeper(QObject):
    """Autosave, Save/Open, Undo/Redo, Hint and Statistics for one main window."""

    gameReplaced = Signal()     # resumed, opened, undone or redone
    hintShown = Signal(object)  # the suggested Action

    def __init__(self, window: MainWindow, data_folder: str | Path | None = None,
                 statistics: Statistics | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.folder = Path(data_folder) if data_folder is not None else default_autosave_folder()
        self.autosaver = Autosaver(self.folder)
        # The statistics database is opened when first needed, at the latest just after the
        # dealt table is first painted (see ``_ensure_statistics``): nobody sees it at start-up.
        self._statistics = statistics
        self._statistics_problem = ""
        self._statistics_tried = statistics is not None
        self.recorder: StatisticsRecorder | None = None
        if statistics is not None:
            from rookdesk.storage.statistics import StatisticsRecorder

            self.recorder = StatisticsRecorder(statistics)
        self._recording: tuple[Game, str, bool, int] | None = None  # followed before the database was open
        self._shut_down = False
        self.game_id = ""
        self.save_path: Path | None = None
        # The game and its events as last written to or read from save_path, and that file's
        # (modification time, size) then: replacing a game saved as it stands loses nothing.
        self._saved: tuple[Game, tuple[Event, ...], tuple[int, int]] | None = None
        self.history = UndoHistory(frozenset())
        self._loading: str | None = None          # the id of a game being loaded
        # How many of the game's events the table has shown: the engine has the next deal at once
        # when a hand ends, but it waits behind the hand's summary, unseen until that is read.
        self._seen = 0
        self._autosave_warned = False
        self._markers: list[HintMarker] = []
        self.hint_text = ""   # the hint on the status line, taken off with the hint
        # A game left in progress whose resume the person put off ("New game", then Cancel): its
        # autosave stays on disk until another game replaces it; Game menu and welcome panel offer it.
        self.left_game: Resumable | None = None
        self._left_game_declined = False   # "New game" in the resume question: dealing may replace it
        self._statistics_window: StatisticsWindow | None = None
        self.resume_box: QMessageBox | None = None
        self._build_actions()
        self.controller.gameStarted.connect(self._on_game_started)
        self.controller.turnStarted.connect(lambda *_: self.update_actions())
        self.controller.turnEnded.connect(lambda *_: self.clear_hint())
        self.controller.eventShown.connect(self._on_event_shown)
        self.update_actions()

    # Building -------------------------------------------------------------------

    @property
    def statistics(self) -> Statistics | None:
        """The statistics database, or ``None`` when it cannot be opened (see :attr:`statistics_problem`)."""
        self._ensure_statistics()
        return self._statistics

    @property
    def statistics_problem(self) -> str:
        """Why the statistics database cannot be opened ("" when it can)."""
        self._ensure_statistics()
        return self._statistics_problem

    def _ensure_statistics(self) -> None:
        """Open the statistics database the first time it is needed and record the game followed so far."""
        if self._statistics_tried:
            return
        self._statistics_tried = True
        self._open_statistics()
        if self._statistics is None:
            self._recording = None
            return
        from rookdesk.storage.statistics import StatisticsRecorder

        self.recorder = StatisticsRecorder(self._statistics)
        following, self._recording = self._recording, None
        if following is not None:
            game, game_id, rewound, seen = following
            self.recorder.attach(game, game_id, rewound=rewound, since=seen)

    def open_statistics_soon(self) -> None:
        """After the first paint of the table: open the statistics before the first hand is scored."""
        if not self._shut_down:
            self._ensure_statistics()

    def _open_statistics(self) -> None:
        from rookdesk.storage.statistics import DATABASE_NAME, Statistics, StatisticsError

        try:
            self._statistics = Statistics(self.folder / DATABASE_NAME)
        except StatisticsError as exc:
            self._statistics, self._statistics_problem = None, str(exc)
            log.warning("statistics unavailable: %s", exc)

    def _action(self, text: str, name: str, shortcuts: list[QKeySequence], slot) -> QAction:
        action = QAction(text, self.window)
        action.setObjectName(name)
        action.setShortcuts(shortcuts)
        action.triggered.connect(slot)
        self.window.addAction(action)  # shortcuts work even when the menu bar is hidden
        return action

    def _build_actions(self) -> None:
        standard = QKeySequence.StandardKey
        self.open_action = self._action(self.tr("&Open…"), "openGame", QKeySequence.keyBindings(standard.Open),
                                        self.open_dialog)
        self.save_action = self._action(self.tr("&Save"), "saveGame", QKeySequence.keyBindings(standard.Save), self.save)
        self.save_as_action = self._action(self.tr("Save &As…"), "saveGameAs",
                                           platform_keys(standard.SaveAs, Qt.Key.Key_S), self.save_as)
        self.undo_action = self._action(self.tr("&Undo"), "undo", QKeySequence.keyBindings(standard.Undo), self.undo)
        self.redo_action = self._action(self.tr("&Redo"), "redo", platform_keys(standard.Redo, Qt.Key.Key_Z),
                                        self.redo)
        self.hint_action = self._action(self.tr("&Hint"), "hint", [QKeySequence(Qt.Key.Key_H)], self.show_hint)
        self.statistics_action = self._action(self.tr("S&tatistics…"), "statistics", [], self.show_statistics)
        self.resume_left_action = self._action(self.tr("Resume the game &left in progress"), "resumeLeftGame", [],
                                               self.resume_left_game)
        self.resume_left_action.setVisible(False)   # only while such a game waits
        self.undo_action.setToolTip(self._undo_tip())
        # Ctrl+Z with Undo greyed out says why (a keyboard player pressing it saw nothing happen).
        self.undo_refusal = answer_while_greyed(self.undo_action, self.window, self.refuse_undo)
        self.hint_action.setToolTip(self.tr("Show what a Normal-strength player would do"))

        menu = self._game_menu()
        if menu is None:
            return
        # Why Undo is greyed out (cards shown since) is its tooltip: the menu shows it on hover.
        menu.setToolTipsVisible(True)
        before = getattr(self.window, "quit_action", None)
        pause = [self.window.pause_action] if hasattr(self.window, "pause_action") else []
        groups = [[self.resume_left_action, self.open_action, self.save_action, self.save_as_action],
                  [self.undo_action, self.redo_action, self.hint_action, *pause], [self.statistics_action]]
        for group in groups:
            for action in group:
                if before is not None and before in menu.actions():
                    menu.insertAction(before, action)
                else:
                    menu.addAction(action)
            if before is not None and before in menu.actions():
                menu.insertSeparator(before)
            else:
                menu.addSeparator()

    def _game_menu(self) -> QMenu | None:
        """The menu that holds Game > New (found by its actions, so any language works)."""
        anchors = [a for a in (getattr(self.window, "new_action", None), getattr(self.window, "quit_action", None)) if a]
        for action in self.window.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu) and any(anchor in menu.actions() for anchor in anchors):
                return menu
        return None

    # Following the controller's games ------------------------------------------------

    def _on_game_started(self) -> None:
        """A game starts or is loaded: autosave it and record its statistics."""
        game = self.controller.game
        if game is None:
            return
        loading, self._loading = self._loading, None
        self.clear_hint()
        self._seen = len(self.controller.events_on_table())
        # The autosave now follows this game: a game left in progress can no longer be resumed.
        self._forget_left_game()
        if loading is None:  # a new deal
            self.game_id = new_game_id()
            self.save_path = None
            self.history = UndoHistory(frozenset(self.controller.human_seats))
        else:
            self.game_id = loading
        # (An undone or resumed game keeps its file: Save writes there again.)
        self.autosaver.attach(game, self.game_id, hands_read=self._hands_read(), saved_as=self.save_path)
        self._record_statistics(game, self.game_id, rewound=loading is not None)
        self.update_actions()
        self.window.show_title()   # a new deal has no file; an undone game differs from its file

    def _record_statistics(self, game: Game, game_id: str, rewound: bool) -> None:
        """Record ``game``'s hands and ending from now on (once the database is open)."""
        if not self._statistics_tried and self._recording is not None and self._scored_since_followed():
            self._ensure_statistics()   # the game followed so far has results to record first
        if self._statistics_tried:
            if self.recorder is not None:
                self.recorder.attach(game, game_id, rewound=rewound)
        else:
            self._recording = (game, game_id, rewound, len(game.events))

    def _scored_since_followed(self) -> bool:
        """Whether the game followed before the database was open has something to write: a hand
        scored or the end since, or a rewind (an undo) whose later hands must be forgotten."""
        if self._recording is None:
            return False
        game, _game_id, rewound, seen = self._recording
        return rewound or any(isinstance(e, (HandEnded, GameEnded)) for e in game.events[seen:])

    def _on_event_shown(self, event: Event) -> None:
        self._seen = self._index_after(event)
        # Shown past a hand's end (Continue was clicked): a resume must not bring its summary back.
        self.autosaver.note_hands_read(self._hands_read())
        self.update_actions()
        self.window.show_title()   # a move since the game was saved marks the title as modified
        problem = self.autosaver.last_error
        if problem is not None and not self._autosave_warned:
            # Said once per trouble, not after every card: the game itself goes on.
            self._autosave_warned = True
            from rookdesk.ui.messages import os_error_text

            self.window.show_message(arg(self.tr("The game cannot be autosaved: %1"), os_error_text(problem)))
        elif problem is None:
            self._autosave_warned = False

    def load(self, game: Game, game_id: str | None = None, keep_history: bool = False,
             summary_first: bool | None = None, at_screen: int | None = None, trick_taken_in: bool = False) -> None:
        """Replace the controller's game with ``game`` (in progress or over), as it stands; a hand's
        summary not yet read is shown first (``summary_first``; by default unless undo or redo).
        ``at_screen`` and ``trick_taken_in``: see ``GameController.load_game``."""
        self.clear_hint()
        if not keep_history:
            self.history = UndoHistory(frozenset(i for i, s in enumerate(seats_of(game)) if s.is_human))
        self._loading = game_id or new_game_id()
        self.window.curtain.hide()
        # An opened or resumed game left on a hand's summary shows it again; undo goes on from the move.
        first = not keep_history if summary_first is None else summary_first
        self.controller.load_game(game, seats_of(game), summary_first=first, at_screen=at_screen,
                                  trick_taken_in=trick_taken_in)
        self._loading = None
        self._rebuild_window(game)
        self.gameReplaced.emit()
        self.update_actions()

    def _rebuild_window(self, game: Game) -> None:
        """Score sheet, bid history and trick log from the game's events (the window's
        own ``gameStarted`` handler sets the badges and Last trick from them)."""
        w = self.window
        models = [m for m in (getattr(w, "score_model", None), getattr(w, "bid_model", None),
                              getattr(w, "trick_model", None)) if m is not None]
        with w.rows_in_bulk():
            for event in game.events:
                for model in models:
                    model.on_event(event)

    # Undo and redo -------------------------------------------------------------------

    def can_undo_here(self) -> bool:
        """Undo is for games with one person; in hot-seat only when the house setting allows it."""
        humans = self.controller.human_seats
        if not humans or self.controller.game is None:
            return False
        return len(humans) == 1 or bool(getattr(self.window.settings, "hot_seat_undo", False))

    def _index_after(self, event: Event) -> int:
        """The count of the game's events up to ``event``, just shown: the table shows them in order,
        and the engine has them all (the next deal included) before the first is shown."""
        events = self.controller.game.events if self.controller.game is not None else []
        for index in range(len(events) - 1, -1, -1):
            if events[index] is event:
                return index + 1
        return len(self.controller.events_on_table())

    def _hands_read(self) -> int:
        """The last hand whose summary the people have read: something after its end is on the table
        (0 before the first hand ends). The hand whose summary is on show is not read yet."""
        events = self.controller.game.events if self.controller.game is not None else []
        shown = self._shown()
        for index in range(shown - 1, -1, -1):
            event = events[index]
            if isinstance(event, HandEnded):
                return event.hand if index < shown - 1 else event.hand - 1
        return 0

    def _shown(self) -> int:
        """How many of the game's events the table has shown (a next deal may wait behind a summary)."""
        return min(self._seen, len(self.controller.events_on_table()))

    def undo(self) -> None:
        game = self.controller.game
        if game is None or not self.can_undo_here() or not self.history.can_undo(game, self._shown()):
            return
        # In hot-seat, a person taking back their own decision is not asked to pass the screen to themselves.
        decision = self._last_decision(game)
        taken_back = decision.seat if decision is not None else None
        self.load(self.history.undo(game, self._shown()), self.game_id, keep_history=True,
                  at_screen=self.controller.shown, trick_taken_in=True)
        if isinstance(decision, PlayCard):
            self.window.scene.return_focus(decision.card.id)
        if len(self.controller.human_seats) > 1 and taken_back is not None:
            # Anyone at the table may press Ctrl+Z: everyone is told whose decision went (round 32: the
            # curtain for the next person came up and cleared the line, so nobody was told), and which,
            # where everyone saw it (round 34: the other person was not told why it was their turn again).
            name = self.controller.names[taken_back]
            what = self._public_decision_text(decision) if decision is not None else ""
            text = (arg(self.tr("%1's last decision was taken back: %2."), name, what) if what
                    else arg(self.tr("%1's last decision was taken back."), name))
            self.window.show_to_everyone(text, until_next_move=True)
        else:
            self.window.show_until_next_move(self.tr("Your last decision was taken back."))

    def _public_decision_text(self, action: Action) -> str:
        """A decision everyone at the table saw made, for a sentence ("playing the Ace of Spades"); "" for a
        discard, which is the bidder's secret."""
        rules = self.controller.rules
        style = rules.deck.style if rules is not None else "rook"
        if isinstance(action, PlayCard):
            return arg(self.tr("playing %1"), card_name(action.card, style))
        if isinstance(action, Bid):
            return arg(self.tr("a bid of %1"), action.amount)
        if isinstance(action, Pass):
            return self.tr("a pass")
        if isinstance(action, NameTrump) and action.suit is not None:
            return arg(self.tr("naming %1 as trump"), suit_word(action.suit))
        if isinstance(action, NameTrump):
            return self.tr("declaring no trump")
        if isinstance(action, Draw) and action.source == "face_up":
            return self.tr("taking the face-up card")
        if isinstance(action, Draw):
            return self.tr("taking a card from the pile")
        return ""

    def _last_decision(self, game: Game) -> Action | None:
        """The person's decision Undo takes back in ``game`` (the engine's last undo point)."""
        points = undo_points(game, self.history.human_seats)
        return game.actions[points[-1]] if points else None

    def redo(self) -> None:
        game = self.controller.game
        if game is None or not self.can_undo_here() or not self.history.can_redo(game):
            return
        # A redone last card of a hand shows the hand's summary again, as it did the first time.
        self.load(self.history.redo(game), self.game_id, keep_history=True, summary_first=True)
        if self.recorder is not None and self.controller.game is not None:
            # The load forgot the hands after the point it started from; a redone hand (or the end)
            # is in the game again, and in the statistics again (an undo and redo of the last card
            # left a won game unrecorded).
            self.recorder.redone(self.controller.game)
        # Said as Undo says its part: a redo that changed the table without a word looked like nothing.
        redone = self.controller.game
        humans = self.controller.human_seats
        decider = next((action.seat for action in redone.actions[len(game.actions):] if action.seat in humans),
                       None) if redone is not None else None
        if len(humans) > 1 and decider is not None:
            # To everyone, by name, as Undo says it: a curtain after the redo cleared the line (round 33).
            self.window.show_to_everyone(arg(self.tr("%1's decision is made again."),
                                             self.controller.names[decider]), until_next_move=True)
        else:
            self.window.show_until_next_move(self.tr("The decision taken back is made again."))

    def refuse_undo(self) -> None:
        """Ctrl+Z with Undo greyed out: say why on the status line, as the greyed item's tooltip does
        (a keyboard player pressing the key saw nothing happen, and no tooltip). Undo greyed out by a
        state since changed (hot-seat undo just switched on) takes back as the item now would."""
        self.update_actions()
        if self.undo_action.isEnabled():
            self.undo()
            return
        self.window.show_until_next_move(self.why_no_undo())

    def why_no_undo(self) -> str:
        """Why Undo cannot take anything back now: the greyed-out item's tooltip and Ctrl+Z's answer."""
        if self.controller.game is None:
            return self.tr("Nothing to undo: no game is being played.")
        if not self.controller.human_seats:
            return self.tr("Nothing to undo: only the computers play in this game.")
        if not self.can_undo_here():
            return self.tr("Cannot undo: Undo is off in hot-seat games (Preferences, Players).")
        stopped = self.undo_stopped_by()
        if stopped is not None:
            return self._undo_tip(stopped)
        return self.tr("Nothing to undo: there is no decision of yours to take back.")

    def _undo_tip(self, stopped: Reveal | None = None) -> str:
        """What Undo does, or why it cannot: hidden cards were shown after the last decision."""
        if stopped is Reveal.PILE_CARD:
            return self.tr("Cannot undo: the card drawn from the pile has been seen.")
        if stopped is Reveal.NEST:
            return self.tr("Cannot undo: the cards of the nest have been seen.")
        if stopped is Reveal.FACE_UP:
            return self.tr("Cannot undo: a new face-up card has been turned on the draw pile.")
        if stopped is Reveal.DEAL:
            return self.tr("Cannot undo: the cards of a new deal have been seen.")
        game = self.controller.game
        decision = self._last_decision(game) if game is not None and len(self.controller.human_seats) > 1 else None
        if decision is not None:
            return arg(self.tr("Take back the last decision of %1 (and the computers' after it)"),
                       self.controller.names[decision.seat])
        return self.tr("Take back your last decision (and the computers' after it)")

    def undo_stopped_by(self) -> Reveal | None:
        """The hidden cards, shown since the people's last decision, that keep Undo from taking it back."""
        game = self.controller.game
        if game is None or not self.can_undo_here():
            return None
        return self.history.stopped_by(game, self._shown())

    def update_actions(self) -> None:
        game = self.controller.game
        undo_here = self.can_undo_here() and game is not None
        shown = self._shown()
        can_undo = undo_here and self.history.can_undo(game, shown)  # type: ignore[arg-type]
        self.undo_action.setEnabled(can_undo)
        self.redo_action.setEnabled(undo_here and self.history.can_redo(game))  # type: ignore[arg-type]
        why_not = "" if can_undo else self.why_no_undo()
        tip = why_not or self._undo_tip()
        if self.undo_action.toolTip() != tip:
            self.undo_action.setToolTip(tip)
            # Hovering the greyed-out item also says why on the status line (where the style allows).
            self.undo_action.setStatusTip(why_not)
        self.save_action.setEnabled(game is not None and bool(game.events))
        self.save_as_action.setEnabled(game is not None and bool(game.events))
        awaiting = self.controller.awaiting
        self.hint_action.setEnabled(
            awaiting is not None and self.controller.inputs[awaiting].is_human and self.controller.curtain_for is None)
        pause = getattr(self.window, "pause_action", None)
        if pause is not None:
            seats = self.controller.seats
            pause.setEnabled(game is not None and not game.is_over and not all(s.is_human for s in seats))

    # Save and open ---------------------------------------------------------------------

    def games_folder(self) -> str:
        """Where Save and Open start: this game's folder, the last folder used for games, Documents or home.

        Only folders that exist count: a file dialog handed a missing folder starts in the
        program's working folder instead (the source checkout, for a tester).
        """
        remembered = self.window.store.games_folder() if self.window.store is not None else self._last_games_folder
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        candidates = [str(self.save_path.parent) if self.save_path is not None else "", remembered, documents]
        for folder in candidates:
            if folder and Path(folder).is_dir():
                return str(Path(folder).resolve())
        return str(Path.home())

    def _remember_games_folder(self, path: Path) -> None:
        folder = str(path.resolve().parent)
        self._last_games_folder = folder
        if self.window.store is not None:
            self.window.store.set_games_folder(folder)

    _last_games_folder = ""   # without a settings store (tests): remembered while the window lives

    def _filter(self) -> str:
        from rookdesk.ui.file_filters import all_files_filter, games_filter

        return f"{games_filter()};;{all_files_filter()}"

    def _open_filter(self) -> str:
        from rookdesk.ui.file_filters import (all_files_filter, games_and_rules_filter, games_filter,
                                              rules_files_filter)

        # Both kinds at first: a rules file from another computer was hidden until the filter was changed.
        return f"{games_and_rules_filter()};;{games_filter()};;{rules_files_filter()};;{all_files_filter()}"

    def save(self) -> bool:
        if self.save_path is None:
            return self.save_as()
        return self.save_to(self.save_path)

    def save_as(self) -> bool:
        """Ask where to save the game and save it there."""
        return self._save_as_from(None)

    def _save_as_from(self, typed: str | None) -> bool:
        """Save As with the chooser on ``typed``, a name refused before. (Not the action's slot itself: a
        triggered action passes its checked state, which was taken for a name.)"""
        if self.controller.game is None:
            return False
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game"), self._save_start(typed),
                                              self._filter())
        if not path:
            return False
        if self.save_to(with_suffix(path)):
            return True
        # Refused (a name too long once ".rookrec" is added, a folder that cannot be written): once the
        # reason is read, the chooser opens again on the name typed, to be corrected instead of typed again.
        self.last_error_box.finished.connect(lambda: self._save_as_from(path))
        return False

    def _save_start(self, typed: str | None) -> str:
        """Where the save chooser starts: the name typed if its folder exists, else "Rook game" in the games folder."""
        if typed is not None and Path(typed).parent.is_dir():
            return str(typed)
        name = Path(typed).name if typed is not None else self.tr("Rook game") + SUFFIX
        return str(Path(self.games_folder()) / name)

    def save_to(self, path: str | Path) -> bool:
        game = self.controller.game
        if game is None:
            return False
        try:
            self.save_path = save_game(game, path, hands_read=self._hands_read())
        except SaveFileError as exc:
            self._error(self.tr("Save game"), self.tr("The game could not be saved."), exc)
            return False
        self._remember_saved(game)
        self.autosaver.note_saved_as(self.save_path)
        self.window.show_title()
        self.window.show_message(arg(self.tr("Saved to %1."), self.save_path.name))
        self._remember_games_folder(self.save_path)
        return True

    def _file_stamp(self) -> tuple[int, int] | None:
        try:
            info = self.save_path.stat() if self.save_path is not None else None
        except OSError:
            return None
        return (info.st_mtime_ns, info.st_size) if info is not None else None

    def _remember_saved(self, game: Game) -> None:
        stamp = self._file_stamp()
        self._saved = (game, tuple(game.events), stamp) if stamp is not None else None

    def saved_as_it_stands(self) -> bool:
        """Whether the game on the table is in its file exactly as it stands (saved or opened since
        the last move, none taken back, and the file not changed or removed since)."""
        game = self.controller.game
        saved = self._saved
        return (game is not None and saved is not None and saved[0] is game and saved[1] == tuple(game.events)
                and saved[2] == self._file_stamp())

    def open_dialog(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        from rookdesk.ui.command_line import FileKind, file_kind

        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a game or house rules"), self.games_folder(),
                                              self._open_filter())
        if path and file_kind(Path(path)) is FileKind.RULES:
            # House rules open as a double-click opens them: added to the library and offered for a new
            # game (read as a game record, a shared rules file was "not valid JSON").
            from rookdesk.ui.file_open import open_file

            return open_file(self.window, Path(path))
        return bool(path) and self.open_path_asking(path)

    def open_path_asking(self, path: str | Path) -> bool:
        """Open a saved game as the person asked: a game in progress is abandoned only if they agree
        (see ``MainWindow.replace_game_after_asking``). ``False`` if the file cannot be read."""
        game = self._read_game(path)
        if game is None:
            return False
        self.window.replace_game_after_asking(lambda: self._use_opened(game, path), opening=Path(path))
        return True

    def open_path(self, path: str | Path) -> bool:
        """Open a saved game at once; a bad file is explained and the current game goes on untouched."""
        game = self._read_game(path)
        if game is None:
            return False
        self._use_opened(game, path)
        return True

    def _read_game(self, path: str | Path) -> Game | None:
        # Read before anyone is asked to give up their game: a bad file changes nothing.
        try:
            return open_game(path)
        except SaveFileError as exc:
            self._error(self.tr("Open game"), self.tr("This file cannot be opened as a game."), exc)
            return None

    def _use_opened(self, game: Game, path: str | Path) -> None:
        # A game saved after its hand's summary was read goes on at the next deal (see unread_summary).
        self.load(game, summary_first=unread_summary(game, hands_read_of(first_line_keys(path))) is not None)
        self.save_path = Path(path).resolve()
        self._remember_saved(game)
        self.autosaver.note_saved_as(self.save_path)
        self.window.show_title()
        self.window.show_message(arg(self.tr("Opened %1."), Path(path).name))   # a sentence, as "Saved to X."
        self._remember_games_folder(Path(path))

    def _error(self, title: str, text: str, exc: Exception) -> None:
        from PySide6.QtWidgets import QMessageBox

        from rookdesk.ui.messages import save_error_details, save_error_text

        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window)
        summary = save_error_text(exc) if isinstance(exc, SaveFileError) else str(exc)
        box.setInformativeText(summary)
        # The record reader's English account of a bad line waits behind Show Details.
        details = save_error_details(exc)
        if details:
            box.setDetailedText(details)
        box.setAccessibleName(title)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.last_error_box = box
        self.last_error_text = f"{text} {summary}"
        self.window.show_message(self.last_error_text)
        box.open()

    # Resume ------------------------------------------------------------------------------

    def pending_resume(self) -> Resumable | None:
        return self.autosaver.pending_resume()

    def offer_resume(self) -> bool:
        """At start-up: ask whether to go on with the game left in progress. ``False`` if there is none."""
        pending = self.pending_resume()
        if pending is None:
            return False
        from PySide6.QtWidgets import QMessageBox

        # As the table will name them: a default seat name in today's language (round 25: "Spieler: South").
        # Each name kept on one line: "Marie- / Christine" broke at its hyphen (round 33).
        names = ", ".join(unbroken(local_seat_name(info.name)) for info in pending.game.seats)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resume game"),
                          self.tr("A game was in progress when rookdesk last closed. Go on with it?"),
                          QMessageBox.StandardButton.NoButton, self.window)
        # Left on a hand's summary, the game is still at that hand for the person (the next is only dealt).
        unread = self._unread_summary(pending)
        hand = unread.hand if unread is not None else pending.game.hand_number
        box.setInformativeText(arg(self.tr("%1 — hand %2 — players: %3"), rules_title(pending.game.rules),
                                   hand, names))
        resume = box.addButton(self.tr("&Resume"), QMessageBox.ButtonRole.AcceptRole)
        new_game = box.addButton(self.tr("&New game"), QMessageBox.ButtonRole.ActionRole)
        # Escape (or closing the box) only puts the question off: the game stays on offer.
        box.addButton(self.tr("&Later"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.setAccessibleName(self.tr("Resume game"))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.resume_box = box

        def finished() -> None:
            self.resume_box = None
            box.deleteLater()
            if box.clickedButton() is resume:
                self.resume(pending)
                return
            # Nothing is thrown away yet: the autosave is replaced only when a new game is dealt,
            # so Cancel in the new-game dialog, or Later, leaves the game to be resumed.
            self._keep_left_game(pending)
            if box.clickedButton() is new_game:
                self._left_game_declined = True
                # They want to choose: the dialog opens on the last rules and seats.
                self.window.show_new_game_dialog()

        box.finished.connect(finished)
        box.open()
        return True

    def resume(self, pending: Resumable) -> None:
        # A game that had a file of its own is saved there again (Ctrl+S asked for a name after a resume).
        saved_as = pending.saved_as if pending.saved_as is not None and pending.saved_as.is_file() else None
        self.save_path = saved_as
        self.load(pending.game, pending.game_id, summary_first=self._unread_summary(pending) is not None)
        if saved_as is not None and self._file_holds(saved_as, pending.game):
            self._remember_saved(self.controller.game)
        self.window.show_title()
        self.window.show_message(self.tr("The game goes on where it was left."))

    @staticmethod
    def _file_holds(path: Path, game: Game) -> bool:
        """Whether the game file at ``path`` holds ``game`` as it stands (no move since it was saved)."""
        try:
            return open_game(path).events == game.events
        except SaveFileError:
            return False

    @staticmethod
    def _unread_summary(pending: Resumable) -> HandEnded | None:
        return unread_summary(pending.game, pending.hands_read)

    def keep_left_game(self) -> bool:
        """Offer a game left in progress in the Game menu and on the welcome panel, without asking now.

        A start-up that opens a file skips the resume question; the game left must not vanish unseen.
        ``False`` if there is none, or a game is on the table already.
        """
        pending = self.pending_resume()
        if pending is None or self.controller.game is not None:
            return False
        self._keep_left_game(pending)
        return True

    def left_game_at_stake(self) -> bool:
        """A game left in progress is on offer and nobody has said they would rather start another
        (the resume question was skipped: rookdesk was started on a file)."""
        return self.left_game is not None and not self._left_game_declined

    def left_game_kept_in(self, path: Path) -> bool:
        """Whether the game left in progress is in the file at ``path`` as it was left (saved there, no
        move since): opening that file loses nothing of it (round 18: Save, Quit, start on the file
        asked to abandon the very same game)."""
        left = self.left_game
        return (left is not None and left.saved_as is not None and same_file(left.saved_as, Path(path))
                and self._file_holds(Path(path), left.game))

    def _keep_left_game(self, pending: Resumable) -> None:
        """Offer the game left in progress in the Game menu and on the welcome panel."""
        self.left_game = pending
        self._left_game_declined = False
        self.resume_left_action.setVisible(True)
        self.resume_left_action.setEnabled(True)
        w = self.window
        if w.controller.game is None:
            w.info_panel.show_text(self.tr("Welcome to rookdesk"), self.tr(
                "A game was left in progress. Resume it, or choose Game > New… to deal another."),
                self.resume_left_action)

    def _forget_left_game(self) -> None:
        if self.left_game is None:
            return
        self.left_game = None
        self.resume_left_action.setVisible(False)
        self.resume_left_action.setEnabled(False)

    def resume_left_game(self) -> bool:
        """Go on with the game left in progress (Game menu or welcome panel); ``False`` if there is none."""
        pending = self.left_game
        if pending is None:
            return False
        self.window.replace_game_after_asking(lambda: self.resume(pending), resumes_left_game=True)
        return True

    # Hints --------------------------------------------------------------------------------

    def show_hint(self) -> Action | None:
        """Show what a Normal player would do for the person to act, on the table or the panel."""
        controller = self.controller
        game = controller.game
        seat = controller.awaiting
        if game is None or seat is None or not controller.inputs[seat].is_human or controller.curtain_for is not None:
            return None
        from rookdesk.hints import suggest

        action = suggest(game)
        if action is None:
            return None
        self.clear_hint()
        w = self.window
        if isinstance(action, PlayCard):
            self._mark([action.card.id])
            # The hinted card becomes the keyboard's card: Enter plays it.
            if w.scene.focus_card(action.card.id):
                w.view.setFocus()
            text = arg(self.tr("Hint: play %1."), card_name(action.card, game.rules.deck.style))
        elif isinstance(action, Discard):
            # Chosen, as the bid hint fills in the amount: Confirm discard (focused, so Enter) takes them.
            # Outlined beside the cards chosen by hand, they read alike, and Enter only toggled the focused
            # one (round 24).
            named = ", ".join(card_name(c, game.rules.deck.style) for c in action.cards)
            if w.scene.choose_for_discard([c.id for c in action.cards]):
                w.nest_panel.confirm.setFocus()
                text = arg(self.tr("Hint: set aside %1. They are chosen; “Confirm discard” sets them aside."), named)
            else:
                self._mark([c.id for c in action.cards])
                text = arg(self.tr("Hint: set aside %1."), named)
        elif isinstance(action, Bid):
            w.bid_panel.amount.setValue(action.amount)
            w.bid_panel.bid_button.setFocus()
            text = arg(self.tr("Hint: bid %1."), action.amount)
        elif isinstance(action, Pass):
            w.bid_panel.pass_button.setFocus()
            text = self.tr("Hint: pass.")
        elif isinstance(action, NameTrump):
            button = w.trump_panel.buttons.get(action.suit)
            if button is not None:
                button.setFocus()
            text = arg(self.tr("Hint: name %1 trump."), suit_word(action.suit))
        elif isinstance(action, Draw):
            face_up = action.source.value == "face_up"
            (w.draw_panel.face_up if face_up else w.draw_panel.pile).setFocus()
            if face_up and game.face_up is not None:
                self._mark([game.face_up.id])
            text = self.tr("Hint: take the face-up card.") if face_up else self.tr("Hint: take the top of the pile.")
        else:
            text = ""
        w.show_message(text)
        self.hint_text = text
        self.hintShown.emit(action)
        return action

    def _mark(self, card_ids: list[str]) -> None:
        for card_id in card_ids:
            item = self.window.scene.card_item(card_id)
            if item is not None:
                self._markers.append(HintMarker(item))   # a child of the card: in the scene with it

    def clear_hint(self) -> None:
        """Take the hint off the table and the status line (a newer message on the line stays)."""
        if self.hint_text:
            status = self.window.statusBar()
            if status.currentMessage() == self.hint_text:
                status.clearMessage()
            self.hint_text = ""
        for marker in self._markers:
            marker.detach()
        self._markers = []

    @property
    def hint_markers(self) -> list[HintMarker]:
        return list(self._markers)

    # Statistics ---------------------------------------------------------------------------

    def show_statistics(self) -> StatisticsWindow | None:
        from PySide6.QtWidgets import QMessageBox

        from rookdesk.storage.statistics import DATABASE_NAME, StatisticsRecorder, remove_database
        from rookdesk.ui.statistics_window import StatisticsWindow

        if self.statistics is None:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Statistics"),
                              self.tr("The statistics file cannot be read. Start it afresh?"),
                              QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel, self.window)
            box.setInformativeText(self.statistics_problem)
            box.setAccessibleName(self.tr("Statistics"))
            box.setWindowModality(Qt.WindowModality.WindowModal)

            def finished() -> None:
                if box.clickedButton() is box.button(QMessageBox.StandardButton.Reset):
                    remove_database(self.folder / DATABASE_NAME)
                    self._open_statistics()
                    if self.statistics is not None:
                        self.recorder = StatisticsRecorder(self.statistics)
                        if self.controller.game is not None:
                            self.recorder.attach(self.controller.game, self.game_id)
                        QTimer.singleShot(0, self.show_statistics)
                box.deleteLater()

            box.finished.connect(finished)
            box.open()
            return None
        if self._statistics_window is not None:
            self._statistics_window.refresh()
            self._statistics_window.raise_()
            self._statistics_window.activateWindow()
            return self._statistics_window
        window = StatisticsWindow(self.statistics, self.window)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda: setattr(self, "_statistics_window", None))
        self._statistics_window = window
        window.show()
        return window

    def shutdown(self) -> None:
        """The app closes: stop following the game; the autosave stays for the next start."""
        self._shut_down = True
        self.autosaver.detach()
        if self._scored_since_followed():
            self._ensure_statistics()   # results not yet recorded are not lost
        self._recording = None
        if self.recorder is not None:
            self.recorder.detach()
        if self._statistics is not None:
            self._statistics.close()


def unread_summary(game: Game, hands_read: int | None) -> HandEnded | None:
    """The hand's end whose summary was on show when ``game`` was left or saved, or None. Nobody acting
    since a hand's end is not enough: after Continue the next deal waits for its first bid (in hot-seat
    behind the curtain). ``hands_read``, kept with the record, says which summaries were read (None from
    a record that does not say: then the events alone decide)."""
    unread = unread_hand_end(game)
    if unread is not None and hands_read is not None and unread.hand <= hands_read:
        return None
    return unread
