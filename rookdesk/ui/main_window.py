"""The main window: the table, the decision panels under it, menus, score sheet and status line."""

from __future__ import annotations

import dataclasses
import logging
import random
import time
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, Sequence

from PySide6.QtCore import QEvent, QLocale, QObject, QRect, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication, QDialog, QDockWidget, QMainWindow, QStackedLayout, QTabWidget, QWidget, QVBoxLayout,
)

from rookdesk.engine.actions import Action, Bid, NameTrump, Pass
from rookdesk.engine.events import (
    MOVE_EVENTS, BidWon, CardDrawn, Dealt, DealerDrawn, Event, GameEnded, HandEnded, Redealt, TrickWon, TrumpNamed,
)
from rookdesk.engine.phases import Phase
from rookdesk.engine.rules import RuleSet, rules_from_dict
from rookdesk.engine.tricks import high_card_seat
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.controller import DIALOG_POLL_MS, GameController, SeatSetup, dialog_open
from rookdesk.ui.curtain import Curtain
from rookdesk.ui.game_keeper import GameKeeper, same_file
from rookdesk.ui.greyed_keys import answer_while_greyed
from rookdesk.ui.last_game import last_rules, remember, seats_from_settings
from rookdesk.ui.models import BidHistoryModel, ScoreSheetModel, TrickLogModel
from rookdesk.ui.move_texts import (
    bid_won_text, card_left_unseen, move_text, moves_since_turn, own_draw_text, trick_won_text,
)
from rookdesk.ui.name_fit import NameFitLabel, fitted, with_first_names
from rookdesk.ui.result_overlay import ResultOverlay
from rookdesk.ui.screen_fit import screen_room
from rookdesk.ui.panels.base import Panel
from rookdesk.ui.panels.info import InfoPanel
from rookdesk.ui.panels.stack import PanelStack
from rookdesk.ui.table import TableScene, TableView
from rookdesk.ui.table_status import TableStatus
from rookdesk.ui.texts import arg, auction_text, built_in_named, card_name, first_names, rules_title

if TYPE_CHECKING:
    # The dialogs are imported when first opened: a returning player's table is dealt without them.
    from PySide6.QtWidgets import QMessageBox, QTableView

    from rookdesk.ai.player import Choice
    from rookdesk.ui.dialogs.last_trick import LastTrickDialog
    from rookdesk.ui.dialogs.new_game import NewGameDialog
    from rookdesk.ui.dialogs.rules_help import RulesHelpDialog
    from rookdesk.ui.panels.base import Panel
    from rookdesk.ui.panels.bid import BidPanel
    from rookdesk.ui.panels.draw import DrawPanel
    from rookdesk.ui.panels.game_over import GameOverPanel
    from rookdesk.ui.panels.nest import NestPanel
    from rookdesk.ui.panels.summary import HandSummaryPanel
    from rookdesk.ui.panels.trump import TrumpPanel

log = logging.getLogger(__name__)

MESSAGE_MS = 8000
DEFAULT_SIZE = QSize(1100, 780)   # the first start's size, and the fallback for a lost position
MINIMUM_SIZE = QSize(760, 560)
TABLE_MIN_WIDTH = 480   # px of the window's width the table keeps beside the score sheet
PANEL_MIN_HEIGHT = 100   # px under the table for the decision panels at the least (see PanelStack)
SCORE_DOCK_SHARE = 0.5   # of the window's width, at most, for the score sheet shown from the menu
DEMO_SUMMARY_MS = 4000   # an all-computer demo reads its own hand summaries aloud, so to speak
RECAP_MOVES = 40   # the most moves the hot-seat curtain is given to tell; it shows the latest that fit
# QStatusBar draws its message this far in from its left edge, and its layout leaves 1 px at the right:
# the whose-turn text on the right gets the same inset (maximised, with no size grip, it touched the edge).
STATUS_TEXT_INSET = 6
# The status line's width that is neither the message nor the turn label: their margins, the gap between
# them and the size grip.
STATUS_LINE_SPARE = 48


def minimum_size(room: QSize | None) -> QSize:
    """The smallest the window may be made: ``MINIMUM_SIZE``, or less on a screen that is smaller still
    (a 1920x1080 screen at 200 % scaling has 960x540 to offer), so the window never hangs off it."""
    return MINIMUM_SIZE if room is None else MINIMUM_SIZE.boundedTo(room)


def first_size(room: QSize | None) -> QSize:
    """The default size, made smaller on a screen it would not fit (an 800x600 screen, a 1366x768 laptop)."""
    if room is None:
        return DEFAULT_SIZE
    return DEFAULT_SIZE.boundedTo(room).expandedTo(minimum_size(room))


class _BuiltLater:
    """A panel attribute that builds the hidden panels the first time it is read."""

    def __init__(self, attribute: str) -> None:
        self.attribute = attribute

    def __get__(self, window: MainWindow | None, owner: type) -> object:
        if window is None:
            return self
        window._build_hidden_panels()
        return getattr(window, self.attribute)


class MainWindow(QMainWindow):
    """One game table; Game > New replaces the game."""

    def __init__(self, store: SettingsStore | None = None, settings: AppSettings | None = None,
                 parent: QWidget | None = None, *, data_folder: str | Path | None = None) -> None:
        super().__init__(parent)
        # Work nobody sees at start-up waits until the dealt table has been painted once
        # (each piece is also done at once when something needs it earlier): see eventFilter.
        self._after_first_table: list[Callable[[], None]] = []
        self._table_viewport: QWidget | None = None
        self._about_last_move = ""   # a refusal or an undo on the status line, until the next move
        self._message: tuple[str, float] = ("", 0.0)   # the status line's last message, whole, and when it came
        self._computer_move_said = ""   # the last move, when a computer made it (_say_computer_move)
        self._event_before: Event | None = None   # the event shown before the one being shown
        self._for_everyone = ""   # the status line's news for everyone (the auction's end, an undo), kept over a curtain
        self._rules_dialog: RulesHelpDialog | None = None   # Help > Rules, while it is open
        self.store = store
        self.settings = settings if settings is not None else (store.load() if store else AppSettings())
        self.setWindowTitle("rookdesk")
        self.setAccessibleName(self.tr("rookdesk"))
        room = screen_room()
        self.resize(first_size(room))
        self.setMinimumSize(minimum_size(room))
        self.cache = CardImageCache()
        self.scene = TableScene(self.cache, self)
        self.view = TableView(self.scene)
        self.view.setAccessibleName(self.tr("Card table"))
        self.curtain = Curtain()
        self.status = TableStatus()
        self._build_centre()
        self._build_panels()
        self._build_docks()
        self._build_menus()
        self._build_status_bar()
        self.controller = GameController(self.scene, self.settings.ai_pause_ms, self.settings.ai_think_seconds, self)
        self._offer_last_trick(False)
        self._connect()
        self.apply_settings(self.settings)
        self._new_game_dialog: NewGameDialog | None = None
        # Choices made in the new-game dialog for a game not dealt (the person kept playing): the
        # dialog offers them again rather than making the person choose everything anew.
        self._undealt_choice: tuple[RuleSet, list[SeatSetup]] | None = None
        # House rules changed in Preferences since the last deal: Game > New offers them first.
        self._rules_for_next_game: RuleSet | None = None
        self.abandon_box: QMessageBox | None = None   # "Abandon the current game?" while it is asked
        self.quit_box: QMessageBox | None = None   # "Save before quitting?" while it is asked
        self._quit_agreed = False   # the person answered it: the window closes
        # In an all-computer demo nobody clicks Continue: the summary moves on by itself.
        self._demo_timer = QTimer(self)
        self._demo_timer.setSingleShot(True)
        self._demo_timer.timeout.connect(self._demo_continue)
        # Autosave, Save/Open, Undo/Redo, Hint and Statistics (data_folder: the app-data folder by default).
        self.keeper = GameKeeper(self, data_folder)
        self._after_first_table = [self._build_hidden_panels, self._build_score_tabs, self.keeper.open_statistics_soon]
        self._table_viewport = self.view.viewport()
        self._table_viewport.installEventFilter(self)
        self._restore_window_state()

    def after_first_table(self, job: Callable[[], None]) -> None:
        """Run ``job`` once the dealt table has been painted (at once if it has been)."""
        if self._after_first_table:
            self._after_first_table.append(job)
        else:
            job()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (watched is self._table_viewport and event.type() == QEvent.Type.Paint and self._after_first_table
                and self.controller.game is not None):
            # This paint shows the dealt table; the work runs once it is done.
            work, self._after_first_table = self._after_first_table, []
            watched.removeEventFilter(self)
            for job in work:
                QTimer.singleShot(0, self, job)
        elif event.type() == QEvent.Type.Show and watched is getattr(self, "score_dock", None):
            self._build_score_tabs()   # shown before its tables were built
        return super().eventFilter(watched, event)

    # Building ------------------------------------------------------------------

    def _build_centre(self) -> None:
        centre = QWidget(self)
        column = QVBoxLayout(centre)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        table_area = QWidget(centre)
        stack = QStackedLayout(table_area)
        # StackAll: the curtain lies over the table instead of replacing it.
        stack.setStackingMode(QStackedLayout.StackingMode.StackAll)
        stack.addWidget(self.view)
        stack.addWidget(self.curtain)
        self.curtain.hide()
        self.results = ResultOverlay(table_area, self._below_plates, self._above_own_plate, self._own_plate_text,
                                     self.scene.lower_own_plate)
        # A window made smaller takes the room from the score sheet, not from the table, whose results
        # card needs this much (a 366 px table cut the hand summary's last columns off).
        centre.setMinimumWidth(TABLE_MIN_WIDTH)
        column.addWidget(table_area, 1)
        # A steady height: the table does not jump when one panel replaces another or a text grows.
        self.panel_stack = PanelStack(PANEL_MIN_HEIGHT, centre)
        self.panel_stack.setAccessibleName(self.tr("Decision panel"))
        column.addWidget(self.panel_stack, 0)
        self.setCentralWidget(centre)

    def _below_plates(self) -> float:
        """Just below the name plates of the seats round the top and sides of the table."""
        lay = self.scene.table_layout()
        plates = [place.plate for place in lay.seats[1:]]
        return max([plate.bottom for plate in plates] + [self.scene.upper_tallies_bottom()]) + lay.gap

    def _above_own_plate(self) -> float:
        """Just above the name plate at the bottom of the table (the seat shown, whose hand is there)."""
        return self.scene.own_plate_rect().y - self.scene.table_layout().gap

    def _own_plate_text(self) -> float:
        """Where the text of the name plate at the bottom of the table begins: a quarter into the plate."""
        plate = self.scene.own_plate_rect()
        return plate.y + plate.h / 4

    def _build_panels(self) -> None:
        # The info panel is what shows at first; the others are built once the table is on
        # screen, or when first asked for (see the properties below).
        self.info_panel = InfoPanel(self)
        self.panel_stack.addWidget(self.info_panel)
        self._result_panels: tuple[QWidget, ...] = ()
        self.info_panel.show_text(self.tr("Welcome to rookdesk"), self.tr("Game > New… deals a game."))

    def _build_hidden_panels(self) -> None:
        if self._result_panels:
            return
        from rookdesk.ui.panels.bid import BidPanel
        from rookdesk.ui.panels.draw import DrawPanel
        from rookdesk.ui.panels.game_over import GameOverPanel
        from rookdesk.ui.panels.nest import NestPanel
        from rookdesk.ui.panels.summary import HandSummaryPanel
        from rookdesk.ui.panels.trump import TrumpPanel

        self._bid_panel = BidPanel(self)
        self._trump_panel = TrumpPanel(self)
        self._nest_panel = NestPanel(self)
        self._draw_panel = DrawPanel(self)
        self._summary_panel = HandSummaryPanel(self)
        self._game_over_panel = GameOverPanel(self)
        for panel in (self._bid_panel, self._trump_panel, self._nest_panel, self._draw_panel):
            self.panel_stack.addWidget(panel)
        # Results come when the hands are empty: they sit on the table itself, over its middle.
        self._result_panels = (self._summary_panel, self._game_over_panel)
        for panel in self._result_panels:
            self.results.add_page(panel)
        self._bid_panel.bidChosen.connect(lambda amount: self._submit_for_seat(lambda s: Bid(s, amount)))
        self._bid_panel.passChosen.connect(lambda: self._submit_for_seat(Pass))
        self._trump_panel.trumpChosen.connect(lambda suit: self._submit_for_seat(lambda s: NameTrump(s, suit)))
        self._nest_panel.confirmed.connect(self.controller.discard)
        self._nest_panel.cardKeyPressed.connect(self._key_to_cards)
        self._draw_panel.drawChosen.connect(self.controller.choose_draw)
        self._summary_panel.continued.connect(self._continue_after_hand)
        self._game_over_panel.newGameRequested.connect(self.show_new_game_dialog)
        for panel in (self._bid_panel, self._trump_panel, self._nest_panel, self._draw_panel, *self._result_panels):
            panel.keyWithheld.connect(self.show_until_next_move)
        self._name_panels()

    def _name_panels(self) -> None:
        """Tell the panels built so far and the turn label who plays: a text too wide for its room names them
        by first names (see NameFitLabel)."""
        names = self.controller.names
        for panel in (*self.panel_stack.findChildren(Panel), *self._result_panels):
            panel.set_names(names)
        self.turn_label.set_names(names)

    # Built on first use or just after the first painted table (see _build_hidden_panels).
    bid_panel: BidPanel = _BuiltLater("_bid_panel")
    trump_panel: TrumpPanel = _BuiltLater("_trump_panel")
    nest_panel: NestPanel = _BuiltLater("_nest_panel")
    draw_panel: DrawPanel = _BuiltLater("_draw_panel")
    summary_panel: HandSummaryPanel = _BuiltLater("_summary_panel")
    game_over_panel: GameOverPanel = _BuiltLater("_game_over_panel")

    def _build_docks(self) -> None:
        self.score_model = ScoreSheetModel(self)
        self.bid_model = BidHistoryModel(self)
        self.trick_model = TrickLogModel(self)
        self.score_dock = QDockWidget(self.tr("Score sheet"), self)
        self.score_dock.setObjectName("scoreSheet")
        self.score_dock.setAccessibleName(self.tr("Score sheet"))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.score_dock.hide()
        # Escape in the sheet closes it and gives the keyboard back to the table (it was stuck in the grid).
        close_sheet = QShortcut(QKeySequence(Qt.Key.Key_Escape), self.score_dock)
        close_sheet.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        close_sheet.activated.connect(self._close_score_sheet)
        self.score_dock.visibilityChanged.connect(self._on_score_dock_visibility)
        # A new game may have other sides (two players, then partnerships): the sheet left open keeps the
        # width fitted to the old columns and hid the last one behind a sideways scroll bar. Only then: an undo
        # (the same columns, rebuilt) narrowed the sheet to its rows for a moment, and hid a trick's points
        # (round 34).
        self._sheet_columns = -1
        self.score_model.modelReset.connect(lambda: QTimer.singleShot(0, self, self._fit_score_dock_to_columns))
        # So may a hand's row ("Diamonds" under "Trump" pushed the last total out of sight).
        self.score_model.rowsInserted.connect(lambda: QTimer.singleShot(0, self, self._fit_score_dock))
        # The dock starts hidden: its tables are built once the table is on screen, or when first
        # shown or asked for, whichever comes first.
        self._score_tabs: QTabWidget | None = None
        self.score_dock.installEventFilter(self)

    def _build_score_tabs(self) -> None:
        if self._score_tabs is not None:
            return
        from PySide6.QtWidgets import QHeaderView

        from rookdesk.ui.hand_separator import HandSeparator
        from rookdesk.ui.sheet_columns import ColumnFitter
        from rookdesk.ui.sheet_view import SheetView

        tabs = QTabWidget(self)
        tabs.setAccessibleName(self.tr("Score sheet and logs"))
        for model, title, empty in (
                (self.score_model, self.tr("Scores"), self.tr("No hands played yet.")),
                (self.bid_model, self.tr("Bids"), self.tr("No bids yet.")),
                (self.trick_model, self.tr("Tricks"), self.tr("No tricks played yet."))):
            table = SheetView(empty, tabs)
            table.setModel(model)
            table.setAccessibleName(title)
            table.verticalHeader().hide()
            header = table.horizontalHeader()
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            if model.WRAPPED_COLUMN is None:
                header.setStretchLastSection(model.STRETCH_LAST)
            else:   # the long column wraps in the width left, so Winner and Points stay in sight
                header.setSectionResizeMode(model.WRAPPED_COLUMN, QHeaderView.ResizeMode.Stretch)
                table.setWordWrap(True)
                table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
            table.setAlternatingRowColors(True)
            # Tab leaves the grid (to its tabs and on), as everywhere else; the arrows move between cells.
            table.setTabKeyNavigation(False)
            # An empty grid is no stop for Tab: with no cell to mark, its focus showed nowhere (round 34).
            for signal in (model.rowsInserted, model.rowsRemoved, model.modelReset):
                signal.connect(lambda *_, t=table: self._take_tab_if_filled(t))
            self._take_tab_if_filled(table)
            # Not row by row while a whole game's rows go in (see rows_in_bulk).
            model.rowsInserted.connect(lambda *_, t=table: self._rows_in_bulk or self._show_last_row(t))
            if model.spare_columns():
                ColumnFitter(table)   # a dock too narrow for every column hides the least missed
            if hasattr(model, "starts_hand"):
                table.setItemDelegate(HandSeparator(table))   # the hands read apart, Hand column or not
            tabs.addTab(table, title)
            self._show_last_row(table)   # rows the model had before the table was built
        self._score_tabs = tabs
        self.score_dock.setWidget(tabs)
        # QTabWidget takes Ctrl+Tab and Ctrl+Shift+Tab from its pages itself; Ctrl+PgDown and Ctrl+PgUp,
        # which other tabbed programs use too, the grids took as a page scroll.
        for key, step in ((Qt.Key.Key_PageDown, 1), (Qt.Key.Key_PageUp, -1)):
            shortcut = QShortcut(QKeySequence(Qt.Modifier.CTRL | key), tabs)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(lambda step=step: self._step_score_tab(step))
        # Wide enough for the columns, narrow enough to leave the table room in the smallest window.
        tabs.setMinimumWidth(240)
        self.score_dock.removeEventFilter(self)

    def _step_score_tab(self, step: int) -> None:
        """The next or previous tab of the score sheet, round from the last to the first as Ctrl+Tab goes."""
        tabs = self.score_tabs
        if tabs.count() > 1:
            tabs.setCurrentIndex((tabs.currentIndex() + step) % tabs.count())

    _rows_in_bulk = False

    @contextmanager
    def rows_in_bulk(self) -> Iterator[None]:
        """Fill the score sheet, bids and trick log with a whole game's rows (a game loaded, undone or
        redone), laying the tables out once at the end: each row laid out and measured on its own made
        Undo freeze the window for seconds late in a two-handed game (some 90 trick rows)."""
        from PySide6.QtWidgets import QTableView

        self._rows_in_bulk = True
        try:
            yield
        finally:
            self._rows_in_bulk = False
            tabs = self._score_tabs
            for index in range(tabs.count() if tabs is not None else 0):
                table = tabs.widget(index)
                if isinstance(table, QTableView):
                    self._show_last_row(table)

    @staticmethod
    def _show_last_row(table: QTableView) -> None:
        """Scroll to the newest row at its first column: the hand and who bid, not the last totals."""
        model = table.model()
        if model.rowCount():
            # Lay the new row out first: Qt does it only later, and the scroll bar's range still ended at the
            # row before, so the newest trick stayed cut off under the bottom edge.
            table.doItemsLayout()
            # Columns sized to their contents are measured again only when columns change: a row wider than
            # its heading (a bid of 130 under "Bid") was cut to "…" in a sheet built empty and filled later.
            table.horizontalHeader().resizeSections()
            # The first column shown: scrolling to a hidden one (see sheet_columns) left the view where it was.
            first = next((c for c in range(model.columnCount()) if not table.isColumnHidden(c)), 0)
            table.scrollTo(model.index(model.rowCount() - 1, first))

    def _close_score_sheet(self) -> None:
        self.score_dock.hide()   # the keyboard goes home in _on_score_dock_visibility

    def _keyboard_home(self) -> QWidget:
        """Where the keyboard belongs now: the curtain while one is up (the table behind it takes no
        keys), a results card's button, the bid box or the draw's buttons, else the table."""
        if self.curtain.isVisible():
            return self.curtain
        page = self.results.current()
        if page is not None and page is self.summary_panel:
            return self.summary_panel.continue_button
        if page is not None and page is self.game_over_panel:
            return self.game_over_panel.new_game
        panel = self.panel_stack.currentWidget()
        if panel is self.bid_panel:
            return self.bid_panel.amount
        if panel is self.draw_panel:
            return self.draw_panel.first_button()
        return self.view

    def _key_to_cards(self, key: int) -> None:
        """A key for the hand pressed on a panel's button: the table takes the keyboard and the key."""
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        QApplication.sendEvent(self.view, QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier))

    def _on_score_dock_visibility(self, visible: bool) -> None:
        # Hidden with the keyboard in it (Ctrl+K from the sheet), Qt hands the focus on to the table, also
        # behind a curtain or under a results card, where Enter did nothing ("Pass to Ben", round 17;
        # Continue at a hand's end, round 18). A focus elsewhere (the bid box) stays where it is.
        focus = QApplication.focusWidget()
        if not visible and (focus is None or focus is self.view or self.score_dock.isAncestorOf(focus)):
            self._keyboard_home().setFocus(Qt.FocusReason.OtherFocusReason)

    def _fit_score_dock_to_columns(self) -> None:
        columns, self._sheet_columns = self._sheet_columns, self.score_model.columnCount()
        self._fit_score_dock(shrink=columns != self._sheet_columns)

    @staticmethod
    def _take_tab_if_filled(table: QTableView) -> None:
        filled = table.model().rowCount() > 0
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus if filled else Qt.FocusPolicy.NoFocus)
        # A screen reader hears what the empty grid shows.
        table.setAccessibleDescription("" if filled else getattr(table, "placeholder", ""))

    def _fit_score_dock(self, shrink: bool = False) -> None:
        """Widen the score sheet, when shown from the menu, to its columns, up to SCORE_DOCK_SHARE of the
        window: at its narrowest a two-player sheet showed four of its nine columns. ``shrink``: also make
        it narrower, to the columns it can show (shown from the menu, a new game): a sheet left wider than
        that held empty space beside its columns while the table beside it cut the bidder's plate (round 33).
        A width the person dragged it to is kept otherwise. Fitted to the table on show: fitted to the scores
        while the tricks were on show, the sheet came up too narrow for a trick's points (round 34)."""
        if not self.score_dock.isVisible() or self.score_dock.isFloating():
            return
        from PySide6.QtWidgets import QTableView

        from rookdesk.ui.sheet_columns import column_widths, columns_to_hide

        scores = self.score_tabs.currentWidget()
        if not isinstance(scores, QTableView):
            scores = self.score_tabs.widget(0)
        assert isinstance(scores, QTableView)
        # Every column (those hidden for want of room too), the table's frame, room for a vertical scroll bar,
        # and the tab page's margins (measured on the page shown: a hidden tab keeps the width it had when last
        # shown, before the dock was narrowed).
        margins = self.score_dock.width() - self.score_tabs.currentWidget().width()
        extras = 2 * scores.frameWidth() + scores.verticalScrollBar().sizeHint().width() + margins
        widths = column_widths(scores)
        most = int(self.width() * SCORE_DOCK_SHARE)
        # The columns the sheet's own fitting (sheet_columns) shows at the widest the dock may be, by the
        # room its table has now (no scroll bar while the rows fit).
        chrome = self.score_dock.width() - scores.viewport().width()
        hidden = columns_to_hide(widths, scores.model().spare_columns(), most - chrome)
        wanted = min(sum(w for c, w in enumerate(widths) if c not in hidden) + extras, most)
        if self.score_dock.width() < wanted or (shrink and self.score_dock.width() > wanted):
            self.resizeDocks([self.score_dock], [wanted], Qt.Orientation.Horizontal)

    @property
    def score_tabs(self) -> QTabWidget:
        self._build_score_tabs()
        assert self._score_tabs is not None
        return self._score_tabs

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New…"), self)
        # setShortcuts, not setShortcut: a standard key can have several bindings on a platform
        # (the keyboard's own New, Help or Quit key besides Ctrl+N, F1 or Ctrl+Q).
        self.new_action.setShortcuts(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.show_new_game_dialog)
        game.addAction(self.new_action)
        game.addSeparator()
        # The Game menu takes it with Undo and Hint (GameKeeper._build_actions).
        self.pause_action = QAction(self.tr("&Pause"), self)
        self.pause_action.setObjectName("pause")
        self.pause_action.setCheckable(True)
        self.pause_action.setShortcuts([QKeySequence(Qt.Key.Key_P), QKeySequence(Qt.Key.Key_Pause)])
        self.pause_action.setToolTip(self.tr("The computers wait until Pause is pressed again"))
        self.pause_action.setEnabled(False)   # until a game with a computer player is dealt
        self.pause_action.toggled.connect(self._pause_toggled)
        self.addAction(self.pause_action)   # its keys work with the menu bar hidden too
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcuts(QKeySequence.StandardKey.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        game.addAction(self.quit_action)

        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.preferences_action = QAction(self.tr("&Preferences…"), self)
        # Windows has no standard Preferences key; Ctrl+, is what most apps use there.
        preferences_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
        self.preferences_action.setShortcuts(preferences_keys or [QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Comma)])
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.preferences_action.triggered.connect(self.show_preferences)
        edit.addAction(self.preferences_action)

        view = self.menuBar().addMenu(self.tr("&View"))
        self.score_action = self.score_dock.toggleViewAction()
        self.score_action.setText(self.tr("&Score sheet"))
        self.score_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_K))
        # Once shown and laid out (its tables are built on the first show).
        self.score_action.triggered.connect(
            lambda shown: shown and QTimer.singleShot(0, self, lambda: self._fit_score_dock(True)))
        view.addAction(self.score_action)
        self.last_trick_action = QAction(self.tr("&Last trick"), self)
        self.last_trick_action.setObjectName("lastTrick")
        self.last_trick_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_L))
        self.last_trick_action.setEnabled(False)   # its tooltip says why once the controller is there
        self.last_trick_action.triggered.connect(self.show_last_trick)
        view.addAction(self.last_trick_action)
        view.setToolTipsVisible(True)   # why Last trick is greyed out
        # Ctrl+L before the first trick says why nothing opens (round 25: a keyboard player saw nothing happen).
        answer_while_greyed(self.last_trick_action, self,
                            lambda: self.show_until_next_move(self._no_last_trick_text()))

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.rules_action = QAction(self.tr("&Rules of this game"), self)
        self.rules_action.setShortcuts(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        help_menu.addAction(self.rules_action)
        self.about_action = QAction(self.tr("&About rookdesk"), self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self._show_about)
        help_menu.addAction(self.about_action)
        # F10 opens the first menu, as on the Linux and Windows desktops (round 34: a keyboard player's F10
        # did nothing; Qt gives the menu bar only Alt).
        self.menu_key_action = QAction(self)
        self.menu_key_action.setShortcut(QKeySequence(Qt.Key.Key_F10))
        self.menu_key_action.triggered.connect(self._open_first_menu)
        self.addAction(self.menu_key_action)
        # Fusion marks a menu's title only while its menu is open: after Alt alone nothing showed which title
        # the arrows and Enter were on (round 34).
        self.menuBar().setStyleSheet("QMenuBar::item:selected { background: palette(highlight); "
                                     "color: palette(highlighted-text); border-radius: 3px; }")

    def _open_first_menu(self) -> None:
        bar = self.menuBar()
        first = next((action for action in bar.actions() if action.isVisible() and action.menu()), None)
        if bar.isVisible() and first is not None:
            bar.setActiveAction(first)

    def _show_about(self) -> None:
        from rookdesk.ui.dialogs.about import show_about

        show_about(self)

    def _build_status_bar(self) -> None:
        self.turn_label = NameFitLabel(self, fit_on_resize=False, wraps=False)
        self.turn_label.setAccessibleName(self.tr("Whose turn"))
        self.turn_label.setContentsMargins(0, 0, STATUS_TEXT_INSET - 1, 0)
        self.statusBar().addPermanentWidget(self.turn_label)
        self.statusBar().messageChanged.connect(lambda _text: self._fit_turn_label())
        # Whose turn changes under a message already shown: the message gives way (round 32: "After that bid:
        # Maximiliana Wolkenst" ran under "Bartholomew to name trump", which came a moment later).
        self.turn_label.wholeChanged.connect(lambda _text: self._fit_status_line())

    def _connect(self) -> None:
        c = self.controller
        for model in (self.score_model, self.bid_model, self.trick_model):
            c.bridge.eventOccurred.connect(model.on_event)
        c.gameStarted.connect(self._on_game_started)
        c.turnStarted.connect(self._on_turn_started)
        c.humanTurnStarted.connect(self._on_human_turn)
        # The won trick stays in sight under the curtain, but not its label, whose outline ran through the
        # curtain's words (round 24).
        self.curtain.coveringChanged.connect(self.scene.set_trick_label_covered)
        c.curtainRequested.connect(self._on_curtain_requested)
        c.curtainLifted.connect(self._on_curtain_lifted)
        c.handSummaryReady.connect(self._on_hand_summary)
        c.gameOverReady.connect(self._on_game_over)
        c.actionRefused.connect(self.show_until_next_move)
        c.eventShown.connect(self._on_event_shown)
        c.pausedChanged.connect(self._on_paused_changed)
        self.scene.cardActivated.connect(self._play_card)
        self.scene.illegalCardTried.connect(lambda _card, reason: self.show_until_next_move(reason))
        self.scene.keyWithheld.connect(self.show_until_next_move)
        self.info_panel.keyWithheld.connect(self.show_until_next_move)
        self.scene.drawChosen.connect(c.choose_draw)
        self.scene.discardSelectionChanged.connect(self._on_discard_selection)
        self.scene.trickShown.connect(self._say_trick_won)
        self.curtain.lifted.connect(c.lift_curtain)

    def apply_settings(self, settings: AppSettings) -> None:
        """Show the table as the settings ask (speed, dimming, look, colour)."""
        self.settings = settings
        self.scene.set_animation_speed(settings.animation_speed)
        self.scene.set_dim_illegal(settings.dim_illegal)
        self.scene.set_card_look(settings.card_look)
        self.scene.set_table_colour(settings.table_colour)
        self.curtain.set_colour(settings.table_colour)
        self.controller.set_ai_pause(settings.ai_pause_ms)
        self.controller.ai_think_seconds = settings.ai_think_seconds
        keeper = getattr(self, "keeper", None)   # none yet while the window is being built
        if keeper is not None:
            keeper.update_actions()   # hot-seat undo, switched on or off, applies at once

    def _play_card(self, card_id: str) -> None:
        """A card chosen on the table (click, drop, Enter) is played; first asked about when the person
        wants that (Preferences > Table > Confirm before playing a card)."""
        c = self.controller
        if not self.settings.confirm_play or c.rules is None:
            c.play_card(card_id)
            return
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Play this card?"),
                          arg(self.tr("Play %1?"), card_name(card_id, c.rules.deck.style)),
                          QMessageBox.StandardButton.Cancel, self)
        play = box.addButton(self.tr("&Play it"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(play)
        # Wide enough for its title: a box as narrow as "Play 8 of Hearts?" showed "Play t… desk" (round 24).
        box.setStyleSheet("QLabel#qt_msgbox_label { min-width: 20em; }")
        box.setAccessibleName(self.tr("Play this card?"))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        turn = (c.generation, c.awaiting)   # a game replaced meanwhile must not get the card

        def finished() -> None:
            if box.clickedButton() is play and (c.generation, c.awaiting) == turn:
                c.play_card(card_id)

        box.finished.connect(finished)
        box.open()

    # Games -----------------------------------------------------------------------

    def start_game(self, rules: RuleSet, seats: Sequence[SeatSetup], seed: int | None = None) -> None:
        """Deal a new game (replacing the current one) and remember the choices."""
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        kept = self._keep_rules_in_use(rules)
        remembered = remember(self.settings, rules, list(seats))
        # A returning player's deal changes nothing: no writing the settings on the way to the first table.
        changed, self.settings = remembered != self.settings, remembered
        self._rules_for_next_game = None   # dealt: from now on the dialog starts from this game's rules
        self._undealt_choice = None
        if self.store is not None and changed:
            self.store.save(self.settings)
        self.curtain.hide()
        self.controller.new_game(rules, list(seats), seed)
        if kept:
            self.show_message(arg(self.tr("The house rules used until now are saved as “%1” (Edit > Preferences, "
                                          "House rules)."), kept))

    def _keep_rules_in_use(self, rules: RuleSet) -> str:
        """House rules in use (applied in Preferences) that were never saved, about to give way to ``rules``: saved
        in the library, so nothing is lost (round 34: a game dealt with a built-in set took the place of a tester's
        changed target for good). Returns the name they are saved under ("" when nothing needed saving)."""
        old = last_rules(self.settings)
        if old is None or old == rules or self.settings.first_run:
            return ""
        from rookdesk.engine.errors import RuleError
        from rookdesk.storage.house_rules import HouseRulesError, HouseRulesLibrary

        built_in = built_in_named(old.name)
        try:
            if built_in is not None and built_in.to_dict() != old.to_dict():
                # Named as the house rules they are, "Partnership cut-throat Rook (house rules)": "… (2)" read as
                # a second copy of the built-in set (round 34). So no built-in's title is needed for the name.
                old = rules_from_dict({**old.to_dict(), "name": rules_title(old, changed=True)}, complete=True)
            kept = HouseRulesLibrary().keep(old)
        except (HouseRulesError, RuleError, OSError) as exc:
            log.warning("the house rules in use could not be kept: %s", exc)
            return ""
        return kept.entry.name if kept.added and kept.entry is not None else ""

    def start_from_settings(self) -> bool:
        """Deal with the last-used rules and seats; ``False`` (nothing dealt) the first time."""
        rules = last_rules(self.settings)
        if rules is None or self.settings.first_run:
            return False
        self.start_game(rules, seats_from_settings(self.settings, rules.players))
        return True

    @Slot()
    def offer_rules_next(self, rules: RuleSet) -> None:
        """Game > New offers ``rules`` first from now on, until a game is dealt (house rules changed in
        Preferences, or opened from a file)."""
        self._rules_for_next_game = rules
        self._undealt_choice = None

    def show_new_game_dialog(self) -> NewGameDialog:
        """Open the new-game dialog (window-modal, not blocking: tests drive it directly)."""
        if self._new_game_dialog is not None:
            self._new_game_dialog.raise_()
            return self._new_game_dialog
        from rookdesk.ui.dialogs.new_game import NewGameDialog

        settings, rules = self.settings, self.rules_for_new_game()
        if self._undealt_choice is not None:
            rules, seats = self._undealt_choice
            settings = remember(settings, rules, seats)
        dialog = NewGameDialog(settings, rules, self, house_rules=self.saved_house_rules())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._new_game_dialog = dialog

        def accepted() -> None:
            choice = dialog.choice()
            self._undealt_choice = (choice.rules, list(choice.seats))
            self.replace_game_after_asking(lambda: self.start_game(choice.rules, choice.seats))

        def finished() -> None:
            self._new_game_dialog = None

        dialog.accepted.connect(accepted)
        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def rules_for_new_game(self) -> RuleSet | None:
        """The rules Game > New preselects: house rules just changed in Preferences, else the game's
        on the table, else the last game's (``None``: the dialog's default)."""
        return self._rules_for_next_game or self.controller.rules or last_rules(self.settings)

    def game_in_progress(self) -> bool:
        """Whether someone is playing a game that is not over (an all-computer demo is only watched)."""
        game = self.controller.game
        return game is not None and not game.is_over and bool(self.controller.human_seats)

    def replace_game_after_asking(self, replace: Callable[[], object], resumes_left_game: bool = False,
                                  opening: Path | None = None) -> QMessageBox | None:
        """Run ``replace`` (deal, open or resume a game) at once when no game would be lost, else only
        once the person agrees to abandon it. Returns the question while it is open (``None``
        when nothing was asked); keeping the game is the default, so Enter and Escape are safe.
        A game saved as it stands is not asked about: its file holds all of it. Nor is a game left
        in progress that the person passed over in the resume question; one they never saw the
        question for (rookdesk started on a file) is, and keeping it resumes it. ``opening`` names
        the saved game that would take its place."""
        playing = self.game_in_progress() and not self.keeper.saved_as_it_stands()
        left = (self.keeper.left_game_at_stake() and not resumes_left_game
                and not (opening is not None and self.keeper.left_game_kept_in(opening)))
        moved_on = self.unsaved_in_file()
        if not (playing or left) and moved_on is not None and not (opening and same_file(opening, moved_on)):
            return self._ask_save_first(moved_on, replace)   # a finished game whose end its file lacks
        if not (playing or left):
            replace()
            return None
        from PySide6.QtWidgets import QMessageBox

        if self.abandon_box is not None:   # asked already: the newer choice replaces the older
            self.abandon_box.done(0)
        saved_to = self.keeper.save_path if playing else None
        going_back = opening is not None and saved_to is not None and same_file(opening, saved_to)
        if opening is None:
            question = (self.tr("A game is in progress. Abandon it?") if playing
                        else self.tr("A game was left in progress when rookdesk last closed. Abandon it?"))
        elif going_back:
            # The game's own file: it is the same game, as it stood when saved (it read as two games).
            question = arg(self.tr("Go back to %1 as it was saved?"), opening.name)
        else:   # say what comes instead, above all when rookdesk started on a double-clicked file
            question = arg(self.tr("A game is in progress. Abandon it and open %1?") if playing
                           else self.tr("A game was left in progress when rookdesk last closed. "
                                        "Abandon it and open %1?"), opening.name)
        # A short title: the window manager adds " — rookdesk" and would cut a longer one in this narrow box.
        # Going back to the game's own file asks that, in its title and button too (under "Abandon game?"
        # it read as two questions, round 17).
        box = QMessageBox(QMessageBox.Icon.Question,
                          self.tr("Go back to the save?") if going_back else self.tr("Abandon game?"),
                          question, QMessageBox.StandardButton.NoButton, self)
        if saved_to is not None:
            box.setInformativeText(arg(self.tr("The moves made since the game was saved to %1 are lost; the "
                                               "file keeps the game as it was then."), saved_to.name))
        elif playing:
            box.setInformativeText(self.tr("The game in progress ends here; a game you saved can be opened "
                                           "again."))
        else:
            box.setInformativeText(self.tr("That game ends here; a game you saved can be opened again."))
        abandon = box.addButton(self.tr("&Go back") if going_back else self.tr("&Abandon game"),
                                QMessageBox.ButtonRole.DestructiveRole)
        # The desktop's "save before closing?": the game on the table goes to its file (or one chosen
        # now) and the new one follows; a chooser cancelled or a save refused keeps the game on the table.
        save = (box.addButton(self.tr("&Save first"), QMessageBox.ButtonRole.AcceptRole)
                if playing and not going_back else None)
        # A game only left in progress is not on the table yet: keeping it resumes it, and says so.
        keep = box.addButton(self.tr("&Keep playing") if playing else self.tr("&Resume that game"),
                             QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setAccessibleName(self.tr("Go back to the saved game?") if going_back
                              else self.tr("Abandon the current game?"))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        self.abandon_box = box

        def finished() -> None:
            if self.abandon_box is box:
                self.abandon_box = None
            box.deleteLater()
            if box.clickedButton() is abandon:
                replace()
            elif save is not None and box.clickedButton() is save and self.keeper.save():
                replace()
            elif not playing and box.clickedButton() is keep:
                self.keeper.resume_left_game()   # "keep playing" the game that was left

        box.finished.connect(finished)
        box.open()
        return box

    def _ask_save_first(self, path: Path, replace: Callable[[], object]) -> QMessageBox:
        """A game no longer played (finished, or a demo) has moved on since it was saved to ``path``: save it
        there first, or not, before ``replace`` runs; Cancel keeps it on the table."""
        if self.abandon_box is not None:
            self.abandon_box.done(0)
        box = self._ask_to_save(self.tr("Save the game?"), arg(self.tr("Save the game to %1 first?"), path.name),
                                self.tr("The file keeps the game as it was when saved, without its end."),
                                self.tr("&Save first"), self.tr("&Don't save"), replace)
        self.abandon_box = box
        box.finished.connect(lambda: setattr(self, "abandon_box", None) if self.abandon_box is box else None)
        return box

    def _ask_to_save(self, title: str, question: str, note: str, save_text: str, skip_text: str,
                     then: Callable[[], object]) -> QMessageBox:
        """The desktop's question for a document with changes: save (then ``then``, if the save worked), go
        on without saving (``then``), or Cancel (nothing). Window-modal, not blocking; Escape cancels."""
        from rookdesk.ui.three_way_box import three_way_box

        box, save, skip = three_way_box(self, title, question, note, save_text, skip_text, self.tr("&Cancel"))

        def finished() -> None:
            box.deleteLater()
            if box.clickedButton() is skip or (box.clickedButton() is save and self.keeper.save()):
                then()

        box.finished.connect(finished)
        box.open()
        return box

    def saved_house_rules(self) -> list[RuleSet]:
        """The house rules saved from Preferences (none if the library cannot be read)."""
        from rookdesk.storage.house_rules import HouseRulesLibrary

        try:
            return [entry.rules for entry in HouseRulesLibrary().entries()]
        except OSError:
            return []

    @Slot()
    def show_preferences(self) -> QDialog:
        """Open Preferences (window-modal, not blocking); OK or Apply takes effect at once,
        house rules with the next game."""
        from rookdesk.storage.house_rules import HouseRulesLibrary
        from rookdesk.ui.preferences import PreferencesDialog

        store = self.store if self.store is not None else SettingsStore()
        dialog = PreferencesDialog(store, HouseRulesLibrary(), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.settingsChanged.connect(self.apply_settings)
        # What was in force when the dialog opened, then after each Apply: only a real change is announced.
        applied = {"language": dialog.settings.language, "rules": dialog.rules_page.rules}

        def announce(rules: RuleSet) -> None:
            notes = []
            if rules != applied["rules"]:
                notes.append(self.tr("The changed house rules apply from the next game on."))
                self.offer_rules_next(rules)
            if dialog.settings.language != applied["language"]:
                notes.append(self.tr("The new language is used the next time rookdesk starts."))
            applied.update(language=dialog.settings.language, rules=rules)
            if notes:
                self.show_message(" ".join(notes))

        dialog.rulesChanged.connect(announce)   # sent after settingsChanged, once per OK or Apply
        dialog.finished.connect(self._focus_curtain)
        dialog.open()
        return dialog

    @Slot()
    def show_rules(self) -> RulesHelpDialog | None:
        """The rules of this game in a window of their own; asked again, the same window comes forward."""
        rules, names = self._rules_to_show()
        dialog = self._rules_dialog
        if dialog is None:
            from rookdesk.ui.dialogs.rules_help import RulesHelpDialog

            dialog = RulesHelpDialog(rules, names, self, upcoming=self.controller.game is None)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.destroyed.connect(self._forget_rules_dialog)
            self._rules_dialog = dialog
        else:
            dialog.show_rules_of(rules, names, self.controller.game is None)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def _rules_to_show(self) -> tuple[RuleSet, tuple[str, ...] | None]:
        rules = self.controller.rules or last_rules(self.settings)
        if rules is None:
            from rookdesk.engine.presets import preset
            rules = preset("partners-cutthroat")
        return rules, tuple(self.controller.names) or None

    @Slot()
    def _forget_rules_dialog(self) -> None:
        self._rules_dialog = None

    def _offer_last_trick(self, available: bool) -> None:
        self.last_trick_action.setEnabled(available)
        # The greyed item's tooltip says why; an enabled one needs none.
        self.last_trick_action.setToolTip("" if available else self._no_last_trick_text())

    def _no_last_trick_text(self) -> str:
        if self.controller.game is None:
            return self.tr("No last trick to show: no game is being played.")
        return self.tr("No last trick to show: no trick has been won yet in this game.")

    @Slot()
    def show_last_trick(self) -> LastTrickDialog | None:
        trick = self.trick_model.last_trick()
        rules = self.controller.rules
        if trick is None or rules is None:
            return None
        from rookdesk.ui.dialogs.last_trick import LastTrickDialog

        game = self.controller.game
        hand_end = next((event for event in reversed(game.events) if isinstance(event, HandEnded)), None) \
            if game is not None else None
        dialog = LastTrickDialog(trick, self.controller.names, rules, self.cache, self.settings.card_look,
                                 hand_end, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def _show_panel(self, panel: QWidget) -> None:
        """Show a decision panel under the table, or a results panel on it (the info panel stays below)."""
        if isinstance(panel, Panel):
            panel.arm()   # an Enter in the next moment was meant for what came before (see Panel.arm)
        if panel in self._result_panels:
            self.panel_stack.setCurrentWidget(self.info_panel)
            self.results.show_page(panel)
        else:
            self.results.hide()
            self.panel_stack.setCurrentWidget(panel)

    def current_panel(self) -> QWidget:
        """The panel the person is looking at: a results card on the table, else the one below it."""
        return self.results.current() or self.panel_stack.currentWidget()

    def show_message(self, text: str) -> str:
        """Say ``text`` on the status line for MESSAGE_MS, its long names by first names where it would run
        under the turn label (which then does the same, see _fit_turn_label); the text as shown."""
        self._message = (text, time.monotonic())
        shown = self._fitted_message(text)
        self.statusBar().showMessage(shown, MESSAGE_MS)
        return shown

    def _fitted_message(self, text: str) -> str:
        bar, names = self.statusBar(), self.controller.names
        turn = self.turn_label.fontMetrics().horizontalAdvance(with_first_names(self.turn_label.whole(), names))
        return fitted(text, names, bar.fontMetrics(), bar.width() - STATUS_LINE_SPARE - turn)

    def _fit_status_line(self) -> None:
        """The message on show fitted again beside a new turn label (for the rest of its time), then the label."""
        bar = self.statusBar()
        text, since = self._message
        shown = bar.currentMessage()
        left = MESSAGE_MS - round((time.monotonic() - since) * 1000)
        if shown and text and left > 0:
            fitted_now = self._fitted_message(text)
            if fitted_now != shown:
                # What the window remembers of the message follows it (see _drop_message_about_last_move).
                if self._about_last_move == shown:
                    self._about_last_move = fitted_now
                if self._for_everyone == shown:
                    self._for_everyone = fitted_now
                bar.showMessage(fitted_now, left)
        self._fit_turn_label()

    def show_until_next_move(self, text: str) -> None:
        """About the last move (a refusal, an undo, a trick won): said until a move is made or a card chosen."""
        self._about_last_move = self.show_message(text)

    def show_to_everyone(self, text: str, until_next_move: bool = False) -> None:
        """News for every person at the table (the auction's end, a decision taken back): a curtain coming
        up for the next person leaves it on the status line (round 32: an undo in hot-seat was never said)."""
        if until_next_move:
            self.show_until_next_move(text)
            self._for_everyone = self._about_last_move
        else:
            self._for_everyone = self.show_message(text)

    def _fit_turn_label(self) -> None:
        """Whose turn, in the room the message beside it leaves."""
        bar = self.statusBar()
        message = bar.currentMessage()
        used = bar.fontMetrics().horizontalAdvance(message) if message else 0
        self.turn_label.fit(bar.width() - STATUS_LINE_SPARE - used)

    def _drop_message_about_last_move(self) -> None:
        # "Trump was led: you must play trump" under the next player's turn, "Counters may not be set
        # aside" beside a choice of cards that may, or "Your last decision was taken back" after the
        # next one, reads as if it were about that.
        if self._about_last_move and self.statusBar().currentMessage() == self._about_last_move:
            self.statusBar().clearMessage()
        self._about_last_move = ""

    def _on_discard_selection(self, cards: list[str]) -> None:
        if cards:   # the person chose; an empty choice is also the table's start of the exchange, which
            # cleared "Ann's last decision was taken back" from an undone discard at once (round 34)
            self._drop_message_about_last_move()
        self.nest_panel.set_selection(cards)

    def _submit_for_seat(self, make: Callable[[int], Action]) -> None:
        seat = self.controller.awaiting
        if seat is not None:
            self.controller.submit(make(seat))

    def _continue_after_hand(self) -> None:
        self._demo_timer.stop()
        self._show_panel(self.info_panel)
        self.info_panel.show_text(self.tr("Dealing…"))
        self.controller.continue_after_hand()

    # Controller signals ------------------------------------------------------------

    def _on_game_started(self) -> None:
        # The title follows from the keeper's own gameStarted handler, once it knows the game's file.
        if self._rules_dialog is not None:   # a rules window left open follows the new game
            self._rules_dialog.show_rules_of(*self._rules_to_show())
        self._demo_timer.stop()
        self.curtain.hide()
        # A loaded game (resume, open, undo) already has a story: the badges start from it.
        game = self.controller.game
        self.status = TableStatus()
        for event in self.controller.events_on_table():   # not the next deal waiting behind a summary
            self.status = self.status.after(event)
        self._show_status_badges()
        self._offer_last_trick(bool(game and any(isinstance(e, TrickWon) for e in game.events)))
        self._name_panels()
        self._show_panel(self.info_panel)
        # Not for a game that goes on (resumed, opened, undone): "Dealing…" over a hand half played read as
        # if the hand were dealt again (round 34).
        self.info_panel.show_text(self.tr("Dealing…") if game is None or not game.actions else "")
        self.statusBar().clearMessage()
        self.turn_label.clear()   # the last game's "South to bid or pass" is over

    def show_title(self) -> None:
        """Name the game on the table in the title, as desktop programs name their document: its rules, and
        its file once saved or opened, marked (Qt's "[*]") while the game has moved on since the file was
        written; a new deal has no file yet. Called again by the keeper whenever the file changes."""
        rules = self.controller.rules
        if rules is None:
            return   # no game yet: "rookdesk"
        path = self.keeper.save_path
        if path is None:
            self.setWindowTitle(arg(self.tr("%1 — rookdesk"), rules_title(rules)))
        else:
            # "[*]" is where Qt shows the mark; one in the file's own name is doubled, which Qt shows as typed.
            name = path.stem.replace("[*]", "[*][*]") + "[*]"
            self.setWindowTitle(arg(self.tr("%1 — %2 — rookdesk"), name, rules_title(rules)))
        self.setWindowModified(path is not None and not self.keeper.saved_as_it_stands())

    def _on_event_shown(self, event: Event) -> None:
        before, self._event_before = self._event_before, event
        if isinstance(event, MOVE_EVENTS):
            self._drop_message_about_last_move()
            self._say_computer_move(event, before)
            self._say_own_draw(event, before)
            self._close_decision_panel(event, before)
        elif isinstance(event, (TrickWon, Dealt, Redealt, HandEnded, GameEnded)):
            self._computer_move_said = ""   # a new trick or hand: the last card is not news under the next turn
        self.status = self.status.after(event)
        # A hand's new totals come with its summary (_on_hand_summary): the last trick is still on show.
        if not isinstance(event, (HandEnded, GameEnded)):
            self._show_status_badges()
        names = self.controller.names
        if isinstance(event, BidWon) and event.forced:
            self.show_message(arg(self.tr("Everyone else passed: %1, the dealer, is held to the minimum bid of %2."),
                                  names[event.seat], event.amount))
        elif isinstance(event, BidWon):
            # With the passes that ended the auction (round 21: the computer's last pass was never seen, the
            # bidder's trump panel came at once); the whole auction is in the score sheet's bids.
            after = self._passed_after_the_high_bid()
            # Who passed on that bid, not "after that": the passes came before the win they ended (round 33:
            # French "Ensuite : Est : passe" read as a pass after the auction). As a sentence, "North and
            # East passed" (round 34: "Passed after that bid: North" read as a form's label).
            won = self.tr("%1 wins the bid at %2: %3 passed.", "", len(after))
            self.show_to_everyone(arg(won, names[event.seat], event.amount, QLocale().createSeparatedList(after))
                                  if after else bid_won_text(event, names))
        elif isinstance(event, Redealt):
            self.show_message(self.tr("Everyone passed: the same dealer deals again."))
        elif isinstance(event, DealerDrawn):
            self.show_message(self._dealer_draw_text(event))
        if isinstance(event, (Dealt, Redealt)):
            # Nobody is to act until the cards are out: the turn is named when the deal has been shown.
            self.turn_label.setText(self.tr("Dealing…"))
        elif isinstance(event, TrickWon):
            self._offer_last_trick(True)   # who won is said when the table shows it: _say_trick_won

    def _say_trick_won(self, winner: int) -> None:
        """Who won the trick the table now shows, in words as well as drawn: the status line reaches screen
        readers."""
        won = trick_won_text(winner, self.controller.names)
        # Until the next trick is led: beside that trick it would read as its result.
        self.show_until_next_move(won)
        # While the finished trick is on show nobody is to act: the next turn names the next player
        # (the message beside the label already names the winner).
        self.turn_label.clear()
        if self.panel_stack.currentWidget() is self.info_panel:
            self.info_panel.show_text(won)

    def _say_computer_move(self, event: Event, before: Event | None) -> None:
        """A computer's move in words while it is shown: "North is thinking…" would stay up until the
        next turn, over a card already on the table; trump named by a computer is said on the status
        line as well, until the next move."""
        seat = getattr(event, "seat", None)
        rules = self.controller.rules
        self._computer_move_said = ""
        if seat is None or rules is None or self.controller.inputs[seat].is_human:
            return
        said = move_text(event, rules, self.controller.names, before)
        self._computer_move_said = said   # kept under the next "… is thinking", which comes at once
        self.turn_label.clear()   # nobody is to act until the next turn is named
        if self.panel_stack.currentWidget() is self.info_panel:
            self.info_panel.show_text(said)
        if isinstance(event, TrumpNamed):
            self.show_until_next_move(said)

    def _passed_after_the_high_bid(self) -> list[str]:
        """Who passed since this hand's last bid, in order: every call after it is a pass."""
        auction = self.controller.game.auction if self.controller.game is not None else []
        high = max((i for i, (_, amount) in enumerate(auction) if amount is not None), default=-1)
        return [self.controller.names[seat] for seat, _ in auction[high + 1:]]

    def _say_own_draw(self, event: Event, before: Event | None) -> None:
        """The card the person at the screen drew, by name, the pile's too (round 20: only the other
        player's draw was said, and the banded card could sit half hidden in the fan); "gets" for the card
        the trick's winner left them, "takes" for their own choice (round 31: "South takes the top card"
        when South had chosen nothing, and nothing at all for a face-up card). Never for a hand not on show:
        in hot-seat the pile's card may go to the person who is not at the screen."""
        c = self.controller
        if (not isinstance(event, CardDrawn) or event.seat != c.shown
                or c.rules is None or not c.inputs[event.seat].is_human):
            return
        # For a while, not until the next move: that is the trick's winner leading at once.
        self.show_message(self._own_move_text(event, before))

    def _own_move_text(self, event: Event, before: Event | None) -> str:
        """A person's move in words for the screen: a card they took unseen from the pile named, as only
        the person at the screen may see it; a face-up card as everyone saw it."""
        c = self.controller
        assert c.rules is not None
        if isinstance(event, CardDrawn) and event.source != "face_up" and event.seat == c.shown:
            return own_draw_text(event, c.rules, c.names, isinstance(before, CardDrawn))
        return move_text(event, c.rules, c.names, before)

    def _close_decision_panel(self, event: Event, before: Event | None) -> None:
        """A person's decision is made: its panel gives way to what they did (round 33: the draw's buttons
        stayed up, still pressable, for the second the card took to fly into the hand)."""
        c = self.controller
        seat = getattr(event, "seat", None)
        current = self.panel_stack.currentWidget()
        if (seat is None or c.rules is None or not c.inputs[seat].is_human
                or current is self.info_panel or not isinstance(current, Panel)):
            return
        self._show_panel(self.info_panel)
        self.info_panel.show_text(self._own_move_text(event, before))

    def _dealer_draw_text(self, event: DealerDrawn) -> str:
        """The draw for the first deal in words: who drew what, and who deals (or that it is drawn again)."""
        rules = self.controller.rules
        assert rules is not None
        names = self.controller.names
        drawn = ", ".join(arg(self.tr("%1 drew %2"), names[seat], card_name(card, rules.deck.style))
                          for seat, card in enumerate(event.cards))
        winner = high_card_seat(event.cards, rules)
        if winner is None:
            return arg(self.tr("Draw for the first deal: %1. A tie for the highest card: everyone draws again."),
                       drawn)
        return arg(self.tr("Draw for the first deal: %1. %2 deals."), drawn, names[winner])

    def _show_status_badges(self) -> None:
        short = dataclasses.replace(self.status, names=first_names(self.status.names))
        self.scene.set_status_badges(self.status.bid_text(), self.status.trump_text(), self.status.scores_text(),
                                     short.bid_text(), short.scores_text())

    def _on_turn_started(self, seat: int, choice: Choice) -> None:
        name = self.controller.names[seat]
        if self.controller.inputs[seat].is_human:
            if choice.view.phase is Phase.BIDDING and not any(isinstance(a, Pass) for a in choice.actions):
                self.turn_label.setText(arg(self.tr("%1 to bid"), name))   # the opener who must bid
            else:
                self.turn_label.setText(self._turn_text(choice.view.phase, name))
            return
        self.turn_label.setText(self._computer_turn_text(name))
        # What the computer before it just did, which this turn would otherwise replace at once
        # (North names trump, then leads: "North names Black as trump." was never seen).
        note = self._computer_move_said
        if choice.view.phase is Phase.BIDDING:
            calls = auction_text(choice.view.auction, self.controller.names)
            note = arg(self.tr("Calls so far: %1"), calls) if calls else self.tr("No calls yet.")
        self._show_panel(self.info_panel)
        self.info_panel.show_text(self._computer_turn_text(name), note)

    def _turn_text(self, phase: Phase, name: str) -> str:
        texts = {
            Phase.BIDDING: self.tr("%1 to bid or pass"),
            Phase.TRUMP: self.tr("%1 to name trump"),
            Phase.DISCARD: self.tr("%1 to set cards aside"),
            Phase.DRAW: self.tr("%1 to take a card"),
            Phase.PLAY: self.tr("%1 to play a card"),
        }
        return arg(texts.get(phase, self.tr("%1 to act")), name)

    def _on_human_turn(self, seat: int, choice: Choice) -> None:
        names = self.controller.names
        phase = choice.view.phase
        if phase is Phase.BIDDING:
            self.bid_panel.show_choice(choice, names)
            self._show_panel(self.bid_panel)
            self.bid_panel.amount.setFocus()
        elif phase is Phase.TRUMP:
            self.trump_panel.show_choice(choice, names)
            self._note_held_to_minimum(self.trump_panel, seat)
            self._show_panel(self.trump_panel)
        elif phase is Phase.DISCARD:
            assert choice.discard is not None and self.controller.rules is not None
            self.nest_panel.start(names[seat], choice.discard, self.controller.rules)
            self._note_held_to_minimum(self.nest_panel, seat)
            self._show_panel(self.nest_panel)
            self.view.setFocus()
        elif phase is Phase.DRAW:
            self.draw_panel.show_choice(choice, names)
            self._show_panel(self.draw_panel)
            self.draw_panel.first_button().setFocus()   # the keyboard's way in, as on the other panels
        elif phase is Phase.PLAY:
            lead = not choice.view.trick
            title = arg(self.tr("%1, lead a card") if lead else self.tr("%1, play a card"), names[seat])
            # "Twice": the first click marks the card and the second plays it, a double-click as well.
            how = self.tr("Drag a card to the middle of the table, click it twice, or choose it with the "
                          "arrow keys and press Enter.")
            refusals = self.controller.play_refusals
            if refusals and self.settings.dim_illegal:
                # Said here, not only in the dimmed cards' tooltips, which the keyboard cannot reach.
                how += " " + arg(self.tr("Dimmed cards may not be played now. %1"), " ".join(refusals))
            elif refusals:   # nothing is dimmed (Preferences): the rule alone
                how += " " + " ".join(refusals)
            self.info_panel.show_text(title, how)
            self._show_panel(self.info_panel)
            self.view.setFocus()

    def _note_held_to_minimum(self, panel: Panel, seat: int) -> None:
        """Tell a dealer held to the minimum bid why the nest is theirs, on their own panel: the status
        line's message goes by, and in hot-seat the curtain before their turn clears it."""
        game = self.controller.game
        won = next((e for e in reversed(game.events) if isinstance(e, (BidWon, Dealt))), None) if game else None
        if isinstance(won, BidWon) and won.forced and won.seat == seat:
            held = arg(self.tr("Everyone else passed: you are held to the minimum bid of %1."), won.amount)
            panel.set_texts(panel.title.whole(), f"{held} {panel.note.text()}".strip())

    def _on_curtain_requested(self, seat: int) -> None:
        name = self.controller.names[seat]
        self._show_panel(self.info_panel)
        self.info_panel.show_text(arg(self.tr("Waiting for %1"), name), self.tr("Every hand is hidden."))
        self.turn_label.setText(arg(self.tr("Pass to %1"), name))
        # A refusal still on the status line ("you must follow suit…") tells about the last hand shown; who
        # won the bid is everyone's news, and the bidder's first sight of it (round 22: gone as the curtain rose).
        if self.statusBar().currentMessage() != self._for_everyone:
            self.statusBar().clearMessage()
        c = self.controller
        recap = None
        if c.game is not None and c.rules is not None:
            recap = moves_since_turn(c.game.events, seat, c.rules, c.names, RECAP_MOVES)
        self.curtain.show_for(name, recap)

    def _focus_curtain(self) -> None:
        """Give the keyboard back to the curtain while it is up, so Enter lifts it without a Tab first."""
        if not self.curtain.isVisible():
            return
        focus = self.focusWidget()
        if focus is None or (focus is not self.curtain and not self.curtain.isAncestorOf(focus)):
            self.curtain.setFocus()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_status_line()
        if event.oldSize().width() > 0 and event.size().width() != event.oldSize().width():
            # A window made smaller squeezes the sheet; made larger again, the table took all the room back.
            # Made smaller, Qt squeezed the sheet by its share, leaving it wider than the columns it still
            # shows (round 33): it goes to those.
            QTimer.singleShot(0, self, lambda: self._fit_score_dock(shrink=True))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        # Back from any dialog or another window: the focus may not have come back to the curtain.
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self._focus_curtain()

    def _on_curtain_lifted(self, seat: int) -> None:
        self.curtain.hide()
        self.view.setFocus()
        self.scene.set_keys_in_use(self.curtain.lifted_by_keyboard)   # before the turn behind it starts
        c = self.controller
        left = card_left_unseen(c.game.events, seat) if c.game is not None and c.rules is not None else None
        if left is not None:   # private: said only now the hand is on show to its person
            self.show_message(own_draw_text(left, c.rules, c.names, True))

    def _on_hand_summary(self, event: HandEnded) -> None:
        rules = self.controller.rules
        assert rules is not None
        game = self.controller.game
        over = bool(game and game.is_over and game.hand_number == event.hand)
        from rookdesk.ui.panels.summary import nest_of_hand, tricks_of_hand

        # Trick counts let the summary show points per trick apart from the cards' points.
        tricks = tricks_of_hand(game.events, event.hand, rules) if game is not None else None
        nest = nest_of_hand(game.events, event.hand) if game is not None else ()
        self.summary_panel.show_hand(event, rules, self.controller.names, over, tricks=tricks, nest=nest)
        self._show_panel(self.summary_panel)
        self._show_status_badges()
        # The note names the button the card shows, quoted as a name (round 31: "; See the result shows" read
        # as a broken sentence): See the result on the last hand, else Continue (which an all-computer game
        # presses by itself after a while).
        if over:
            note = self.tr("The scores are on the table; “See the result” shows the final scores.")
        elif not self.controller.human_seats:
            note = self.tr("The scores are on the table; the next hand is dealt in a moment, or at once with “Continue”.")
        else:
            note = self.tr("The scores are on the table; “Continue” deals the next hand.")
        self.info_panel.show_text(arg(self.tr("Hand %1 is over"), event.hand), note)
        self.turn_label.setText(arg(self.tr("Hand %1 is over"), event.hand))
        self.statusBar().clearMessage()   # "North wins the trick." is old news once the hand is scored
        self.summary_panel.continue_button.setFocus()
        if not self.controller.human_seats:
            self._demo_timer.start(DEMO_SUMMARY_MS + 3 * self.settings.ai_pause_ms)

    def _computer_turn_text(self, name: str) -> str:
        if self.controller.paused:
            return arg(self.tr("Paused: %1 waits"), name)
        return arg(self.tr("%1 is thinking…"), name)

    def _pause_toggled(self, paused: bool) -> None:
        """Game > Pause (P): the computers stop, or go on, and the status line says so."""
        self.controller.set_paused(paused)
        if paused:
            self.show_to_everyone(self.tr("Paused: the computers wait. P or Game > Pause lets them go on."))
        else:
            self.show_to_everyone(self.tr("The computers go on."))

    def _on_paused_changed(self, paused: bool) -> None:
        # Also when a new deal ends the pause: the menu item's tick follows, without a word.
        blocked = self.pause_action.blockSignals(True)
        self.pause_action.setChecked(paused)
        self.pause_action.blockSignals(blocked)
        seat = self.controller.awaiting
        if seat is not None and not self.controller.inputs[seat].is_human:
            text = self._computer_turn_text(self.controller.names[seat])
            self.turn_label.setText(text)
            if self.current_panel() is self.info_panel:
                self.info_panel.title.setText(text)

    def _demo_continue(self) -> None:
        if self.current_panel() is self.summary_panel and not self.controller.human_seats:
            if dialog_open() or self.controller.paused:   # the demo waits, as the computers' moves do
                self._demo_timer.start(DIALOG_POLL_MS)
                return
            self._continue_after_hand()

    def _on_game_over(self, event: GameEnded) -> None:
        rules = self.controller.rules
        assert rules is not None
        self.controller.set_paused(False)   # nothing left to wait for
        self.game_over_panel.show_result(event, rules, self.controller.names, self.controller.human_seats)
        self._show_panel(self.game_over_panel)
        self._show_status_badges()   # "Game over · played to 250", no longer the last hand's "Hand 3 · playing to"
        self.info_panel.show_text(self.tr("Game over"), self.tr("Game > New… or the button on the table deals again."))
        self.turn_label.setText(self.tr("Game over"))
        self.statusBar().clearMessage()

    # Closing ------------------------------------------------------------------------

    def _restore_window_state(self) -> None:
        """The size, place and docks of the last session (two small values read from the settings file)."""
        if self.store is None:
            return
        geometry, state = self.store.window_state()
        if geometry is not None and self.restoreGeometry(geometry) and not self._title_bar_on_a_screen():
            # Saved on a screen that is gone (a laptop off its monitor): back to the default, centred.
            self.resize(first_size(screen_room()))
            screen = QGuiApplication.primaryScreen()
            if screen is not None:
                frame = QRect(self.pos(), self.size())
                frame.moveCenter(screen.availableGeometry().center())
                self.move(frame.topLeft())
        if state is not None:
            self.restoreState(state)

    def _title_bar_on_a_screen(self) -> bool:
        """Whether enough of the window's top edge is on some screen to grab it with the mouse."""
        frame = self.frameGeometry()
        top = QRect(frame.left(), frame.top(), frame.width(), 40)
        for screen in QGuiApplication.screens():
            seen = screen.availableGeometry().intersected(top)
            if seen.width() >= 120 and seen.height() >= 20:
                return True
        return False

    def unsaved_in_file(self) -> Path | None:
        """The game's file when the game on the table has moved on since it was written there (the title's
        mark), finished or not; else None."""
        path = self.keeper.save_path
        if path is None or self.controller.game is None or self.keeper.saved_as_it_stands():
            return None
        return path

    def _ask_save_before_quitting(self, path: Path) -> QMessageBox:
        """Save, quit without saving, or stay. Only for a game that has a file: one without is kept by the
        autosave and offered again at the next start, but the file itself would miss the moves since
        (round 31: a finished game's end, never written)."""
        if self.quit_box is not None:
            return self.quit_box
        game = self.controller.game
        note = (self.tr("The file keeps the game as it was when saved, without its end.")
                if game is not None and game.is_over
                else self.tr("The file keeps the game as it was when saved; the game as it stands is offered "
                             "again when rookdesk next starts."))

        def quit_now() -> None:
            self._quit_agreed = True
            self.close()

        box = self._ask_to_save(self.tr("Save before quitting?"),
                                arg(self.tr("Save the game to %1 before quitting?"), path.name), note,
                                self.tr("&Save"), self.tr("&Quit without saving"), quit_now)
        self.quit_box = box
        box.finished.connect(lambda: setattr(self, "quit_box", None))
        return box

    def closeEvent(self, event: QCloseEvent) -> None:
        path = self.unsaved_in_file()
        if path is not None and not self._quit_agreed and self.isVisible():
            event.ignore()
            self._ask_save_before_quitting(path)
            return
        if self.store is not None:
            self.store.save_window_state(self.saveGeometry(), self.saveState())
        # A computer may be thinking on a worker thread: cancel it and wait, so Python
        # objects are not torn down under a running thread.
        self.keeper.shutdown()  # the autosave stays on disk for the next start
        self.controller.shutdown()
        super().closeEvent(event)
