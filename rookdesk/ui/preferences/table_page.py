"""The Table page: card look with a live preview, table colour, animations, play aids."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rookdesk.storage.settings import ANIMATION_SPEEDS, CARD_LOOKS, TABLE_FIELDS, AppSettings, defaults_for
from rookdesk.ui.card_cache import CardImageCache, card_height
from rookdesk.ui.preferences.rules_form import SideBySide
from rookdesk.ui.preferences.rules_page import scrolling

PREVIEW_CARD_WIDTH = 104
# Cards of the preview, per deck style: a high card, a counter and the Rook/joker.
PREVIEW_CARDS = {"rook": ("14R", "5G", "ROOK"), "standard": ("AS", "10H", "ROOK")}

ColourFn = Callable[[QColor], "QColor | None"]


class TablePage(QWidget):
    """How the table looks and moves."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cache = CardImageCache(max_entries=32)
        self.deck_style = "rook"
        self.colour = QColor(settings.table_colour)
        self.choose_colour: ColourFn = self._colour_dialog
        self.look_combo = QComboBox()
        self.colour_button = QPushButton(self.tr("&Choose colour…"))
        self.swatch = QLabel()
        self.preview = QLabel()
        self.speed_combo = QComboBox()
        self.dim_box = QCheckBox(self.tr("&Dim cards that cannot be played"))
        self.confirm_box = QCheckBox(self.tr("Con&firm before playing a card"))
        self._build()
        self.load(settings)

    def _build(self) -> None:
        # Settings and preview side by side where they fit, else the preview below; the page scrolls
        # down (a large font on an 800x600 screen: side by side they were wider than the screen).
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        page = QVBoxLayout(self)
        left = QVBoxLayout()
        looks = QGroupBox(self.tr("Appearance"))
        form = QFormLayout(looks)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        names = {"classic": self.tr("Classic"), "large": self.tr("Large index (easier to read)")}
        for look in CARD_LOOKS:
            self.look_combo.addItem(names.get(look, look), look)
        self._row(form, self.tr("Ca&rd look:"), self.look_combo,
                  self.tr("The card faces: classic, or large corner numbers that are easier to read."))
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        self.swatch.setFixedSize(48, 24)
        self.swatch.setFrameShape(QLabel.Shape.Box)
        self.swatch.setAccessibleName(self.tr("Table colour sample"))
        row.addWidget(self.swatch)
        row.addWidget(self.colour_button)
        row.addStretch(1)
        self.colour_button.clicked.connect(self._on_choose_colour)
        self._row(form, self.tr("Table colour:"), holder,
                  self.tr("The colour of the cloth the cards are played on."), focus=self.colour_button)
        self.colour_button.setAccessibleName(self.tr("Choose table colour"))
        speeds = {"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                  "slow": self.tr("Slow")}
        for speed in ANIMATION_SPEEDS:
            self.speed_combo.addItem(speeds[speed], speed)
        self._row(form, self.tr("&Animation speed:"), self.speed_combo,
                  self.tr("How fast cards move across the table; “Off” places them at once."))
        left.addWidget(looks)

        play = QGroupBox(self.tr("Playing"))
        play_layout = QVBoxLayout(play)
        for box, tip in ((self.dim_box, self.tr("Cards you may not play now are shown dimmed; hover one to "
                                                 "see the rule that forbids it.")),
                         (self.confirm_box, self.tr("Ask before a clicked or dropped card is played."))):
            box.setToolTip(tip)
            box.setAccessibleName(box.text().replace("&", ""))
            box.setAccessibleDescription(tip)
            play_layout.addWidget(box)
        left.addWidget(play)
        left.addStretch(1)

        preview_box = QGroupBox(self.tr("Preview"))
        preview_layout = QVBoxLayout(preview_box)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setAccessibleName(self.tr("Preview of the cards on the table"))
        self.preview.setToolTip(self.tr("The chosen card look on the chosen table colour."))
        preview_layout.addWidget(self.preview)
        preview_layout.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(preview_box)
        self.parts = SideBySide(left, right, stretches=(1, 0))
        layout.addWidget(self.parts)   # all the page's height, as before: the preview's frame reaches down
        self.scroll, self.focus_in_view = scrolling(body)
        page.addWidget(self.scroll)
        self.look_combo.currentIndexChanged.connect(self._update_preview)

    @staticmethod
    def _row(form: QFormLayout, text: str, widget: QWidget, tip: str, focus: QWidget | None = None) -> None:
        label = QLabel(text)
        label.setBuddy(focus or widget)
        label.setToolTip(tip)
        widget.setToolTip(tip)
        if not widget.accessibleName():
            widget.setAccessibleName(text.replace("&", "").rstrip(":").rstrip())
        widget.setAccessibleDescription(tip)
        form.addRow(label, widget)

    # Values ---------------------------------------------------------------------

    def load(self, settings: AppSettings) -> None:
        self.look_combo.setCurrentIndex(max(self.look_combo.findData(settings.card_look), 0))
        self.speed_combo.setCurrentIndex(max(self.speed_combo.findData(settings.animation_speed), 0))
        self.dim_box.setChecked(settings.dim_illegal)
        self.confirm_box.setChecked(settings.confirm_play)
        self.set_colour(QColor(settings.table_colour))

    def values(self) -> dict[str, Any]:
        return {
            "card_look": self.look_combo.currentData(),
            "table_colour": self.colour.name(),
            "animation_speed": self.speed_combo.currentData(),
            "dim_illegal": self.dim_box.isChecked(),
            "confirm_play": self.confirm_box.isChecked(),
        }

    def restore_defaults(self) -> None:
        self.load(AppSettings(**defaults_for(TABLE_FIELDS)))

    def set_colour(self, colour: QColor) -> None:
        if not colour.isValid():
            return
        self.colour = QColor(colour.rgb())  # opaque: the cloth has no transparency
        self.swatch.setStyleSheet(f"background-color: {self.colour.name()};")
        self.swatch.setToolTip(self.colour.name())
        self._update_preview()

    def set_deck_style(self, style: str) -> None:
        """Preview the deck of the house rules in the editor."""
        self.deck_style = style
        self._update_preview()

    def _on_choose_colour(self) -> None:
        chosen = self.choose_colour(self.colour)
        if chosen is not None:
            self.set_colour(chosen)

    def _colour_dialog(self, current: QColor) -> QColor | None:
        colour = QColorDialog.getColor(current, self, self.tr("Table colour"))
        return colour if colour.isValid() else None

    def _update_preview(self) -> None:
        look = self.look_combo.currentData() or "classic"
        dpr = self.devicePixelRatioF() or 1.0
        width, gap, margin = PREVIEW_CARD_WIDTH, 10, 16
        ids = PREVIEW_CARDS.get(self.deck_style, PREVIEW_CARDS["rook"])
        height = card_height(width)
        canvas = QPixmap(round((margin * 2 + len(ids) * width + (len(ids) - 1) * gap) * dpr),
                         round((margin * 2 + height) * dpr))
        canvas.setDevicePixelRatio(dpr)
        canvas.fill(self.colour)
        painter = QPainter(canvas)
        try:
            for i, card_id in enumerate(ids):
                face = self.cache.pixmap(card_id, self.deck_style, width, dpr, look)
                painter.drawPixmap(QPoint(margin + i * (width + gap), margin), face)
        finally:
            painter.end()
        self.preview.setPixmap(canvas)
