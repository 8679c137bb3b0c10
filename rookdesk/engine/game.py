"""The game state machine.

``Game.apply(action)`` checks an action against the rules, changes the state
and returns (and publishes to subscribers) the events it caused. Everything
that is not a decision (dealing, taking the nest, turning a face-up card,
closing a trick, scoring) happens inside ``apply`` as a consequence. An
illegal action raises :class:`IllegalAction` and leaves the state unchanged.
"""

from __future__ import annotations

from typing import Callable

from .actions import Action, Bid, Discard, Draw, DrawSource, NameTrump, Pass, PlayCard
from .cards import Card, suits_of
from .chance import SeededChance, ScriptedChance
from .errors import IllegalAction
from .events import (
    BidMade, BidWon, CardDrawn, CardPlayed, Dealt, DealerDrawn, Discarded, Event,
    FaceUpTurned, GameEnded, GameStarted, HandEnded, NestTaken, Passed, Redealt,
    SeatInfo, TrickWon, TrumpNamed,
)
from .nest import DiscardOptions, discard_options
from .phases import Phase
from .rules import RuleSet
from .scoring import game_winner, score_hand
from .tricks import TrickRules, high_card_seat, trick_rules
from .views import CompletedTrick, SeatView

APP = "rookdesk 0.1.0"

Subscriber = Callable[[Event], None]


def default_seats(players: int) -> tuple[SeatInfo, ...]:
    names = {2: ("South", "North"), 4: ("South", "West", "North", "East")}.get(
        players, tuple(f"Player {i + 1}" for i in range(players))
    )
    return tuple(SeatInfo(name, "human" if i == 0 else "ai:random") for i, name in enumerate(names))


class Game:
    """One game of Rook under a rule set, from the first deal to the winner."""

    def __init__(
        self,
        rules: RuleSet,
        seed: int = 0,
        seats: tuple[SeatInfo, ...] | None = None,
        chance: SeededChance | ScriptedChance | None = None,
        app: str = APP,
    ) -> None:
        self.rules = rules
        self.seed = seed
        self.seats = seats or default_seats(rules.players)
        if len(self.seats) != rules.players:
            raise ValueError(f"{len(self.seats)} seats for {rules.players} players")
        self.app = app
        self.chance = chance or SeededChance(seed)
        self.events: list[Event] = []
        self.actions: list[Action] = []
        self._subscribers: list[Subscriber] = []
        self._points = {card: rules.card_points(card) for card in rules.cards()}
        # Actions are immutable values: building each seat's card plays once
        # keeps legal_actions() cheap in the AI's and the simulator's loops.
        self._plays = [{card: PlayCard(seat, card) for card in rules.cards()} for seat in range(rules.players)]
        amounts = range(rules.bidding.min, rules.bidding.max + 1, rules.bidding.step)
        self._bids = [{amount: Bid(seat, amount) for amount in amounts} for seat in range(rules.players)]
        n = rules.players
        self.phase = Phase.NOT_STARTED
        self.to_act: int | None = None
        self.hand_number = 0
        self.dealer = 0
        self.totals = [0] * rules.sides
        self.winner: int | None = None
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.nest: tuple[Card, ...] = ()
        self.pile: list[Card] = []
        self.face_up: Card | None = None
        self._reset_hand_state()

    def _reset_hand_state(self) -> None:
        n = self.rules.players
        self.auction: list[tuple[int, int | None]] = []
        self._passed = [False] * n
        self._opener = 0
        self._opener_called = False
        self.high_bid: int | None = None
        self.high_bidder: int | None = None
        self.bidder: int | None = None
        self.bid: int | None = None
        self.trump: str | None = None
        self.trump_done = False
        self._nest_done = False
        self.discards: tuple[Card, ...] = ()
        self._tricks: TrickRules | None = None
        self.trick: list[Card] = []
        self.trick_seats: list[int] = []
        self.tricks: list[CompletedTrick] = []
        self.side_points = [0] * self.rules.sides
        self.side_tricks = [0] * self.rules.sides
        self.known: list[list[Card]] = [[] for _ in range(n)]

    # Subscribers -----------------------------------------------------------

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Call ``callback(event)`` for every event from now on; returns the unsubscribe function."""
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback) if callback in self._subscribers else None

    def _emit(self, out: list[Event], event: Event) -> None:
        out.append(event)
        self.events.append(event)

    def _publish(self, out: list[Event]) -> list[Event]:
        for event in out:
            for callback in list(self._subscribers):
                callback(event)
        return out

    # Start -----------------------------------------------------------------

    def start(self) -> list[Event]:
        """Begin the game: choose the first dealer and deal the first hand."""
        if self.phase is not Phase.NOT_STARTED:
            raise IllegalAction("the game has already started", "already_started")
        out: list[Event] = []
        self._emit(out, GameStarted(self.rules, self.seats, self.seed, self.app))
        first = self.rules.first_dealer
        if first == "random":
            self.dealer = self.chance.first_dealer(self.rules.players)
        elif first == "high_card":
            self.dealer = self._draw_for_dealer(out)
        else:
            self.dealer = int(first)
        self.hand_number = 1
        self._deal(out)
        return self._publish(out)

    def _draw_for_dealer(self, out: list[Event]) -> int:
        """Each seat draws a card; the highest rank deals (Rook lowest); ties draw again."""
        while True:
            cards = self.chance.dealer_draw(self.rules)
            self._emit(out, DealerDrawn(tuple(cards)))
            seat = high_card_seat(cards, self.rules)
            if seat is not None:
                return seat

    def _deal(self, out: list[Event]) -> None:
        rules = self.rules
        dealt = self.chance.deal(rules)
        self._reset_hand_state()
        self.hands = [list(h) for h in dealt.hands]
        self.nest = dealt.nest
        self.pile = list(dealt.pile)
        self.face_up = None
        if rules.draw_pile and rules.face_up_at_deal:
            self.face_up = self.pile.pop(0)
        self._emit(out, Dealt(self.hand_number, self.dealer, tuple(dealt.hands), dealt.nest,
                              tuple(self.pile), self.face_up))
        n = rules.players
        self._opener = self.dealer if rules.bidding.opener == "dealer" else (self.dealer + 1) % n
        self.phase = Phase.BIDDING
        self.to_act = self._opener

    # Queries ---------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    def bid_amounts(self) -> range:
        """The amounts the seat to act may bid now."""
        b = self.rules.bidding
        low = b.min if self.high_bid is None else max(b.min, self.high_bid + b.step)
        return range(low, b.max + 1, b.step)

    def discard_options(self) -> DiscardOptions:
        """What the bidder may set aside now (phase DISCARD)."""
        return discard_options(self.rules, self.hands[self.bidder])  # type: ignore[index]

    def legal_plays(self, seat: int | None = None) -> list[Card]:
        seat = self.to_act if seat is None else seat
        if self.phase is not Phase.PLAY or self._tricks is None or seat is None:
            return []
        return self._tricks.legal_plays(self.hands[seat], self.trick)

    def legal_actions(self) -> list[Action]:
        """Every legal action for the seat to act (discards enumerated: see ``discard_options``)."""
        seat = self.to_act
        phase = self.phase
        if seat is None:
            return []
        if phase is Phase.PLAY:
            plays = self._plays[seat]
            return [plays[c] for c in self._tricks.legal_plays(self.hands[seat], self.trick)]  # type: ignore[union-attr]
        if phase is Phase.BIDDING:
            bids = self._bids[seat]
            actions: list[Action] = [bids[a] for a in self.bid_amounts()]
            if not self._must_bid(seat):
                actions.insert(0, Pass(seat))
            return actions
        if phase is Phase.DRAW:
            return [Draw(seat, DrawSource.FACE_UP), Draw(seat, DrawSource.PILE)]
        if phase is Phase.TRUMP:
            options: list[str | None] = list(suits_of(self.rules.deck.style))
            if self.rules.no_trump:
                options.append(None)
            return [NameTrump(seat, s) for s in options]
        if phase is Phase.DISCARD:
            return [Discard(seat, cards) for cards in self.discard_options().all_discards()]
        return []

    def _must_bid(self, seat: int) -> bool:
        return self.rules.bidding.opener_must_bid and seat == self._opener and not self._opener_called

    def why_illegal(self, action: Action) -> IllegalAction | None:
        """The error ``apply`` would raise for this action, or ``None`` if it is legal."""
        try:
            self._check(action)
        except IllegalAction as error:
            return error
        return None

    # Checking --------------------------------------------------------------

    def _check(self, action: Action) -> None:
        phase = self.phase
        if phase is Phase.GAME_OVER:
            raise IllegalAction("the game is over", "game_over")
        if phase is Phase.NOT_STARTED:
            raise IllegalAction("the game has not started", "not_started")
        if action.seat != self.to_act:
            raise IllegalAction(f"it is seat {self.to_act}'s turn, not seat {action.seat}'s",
                                "not_your_turn", seat=action.seat, to_act=self.to_act)
        if not isinstance(action, _ACTIONS_OF_PHASE[phase]):
            raise IllegalAction(f"{type(action).__name__} is not possible during {phase.value}",
                                "wrong_phase", phase=phase.value, action=type(action).__name__)
        if isinstance(action, PlayCard):
            if action.card in self._tricks.legal_plays(self.hands[action.seat], self.trick):  # type: ignore[union-attr]
                return
            reason = self._tricks.why_illegal(action.card, self.hands[action.seat], self.trick)  # type: ignore[union-attr]
            if reason is not None:
                code, params = reason
                raise IllegalAction(_play_message(code, action.card, params), code, **{"card": action.card, **params})
        elif isinstance(action, Bid):
            self._check_bid(action)
        elif isinstance(action, Pass):
            if self._must_bid(action.seat):
                raise IllegalAction("the opener must bid and may not pass", "opener_must_bid")
        elif isinstance(action, NameTrump):
            self._check_trump(action)
        elif isinstance(action, Discard):
            self._check_discard(action)
        elif isinstance(action, Draw):
            if not isinstance(action.source, DrawSource):
                raise IllegalAction(f"{action.source!r} is not a draw source", "bad_source")

    def _check_bid(self, action: Bid) -> None:
        b = self.rules.bidding
        amount = action.amount
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise IllegalAction(f"a bid must be a whole number, not {amount!r}", "bid_not_number")
        if amount % b.step:
            raise IllegalAction(f"bids are multiples of {b.step}; {amount} is not", "bid_step", amount=amount, step=b.step)
        if amount < b.min:
            raise IllegalAction(f"the smallest bid is {b.min}", "bid_below_min", amount=amount, min=b.min)
        if amount > b.max:
            raise IllegalAction(f"the highest bid is {b.max}", "bid_above_max", amount=amount, max=b.max)
        if self.high_bid is not None and amount <= self.high_bid:
            raise IllegalAction(f"a bid must be above the high bid of {self.high_bid}", "bid_not_higher",
                                amount=amount, high=self.high_bid)

    def _check_trump(self, action: NameTrump) -> None:
        if action.suit is None:
            if not self.rules.no_trump:
                raise IllegalAction("no trump is not allowed under these rules", "no_trump_forbidden")
        elif action.suit not in suits_of(self.rules.deck.style):
            raise IllegalAction(f"{action.suit!r} is not a suit of this deck", "not_a_suit", suit=action.suit)

    def _check_discard(self, action: Discard) -> None:
        hand = self.hands[action.seat]
        cards = tuple(action.cards)
        size = self.rules.nest_size
        if len(cards) != size:
            raise IllegalAction(f"set aside exactly {size} cards, not {len(cards)}", "discard_count",
                                count=len(cards), size=size)
        for card in cards:
            if card not in hand:
                raise IllegalAction(f"{card} is not in that player's hand", "card_not_in_hand", card=card)
        if len(set(cards)) != len(cards):
            raise IllegalAction("a card is set aside twice", "discard_twice")
        options = self.discard_options()
        if not options.allows(cards):
            if not options.required:
                raise IllegalAction("counters may not be set aside", "discard_counter_forbidden")
            raise IllegalAction(
                "counters may not be set aside unless there are too few other cards: set aside "
                + ", ".join(str(c) for c in options.required)
                + (f" and {options.count} of " + ", ".join(str(c) for c in options.choose_from) if options.count else ""),
                "discard_shortfall", required=options.required, choose_from=options.choose_from, count=options.count,
            )

    # Applying --------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Check and perform ``action``; return the events it caused (also sent to subscribers)."""
        self._check(action)
        self.actions.append(action)
        out: list[Event] = []
        if isinstance(action, PlayCard):
            self._play(action, out)
        elif isinstance(action, Bid):
            self._emit(out, BidMade(action.seat, action.amount))
            self.auction.append((action.seat, action.amount))
            self.high_bid, self.high_bidder = action.amount, action.seat
            self._after_call(action.seat, out)
        elif isinstance(action, Pass):
            self._emit(out, Passed(action.seat))
            self.auction.append((action.seat, None))
            self._passed[action.seat] = True
            self._after_call(action.seat, out)
        elif isinstance(action, Draw):
            self._draw(action, out)
        elif isinstance(action, NameTrump):
            self.trump, self.trump_done = action.suit, True
            self._emit(out, TrumpNamed(action.seat, action.suit))
            self._continue_exchange(out)
        elif isinstance(action, Discard):
            hand = self.hands[action.seat]
            for card in action.cards:
                hand.remove(card)
            self.discards = tuple(action.cards)
            self._emit(out, Discarded(action.seat, self.discards))
            self._continue_exchange(out)
        return self._publish(out)

    def _after_call(self, seat: int, out: list[Event]) -> None:
        rules = self.rules
        n = rules.players
        if seat == self._opener:
            self._opener_called = True
        if self.high_bid is not None:
            if self.high_bid >= rules.bidding.max or all(
                self._passed[s] for s in range(n) if s != self.high_bidder
            ):
                self._win_bid(self.high_bidder, self.high_bid, False, out)  # type: ignore[arg-type]
                return
        else:
            if rules.bidding.all_pass == "dealer_forced" and all(
                self._passed[s] for s in range(n) if s != self.dealer
            ):
                self._win_bid(self.dealer, rules.bidding.min, True, out)
                return
            if all(self._passed):
                self._emit(out, Redealt(self.hand_number))
                self._deal(out)
                return
        nxt = (seat + 1) % n
        while self._passed[nxt]:
            nxt = (nxt + 1) % n
        self.to_act = nxt

    def _win_bid(self, seat: int, amount: int, forced: bool, out: list[Event]) -> None:
        self.bidder, self.bid = seat, amount
        self._emit(out, BidWon(seat, amount, forced))
        if self.rules.trump_named == "before_nest":
            self.phase, self.to_act = Phase.TRUMP, seat
        else:
            self._continue_exchange(out)

    def _continue_exchange(self, out: list[Event]) -> None:
        """After the auction, a trump call or a discard: take the nest, name trump, or start play."""
        rules = self.rules
        bidder = self.bidder
        if not self._nest_done and (self.trump_done or rules.trump_named == "after_nest"):
            self._nest_done = True
            if rules.nest_size:
                self.hands[bidder].extend(self.nest)  # type: ignore[index]
                self._emit(out, NestTaken(bidder, self.nest))  # type: ignore[arg-type]
                self.phase, self.to_act = Phase.DISCARD, bidder
                return
        if not self.trump_done:
            self.phase, self.to_act = Phase.TRUMP, bidder
            return
        self._start_play(out)

    def _start_play(self, out: list[Event]) -> None:
        rules = self.rules
        self._tricks = trick_rules(rules, self.trump)
        if rules.draw_pile and self.face_up is None and self.pile:
            self.face_up = self.pile.pop(0)
            self._emit(out, FaceUpTurned(self.face_up))
        n = rules.players
        leader = {"bidder": self.bidder, "left_of_bidder": (self.bidder + 1) % n,  # type: ignore[operator]
                  "left_of_dealer": (self.dealer + 1) % n}[rules.leader]
        self.phase, self.to_act = Phase.PLAY, leader

    def _play(self, action: PlayCard, out: list[Event]) -> None:
        seat, card = action.seat, action.card
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)
        self.trick.append(card)
        self.trick_seats.append(seat)
        self._emit(out, CardPlayed(seat, card))
        rules = self.rules
        n = rules.players
        if len(self.trick) < n:
            self.to_act = (seat + 1) % n
            return
        cards = tuple(self.trick)
        winner = self.trick_seats[self._tricks.winner_index(cards)]  # type: ignore[union-attr]
        points = sum(self._points[c] for c in cards)
        number = len(self.tricks) + 1
        self.tricks.append(CompletedTrick(number, self.trick_seats[0], cards, tuple(self.trick_seats), winner, points))
        self._emit(out, TrickWon(number, winner, cards, points))
        side = rules.side_of(winner)
        self.side_points[side] += points
        self.side_tricks[side] += 1
        self.trick, self.trick_seats = [], []
        if self.face_up is not None:
            self.phase, self.to_act = Phase.DRAW, winner
        elif self.hands[winner]:
            self.to_act = winner
        else:
            self._end_hand(out)

    def _draw(self, action: Draw, out: list[Event]) -> None:
        winner = action.seat
        other = (winner + 1) % 2
        face_up, top = self.face_up, self.pile.pop(0)
        if action.source is DrawSource.FACE_UP:
            mine, theirs, taker = face_up, top, winner
        else:
            mine, theirs, taker = top, face_up, other
        self.hands[winner].append(mine)  # type: ignore[arg-type]
        self.hands[other].append(theirs)  # type: ignore[arg-type]
        self.known[taker].append(face_up)  # type: ignore[arg-type]
        self._emit(out, CardDrawn(winner, mine, action.source.value))  # type: ignore[arg-type]
        self._emit(out, CardDrawn(other, theirs, action.source.other().value))  # type: ignore[arg-type]
        self.face_up = None
        if self.pile:
            self.face_up = self.pile.pop(0)
            self._emit(out, FaceUpTurned(self.face_up))
        self.phase, self.to_act = Phase.PLAY, winner

    def _end_hand(self, out: list[Event]) -> None:
        rules = self.rules
        last_side = rules.side_of(self.tricks[-1].winner)
        bidder_side = rules.side_of(self.bidder)  # type: ignore[arg-type]
        score = score_hand(
            rules, card_points=self.side_points, tricks=self.side_tricks, last_trick_side=last_side,
            bidder_side=bidder_side, bid=self.bid, discard_points=sum(self._points[c] for c in self.discards),  # type: ignore[arg-type]
        )
        self.totals = [t + d for t, d in zip(self.totals, score.delta)]
        self._emit(out, HandEnded(self.hand_number, self.bidder, self.bid, score.taken, score.bonuses,  # type: ignore[arg-type]
                                  score.discard_points, score.made, score.delta, tuple(self.totals)))
        winner = game_winner(rules, self.totals, bidder_side)
        if winner is not None:
            self.winner = winner
            self._emit(out, GameEnded(winner, tuple(self.totals)))
            self.phase, self.to_act = Phase.GAME_OVER, None
            return
        self.hand_number += 1
        self.dealer = (self.dealer + 1) % rules.players
        self._deal(out)

    # Views -----------------------------------------------------------------

    def view_for(self, seat: int) -> SeatView:
        """Everything ``seat`` may know, and nothing more."""
        is_bidder = seat == self.bidder
        return SeatView(
            seat=seat, rules=self.rules, names=tuple(s.name for s in self.seats), phase=self.phase,
            to_act=self.to_act, hand_number=self.hand_number, dealer=self.dealer,
            hand=tuple(self.hands[seat]), hand_sizes=tuple(len(h) for h in self.hands),
            auction=tuple(self.auction), high_bid=self.high_bid, high_bidder=self.high_bidder,
            bidder=self.bidder, bid=self.bid, trump_named=self.trump_done, trump=self.trump,
            nest=self.nest if is_bidder and self._nest_done and self.rules.nest_size else None,
            discards=self.discards if is_bidder and self.discards else None,
            face_up=self.face_up, pile_size=len(self.pile),
            trick=tuple(zip(self.trick_seats, self.trick)), tricks=tuple(self.tricks),
            known_cards=tuple(tuple(k) for k in self.known),
            side_points=tuple(self.side_points), side_tricks=tuple(self.side_tricks),
            totals=tuple(self.totals),
        )

    def clone(self) -> Game:
        """An independent copy without subscribers (for search and hints)."""
        twin = object.__new__(Game)
        twin.__dict__.update(self.__dict__)
        twin._subscribers = []
        # The clone shuffles its own copy of the random stream: a search that plays
        # past the end of a hand must not change the deals of the real game.
        twin.chance = self.chance.clone()
        twin.events = list(self.events)
        twin.actions = list(self.actions)
        twin.totals = list(self.totals)
        twin.hands = [list(h) for h in self.hands]
        twin.pile = list(self.pile)
        twin.auction = list(self.auction)
        twin._passed = list(self._passed)
        twin.trick = list(self.trick)
        twin.trick_seats = list(self.trick_seats)
        twin.tricks = list(self.tricks)
        twin.side_points = list(self.side_points)
        twin.side_tricks = list(self.side_tricks)
        twin.known = [list(k) for k in self.known]
        return twin


_ACTIONS_OF_PHASE = {
    Phase.BIDDING: (Bid, Pass), Phase.TRUMP: (NameTrump,), Phase.DISCARD: (Discard,),
    Phase.PLAY: (PlayCard,), Phase.DRAW: (Draw,),
}


def _play_message(code: str, card: Card, params: dict) -> str:
    if code == "card_not_in_hand":
        return f"{card} is not in that player's hand"
    if code == "must_follow_trump":
        return "trump was led: you must play trump"
    return f"you must follow suit ({params['suit']}){' or play the Rook' if params.get('or_rook') else ''}"


def new_game(rules: RuleSet, seed: int = 0, seats: tuple[SeatInfo, ...] | None = None) -> Game:
    """A started game: first dealer chosen and the first hand dealt."""
    game = Game(rules, seed, seats)
    game.start()
    return game
