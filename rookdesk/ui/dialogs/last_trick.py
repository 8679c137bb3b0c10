"""View > Last trick: the cards of the last finished trick, who played each and who won it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from rookdesk.engine.events import HandEnded
from rookdesk.engine.rules import RuleSet
from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.models import LoggedTrick
from rookdesk.ui.texts import arg, card_name, short_names

CARD_WIDTH = 96
TITLE_BAR_EXTRAS = 160   # px: the window icon and three title-bar buttons, with the title's margins


class LastTrickDialog(QDialog):
    def __init__(self, trick: LoggedTrick, names: tuple[str, ...], rules: RuleSet, cache: CardImageCache,
                 look: str = "classic", hand_end: HandEnded | None = None, parent: QWidget | None = None) -> None:
        """``hand_end``: the end of the trick's hand, once it has ended (the nest's points it gave)."""
        super().__init__(parent)
        deck_style = rules.deck.style
        self.setWindowTitle(self.tr("Last trick"))
        # Two cards make a narrow box whose title the window manager cut ("Last tric… ookdesk"): leave
        # room for the title as the window manager shows it, with its icon and buttons.
        title = f"{self.windowTitle()} \u2014 rookdesk"
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(title) + TITLE_BAR_EXTRAS)
        self.setAccessibleName(self.tr("Last trick"))
        layout = QVBoxLayout(self)
        headline = QLabel(" ".join([arg(self.tr("Trick %1 of hand %2: %3 took it, %4 points in cards."),
                                        trick.number, trick.hand, names[trick.winner], trick.points),
                                    *self._last_trick_extras(trick, rules, hand_end)]), self)
        headline.setWordWrap(True)
        layout.addWidget(headline)
        grid = QGridLayout()
        dpr = self.devicePixelRatioF()
        # A long name under its card by its first name: whole, it spread the cards apart unevenly (round 31).
        shown = short_names(names)
        for col, (seat, card) in enumerate(trick.plays):
            image = QLabel(self)
            image.setPixmap(cache.pixmap(card.id, deck_style, CARD_WIDTH, dpr, look))
            image.setAccessibleName(arg(self.tr("%1 played %2"), names[seat], card_name(card, deck_style)))
            caption = QLabel(shown[seat], self)
            if shown[seat] != names[seat]:
                caption.setToolTip(names[seat])
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if seat == trick.winner:
                caption.setStyleSheet("font-weight: 600;")
            grid.addWidget(image, 0, col, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(caption, 1, col)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, Qt.Orientation.Horizontal, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _last_trick_extras(self, trick: LoggedTrick, rules: RuleSet, hand_end: HandEnded | None) -> list[str]:
        """What the hand's last trick brought besides its cards: "25 points in cards" alone left out the
        bonus of 20 that the summary counted (round 37), and the nest where the last trick takes it."""
        if trick.number != rules.tricks_per_hand:
            return []
        extras = []
        if rules.bonus.last_trick:
            extras.append(self.tr("As the hand's last trick it also scored a bonus of %n points.", "",
                                  rules.bonus.last_trick))
        if rules.nest.points_to == "last_trick":
            if hand_end is not None and hand_end.hand == trick.hand:
                extras.append(self.tr("The nest went with it: %n points.", "",
                                      hand_end.discard_points[rules.side_of(trick.winner)]))
            else:
                extras.append(self.tr("The nest's points went with it."))
        return extras
