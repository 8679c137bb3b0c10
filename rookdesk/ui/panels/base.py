"""Common look of the panels: a title line, a message line and a row of controls."""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import QApplication, QBoxLayout, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from rookdesk.ui.name_fit import NameFitLabel
from rookdesk.ui.texts import tr, without_mnemonic

# The keyboard's button: the table's gold focus colour, darkened to stand out on the light panel.
FOCUS_RING = "#b8860b"
FOCUS_FILL = "#fff1c2"
FOCUS_HOVER = "#fff6d8"
FOCUS_PRESSED = "#f0d98a"   # a click gives the button focus first: it must still look pressed

# Fusion draws the focus frame only after a Tab and then like the default button's frame, so the panels
# draw their buttons themselves. Margin plus border is 3px in every state: the focus ring grows outwards
# into the margin and no button changes size when the focus moves. No min-width and no text colour here:
# a style-sheet min-width would replace the minimum widths set in code (trump, Continue), and the
# palette's own (disabled) button text stays readable on dark themes. (Fusion's own focus frame on the
# bid amount box already shows, so spin boxes keep the native look.)
BUTTON_STYLE = f"""
QPushButton {{ background: palette(button); margin: 2px;
  border: 1px solid palette(mid); border-radius: 4px; padding: 3px 14px; }}
QPushButton:default {{ border-color: palette(shadow); }}
QPushButton:hover {{ background: palette(light); }}
QPushButton:pressed {{ background: palette(midlight); }}
QPushButton:disabled {{ border-color: palette(midlight); }}
QPushButton:focus {{ outline: none; margin: 0px; border: 3px solid {FOCUS_RING}; border-radius: 6px;
  background: {FOCUS_FILL}; color: #1a1a1a; }}
QPushButton:focus:hover {{ background: {FOCUS_HOVER}; }}
QPushButton:focus:pressed {{ background: {FOCUS_PRESSED}; }}
"""

# Enter on a panel's button does nothing this soon after the panel came up for a decision: a person
# pressing Enter to end the look at the last trick took the face-up card of the draw pile, or went past
# the hand summary unseen, when the look ended by itself as they pressed (round 30; the table guards its
# marked card and the bid box its amount the same way).
FRESH_PANEL_SECONDS = 0.4

# The title's size is set in code (scaled_font), not here: a style-sheet size is fixed, and under a large
# desktop font a 12pt title came out smaller than the note below it.
TITLE_POINTS = 12.0
TITLE_SCALE = 1.2


def scaled_font(widget: QWidget, minimum_points: float = TITLE_POINTS, scale: float = TITLE_SCALE) -> QFont:
    """``widget``'s font at ``minimum_points`` under the usual desktop fonts, or at ``scale`` times the
    desktop's text when that is larger: a title never reads smaller than the text under it, nor a
    message smaller than the rest of the window."""
    font = QFont(widget.font())
    body = QApplication.font().pointSizeF()
    font.setPointSizeF(max(minimum_points, body * scale) if body > 0 else minimum_points)
    return font


PANEL_STYLE = """
QFrame#panel { background: palette(window); border-top: 1px solid palette(mid); }
QLabel#panelTitle { font-weight: 600; }
QLabel#panelNote { color: palette(window-text); font-style: italic; }
""" + BUTTON_STYLE


class Panel(QFrame):
    """A titled strip with a note line and a row of controls."""

    keyWithheld = Signal(str)   # why an Enter did nothing (see FRESH_PANEL_SECONDS)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._armed_at = 0.0   # time.monotonic() when the panel last came up for a decision
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(16, 8, 16, 10)
        outer.setSpacing(4)
        self.title = NameFitLabel(self)
        self.title.setObjectName("panelTitle")
        self.title.setFont(scaled_font(self.title))
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.note = QLabel(self)
        self.note.setObjectName("panelNote")
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.row = QHBoxLayout()
        self.row.setSpacing(8)
        outer.addWidget(self.title)
        outer.addWidget(self.note)
        outer.addLayout(self.row)
        outer.addStretch(1)   # keep the content at the top when the panel area is taller

    def arm(self) -> None:
        """The panel has come up for a decision: an Enter in the next moment was meant for what came before."""
        self._armed_at = time.monotonic()
        for button in self.findChildren(QPushButton):   # a default button takes Enter before the panel
            button.installEventFilter(self)

    def just_armed(self) -> bool:
        """Whether the panel came up for its decision only this moment (see FRESH_PANEL_SECONDS)."""
        return time.monotonic() - self._armed_at < FRESH_PANEL_SECONDS

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.Type.KeyPress and isinstance(watched, QPushButton)
                and isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            if event.isAutoRepeat():
                return True   # Enter held down: the press was for something before
            if self.just_armed():
                self._armed_at = 0.0   # told of it: the next press is the person's own
                # The module's tr(): self.tr() would look the text up under the subclass's name.
                self.keyWithheld.emit(tr("This choice has just appeared: press Enter again for “%1”.")
                                      .replace("%1", without_mnemonic(watched.text())))
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Outside dialogs Qt buttons ignore Enter; here Enter presses the focused button, as people expect.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focused = QApplication.focusWidget()
            if isinstance(focused, QPushButton) and self.isAncestorOf(focused) and focused.isEnabled():
                focused.click()
                event.accept()
                return
        super().keyPressEvent(event)

    def set_controls_below(self, below: bool) -> None:
        """The row's controls under one another (a card on a narrow table) or side by side."""
        self.row.setDirection(QBoxLayout.Direction.TopToBottom if below else QBoxLayout.Direction.LeftToRight)

    def set_scores_scale(self, scale: float) -> None:
        """Draw the panel's table of scores at ``scale`` times its usual size (on a card too narrow for
        it); panels without one ignore it."""

    def set_flat(self) -> None:
        """No band look: for a panel shown inside a card of its own."""
        self.title.wrap_always()   # on a narrow table rather than cut off ("… und ist gescheitert")
        self.setStyleSheet(PANEL_STYLE.replace("border-top: 1px solid palette(mid);", "")
                           .replace("background: palette(window);", "background: transparent;"))

    def set_names(self, names: Sequence[str]) -> None:
        """The players' names, which the title shortens where the panel is too narrow (see NameFitLabel)."""
        self.title.set_names(names)

    def set_texts(self, title: str, note: str = "") -> None:
        self.title.set_title(title)
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.setAccessibleDescription(f"{title} {note}".strip())
