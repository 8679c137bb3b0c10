"""The bidding panel: only legal amounts, pass when allowed, forced bids explained."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QPushButton, QSpinBox, QWidget

from rookdesk.ai.player import Choice
from rookdesk.engine.actions import Bid, Pass
from rookdesk.ui.panels.base import Panel
from rookdesk.ui.texts import arg, tr as _tr


def auction_text(choice: Choice, names: tuple[str, ...]) -> str:
    """The calls of this hand so far, in order ("West: 100, North: pass")."""
    calls = [arg(_tr("%1: %2", "player: call"), names[seat], amount if amount is not None else _tr("pass", "a call"))
             for seat, amount in choice.view.auction]
    return ", ".join(calls)


class BidPanel(Panel):
    """Pick an amount (multiples of the step, from the lowest legal bid) and bid, or pass."""

    bidChosen = Signal(int)
    passChosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Bidding"))
        self.amount = QSpinBox(self)
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
        self.row.addWidget(QLabel(self.tr("Amount:"), self))
        self.row.addWidget(self.amount)
        self.row.addWidget(self.bid_button)
        self.row.addWidget(self.pass_button)
        self.row.addSpacing(12)
        self.row.addWidget(self.explain, 1)
        self.bid_button.clicked.connect(lambda: self.bidChosen.emit(self.legal_amount()))
        # Typed amounts snap to the legal steps, so the Bid button never offers an illegal call.
        self.amount.editingFinished.connect(lambda: self.amount.setValue(self.legal_amount()))
        self.pass_button.clicked.connect(self.passChosen.emit)
        self.amount.lineEdit().returnPressed.connect(self.bid_button.click)

    def legal_amount(self) -> int:
        """The amount in the box, rounded to the nearest legal bid (the lowest legal bid and up in steps)."""
        low, high, step = self.amount.minimum(), self.amount.maximum(), max(1, self.amount.singleStep())
        steps = round((self.amount.value() - low) / step)
        return max(low, min(high - (high - low) % step, low + steps * step))

    def show_choice(self, choice: Choice, names: tuple[str, ...]) -> None:
        view = choice.view
        rules = view.rules
        bids = sorted(a.amount for a in choice.actions if isinstance(a, Bid))
        can_pass = any(isinstance(a, Pass) for a in choice.actions)
        step = rules.bidding.step
        self.amount.setRange(bids[0] if bids else rules.bidding.min, bids[-1] if bids else rules.bidding.max)
        self.amount.setSingleStep(step)
        self.amount.setValue(self.amount.minimum())
        self.amount.setEnabled(bool(bids))
        self.bid_button.setEnabled(bool(bids))
        self.pass_button.setEnabled(can_pass)
        if view.high_bid is None:
            high = self.tr("No bid yet.")
        else:
            high = arg(self.tr("High bid: %1 by %2."), view.high_bid, names[view.high_bidder or 0])
        calls = auction_text(choice, names)
        title = arg(self.tr("%1, your call"), names[view.seat])
        self.set_texts(title, f"{high} {arg(self.tr('Calls: %1'), calls)}" if calls else high)
        notes: list[str] = []
        if not can_pass:
            notes.append(arg(self.tr("As the opener you must bid: the smallest bid is %1."), rules.bidding.min))
            self.pass_button.setToolTip(self.tr("The opener may not pass under these rules."))
        else:
            self.pass_button.setToolTip(self.tr("A pass is final: you take no further part in this auction."))
        notes.append(arg(self.tr("Bids go up in steps of %1, up to %2."), step, rules.bidding.max))
        if rules.bidding.all_pass == "dealer_forced" and view.high_bid is None:
            notes.append(arg(self.tr("If everyone passes, the dealer is held to the minimum of %1."),
                             rules.bidding.min))
        self.explain.setText(" ".join(notes))
        self.amount.setFocus()
