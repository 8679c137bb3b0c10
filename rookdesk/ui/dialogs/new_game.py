"""Game > New…: the rule set and, for each seat, a name and Human or Computer (Easy, Normal, Hard)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox, QLabel, QLineEdit, QVBoxLayout,
    QWidget,
)

from rookdesk.engine.presets import PRESET_NAMES, PRESETS, preset_name_of
from rookdesk.engine.rules import RuleSet
from rookdesk.storage.settings import AppSettings
from rookdesk.ui.controller import HUMAN, SeatSetup
# The last game's choices live apart from the dialog (start-up deals from them without it).
from rookdesk.ui.last_game import KINDS, MAX_SEATS, default_names, last_rules, seats_from_settings
from rookdesk.ui.texts import arg, rules_title

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
        if start is not None and preset_name_of(start) is None and start not in extra:
            extra.insert(0, start)
        for rules in extra:
            if rules not in self._rule_sets:
                self._add_rules(rules, arg(self.tr("%1 (house rules)"), rules.name))
        index = 0
        if start is not None:
            index = next((i for i, r in enumerate(self._rule_sets) if r == start), 0)
        else:
            index = PRESET_NAMES.index(DEFAULT_PRESET)
        form.addRow(self.tr("&Rules:"), self.rules_box)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.summary.setAccessibleName(self.tr("Rule set summary"))
        form.addRow("", self.summary)
        layout.addLayout(form)

        self.seat_group = QGroupBox(self.tr("Players"), self)
        grid = QGridLayout(self.seat_group)
        grid.addWidget(QLabel(self.tr("Name"), self.seat_group), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by"), self.seat_group), 0, 2)
        self.seat_labels: list[QLabel] = []
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        kind_texts = {"human": self.tr("Human"), "easy": self.tr("Computer: Easy"),
                      "normal": self.tr("Computer: Normal"), "hard": self.tr("Computer: Hard")}
        for i in range(MAX_SEATS):
            label = QLabel(arg(self.tr("Seat %1"), i + 1), self.seat_group)
            edit = QLineEdit(self.seat_group)
            edit.setAccessibleName(arg(self.tr("Name of seat %1"), i + 1))
            edit.setMaxLength(24)
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
        layout.addWidget(self.seat_group)
        self.mode = QLabel(self)
        self.mode.setWordWrap(True)
        self.mode.setAccessibleName(self.tr("Kind of game"))
        layout.addWidget(self.mode)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, Qt.Orientation.Horizontal,
            self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Deal"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for box in self.kind_boxes:
            box.currentIndexChanged.connect(self._update_mode)
        self.rules_box.currentIndexChanged.connect(self._rules_changed)
        self._players = 0
        self.rules_box.setCurrentIndex(index)
        self._rules_changed(index)

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
            seats = seats_from_settings(self.settings, players)
            for i in range(MAX_SEATS):
                visible = i < players
                for widget in (self.seat_labels[i], self.name_edits[i], self.kind_boxes[i]):
                    widget.setVisible(visible)
                if visible:
                    self.name_edits[i].setText(seats[i].name)
                    self.kind_boxes[i].setCurrentIndex(KINDS.index(seats[i].kind))
            self._players = players
        sides = self.tr("two partnerships") if rules.partnerships else self.tr("everyone for themselves")
        self.summary.setText(arg(self.tr("%1 players, %2; %3 cards; play to %4."), players, sides,
                                 rules.deck_size, rules.target))
        self._update_mode()
        self.adjustSize()

    def _update_mode(self) -> None:
        humans = sum(1 for i in range(self._players) if self.kind_boxes[i].currentData() == HUMAN)
        if humans == 0:
            text = self.tr("Demo: the computer plays every seat.")
        elif humans == 1:
            text = self.tr("You play against the computer.")
        else:
            text = self.tr("Hot-seat: %n people share this computer; each hand is hidden until its player "
                           "is at the screen.", "", humans)
        self.mode.setText(text)

    def choice(self) -> NewGameChoice:
        seats = []
        for i in range(self._players):
            name = self.name_edits[i].text().strip() or default_names(self._players)[i]
            seats.append(SeatSetup(name, self.kind_boxes[i].currentData()))
        return NewGameChoice(self.rules, seats)
