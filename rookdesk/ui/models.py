"""Qt item models of the game's public story: score sheet, bid history, trick log.

They update only from engine events (``EngineBridge.eventOccurred``), never by
asking the game, so they show exactly what happened, in order, and could be
fed from a replayed record the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from rookdesk.engine.cards import Card
from rookdesk.engine.events import (
    BidMade, BidWon, CardPlayed, Dealt, Event, GameStarted, HandEnded, Passed, Redealt, TrickWon, TrumpNamed,
)
from rookdesk.engine.rules import RuleSet
from rookdesk.ui.i18n import local_seat_name
from rookdesk.ui.texts import (
    NO_BREAK, arg, card_name, short_names, side_name, signed, suit_name, suit_word, unbroken,
)

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class _EventTableModel(QAbstractTableModel):
    """Rows of display strings; subclasses turn events into rows."""

    MIXED_COLUMNS: frozenset[int] = frozenset()   # columns holding numbers and words alike
    WRAPPED_COLUMN: int | None = None               # a long text column that takes the width left and wraps
    STRETCH_LAST = True                             # without a wrapped column, the last one fills the width left

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Any, ...]] = []
        self.rules: RuleSet | None = None
        self.names: tuple[str, ...] = ()
        self.short_names: tuple[str, ...] = ()   # in the rows (see short_names)
        self._reset_state()

    def on_event(self, event: Event) -> None:
        if isinstance(event, GameStarted):
            self.beginResetModel()
            self.rules = event.rules
            self.names = tuple(local_seat_name(seat.name) for seat in event.seats)
            self.short_names = short_names(self.names)
            self._rows = []
            self._reset_state()
            self.endResetModel()
            return
        self._handle(event)

    def _reset_state(self) -> None:
        pass

    def _handle(self, event: Event) -> None:
        raise NotImplementedError

    def _append(self, row: tuple[Any, ...]) -> None:
        self.beginInsertRows(_ROOT, len(self._rows), len(self._rows))
        self._rows.append(row)
        self.endInsertRows()

    def headers(self) -> list[str]:
        raise NotImplementedError

    def spare_columns(self) -> tuple[tuple[int, ...], ...]:
        """Columns a dock too narrow for all of them may hide, least missed first (see sheet_columns)."""
        return ()

    # QAbstractTableModel --------------------------------------------------

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.headers())

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows) or index.column() >= self.columnCount():
            return None
        value = self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(index.column(), value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return self._alignment(index.column(), value)
        if role == Qt.ItemDataRole.UserRole:
            return value
        return None

    def _text(self, column: int, value: Any) -> str:
        """A cell as shown."""
        return str(value)

    def _alignment(self, column: int, value: Any) -> int | None:
        """Numbers right-aligned, except in a column that mixes them with words: one edge per column."""
        if column in self.MIXED_COLUMNS:
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        if isinstance(value, int):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def header_tips(self) -> list[str | None]:
        """What each column holds, in a sentence, where its short heading may be misread (None: no tip)."""
        return []

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.ToolTipRole:
            tips = self.header_tips()
            return tips[section] if 0 <= section < len(tips) else None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            headers = self.headers()
            return headers[section] if 0 <= section < len(headers) else None
        return str(section + 1)

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


def two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle, for a narrow heading ("Card points" -> "Card\npoints")."""
    spaces = [i for i, char in enumerate(text) if char == " "]
    if not spaces:
        return text
    middle = min(spaces, key=lambda i: max(i, len(text) - i - 1))
    return text[:middle] + "\n" + text[middle + 1:]


class ScoreSheetModel(_EventTableModel):
    """One row per scored hand: hand, bidder, bid, trump, points per side, made/set, totals."""

    # Qt never stretches a last column below the 100 px it had before its contents were measured: the
    # last total stayed twice its width and pushed the sheet past its dock into a sideways scroll bar.
    STRETCH_LAST = False

    def _reset_state(self) -> None:
        self._trump: str | None = None
        self._trump_named = False

    @property
    def sides(self) -> int:
        return self.rules.sides if self.rules else 0

    def headers(self) -> list[str]:
        if self.rules is None:
            return []
        fixed = [self.tr("Hand"), self.tr("Bidder"), self.tr("Bid"), self.tr("Trump")]
        # A long name heads its columns by its first name (the heading's tooltip has the whole one): six
        # players' sheet, "Anna-Katharina von Musterhausen" among them, took half the window (round 30).
        names = [side_name(self.rules, self.short_names, s, stacked=True) for s in range(self.sides)]
        # The side's name on a line, a single word under it: narrow columns for a side dock, headings of two
        # lines (a word a line of "this hand" read "Sur / esta / mano"). "Change", as the hand summary calls
        # the same number: headed "hand", a set side's -155 read as the 135 it took (three play testers).
        points = [arg(self.tr("%1\nchange", "score sheet heading: the change to a side's score in that hand, "
                                           "as the hand summary's Change column; one short word"), n)
                  for n in names]
        totals = [arg(self.tr("%1\ntotal"), n) for n in names]
        return fixed + points + [self.tr("Result")] + totals

    def _text(self, column: int, value: Any) -> str:
        # A change with its sign, as the hand summary's Change column shows it (round 18: "10" there,
        # "+10" here).
        if 4 <= column < 4 + self.sides and isinstance(value, int):
            return signed(value)
        return str(value)

    def header_tips(self) -> list[str | None]:
        # A side's "change" column is its score for the hand, which is not always what it took: exactly the
        # bid where the bidder scores the bid (a play tester read 120 where his side took 125), minus the
        # bid when set, doubled for the others where a set doubles them.
        if self.rules is None:
            return []
        names = [side_name(self.rules, self.names, s) for s in range(self.sides)]
        scored = [arg(self.tr("%1: the change to the score in this hand, added to the total (the points "
                              "taken are the hand summary's hand total)"), n) for n in names]
        totals = [arg(self.tr("%1: the total after this hand"), n) for n in names]
        return [None] * 4 + scored + [None] + totals

    def spare_columns(self) -> tuple[tuple[int, ...], ...]:
        # Kept longest: who bid what and the totals. The hand's number is the row's place, its trump
        # is past, made or set shows in the bidder's points, which the totals' steps show too.
        # The bidder last of all: at 800x600 with long names the last total was still cut off (round 31).
        sides = self.sides
        return (0,), (3,), (4 + sides,), tuple(range(4, 4 + sides)), (1,)

    def _handle(self, event: Event) -> None:
        if isinstance(event, Dealt):
            self._trump, self._trump_named = None, False
        elif isinstance(event, TrumpNamed):
            self._trump, self._trump_named = event.suit, True
        elif isinstance(event, HandEnded):
            trump = suit_name(self._trump) if self._trump_named else "\u2014"
            result = self.tr("made") if event.made else self.tr("set")
            self._append((event.hand, self.short_names[event.bidder], event.bid, trump, *event.delta, result,
                          *event.totals))

    def totals(self) -> tuple[int, ...]:
        if not self._rows:
            return (0,) * self.sides
        return tuple(self._rows[-1][-self.sides:])


class BidHistoryModel(_EventTableModel):
    """Every call of the game, and the trump it bought: hand, player, call."""

    MIXED_COLUMNS = frozenset({2})   # "100", "pass", "wins the bid at 100", "names Red as trump"

    def headers(self) -> list[str]:
        return [self.tr("Hand"), self.tr("Player"), self.tr("Call")]

    def _reset_state(self) -> None:
        self._hand = 0

    def _handle(self, event: Event) -> None:
        if isinstance(event, Dealt):
            self._hand = event.hand
        elif isinstance(event, BidMade):
            self._append((self._hand, self.short_names[event.seat], event.amount))
        elif isinstance(event, Passed):
            self._append((self._hand, self.short_names[event.seat], self.tr("pass")))
        elif isinstance(event, Redealt):
            self._append((self._hand, "", self.tr("everyone passed: new deal")))
        elif isinstance(event, BidWon):
            text = self.tr("held to the minimum: %1") if event.forced else self.tr("wins the bid at %1")
            self._append((self._hand, self.short_names[event.seat], arg(text, event.amount)))
        elif isinstance(event, TrumpNamed):   # what the bid bought, where the bid is
            text = self.tr("names no trump") if event.suit is None else arg(self.tr("names %1 as trump"),
                                                                              suit_word(event.suit))
            self._append((self._hand, self.short_names[event.seat], text))


@dataclass(frozen=True, slots=True)
class LoggedTrick:
    hand: int
    number: int
    plays: tuple[tuple[int, Card], ...]   # (seat, card) in play order
    winner: int
    points: int


class TrickLogModel(_EventTableModel):
    """Every finished trick: hand, trick, cards in play order, winner, points."""

    WRAPPED_COLUMN = 2   # a line a card: the cards take the width the other columns leave

    def headers(self) -> list[str]:
        # A trick's points here are its cards' points: where each trick also scores (two-handed Rook)
        # a plain "Points" read wrong, 0 beside a trick that is worth 2.
        points = self.tr("Card points") if self.rules and self.rules.trick_points else self.tr("Points")
        # On two lines: the room is the cards'.
        return [self.tr("Hand"), self.tr("Trick"), self.tr("Cards"), self.tr("Winner"), two_lines(points)]

    def spare_columns(self) -> tuple[tuple[int, ...], ...]:
        # A trick's points go before the hand's number, and both before a card is cut short: without the
        # hand's number trick 10 of one hand ran on into trick 1 of the next (round 31).
        return (4,), (0,)

    def _reset_state(self) -> None:
        self._hand = 0
        self._plays: list[tuple[int, Card]] = []
        self.tricks: list[LoggedTrick] = []

    def _handle(self, event: Event) -> None:
        if isinstance(event, Dealt):
            self._hand, self._plays = event.hand, []
        elif isinstance(event, CardPlayed):
            self._plays.append((event.seat, event.card))
        elif isinstance(event, TrickWon):
            trick = LoggedTrick(self._hand, event.number, tuple(self._plays), event.winner, event.points)
            self._plays = []
            self.tricks.append(trick)
            self._append((trick.hand, trick.number, self._cards_text(trick), self.short_names[trick.winner],
                          trick.points))

    def _cards_text(self, trick: LoggedTrick) -> str:
        """A line a card, "North: Red 12", named as everywhere else in the app. Wrapped "North: 12 / Red"
        read as two cards: a line too long for its column may break only before the card, never in it."""
        style = self.rules.deck.style if self.rules else "rook"
        # Spaces of the names and of the template before the card ("%1 : %2" in French) hold together.
        template = self.tr("%1: %2", "player: card").replace(" ", NO_BREAK).replace(NO_BREAK + "%2", " %2")
        return "\n".join(arg(template, unbroken(self.short_names[s]), unbroken(card_name(c, style)))
                         for s, c in trick.plays)

    def starts_hand(self, row: int) -> bool:
        """Whether the trick in ``row`` is the first logged of its hand."""
        return 0 <= row < len(self._rows) and (row == 0 or self._rows[row][0] != self._rows[row - 1][0])

    def last_trick(self) -> LoggedTrick | None:
        return self.tricks[-1] if self.tricks else None
