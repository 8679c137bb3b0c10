"""Easy: plausible but naive play, with beginner mistakes on purpose.

It bids on a simple count of high cards, names its longest suit trump, sets
aside its lowest cards without planning voids, leads its highest card, wins a
trick whenever it can with its highest winner (even over its partner), and now
and then plays a card without thinking at all.
"""

from __future__ import annotations

from ..engine.actions import Action, Bid, Discard, Draw, DrawSource, NameTrump, Pass, PlayCard
from ..engine.views import SeatView
from .base import BasePlayer, fallback_action, play_context
from .fastplay import TRUMP_SUIT, bits
from .knowledge import knowledge_of
from .player import Choice
from .tricks_view import rank_strength


class EasyPlayer(BasePlayer):
    name = "easy"
    blunder_rate = 0.2

    def choose(self, choice: Choice) -> Action:
        view = choice.view
        rng = self.decision_rng(choice)
        if choice.discard is not None:
            o = choice.discard
            extra = sorted(o.choose_from, key=lambda c: (rank_strength(view.rules, c), c.id))[: o.count]
            return Discard(view.seat, o.required + tuple(extra))
        actions = choice.actions
        first = actions[0]
        if isinstance(first, (Bid, Pass)):
            return self.call(view, actions, rng.random())
        if isinstance(first, NameTrump):
            return self.name_trump(view, actions)
        if isinstance(first, Draw):
            face = view.face_up
            good = face is not None and (face.suit is None or face.suit == view.trump
                                         or rank_strength(view.rules, face) >= 10)
            return Draw(view.seat, DrawSource.FACE_UP if good else DrawSource.PILE)
        if isinstance(first, PlayCard):
            if len(actions) == 1 or rng.random() < self.blunder_rate:
                return actions[rng.randrange(len(actions))]
            return self.play(view, actions)  # type: ignore[arg-type]
        return fallback_action(choice)

    def call(self, view: SeatView, actions: tuple[Action, ...], luck: float) -> Action:
        bids = [a for a in actions if isinstance(a, Bid)]
        passes = [a for a in actions if isinstance(a, Pass)]
        if not passes or not bids:
            return (bids or passes)[0]
        rules = view.rules
        high = sum(1 for c in view.hand if c.suit is None or rank_strength(rules, c) >= 13)
        step = rules.bidding.step
        # a beginner counts high cards and bids a step per card, a little over when feeling lucky
        ceiling = rules.bidding.min + step * (2 * high - 5 + (2 if luck > 0.7 else 0))
        return bids[0] if bids[0].amount <= ceiling else passes[0]

    def name_trump(self, view: SeatView, actions: tuple[Action, ...]) -> Action:
        counts: dict[str | None, int] = {}
        for c in view.hand:
            if c.suit is not None:
                counts[c.suit] = counts.get(c.suit, 0) + 1
        suits = [a for a in actions if isinstance(a, NameTrump) and a.suit is not None]
        if not suits:
            return actions[0]
        return max(suits, key=lambda a: counts.get(a.suit, 0))

    def play(self, view: SeatView, actions: tuple[PlayCard, ...]) -> Action:
        k = knowledge_of(view)
        t = k.t
        ctx = play_context(view, k, list(actions))
        legal = bits(ctx.legal)
        if not ctx.trick:
            side = [c for c in legal if t.suit[c] != TRUMP_SUIT] or legal
            card = max(side, key=lambda c: t.power[c])
        else:
            best = ctx.trick[ctx.best]
            winners = [c for c in legal if t.beats(c, best, ctx.led)]
            if winners:
                card = max(winners, key=lambda c: t.power[c])
            else:
                card = min(legal, key=lambda c: (t.power[c], t.points[c]))
        return PlayCard(view.seat, t.cards[card])
