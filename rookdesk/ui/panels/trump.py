"""The trump chooser: a button per suit in its colour, and no trump when the rules allow it."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton, QWidget

from rookdesk.ai.player import Choice
from rookdesk.engine.actions import NameTrump
from rookdesk.ui.panels.base import FOCUS_RING, Panel
from rookdesk.ui.table.sorting import SUIT_ORDER
from rookdesk.ui.texts import arg, rook_card_name, suit_colour, suit_name

TRUMP_BUTTON_WIDTH = 96   # px, each suit's button where the panel has the room


def focus_ring_on(colour: str) -> str:
    """The panels' gold focus ring, or a near-black one on a colour too close to gold (Yellow's amber)."""
    ring, fill = QColor(FOCUS_RING), QColor(colour)
    apart = abs(ring.red() - fill.red()) + abs(ring.green() - fill.green()) + abs(ring.blue() - fill.blue())
    return FOCUS_RING if apart > 100 else "#1a1a1a"


class TrumpPanel(Panel):
    """Name trump."""

    trumpChosen = Signal(object)   # suit letter, or None for no trump

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Name trump"))
        self.buttons: dict[str | None, QPushButton] = {}

    def button_text(self, suit: str | None) -> str:
        """A suit's button label with its Alt key, so the keyboard names trump in one stroke.

        Its own strings, not the suit names: those are used in sentences and badges, where "&" has no
        place. The letters differ within each deck and from the menu bar's (Game, Edit, View, Help):
        Green cannot be G, nor Hearts H.
        """
        # The comment is one literal each time, as lupdate reads it: "trump button, & marks its Alt key".
        labels = {
            "B": self.tr("&Black", "trump button, & marks its Alt key"),
            "G": self.tr("Gree&n", "trump button, & marks its Alt key"),
            "R": self.tr("&Red", "trump button, & marks its Alt key"),
            "Y": self.tr("&Yellow", "trump button, & marks its Alt key"),
            "S": self.tr("&Spades", "trump button, & marks its Alt key"),
            "H": self.tr("He&arts", "trump button, & marks its Alt key"),
            "D": self.tr("&Diamonds", "trump button, & marks its Alt key"),
            "C": self.tr("&Clubs", "trump button, & marks its Alt key"),
            None: self.tr("No &trump", "trump button, & marks its Alt key"),
        }
        return labels.get(suit, suit_name(suit))

    def show_choice(self, choice: Choice, names: tuple[str, ...]) -> None:
        for button in self.buttons.values():
            self.row.removeWidget(button)
            button.deleteLater()
        self.buttons = {}
        while self.row.count():
            self.row.takeAt(0)
        # In the hand's order of suits (Black, Red, Green, Yellow), no trump last: alphabetical buttons
        # read Black, Green, Red, Yellow beside that hand.
        order = SUIT_ORDER.get(choice.view.rules.deck.style, ())
        suits = sorted((a.suit for a in choice.actions if isinstance(a, NameTrump)),
                       key=lambda suit: order.index(suit) if suit in order else len(order))
        for suit in suits:
            text = suit_name(suit)
            button = QPushButton(self.button_text(suit), self)
            button.setAccessibleName(arg(self.tr("Trump: %1"), text))
            button.setMinimumHeight(30)
            colour = suit_colour(suit)
            # The keyboard's button wears the panels' gold ring, 3px and outside the colour: a thin pale
            # line on the suit colours was hard to see (keyboard play test). Margin plus border stays 3px,
            # so no button moves when the focus does.
            button.setStyleSheet(
                f"QPushButton {{ color: white; background: {colour}; border: 1px solid #222; border-radius: 5px;"
                " margin: 2px; padding: 4px 12px; font-weight: 600; }"
                "QPushButton:hover { border-color: white; }"
                f"QPushButton:focus {{ margin: 0px; border: 3px solid {focus_ring_on(colour)}; border-radius: 7px; }}")
            button.clicked.connect(lambda _=False, s=suit: self.trumpChosen.emit(s))
            # 96 px where the row has room, no narrower than the name where it has not (at 800x600 with
            # the score sheet open, five buttons of at least 96 px cut "Sans-atout" to "ans-atou").
            natural = button.sizeHint().width()
            button.setMinimumWidth(natural)
            button.setMaximumWidth(max(TRUMP_BUTTON_WIDTH, natural))
            self.row.addWidget(button, 1)
            self.buttons[suit] = button
        self.row.addStretch(1)
        view = choice.view
        if view.rules.no_trump and view.rules.deck.rook:
            note = arg(self.tr("With no trump, %1 is the only trump."), rook_card_name(view.rules.deck.style))
        elif not view.rules.no_trump and view.rules.deck.style == "rook":
            # A Rook deck's suits are its colours, as the rules window calls them (round 34).
            note = self.tr("Name a colour: these rules do not allow playing without trump.")
        elif not view.rules.no_trump:
            note = self.tr("Name a suit: these rules do not allow playing without trump.")
        else:
            note = ""
        self.set_texts(arg(self.tr("%1, name trump"), names[view.seat]), note)
        if suits:
            # The keyboard starts on the suit the hand holds most of (round 27: on Black, just set aside
            # to the last card, Enter named it).
            held = Counter(card.suit for card in view.hand if card.suit is not None)
            named = [suit for suit in suits if suit is not None]
            self.buttons[max(named, key=lambda suit: held[suit]) if named else suits[0]].setFocus()
