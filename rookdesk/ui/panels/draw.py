"""The draw choice after a trick in two-player games: the face-up card or the pile."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPushButton, QWidget

from rookdesk.ai.player import Choice
from rookdesk.ui.panels.base import Panel
from rookdesk.ui.texts import arg, card_name


class DrawPanel(Panel):
    """A hint to click the face-up card or the pile on the table, and the same two choices as buttons."""

    drawChosen = Signal(str)   # "face_up" | "pile"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Draw a card"))
        self.face_up = QPushButton(self)
        self.face_up.setAccessibleName(self.tr("Take the face-up card"))
        self.pile = QPushButton(self.tr("Take the top of the &pile"), self)
        self.pile.setAccessibleName(self.tr("Take the top card of the pile"))
        self.row.addWidget(self.face_up)
        self.row.addWidget(self.pile)
        self.row.addStretch(1)
        self.face_up.clicked.connect(lambda: self.drawChosen.emit("face_up"))
        self.pile.clicked.connect(lambda: self.drawChosen.emit("pile"))

    def show_choice(self, choice: Choice, names: tuple[str, ...]) -> None:
        view = choice.view
        shown = card_name(view.face_up, view.rules.deck.style) if view.face_up else ""
        self.face_up.setText(arg(self.tr("&Take %1"), shown))
        how = self.tr("Click the face-up card or the pile on the table. "
                      "Your opponent gets the card you do not take.")
        # The two bands the card taken then has in the hand (round 39: only the nest's band was explained).
        bands = self.tr("In your hand the face-up card gets a purple band, as your opponent has seen it, "
                        "and the pile's card a teal one.")
        # Said apart, so the sentence above keeps its translations (round 25: only the mouse was named).
        keys = self.tr("Keyboard: Enter takes the face-up card; Tab to the pile's button, then Enter.")
        self.set_texts(arg(self.tr("%1, you won the trick: take a card"), names[view.seat]), f"{how} {bands} {keys}")

    def first_button(self) -> QPushButton:
        """The button the keyboard starts on (the window gives it the focus once the panel is shown)."""
        return self.face_up
