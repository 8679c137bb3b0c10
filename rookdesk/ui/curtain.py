"""The hot-seat curtain: hides the table until the next person has come to the computer."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from rookdesk.ui.panels.base import scaled_font
from rookdesk.ui.texts import arg, first_names

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QMouseEvent, QPaintEvent, QResizeEvent  # only annotated

    from rookdesk.ui.move_texts import Recap


# For this long after the curtain goes up its button is off, for keys and clicks alike: a press
# meant for the table (Enter or a click moving on from the trick just won, a key still held) is the
# previous player's, and must not show the next one's hand to them (round 21: an Enter half a second
# after the curtain rose did). Passing the computer on takes longer than this.
GUARD_SECONDS = 1.5
# Enter or Space on the curtain lifts it when pressed twice this close together: once, it asks to be pressed
# again. A single Enter meant for the trick just won, a moment after the guard's time, showed the next
# person's hand to the person still at the screen (round 34). The button, clicked or reached by Tab, needs one.
KEY_AGAIN_SECONDS = 4.0
# Pixels of the darker band behind the curtain's words above and below them.
WORDS_PADDING = 18


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
        # What the others did while the screen was passed on: the person coming did not watch it.
        self.recap = QLabel(self)
        self.recap.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.recap.setTextFormat(Qt.TextFormat.RichText)
        self.recap.setWordWrap(True)
        self.recap.setStyleSheet("color: #e6efe8;")
        self.recap.setFont(scaled_font(self.recap, 11.0, 1.0))
        self.recap.hide()
        self._recap: Recap | None = None   # every move missed; _fit_recap shows the latest that fit
        self._button_texts = ("", "")   # the button's text with the person's whole name and first name
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
        layout.addSpacing(12)
        layout.addWidget(self.recap)
        layout.addSpacing(18)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        # Says why a press too soon did nothing (round 25: Enter was ignored for a moment, unexplained).
        # Its two lines are kept while empty: the button does not move when the note comes.
        self.wait_note = QLabel(self)
        self.wait_note.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.wait_note.setWordWrap(True)
        self.wait_note.setStyleSheet("color: #e6efe8;")
        self.wait_note.setFont(scaled_font(self.wait_note, 11.0, 1.0))
        self.wait_note.setMinimumHeight(2 * self.wait_note.fontMetrics().lineSpacing())
        layout.addSpacing(6)
        layout.addWidget(self.wait_note)
        layout.addStretch(3)
        self.button.clicked.connect(self.lifted.emit)
        self.button.installEventFilter(self)
        # Lifted with a key (Enter, Space), not a click: the person plays by keyboard, and the turn behind
        # the curtain starts with a card marked for Enter (round 34: it did only after a click on the table).
        self.lifted_by_keyboard = False
        self._name = ""
        self._key_asked_at: float | None = None   # time.monotonic() of the key press that asked for another
        self._key_again = QTimer(self)   # the time for the second press is up: the note asking for it goes
        self._key_again.setSingleShot(True)
        self._key_again.timeout.connect(self._forget_key)
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

    def show_for(self, name: str, recap: Recap | None = None) -> None:
        self._name, self._key_asked_at = name, None
        self._key_again.stop()
        self.headline.setText(arg(self.tr("Pass to %1"), name))
        self.detail.setText(arg(self.tr("Every hand is hidden. %1, press the button when only you can "
                                        "see the screen."), name))
        mine = self.tr("I am %1: show my hand")
        self._button_texts = (arg(mine, name), arg(mine, first_names([name])[0]))
        self._fit_button()
        self.button.setAccessibleName(arg(self.tr("Show the hand of %1"), name))
        self._show_recap(recap)
        self.show()
        self.raise_()
        # The curtain itself takes the focus, not its button, which stays off for a moment (GUARD_SECONDS).
        self.button.setEnabled(False)
        self.wait_note.clear()
        self._guard.start(round(GUARD_SECONDS * 1000))
        self.setFocus()

    def _recap_height(self) -> int:
        """The height the recap may take: the curtain's, less its words, button and note and a margin."""
        was_shown = self.recap.isVisible()
        self.recap.hide()
        taken = self.layout().sizeHint().height()
        self.recap.setVisible(was_shown)
        return self.height() - taken - self.recap.fontMetrics().lineSpacing()

    def _show_recap(self, recap: Recap | None) -> None:
        self._recap = recap if recap is not None and recap.lines else None
        self._fit_recap()

    def _fit_recap(self) -> None:
        """Show the latest moves that fit, with the count of those before: at the curtain's height when it
        rises and again whenever it is resized (round 31: made smaller under the curtain, the window cut off
        the newest moves, the very ones the person had missed)."""
        import html   # only in hot-seat games, and not before the first table (its entity table is large)

        recap = self._recap
        if recap is None:
            self.recap.clear()
            self.recap.hide()
            return
        heading = self.tr("Since the deal:") if recap.since_deal else self.tr("Since your last turn:")
        metrics = self.recap.fontMetrics()
        margins = self.layout().contentsMargins()
        width = max(1, self.width() - margins.left() - margins.right())

        def height(text: str) -> int:
            return metrics.boundingRect(0, 0, width, 10_000, Qt.TextFlag.TextWordWrap, text).height()

        room = self._recap_height() - height(heading)
        shown: list[str] = []
        for line in reversed(recap.lines):
            need = height(line) + (0 if len(shown) + 1 == len(recap.lines) else metrics.lineSpacing())
            if need > room:
                break
            room -= height(line)
            shown.insert(0, line)
        earlier = recap.earlier + len(recap.lines) - len(shown)
        if not shown:
            self.recap.clear()
            self.recap.hide()
            return
        lines = ([self.tr("(%n earlier moves not shown)", "", earlier)] if earlier else []) + shown
        self.recap.setText(f"<b>{html.escape(heading)}</b><br>" + "<br>".join(map(html.escape, lines)))
        # Read out as plain sentences, not the markup.
        self.recap.setAccessibleName(" ".join([heading, *lines]))
        self.recap.show()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit_button()
        if self.isVisible() and self._recap is not None:
            self._fit_recap()

    def _fit_button(self) -> None:
        """The button names the person whole where that fits the curtain's width, else by first name (round
        32: "artholomew Featherstonehaugh-Smythe: show m", cut at both ends beside the docked score sheet)."""
        whole, short = self._button_texts
        margins = self.layout().contentsMargins()
        room = self.width() - margins.left() - margins.right()
        self.button.setText(whole)
        if short != whole and self.button.sizeHint().width() > room:
            self.button.setText(short)
        self.button.setToolTip(whole if self.button.text() != whole else "")

    def wake(self) -> None:
        """The guard's time is up: the button (and Enter or Space on the curtain) lifts it now."""
        self._guard.stop()
        self.button.setEnabled(True)
        self.wait_note.clear()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.lifted_by_keyboard = True
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            event.accept()
            if event.isAutoRepeat():
                return
            if not self.button.isEnabled():
                self._say_wait()
            elif self._key_asked_at is not None and time.monotonic() - self._key_asked_at <= KEY_AGAIN_SECONDS:
                self.button.click()
            else:
                self._key_asked_at = time.monotonic()
                self.wait_note.setText(arg(self.tr("%1: press Enter or Space again to show your hand."),
                                           self._name))
                self._key_again.start(round(KEY_AGAIN_SECONDS * 1000))
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.lifted_by_keyboard = False
        if not self.button.isEnabled():
            self._say_wait()
        super().mousePressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        # A disabled button neither takes a click nor passes it on: it is caught on its way there.
        if watched is self.button and event.type() == QEvent.Type.MouseButtonPress:
            self.lifted_by_keyboard = False
            if not self.button.isEnabled():
                self._say_wait()
        elif watched is self.button and event.type() == QEvent.Type.KeyPress:   # the button, reached by Tab
            self.lifted_by_keyboard = True
        return super().eventFilter(watched, event)

    def _forget_key(self) -> None:
        # A slow second press started over while the note still asked for it (round 34): the note goes too.
        self._key_asked_at = None
        self.wait_note.clear()

    def _say_wait(self) -> None:
        self.wait_note.setText(self.tr("Ready in a moment: the button wakes a second after the curtain "
                                       "rises, so a key meant for the table does not show this hand."))

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
        # A darker band behind the words: through the translucent cover a name plate's outline showed under
        # the headline (round 33). The note's two lines are in it, empty or not: "press again" showed below
        # the band (round 35), and a band that grew with the note would move under the person's eyes.
        words = [w for w in (self.headline, self.detail, self.recap, self.button, self.wait_note) if w.isVisible()]
        if words:
            top = min(w.geometry().top() for w in words) - WORDS_PADDING
            bottom = max(w.geometry().bottom() for w in words) + WORDS_PADDING
            band = self.colour.darker(320)
            band.setAlpha(150)
            painter.fillRect(QRectF(0, top, self.width(), bottom - top), band)
        painter.end()
