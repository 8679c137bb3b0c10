"""Normal: solid heuristics for every decision (no search).

Bidding values the hand per trump with the nest's expected help and bids up
to a ceiling below that value; it never outbids its partner. The trump call
takes the best-valued suit; the discard voids short side suits and buries
counters where the set-aside points come back. Card play draws trump when on
the bidding side, cashes sure winners, smears points on a partner's sure
winner, wins cheaply when it pays and otherwise plays low, remembering which
cards are gone and who has shown void (``tactics``).
"""

from __future__ import annotations

from ..engine.actions import Action, Bid, Discard, Draw, DrawSource, NameTrump, Pass, PlayCard
from ..engine.views import SeatView
from .base import BasePlayer, fallback_action, play_context
from .evaluation import best_trump, choose_discard
from .knowledge import knowledge_of
from .player import Choice
from .tactics import choose_card, take_face_up


class NormalPlayer(BasePlayer):
    name = "normal"
    # the hand value is an estimate; bid a little under it so that most contracts are made
    # (calibrated in Normal self-play: bidders took 1.15-1.5x the estimate and made 90%+ of their bids)
    bid_factor = 1.2
    bid_margin = 0.05

    def choose(self, choice: Choice) -> Action:
        view = choice.view
        if choice.discard is not None:
            return self.discard(choice)
        actions = choice.actions
        first = actions[0]
        if isinstance(first, (Bid, Pass)):
            return self.call(view, actions)
        if isinstance(first, NameTrump):
            return self.name_trump(view, actions)
        if isinstance(first, Draw):
            return self.draw(view, actions)
        if isinstance(first, PlayCard):
            if len(actions) == 1:
                return first
            return self.play(view, actions)  # type: ignore[arg-type]
        return fallback_action(choice)

    # Auction ---------------------------------------------------------------

    def ceiling(self, view: SeatView) -> int:
        """The highest bid this hand is worth."""
        rules = view.rules
        nest_unseen = rules.nest_size > 0
        _, value = best_trump(rules, view.hand, nest_unseen)
        limit = value * self.bid_factor - rules.points_available * self.bid_margin
        return int(limit)

    def call(self, view: SeatView, actions: tuple[Action, ...]) -> Action:
        bids = [a for a in actions if isinstance(a, Bid)]
        passes = [a for a in actions if isinstance(a, Pass)]
        if not passes:
            return bids[0]
        if not bids:
            return passes[0]
        rules = view.rules
        partner_high = (view.high_bidder is not None and view.high_bidder != view.seat
                        and rules.side_of(view.high_bidder) == rules.side_of(view.seat))
        if partner_high:
            return passes[0]
        if bids[0].amount <= self.ceiling(view):
            return bids[0]
        return passes[0]

    # Trump, nest and discard ------------------------------------------------

    def name_trump(self, view: SeatView, actions: tuple[Action, ...]) -> Action:
        nest_unseen = view.nest is None and view.rules.nest_size > 0
        trump, _ = best_trump(view.rules, view.hand, nest_unseen)
        for a in actions:
            if isinstance(a, NameTrump) and a.suit == trump:
                return a
        return actions[0]

    def planned_trump(self, view: SeatView) -> str | None:
        if view.trump_named:
            return view.trump
        trump, _ = best_trump(view.rules, view.hand, False)
        return trump

    def discard(self, choice: Choice) -> Action:
        view = choice.view
        o = choice.discard
        assert o is not None
        cards = choose_discard(view.rules, view.hand, o.required, o.choose_from, o.count, self.planned_trump(view))
        return Discard(view.seat, cards)

    # Play -------------------------------------------------------------------

    def play(self, view: SeatView, actions: tuple[PlayCard, ...]) -> Action:
        k = knowledge_of(view)
        ctx = play_context(view, k, list(actions))
        card = k.t.cards[choose_card(ctx)]
        return PlayCard(view.seat, card)

    def draw(self, view: SeatView, actions: tuple[Action, ...]) -> Action:
        k = knowledge_of(view)
        take = take_face_up(k.t, k.face_up, k.unknown) if k.face_up >= 0 else False
        return Draw(view.seat, DrawSource.FACE_UP if take else DrawSource.PILE)
