"""Game > New…: the rule set and, for each seat, a name and Human or Computer (Easy, Normal, Hard)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QEvent, QRect, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox, QLabel, QLineEdit, QVBoxLayout,
    QWidget,
)

from rookdesk.engine.presets import PRESET_NAMES, PRESETS, preset_name_of
from rookdesk.engine.rules import RuleSet
from rookdesk.storage.settings import MAX_NAME_LENGTH, AppSettings
from rookdesk.ui.combo_focus import keep_focus_frames
from rookdesk.ui.controller import HUMAN, SeatSetup
# The last game's choices live apart from the dialog (start-up deals from them without it).
from rookdesk.ui.last_game import KINDS, MAX_SEATS, default_names, last_rules, seats_from_settings
from rookdesk.ui.palette_colours import error_colour
from rookdesk.ui.seat_names import NameProblem, is_default_name, name_problem
from rookdesk.ui.screen_fit import screen_room
from rookdesk.ui.texts import (arg, built_in_named, rules_title, seat_kind_names, side_name, target_text,
                               without_orphan)

DEFAULT_PRESET = "partners-cutthroat"


@dataclass(frozen=True, slots=True)
class NewGameChoice:
    rules: RuleSet
    seats: list[SeatSetup]


class NewGameDialog(QDialog):
    """Choose the rules and who plays."""

    def __init__(self, settings: AppSettings, current: RuleSet | None = None, parent: QWidget | None = None,
                 house_rules: Sequence[RuleSet] = ()) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        self.setAccessibleName(self.tr("New game"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.rules_box = QComboBox(self)
        self.rules_box.setAccessibleName(self.tr("Rule set"))
        self._rule_sets: list[RuleSet] = []
        start = current or last_rules(settings)
        for name in PRESET_NAMES:
            self._add_rules(PRESETS[name], rules_title(PRESETS[name]))
        # Saved house rules follow the presets; the last game's rules are offered even if not saved.
        extra = list(house_rules)
        unsaved = start is not None and preset_name_of(start) is None and start not in extra
        if unsaved:
            extra.insert(0, start)
        for rules in extra:
            if rules in self._rule_sets:
                continue
            if unsaved and rules is start and any(saved.name == rules.name for saved in house_rules):
                # A saved set changed in Preferences and applied, not saved: both went by one name (round 34).
                self._add_rules(rules, arg(self.tr("%1 (changed, not saved)"), rules.name))
            else:
                self._add_rules(rules, self._house_rules_label(rules))
        index = 0
        if start is not None:
            index = next((i for i, r in enumerate(self._rule_sets) if r == start), 0)
        else:
            index = PRESET_NAMES.index(DEFAULT_PRESET)
        form.addRow(self.tr("&Rules:"), self.rules_box)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        # Word wrap alone lets Qt pick a narrow dialog: the summary ran to four lines of six words. Not
        # wider than a good part of the screen, though: a large desktop font must not push it off.
        room = screen_room(self)
        wide = self.fontMetrics().averageCharWidth() * 78
        self.summary.setMinimumWidth(wide if room is None else min(wide, room.width() * 3 // 5))
        self.summary.setAccessibleName(self.tr("Rule set summary"))
        form.addRow("", self.summary)
        layout.addLayout(form)

        self.seat_group = QGroupBox(self.tr("Players"), self)
        grid = QGridLayout(self.seat_group)
        grid.addWidget(QLabel(self.tr("Name"), self.seat_group), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by"), self.seat_group), 0, 2)
        self._typed: set[int] = set()   # seats whose name the user typed in this dialog
        self._activated = False
        self._players = 0
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        kind_texts = seat_kind_names()
        for i in range(MAX_SEATS):
            # Alt and the seat's number go to its name, as in Preferences > Players (six Tabs to seat 4).
            label = QLabel(arg(self.tr("Seat &%1"), i + 1), self.seat_group)
            edit = QLineEdit(self.seat_group)
            edit.setAccessibleName(arg(self.tr("Name of seat %1"), i + 1))
            edit.setMaxLength(MAX_NAME_LENGTH)   # as in Preferences > Players, whose names come here
            box = QComboBox(self.seat_group)
            box.setAccessibleName(arg(self.tr("Player of seat %1"), i + 1))
            for kind in KINDS:
                box.addItem(kind_texts[kind], kind)
            label.setBuddy(edit)
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(edit, i + 1, 1)
            grid.addWidget(box, i + 1, 2)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.kind_boxes.append(box)
            # textEdited comes from the user only: such a name stays when the number of seats changes.
            edit.textEdited.connect(lambda _text, seat=i: self._typed.add(seat))
            edit.textChanged.connect(self._check_names)
            edit.textChanged.connect(self._update_mode)   # the partners are named there
        layout.addWidget(self.seat_group)
        self.name_error = QLabel(self)
        self.name_error.setWordWrap(True)
        # error_colour: the dark red does not read on a dark theme.
        self.name_error.setStyleSheet(f"color: {error_colour(self)}; font-weight: 600;")
        self.name_error.setAccessibleName(self.tr("Problem with the names"))
        self.name_error.hide()
        layout.addWidget(self.name_error)
        self.mode = QLabel(self)
        self.mode.setWordWrap(True)
        self.mode.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)   # its room is kept (see _keep_mode_room)
        self.mode.setAccessibleName(self.tr("Kind of game"))
        layout.addWidget(self.mode)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, Qt.Orientation.Horizontal,
            self)
        self.deal_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.deal_button.setText(self.tr("&Deal"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for box in self.kind_boxes:
            box.currentIndexChanged.connect(self._update_mode)
        self.rules_box.currentIndexChanged.connect(self._rules_changed)
        self.rules_box.setCurrentIndex(index)
        self._rules_changed(index)
        self._focus_frames = keep_focus_frames(self)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        # Qt draws the keyboard's frame only once a key has moved the focus: on opening, nothing showed where
        # typing would go (round 24, a keyboard player). The dialog opens for the keyboard as much as the
        # mouse, so its first activation counts as such a move (a click later hides the frame, as Qt does).
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and not self._activated:
            self._activated = True
            QTimer.singleShot(0, self, self._show_keyboard_frame)   # after the focus that came with activation

    def _show_keyboard_frame(self) -> None:
        self.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
        self.update()

    def _house_rules_label(self, rules: RuleSet) -> str:
        """A line for rules that are no built-in set: one the user named under that name; a built-in set
        changed in Preferences (it keeps the built-in's English name) under the built-in's title in the
        user's language, marked as house rules by ``rules_title``."""
        if built_in_named(rules.name) is not None:
            return rules_title(rules, changed=True)
        return arg(self.tr("%1 (house rules)"), rules.name)

    def _add_rules(self, rules: RuleSet, label: str) -> None:
        self._rule_sets.append(rules)
        self.rules_box.addItem(label)

    @property
    def rules(self) -> RuleSet:
        return self._rule_sets[self.rules_box.currentIndex()]

    def _rules_changed(self, _index: int) -> None:
        rules = self.rules
        players = rules.players
        if players != self._players:
            self._seat_count_changed(players)
        self.summary.setText(self._summary(rules))
        self._update_mode()
        self.adjustSize()

    def _summary(self, rules: RuleSet) -> str:
        """The rule set in a line: who plays with whom, the deck, the draw pile, the target."""
        from rookdesk.ui.dialogs.rules_help import rank_ranges, rook_rank_sentence   # not at start-up

        if rules.partnerships:
            players = arg(self.tr("%1 players in two partnerships"), rules.players)
        elif rules.players > 2:   # "each for themselves" says nothing about two players
            players = arg(self.tr("%1 players, each for themselves"), rules.players)
        else:
            players = arg(self.tr("%1 players"), rules.players)
        # The ranks too: the two-handed Rook deck leaves out the 1s to 3s, and a player counting 44 cards
        # could not tell which (round 30).
        ranks = rank_ranges(rules.deck.ranks, rules.deck.style)
        if rules.deck.style == "standard":
            deck = (self.tr("standard deck of %1 with a joker, %2 cards") if rules.deck.rook
                    else self.tr("standard deck of %1, %2 cards"))
        else:
            deck = (self.tr("Rook deck of %1 with the Rook card, %2 cards") if rules.deck.rook
                    else self.tr("Rook deck of %1, %2 cards"))
        deck = arg(deck, ranks, rules.deck_size)
        if rules.draw_pile:
            table = arg(self.tr("%1; %2; a draw pile; play to %3."), players, deck, target_text(rules))
        else:
            table = arg(self.tr("%1; %2; play to %3."), players, deck, target_text(rules))
        # House rules often change only the bidding or the points: without this line they read exactly as
        # the built-in rules they came from (round 28).
        if rules.trick_points:   # else a trick of a 6 and a 13 counting 2 looked like a miscount (round 30)
            bids = arg(self.tr("Bids from %1 to %2 in steps of %3; %4 points in a hand (%5 for each trick)."),
                       rules.bidding.min, rules.bidding.max, rules.bidding.step, rules.points_available,
                       rules.trick_points)
        else:
            bids = arg(self.tr("Bids from %1 to %2 in steps of %3; %4 points in a hand."), rules.bidding.min,
                       rules.bidding.max, rules.bidding.step, rules.points_available)
        bonus = rules.bonus
        # The bonuses too, where the rules are chosen (round 39: a house rule's +20 for the most tricks was
        # said only in Help > Rules and in the results).
        if bonus.most_tricks and bonus.last_trick:
            bids += " " + arg(self.tr("Bonuses: %1 for the most tricks, %2 for the last trick."),
                              bonus.most_tricks, bonus.last_trick)
        elif bonus.most_tricks:
            bids += " " + arg(self.tr("Bonus: %1 for the most tricks."), bonus.most_tricks)
        elif bonus.last_trick:
            bids += " " + arg(self.tr("Bonus: %1 for the last trick."), bonus.last_trick)
        lines = [table, bids]
        if rules.deck.rook:
            # A new player learnt the joker was trump, and the lowest, only when an 8 of Spades took it (round 28).
            lines.append(rook_rank_sentence(rules))
        return "\n".join(without_orphan(line) for line in lines)

    def _seat_count_changed(self, players: int) -> None:
        """Show ``players`` seat rows; names nobody chose take the compass name of their new position."""
        first = self._players == 0
        seats = seats_from_settings(self.settings, players)
        defaults = default_names(players)
        for i in range(MAX_SEATS):
            visible = i < players
            for widget in (self.seat_labels[i], self.name_edits[i], self.kind_boxes[i]):
                widget.setVisible(visible)
            if not visible:
                continue
            # The remembered name, or (after a rules change) the one in the box; a 2-seat "North" is
            # seat 3 of 4, so a compass name left over from another layout moves to this position's.
            name = seats[i].name if first or not self.name_edits[i].text().strip() else self.name_edits[i].text()
            if i not in self._typed and is_default_name(name):
                name = defaults[i]
            self.name_edits[i].setText(name)
            if first:
                self.kind_boxes[i].setCurrentIndex(KINDS.index(seats[i].kind))
            elif i >= self._players:
                self.kind_boxes[i].setCurrentIndex(KINDS.index(seats[i].kind))
        self._players = players
        self._check_names()

    def name_problem(self) -> NameProblem | None:
        """The first reason the seat names cannot be dealt with (an empty or repeated name), if any."""
        return name_problem([self.name_edits[i].text() for i in range(self._players)])

    def _check_names(self) -> None:
        """Explain a bad name under the seats, and allow Deal only when every seat has its own name."""
        problem = self.name_problem()
        # A name at the limit was cut where the typing stopped: say so, or the missing letters go unnoticed
        # (round 24: "Grandma Wilhelmina Josep").
        full = any(len(self.name_edits[i].text()) >= MAX_NAME_LENGTH for i in range(self._players))
        limit = arg(self.tr("A name can have at most %1 characters."), MAX_NAME_LENGTH) if full else ""
        self.name_error.setText(problem.message if problem else limit)
        self.name_error.setVisible(problem is not None or full)
        self.deal_button.setEnabled(problem is None)
        for i, edit in enumerate(self.name_edits):
            bad = problem is not None and i in problem.seats
            edit.setAccessibleDescription(problem.message if bad and problem else "")
        self._fit_height()

    def _fit_height(self) -> None:
        """Take the height the contents need, no more and no less: wrapped text must not squeeze the seat
        rows, and seat rows hidden for a rule set of fewer players must not leave their room empty (a play
        test found a 25 px gap above "You play against the computer." after a four-player rule set)."""
        if not self.isVisible():
            return   # before it is shown, adjustSize() in _rules_changed sizes the dialog
        needed = self._needed_height()
        if self.height() != needed:
            self.resize(self.width(), needed)

    def _needed_height(self) -> int:
        # Rows hidden in a shown dialog only post a layout request: the group's grid and the dialog's
        # layout would keep the old rows' height until the event loop ran, so drop it now.
        self.seat_group.layout().invalidate()
        self.seat_group.updateGeometry()
        layout = self.layout()
        layout.invalidate()
        layout.activate()
        return (layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth()
                else layout.totalSizeHint().height())

    def accept(self) -> None:
        # Enter in a name box presses Deal even while it is disabled, so check here too.
        if self.name_problem() is None:
            super().accept()

    def _update_mode(self) -> None:
        humans = sum(1 for i in range(self._players) if self.kind_boxes[i].currentData() == HUMAN)
        self.mode.setText(self._mode_text(humans))
        self._keep_mode_room()
        self._fit_height()

    def _mode_text(self, humans: int) -> str:
        """What kind of game the seats make with ``humans`` people at them."""
        if humans == 0:
            text = self.tr("Demo: the computer plays every seat.")
        elif humans == 1 and self.rules.partnerships:
            # Round 26: "against the computer" when a computer was the person's partner too.
            text = self.tr("You play with a computer partner against the computer.")
        elif humans == 1:
            text = self.tr("You play against the computer.")
        else:
            text = self.tr("Hot-seat: %n people share this computer; each hand is hidden until its player "
                           "is at the screen.", "", humans)
        rules = self.rules
        if rules.partnerships and self._players == rules.players:   # not while the seat rows change
            # Round 27: who partners whom showed only on the table, once dealt.
            defaults = default_names(self._players)
            names = [self.name_edits[i].text().strip() or defaults[i] for i in range(self._players)]
            text += " " + arg(self.tr("Partners sit across the table: %1 against %2."),
                              side_name(rules, names, 0), side_name(rules, names, 1))
        return text

    def _keep_mode_room(self) -> None:
        """Give the line under the seats the room of its longest text for these seats: a seat made Human
        turned one line into two, and Deal moved down from under the pointer (round 35)."""
        width = self.mode.width()
        if not self.isVisible() or width <= 0:
            return
        metrics = self.mode.fontMetrics()
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        tallest = max(metrics.boundingRect(QRect(0, 0, width, 10_000), flags, self._mode_text(humans)).height()
                      for humans in range(self._players + 1))
        margins = self.mode.contentsMargins()
        self.mode.setMinimumHeight(tallest + margins.top() + margins.bottom())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self._keep_mode_room()
        self._fit_height()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._keep_mode_room()

    def choice(self) -> NewGameChoice:
        seats = []
        for i in range(self._players):
            name = self.name_edits[i].text().strip() or default_names(self._players)[i]
            seats.append(SeatSetup(name, self.kind_boxes[i].currentData()))
        return NewGameChoice(self.rules, seats)
