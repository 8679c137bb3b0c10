"""The hot-seat curtain: hides the table until the next person has come to the computer."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from rookdesk.ui.panels.base import scaled_font
from rookdesk.ui.texts import arg

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QPaintEvent  # only annotated


# For this long after the curtain goes up its button is off, for keys and clicks alike: a press
# meant for the table (Enter or a click moving on from the trick just won, a key still held) is the
# previous player's, and must not show the next one's hand to them (round 21: an Enter half a second
# after the curtain rose did). Passing the computer on takes longer than this.
GUARD_SECONDS = 1.5


class Curtain(QWidget):
    """An opaque cover over the table: "Pass to <name>", and a button only that person should press."""

    lifted = Signal()
    coveringChanged = Signal(bool)   # the curtain went up (True) or came down

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Pass the computer"))
        self.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.headline = QLabel(self)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # Sizes in code, not in the style sheets: fixed sizes read smaller than the desktop's own text
        # when its font is large (scaled_font keeps these sizes at the usual ones).
        self.headline.setStyleSheet("color: white; font-weight: 600;")
        self.headline.setFont(scaled_font(self.headline, 26.0, 1.75))
        self.headline.setWordWrap(True)
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("color: #e6efe8;")
        self.detail.setFont(scaled_font(self.detail, 12.0, 1.0))
        self.button = QPushButton(self)
        self.button.setMinimumHeight(40)
        self.button.setStyleSheet(
            "QPushButton { padding: 6px 22px; border-radius: 6px; background: #f5d76e;"
            " color: #2a2a2a; border: 1px solid #6b5a1e; }"
            "QPushButton:focus { border: 2px solid white; }"
            "QPushButton:disabled { background: #c9bf98; color: #66624f; border: 1px solid #8a7d4a; }")
        self.button.setFont(scaled_font(self.button, 13.0, 1.1))
        layout.addWidget(self.headline)
        layout.addSpacing(8)
        layout.addWidget(self.detail)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        self.button.clicked.connect(self.lifted.emit)
        self.colour = QColor("#2f6b43")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._guard = QTimer(self)
        self._guard.setSingleShot(True)
        self._guard.timeout.connect(self.wake)
        self.hide()

    def setVisible(self, visible: bool) -> None:  # noqa: N802 (Qt's name; show() and hide() come here)
        changed = visible != self.isVisible()
        super().setVisible(visible)
        if changed:
            self.coveringChanged.emit(visible)

    def show_for(self, name: str) -> None:
        self.headline.setText(arg(self.tr("Pass to %1"), name))
        self.detail.setText(arg(self.tr("Every hand is hidden. %1, press the button when only you can "
                                        "see the screen."), name))
        self.button.setText(arg(self.tr("I am %1: show my hand"), name))
        self.button.setAccessibleName(arg(self.tr("Show the hand of %1"), name))
        self.show()
        self.raise_()
        # The curtain itself takes the focus, not its button, which stays off for a moment (GUARD_SECONDS).
        self.button.setEnabled(False)
        self._guard.start(round(GUARD_SECONDS * 1000))
        self.setFocus()

    def wake(self) -> None:
        """The guard's time is up: the button (and Enter or Space on the curtain) lifts it now."""
        self._guard.stop()
        self.button.setEnabled(True)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            event.accept()
            if not event.isAutoRepeat() and self.button.isEnabled():
                self.button.click()
            return
        super().keyPressEvent(event)

    def set_colour(self, colour: str) -> None:
        self.colour = QColor(colour)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        gradient = QLinearGradient(0, 0, 0, self.height())
        # Translucent: the table behind shows only card backs (the scene hides every face first),
        # so people see where they are without seeing anything private.
        top, bottom = self.colour.darker(160), self.colour.darker(260)
        top.setAlpha(215)
        bottom.setAlpha(235)
        gradient.setColorAt(0.0, top)
        gradient.setColorAt(1.0, bottom)
        painter.fillRect(QRectF(self.rect()), gradient)
        painter.end()
