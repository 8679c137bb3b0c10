"""The hand summary: what each side took, bonuses, nest points, made or set, the changes and totals."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QLayout, QPushButton, QWidget

from rookdesk.engine.cards import Card
from rookdesk.engine.events import Dealt, Discarded, Event, HandEnded, TrickWon
from rookdesk.engine.rules import RuleSet
from rookdesk.ui.panels.base import Panel
from rookdesk.ui.table.sorting import hand_order_key
from rookdesk.ui.texts import arg, card_name, short_names, side_name, signed

# A side's name in the scores longer than this goes a partner a line.
STACKED_SIDE_CHARS = 20
# With the scores turned, a compact row label longer than this goes on two lines ("Bonificación por /
# la última baza"); shorter ones keep their row to one line.
TURNED_LABEL_CHARS = 16


def two_lines(text: str) -> str:
    """``text`` broken at the space nearest its middle ("Hand total" -> "Hand / total"); one word stays."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return text
    cut = min(spaces, key=lambda i: abs(len(text) - 2 * i))
    return text[:cut] + "\n" + text[cut + 1:]


def _events_of_hand(events: Sequence[Event], hand: int) -> Iterator[Event]:
    """The events of hand number ``hand`` in a game's event list, from its deal on."""
    current = 0
    for event in events:
        if isinstance(event, Dealt):
            current = event.hand
        if current == hand:
            yield event


def tricks_of_hand(events: Sequence[Event], hand: int, rules: RuleSet) -> tuple[int, ...]:
    """Tricks each side took in hand number ``hand``, counted from a game's event list.

    ``HandEnded.taken`` already holds ``trick_points`` per trick; the count lets the summary show
    that share on its own.
    """
    tricks = [0] * rules.sides
    for event in _events_of_hand(events, hand):
        if isinstance(event, TrickWon):
            tricks[rules.side_of(event.winner)] += 1
    return tuple(tricks)


def nest_of_hand(events: Sequence[Event], hand: int) -> tuple[Card, ...]:
    """The cards set aside in the nest in hand number ``hand`` (none where the rules have no nest)."""
    return next((e.cards for e in _events_of_hand(events, hand) if isinstance(e, Discarded)), ())


class HandSummaryPanel(Panel):
    """Shown after the last trick of a hand; Continue deals the next one."""

    continued = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Hand summary"))
        self.table = QWidget(self)
        self.grid = QGridLayout(self.table)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(2)
        # Columns never narrower than their text ("South & North", "Hand total"): the card grows instead.
        self.grid.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.continue_button = QPushButton(self.tr("&Continue"), self)
        self.continue_button.setAccessibleName(self.tr("Continue to the next hand"))
        self.continue_button.setDefault(True)
        self.continue_button.setMinimumWidth(120)
        self.row.addWidget(self.table)
        self.row.addStretch(1)
        self.row.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight)
        self.continue_button.clicked.connect(self.continued.emit)
        self.event: HandEnded | None = None
        self._headings: list[tuple[QLabel, str]] = []   # the headings set_compact breaks in two
        self._bold: list[QLabel] = []
        self._scale = 1.0   # of the scores' usual size (set_scores_scale)
        self._transposed = False   # a row per column of scores (set_transposed)
        self._compact = False   # see set_compact
        # What the scores were made from, to lay them out again (set_transposed). Data, not a lambda: a
        # Python callable kept on this widget crashed PySide6 6.11 in setStyleSheet (round 33).
        self._scores: tuple[HandEnded, RuleSet, tuple[str, ...], list[int], Sequence[int] | None] | None = None

    def set_controls_below(self, below: bool) -> None:
        super().set_controls_below(below)
        # Under the scores, Continue leaves the card only as wide as the scores: narrower gaps and headings
        # of two lines ("Last trick / bonus") help them fit a narrow table.
        self.set_compact(below)

    def set_compact(self, compact: bool) -> None:
        """Narrower gaps and headings of two lines: scores that fit a narrower card. With Continue still
        beside them the card stays short enough to fit between the name plates (at 800x600 in German,
        Continue under them made the card cover the top of South's plate)."""
        self.grid.setHorizontalSpacing(10 if compact else 18)
        if compact != self._compact:
            self._compact = compact
            if self._scores is not None:   # long sides' names go a partner a line only when compact
                self._fill_table(*self._scores)
        for label, text in self._headings:
            label.setText(two_lines(text) if compact else text)
        # The card measures itself right after this call: the new gaps must reach the table's size now,
        # or Continue goes beside scores measured with the narrower gaps and then lies over their last column.
        self._apply_table_size()

    def set_transposed(self, transposed: bool) -> None:
        """The sides as columns and the scores as rows: narrow enough for a table squeezed beside the score
        sheet, where the scores' seven headings cut off "Total" in German (round 33)."""
        if transposed != self._transposed:
            self._transposed = transposed
            if self._scores is not None:
                self._fill_table(*self._scores)

    def set_scores_scale(self, scale: float) -> None:
        self._scale = scale
        bold = set(self._bold)
        for index in range(self.grid.count()):
            label = self.grid.itemAt(index).widget()
            label.setStyleSheet(self._cell_style(label in bold))
            label.ensurePolished()
        self._apply_table_size()

    def _cell_style(self, bold: bool) -> str:
        # In the style sheet, not setFont: a label under a style sheet keeps the font the sheet gives it.
        points = self.font().pointSizeF()
        size = f"font-size: {points * self._scale:.1f}pt;" if self._scale != 1 and points > 0 else ""
        return ("font-weight: 600;" if bold else "") + size

    def _apply_table_size(self) -> None:
        # Qt would pass the grid's new size on only from the event loop; activate it and drop the sizes the
        # nested layouts remember (a nested layout keeps its old size hint until it is invalidated itself).
        self.grid.activate()
        self.table.updateGeometry()
        self.row.invalidate()

    def show_hand(self, event: HandEnded, rules: RuleSet, names: tuple[str, ...], game_over: bool,
                  tricks: Sequence[int] | None = None, nest: Sequence[Card] = ()) -> None:
        """Show a hand's scores; ``tricks`` (per side, see :func:`tricks_of_hand`) splits the trick
        points out of "Taken" when the rules give points per trick; ``nest`` (see :func:`nest_of_hand`),
        turned over now the hand is played, lets people check its points."""
        self.event = event
        bidder_side = side_name(rules, names, rules.side_of(event.bidder))
        if event.made:
            title = arg(self.tr("Hand %1: %2 bid %3 and made it"), event.hand, names[event.bidder], event.bid)
        else:
            title = arg(self.tr("Hand %1: %2 bid %3 and was set"), event.hand, names[event.bidder], event.bid)
        hand_total = list(event.hand_totals)
        bidder_total = hand_total[rules.side_of(event.bidder)]
        note = arg(self.tr("%1 took %2 points in this hand against a bid of %3."), bidder_side, bidder_total,
                   event.bid)
        why = self._change_reason(event, rules, names, hand_total)
        # The cards the bidder put back, whose points the nest scores (not those dealt to it).
        # Suit by suit, weakest first, not in the order they were picked (round 21: "7 red, 10 yellow, 13 yellow,
        # 12 yellow, 14 red").
        ordered = sorted(nest, key=lambda card: hand_order_key(card.id, rules, False, None) or (0, 0.0))
        held = arg(self.tr("Set aside in the nest: %1."), ", ".join(card_name(card, rules.deck.style) for card in ordered))
        self.set_texts(title, " ".join(text for text in (note, why, held if nest else "") if text))
        self._scores = (event, rules, names, hand_total, tricks)
        self._fill_table(*self._scores)
        self.continue_button.setText(self.tr("&See the result") if game_over else self.tr("&Continue"))
        # Screen readers hear what the button does now: after the last hand there is no next one.
        self.continue_button.setAccessibleName(self.tr("See the final result") if game_over
                                               else self.tr("Continue to the next hand"))
        self.continue_button.setFocus()

    def _fill_table(self, event: HandEnded, rules: RuleSet, names: tuple[str, ...], hand_total: list[int],
                    tricks: Sequence[int] | None) -> None:
        self._clear_table()
        columns = self._columns(event, rules, names, hand_total, tricks, stacked=self._transposed)
        self._headings, self._bold = [], []
        both_bonuses = self._bonus_parts(event, rules, tricks)
        for col, (header, values) in enumerate(columns):
            if self._transposed and col == 0:
                # The sides head the columns; "Side" over their names would head the row labels instead.
                for side, value in enumerate(values):
                    self._bold.append(self._cell(value, 0, side + 1, bold=True))
                continue
            at = (lambda row, c: (c, row)) if self._transposed else (lambda row, c: (row, c))
            heading = self._cell(header, *at(0, col), bold=True)
            self._bold.append(heading)
            if not self._transposed or len(header) > TURNED_LABEL_CHARS:
                self._headings.append((heading, header))
            for side, value in enumerate(values):
                cell = self._cell(value, *at(side + 1, col))
                if both_bonuses is not None and header == self.tr("Bonuses"):
                    most, last = both_bonuses[side]
                    tip = arg(self.tr("Most tricks: %1; last trick: %2"), most, last)
                    cell.setToolTip(tip)
                    cell.setAccessibleDescription(tip)
        # The new size must reach the panel's layout now, before the results card sizes itself to it.
        self._apply_table_size()

    def _columns(self, event: HandEnded, rules: RuleSet, names: tuple[str, ...], hand_total: list[int],
                 tricks: Sequence[int] | None, stacked: bool = False) -> list[tuple[str, list[str]]]:
        """(header, one text per side) for each column; columns for rules not in play are left out.
        ``stacked``: partners' names a partner a line, however short."""
        sides = range(rules.sides)
        # Where everyone plays alone the rows are players; "Side" read as a team word there.
        heading = self.tr("Side") if rules.partnerships else self.tr("Player")
        # Long names by their first names: a whole "Bartholomew Featherstonehaugh-Smythe & East" made the
        # scores shrink to fit the card until they were unreadable (round 31); the sentences keep them whole.
        shown = short_names(names)
        sides_named = [side_name(rules, shown, s) for s in sides]
        if stacked or (self._compact and any(len(name) > STACKED_SIDE_CHARS for name in sides_named)):
            # A partner a line: "Bartholomew & Christopher" beside German headings cut the last columns
            # off the card beside the docked score sheet (round 32). Only when compact: with room to
            # spare "Marie-Christine et / Nord" looked squeezed, its scores level with its second line
            # (round 33).
            sides_named = [side_name(rules, shown, s, stacked=True) for s in sides]
        columns = [(heading, sides_named)]
        if rules.trick_points and tricks is not None:
            # "Taken" silently held the trick points: show card points and tricks apart. "Card points" in
            # both cases (round 19: "Taken" here, "Cards" there, for the same points).
            per = rules.trick_points
            columns.append((self.tr("Card points"), [str(event.taken[s] - per * tricks[s]) for s in sides]))
            columns.append((self.tr("Tricks"), [arg(self.tr("%1 × %2 = %3"), tricks[s], per, per * tricks[s])
                                                 for s in sides]))
        elif rules.trick_points:
            columns.append((self.tr("Cards and tricks"), [str(event.taken[s]) for s in sides]))
        else:
            columns.append((self.tr("Card points"), [str(event.taken[s]) for s in sides]))
            if rules.bonus.most_tricks and tricks is not None:
                # The count the most-tricks bonus went by (a play test: "+20 for what, 11 to 10?").
                columns.append((self.tr("Tricks"), [str(tricks[s]) for s in sides]))
        if rules.bonus.most_tricks or rules.bonus.last_trick or any(event.bonuses):
            columns.append((self._bonus_header(rules), [str(event.bonuses[s]) for s in sides]))
        if (rules.nest_size and rules.nest.points_to != "nobody") or any(event.discard_points):
            columns.append((self.tr("Nest"), [str(event.discard_points[s]) for s in sides]))
        columns += [(self.tr("Hand total"), [str(hand_total[s]) for s in sides]),
                    (self.tr("Change"), [signed(event.delta[s]) for s in sides]),
                    (self.tr("Total"), [str(event.totals[s]) for s in sides])]
        return columns

    @staticmethod
    def _bonus_parts(event: HandEnded, rules: RuleSet, tricks: Sequence[int] | None) -> list[tuple[int, int]] | None:
        """(most tricks, last trick) of each side's bonuses, where the rules have both kinds: one "Bonuses"
        cell of 30 did not show a family checking its new bonus rule that it applied (round 28)."""
        if not (rules.bonus.most_tricks and rules.bonus.last_trick) or tricks is None:
            return None
        most = [rules.bonus.most_tricks if tricks.count(max(tricks)) == 1 and count == max(tricks) else 0
                for count in tricks]
        parts = [(m, bonus - m) for m, bonus in zip(most, event.bonuses)]
        return parts if all(last in (0, rules.bonus.last_trick) for _, last in parts) else None

    def _bonus_header(self, rules: RuleSet) -> str:
        """Name the bonus when the rules have one kind: a bare "Bonuses 20" left people asking what for."""
        if rules.bonus.most_tricks and not rules.bonus.last_trick:
            return self.tr("Most tricks bonus")
        if rules.bonus.last_trick and not rules.bonus.most_tricks:
            return self.tr("Last trick bonus")
        return self.tr("Bonuses")

    def _change_reason(self, event: HandEnded, rules: RuleSet, names: tuple[str, ...],
                       hand_total: list[int]) -> str:
        """Why a side's change differs from its hand total, in the words of the scoring rules
        (engine/scoring.py); empty when every change is simply the hand total."""
        bidder = rules.side_of(event.bidder)
        others = [s for s in range(rules.sides) if s != bidder]
        reasons: list[str] = []
        # The note before these sentences names the bidder's side: they go on about it without its name.
        if event.made and event.delta[bidder] != hand_total[bidder]:
            reasons.append(arg(self.tr("Under these rules a made bid scores exactly the bid: %1."), event.bid))
        if not event.made:
            reasons.append(arg(self.tr("The bid of %1 is subtracted from the score."), event.bid)
                           if rules.set == "minus_bid" else self.tr("A set bid scores no points in this hand."))
        if not rules.opponents_score:
            if any(hand_total[s] for s in others):
                reasons.append(self.tr("Under these rules only the bidder's side scores.") if rules.partnerships
                               else self.tr("Under these rules only the bidder scores."))
        elif not event.made and rules.set == "zero_double_opponents":
            doubled = [arg(self.tr("%1 %2 × 2 = %3"), side_name(rules, names, s), hand_total[s],
                           signed(event.delta[s])) for s in others if hand_total[s]]
            if doubled:
                # Two players: one opponent, whose points ("opponent's", not "opponents'") are doubled.
                # (One other side of partners is still two opponents.)
                one = len(others) == 1 and not rules.partnerships
                text = (self.tr("Because the bid was set, the opponent's points are doubled: %1.") if one
                        else self.tr("Because the bid was set, the opponents' points are doubled: %1."))
                reasons.append(arg(text, "; ".join(doubled)))
        return " ".join(reasons)

    def _clear_table(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget():
                item.widget().hide()   # out of sight now: deleteLater() waits for the event loop
                item.widget().deleteLater()

    def _cell(self, text: str, row: int, col: int, bold: bool = False) -> QLabel:
        """A label in the table: the side's name on the left, numbers on the right."""
        label = QLabel(text, self.table)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setStyleSheet(self._cell_style(bold))
        # The card sizes itself before the event loop runs: measure with the final (style-sheet) font
        # now, and show the label now so the grid counts it, or the columns keep the last hand's widths.
        label.ensurePolished()
        label.show()
        side = Qt.AlignmentFlag.AlignRight if col else Qt.AlignmentFlag.AlignLeft   # row labels on the left
        label.setAlignment(side | Qt.AlignmentFlag.AlignBottom)   # a heading of two lines keeps to its numbers
        # The label fills its cell (its text aligned in it): a cell's tooltip showed only over the digits.
        self.grid.addWidget(label, row, col)
        return label
