"""The hand summary: what each side took, bonuses, nest points, made or set, the changes and totals."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QLayout, QPushButton, QWidget

from rookdesk.engine.events import HandEnded
from rookdesk.engine.rules import RuleSet
from rookdesk.ui.panels.base import Panel
from rookdesk.ui.texts import arg, side_name


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


class HandSummaryPanel(Panel):
    """Shown after the last trick of a hand; Continue deals the next one."""

    continued = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Hand summary"))
        self.table = QWidget(self)
        self.grid = QGridLayout(self.table)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(2)
        # Columns never narrower than their text ("South & North", "Hand total"): the card grows instead.
        self.grid.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.continue_button = QPushButton(self.tr("&Continue"), self)
        self.continue_button.setAccessibleName(self.tr("Continue to the next hand"))
        self.continue_button.setDefault(True)
        self.continue_button.setMinimumWidth(120)
        self.row.addWidget(self.table)
        self.row.addStretch(1)
        self.row.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignBottom)
        self.continue_button.clicked.connect(self.continued.emit)
        self.event: HandEnded | None = None

    def show_hand(self, event: HandEnded, rules: RuleSet, names: tuple[str, ...], game_over: bool) -> None:
        self.event = event
        bidder_side = side_name(rules, names, rules.side_of(event.bidder))
        if event.made:
            title = arg(self.tr("Hand %1: %2 bid %3 and made it"), event.hand, names[event.bidder], event.bid)
        else:
            title = arg(self.tr("Hand %1: %2 bid %3 and was set"), event.hand, names[event.bidder], event.bid)
        hand_total = [t + b + d for t, b, d in zip(event.taken, event.bonuses, event.discard_points)]
        bidder_total = hand_total[rules.side_of(event.bidder)]
        note = arg(self.tr("%1 took %2 points in this hand against a bid of %3."), bidder_side, bidder_total,
                   event.bid)
        self.set_texts(title, note)
        self._clear_table()
        headers = [self.tr("Side"), self.tr("Taken"), self.tr("Bonuses"), self.tr("Nest"),
                   self.tr("Hand total"), self.tr("Change"), self.tr("Total")]
        for col, text in enumerate(headers):
            self._cell(text, 0, col, bold=True)
        for side in range(rules.sides):
            values = [side_name(rules, names, side), event.taken[side], event.bonuses[side],
                      event.discard_points[side], hand_total[side], signed(event.delta[side]), event.totals[side]]
            for col, value in enumerate(values):
                self._cell(str(value), side + 1, col)
        # The new size must reach the panel's layout now: Qt would tell it only from the event loop,
        # after the results card has already sized itself to the previous hand's (narrower) table.
        self.grid.activate()
        self.table.updateGeometry()
        self.row.invalidate()   # a nested layout keeps its old size hint until it is invalidated itself
        self.continue_button.setText(self.tr("&See the result") if game_over else self.tr("&Continue"))
        # Screen readers hear what the button does now: after the last hand there is no next one.
        self.continue_button.setAccessibleName(self.tr("See the final result") if game_over
                                               else self.tr("Continue to the next hand"))
        self.continue_button.setFocus()

    def _clear_table(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget():
                item.widget().hide()   # out of sight now: deleteLater() waits for the event loop
                item.widget().deleteLater()

    def _cell(self, text: str, row: int, col: int, bold: bool = False) -> QLabel:
        """A label in the table: the side's name on the left, numbers on the right."""
        label = QLabel(text, self.table)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if bold:
            label.setStyleSheet("font-weight: 600;")
        # The card sizes itself before the event loop runs: measure with the final (style-sheet) font
        # now, and show the label now so the grid counts it, or the columns keep the last hand's widths.
        label.ensurePolished()
        label.show()
        self.grid.addWidget(label, row, col, Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft)
        return label
