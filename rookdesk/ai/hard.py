"""Hard: determinized search (perfect-information Monte Carlo) within a time budget.

For each decision it samples deals of the hidden cards that agree with
everything the seat knows (``knowledge``), weights each sample by how likely
the opponents' past plays were under the Normal heuristics, and scores every
option on the same samples by playing the hand out in the compact simulator
with the heuristic rollout policy (``tactics.rollout``); once few cards are
left the rest is solved exactly (``endgame``). Bids, the trump call and the
discard are chosen the same way: by simulating the hand from the exchange on.

The search stops at the time budget, at ``iterations`` samples if given, or
at once when ``cancel()`` is called. Given the same seed and the same number
of samples it makes the same decision; with a time budget alone the number of
samples depends on the machine.
"""

from __future__ import annotations

import random
import time
from typing import Callable

from ..engine.actions import Action, Bid, Discard, Draw, DrawSource, NameTrump, Pass, PlayCard
from ..engine.cards import Card
from ..engine.nest import DiscardOptions, discard_options
from ..engine.rules import RuleSet
from ..engine.views import SeatView
from .base import BasePlayer, fallback_action
from .endgame import small_enough, solve
from .evaluation import best_trump, choose_discard, keep_values, trump_options
from .fastplay import TRUMP_SUIT, PlayState, bits, table_for, utility
from .knowledge import Deal, Knowledge, knowledge_of, play_state, sample_deal
from .normal import NormalPlayer
from .player import Choice
from .tactics import PlayContext, choose_card, rollout

DEFAULT_BUDGET = 1.0
# a share of the budget kept back for building the answer and for a loaded machine
SAFETY = 0.85
# how much less likely a sample is for each past opponent play the Normal heuristics would not have made
MISMATCH_WEIGHT = 0.6


class HardPlayer(BasePlayer):
    name = "hard"
    made_quantile = 0.5    # with the mean below: a ceiling about 10 points above Normal's (0.28 bid timidly)
    rollout_noise = 0.08
    confidence = 1.0       # standard errors by which the search must beat the heuristic's choice

    def __init__(self, seed: int = 0, budget: float | None = None, iterations: int | None = None) -> None:
        super().__init__(seed)
        self.budget = DEFAULT_BUDGET if budget is None else budget
        self.iterations = iterations
        self._ceilings: dict[tuple, int] = {}
        self._quick = NormalPlayer(seed)
        self.last_samples = 0      # samples (determinizations) of the last decision
        self.last_playouts = 0     # playouts or exact solves of the last decision

    # Time --------------------------------------------------------------------

    def _stopper(self) -> Callable[[int], bool]:
        """``should_stop(samples_done)``: budget spent, sample limit reached, or cancelled."""
        deadline = time.perf_counter() + self.budget * SAFETY
        limit = self.iterations

        def should_stop(done: int) -> bool:
            if self._cancelled.is_set():
                return True
            if limit is not None and done >= limit:
                return True
            return done > 0 and time.perf_counter() >= deadline

        return should_stop

    # Dispatch --------------------------------------------------------------

    def choose(self, choice: Choice) -> Action:
        """Search within the budget; when cancelled, answer at once with Normal's choice (about 1 ms).

        A cancel applies to the decision in progress, or to the next one when none
        is running (a request still queued on the UI's worker); it is used up when
        that decision returns, so later decisions search again.
        """
        try:
            self.last_samples = self.last_playouts = 0
            if not self.cancelled:
                action = self._choose(choice)
                if not self.cancelled:
                    return action
            return self._quick.choose(choice)
        finally:
            self._cancelled.clear()

    def _choose(self, choice: Choice) -> Action:
        view = choice.view
        rng = self.decision_rng(choice)
        if choice.discard is not None:
            return self.discard(view, rng) or fallback_action(choice)
        actions = choice.actions
        if len(actions) == 1:
            return actions[0]
        first = actions[0]
        if isinstance(first, (Bid, Pass)):
            return self.call(view, actions, rng)
        if isinstance(first, NameTrump):
            return self.name_trump(view, actions, rng)
        if isinstance(first, Draw):
            return self.draw(view, rng)
        if isinstance(first, PlayCard):
            return self.play(view, actions, rng)  # type: ignore[arg-type]
        return fallback_action(choice)

    # Card play ---------------------------------------------------------------

    def play(self, view: SeatView, actions: tuple[PlayCard, ...], rng: random.Random) -> Action:
        k = knowledge_of(view)
        t = k.t
        moves = [t.index[a.card] for a in actions]
        side = view.rules.side_of(view.seat)

        def option(st: PlayState, move: int) -> PlayState:
            st.play(move)
            return st

        heuristic = self._quick.choose(Choice(view, actions))
        prior = t.index[heuristic.card]  # type: ignore[union-attr]
        best = self._search(view, k, moves, option, side, rng, prior)
        return PlayCard(view.seat, t.cards[best])

    def draw(self, view: SeatView, rng: random.Random) -> Action:
        k = knowledge_of(view)
        side = view.rules.side_of(view.seat)

        def option(st: PlayState, take: int) -> PlayState:
            st.draw(bool(take))
            return st

        heuristic = self._quick.draw(view, ())
        prior = 1 if heuristic.source is DrawSource.FACE_UP else 0  # type: ignore[union-attr]
        best = self._search(view, k, [1, 0], option, side, rng, prior)
        return Draw(view.seat, DrawSource.FACE_UP if best else DrawSource.PILE)

    def _search(self, view: SeatView, k: Knowledge, moves: list[int],
                apply: Callable[[PlayState, int], PlayState], side: int, rng: random.Random, prior: int) -> int:
        """The option with the best weighted mean outcome over sampled deals (``prior``: the heuristic's pick)."""
        rows: list[list[float]] = []
        weights: list[float] = []
        stop = self._stopper()
        done = 0
        history = _opponent_plays(view, k) if not view.rules.draw_pile else []
        while not stop(done):
            deal = sample_deal(k, rng)
            weight = _likelihood(view, k, deal, history) if history else 1.0
            root = play_state(view, k, deal)
            exact = small_enough(root)
            values = []
            for move in moves:
                st = apply(root.clone(), move)
                if exact:
                    values.append(solve(st, side))
                else:
                    rollout(st, rng, self.rollout_noise)
                    values.append(utility(st.hand_deltas(), side))
                self.last_playouts += 1
                if done and stop(done):
                    break  # out of time mid-sample: drop the incomplete sample
            if len(values) < len(moves):
                break
            rows.append(values)
            weights.append(weight)
            done += 1
        self.last_samples = done
        return moves[confident_choice(rows, weights, moves.index(prior), self.confidence)]

    # Auction -----------------------------------------------------------------

    def call(self, view: SeatView, actions: tuple[Action, ...], rng: random.Random) -> Action:
        bids = [a for a in actions if isinstance(a, Bid)]
        passes = [a for a in actions if isinstance(a, Pass)]
        if not passes or not bids:
            return (bids or passes)[0]
        rules = view.rules
        if (view.high_bidder is not None and view.high_bidder != view.seat
                and rules.side_of(view.high_bidder) == rules.side_of(view.seat)):
            return passes[0]  # never outbid the partner
        ceiling = self.ceiling(view, rng)
        return bids[0] if bids[0].amount <= ceiling else passes[0]

    def ceiling(self, view: SeatView, rng: random.Random) -> int:
        """The highest bid the simulations say this hand makes often enough (cached per hand)."""
        key = (view.hand_number, view.dealer, tuple(c.id for c in view.hand), len(view.tricks))
        if key not in self._ceilings:
            totals = self._simulate_as_bidder(view, rng)
            if not totals:
                self._ceilings[key] = self._quick.ceiling(view)
            else:
                # The simulation and the hand evaluation are about equally (and only weakly)
                # correlated with what the hand really takes (partner and nest are unseen):
                # their mean is steadier than either.
                totals.sort()
                simulated = totals[int(len(totals) * self.made_quantile)]
                self._ceilings[key] = int((simulated + self._quick.ceiling(view)) / 2)
        return self._ceilings[key]

    def _simulate_as_bidder(self, view: SeatView, rng: random.Random) -> list[float]:
        """Hand totals this seat's side takes as the bidder, one per sampled deal.

        The trump of each simulated hand is the one the heuristics would name
        from the cards held when trump is named (with the nest under
        ``after_nest``). Taking the best of several noisy playouts instead would
        flatter the hand and overbid.
        """
        rules = view.rules
        k = knowledge_of(view)
        stop = self._stopper()
        done = 0
        totals: list[float] = []
        fixed_trump = None
        if rules.trump_named == "before_nest":
            fixed_trump = best_trump(rules, view.hand, rules.nest_size > 0)[0]
        t0 = table_for(rules, None)
        while not stop(done):
            deal = sample_deal(k, rng)
            if fixed_trump is None and rules.trump_named == "after_nest":
                cards = t0.cards_of(deal.hands[view.seat] | deal.nest)
                trump = best_trump(rules, cards, False)[0]
            else:
                trump = fixed_trump
            st = self._exchange_and_start(view, k, deal, trump, view.seat, rules.bidding.min)
            rollout(st, rng, self.rollout_noise)
            totals.append(st.side_total(rules.side_of(view.seat)))
            self.last_playouts += 1
            done += 1
        self.last_samples = done
        return totals

    def _exchange_and_start(self, view: SeatView, k: Knowledge, deal: Deal, trump: str | None, bidder: int,
                            bid: int) -> PlayState:
        """A fresh play state: ``bidder`` takes the nest (if unseen, the deal's), discards, ``trump`` named."""
        rules = view.rules
        t = table_for(rules, trump)
        hands = list(deal.hands)
        if bidder == view.seat and k.hidden_nest:
            hands[bidder] |= deal.nest
        discards = k.gone if bidder == view.seat else 0
        if bidder == view.seat and k.hidden_nest:
            # the nest is still unseen: take the sampled one and set aside what the heuristics would
            hands[bidder] |= deal.nest
            cards = t.cards_of(hands[bidder])
            o = discard_options(rules, cards)
            chosen = choose_discard(rules, tuple(cards), o.required, o.choose_from, o.count, trump)
            discards = t.mask_of(chosen)
            hands[bidder] &= ~discards
        st = PlayState(t)
        st.hands = hands
        st.bidder, st.bid = bidder, bid
        st.discards = discards
        st.discard_points = sum(t.points[c] for c in bits(discards))
        pile = list(deal.pile)
        face_up = k.face_up
        if rules.draw_pile and face_up < 0 and pile:
            face_up = pile.pop(0)
        st.pile, st.face_up = pile, face_up
        n = rules.players
        st.to_act = {"bidder": bidder, "left_of_bidder": (bidder + 1) % n,
                     "left_of_dealer": (view.dealer + 1) % n}[rules.leader]
        return st

    # Exchange ------------------------------------------------------------------

    def name_trump(self, view: SeatView, actions: tuple[Action, ...], rng: random.Random) -> Action:
        rules = view.rules
        k = knowledge_of(view)
        options = [a.suit for a in actions if isinstance(a, NameTrump)]
        side = rules.side_of(view.seat)
        rows: list[list[float]] = []
        stop = self._stopper()
        done = 0
        while not stop(done):
            deal = sample_deal(k, rng)
            row = []
            for trump in options:
                st = self._exchange_and_start(view, k, deal, trump, view.seat, view.bid or rules.bidding.min)
                rollout(st, rng, self.rollout_noise)
                row.append(utility(st.hand_deltas(), side))
                self.last_playouts += 1
            rows.append(row)
            done += 1
        self.last_samples = done
        heuristic = self._quick.name_trump(view, actions)
        prior = options.index(heuristic.suit)  # type: ignore[union-attr]
        best = options[confident_choice(rows, [1.0] * len(rows), prior, self.confidence)]
        return NameTrump(view.seat, best)

    def discard(self, view: SeatView, rng: random.Random) -> Action | None:
        rules = view.rules
        k = knowledge_of(view)
        cards = view.hand
        o = discard_options(rules, cards)
        planned = self._quick.planned_trump(view)
        trumps = [planned] + [tr for tr in trump_options(rules) if tr != planned and not view.trump_named]
        candidates: list[tuple[tuple[Card, ...], str | None]] = []
        seen: set[tuple] = set()
        for trump in trumps:
            for variant in _discard_variants(rules, cards, o, trump):
                key = tuple(sorted(c.id for c in variant))
                if key not in seen:
                    seen.add(key)
                    candidates.append((variant, trump))
        if len(candidates) == 1:
            return Discard(view.seat, candidates[0][0])
        side = rules.side_of(view.seat)
        rows: list[list[float]] = []
        stop = self._stopper()
        done = 0
        while not stop(done):
            deal = sample_deal(k, rng)
            row = []
            for i, (variant, trump) in enumerate(candidates):
                t = table_for(rules, trump)
                mask = t.mask_of(variant)
                hands = list(deal.hands)
                hands[view.seat] &= ~mask
                st = PlayState(t)
                st.hands = hands
                st.bidder, st.bid = view.seat, view.bid or rules.bidding.min
                st.discards = mask
                st.discard_points = sum(t.points[c] for c in bits(mask))
                pile = list(deal.pile)
                st.face_up = k.face_up
                if rules.draw_pile and st.face_up < 0 and pile:
                    st.face_up = pile.pop(0)
                st.pile = pile
                n = rules.players
                st.to_act = {"bidder": view.seat, "left_of_bidder": (view.seat + 1) % n,
                             "left_of_dealer": (view.dealer + 1) % n}[rules.leader]
                rollout(st, rng, self.rollout_noise)
                row.append(utility(st.hand_deltas(), side))
                self.last_playouts += 1
            rows.append(row)
            done += 1
        self.last_samples = done
        # candidate 0 is the Normal discard for the heuristics' trump
        best = confident_choice(rows, [1.0] * len(rows), 0, self.confidence)
        return Discard(view.seat, candidates[best][0])


def _discard_variants(rules: RuleSet, cards: tuple[Card, ...], o: DiscardOptions,
                      trump: str | None) -> list[tuple[Card, ...]]:
    """A few sensible discards for one trump: the Normal one, one that buries the most counters,
    one that buries none."""
    out = [choose_discard(rules, tuple(cards), o.required, o.choose_from, o.count, trump)]
    values = keep_values(rules, cards, trump)
    t = table_for(rules, trump)
    by_points = sorted(o.choose_from, key=lambda c: (values[c] >= 500, -t.points[t.index[c]], values[c], c.id))
    out.append(tuple(o.required) + tuple(by_points[: o.count]))
    plain = sorted(o.choose_from, key=lambda c: (values[c] >= 500, t.points[t.index[c]] > 0, values[c], c.id))
    out.append(tuple(o.required) + tuple(plain[: o.count]))
    return out


def confident_choice(rows: list[list[float]], weights: list[float], prior: int, z: float) -> int:
    """The option with the best weighted mean, unless it does not beat ``prior`` (the heuristic's
    choice) clearly: its paired advantage must exceed ``z`` standard errors.

    With few samples (a short budget, a loaded machine) the search's means are
    noisy; falling back to the heuristic then keeps Hard at least as good as
    Normal, and more time lets it deviate more often.
    """
    if not rows:
        return prior
    total = sum(weights)
    if total <= 0:
        return prior
    options = len(rows[0])
    means = [sum(w * r[i] for r, w in zip(rows, weights)) / total for i in range(options)]
    best = max(range(options), key=lambda i: means[i])
    if best == prior or z <= 0:
        return best
    diffs = [r[best] - r[prior] for r in rows]
    mean = sum(w * d for d, w in zip(diffs, weights)) / total
    var = sum(w * (d - mean) ** 2 for d, w in zip(diffs, weights)) / total
    n_eff = total * total / sum(w * w for w in weights)
    if n_eff < 2:
        return prior
    return best if mean > z * (var / n_eff) ** 0.5 else prior


# Likelihood of the opponents' past plays ---------------------------------------

def _opponent_plays(view: SeatView, k: Knowledge) -> list[tuple]:
    """Each opponent play of this hand: (seat, trick so far, its seats, card, cards played before it,
    voids shown before it)."""
    t = k.t
    rules = view.rules
    me = rules.side_of(view.seat)
    out = []
    before = 0
    voids = [0] * rules.players
    tricks = [(list(tr.cards), list(tr.seats)) for tr in view.tricks]
    if view.trick:
        tricks.append(([c for _, c in view.trick], [s for s, _ in view.trick]))
    for cards, seats in tricks:
        idx = [t.index[c] for c in cards]
        led = t.suit[idx[0]]
        for j, (card, seat) in enumerate(zip(idx, seats)):
            if rules.side_of(seat) != me:
                out.append((seat, idx[:j], seats[:j], card, before | sum(1 << c for c in idx[:j]), voids[:]))
            if j and t.suit[card] != led and not (card == t.rook and t.rook_any_time and led != TRUMP_SUIT):
                voids[seat] |= 1 << led
        before |= sum(1 << c for c in idx)
    return out


def _likelihood(view: SeatView, k: Knowledge, deal: Deal, history: list) -> float:
    """How likely the opponents' plays were under the Normal heuristics if ``deal`` is the truth."""
    t = k.t
    later: dict[int, int] = {}
    weight = 1.0
    # walk backwards so that each seat's hand at the time is its current hand plus what it played since
    for seat, trick, seats, card, played_before, voids in reversed(history):
        later[seat] = later.get(seat, 0) | (1 << card)
        hand = deal.hands[seat] | later[seat]
        led = t.suit[trick[0]] if trick else -1
        legal = t.legal(hand, led)
        if not legal >> card & 1:
            return 1e-9  # impossible under this deal (voids were relaxed to find one): nearly no weight
        if legal & (legal - 1) == 0:
            continue
        outstanding = t.full & ~played_before & ~hand
        if seat == view.bidder:
            outstanding &= ~deal.nest
        best = t.winner_index(trick) if trick else -1
        ctx = PlayContext(t, seat, hand, legal, trick, seats, best, led, outstanding, voids,
                          view.bidder if view.bidder is not None else 0)
        weight *= 1.0 if choose_card(ctx) == card else MISMATCH_WEIGHT
    return weight
