"""The Players page: default seat names and kinds, the computers' thinking time and pace."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rookdesk.storage.settings import (
    AI_PAUSE_MS_RANGE,
    AI_THINK_SECONDS_RANGE,
    MAX_NAME_LENGTH,
    MAX_SEATS,
    PLAYER_FIELDS,
    SEAT_KINDS,
    AppSettings,
    defaults_for,
    shown_default_name,
)
from rookdesk.ui.last_game import default_names
from rookdesk.ui.palette_colours import error_colour
from rookdesk.ui.preferences.rules_page import scrolling
from rookdesk.ui.seat_names import NameProblem, is_default_name, name_problem
from rookdesk.ui.texts import seat_kind_names

ERROR_COLOUR = "#c62828"
BAD_NAME_STYLE = f"QLineEdit {{ border: 2px solid {ERROR_COLOUR}; border-radius: 3px; padding: 1px; }}"




class PlayersPage(QWidget):
    """Who sits where by default, and how the computer players behave.

    The seats the rules use need a name each, all different (``is_valid``); the dialog
    cannot be applied otherwise (``validityChanged``).
    """

    validityChanged = Signal(bool)

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players: int | None = None   # seats the rules in the editor use (None: not told yet)
        self.name_error = QLabel()
        self._valid = True
        self._typed: set[int] = set()   # seats whose name someone typed here
        self.name_edits: list[QLineEdit] = []
        self.kind_combos: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        self.unused_labels: list[QLabel] = []
        self.think_spin = QDoubleSpinBox()
        self.pause_spin = QSpinBox()
        self.undo_check = QCheckBox(self.tr("Allow &undo in hot-seat games"))
        self._build()
        self.load(settings)

    def _kind_names(self) -> dict[str, str]:
        # The same words as the new-game dialog (one shared function, so they cannot drift apart).
        return seat_kind_names()

    def _build(self) -> None:
        # The page scrolls: with a large font the seats and the computer players are taller than an
        # 800x600 screen leaves a dialog, and OK and Cancel fell below its edge.
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        page = QVBoxLayout(self)
        seats = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(seats)
        grid.addWidget(QLabel(self.tr("<b>Name</b>")), 0, 1)
        grid.addWidget(QLabel(self.tr("<b>Played by</b>")), 0, 2)
        kinds = self._kind_names()
        for seat in range(MAX_SEATS):
            number = str(seat + 1)
            label = QLabel(self.tr("Seat &%1:").replace("%1", number))
            edit = QLineEdit()
            edit.setMaxLength(MAX_NAME_LENGTH)
            edit.setAccessibleName(self.tr("Seat %1 name").replace("%1", number))
            edit.setToolTip(self.tr("The name shown at this seat."))
            combo = QComboBox()
            for kind in SEAT_KINDS:
                combo.addItem(kinds[kind], kind)
            combo.setAccessibleName(self.tr("Seat %1 played by").replace("%1", number))
            combo.setToolTip(self.tr("A person at this computer, or a computer player of a given strength."))
            label.setBuddy(edit)
            label.setToolTip(self.tr("Seat 1 is at the bottom of the table; seats go clockwise."))
            unused = QLabel()
            unused.setEnabled(False)
            grid.addWidget(label, seat + 1, 0)
            grid.addWidget(edit, seat + 1, 1)
            grid.addWidget(combo, seat + 1, 2)
            grid.addWidget(unused, seat + 1, 3)
            self.seat_labels.append(label)
            self.name_edits.append(edit)
            self.kind_combos.append(combo)
            self.unused_labels.append(unused)
            edit.textChanged.connect(self._check_names)
            edit.textEdited.connect(lambda _text, seat=seat: self._typed.add(seat))
        grid.setColumnStretch(1, 2)
        grid.setColumnStretch(2, 1)
        grid.setColumnStretch(3, 1)
        self.name_error.setWordWrap(True)
        self.name_error.setStyleSheet(f"color: {error_colour(self, ERROR_COLOUR)}; font-weight: bold;")
        self.name_error.setAccessibleName(self.tr("Problem with the seat names"))
        self.name_error.setVisible(False)
        grid.addWidget(self.name_error, MAX_SEATS + 1, 0, 1, 4)
        layout.addWidget(seats)

        computer = QGroupBox(self.tr("Computer players"))
        form = QFormLayout(computer)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        low, high = AI_THINK_SECONDS_RANGE
        self.think_spin.setRange(low, high)
        self.think_spin.setDecimals(1)
        self.think_spin.setSingleStep(0.5)
        self.think_spin.setSuffix(self.tr(" s"))
        self.think_spin.setMinimumWidth(110)
        self._row(form, self.tr("Thin&king time (hard):"), self.think_spin,
                  self.tr("How long a hard computer player may think about each decision, in seconds. "
                          "Longer is stronger and slower."))
        low_ms, high_ms = AI_PAUSE_MS_RANGE
        self.pause_spin.setRange(low_ms, high_ms)
        self.pause_spin.setSingleStep(100)
        self.pause_spin.setSuffix(self.tr(" ms"))
        self.pause_spin.setMinimumWidth(110)
        self._row(form, self.tr("Pause &between computer plays:"), self.pause_spin,
                  self.tr("A pause after each computer play so you can follow the game, in milliseconds."))
        layout.addWidget(computer)
        undo_tip = self.tr("Undo is always there when one person plays against the computer. With several "
                           "people at one computer it is off unless everyone agrees to allow it.")
        self.undo_check.setToolTip(undo_tip)
        self.undo_check.setAccessibleName(self.tr("Allow undo in hot-seat games"))
        self.undo_check.setAccessibleDescription(undo_tip)
        layout.addWidget(self.undo_check)
        # Round 27: "the defaults for a new game" read as covering undo too, which applies at once.
        note = QLabel(self.tr("The seats and the thinking time are for the next game; the pause and the undo "
                              "setting apply at once."))
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addStretch(1)
        self.scroll, self.focus_in_view = scrolling(body)
        page.addWidget(self.scroll)

    @staticmethod
    def _row(form: QFormLayout, text: str, widget: QWidget, tip: str) -> None:
        label = QLabel(text)
        label.setBuddy(widget)
        label.setToolTip(tip)
        widget.setToolTip(tip)
        widget.setAccessibleName(text.replace("&", "").rstrip(":").rstrip())
        widget.setAccessibleDescription(tip)
        form.addRow(label, widget)

    def load(self, settings: AppSettings) -> None:
        for seat in range(MAX_SEATS):
            self.name_edits[seat].setText(settings.seat_names[seat])
            combo = self.kind_combos[seat]
            combo.setCurrentIndex(max(combo.findData(settings.seat_kinds[seat]), 0))
        self.think_spin.setValue(settings.ai_think_seconds)
        self.pause_spin.setValue(settings.ai_pause_ms)
        self.undo_check.setChecked(settings.hot_seat_undo)
        self._typed.clear()
        if self.players is not None:
            self.set_players(self.players)
        else:
            self._check_names()

    def values(self) -> dict[str, Any]:
        names = tuple(edit.text().strip() or default
                      for edit, default in zip(self.name_edits, defaults_for(("seat_names",))["seat_names"]))
        return {
            "seat_names": names,
            "seat_kinds": tuple(combo.currentData() for combo in self.kind_combos),
            "ai_think_seconds": round(self.think_spin.value(), 1),
            "ai_pause_ms": self.pause_spin.value(),
            "hot_seat_undo": self.undo_check.isChecked(),
        }

    def restore_defaults(self) -> None:
        self.load(AppSettings(**defaults_for(PLAYER_FIELDS)))

    def set_players(self, players: int) -> None:
        """Grey out the seats the house rules in the editor do not use; a seat's compass name that
        nobody typed follows its position at this table (two players: South and North)."""
        self.players = players
        defaults = default_names(players)
        for seat, label in enumerate(self.unused_labels):
            label.setText(self.tr("not used by these rules") if seat >= players else "")
            edit = self.name_edits[seat]
            if seat not in self._typed and is_default_name(edit.text()):
                # A seat not in use is "Player 4", not the compass name of a bigger table, which one in
                # use may have now (after a three-player game seats 3 and 4 both read "East").
                edit.setText(defaults[seat] if seat < players else shown_default_name(f"Player {seat + 1}"))
        self._check_names()

    def name_problem(self) -> NameProblem | None:
        """The seats (0-based) whose names cannot be used, and why: an empty or repeated name."""
        return name_problem([edit.text() for edit in self.name_edits[:self.players or MAX_SEATS]])

    @property
    def is_valid(self) -> bool:
        return self.name_problem() is None

    def _check_names(self) -> None:
        """Say what is wrong under the seats, frame the names concerned, and tell the dialog."""
        problem = self.name_problem()
        bad = problem.seats if problem else ()
        self.name_error.setText(problem.message if problem else "")
        self.name_error.setVisible(problem is not None)
        for seat, edit in enumerate(self.name_edits):
            edit.setStyleSheet(BAD_NAME_STYLE if seat in bad else "")
            edit.setAccessibleDescription(problem.message if problem and seat in bad else "")
        valid = problem is None
        if valid != self._valid:
            self._valid = valid
            self.validityChanged.emit(valid)
