"""The points-per-rank table of the house-rules editor: a model and a spin-box delegate."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel, QCoreApplication, QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal,
)
from PySide6.QtGui import QKeyEvent, QPalette
from PySide6.QtWidgets import QAbstractItemDelegate, QSpinBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from rookdesk.engine.cards import ROOK_ID, rank_from_label, rank_label, ranks_of
from rookdesk.storage.house_rules import MAX_RULE_NUMBER
from rookdesk.ui.number_keys import RefusedKeys

CARD_COLUMN = 0
POINTS_COLUMN = 1

AnyIndex = QModelIndex | QPersistentModelIndex


def row_labels(style: str) -> tuple[str, ...]:
    """Every rank of a deck style as written in the ``points`` map, then the Rook/joker."""
    return tuple(rank_label(rank, style) for rank in ranks_of(style)) + (ROOK_ID,)


class PointsModel(QAbstractTableModel):
    """One row per rank of the deck style plus the Rook; the second column is its points.

    The explicit entries of the rule set's ``points`` map are kept as they are
    (an explicit 0 stays explicit until edited), so loading a rule set and
    saving it again gives back an equal rule set.
    """

    pointsEdited = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._style = "rook"
        self._labels = row_labels("rook")
        self._points: dict[str, int] = {}
        self._in_deck: set[str] = set()

    # The map ---------------------------------------------------------------

    def points(self) -> dict[str, int]:
        return dict(self._points)

    def set_points(self, style: str, points: dict[str, int]) -> None:
        self.beginResetModel()
        self._style = style
        self._labels = row_labels(style)
        self._points = dict(points)
        self.endResetModel()

    def change_style(self, style: str) -> None:
        """Carry each rank's points over to the other deck style (``"14"`` <-> ``"A"``)."""
        if style == self._style:
            return
        carried: dict[str, int] = {}
        for label, value in self._points.items():
            if label == ROOK_ID:
                carried[label] = value
                continue
            rank = rank_from_label(label, self._style)
            if rank in ranks_of(style):
                carried[rank_label(rank, style)] = value
        self.set_points(style, carried)

    def set_in_deck(self, labels: set[str]) -> None:
        """Ranks the deck holds; the others are shown greyed (their points still count if added back)."""
        self._in_deck = set(labels)
        if self._labels:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._labels) - 1, 1))

    def row_of(self, label: str) -> int:
        return self._labels.index(label)

    def label_of(self, row: int) -> str:
        return self._labels[row]

    # QAbstractTableModel ------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._labels)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.tr("Card") if section == CARD_COLUMN else self.tr("Points")
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        label = self._labels[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            if index.column() == CARD_COLUMN:
                return self._card_name(label)
            return self._points.get(label, 0)
        if role == Qt.ItemDataRole.EditRole and index.column() == POINTS_COLUMN:
            return self._points.get(label, 0)
        if role == Qt.ItemDataRole.ForegroundRole and label not in self._in_deck:
            return QPalette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        if role == Qt.ItemDataRole.ToolTipRole:
            if label not in self._in_deck:
                return self.tr("Not in the deck under these rules: its points cannot be edited and count only if you add it back.")
            return self.tr("Points this card is worth to the side that takes it in a trick.")
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == POINTS_COLUMN:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        # A rank outside the deck scores nothing, so its points are not offered for editing (they are
        # kept as loaded, and count again once the rank is back in the deck).
        if index.column() == POINTS_COLUMN and self._is_in_deck(index.row()):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def _is_in_deck(self, row: int) -> bool:
        return 0 <= row < len(self._labels) and self._labels[row] in self._in_deck

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != POINTS_COLUMN:
            return False
        try:
            number = int(value)
        except (TypeError, ValueError):
            return False
        if number and not self._is_in_deck(index.row()):
            return False   # not editable (see flags); clearing is allowed so kept points can be dropped
        if not 0 <= number <= MAX_RULE_NUMBER:
            return False
        label = self._labels[index.row()]
        if number == self._points.get(label, 0) and (number or label not in self._points):
            return True
        if number:
            self._points[label] = number
        else:
            self._points.pop(label, None)  # unlisted ranks are worth 0 (rules.md)
        self.dataChanged.emit(index.siblingAtColumn(CARD_COLUMN), index)
        self.pointsEdited.emit()
        return True

    def _card_name(self, label: str) -> str:
        if label == ROOK_ID:
            return self.tr("Rook (bird)") if self._style == "rook" else self.tr("Joker")
        names = {"J": self.tr("J (jack)"), "Q": self.tr("Q (queen)"), "K": self.tr("K (king)"),
                 "A": self.tr("A (ace)")}
        return names.get(label, label) if self._style == "standard" else label


class PointsDelegate(QStyledItemDelegate):
    """Edits points with a spin box limited to what a house-rules file may hold.

    Up and Down in the spin box end the edit (the number typed is kept) and move to the row above or
    below, as in a spreadsheet: a tester who typed 5 and pressed Down to go on got a 4 (round 18).
    """

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: AnyIndex) -> QWidget:
        editor = QSpinBox(parent)
        editor.setRange(0, MAX_RULE_NUMBER)
        editor.setAccessibleName(self.tr("Points"))
        editor.installEventFilter(RefusedKeys(editor))   # "-5" typed became 5 without a word (round 32)
        return editor

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if (isinstance(watched, QSpinBox) and event.type() == QEvent.Type.KeyPress
                and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)):
            view = watched.parentWidget().parentWidget()   # the editor lies on the view's viewport
            self.commitData.emit(watched)
            self.closeEditor.emit(watched, QAbstractItemDelegate.EndEditHint.NoHint)
            QCoreApplication.postEvent(view, QKeyEvent(QEvent.Type.KeyPress, event.key(), event.modifiers()))
            return True
        return super().eventFilter(watched, event)
