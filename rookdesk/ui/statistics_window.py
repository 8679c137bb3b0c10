"""The Statistics window: tables of players and of rule sets per mode, a win-rate chart, and Reset.

The numbers come from :meth:`Statistics.summary`; the window only words and
draws them. The chart is painted with QPainter (no chart library).
"""

from __future__ import annotations

from functools import cache
from typing import Any, Callable, Sequence

from PySide6.QtCore import (
    QAbstractTableModel, QCoreApplication, QLocale, QModelIndex, QObject, QPersistentModelIndex, QRectF, QSize, Qt, Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHBoxLayout, QHeaderView, QLabel, QMessageBox, QPushButton,
    QSizePolicy, QTableView, QVBoxLayout, QWidget,
)

from rookdesk.storage.statistics import (
    Mode, PlayerRow, RuleModeRow, Statistics, StatisticsError, Summary, rules_hash,
)
from rookdesk.ui.i18n import local_seat_name
from rookdesk.ui.messages import os_error_text
from rookdesk.ui.screen_fit import screen_room
from rookdesk.ui.texts import arg, built_in_named, rules_title, seat_kind_names

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr() calls under the empty context


def player_label(row: PlayerRow) -> str:
    """'You', a hot-seat name, or a computer level named as the new-game dialog names it ('Computer: Normal')."""
    if row.kind == "human":
        return row.name or _tr("You")
    # Random players (demo records) and levels of other programs are computers too.
    named = {**seat_kind_names(), "random": _tr("Computer: Random")}
    return named.get(row.kind) or arg(_tr("Computer: %1"), row.kind)


def rule_set_label(row: RuleModeRow) -> str:
    """A row's rule set: a built-in set in the user's language, marked as house rules when its fingerprint
    is not the built-in set's (a built-in set changed in Preferences keeps its English name)."""
    built_in = _built_in_hash(row.rules_name)
    return rules_title(row.rules_name, changed=built_in is not None and built_in != row.rules_hash)


@cache   # the table asks for each cell again and again; the built-in sets never change
def _built_in_hash(name: str) -> str | None:
    built_in = built_in_named(name)
    return rules_hash(built_in) if built_in is not None else None


def mode_label(mode: Mode) -> str:
    return {
        Mode.VS_COMPUTER: _tr("Against the computer"),
        Mode.HOT_SEAT: _tr("Hot-seat"),
        Mode.DEMO: _tr("Demo"),
    }[mode]


def number_locale() -> QLocale:
    """The locale of the language the window is shown in, for its numbers.

    With the language setting "system", QLocale() takes its texts' language from LANGUAGE but its
    numbers from LANG: LANGUAGE=es with LANG=C wrote 90.0 beside Spanish words. The first UI language
    is the one the translations were loaded for; a chosen language is its own first UI language.
    """
    languages = QLocale().uiLanguages()
    return QLocale(languages[0]) if languages else QLocale()


def percent_text(whole: int) -> str:
    """A whole percentage as the language writes it: "50%", "50 %" (the sign's spacing is the translator's)."""
    return _tr("%1%").replace("%1", number_locale().toString(whole))


def _percent(value: float | None) -> str:
    return "–" if value is None else percent_text(round(value * 100))


def _number(value: float | None) -> str:
    # The language's locale, not an f-string: "200,5" in German, French and Spanish.
    return "–" if value is None else number_locale().toString(float(value), "f", 1)


class _RowsModel(QAbstractTableModel):
    """A read-only table of summary rows; subclasses name the columns and word the cells."""

    text_columns = 1  # the first columns hold words (left-aligned), the rest numbers

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def headers(self) -> list[str]:
        raise NotImplementedError

    def cells(self, row: Any) -> list[Any]:
        raise NotImplementedError

    def header_tips(self) -> list[str]:
        """What each column counts, for its heading's tooltip ("Set" or "Streak" alone leaves it open)."""
        raise NotImplementedError

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.headers())

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        value = self.cells(self._rows[index.row()])[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() >= self.text_columns:
            return _RIGHT
        if role == Qt.ItemDataRole.UserRole:
            return self._rows[index.row()]
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.header_tips()[section]
        return None


class PlayersModel(_RowsModel):
    def headers(self) -> list[str]:
        return [self.tr("Player"), self.tr("Games"), self.tr("Won"), self.tr("Win rate"), self.tr("Bids won"),
                self.tr("Made"), self.tr("Set"), self.tr("Average bid"), self.tr("Points per hand"),
                self.tr("Streak"), self.tr("Best streak")]

    def header_tips(self) -> list[str]:
        return [self.tr("You against the computer, each hot-seat name, and each computer level"),
                self.tr("Games played to the end"),
                self.tr("Games won by the player's side (a computer level that also played against you counts "
                        "those seats, not your partner's)"),
                self.tr("Games won, out of the games played to the end"),
                self.tr("Hands in which this player won the auction (for a computer level, every seat it "
                        "played, a partner of yours too)"),
                self.tr("Of those, the hands in which the bidder's side took at least the bid"),
                self.tr("Of those, the hands in which the bidder's side fell short of the bid"),
                self.tr("The average of this player's winning bids"),
                self.tr("What the player's side scored per hand on average (a set counts against it)"),
                self.tr("Games won in a row, up to the last one"),
                self.tr("The most games won in a row")]

    def cells(self, row: PlayerRow) -> list[Any]:
        return [player_label(row), str(row.games), str(row.wins), _percent(row.win_rate), str(row.bids_won),
                str(row.bids_made), str(row.bids_set), _number(row.average_bid), _number(row.average_points),
                str(row.current_streak), str(row.best_streak)]


class RuleModesModel(_RowsModel):
    text_columns = 2

    def headers(self) -> list[str]:
        return [self.tr("Rule set"), self.tr("Mode"), self.tr("Games"), self.tr("Hands"), self.tr("You won")]

    def header_tips(self) -> list[str]:
        return [self.tr("The rules the games were played by"),
                self.tr("Against the computer, hot-seat, or only computers"),
                self.tr("Games played to the end"),
                self.tr("Hands scored, in games finished or not"),
                self.tr("Games your side won against the computer")]

    def cells(self, row: RuleModeRow) -> list[Any]:
        won = "–" if row.person_wins is None else str(row.person_wins)
        return [rule_set_label(row), mode_label(row.mode), str(row.games), str(row.hands), won]


class WinRateChart(QWidget):
    """Bars of each player's win rate (finished games), with the number of games under each bar."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[tuple[str, float, int]] = []  # label, win rate 0..1, games
        self.setAccessibleName(self.tr("Win rate chart"))
        self.setMinimumHeight(180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_rows(self, rows: Sequence[PlayerRow]) -> None:
        self.bars = [(player_label(r), r.win_rate or 0.0, r.games) for r in rows if r.games]
        described = "; ".join(f"{label}: {_percent(rate)}" for label, rate, _ in self.bars)
        self.setAccessibleDescription(described)
        self.setToolTip(described)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(520, 220)

    def title_rect(self) -> QRectF:
        return QRectF(0, 2, self.width(), self.fontMetrics().height())

    def plot_area(self) -> tuple[float, float, float, float]:
        """Left, top, right and bottom of the bars' 0 to 100 % range: under the title, with a line of room
        for the rate over a full bar (at one line down, "100 %" lay on "Games won", round 30)."""
        metrics = self.fontMetrics()
        line = metrics.height()
        return (metrics.horizontalAdvance(percent_text(100)) + 12, self.title_rect().bottom() + line + 8,
                self.width() - 10, self.height() - 2 * line - 10)

    def rate_rect(self, x: float, bar_top: float, width: float) -> QRectF:
        """Where a bar's rate is written: just over the bar."""
        line = self.fontMetrics().height()
        return QRectF(x, bar_top - line - 2, width, line)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        metrics = painter.fontMetrics()
        line = metrics.height()
        left, top, right, bottom = self.plot_area()
        title = QFont(painter.font())
        title.setBold(True)
        painter.setFont(title)
        painter.setPen(text)
        painter.drawText(self.title_rect(), Qt.AlignmentFlag.AlignHCenter, self.tr("Games won"))
        painter.setFont(self.font())
        if not self.bars:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No finished games yet"))
            return
        height = max(bottom - top, 1)
        grid = QColor(text)
        grid.setAlpha(60)
        for step in range(5):  # 0%, 25%, ... 100%
            y = bottom - height * step / 4
            painter.setPen(QPen(grid, 1))
            painter.drawLine(left, int(y), right, int(y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - line / 2, left - 6, line),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), percent_text(step * 25))
        slot = (right - left) / len(self.bars)
        bar = slot * 0.6
        fill = palette.color(QPalette.ColorRole.Highlight)
        for i, (label, rate, games) in enumerate(self.bars):
            x = left + i * slot + (slot - bar) / 2
            y = bottom - height * rate
            painter.fillRect(QRectF(x, y, bar, bottom - y), fill)
            painter.setPen(text)
            painter.drawText(self.rate_rect(x - slot * 0.2, y, bar + slot * 0.4), Qt.AlignmentFlag.AlignHCenter,
                             _percent(rate))
            name = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(slot) - 4)
            painter.drawText(QRectF(left + i * slot, bottom + 4, slot, line), Qt.AlignmentFlag.AlignHCenter, name)
            games_text = self.tr("games: %1").replace("%1", str(games))
            painter.drawText(QRectF(left + i * slot, bottom + 4 + line, slot, line),
                             Qt.AlignmentFlag.AlignHCenter, games_text)


def _table(model: QAbstractTableModel, name: str) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setAccessibleName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    # A name squeezed into the stretching first column wraps; its row grows to show both lines (German
    # "Computer: mittel" lost its second line under the row below, round 17).
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    return view


STATISTICS_SIZE = QSize(760, 640)


def statistics_size(room: QSize | None) -> QSize:
    """The window's usual size, made smaller where the screen leaves less ``room`` (an 800x600 screen
    leaves 552 px): its Close button must stay above the screen's edge. The tables and chart shrink."""
    return STATISTICS_SIZE if room is None else STATISTICS_SIZE.boundedTo(room)


class StatisticsWindow(QDialog):
    """Players, rule sets per mode, a chart; Reset asks first."""

    statisticsReset = Signal()

    def __init__(self, statistics: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.statistics = statistics
        self.setWindowTitle(self.tr("Statistics"))
        self.setAccessibleName(self.tr("Statistics"))
        self.players_model = PlayersModel(self)
        self.rule_modes_model = RuleModesModel(self)
        self.totals_label = QLabel()
        self.totals_label.setAccessibleName(self.tr("Games and hands played"))
        self.players_view = _table(self.players_model, self.tr("Players"))
        self.rule_modes_view = _table(self.rule_modes_model, self.tr("Rule sets and modes"))
        self.chart = WinRateChart()
        self.reset_button = QPushButton(self.tr("&Reset…"))
        self.reset_button.setAccessibleName(self.tr("Reset statistics"))
        self.reset_button.clicked.connect(self.ask_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAccessibleName(self.tr("Close statistics"))
        # Enter closes the window. Left to QDialog, the first button in the focus chain, Reset…, became
        # the default: Enter in a table asked to forget every statistic.
        self.reset_button.setAutoDefault(False)
        close.setDefault(True)
        self._confirm: QMessageBox | None = None

        players_label = QLabel(self.tr("Players"))
        rules_label = QLabel(self.tr("Rule sets and modes"))
        for label in (players_label, rules_label):
            bold = label.font()
            bold.setBold(True)
            label.setFont(bold)
        players_label.setBuddy(self.players_view)
        rules_label.setBuddy(self.rule_modes_view)

        layout = QVBoxLayout(self)
        layout.addWidget(self.totals_label)
        layout.addWidget(players_label)
        layout.addWidget(self.players_view, 3)
        layout.addWidget(self.chart, 3)
        layout.addWidget(rules_label)
        layout.addWidget(self.rule_modes_view, 2)
        bottom = QHBoxLayout()
        bottom.addWidget(self.reset_button)
        bottom.addStretch(1)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        room = screen_room(self)
        self.resize(statistics_size(room))
        self.refresh()
        self._widen_to_players(room)

    def _widen_to_players(self, room: QSize | None) -> None:
        """Wide enough for every column of the players' table where the screen allows (in Spanish the
        usual width cut "Apuesta media" off behind a sideways scroll bar)."""
        view = self.players_view
        header = view.horizontalHeader()
        wanted = sum(max(header.sectionSizeHint(c), view.sizeHintForColumn(c)) for c in range(header.count()))
        margins = self.layout().contentsMargins()
        width = wanted + 2 * view.frameWidth() + margins.left() + margins.right() + 2
        if room is not None:
            width = min(width, room.width())
        if width > self.width():
            self.resize(width, self.height())

    def refresh(self) -> None:
        try:
            # A hot-seat seat left at its default name is one player in any language: "South" from a game
            # dealt in English is "Sud" in French (round 39: "South" beside "Vous" in the French window).
            summary = self.statistics.summary(shown_name=local_seat_name)
        except (StatisticsError, OSError) as exc:
            self.totals_label.setText(self.tr("The statistics cannot be read: %1").replace("%1", os_error_text(exc)))
            summary = Summary((), (), 0, 0)
        else:
            self.totals_label.setText(
                self.tr("Finished games: %1 · Hands scored (all games): %2").replace("%1", str(summary.games))
                .replace("%2", str(summary.hands)))
        self.players_model.set_rows(summary.players)
        self.rule_modes_model.set_rows(summary.rule_modes)
        self.chart.set_rows(summary.players)
        self.reset_button.setEnabled(bool(summary.hands or summary.games) and not self.statistics.read_only)

    def ask_reset(self) -> None:
        """Ask before forgetting everything (window-modal, so the game window stays responsive)."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Reset statistics"),
                          self.tr("Forget every game and hand recorded so far? This cannot be undone."),
                          QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel, self)
        # The word of the window's own button (Qt's Spanish "Reinicializar" answered "Restablecer…", round 33).
        box.button(QMessageBox.StandardButton.Reset).setText(self.tr("&Reset"))
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAccessibleName(self.tr("Confirm reset"))
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda result: self._after_confirm(box, result))
        self._confirm = box
        box.open()

    def _after_confirm(self, box: QMessageBox, result: int) -> None:
        self._confirm = None
        box.deleteLater()
        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Reset):
            return
        try:
            self.statistics.reset()
        except (StatisticsError, OSError) as exc:
            QMessageBox.warning(self, self.tr("Reset statistics"),
                                self.tr("The statistics could not be reset: %1").replace("%1", os_error_text(exc)))
            return
        self.refresh()
        self.statisticsReset.emit()


def open_statistics_window(statistics: Statistics, parent: QWidget | None = None,
                           keep: Callable[[StatisticsWindow], None] | None = None) -> StatisticsWindow:
    """Show the window (non-modal) and return it."""
    window = StatisticsWindow(statistics, parent)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if keep is not None:
        keep(window)
    window.show()
    return window
