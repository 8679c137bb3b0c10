"""The house-rules editor: one widget per key of ``rules.md``, validated by the engine.

The form never decides what is valid. After every change it reads its widgets
into the JSON object of ``rules.md`` and asks :func:`rules_from_dict` (through
:func:`rule_draft.validate`); a refusal names a key, and the form marks that
key's field with a red frame and the engine's reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from rookdesk.engine.cards import ROOK_ID, rank_label, ranks_of
from rookdesk.engine.errors import RuleError
from rookdesk.engine.rules import MAX_PLAYERS, MIN_PLAYERS, RuleSet, rook_rank_range
from rookdesk.storage.house_rules import MAX_RULE_NUMBER
from rookdesk.ui.preferences.points_model import POINTS_COLUMN, PointsDelegate, PointsModel
from rookdesk.ui.preferences.rule_draft import Figures, figures_of, is_automatic_max, validate
from rookdesk.ui.last_game import table_names
from rookdesk.ui.messages import rule_error_text, rule_reason
from rookdesk.ui.number_keys import RefusedKeys
from rookdesk.ui.texts import rank_text, rules_title, without_mnemonic

ERROR_COLOUR = "#c62828"
# A red frame around the field the engine named. The frame is a wrapper, so the
# control itself keeps the platform look (a styled border would replace it).
FIELD_FRAME = "ruleField"
INVALID_STYLE = (f'QFrame#{FIELD_FRAME}[invalid="true"] '
                 f'{{ border: 2px solid {ERROR_COLOUR}; border-radius: 3px; }}')
RANKS_PER_ROW = 7
DEFAULT_ROOK_PLACE = 10.5   # offered first for a Rook "between" two ranks: beats the 10, loses to the 11
MAX_CARDS = 60  # more than any deck holds (14 ranks x 4 suits + the Rook = 57)


class WheelScrollsForm(QObject):
    """Lets the wheel over a list or number box the person is not in scroll the form instead.

    The form lives in a scroll area: without this, scrolling down turns whichever box slides under
    the pointer (a rule changed unseen). A box that has the focus still turns with the wheel.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) or watched.hasFocus():
            return False
        area = watched.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)
        else:
            event.ignore()   # no scroll area: whatever holds the form may use the wheel
        return True

    def guard(self, widget: QWidget) -> None:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # the wheel alone does not put them in the box
        widget.installEventFilter(self)


class ArrangesByWidth:
    """Mixin for a widget that arranges its parts by its width: again on every resize, and when a part
    asks for a new layout (a label shown, a longer text may no longer fit). Subclasses give ``_arrange``."""

    def _arrange(self, width: int) -> None:
        raise NotImplementedError

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._arrange(event.size().width())
        super().resizeEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._arrange(self.width())
        return super().event(event)


class SideBySide(ArrangesByWidth, QWidget):
    """Two parts side by side while both fit their minimum width (the first, if ``whole_first``, its
    preferred width), else the second below the first.

    On the smallest supported screen (800x600) the Preferences dialog is about 780 px wide: side by
    side, the house-rules columns (and the Start-from line with its buttons) would need sideways
    scrolling there, in German most of all. Its minimum width is that of the stacked parts, so it
    never forces a window or scroll area wider; the page scrolls down instead.
    """

    def __init__(self, first: QLayout, second: QLayout, stretches: tuple[int, int] = (1, 1),
                 parent: QWidget | None = None, whole_first: bool = False) -> None:
        super().__init__(parent)
        self._parts = (first, second)
        self._stretches = stretches
        # Side by side only while the first part has its preferred width (the Start from list showing
        # its entry whole), not merely its minimum.
        self._whole_first = whole_first
        self._box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.addLayout(first, stretches[0])
        self._box.addLayout(second, stretches[1])

    @property
    def stacked(self) -> bool:
        return self._box.direction() == QBoxLayout.Direction.TopToBottom

    def side_by_side_width(self) -> int:
        """The least width that holds both parts on one line."""
        first, second = (part.minimumSize().width() for part in self._parts)
        if self._whole_first:
            first = max(first, self._parts[0].sizeHint().width())
        return first + second + max(self._box.spacing(), 0)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        hint = super().minimumSizeHint()
        return QSize(max(part.minimumSize().width() for part in self._parts), hint.height())

    def _arrange(self, width: int) -> None:
        stack = width < self.side_by_side_width()
        if stack == self.stacked:
            return
        self._box.setDirection(QBoxLayout.Direction.TopToBottom if stack else QBoxLayout.Direction.LeftToRight)
        for index, stretch in enumerate(self._stretches):
            # Stacked, the stretch would be vertical: it would open gaps between the parts.
            self._box.setStretch(index, 0 if stack else stretch)
        self.updateGeometry()


@dataclass(slots=True)
class Field:
    """One key's place in the form: the widget framed when invalid; the control, its row label and its
    usual tooltip, for greying the option while the other settings leave it no effect and for telling
    what is wrong with it."""

    key: str
    title: str
    marked: QWidget
    control: QWidget
    tip: str
    label: QLabel | None = None
    focus: QWidget | None = None


# Boxes the engine refuses ticked where they do not apply (partners need four players, a draw pile two):
# while greyed they show (and give) unticked, and get their tick back when they apply again.
CLEARED_WHILE_IDLE = ("partnerships", "draw_pile")
# The deal's arithmetic (players × hand + nest, and the draw pile): its error is marked at whichever of
# these the person is changing, not always at the hand size (round 21).
DEAL_KEYS = ("players", "hand_size", "nest_size", "draw_pile")


def plain(text: str) -> str:
    """Label text without its mnemonic ampersand and trailing colon."""
    # French puts a space before the colon ("Cartes par main :"): it goes too.
    return without_mnemonic(text).rstrip().rstrip(":").rstrip()



class KeepsTypedNumber(QObject):
    """Leaving a number box on a number out of its range, Qt puts the old value back with its editor's signals
    blocked: the box read 300 while the page still said "Play to: Must be at least 1, not 0" and OK stayed
    greyed (round 31). The number typed is put back, so what the box shows is what the page says is wrong."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if (event.type() == QEvent.Type.FocusOut and isinstance(watched, QSpinBox)
                and not watched.hasAcceptableInput()):
            edit = watched.findChild(QLineEdit)
            typed = edit.text()
            watched.event(event)   # Qt's own handling first: it restores the old value
            if edit.text() != typed:
                edit.setText(typed)
            return True
        return False


class RulesForm(QWidget):
    """Every house rule as a widget. ``rules`` is the valid rule set, or ``None`` with ``error``."""

    edited = Signal()
    deckStyleChanged = Signal(str)
    playersChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rules: RuleSet | None = None
        self.error: RuleError | None = None
        self._told_at: Field | None = None   # the field whose tooltip tells the error
        self.figures: Figures | None = None
        self.seat_names: tuple[str, ...] = ()
        self._loading = False
        self._style = "rook"
        # The "1 ranks high" choice as last set for the Rook deck: a standard deck ignores it (its ace is
        # always high), so the box shows unticked there while the rule keeps this value.
        self._one_high = True
        self._one_high_blank = False   # the box shows unticked for a standard deck, holding no value
        # The ticks of CLEARED_WHILE_IDLE boxes while greyed, to give back when they apply again.
        self._kept_ticks: dict[str, bool] = {}
        # (stored name, title shown) when the name field shows a built-in rule set's translated title.
        self._shown_title: tuple[str, str] | None = None
        self._fields: dict[str, Field] = {}
        self._row_labels: dict[str, QLabel] = {}
        self.setStyleSheet(INVALID_STYLE)

        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(200)
        self.style_combo = QComboBox()
        self.rank_frame = QFrame()
        self.rank_boxes: dict[int, QCheckBox] = {}
        self.rook_box = QCheckBox()
        self.one_high_box = QCheckBox()
        self.rook_rank_mode = QComboBox()
        self.rook_rank_position = QComboBox()
        self.players_spin = QSpinBox()
        self.partnerships_box = QCheckBox()
        self.hand_spin = QSpinBox()
        self.nest_spin = QSpinBox()
        self.draw_pile_box = QCheckBox()
        self.face_up_box = QCheckBox()
        self.first_dealer_combo = QComboBox()
        self.min_spin = QSpinBox()
        self.step_spin = QSpinBox()
        self.max_auto_box = QCheckBox()
        self.max_spin = QSpinBox()
        self.opener_combo = QComboBox()
        self.must_bid_box = QCheckBox()
        self.all_pass_combo = QComboBox()
        self.trump_named_combo = QComboBox()
        self.no_trump_box = QCheckBox()
        self.discard_counters_combo = QComboBox()
        self.points_to_combo = QComboBox()
        self.leader_combo = QComboBox()
        self.rook_any_time_box = QCheckBox()
        self.points_model = PointsModel(self)
        self.points_view = QTableView()
        self.trick_points_spin = QSpinBox()
        self.most_tricks_spin = QSpinBox()
        self.last_trick_spin = QSpinBox()
        self.made_combo = QComboBox()
        self.set_combo = QComboBox()
        self.opponents_box = QCheckBox()
        self.target_spin = QSpinBox()
        self.spread_box = QCheckBox()
        self.spread_spin = QSpinBox()

        self._build()
        self._typed_keeper = KeepsTypedNumber(self)
        self._refused_keys = RefusedKeys(self)
        self._connect()
        self._wheel_guard = WheelScrollsForm(self)
        for box in self.findChildren(QComboBox) + self.findChildren(QAbstractSpinBox):
            self._wheel_guard.guard(box)

    # Layout --------------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        name_form = QFormLayout()
        self._add(name_form, "name", self.tr("&Name:"), self.name_edit,
                  self.tr("The name shown in menus and saved with the rule set."))
        outer.addLayout(name_form)
        left, right = QVBoxLayout(), QVBoxLayout()
        left.addWidget(self._deck_section())
        left.addWidget(self._deal_section())
        left.addWidget(self._bidding_section())
        left.addWidget(self._game_end_section())
        left.addStretch(1)
        right.addWidget(self._nest_section())
        right.addWidget(self._play_section())
        right.addWidget(self._scoring_section())
        right.addStretch(1)
        # Two columns where they fit; one below the other on a small screen (no sideways scrolling).
        self.columns = SideBySide(left, right)
        outer.addWidget(self.columns)

    def _section(self, title: str) -> tuple[QGroupBox, QFormLayout]:
        box = QGroupBox(title)
        form = QFormLayout(box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        return box, form

    def _deck_section(self) -> QGroupBox:
        box, form = self._section(self.tr("Deck"))
        self._fill(self.style_combo, [("rook", self.tr("Rook deck (1–14 in four colours)")),
                                      ("standard", self.tr("Standard deck (2–10, J, Q, K, A)"))])
        self._add(form, "deck.style", self.tr("&Deck style:"), self.style_combo,
                  self.tr("Rook cards in Black, Green, Red and Yellow, or a standard deck with a joker."))
        grid = QGridLayout(self.rank_frame)
        grid.setContentsMargins(2, 2, 2, 2)
        grid.setHorizontalSpacing(6)
        for i, rank in enumerate(ranks_of("rook")):
            check = QCheckBox(str(rank))
            self.rank_boxes[rank] = check
            grid.addWidget(check, i // RANKS_PER_ROW, i % RANKS_PER_ROW)
        self._add(form, "deck.ranks", self.tr("Ranks in the deck:"), self.rank_frame,
                  self.tr("Which ranks are kept in every suit. Removing ranks makes the deck smaller."),
                  focus=self.rank_boxes[1])
        self._add_check(form, "deck.rook", self.rook_box, self.tr("The Roo&k card is in the deck"),
                        self.tr("The Rook (bird) card, or the joker of a standard deck, belongs to trump."))
        self._add_check(form, "ace_or_one_high", self.one_high_box, self.tr("The &1 ranks above the 14"),
                        self.tr("Rook deck: the 1 beats the 14 (on) or ranks below the 2 (off). "
                                "A standard deck's ace is always high."))
        self._fill(self.rook_rank_mode, [("lowest", self.tr("Lowest trump")), ("highest", self.tr("Highest trump")),
                                         ("between", self.tr("Within the suit"))])
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.rook_rank_mode)
        row.addWidget(self.rook_rank_position, 1)
        self.rook_rank_position.setAccessibleName(self.tr("Rook between ranks"))
        self.rook_rank_mode.setAccessibleName(self.tr("Rook in trump"))
        self._add(form, "rook_rank", self.tr("Rook in tr&ump:"), holder,
                  self.tr("Where the Rook/joker ranks inside trump: below every trump, above every trump, "
                          "or between two ranks (e.g. between 10 and 11 beats the 10 and loses to the 11)."),
                  focus=self.rook_rank_mode)
        return box

    def _deal_section(self) -> QGroupBox:
        box, form = self._section(self.tr("Players && deal"))
        self.players_spin.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self._add(form, "players", self.tr("Pla&yers:"), self.players_spin, self.tr("How many seats play."))
        self._add_check(form, "partnerships", self.partnerships_box, self.tr("P&artnerships (opposite seats)"),
                        self.tr("Four players only: seats 1 and 3, and 2 and 4, play as partners. "
                                "Otherwise everyone plays for themselves (cut-throat)."))
        self.hand_spin.setRange(1, MAX_CARDS)
        self._add(form, "hand_size", self.tr("Cards in each hand:"), self.hand_spin,
                  self.tr("Cards dealt to each player."))
        self.nest_spin.setRange(0, MAX_CARDS)
        self._add(form, "nest_size", self.tr("Cards in the ne&st:"), self.nest_spin,
                  self.tr("Cards dealt face down to the nest (kitty, widow); 0 for no nest."))
        self._add_check(form, "draw_pile", self.draw_pile_box, self.tr("Dra&w pile (two players)"),
                        self.tr("Two players only: the cards left after the deal form a draw pile; after each "
                                "trick the winner takes the face-up card or the top card."))
        self._add_check(form, "face_up_at_deal", self.face_up_box, self.tr("Turn the pile's first card at the deal"),
                        self.tr("The first face-up card of the draw pile is turned at the deal, so it is seen "
                                "during bidding; otherwise just before the first trick."))
        self._add(form, "first_dealer", self.tr("First dealer:"), self.first_dealer_combo,
                  self.tr("Who deals the first hand: chosen at random, by drawing for high card, or a given seat."))
        return box

    def _bidding_section(self) -> QGroupBox:
        box, form = self._section(self.tr("Bidding"))
        for spin in (self.min_spin, self.step_spin, self.max_spin):
            spin.setRange(1, MAX_RULE_NUMBER)
        self._add(form, "bidding.min", self.tr("&Minimum bid:"), self.min_spin,
                  self.tr("The smallest bid; a multiple of the step."))
        self._add(form, "bidding.step", self.tr("Bid st&ep:"), self.step_spin,
                  self.tr("Bids are multiples of this and must beat the high bid; jump bids are allowed."))
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        self.max_auto_box.setText(self.tr("Automatic"))
        self.max_auto_box.setAccessibleName(self.tr("Maximum bid automatic"))
        self.max_spin.setAccessibleName(self.tr("Maximum bid"))
        self.max_auto_box.setToolTip(self.tr("The points available in a hand, rounded down to the step."))
        row.addWidget(self.max_auto_box)
        row.addWidget(self.max_spin)
        row.addStretch(1)
        self._add(form, "bidding.max", self.tr("Maximum bid:"), holder,
                  self.tr("The highest bid; bidding it ends the auction at once. Automatic: the points "
                          "available in a hand, rounded down to the step."), focus=self.max_auto_box,
                  )
        self._fill(self.opener_combo, [("left_of_dealer", self.tr("Left of the dealer (two players: the non-dealer)")),
                                       ("dealer", self.tr("The dealer"))])
        self._add(form, "bidding.opener", self.tr("Who &opens:"), self.opener_combo,
                  self.tr("Who speaks first in the auction; the others follow to the left."))
        self._add_check(form, "bidding.opener_must_bid", self.must_bid_box, self.tr("The opener must &bid"),
                        self.tr("The opener may not pass: their first call is a bid."))
        self._fill(self.all_pass_combo, [("redeal", self.tr("Deal again")),
                                         ("dealer_forced", self.tr("The dealer is held to the minimum"))])
        self._add(form, "bidding.all_pass", self.tr("If everyone passes:"), self.all_pass_combo,
                  self.tr("Deal the hand again, or the dealer wins the bid at the minimum when everyone "
                          "else has passed."))
        return box

    def _nest_section(self) -> QGroupBox:
        box, form = self._section(self.tr("Nest && trump"))
        self._fill(self.trump_named_combo, [("after_nest", self.tr("After taking the nest")),
                                            ("before_nest", self.tr("Before taking the nest"))])
        self._add(form, "trump_named", self.tr("T&rump is named:"), self.trump_named_combo,
                  self.tr("The high bidder names trump after seeing the nest and discarding, or before."))
        self._add_check(form, "no_trump", self.no_trump_box, self.tr("No trump may be called"),
                        self.tr("The bidder may declare no trump; then only the Rook is trump."))
        self._fill(self.discard_counters_combo, [("allowed", self.tr("Allowed")),
                                                 ("forbidden", self.tr("Forbidden (keep the counters)"))])
        self._add(form, "nest.discard_counters", self.tr("Discarding &counters:"), self.discard_counters_combo,
                  self.tr("Whether the bidder may set aside cards worth points. Forbidden: only when there "
                          "are too few other cards, the lowest counters go."))
        self._fill(self.points_to_combo, [("last_trick", self.tr("The side taking the last trick")),
                                          ("bidder", self.tr("The bidder's side")), ("nobody", self.tr("Nobody"))])
        self._add(form, "nest.points_to", self.tr("Discarded points go to:"), self.points_to_combo,
                  self.tr("Who scores the points of the cards the bidder set aside."))
        return box

    def _play_section(self) -> QGroupBox:
        box, form = self._section(self.tr("Play"))
        self._fill(self.leader_combo, [("bidder", self.tr("The bidder")),
                                       ("left_of_bidder", self.tr("Left of the bidder (two players: the other)")),
                                       ("left_of_dealer", self.tr("Left of the dealer"))])
        self._add(form, "leader", self.tr("First lead:"), self.leader_combo,
                  self.tr("Who leads the first trick of a hand; after that the trick winner leads."))
        self._add_check(form, "rook_any_time", self.rook_any_time_box, self.tr("The Rook may be played any time"),
                        self.tr("The Rook/joker may be played even by a player who can follow the suit led."))
        return box

    def _scoring_section(self) -> QGroupBox:
        box, form = self._section(self.tr("Scoring"))
        view = self.points_view
        view.setModel(self.points_model)
        view.setItemDelegateForColumn(POINTS_COLUMN, PointsDelegate(view))
        view.verticalHeader().hide()
        view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        # Not on moving onto a cell (AllEditTriggers): its spin box then took the next Up/Down, and reading
        # the table with the arrow keys changed the points (a play tester's 5 became a 3). Typing a number,
        # F2, a double-click or a click on the chosen row edit.
        triggers = QAbstractItemView.EditTrigger
        view.setEditTriggers(triggers.DoubleClicked | triggers.SelectedClicked | triggers.EditKeyPressed
                             | triggers.AnyKeyPressed)
        view.setTabKeyNavigation(False)  # Tab leaves the table; arrows move inside it
        view.selectionModel().currentChanged.connect(self._keep_to_points_column)
        view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
        view.setMaximumWidth(view.fontMetrics().horizontalAdvance("M") * 24)
        self._fit_points_view()
        self._add(form, "points", self.tr("Points per card:"), view,
                  self.tr("Points each rank is worth (in every suit) and the Rook/joker. Cards worth more "
                          "than 0 are counters. Type a number or press F2 to edit."))
        for spin in (self.trick_points_spin, self.most_tricks_spin, self.last_trick_spin):
            spin.setRange(0, MAX_RULE_NUMBER)
        self._add(form, "trick_points", self.tr("Points per trick:"), self.trick_points_spin,
                  self.tr("Extra points for each trick a side takes."))
        self._add(form, "bonus.most_tricks", self.tr("Most tricks bonus:"), self.most_tricks_spin,
                  self.tr("Points for the side that took the most tricks (nobody on a tie)."))
        self._add(form, "bonus.last_trick", self.tr("Last trick bonus:"), self.last_trick_spin,
                  self.tr("Points for the side that took the last trick."))
        self._fill(self.made_combo, [("points_taken", self.tr("Everything it took")),
                                     ("bid", self.tr("Exactly the bid"))])
        self._add(form, "made", self.tr("Bid made scores:"), self.made_combo,
                  self.tr("What the bidder's side scores when its hand total reaches the bid."))
        self._fill(self.set_combo, [("minus_bid", self.tr("Minus the bid")),
                                    ("zero_double_opponents", self.tr("Zero, and the others score double"))])
        self._add(form, "set", self.tr("Bid set (missed) scores:"), self.set_combo,
                  self.tr("What the bidder's side scores when it falls short of the bid."))
        self._add_check(form, "opponents_score", self.opponents_box, self.tr("The other sides score their points"),
                        self.tr("The sides that did not bid score what they took; otherwise they score 0."))
        return box

    def _game_end_section(self) -> QGroupBox:
        box, form = self._section(self.tr("Game end"))
        self.target_spin.setRange(1, MAX_RULE_NUMBER)
        self._add(form, "target", self.tr("Play to (tar&get):"), self.target_spin,
                  self.tr("The game ends when a side reaches this total. If more than one side reaches it, "
                          "the bidder's side wins if it is one of them; otherwise the highest score wins."))
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        self.spread_box.setText(self.tr("Win by a lead of"))
        self.spread_box.setAccessibleName(self.tr("Spread on"))
        self.spread_spin.setAccessibleName(self.tr("Spread points"))
        self.spread_spin.setRange(1, MAX_RULE_NUMBER)
        row.addWidget(self.spread_box)
        row.addWidget(self.spread_spin)
        # The unit after the number: "Win by a lead of [200]" left a tester asking 200 what (round 17).
        self.spread_unit = QLabel(self.tr("points", "after the spread's number: win by a lead of 200 points"))
        row.addWidget(self.spread_unit)
        row.addStretch(1)
        self._add(form, "spread", self.tr("Spread:"), holder,
                  self.tr("A side also wins when it leads every other side by at least this many points."),
                  focus=self.spread_box)
        return box

    def _keep_to_points_column(self, current: QModelIndex, _previous: QModelIndex) -> None:
        # Only the points may be edited: the keyboard stays in their column (a digit typed with a card's
        # name chosen did nothing, and the whole row lit up gave no hint of the column, round 18).
        if current.isValid() and current.column() != POINTS_COLUMN:
            self.points_view.setCurrentIndex(current.siblingAtColumn(POINTS_COLUMN))

    def _fit_points_view(self) -> None:
        """Tall enough for every row, so the page scrolls instead of the table."""
        view = self.points_view
        rows = self.points_model.rowCount()
        height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += sum(view.verticalHeader().sectionSize(r) for r in range(rows)) if rows else 0
        view.setFixedHeight(max(height, view.verticalHeader().defaultSectionSize() * (rows + 1)))

    # Field registration ---------------------------------------------------------

    def _add(self, form: QFormLayout, key: str, text: str, widget: QWidget, tip: str, *,
             focus: QWidget | None = None) -> None:
        label = QLabel(text)
        label.setBuddy(focus or widget)
        label.setToolTip(tip)
        self._row_labels[key] = label
        widget.setToolTip(tip)
        for control in (widget, focus):
            if control is not None and not control.accessibleName():
                control.setAccessibleName(plain(text))
                control.setAccessibleDescription(tip)
        frame = self._framed(widget)
        form.addRow(label, frame)
        self._register(key, plain(text), frame, widget, tip, label=label, focus=focus)

    def _add_check(self, form: QFormLayout, key: str, box: QCheckBox, text: str, tip: str) -> None:
        box.setText(text)
        box.setToolTip(tip)
        box.setAccessibleName(plain(text))
        box.setAccessibleDescription(tip)
        frame = self._framed(box)
        form.addRow("", frame)
        self._register(key, plain(text), frame, box, tip)

    @staticmethod
    def _framed(widget: QWidget) -> QFrame:
        frame = QFrame()
        frame.setObjectName(FIELD_FRAME)
        layout = QHBoxLayout(frame)
        layout.setContentsMargins(2, 2, 2, 2)  # room for the red frame, so nothing moves
        layout.addWidget(widget)
        if not isinstance(widget, (QLineEdit, QTableView)) and widget.layout() is None:
            # Hug the control so the red frame marks it, not the empty space beside it.
            frame.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        return frame

    def _register(self, key: str, title: str, marked: QWidget, control: QWidget, tip: str, *,
                  label: QLabel | None = None, focus: QWidget | None = None) -> None:
        self._fields[key] = Field(key, title, marked, control, tip, label, focus)

    @staticmethod
    def _fill(combo: QComboBox, options: list[tuple[Any, str]]) -> None:
        combo.clear()
        for value, label in options:
            combo.addItem(label, value)

    # Signals --------------------------------------------------------------------

    def _connect(self) -> None:
        self.name_edit.textChanged.connect(self._on_edit)
        self.style_combo.currentIndexChanged.connect(self._on_style)
        for box in self.rank_boxes.values():
            box.toggled.connect(self._on_deck)
        self.rook_box.toggled.connect(self._on_deck)
        self.one_high_box.toggled.connect(self._on_one_high)
        self.rook_rank_mode.currentIndexChanged.connect(self._on_rook_mode)
        self.rook_rank_position.currentIndexChanged.connect(self._on_edit)
        self.players_spin.valueChanged.connect(self._on_players)
        self.max_auto_box.toggled.connect(self._on_max_auto)
        self.step_spin.valueChanged.connect(self._step_bids)
        self.spread_box.toggled.connect(self._on_spread)
        self.points_model.pointsEdited.connect(self._on_edit)
        for spin in self._number_spins():
            if spin is not self.players_spin:   # _on_players edits after its own work
                spin.valueChanged.connect(self._on_edit)
            # A number typed outside the box's range changes no value: without this the page went on saying
            # the rules could be played, and the box went back to its old number on leaving (round 28).
            # (The editor's signal: the box's own textChanged stays silent while its text is no number.)
            spin.findChild(QLineEdit).textChanged.connect(lambda _text, spin=spin: self._on_typed(spin))
            spin.installEventFilter(self._typed_keeper)
            spin.installEventFilter(self._refused_keys)
        for combo in (self.first_dealer_combo, self.opener_combo, self.all_pass_combo, self.trump_named_combo,
                      self.discard_counters_combo, self.points_to_combo, self.leader_combo, self.made_combo,
                      self.set_combo):
            combo.currentIndexChanged.connect(self._on_edit)
        for box in (self.partnerships_box, self.draw_pile_box, self.face_up_box, self.must_bid_box,
                    self.no_trump_box, self.rook_any_time_box, self.opponents_box):
            box.toggled.connect(self._on_edit)

    def _on_style(self) -> None:
        style = self.style_combo.currentData()
        if style == self._style:
            return
        self._style = style
        was_loading, self._loading = self._loading, True
        self._apply_style_labels()
        self.points_model.change_style(style)
        self._refill_rook_positions()
        self._loading = was_loading
        self.deckStyleChanged.emit(style)
        self._on_deck()

    def _on_deck(self) -> None:
        self.points_model.set_in_deck(self._labels_in_deck())
        was_loading, self._loading = self._loading, True
        self._refill_rook_positions()   # the places between the ranks now in the deck
        self._loading = was_loading
        self._on_edit()

    def _on_one_high(self) -> None:
        was_loading, self._loading = self._loading, True
        self._refill_rook_positions()
        self._loading = was_loading
        self._on_edit()

    def _on_rook_mode(self) -> None:
        self.rook_rank_position.setEnabled(self.rook_rank_mode.currentData() == "between")
        self._on_edit()

    def _on_players(self, players: int) -> None:
        was_loading, self._loading = self._loading, True
        self._refill_first_dealer(players)
        self._loading = was_loading
        self.playersChanged.emit(players)
        self._on_edit()

    def _step_bids(self, step: int) -> None:
        # Bids are multiples of the step: the arrows go from one legal bid to the next.
        self.min_spin.setSingleStep(max(step, 1))
        self.max_spin.setSingleStep(max(step, 1))

    def _on_max_auto(self) -> None:
        self.max_spin.setEnabled(not self.max_auto_box.isChecked())
        self._on_edit()

    def _on_spread(self) -> None:
        self.spread_spin.setEnabled(self.spread_box.isChecked())
        self._on_edit()

    # Deck-dependent widgets --------------------------------------------------------

    def _apply_style_labels(self) -> None:
        style = self._style
        grid = self.rank_frame.layout()
        assert isinstance(grid, QGridLayout)
        shown = 0
        for rank, box in self.rank_boxes.items():
            present = rank in ranks_of(style)
            if not present:
                box.setChecked(False)
            box.setVisible(present)
            label = rank_text(rank, style)
            box.setText(label)
            box.setAccessibleName(self.tr("Rank %1 in the deck").replace("%1", label))
            # Re-flow so the ranks of this deck fill the rows from the first column.
            grid.removeWidget(box)
            if present:
                grid.addWidget(box, shown // RANKS_PER_ROW, shown % RANKS_PER_ROW)
                shown += 1
            else:
                grid.addWidget(box, 3, 0)
        rook = style == "rook"
        texts = (
            (self.rook_box, self.tr("The Roo&k card is in the deck"), self.tr("The jo&ker is in the deck")),
            (self.rook_any_time_box, self.tr("The Rook may be played any time"),
             self.tr("The joker may be played any time")),
            (self._row_labels["rook_rank"], self.tr("Rook in tr&ump:"), self.tr("Joker in tr&ump:")),
        )
        for widget, rook_text, joker_text in texts:
            widget.setText(rook_text if rook else joker_text)
        for widget in (self.rook_box, self.rook_any_time_box):
            widget.setAccessibleName(plain(widget.text()))
        self.rook_rank_mode.setAccessibleName(plain(self._row_labels["rook_rank"].text()))
        self._show_one_high(style == "rook")
        self._fit_points_view()

    def _show_one_high(self, applies: bool) -> None:
        """Tick the "1 ranks high" box as the rule says for the Rook deck; for a standard deck show it
        unticked (greyed by _show_what_applies) and keep the value for a switch back."""
        box = self.one_high_box
        if not applies and not self._one_high_blank:
            self._one_high = box.isChecked()
        box.blockSignals(True)
        box.setChecked(self._one_high if applies else False)
        box.blockSignals(False)
        self._one_high_blank = not applies

    def _one_high_value(self) -> bool:
        return self._one_high if self._one_high_blank else self.one_high_box.isChecked()

    def _labels_in_deck(self) -> set[str]:
        labels = {rank_label(r, self._style) for r in self._ranks()}
        if self.rook_box.isChecked():
            labels.add(ROOK_ID)
        return labels

    def _ranks(self) -> list[int]:
        allowed = ranks_of(self._style)
        return [rank for rank, box in self.rank_boxes.items() if box.isChecked() and rank in allowed]

    def _rank_name(self, rank: int) -> str:
        # With the 1 high it counts as 15 for the Rook's place (rules.md).
        if self._style == "rook" and rank == 15:
            return "1"
        return rank_text(rank, self._style)

    def _refill_rook_positions(self, value: float | None = None, fresh: bool = False) -> None:
        """Offer each place between two neighbouring ranks of the deck ("between 1 and 5" when 2 to 4 are
        left out: not "between 2 and 3", a place no card marks); keep the current one if it fits.

        The place is kept exactly, "between 7 and 9 (8.5)" if need be: showing a file changes nothing
        in it, and leaving the 8 out of the deck does not move the Rook.
        """
        combo = self.rook_rank_position
        current = None if fresh else combo.currentData() if value is None else value
        low, high = rook_rank_range(self._style, self._one_high_value())
        one_high = self._style == "rook" and self._one_high_value()
        present = sorted({15 if one_high and rank == 1 else rank for rank in self._ranks()})
        present = [rank for rank in present if low <= rank <= high]
        if len(present) < 2:   # no deck to speak of yet: every place of the range
            present = list(range(low, high + 1))
        pairs = list(zip(present, present[1:]))
        combo.clear()
        for below, above in pairs:
            combo.addItem(self.tr("between %1 and %2").replace("%1", self._rank_name(below))
                          .replace("%2", self._rank_name(above)), below + 0.5)
        if current is None:   # where the tournament rules put it: between the 10 and the 11
            combo.setCurrentIndex(next((i for i, (a, b) in enumerate(pairs) if a < DEFAULT_ROOK_PLACE < b),
                                       len(pairs) // 2))
            return
        current = float(current)
        pair = next(((a, b) for a, b in pairs if a < current < b), pairs[0] if current < pairs[0][0] else pairs[-1])
        index = combo.findData(current)
        if index < 0 and pair[0] < current < pair[1]:
            # A file may say 10.25, or 8.5 with no 8 in the deck: keep it exactly.
            combo.addItem(self.tr("between %1 and %2 (%3)").replace("%1", self._rank_name(pair[0]))
                          .replace("%2", self._rank_name(pair[1])).replace("%3", f"{current:g}"), current)
            index = combo.count() - 1
        elif index < 0 and low < current < high and not float(current).is_integer():
            # 3.5 with the ranks 5 to 14 kept: below every card, a valid place the file keeps (round 31: the
            # editor showed "between 5 and 6" and exported 5.5, a Rook that beats the 5).
            below = current < pair[0]
            text = self.tr("below the %1 (%2)") if below else self.tr("above the %1 (%2)")
            combo.insertItem(0 if below else combo.count(),
                             text.replace("%1", self._rank_name(pair[0] if below else pair[1]))
                             .replace("%2", f"{current:g}"), current)
            index = combo.findData(current)
        elif index < 0:
            index = combo.findData(pair[0] + 0.5)
        combo.setCurrentIndex(index)

    def _refill_first_dealer(self, players: int, value: str | int | None = None) -> None:
        combo = self.first_dealer_combo
        current = combo.currentData() if value is None else value
        self._fill(combo, [("random", self.tr("Chosen at random")), ("high_card", self.tr("Draw for high card"))])
        for seat, name in enumerate(table_names(self.seat_names, players)):
            text = self.tr("Seat %1").replace("%1", str(seat + 1))
            combo.addItem(f"{text} ({name})" if name else text, seat)
        index = combo.findData(current) if current is not None else 0
        combo.setCurrentIndex(max(index, 0))  # a seat that left the table: back to random

    def set_seat_names(self, names: tuple[str, ...]) -> None:
        self.seat_names = tuple(names)
        was_loading, self._loading = self._loading, True
        self._refill_first_dealer(self.players_spin.value())
        self._loading = was_loading

    # Reading and writing ----------------------------------------------------------

    def data(self) -> dict[str, Any]:
        """The editor's content as the complete JSON object of ``rules.md``."""
        mode = self.rook_rank_mode.currentData()
        rook_rank = mode if mode != "between" else float(self.rook_rank_position.currentData() or 10.5)
        return {
            "name": self.stored_name(),
            "players": self.players_spin.value(),
            "partnerships": self.partnerships_box.isChecked(),
            "deck": {"style": self._style, "ranks": self._ranks(), "rook": self.rook_box.isChecked()},
            "ace_or_one_high": self._one_high_value(),
            "rook_rank": rook_rank,
            "rook_any_time": self.rook_any_time_box.isChecked(),
            "hand_size": self.hand_spin.value(),
            "nest_size": self.nest_spin.value(),
            "draw_pile": self.draw_pile_box.isChecked(),
            "face_up_at_deal": self.face_up_box.isChecked(),
            "first_dealer": self.first_dealer_combo.currentData(),
            "bidding": {
                "min": self.min_spin.value(), "step": self.step_spin.value(), "max": self.max_spin.value(),
                "opener": self.opener_combo.currentData(), "opener_must_bid": self.must_bid_box.isChecked(),
                "all_pass": self.all_pass_combo.currentData(),
            },
            "trump_named": self.trump_named_combo.currentData(),
            "no_trump": self.no_trump_box.isChecked(),
            "nest": {"discard_counters": self.discard_counters_combo.currentData(),
                     "points_to": self.points_to_combo.currentData()},
            "leader": self.leader_combo.currentData(),
            "points": self.points_model.points(),
            "trick_points": self.trick_points_spin.value(),
            "bonus": {"most_tricks": self.most_tricks_spin.value(), "last_trick": self.last_trick_spin.value()},
            "made": self.made_combo.currentData(),
            "set": self.set_combo.currentData(),
            "opponents_score": self.opponents_box.isChecked(),
            "target": self.target_spin.value(),
            "spread": self.spread_spin.value() if self.spread_box.isChecked() else None,
        }

    def set_name(self, name: str) -> None:
        """Show a rule set's name: a built-in rule set's by its title in the user's language."""
        title = rules_title(name)
        self._shown_title = (name, title) if title != name else None
        self.name_edit.setText(title)

    def stored_name(self) -> str:
        """The name to store: a built-in title shown as it was loaded is the rule set's own (English)
        name, so a German "Rook zu zweit" is still the built-in rule set; anything typed is as typed."""
        text = self.name_edit.text()
        if self._shown_title is not None and text == self._shown_title[1]:
            return self._shown_title[0]
        return text

    @property
    def automatic_max(self) -> bool:
        return self.max_auto_box.isChecked()

    def load(self, rules: RuleSet) -> None:
        """Show ``rules`` in every widget (a valid rule set: the result is valid again)."""
        self._loading = True
        try:
            self.set_name(rules.name)
            self._kept_ticks.clear()   # the ticks loaded now are the ones to keep (_show_what_applies)
            self._style = rules.deck.style
            self._set(self.style_combo, rules.deck.style)
            self._apply_style_labels()
            for rank, box in self.rank_boxes.items():
                box.setChecked(rank in rules.deck.ranks)
            self.rook_box.setChecked(rules.deck.rook)
            self._one_high = rules.ace_or_one_high
            self._show_one_high(rules.deck.style == "rook")
            if isinstance(rules.rook_rank, str):
                self._set(self.rook_rank_mode, rules.rook_rank)
                self._refill_rook_positions(fresh=True)
            else:
                self._set(self.rook_rank_mode, "between")
                self._refill_rook_positions(rules.rook_rank)
            self.rook_rank_position.setEnabled(self.rook_rank_mode.currentData() == "between")
            self.players_spin.setValue(rules.players)
            self._refill_first_dealer(rules.players, rules.first_dealer)
            self.partnerships_box.setChecked(rules.partnerships)
            self.hand_spin.setValue(rules.hand_size)
            self.nest_spin.setValue(rules.nest_size)
            self.draw_pile_box.setChecked(rules.draw_pile)
            self.face_up_box.setChecked(rules.face_up_at_deal)
            bidding = rules.bidding
            self.step_spin.setValue(bidding.step)
            self._step_bids(bidding.step)
            self.min_spin.setValue(bidding.min)
            self.max_spin.setValue(bidding.max)
            self.max_auto_box.setChecked(is_automatic_max(rules))
            self.max_spin.setEnabled(not self.max_auto_box.isChecked())
            self._set(self.opener_combo, bidding.opener)
            self.must_bid_box.setChecked(bidding.opener_must_bid)
            self._set(self.all_pass_combo, bidding.all_pass)
            self._set(self.trump_named_combo, rules.trump_named)
            self.no_trump_box.setChecked(rules.no_trump)
            self._set(self.discard_counters_combo, rules.nest.discard_counters)
            self._set(self.points_to_combo, rules.nest.points_to)
            self._set(self.leader_combo, rules.leader)
            self.rook_any_time_box.setChecked(rules.rook_any_time)
            self.points_model.set_points(rules.deck.style, dict(rules.points))
            self.trick_points_spin.setValue(rules.trick_points)
            self.most_tricks_spin.setValue(rules.bonus.most_tricks)
            self.last_trick_spin.setValue(rules.bonus.last_trick)
            self._set(self.made_combo, rules.made)
            self._set(self.set_combo, rules.set)
            self.opponents_box.setChecked(rules.opponents_score)
            self.target_spin.setValue(rules.target)
            self.spread_box.setChecked(rules.spread is not None)
            self.spread_spin.setValue(rules.spread if rules.spread is not None else rules.target)
            self.spread_spin.setEnabled(rules.spread is not None)
        finally:
            self._loading = False
        self.deckStyleChanged.emit(rules.deck.style)
        self.playersChanged.emit(rules.players)
        self._on_deck()

    @staticmethod
    def _set(combo: QComboBox, value: Any) -> None:
        index = combo.findData(value)
        if index < 0:
            raise ValueError(f"{value!r} is not offered by {combo.accessibleName()}")
        combo.setCurrentIndex(index)

    # Options without effect under the other settings -----------------------------

    def _idle_reasons(self) -> dict[str, str]:
        """Why each option that depends on another setting has no effect now ('' while it has one).

        From rules.md: the Rook's (joker's) place and "any time" need it in the deck; the 1 ranking high
        needs 1s (a standard deck's ace is always high); partners need four players, a draw pile two;
        the pile's first card needs a pile; naming trump before or after the nest and the discard rules
        need a nest; "if everyone passes" needs an opener who may pass.
        """
        rook_deck = self._style == "rook"
        no_rook = "" if self.rook_box.isChecked() else (
            self.tr("No Rook card in the deck.") if rook_deck else self.tr("No joker in the deck."))
        if not rook_deck:
            one_high = self.tr("Only for the Rook deck: in a standard deck the ace always ranks high.")
        else:
            one_high = "" if self.rank_boxes[1].isChecked() else self.tr("No 1s in the deck.")
        no_nest = "" if self.nest_spin.value() else self.tr("No nest (0 cards).")
        return {
            "rook_rank": no_rook,
            "rook_any_time": no_rook,
            "ace_or_one_high": one_high,
            "face_up_at_deal": "" if self.draw_pile_box.isChecked() else self.tr("No draw pile."),
            "trump_named": no_nest,
            "nest.discard_counters": no_nest,
            "nest.points_to": no_nest,
            "bidding.all_pass": self.tr("The opener must bid, so the auction never ends with everyone passing.")
            if self.must_bid_box.isChecked() else "",
        }

    def _seat_reasons(self) -> dict[str, str]:
        """Why the CLEARED_WHILE_IDLE boxes do not apply at this many seats ('' while they do)."""
        players = self.players_spin.value()
        return {
            "partnerships": "" if players == 4 else self.tr("Only for four players: partners sit opposite."),
            "draw_pile": "" if players == 2 else self.tr("Only for two players."),
        }

    def _show_what_applies(self) -> None:
        """Grey each option the other settings leave without effect, its tooltip saying why; its value
        stays (shown greyed), except a box the engine refuses ticked there, which gets it back later."""
        seats = self._seat_reasons()
        # First, as the draw pile's tick decides whether its first card applies.
        for key, reason in seats.items():
            self._clear_while_idle(key, bool(reason))
        for key, reason in {**seats, **self._idle_reasons()}.items():
            self._grey(self._fields[key], reason)

    def _clear_while_idle(self, key: str, idle: bool) -> None:
        box = self._fields[key].control
        assert isinstance(box, QCheckBox) and key in CLEARED_WHILE_IDLE
        if idle == (key in self._kept_ticks):
            return
        box.blockSignals(True)   # the caller validates what the boxes now say
        if idle:
            self._kept_ticks[key] = box.isChecked()
            box.setChecked(False)
        else:
            box.setChecked(self._kept_ticks.pop(key))
        box.blockSignals(False)

    @staticmethod
    def _grey(field: Field, reason: str) -> None:
        tip = reason or field.tip
        for widget in (field.control, field.label):
            if widget is not None:
                widget.setEnabled(not reason)
                widget.setToolTip(tip)
        for widget in (field.control, field.focus):
            if widget is not None:
                widget.setAccessibleDescription(tip)

    # Validation -----------------------------------------------------------------

    def _number_spins(self) -> tuple[QSpinBox, ...]:
        return (self.players_spin, self.hand_spin, self.nest_spin, self.min_spin, self.step_spin, self.max_spin,
                self.trick_points_spin, self.most_tricks_spin, self.last_trick_spin, self.target_spin,
                self.spread_spin)

    def _on_typed(self, spin: QSpinBox) -> None:
        """A number box's text changed: checked again when it holds no number of its range, or no longer
        does (a number that changes the value is checked through valueChanged)."""
        if not spin.hasAcceptableInput() or (self.error is not None and self.error.code in ("out_of_range",
                                                                                            "too_small")):
            self._on_edit()

    def _typed_out_of_range(self) -> RuleError | None:
        """A number box whose typed text is not a number in its range (a bid step of 0), as an error."""
        for spin in self._number_spins():
            if spin.isEnabled() and not spin.hasAcceptableInput():
                key = next((f.key for f in self._fields.values()
                            if spin in (f.control, f.focus, f.marked) or f.control.isAncestorOf(spin)), "")
                text = spin.text().strip()
                if text.lstrip("-").isdigit() and int(text) < spin.minimum():
                    # "at least 1": the box's upper bound (100000 for most) means nothing to a player.
                    return RuleError(key, f"must be at least {spin.minimum()}, not {text}", "too_small",
                                     min=spin.minimum(), got=text)
                return RuleError(key, f"must be from {spin.minimum()} to {spin.maximum()}, not {spin.text()!r}",
                                 "out_of_range", min=spin.minimum(), max=spin.maximum(), got=spin.text())
        return None

    def _on_edit(self) -> None:
        if self._loading:
            return
        self._show_what_applies()
        data = self.data()
        self.figures = figures_of(data)
        try:
            self.rules = validate(data, self.automatic_max)
            self.error = None
        except RuleError as error:
            self.rules, self.error = None, error
        typed = self._typed_out_of_range()
        if typed is not None:
            self.rules, self.error = None, typed
        if self.automatic_max:
            shown = self.rules.bidding.max if self.rules is not None else self.figures.automatic_max
            self.max_spin.blockSignals(True)
            self.max_spin.setValue(min(max(shown, 1), MAX_RULE_NUMBER))
            self.max_spin.blockSignals(False)
        self._show_error()
        self.edited.emit()

    def field_for(self, key: str) -> Field | None:
        """The field a ``RuleError.key`` names (``points.5`` is the points table)."""
        return self._fields.get(key.split(".")[0] if key.startswith("points.") else key)

    def _failing_field(self) -> Field | None:
        """The field the error is marked at: the one the engine names, or for the deal's arithmetic
        whichever of its fields the person is changing."""
        failing = self.field_for(self.error.key) if self.error is not None else None
        if failing is not None and failing.key in DEAL_KEYS:
            focus = QApplication.focusWidget()
            editing = next((self._fields[key] for key in DEAL_KEYS if key in self._fields and focus is not None
                            and (focus is self._fields[key].control or self._fields[key].control.isAncestorOf(focus))),
                           None)
            failing = editing or failing
        return failing

    def _show_error(self) -> None:
        # The reason is told on the page's check line, over the form, whose room is kept, and in the
        # field's tooltip; a line of its own under the field pushed the fields below it down under the
        # pointer, and the next click on an arrow hit another field's (round 22).
        failing = self._failing_field()
        told = self._told_at
        self._told_at = failing if self.error is not None else None
        if told is not None and told is not failing and told.control.isEnabled():
            self._tell(told, told.tip)
        if self._told_at is not None and self.error is not None:
            self._tell(self._told_at, rule_reason(self.error))
        for field in self._fields.values():
            bad = field is failing
            if field.marked.property("invalid") != bad:
                field.marked.setProperty("invalid", bad)
                field.marked.style().unpolish(field.marked)
                field.marked.style().polish(field.marked)
                # A new style is not a repaint: the red frame stayed on screen after the error moved on.
                field.marked.update()
        if failing is not None and failing.key == "points" and self.error is not None:
            label = self.error.key.split(".", 1)[1]
            try:
                self.points_view.selectRow(self.points_model.row_of(label))
            except ValueError:
                pass

    @staticmethod
    def _tell(field: Field, text: str) -> None:
        for widget in (field.control, field.focus):
            if widget is not None:
                widget.setToolTip(text)
                widget.setAccessibleDescription(text)

    def error_summary(self) -> str:
        """One line naming the field and the engine's reason ('' when valid)."""
        if self.error is None:
            return ""
        field = self._told_at or self.field_for(self.error.key)   # where the red frame is
        if field is None:
            return rule_error_text(self.error)
        return self.tr("%1: %2", "a field's title: what is wrong with it").replace(
            "%2", rule_reason(self.error)).replace("%1", field.title)

    def error_text(self, key: str) -> str:
        """What is wrong with the field of ``key`` ('' when nothing is)."""
        field = self.field_for(key)
        return rule_reason(self.error) if field is not None and field is self._told_at and self.error else ""

    def is_marked(self, key: str) -> bool:
        field = self.field_for(key)
        return bool(field is not None and field.marked.property("invalid"))
