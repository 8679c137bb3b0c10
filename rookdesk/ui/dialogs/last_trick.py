"""View > Last trick: the cards of the last finished trick, who played each and who won it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.models import LoggedTrick
from rookdesk.ui.texts import arg, card_name, short_names

CARD_WIDTH = 96
TITLE_BAR_EXTRAS = 160   # px: the window icon and three title-bar buttons, with the title's margins


class LastTrickDialog(QDialog):
    def __init__(self, trick: LoggedTrick, names: tuple[str, ...], deck_style: str, cache: CardImageCache,
                 look: str = "classic", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Last trick"))
        # Two cards make a narrow box whose title the window manager cut ("Last tric… ookdesk"): leave
        # room for the title as the window manager shows it, with its icon and buttons.
        title = f"{self.windowTitle()} \u2014 rookdesk"
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance(title) + TITLE_BAR_EXTRAS)
        self.setAccessibleName(self.tr("Last trick"))
        layout = QVBoxLayout(self)
        headline = QLabel(arg(self.tr("Trick %1 of hand %2: %3 took it, %4 points in cards."),
                              trick.number, trick.hand, names[trick.winner], trick.points), self)
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
