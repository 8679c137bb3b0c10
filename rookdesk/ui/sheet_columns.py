"""The score sheet's tables keep within their dock: a dock too narrow for every column hides the least missed
ones (the model's ``spare_columns``) and shows them again once it is wide enough.

A sideways scroll bar hid the totals, the sheet's point, at 800 x 600 with two players and beside a
three-player Spanish sheet at the first start's size; no narrowing of the headings made nine to thirteen
columns fit a third of a small window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QStyle, QTableView


def column_widths(table: QTableView) -> list[int]:
    """Each column's width as its heading and cells want it, hidden columns too: ``sectionSizeHint`` says 0 for
    those, and a column hidden for that looked narrow enough to show again, round and round."""
    header = table.horizontalHeader()
    wrapped = getattr(table.model(), "WRAPPED_COLUMN", None)
    return [max(header.sectionSizeFromContents(c).width(),
                longest_line(table, c) if c == wrapped else table.sizeHintForColumn(c))
            for c in range(header.count())]


def longest_line(table: QTableView, column: int) -> int:
    """The width of the column's longest line unwrapped, in every row (Qt's hint for a wrapped column is the
    width it has, however narrow)."""
    model, metrics = table.model(), table.fontMetrics()
    lines = (line for row in range(model.rowCount())
             for line in str(model.index(row, column).data() or "").splitlines())
    widest = max((metrics.horizontalAdvance(line) for line in lines), default=0)
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    return widest + 2 * margin + int(table.showGrid())


def columns_to_hide(widths: list[int], spare: tuple[tuple[int, ...], ...], room: int) -> set[int]:
    """The fewest of the spare groups, taken in order, that leave the other columns within ``room``."""
    hidden: set[int] = set()
    for group in ((), *spare):
        hidden |= set(group)
        if sum(w for c, w in enumerate(widths) if c not in hidden) <= room:
            break
    return hidden


class ColumnFitter(QObject):
    """Fits ``table``'s columns to its width whenever the width or the rows change."""

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self._table = table
        self._pending = False
        table.viewport().installEventFilter(self)
        model = table.model()
        for signal in (model.modelReset, model.rowsInserted, model.headerDataChanged, model.layoutChanged):
            signal.connect(self.schedule)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.schedule()
        return False

    def schedule(self, *_: object) -> None:
        """Fit once the events of the moment are done (a dock dragged wider resizes many times)."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.fit)

    def fit(self) -> None:
        self._pending = False
        table = self._table
        spare = table.model().spare_columns()
        hidden = columns_to_hide(column_widths(table), spare, table.viewport().width())
        for column in range(table.horizontalHeader().count()):
            if table.isColumnHidden(column) != (column in hidden):
                table.setColumnHidden(column, column in hidden)
