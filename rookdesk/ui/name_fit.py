"""Texts that name players, fitted to their room: long names by their first names where the whole text
does not fit (a plain label cut "Bartholomew Featherstonehaugh-Smythe, lead a" off mid-word beside the
docked score sheet, round 32)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

from rookdesk.ui.texts import first_names


def with_first_names(text: str, names: Sequence[str]) -> str:
    """``text`` with each of ``names`` by its first name (see texts.first_names); the longest names go
    first, as one may hold another."""
    pairs = sorted(zip(names, first_names(names)), key=lambda pair: -len(pair[0]))
    for whole, first in pairs:
        if whole != first:
            text = text.replace(whole, first)
    return text


def fitted(text: str, names: Sequence[str], metrics: QFontMetrics, width: int) -> str:
    """``text`` as it is where it fits ``width``, else with first names."""
    if width <= 0 or metrics.horizontalAdvance(text) <= width:
        return text
    return with_first_names(text, names)


class NameFitLabel(QLabel):
    """A line of plain text about the players on one line: its long names go by their first names where
    the whole text is wider than its room, and only where even that does not fit does it wrap (or, with
    ``wraps=False``, stay as long as it is). The whole text is then the tooltip.

    The room is the label's own width (a panel's title, ``fit_on_resize``) or given by its owner
    (``fit``: the status line's turn label, whose width follows its text)."""

    wholeChanged = Signal(str)   # a new text (before it is fitted), for an owner that gives the room

    def __init__(self, parent: QWidget | None = None, *, fit_on_resize: bool = True, wraps: bool = True) -> None:
        super().__init__(parent)
        self._whole = ""
        self._names: tuple[str, ...] = ()
        self._fit_on_resize = fit_on_resize
        self._wraps = wraps
        self._wraps_always = False   # a panel on a card of its own (see Panel.set_flat)
        self._room = 0

    def set_title(self, text: str) -> None:
        changed = text != self._whole
        self._whole = text
        self._refit()
        if changed:
            self.wholeChanged.emit(text)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self.set_title(text)

    def clear(self) -> None:
        self.set_title("")

    def set_names(self, names: Sequence[str]) -> None:
        """The names of the players at the table, which the text may shorten."""
        self._names = tuple(names)
        self._refit()

    def wrap_always(self) -> None:
        """Wrap with the names whole where the line is too long: a card's title has the lines to spare."""
        self._wraps_always = True
        self.setWordWrap(True)
        self._refit()

    def whole(self) -> str:
        return self._whole

    def fit(self, room: int) -> None:
        """Fit the text to ``room`` pixels (its contents, without margins)."""
        self._room = room
        self._show()

    def _refit(self) -> None:
        if self._fit_on_resize:   # a hidden label's width is not yet its own (see showEvent)
            self._room = self.contentsRect().width() if self.isVisible() else 0
        self._show()

    def _show(self) -> None:
        shown = self._whole
        if not self._wraps_always:   # a card's title wraps as its card says (it measures it on one line too)
            shown = fitted(self._whole, self._names, self.fontMetrics(), self._room)
            wrap = self._wraps and self._room > 0 and self.fontMetrics().horizontalAdvance(shown) > self._room
            if wrap != self.wordWrap():
                self.setWordWrap(wrap)
        if shown != self.text():
            super().setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        if not self._fit_on_resize or self._wraps_always:   # a card measures its width by its title's line
            return super().minimumSizeHint()
        # Not the whole text's width: a long title would hold the window (or the score sheet beside
        # the table) wider than the screen allows, and the layout then cut it.
        return QSize(0, super().minimumSizeHint().height())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self._refit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if self._fit_on_resize and event.size().width() != event.oldSize().width():
            self._room = self.contentsRect().width()
            self._show()
