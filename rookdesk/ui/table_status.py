"""The badges the table always shows (current bid, trump, scores), kept from events.

Fed with the events the table has shown (not the game's newest state, which
may already be a hand ahead while the hand summary is up).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication

from rookdesk.engine.events import (
    BidMade, BidWon, Dealt, Event, GameEnded, GameStarted, HandEnded, TrumpNamed,
)
from rookdesk.engine.rules import RuleSet
from rookdesk.engine.scoring import won_by_the_lead
from rookdesk.ui.i18n import local_seat_name
from rookdesk.ui.texts import arg, side_name, suit_name, target_text


def _tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files _tr() calls under the empty context


@dataclass(frozen=True, slots=True)
class TableStatus:
    rules: RuleSet | None = None
    names: tuple[str, ...] = ()
    hand: int = 0
    high_bid: int | None = None
    high_bidder: int | None = None
    bid_won: bool = False
    trump_named: bool = False
    trump: str | None = None
    totals: tuple[int, ...] = ()
    over: bool = False   # the game has ended: the badges speak of the last hand, not of one under way

    def after(self, event: Event) -> TableStatus:
        if isinstance(event, GameStarted):
            names = tuple(local_seat_name(s.name) for s in event.seats)
            return TableStatus(event.rules, names, totals=(0,) * event.rules.sides)
        if isinstance(event, Dealt):
            return replace(self, hand=event.hand, high_bid=None, high_bidder=None, bid_won=False,
                           trump_named=False, trump=None)
        if isinstance(event, BidMade):
            return replace(self, high_bid=event.amount, high_bidder=event.seat)
        if isinstance(event, BidWon):
            return replace(self, high_bid=event.amount, high_bidder=event.seat, bid_won=True)
        if isinstance(event, TrumpNamed):
            return replace(self, trump_named=True, trump=event.suit)
        if isinstance(event, HandEnded):
            return replace(self, totals=event.totals)
        if isinstance(event, GameEnded):
            return replace(self, totals=event.totals, over=True)
        return self

    def bid_text(self) -> str:
        if self.high_bid is None or self.high_bidder is None:
            return _tr("Bidding: no bid yet") if self.hand else ""
        name = self.names[self.high_bidder]
        if self.over:
            # "Bid: 85 by South" over the game-over card read as a bid still to play.
            return arg(_tr("Last bid: %1 by %2"), self.high_bid, name) if self.bid_won else ""
        if self.bid_won:
            return arg(_tr("Bid: %1 by %2"), self.high_bid, name)
        return arg(_tr("High bid: %1 by %2"), self.high_bid, name)

    def trump_text(self) -> str:
        if not self.trump_named:
            return "" if self.over else _tr("Trump: not named yet")
        return arg(_tr("Trump: %1"), suit_name(self.trump))

    def scores_text(self) -> str:
        if self.rules is None:
            return ""
        scores = "\n".join(arg(_tr("%1: %2"), side_name(self.rules, self.names, s), t)
                           for s, t in enumerate(self.totals))
        if self.over:
            # Not "Hand 3 · playing to 250" beside the game-over card: nothing is being played.
            if won_by_the_lead(self.rules, self.totals):
                # Won by the spread: "played to 1000" read as if someone had got near 1000 (round 33).
                over = arg(_tr("Game over · won by a lead of %1 or more"), self.rules.spread)
            else:
                over = arg(_tr("Game over · played to %1"), self.rules.target)
            return over + "\n" + scores
        return arg(_tr("Hand %1 · playing to %2"), self.hand, target_text(self.rules)) + "\n" + scores
