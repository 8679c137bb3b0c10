"""The nest exchange bar: select the cards to set aside in the hand, see the constraint, confirm."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from rookdesk.engine.cards import parse_card
from rookdesk.engine.nest import DiscardOptions
from rookdesk.engine.rules import RuleSet
from rookdesk.ui.panels.base import Panel
from rookdesk.ui.texts import arg, card_short


# The keys that move over the cards of the hand (the table's own, but Enter, which confirms here).
CARD_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)


class NestPanel(Panel):
    """Shows "n of k selected", the rule for what may be set aside, and a Confirm button."""

    confirmed = Signal(list)   # card ids
    # An arrow key (Qt.Key) pressed on Confirm: meant for the cards, which the window hands it to.
    cardKeyPressed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Nest exchange"))
        self.count_label = QLabel(self)
        self.count_label.setAccessibleName(self.tr("Cards selected"))
        self.count_label.setMinimumWidth(110)
        self.confirm = QPushButton(self.tr("&Confirm discard"), self)
        self.confirm.setAccessibleName(self.tr("Confirm discard"))
        self.confirm.setDefault(True)
        self.rule_label = QLabel(self)
        self.rule_label.setWordWrap(True)
        self.rule_label.setAccessibleName(self.tr("What may be set aside"))
        self.row.addWidget(self.count_label)
        self.row.addWidget(self.confirm)
        self.row.addSpacing(12)
        self.row.addWidget(self.rule_label, 1)
        self.options: DiscardOptions | None = None
        self.selection: list[str] = []
        self.confirm.clicked.connect(lambda: self.confirmed.emit(list(self.selection)))
        self.confirm.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # On a button Qt takes an arrow to the next control; here it was to move over the hand (round 25:
        # after a hint had chosen the cards and focused Confirm, the first arrow only went back to them).
        if (watched is self.confirm and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() in CARD_KEYS and event.modifiers() == Qt.KeyboardModifier.NoModifier):
            self.cardKeyPressed.emit(event.key())
            return True
        return super().eventFilter(watched, event)

    def start(self, name: str, options: DiscardOptions, rules: RuleSet) -> None:
        self.options = options
        self.set_texts(arg(self.tr("%1, set aside cards for the nest"), name), self.instructions(options.size))
        self.rule_label.setText(self.constraint_text(options, rules))
        self.set_selection([])

    def instructions(self, size: int) -> str:
        """How to choose and confirm ``size`` cards: the panel's note."""
        # The way to Confirm from the keyboard is said apart, so the plural sentence keeps its translations.
        how = self.tr("Click %n cards in your hand to select them (or use the arrow keys and Enter), "
                      "then confirm.", "", size)
        drag = self.tr("Dragging a card to the middle of the table chooses it too; drag it away to take it back.")
        keys = self.tr("Keyboard: Tab to “Confirm discard”, then Enter.")
        marked = self.tr("The cards the nest brought have a band along their top.")
        return f"{how} {drag} {keys} {marked}"

    def show_usual(self, size: int = 5) -> None:
        """Fill the panel as a usual nest exchange does, without a game: its note is the longest text of
        normal play, so the panel area keeps the height this needs (see PanelStack)."""
        self.set_texts(arg(self.tr("%1, set aside cards for the nest"), ""), self.instructions(size))
        self.rule_label.setText(self._any_cards_text())
        self.count_label.setText(arg(self.tr("%n of %1 selected", "", 0), size))

    def _any_cards_text(self) -> str:
        return self.tr("Any cards may be set aside, counters included.")

    def constraint_text(self, options: DiscardOptions, rules: RuleSet) -> str:
        if rules.nest.discard_counters == "allowed":
            return self._any_cards_text()
        if not options.required:
            return self.tr("Counters may not be set aside.")
        style = rules.deck.style
        required = ", ".join(card_short(c.id, style) for c in options.required)
        if options.count:
            among = ", ".join(card_short(c.id, style) for c in options.choose_from)
            return arg(self.tr("Counters may not be set aside, but you have too few other cards: "
                               "set aside %1 and %2 of %3."), required, options.count, among)
        return arg(self.tr("Counters may not be set aside, but you have too few other cards: set aside %1."),
                   required)

    def set_selection(self, card_ids: Sequence[str]) -> None:
        self.selection = list(card_ids)
        size = self.options.size if self.options else 0
        self.count_label.setText(arg(self.tr("%n of %1 selected", "", len(self.selection)), size))
        allowed = self.options is not None and self.options.allows(tuple(parse_card(c) for c in self.selection))
        self.confirm.setEnabled(allowed)
        if len(self.selection) == size and not allowed:
            self.confirm.setToolTip(self.tr("These cards may not be set aside together."))
        else:
            self.confirm.setToolTip("")
