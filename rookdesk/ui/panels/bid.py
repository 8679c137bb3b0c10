"""The bidding panel: only legal amounts, pass when allowed, forced bids explained."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QFocusEvent, QKeyEvent, QKeySequence, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QLabel, QPushButton, QSpinBox, QWidget

from rookdesk.ai.player import Choice
from rookdesk.engine.actions import Bid, Pass
from rookdesk.ui.palette_colours import error_colour
from rookdesk.ui.panels.base import Panel
from rookdesk.ui.texts import arg, auction_text, tr as _tr


# Any whole number the person may be typing (up to six digits): the panel, not Qt, says what is wrong with it.
TYPED_NUMBER = re.compile(r"\d{1,6}")


class AmountBox(QSpinBox):
    """A spin box that remembers what the person typed, which Qt would otherwise round or reset.

    QSpinBox turns a typed "30" (below the minimum) back into the last value when Enter is pressed
    or the box loses focus; the panel must see the "30" to refuse it instead of bidding something else.
    """

    # A key that types something other than a digit, which Qt drops without a sound: the panel says
    # what the box takes instead (a play tester typed "p" to pass and saw nothing happen).
    keyRefused = Signal(str)
    typedKept = Signal()   # the focus left the box on a number typed (see focusOutEvent)
    stepped = Signal()     # the arrows, the wheel or Page Up/Down chose an amount (see stepBy)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.typed: str | None = None   # the text as typed since the last step or reset
        self.touched = False   # the person typed or stepped since the panel set the amount
        self.lineEdit().textEdited.connect(self._remember)

    def _remember(self, text: str) -> None:
        self.typed = text
        self.touched = True

    def setValue(self, value: int) -> None:
        # A value set by the program (a hint, a new auction) replaces whatever was typed before.
        self.typed = None
        super().setValue(value)

    def stepEnabled(self) -> QAbstractSpinBox.StepEnabledFlag:  # noqa: N802
        # Qt judges by the value behind a typed number: Down from a typed 30 did nothing at the lowest bid.
        if self.typed is not None:
            return QAbstractSpinBox.StepEnabledFlag.StepUpEnabled | QAbstractSpinBox.StepEnabledFlag.StepDownEnabled
        return super().stepEnabled()

    def stepBy(self, steps: int) -> None:
        # Arrows, Up/Down, Page Up/Down and the wheel step through legal amounts. From a number typed off the
        # steps or out of range they go to the legal amounts beside it (round 31: 83 and Up gave 88, and from a
        # typed 125 Up went back to the box's old value under "125 is too high").
        typed, self.typed = self.typed, None
        self.touched = True
        number = typed.strip() if typed is not None else ""
        if number.lstrip("-").isdigit():
            low, step = self.minimum(), self.singleStep()
            places = (int(number) - low) / step
            k = (math.floor(places) + steps) if steps > 0 else (math.ceil(places) + steps)
            target = min(max(low + k * step, low), self.maximum())
            self.setValue(target)
            self.lineEdit().setText(self.textFromValue(target))   # even where the value itself is unchanged
        else:
            super().stepBy(steps)
        self.stepped.emit()

    def validate(self, text: str, pos: int) -> object:
        # Qt refuses a keystroke that takes the number above the maximum: typing 150 with bids up to 140
        # left "15", which the panel then refused as too low. Such a number stays (unfinished to Qt, so
        # it is not taken as the value) and the panel says it is too high.
        state, text, pos = super().validate(text, pos)
        if state == QValidator.State.Invalid and TYPED_NUMBER.fullmatch(text.strip()):
            state = QValidator.State.Intermediate
        return state, text, pos

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        # Leaving the box, Qt puts back the last legal value in place of a number it does not take: 70
        # typed read 80 while "70 is too low" stayed beside it (round 31), and Bid said so again. The
        # number typed stays in sight, and the panel says at once what is wrong with it.
        typed = self.typed
        super().focusOutEvent(event)
        if typed is None:
            return
        if self.lineEdit().text() != typed:
            self.lineEdit().setText(typed)
            self.typed = typed
        self.typedKept.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and event.isAutoRepeat():
            event.accept()   # Enter held down: one bid, not one for each call that comes round
            return
        text = event.text()
        typing = not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        if typing and len(text) == 1 and text.isprintable() and not text.isdigit():
            self.keyRefused.emit(text)
            event.accept()
            return
        super().keyPressEvent(event)

    def amount_text(self) -> str:
        """What the person means: the typed text if they typed, else the value shown."""
        return (self.typed if self.typed is not None else self.cleanText()).strip()

    def event(self, event: QEvent) -> bool:
        # The line edit claims Ctrl+Z / Ctrl+Shift+Z for its own text undo even when nothing was typed,
        # and this box has the focus all through an auction, so Game > Undo / Redo never got the keys.
        # With no typing to undo (or redo) the keys go to the window's actions, and so does H (Hint).
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and self._leaves_key_to_window(event):
            event.ignore()
            return True
        return super().event(event)

    def _leaves_key_to_window(self, event: QKeyEvent) -> bool:
        edit = self.lineEdit()
        if event.matches(QKeySequence.StandardKey.Undo):
            return not edit.isUndoAvailable()
        if event.matches(QKeySequence.StandardKey.Redo):
            return not edit.isRedoAvailable()
        # A letter is no amount: H is Game > Hint, which the box took for typing and dropped.
        return event.key() == Qt.Key.Key_H and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier


class BidPanel(Panel):
    """Pick an amount (multiples of the step, from the lowest legal bid) and bid, or pass."""

    bidChosen = Signal(int)
    passChosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Bidding"))
        self.amount = AmountBox(self)
        self.amount.setAccessibleName(self.tr("Bid amount"))
        self.amount.setMinimumWidth(90)
        self.bid_button = QPushButton(self.tr("&Bid"), self)
        self.bid_button.setAccessibleName(self.tr("Bid"))
        self.bid_button.setDefault(True)
        self.pass_button = QPushButton(self.tr("&Pass"), self)
        self.pass_button.setAccessibleName(self.tr("Pass"))
        self.explain = QLabel(self)
        self.explain.setWordWrap(True)
        self.explain.setAccessibleName(self.tr("Bidding rules"))
        # The controls at the row's top: when the bidding rules beside them wrap to more lines (the score
        # sheet open beside a small window), Bid and Pass stay where they were.
        top = Qt.AlignmentFlag.AlignTop
        amount_label = QLabel(self.tr("Amount:"), self)
        amount_label.setMinimumHeight(self.amount.sizeHint().height())   # level with the box's text
        self.row.addWidget(amount_label, 0, top)
        self.row.addWidget(self.amount, 0, top)
        self.row.addWidget(self.bid_button, 0, top)
        self.row.addWidget(self.pass_button, 0, top)
        self.row.addSpacing(12)
        self.row.addWidget(self.explain, 1, top)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        # error_colour: the dark red does not read on a dark theme.
        self.problem.setStyleSheet(f"color: {error_colour(self)}; font-weight: 600;")
        self.problem.setAccessibleName(self.tr("Problem with the bid"))
        self.problem.hide()
        # A refused bid is said in the bidding rules' place beside the box, which it stands for while it
        # shows (it names the bids that would do): on a line of its own under the row it made the strip
        # taller and the whole table jump up (round 24, two testers).
        self.row.addWidget(self.problem, 1, top)
        # The auction so far goes under the controls: it grows with every call, and when it took a second
        # line above them the Bid and Pass buttons moved down under the pointer.
        outer = self.layout()
        outer.removeWidget(self.note)
        outer.insertWidget(outer.indexOf(self.row) + 1, self.note)
        self._legal: tuple[int, ...] = ()
        self.bid_button.clicked.connect(self._submit)
        # A typed amount is never changed behind the person's back: an amount that is not a legal bid is
        # refused with the reason (see _submit); editing or stepping clears the message.
        self.amount.lineEdit().textEdited.connect(self._clear_problem)
        self.amount.valueChanged.connect(lambda _value: self._clear_problem() if self.amount.typed is None else None)
        self.pass_button.clicked.connect(self.passChosen.emit)
        self.amount.lineEdit().returnPressed.connect(self._enter_pressed)
        self.amount.keyRefused.connect(self._explain_refused_key)
        self.amount.typedKept.connect(self._say_amount_problem)
        self.amount.stepped.connect(self._clear_problem)

    def amount_problem(self) -> str | None:
        """Why the amount in the box is not a bid the person may make now, or ``None`` if it is one."""
        text = self.amount.amount_text()
        if not text.lstrip("-").isdigit():
            return self.tr("Type an amount, or choose one with the arrows.")
        amount = int(text)
        if not self._legal or amount in self._legal:
            return None
        low, high = self._legal[0], self._legal[-1]
        if amount < low:
            return arg(self.tr("%1 is too low: the smallest bid you can make now is %2."), amount, low)
        if amount > high:
            return arg(self.tr("%1 is too high: the largest bid is %2."), amount, high)
        below = max(a for a in self._legal if a < amount)
        above = min(a for a in self._legal if a > amount)
        return arg(self.tr("%1 is not a bid: bids go up in steps of %2, so bid %3 or %4."), amount,
                   self.amount.singleStep(), below, above)

    def _enter_pressed(self) -> None:
        """Enter bids, except on the amount the panel put in the box this very moment: a person pressing
        Enter to get past the hand summary bid 100 as the next auction opened (round 30). The moment is the
        panel's own (see Panel.arm), as for Enter on its buttons."""
        if not self.amount.touched and self.just_armed():
            self.amount.touched = True   # told of it: the next Enter is the person's own
            self._say_problem(arg(self.tr("Your call has just begun: press Enter again to bid %1."),
                                  self.amount.amount_text()))
            return
        self.bid_button.click()

    def _submit(self) -> None:
        problem = self.amount_problem()
        if problem is None:
            self.bidChosen.emit(int(self.amount.amount_text()))
            return
        self._show_problem(problem)

    def _show_problem(self, text: str) -> None:
        """Say why the amount is refused, and leave the typed amount selected for correction."""
        typed = self.amount.typed
        if typed is not None and self.amount.lineEdit().text() != typed:
            self.amount.lineEdit().setText(typed)   # Qt reset an out-of-range number: show what was typed
        self._say_problem(text)
        self.amount.setFocus()
        self.amount.selectAll()
        event = QAccessibleEvent(self.problem, QAccessible.Event.Alert)
        QAccessible.updateAccessibility(event)

    def _say_amount_problem(self) -> None:
        """Say what is wrong with the amount typed, leaving the keyboard where the person took it."""
        problem = self.amount_problem()
        if problem is not None:
            self._say_problem(problem)

    def _explain_refused_key(self, _text: str) -> None:
        """Name the keys that do what a letter cannot: a number, Enter to bid, the Pass button's key."""
        keys = QKeySequence.mnemonic(self.pass_button.text()).toString(QKeySequence.SequenceFormat.NativeText)
        if self.pass_button.isEnabled() and keys:
            text = arg(self.tr("The amount takes digits only: type a number and press Enter to bid, "
                               "or press %1 to pass."), keys)
        else:
            text = self.tr("The amount takes digits only: type a number and press Enter to bid.")
        self._say_problem(text)
        QAccessible.updateAccessibility(QAccessibleEvent(self.problem, QAccessible.Event.Alert))

    def _say_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.explain.hide()
        self.problem.show()

    def _clear_problem(self, *_args: object) -> None:
        self.problem.hide()
        self.problem.clear()
        self.explain.show()

    def show_choice(self, choice: Choice, names: tuple[str, ...]) -> None:
        view = choice.view
        rules = view.rules
        bids = sorted(a.amount for a in choice.actions if isinstance(a, Bid))
        can_pass = any(isinstance(a, Pass) for a in choice.actions)
        step = rules.bidding.step
        self.amount.setRange(bids[0] if bids else rules.bidding.min, bids[-1] if bids else rules.bidding.max)
        self.amount.setSingleStep(step)
        self._legal = tuple(bids)
        self.amount.setValue(self.amount.minimum())
        self.amount.typed = None
        self.amount.touched = False
        self._clear_problem()
        self.amount.setEnabled(bool(bids))
        self.bid_button.setEnabled(bool(bids))
        self.pass_button.setEnabled(can_pass)
        if view.high_bid is None:
            high = self.tr("No bid yet.")
        else:
            high = arg(self.tr("High bid: %1 by %2."), view.high_bid, names[view.high_bidder or 0])
        calls = auction_text(choice.view.auction, names)
        title = arg(self.tr("%1, your call"), names[view.seat])
        # Not inside an f-string: lupdate does not look there, and the words went untranslated.
        calls_line = arg(self.tr("Calls: %1"), calls)
        self.set_texts(title, f"{high} {calls_line}" if calls else high)
        notes: list[str] = []
        if not can_pass:
            notes.append(arg(self.tr("As the opener you must bid: the smallest bid is %1."), rules.bidding.min))
            self.pass_button.setToolTip(self.tr("The opener may not pass under these rules."))
        else:
            self.pass_button.setToolTip(self.tr("A pass is final: you take no further part in this auction."))
        notes.append(arg(self.tr("Bids go up in steps of %1, up to %2."), step, rules.bidding.max))
        # With an opener who must bid, everyone passing cannot happen (Help > Rules leaves it out too).
        # "No one bids", not "everyone passes": the dealer is held without a call of their own (a play
        # tester read "everyone" as the dealer too, against the rules' "every player but the dealer").
        if rules.bidding.all_pass == "dealer_forced" and view.high_bid is None and not rules.bidding.opener_must_bid:
            notes.append(arg(self.tr("If no one bids, the dealer is held to the minimum of %1."),
                             rules.bidding.min))
        self.explain.setText(" ".join(notes))
        self.amount.setFocus()
        # Selected, as a field reached by Tab is: digits typed replace the suggested amount (round 33: "80"
        # typed over the offered 70 made 8070).
        self.amount.selectAll()
