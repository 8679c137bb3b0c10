"""The card table: a ``QGraphicsScene`` that shows the game from one seat.

The scene keeps its own model of where every card is (:mod:`state`), fed only
by engine events or a seat view, and draws it with :mod:`layout`. Each event
becomes one step of the animation queue; the model changes when its step
starts, so the picture always follows the story in order.

Privacy: a card is shown face up only in the viewer's hand, in the trick, or
as the draw pile's face-up card. Every other card is a back, and its face
pixmap is never even made.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsScene

from rookdesk.engine.cards import parse_card
from rookdesk.engine.events import (CardPlayed, Dealt, DealerDrawn, Event, GameEnded, GameStarted, HandEnded, Redealt,
                                    TrickWon, TrumpNamed)
from rookdesk.engine.nest import discard_options
from rookdesk.engine.phases import Phase
from rookdesk.engine.rules import RuleSet
from rookdesk.engine.tricks import high_card_seat
from rookdesk.engine.views import SeatView
from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.i18n import local_seat_name
from rookdesk.ui.table import animation as anim
from rookdesk.ui.table.animation import AnimationQueue, move_animation, shortest_rotation
from rookdesk.ui.table.card_item import RING, CardItem
from rookdesk.ui.table.decor import REFUSE_RED, Badge, CountLabel, DropZone, NamePlate, TrickBanner
from rookdesk.ui.table.felt import Felt
from rookdesk.ui.table.interaction import Press, TableInput
from rookdesk.ui.table.layout import Pose, Rect, SeatPlace, Side, TableLayout, compute_layout, relative_seat
from rookdesk.ui.table.pixmaps import TablePixmaps
from rookdesk.ui.table.sorting import hand_order_key
from rookdesk.ui.table.state import Call, TableState, Zone
from rookdesk.ui.texts import arg, first_names, side_name, tr

IDLE_BUDGET_S = 0.008   # render work per event-loop turn, so the table never stutters
KNOWN_SPREAD = 3   # a face-up card in another's hand takes the room of this many backs
# The note over a card refused (see _show_refusal): how long it stays, its distance from the table's edges
# and the smallest it may be (smaller, the status line says the reason alone).
REFUSAL_MS = 4000
REFUSAL_MARGIN = 6.0
REFUSAL_LEAST_HEIGHT = 18.0


@dataclass(frozen=True, slots=True)
class Target:
    """Where a card should be and how it should look."""

    zone: Zone
    pose: Pose
    width: int
    face_up: bool
    z: float
    opacity: float = 1.0


class TableScene(TableInput, QGraphicsScene):
    """The table as the shell sees it: events in, card choices out (see docs in ui-contract)."""

    cardActivated = Signal(str)
    illegalCardTried = Signal(str, str)
    keyWithheld = Signal(str)   # a key did nothing, for the reason given (see FRESH_MARK_SECONDS)
    drawChosen = Signal(str)
    discardSelectionChanged = Signal(list)
    # A finished trick's turn on the table: after its last card has landed (said then, not while that card
    # was still in the air at slow speed, round 24). Its winner's seat.
    trickShown = Signal(int)
    animationsFinished = Signal()

    def __init__(self, card_cache: CardImageCache, parent=None) -> None:
        super().__init__(parent)
        self._cache = card_cache
        self._pixmaps = TablePixmaps(card_cache)
        self._waiting: dict[int, CardItem] = {}   # items showing a stand-in pixmap
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.setInterval(0)
        self._idle.timeout.connect(self._idle_work)
        self._rules: RuleSet | None = None
        self._names: list[str] = []
        self._state = TableState(4)
        self._viewer: int | None = 0
        self._bottom = 0
        self._own_plate_low = False   # asked for the bottom plate at the table's edge while its hand is empty
        self._items: dict[str, CardItem] = {}
        self._shuffle: dict[str, float] = {}
        self._random = random.Random()
        self._queue = AnimationQueue(self)
        self._queue.idle.connect(self.animationsFinished)
        self._playable: dict[str, str | None] | None = None
        self._discard_count: int | None = None
        self._selected: list[str] = []
        self._draw_choice = False
        self._draw_wanted: str | None = None   # the draw a click during a trick's look asked for
        self._draw_pressed: str | None = None   # the draw the mouse was pressed on, taken on its release there
        self._dim = True
        self._look = "classic"
        self._felt = Felt()
        self._dpr = 1.0
        self._turn: int | None = None
        self._focus: str | None = None
        # The keyboard's card as the table put it there at a turn's start, not chosen by the person:
        # a click drops it, so a single click on that card chooses it as on any other (see mousePressEvent).
        self._focus_placed = False
        self._focus_placed_at = 0.0   # time.monotonic() when the table placed it
        self._last_focus: str | None = None   # the keyboard's card last turn: marked again while in hand
        # The person plays by keyboard: a key on the table, or Tab moved the focus in the window (see
        # _on_focus_changed), since the last click on the table. Only then does a turn start with a
        # card marked for Enter.
        self._keys_in_use = False
        self._game_over = False   # the plates drop the last hand's notes (see _call_text)
        self._bid_lines: list[str] = []   # the bid badge's bid and trump lines, as the window says them
        self._short_bid_lines: list[str] = []   # the same with the bidder's first name
        self._hand_end: HandEnded | None = None   # the hand on the table is over: its score (see _taken)
        self._widest_tally: tuple[RuleSet | None, str] = (None, "")   # see _widest_tally_text
        self._hot_seat = False    # several people at the screen (see set_hot_seat)
        self._keyboard_here = True   # False while a panel's button has the keyboard: the card's ring hides
        self._press: Press | None = None
        self._plates: list[NamePlate] = []
        self._bid_badge = Badge()
        self._score_badge = Badge(align_right=True)
        self._drop_zone = DropZone()
        self._pile_count = CountLabel()
        self._nest_count = CountLabel()   # as the pile has: a new player could not tell the heap's size (round 33)
        self._trick_banner = TrickBanner()
        # Why the card just tried may not be played, over the person's plate for a moment: on the status line alone
        # the reason was missed by a tester whose eyes were on the card flying back (round 32).
        self._refusal_note = TrickBanner(edge=REFUSE_RED)
        self._refusal_note.setZValue(2500)   # over the hand's cards
        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.timeout.connect(self.hide_refusal)
        self.illegalCardTried.connect(self._show_refusal)
        self._trick_winner: str | None = None   # the card marked as the winner of the trick on show
        self._winner_z = 0.0                    # its stacking order before it was raised
        # The draw for the first deal on show: each seat's card before it, and who deals (None: a tie).
        self._draw_items: list[CardItem] = []
        self._draw_winner: int | None = None
        for item in (self._bid_badge, self._score_badge, self._drop_zone, self._pile_count, self._nest_count,
                     self._trick_banner, self._refusal_note):
            self.addItem(item)
        self.setSceneRect(0, 0, 800, 600)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # cards move a lot
        self._layout = compute_layout(800, 600, 4)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)

    # Public API ----------------------------------------------------------------

    def new_game(self, rules: RuleSet, names: Sequence[str]) -> None:
        """Clear the table for a new game of ``rules`` with these seat names."""
        self._queue.clear()
        self._hide_dealer_draw()
        self._rules = rules
        self._names = list(names)
        if self._pixmaps.configure(style=rules.deck.style):
            self._refresh_pixmaps()
        self._state = TableState(rules.players)
        self._hand_end = None
        self._clear_items()
        self._playable, self._discard_count, self._selected = None, None, []
        self._draw_choice, self._focus, self._turn, self._press = False, None, None, None
        self._draw_pressed = None
        self._focus_placed, self._last_focus = False, None
        self._game_over = False
        if self._viewer is not None and self._viewer >= rules.players:
            self._viewer = 0
        self._bottom = min(self._bottom, rules.players - 1)
        for plate in self._plates:
            self.removeItem(plate)
        self._plates = [NamePlate(name) for name in self._names]
        for plate in self._plates:
            self.addItem(plate)
        self._relayout()

    def set_viewer(self, seat: int | None) -> None:
        """Show ``seat``'s hand face up at the bottom; ``None`` hides every hand."""
        if seat is None:
            # Hide first, before anything else can paint: privacy does not wait.
            self._viewer = None
            for item in self._items.values():
                if item.is_face_up and not self._is_public(item.key):
                    item.set_face_up(False)
            self._queue.fast_forward()
        else:
            self._queue.fast_forward()
            self._viewer = seat
            self._bottom = seat
        self._settle()

    def face_seat(self, seat: int) -> None:
        """Turn the table so ``seat`` sits at the bottom, every hand hidden as it is (a hot-seat curtain
        for that seat: the table left turned to the last game's person put a computer there)."""
        if seat != self._bottom and self._viewer is None and 0 <= seat < self._players():
            self._queue.fast_forward()
            self._bottom = seat
            self._update_plates()
            self._settle()

    def set_turn(self, seat: int | None) -> None:
        """Mark the seat to act (a glowing name plate with an arrow); ``None``: nobody."""
        self._turn = seat
        self._update_plates()

    def handle_event(self, event: Event) -> None:
        """Queue the table change (and its animation) of one engine event."""
        self._draw_wanted = None   # a draw clicked for during a trick's look is not carried past a move
        if isinstance(event, GameStarted):
            self.new_game(event.rules, [local_seat_name(s.name) for s in event.seats])
            return
        if isinstance(event, DealerDrawn):
            self._queue.enqueue(lambda factor, e=event: self._show_dealer_draw(e, factor), self._hide_dealer_draw)
            return
        if isinstance(event, TrickWon):
            # Everyone gets a moment to see the full trick and its winner before it slides away.
            self._queue.enqueue(lambda factor, e=event: self._show_trick_winner(e, factor), self._hide_trick_winner)
        self._queue.enqueue(lambda factor, e=event: self._run_event(e, factor), self._settle)

    def sync(self, view: SeatView | None, hand_sizes: Sequence[int], trick: Sequence[tuple[int, str]],
             face_up: str | None, pile_size: int, nest_size_on_table: int,
             last_trick: Sequence[tuple[int, str]] = (), last_winner: int | None = None,
             public: SeatView | None = None, drawn: str | None = None) -> None:
        """Rebuild the table at once from a state (``view`` None: every hand hidden). ``last_trick``: the
        trick just won by ``last_winner`` while no card of the next one is down; it is on show as after its
        last card (round 25: resumed at "take a card", the trick just won was gone with animations on): a
        moment, its winner marked, then taken in (round 34: after an undo it lay there until the next card,
        which play had never shown); until the next lead with animations off or in hot-seat. ``public``: with every
        hand hidden, what anyone at the table may see (``engine.views.public_view``): the trump, the
        calls, the dealer and the tricks taken stay on the table behind a curtain. ``drawn``: the card the
        viewer took unseen from the pile and still holds, marked as from the pile."""
        self._queue.clear()
        self._hide_dealer_draw()
        self._hand_end = None   # rebuilt from a seat's view, which has no hand's score
        players = len(hand_sizes)
        if self._rules is None and view is not None:
            self._rules = view.rules
        old = self._state
        seen = view if view is not None else public
        discards: Sequence[str] | int = len(old.discards) if nest_size_on_table == 0 else 0
        trump, trump_known = (old.trump, old.trump_known) if seen is None else (seen.trump, seen.trump_named)
        if view is not None:
            self._viewer = self._bottom = view.seat
            if view.phase is Phase.GAME_OVER:
                discards = []   # the last hand is over: its nest is no longer on the table (a redo showed it)
            elif view.discards:
                discards = [c.id for c in view.discards]
            elif view.bidder is not None and view.phase in (Phase.PLAY, Phase.DRAW) and view.rules.nest_size:
                discards = view.rules.nest_size
        else:
            self._viewer = None
        known = [[c.id for c in cards] for cards in seen.known_cards] if seen is not None else old.known
        # Rebuilt behind a hot-seat curtain too: the bidder's cards from the nest keep their band.
        from_nest = [c.id for c in view.nest] if view is not None and view.nest and not view.discards else []
        self._state.sync(players, self._viewer, [c.id for c in view.hand] if view else None, hand_sizes,
                         list(trick), face_up, pile_size, nest_size_on_table, discards, trump, trump_known,
                         known, from_nest, () if trick else list(last_trick), last_winner,
                         (self._viewer, drawn) if drawn is not None and self._viewer is not None else None)
        if seen is not None:
            self._game_over = seen.phase is Phase.GAME_OVER
            self._sync_tally(seen)
            self._sync_calls(seen)
        self._settle()
        if self._state.last_trick and not self._rests_tricks():
            self._queue.enqueue(self._hold_last_trick, self._hide_trick_winner)
            self._queue.enqueue(self._take_in_last_trick, self._settle)

    def set_playable(self, reasons: Mapping[str, str | None] | None) -> None:
        self._playable = dict(reasons) if reasons is not None else None
        self.hide_refusal()   # about the turn before
        if self._playable is None:
            self._focus = None
        self._apply_marks()

    def set_discard_mode(self, count: int | None) -> None:
        self._discard_count = count
        self._selected = []
        # Nor the card last pointed at: after the exchange the keyboard's first card to play was the Rook the
        # person had looked at while setting cards aside (round 33), not the first playable one.
        self._focus, self._last_focus = None, None
        self._apply_marks()
        if count is not None:
            self.discardSelectionChanged.emit([])

    def set_draw_choice(self, active: bool) -> None:
        self._draw_choice = active
        self._apply_marks()
        wanted, self._draw_wanted = self._draw_wanted, None
        if active and wanted is not None:
            # Asked for by a click during the look at the trick before (see mousePressEvent); after the
            # controller has finished offering the draw.
            def take() -> None:
                if self._draw_choice:
                    self.drawChosen.emit(wanted)

            QTimer.singleShot(0, self, take)

    def set_animation_speed(self, speed: str) -> None:
        self._queue.set_speed(speed)
        for item in self._items.values():
            item.lift_ms = self._lift_ms()
        if speed == "off":
            self._queue.fast_forward()
            self._settle()

    def set_hot_seat(self, on: bool) -> None:
        """Several people share the screen: a won trick stays lying until the next lead (see _rests_tricks)."""
        self._hot_seat = on

    def _rests_tricks(self) -> bool:
        """Whether a won trick stays lying until the next lead: with animations off, which have no hold
        to show it, the trick's last card (often a computer's) was never seen; in hot-seat, where the
        curtain for the next person cut the hold short and they met an empty table (round 19)."""
        return self._queue.speed is anim.Speed.OFF or self._hot_seat

    def _lift_ms(self) -> int:
        return round(anim.LIFT_MS * self._queue.speed.factor)

    def set_dim_illegal(self, on: bool) -> None:
        self._dim = on
        self._apply_marks()

    def set_card_look(self, look: str) -> None:
        if look != self._look:
            self._look = look
            if self._pixmaps.configure(look=look):
                self._refresh_pixmaps()

    def set_table_colour(self, colour: str) -> None:
        if self._felt.set_colour(colour):
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_status_badges(self, bid_text: str, trump_text: str, scores_text: str,
                          short_bid_text: str | None = None, short_scores_text: str | None = None) -> None:
        """The corner badges' texts; the short ones name the players by their first names, for a badge
        too small for the whole names."""
        self._bid_lines = [bid_text, trump_text]
        self._short_bid_lines = [bid_text if short_bid_text is None else short_bid_text, trump_text]
        self._show_bid_badge()
        short_scores = scores_text if short_scores_text is None else short_scores_text
        self._score_badge.set_lines(scores_text.splitlines(), short_scores.splitlines())

    def show_hand_score(self, event: HandEnded) -> None:
        """The hand on the table ended with this score (the table rebuilt at its summary)."""
        self._hand_end = event
        self._show_bid_badge()

    def _show_bid_badge(self) -> None:
        taken = self._taken()
        if taken is None:
            self._bid_badge.set_lines(self._bid_lines, self._short_bid_lines)
            return
        points, bid, side = taken
        lines = [self._taken_line(side, points, bid), self._taken_line(None, points, bid)]
        # The badge keeps room for the widest the line becomes this hand, so that neither its size nor the
        # names in it change with each trick: the most it can read below the bid, or three digits once made.
        below, made = max(0, bid - 1), int("8" * max(3, len(str(bid)), len(str(points))))
        metrics = QFontMetricsF(QFont())
        room = [max(self._taken_line(names, below, bid), self._taken_line(names, made, bid),
                    key=metrics.horizontalAdvance) for names in (side, None)]
        self._bid_badge.set_lines([*self._bid_lines, lines[0]], [*self._short_bid_lines, lines[1]],
                                  [*self._bid_lines, room[0]], [*self._short_bid_lines, room[1]])

    def _taken(self) -> tuple[int, int, str] | None:
        """What the bidder's partnership has taken so far this hand, its bid and its name, counted as the
        plates count (round 25: counted from the engine's word, it ran a trick ahead of the plates during
        the look at the trick), from the bid won on (round 26: it came only with the first trick). Only for
        partnerships: where a side is one player its plate says it all."""
        state, rules = self._state, self._rules
        won = next(((seat, amount) for seat, (call, amount) in enumerate(state.calls) if call is Call.WON), None)
        if rules is None or not rules.partnerships or won is None or self._game_over:
            return None
        bidder, bid = won
        side = [seat for seat in range(len(state.won_tricks)) if rules.side_of(seat) == rules.side_of(bidder)]
        points = sum(state.won_points[s] + rules.trick_points * state.won_tricks[s] for s in side)
        if self._hand_end is not None:
            # The hand's total, its bonuses and the nest's points included, as its summary says (round 26:
            # "130 of 135" read as a bid missed beside a summary of 180 and the bid made).
            points = self._hand_end.hand_totals[rules.side_of(bidder)]
        return points, bid, side_name(rules, self._names, rules.side_of(bidder))

    @staticmethod
    def _taken_line(side: str | None, points: int, bid: int) -> str:
        """The bid badge's line of points taken against the bid. Without ``side``, the short form for a
        badge too small for the side's names: the bid above it says whose it is (round 31: "Bartholomew &
        East: 30 of 145" took the whole badge down to 8 px, "Trump: Green" with it)."""
        # Reached, the bid is made whatever follows (a side's points only grow): "100 of 70" read oddly (round 32).
        if side is None:
            if points >= bid:   # the bid itself is on the line above
                return arg(tr("Taken: %1, bid made", "the bid badge, under the bid: the points the bidder and "
                                                     "partner took this hand, which reach their bid"), points)
            return arg(tr("Taken: %1 of %2", "the bid badge, under the bid: the points the bidder and partner "
                                             "took this hand, of their bid"), points, bid)
        if points >= bid:
            return arg(tr("%1: %2, bid made", "the bid badge: the points the bidder and partner took this hand, "
                                              "which reach their bid"), side, points)
        # "Ann & Cy: 35 of 110": short enough for the badge's size beside the scores' three lines.
        return arg(tr("%1: %2 of %3", "the bid badge: the points the bidder and partner took this hand, of their bid"),
                   side, points, bid)

    def is_animating(self) -> bool:
        return self._queue.is_busy()

    def card_item(self, card_id: str) -> CardItem | None:
        return self._items.get(card_id)

    def visible_face_up_cards(self) -> set[str]:
        return {key for key, item in self._items.items() if item.is_face_up and item.isVisible()}

    def drop_target_rect(self) -> QRectF:
        r = self._layout.drop_rect
        return QRectF(r.x, r.y, r.w, r.h)

    # Extras for the shell and tests --------------------------------------------

    def hand_counts(self) -> list[int]:
        """Card items in each seat's hand (after the animations so far)."""
        return [sum(1 for k in hand if k in self._items) for hand in self._state.hands]

    def hand_keys(self, seat: int) -> list[str]:
        """The keys of a seat's hand in screen order (left to right for the viewer)."""
        return self._ordered_hand(seat)

    def selected_discards(self) -> list[str]:
        return list(self._selected)

    def viewer(self) -> int | None:
        return self._viewer

    def table_layout(self) -> TableLayout:
        return self._layout

    def set_table_size(self, width: float, height: float, dpr: float | None = None) -> None:
        """The view's viewport size (and device pixel ratio): the layout re-runs at once."""
        changed_dpr = dpr is not None and round(dpr, 3) != round(self._dpr, 3)
        if changed_dpr:
            self._dpr = round(float(dpr), 3)  # type: ignore[arg-type]
            self._pixmaps.configure(dpr=self._dpr)
            self._refresh_pixmaps()
        if (width, height) == (self.sceneRect().width(), self.sceneRect().height()) and not changed_dpr:
            return
        self.setSceneRect(0, 0, width, height)
        # Cards in flight aim at the old layout, so their movement ends at once. A finished trick on
        # show stays on show, and the steps queued behind still play, on the new layout: ending them
        # all let a resize of two pixels (a panel below growing) skip the look at who won a trick.
        if not isinstance(self._queue.current(), anim.Hold):
            self._queue.finish_current(go_on=False)
        self._relayout()
        self._show_trick_winner_again()
        self._place_dealer_draw()
        self._queue.go_on()

    def is_rendering(self) -> bool:
        """Exact card images or masters are still being rendered in idle time."""
        return self._idle.isActive() or bool(self._waiting)

    def focused_card(self) -> str | None:
        return self._focus

    def set_keyboard_here(self, here: bool) -> None:
        """The table gained or lost the keyboard inside the window; its card keeps its place meanwhile."""
        if here != self._keyboard_here:
            self._keyboard_here = here
            self._apply_marks()

    def focus_card(self, card_id: str) -> bool:
        """Make ``card_id`` the keyboard's card (a hint), so Enter plays or picks it; False if it may not be."""
        if card_id not in self._candidates():
            return False
        self._choose_focus(card_id)
        return True

    def return_focus(self, card_id: str) -> None:
        """``card_id`` came back to the hand (Undo took it back): the keyboard's card again, if the person
        plays by keyboard. The reloaded table had forgotten it, and the mark went to the hand's first card."""
        self._last_focus = card_id
        if self._focus_placed and card_id in self._candidates():
            self._focus = card_id
            self._apply_marks()

    def _choose_focus(self, card_id: str | None) -> None:
        """The person (arrows, a click) or a hint made ``card_id`` the keyboard's card."""
        self._focus, self._focus_placed = card_id, False
        self._apply_marks()

    def _has_keyboard(self) -> bool:
        return any(view.hasFocus() for view in self.views())

    def _place_focus(self, candidates: list[str]) -> None:
        """Keep the keyboard's card among the cards it may be on; with none, mark one for a keyboard player.

        Before the first arrow no card showed the keyboard, so Enter's card and the arrows' use were a
        guess. Only for someone playing by keyboard (see ``_keys_in_use``): a ring on a card that the
        mouse player did not choose reads as advice. Hidden behind a hot-seat curtain: no viewer, no cards.
        """
        if self._focus in candidates:
            self._last_focus = self._focus
            return
        self._focus, self._focus_placed = None, False
        if candidates and self._keys_in_use and self._keyboard_here and self._has_keyboard():
            self._focus = self._last_focus if self._last_focus in candidates else candidates[0]
            self._focus_placed, self._focus_placed_at = True, time.monotonic()

    # Layout ----------------------------------------------------------------------

    def _players(self) -> int:
        return self._rules.players if self._rules else len(self._state.hands) or 4

    def _relayout(self) -> None:
        self.hide_refusal()   # it points at a card that is about to move
        rect = self.sceneRect()
        draw_pile = bool(self._rules and self._rules.draw_pile)
        self._layout = compute_layout(rect.width(), rect.height(), self._players(), draw_pile)
        lay = self._layout
        self._bid_badge.set_geometry(lay.bid_badge)
        self._score_badge.set_geometry(lay.score_badge)
        self._drop_zone.set_geometry(lay.drop_rect)
        self._update_plates()
        self._settle()

    def _rel(self, seat: int) -> int:
        return relative_seat(seat, self._bottom, self._players())

    def lower_own_plate(self, low: bool) -> bool:
        """Put the bottom seat's name plate (and its tally) at the table's bottom edge, where its hand
        lay, while that hand is empty; or back over the hand. For a results card too tall for the room
        between the plates, which hid "South" and "5 tricks · 60" (round 37: 800x600 with the score sheet
        docked). Whether the plate is low now."""
        if low != self._own_plate_low:
            self._own_plate_low = low
            self._update_plates()
        return self._own_plate_is_low()

    def _own_plate_is_low(self) -> bool:
        hands = self._state.hands
        return self._own_plate_low and not (self._bottom < len(hands) and hands[self._bottom])

    def own_plate_rect(self) -> Rect:
        """Where the bottom seat's name plate is now (see :meth:`lower_own_plate`)."""
        return self._seat_place(0).plate

    def _seat_place(self, rel: int) -> SeatPlace:
        place = self._layout.seats[rel]
        if rel != 0 or not self._own_plate_is_low():
            return place
        lay, plate = self._layout, place.plate
        return replace(place, plate=Rect(plate.x, lay.height - lay.margin - plate.h, plate.w, plate.h))

    def _update_plates(self) -> None:
        lay = self._layout
        n = self._players()
        widest = self._widest_tally_text()
        short = first_names(self._names)
        for seat, plate in enumerate(self._plates):
            if seat >= n:
                continue
            place = self._seat_place(self._rel(seat))
            plate.set_tally(self._tally_text(seat), widest)
            plate.set_geometry(place.plate, place.side, place.plate_room, place.free_left, place.free_right,
                               self._hand_edge(seat))
            plate.set_text(self._names[seat] if seat < len(self._names) else "", self._call_text(seat),
                           short[seat] if seat < len(short) else "", self._own_call_text(seat))
            plate.set_active(self._turn == seat)
        self._keep_tallies_apart(self._plates[:n], middle_cards(lay, self._rules.nest_size if self._rules else 0))
        self._show_bid_badge()   # its partnership count goes with the plates' counts

    @staticmethod
    def _keep_tallies_apart(plates: Sequence[NamePlate], middle: Sequence[QRectF] = ()) -> None:
        """A top seat's tally that would lie beside its plate on a neighbouring plate or tally goes under
        the plate, where that is clear of the cards in the middle (``middle``), else onto that seat's own
        hand (round 21, and four testers before: on the hand it covered the cards). With five or six players
        every seat's but the viewer's goes onto its hand: between two plates of the crowded top row a tally
        read as the neighbour's (and the top seats' covered each other's plates). Decided from where the
        tallies would lie beside their plates, then set once: a plate sent back and forth at every event kept
        the window's layout busy."""
        crowded = len(plates) >= 5
        off = [crowded and plate.side is not Side.BOTTOM for plate in plates]
        if not crowded:
            TableScene._share_gaps(plates)
            for i, j in itertools.combinations([k for k, plate in enumerate(plates) if plate.tally], 2):
                a, b = plates[i], plates[j]
                tally_a, tally_b = a.beside_tally_scene_rect(), b.beside_tally_scene_rect()
                if tally_a.intersects(b.plate_scene_rect()) or tally_b.intersects(a.plate_scene_rect()) \
                        or tally_a.intersects(tally_b):
                    off[i] = off[i] or a.side is Side.TOP
                    off[j] = off[j] or b.side is Side.TOP
        for plate, away in zip(plates, off):
            # Under the plate's middle, or lined up with one of its ends, where that is clear of the cards.
            off_edge = away or not plate.tally_fits_beside()
            ways = ("centre", "left", "right") if off_edge and not crowded and plate.side is Side.TOP else ()
            under = next((way for way in ways
                          if not any(plate.under_tally_scene_rect(way).intersects(card) for card in middle)), "")
            plate.set_tally_off_level(away, under)

    @staticmethod
    def _share_gaps(plates: Sequence[NamePlate]) -> None:
        """Two tallies that would meet in the gap between their plates share it, each up to the middle:
        each took the whole gap, and the top seat's, found to lie on its neighbour's, went onto its own
        hand on a table narrowed by the score sheet (round 30). Each shrinks to its half (to 8 px at the
        least); where even that does not fit, the tally goes off the level as before."""
        with_tally = [plate for plate in plates if plate.tally]
        for _ in range(len(with_tally)):   # a tally moved to its plate's other side may meet another there
            shared = False
            for a, b in itertools.combinations(with_tally, 2):
                if a.plate_scene_rect().center().x() > b.plate_scene_rect().center().x():
                    a, b = b, a   # a on the left
                plate_a, plate_b = a.plate_scene_rect(), b.plate_scene_rect()
                if plate_a.right() >= plate_b.left() or not a.beside_tally_scene_rect().intersects(
                        b.beside_tally_scene_rect()) or not (a.tally_between(b) and b.tally_between(a)):
                    continue
                middle = (plate_a.right() + plate_b.left()) / 2
                a.narrow_free(right=middle)
                b.narrow_free(left=middle)
                shared = True
            if not shared:
                return

    def _hand_edge(self, seat: int) -> float | None:
        """A side seat's hand's edge toward the table's middle (None for the others, or no cards)."""
        lay = self._layout
        rel = self._rel(seat)
        side = lay.seats[rel].side
        count = len(self._state.hands[seat]) if seat < len(self._state.hands) else 0
        box = lay.hand_rect(rel, count) if side in (Side.LEFT, Side.RIGHT) and count else None
        if box is None:
            return None
        return box.right if side is Side.LEFT else box.x

    def _call_text(self, seat: int) -> str:
        """A plate's note: the seat's call, and whether it dealt (all hand long: the auction starts at
        the dealer's left, and the dealer may be held to the minimum bid). None once the game is over:
        "dealer · bid 105" beside the game-over card read as if a hand were still under way."""
        if self._game_over:
            return ""
        said = self._own_call_text(seat)
        if seat != self._state.dealer:
            return said
        return arg(self.tr("dealer · %1", "a name plate's note: the dealer, then its call"), said) if said \
            else self.tr("dealer")

    def _tally_text(self, seat: int) -> str:
        """The tricks and points the seat itself took so far this hand, as the rules count them: card
        points, plus the points per trick where the rules give some (the nest's points and the bonuses
        come only at the end). A partnership's total is on the bid badge: the same side's count beside
        both partners read as each of them having won those tricks (round 24, two testers). Empty until
        the hand's first trick is won."""
        state, rules = self._state, self._rules
        if rules is None or not any(state.won_tricks) or seat >= len(state.won_tricks):
            return ""
        tricks = state.won_tricks[seat]
        return self._tally_format(tricks, state.won_points[seat] + rules.trick_points * tricks)

    def _widest_tally_text(self) -> str:
        """The longest tally a seat could show this hand (every trick and every counter), which decides
        where each plate's tally goes: decided from the tally itself, a side seat's tab hopped from one side
        of its plate to the other as the count grew (round 25)."""
        rules = self._rules
        if rules is None:
            return ""
        if self._widest_tally[0] is not rules:   # counted once per game: it walks the deck
            tricks = rules.tricks_per_hand
            self._widest_tally = (rules, self._tally_format(tricks, rules.counter_points + rules.trick_points * tricks))
        return self._widest_tally[1]

    def _tally_format(self, tricks: int, points: int) -> str:
        return arg(self.tr("%n tricks · %1", "a name plate's tally: tricks and card points taken this hand",
                           tricks), points)

    def upper_tallies_bottom(self) -> float:
        """The lowest edge of the tallies lying just under the name plates of the seats round the top and
        sides of the table (0 where none does): a results card placed below the plates alone covered them
        on a table narrowed by the score sheet (round 34). Not with five or six players, whose tallies lie on
        the hands round the table: a card kept clear of those would hide the bottom plate instead."""
        bottom = 0.0
        if self._players() >= 5:
            return bottom
        for plate in self._plates[:self._players()]:
            if plate.side is Side.BOTTOM or not plate.tally:
                continue
            own, tally = plate.plate_scene_rect(), plate.tally_scene_rect()
            if tally.top() < own.bottom() + own.height():   # beside or just under it, not far down its hand
                bottom = max(bottom, tally.bottom())
        return bottom

    def plate_tallies(self) -> list[str]:
        """Each seat's plate tally as shown ("" where none)."""
        return [plate.tally for plate in self._plates]

    def _own_call_text(self, seat: int) -> str:
        if seat >= len(self._state.calls):
            return ""
        call, amount = self._state.calls[seat]
        if call is Call.BID:
            return self.tr("bids %1").replace("%1", str(amount))
        if call is Call.PASSED:
            return self.tr("passed")
        if call is Call.WON:
            return self.tr("bid %1").replace("%1", str(amount))
        return ""

    def _sync_tally(self, view: SeatView) -> None:
        tricks, points = [0] * view.rules.players, [0] * view.rules.players
        for trick in view.tricks:
            tricks[trick.winner] += 1
            points[trick.winner] += trick.points
        self._state.set_won(tricks, points)

    def _sync_calls(self, view: SeatView) -> None:
        self._state.dealer = view.dealer
        calls: list[tuple[Call, int | None]] = [(Call.NONE, None)] * view.rules.players
        if view.bidder is not None and view.bid is not None:
            calls[view.bidder] = (Call.WON, view.bid)
        else:
            for seat, amount in view.auction:
                calls[seat] = (Call.PASSED, None) if amount is None else (Call.BID, amount)
        self._state.calls = calls
        self._update_plates()

    # Targets -----------------------------------------------------------------------

    def _is_public(self, key: str) -> bool:
        state = self._state
        return (key == state.face_up or any(k == key for _, k in state.trick) or any(k == key for _, k in state.leaving)
                or any(k == key for _, k in state.last_trick) or any(key in seen for seen in state.known))

    def _shuffle_key(self, key: str) -> float:
        value = self._shuffle.get(key)
        if value is None:
            value = self._shuffle[key] = self._random.random()
        return value

    def _sort_key(self, key: str) -> tuple[int, float]:
        state = self._state
        order = hand_order_key(key, self._rules, state.trump_known, state.trump)
        return order if order is not None else (99, self._shuffle_key(key))

    def _ordered_hand(self, seat: int) -> list[str]:
        hand = self._state.hands[seat] if seat < len(self._state.hands) else []
        if self._viewer is not None and seat == self._viewer:
            return sorted(hand, key=self._sort_key)
        # Hidden hands in a random order: where a card leaves a hand must tell nothing. Cards everyone
        # saw go in lie last, on top, where their faces can be read, in the order they came (a new one
        # slotted in among them moved the others).
        seen = self._state.known[seat] if seat < len(self._state.known) else []
        return sorted(hand, key=lambda key: (1, seen.index(key)) if key in seen else (0, self._shuffle_key(key)))

    def _targets(self) -> dict[str, Target]:
        lay = self._layout
        state = self._state
        out: dict[str, Target] = {}
        for seat in range(len(state.hands)):
            rel = self._rel(seat)
            keys = self._ordered_hand(seat)
            width = lay.card_w if rel == 0 else lay.small_w
            face = self._viewer is not None and seat == self._viewer
            # A card everyone saw go into a hand (the draw pile's face-up card) shows in it face up, with
            # the room of KNOWN_SPREAD cards so that the next one does not hide its index: in a small hand.
            # The bottom hand's cards leave their indices in sight anyway, as a face-up hand does (round 26:
            # the hand under a hot-seat curtain stood its seen cards a card's width and more apart).
            seen = state.known[seat] if seat < len(state.known) else []
            spread = [KNOWN_SPREAD if key in seen and not face and rel != 0 else 1 for key in keys]
            slots = lay.hand_poses(rel, sum(spread))
            poses, slot = [], -1
            for room in spread:
                slot += room
                poses.append(slots[slot])
            # Side hands overlap downward on both sides of the table, so they look alike.
            upward = lay.seats[rel].side is Side.RIGHT
            for i, (key, pose) in enumerate(zip(keys, poses)):
                if key in seen and not face and 90 < pose.rotation % 360 < 270:
                    # Turned to read the right way up for the viewer: upside down a 9 reads as a 6.
                    pose = Pose(pose.x, pose.y, pose.rotation - 180)
                out[key] = Target(Zone.HAND, pose, width, face or key in seen, 100 + (len(keys) - i if upward else i))
        for i, (key, pose) in enumerate(zip(state.nest, lay.nest_poses(len(state.nest)))):
            out[key] = Target(Zone.NEST, pose, lay.table_w, False, 50 + i)
        for i, (key, pose) in enumerate(zip(state.pile, lay.pile_poses(len(state.pile)))):
            # The top card (index 0) lies on top.
            out[key] = Target(Zone.PILE, pose, lay.table_w, False, 80 - i * 0.01)
        if state.face_up is not None:
            out[state.face_up] = Target(Zone.FACE_UP, lay.face_up_pose(), lay.table_w, True, 90)
        for i, (key, pose) in enumerate(zip(state.discards, lay.discard_poses(len(state.discards)))):
            out[key] = Target(Zone.DISCARD, pose, lay.mini_w, False, 40 + i)
        for i, (seat, key) in enumerate(state.trick or state.last_trick):
            pose = lay.trick_pose(self._rel(seat), self._jitter(key))
            out[key] = Target(Zone.TRICK, pose, lay.table_w, True, 300 + i)
        for i, (seat, key) in enumerate(state.leaving):
            x, y = lay.seat_point(self._rel(seat))
            out[key] = Target(Zone.LEAVING, Pose(x, y, 0.0), lay.table_w, True, 300 + i, opacity=0.0)
        return out

    @staticmethod
    def _jitter(key: str) -> float:
        """A small fixed tilt per card, so the trick looks dropped, not printed."""
        return ((sum(map(ord, key)) * 37) % 13 - 6) * 0.9

    def _stock_tips(self) -> dict[str, str]:
        """What the face-down heaps are, by card: two of them lie side by side in a two-handed game, and
        a new player could not tell the nest from the draw pile (round 30)."""
        state = self._state
        tips = dict.fromkeys(state.nest, self.tr("The nest: the winner of the bidding takes these cards and "
                                                 "sets aside as many."))
        tips.update(dict.fromkeys(state.discards, self.tr("The cards the bidder set aside from their hand.")))
        tips.update(dict.fromkeys(state.pile, self.tr("The draw pile: each trick's winner takes the face-up "
                                                      "card or the top one of this pile.")))
        if state.face_up is not None:
            tips[state.face_up] = self.tr("Face up on the draw pile: the winner of the next trick may take it.")
        return tips

    def _pile_label(self) -> None:
        """The counts under the draw pile and the nest (while they hold cards)."""
        lay = self._layout
        pile = len(self._state.pile) if self._rules and self._rules.draw_pile else 0
        self._place_count(self._pile_count, pile, self.tr("Cards left in the draw pile: %1"), lay.pile_x, lay.pile_y)
        self._place_count(self._nest_count, len(self._state.nest), self.tr("Cards in the nest: %1"),
                          lay.nest_x, lay.nest_y)

    def _place_count(self, label: CountLabel, count: int, tip: str, x: float, y: float) -> None:
        """``label`` under the heap of ``count`` cards centred at (x, y); hidden for none."""
        label.setVisible(bool(count))
        if count:
            lay = self._layout
            label.set_text(str(count), max(16.0, lay.plate_h * 0.8))
            label.setToolTip(arg(tip, count))
            label.setPos(x, y + lay.table_h / 2 + lay.plate_h * 0.3)

    # Items ------------------------------------------------------------------------

    def _pixmap(self, item: CardItem) -> QPixmap:
        pixmap, exact = self._pixmaps.quick(item.shown_id, item.card_width)
        item.stand_in = not exact
        if not exact:
            self._waiting[id(item)] = item
        self._idle.start()
        return self._pixmaps.dimmed(pixmap) if item.dimmed else pixmap

    def _refresh_pixmaps(self) -> None:
        self._waiting.clear()
        for item in self._items.values():
            item.refresh()

    def _idle_work(self) -> None:
        """Replace stand-ins by exact renders, then prepare masters, within a small budget."""
        start = time.perf_counter()
        while self._waiting and time.perf_counter() - start < IDLE_BUDGET_S:
            _, item = self._waiting.popitem()
            if item.scene() is not self or not item.stand_in:
                continue
            pixmap = self._pixmaps.exact(item.shown_id, item.card_width)
            item.set_pixmap(self._pixmaps.dimmed(pixmap) if item.dimmed else pixmap)
        if not self._waiting:
            # Masters only for faces already on show (and the back): never a hidden face.
            shown = {item.shown_id for item in self._items.values()}
            for card in shown:
                if time.perf_counter() - start >= IDLE_BUDGET_S:
                    break
                if not self._pixmaps.has_master(card):
                    self._pixmaps.make_master(card)
            if any(not self._pixmaps.has_master(card) for card in shown):
                self._idle.start()
                return
        if self._waiting:
            self._idle.start()

    def _make_item(self, key: str, target: Target, at: Pose | None = None) -> CardItem:
        item = CardItem(key, target.width, self._pixmap)
        item.lift_ms = self._lift_ms()
        pose = at or target.pose
        item.setPos(pose.x, pose.y)
        item.setRotation(pose.rotation)
        item.setZValue(target.z)
        self.addItem(item)
        self._items[key] = item
        return item

    def _remove_item(self, key: str) -> None:
        item = self._items.pop(key, None)
        if item is not None:
            self._waiting.pop(id(item), None)
            if self._press is not None and self._press.item is item:
                self._press = None
            self.removeItem(item)
            item.deleteLater()

    def _clear_items(self) -> None:
        for key in list(self._items):
            self._remove_item(key)
        self._shuffle.clear()

    def _apply_renames(self) -> None:
        for old, new in self._state.pop_renames():
            item = self._items.pop(old, None)
            if item is None:
                continue
            item.rename(new)
            self._items[new] = item
            self._shuffle[new] = self._shuffle_key(old)

    def _settle(self) -> None:
        """Put every card exactly where the model says, at once."""
        if not isinstance(self._queue.current(), anim.Hold):
            self._hide_trick_winner()
        self._state.clear_leaving()
        self._apply_renames()
        targets = self._targets()
        for key in [k for k in self._items if k not in targets]:
            self._remove_item(key)
        for key, target in targets.items():
            item = self._items.get(key) or self._make_item(key, target)
            if self._press is not None and self._press.dragging and self._press.item is item:
                continue
            item.set_width(target.width)
            item.set_face_up(target.face_up)
            item.setScale(1.0)
            item.setOpacity(target.opacity)
            item.setPos(target.pose.x, target.pose.y)
            item.setRotation(target.pose.rotation)
            item.setZValue(target.z)
        self._mark_last_trick()
        self._pile_label()
        self._update_plates()
        self._apply_marks()

    # Event steps -----------------------------------------------------------------------

    def _run_event(self, event: Event, factor: float) -> QAbstractAnimation | None:
        """Apply one event to the model and build its animation (``factor`` 0: none)."""
        if isinstance(event, (Dealt, Redealt)):
            self._clear_items()
        rests = isinstance(event, TrickWon) and (factor == 0 or self._hot_seat) and self._rests_tricks()
        if rests:
            self._state.rest_trick(event)
        else:
            self._state.apply(event)
        if isinstance(event, GameEnded):
            self._game_over = True
        elif isinstance(event, HandEnded):
            self._hand_end = event
        elif isinstance(event, (Dealt, Redealt)):
            self._hand_end = None
        if not self._state.last_trick:
            self._hide_trick_winner()   # a trick left lying was taken in (no hold runs now: this step does)
        self._apply_renames()
        self._update_plates()
        if factor == 0:
            return None
        if isinstance(event, Dealt):
            return self._deal_animation(factor)
        if isinstance(event, TrickWon):
            return None if rests else self._animate_to_targets(anim.TRICK_SLIDE_MS * factor, scale_leaving=0.55)
        duration = {CardPlayed: anim.PLAY_MS, TrumpNamed: anim.SORT_MS}.get(type(event), anim.MOVE_MS)
        return self._animate_to_targets(duration * factor)

    def _show_trick_winner(self, event: TrickWon, factor: float) -> QAbstractAnimation | None:
        """Mark the winning card, say who won, count it on the winner's plate, and hold the trick (not at
        all with animations off)."""
        self._state.count_trick(event)
        self._update_plates()
        self.trickShown.emit(event.winner)
        if factor == 0 or not self._show_winner(self._state.trick, event.winner):
            return None
        return anim.hold(round(anim.TRICK_PAUSE_MS * self._queue.speed.hold_factor))

    def _hold_last_trick(self, factor: float) -> QAbstractAnimation | None:
        """The look at a trick on show after a rebuild, as at its last card (see ``sync``)."""
        return anim.hold(round(anim.TRICK_PAUSE_MS * self._queue.speed.hold_factor)) if factor else None

    def _take_in_last_trick(self, factor: float) -> QAbstractAnimation | None:
        self._state.take_in_last_trick()
        return self._animate_to_targets(anim.TRICK_SLIDE_MS * factor, scale_leaving=0.55) if factor else None

    def _mark_last_trick(self) -> None:
        """A finished trick left lying shows its winner as the hold does, until the next lead."""
        state = self._state
        if state.last_trick and state.last_winner is not None:
            self._show_winner(state.last_trick, state.last_winner)

    def _show_winner(self, trick: Sequence[tuple[int, str]], winner: int) -> bool:
        """Ring the winner's card of ``trick`` and say who won; False if that card is not on the table."""
        key = next((k for seat, k in trick if seat == winner), None)
        item = self._items.get(key) if key is not None else None
        if item is None:
            return False
        self._trick_winner = key
        item.set_winner(True)
        name = self._names[winner] if winner < len(self._names) else ""
        self._mark_trick_winner(item, arg(self.tr("%1 wins the trick"), name))
        self._trick_banner.setVisible(True)
        return True

    def _show_dealer_draw(self, event: DealerDrawn, factor: float) -> QAbstractAnimation | None:
        """The draw for the first deal: each seat's card face up before it, and who deals or that the
        highest cards tied (then another draw follows). Not shown with animations off (the status line
        says it)."""
        self._hide_dealer_draw()
        if factor == 0 or self._rules is None:
            return None
        for card in event.cards:
            item = CardItem(card.id, self._layout.table_w, self._pixmap)
            item.set_face_up(True)
            self.addItem(item)
            self._draw_items.append(item)
        self._draw_winner = high_card_seat(event.cards, self._rules)
        self._place_dealer_draw()
        return anim.hold(round(anim.DEALER_DRAW_MS * self._queue.speed.hold_factor))

    def _place_dealer_draw(self) -> None:
        """Lay the drawn cards round the middle of the table, each toward its seat (again after a resize)."""
        if not self._draw_items:
            return
        lay = self._layout
        for seat, item in enumerate(self._draw_items):
            pose = lay.draw_pose(self._rel(seat))
            item.set_width(lay.table_w)
            item.setPos(pose.x, pose.y)
            item.setRotation(pose.rotation)
            item.setZValue(300 + seat)
        winner = self._draw_winner
        if winner is None:
            text = self.tr("A tie for the highest card: everyone draws again")
            item = self._draw_items[0]
        else:
            name = self._names[winner] if winner < len(self._names) else ""
            text = arg(self.tr("%1 drew the highest card and deals"), name)
            item = self._draw_items[winner]
            item.set_winner(True)
        banner = self._trick_banner
        banner.set_text(text, max(20.0, lay.plate_h * 0.9))
        banner.setPos(*self._banner_point(item, banner.width, banner.boundingRect().height(), self._draw_items))
        banner.point_at(item.sceneBoundingRect() if winner is not None else None)
        banner.setVisible(True)

    def _hide_dealer_draw(self) -> None:
        items, self._draw_items, self._draw_winner = self._draw_items, [], None
        if not items:
            return
        self._trick_banner.setVisible(False)
        for item in items:
            self._waiting.pop(id(item), None)
            self.removeItem(item)
            item.deleteLater()

    def dealer_draw_shown(self) -> tuple[list[str], str] | None:
        """(the drawn cards by seat, the banner's text) while the draw for the first deal is on show."""
        if not self._draw_items:
            return None
        return [item.key for item in self._draw_items], self._trick_banner.text

    def _mark_trick_winner(self, item: CardItem, text: str) -> None:
        """The winning card on top of the trick, so its ring and face are seen whole, unless that would
        hide another card's index (North's ringed card over South's at 800x600); the label beside."""
        others = [i for i in self._trick_items() if i is not item]
        self._winner_z = item.zValue()
        reach = item.mapToScene(item.card_rect().adjusted(-RING, -RING, RING, RING))   # the card and its ring
        above = [i for i in others if i.zValue() > item.zValue()]
        if not any(reach.intersects(corner) for other in above for corner in other.index_corner_shapes()):
            item.setZValue(max((i.zValue() for i in others), default=item.zValue()) + 1)
        banner = self._trick_banner
        banner.set_text(text, max(20.0, self._layout.plate_h * 0.9))
        banner.setPos(*self._banner_point(item, banner.width, banner.boundingRect().height()))
        banner.point_at(item.sceneBoundingRect())

    def _show_trick_winner_again(self) -> None:
        """After a new layout during the look at a won trick (which put every card at its resting place)."""
        item = self._items.get(self._trick_winner) if self._trick_winner is not None else None
        if item is not None and self._trick_banner.isVisible():
            item.setZValue(self._winner_z)   # marked again from its place in the trick, not from on top
            self._mark_trick_winner(item, self._trick_banner.text)

    def _trick_items(self) -> list[CardItem]:
        return [self._items[k] for _, k in self._state.trick or self._state.last_trick if k in self._items]

    def _banner_point(self, item: CardItem, banner_w: float, banner_h: float,
                      group: Sequence[CardItem] | None = None) -> tuple[float, float]:
        """Where the winner's label hides least: the trick's (or ``group``'s) cards' index corners above
        all, then other cards, name plates and badges; of the places that hide as little, the one nearest
        the winning card (always right of the trick, the label read as the right-hand seat's, round 24).
        Tried: just below the trick, across the winning card's lower edge, above the trick, beside it,
        beside or above it level with the winning card, just below or above the winning card (centred on
        it or flush with either of its sides), right beside the winning card (level with its middle, foot or head)."""
        lay = self._layout
        trick = list(group) if group is not None else self._trick_items()
        area = QRectF(item.sceneBoundingRect())
        for other in trick:
            area = area.united(other.sceneBoundingRect())
        win = item.sceneBoundingRect()
        gap = lay.gap
        half_w, half_h = banner_w / 2, banner_h / 2
        candidates = [
            (area.center().x(), area.bottom() + half_h),
            (win.center().x(), area.bottom() + half_h),
            (win.center().x(), win.bottom() - lay.table_h * 0.12),
            (area.center().x(), area.top() - half_h),
            (area.left() - half_w - gap, area.center().y()),
            (area.right() + half_w + gap, area.center().y()),
            (area.left() - half_w - gap, win.center().y()),
            (area.right() + half_w + gap, win.center().y()),
            (win.center().x(), area.top() - half_h),
            *((x, y) for y in (win.bottom() + half_h, win.top() - half_h)
              for x in (win.center().x(), win.left() + half_w, win.right() - half_w)),
            *((x, y) for y in (win.center().y(), win.bottom() - half_h, win.top() + half_h)
              for x in (win.left() - half_w - gap, win.right() + half_w + gap)),
        ]
        corners = [c for card in trick for c in card.index_corners()]
        shown = [i for i in self._items.values() if i.isVisible() and i.opacity() > 0] + list(group or ())
        cards = [i.sceneBoundingRect() for i in shown if i.is_face_up]
        # A card back hides nothing to read: the label may lie over the nest or a hand beside its winner.
        backs = [i.sceneBoundingRect() for i in shown if not i.is_face_up]
        fixed = [QRectF(r.x, r.y, r.w, r.h) for r in (*(s.plate for s in lay.seats), lay.bid_badge,
                                                       lay.score_badge)]
        fixed += [plate.tally_scene_rect() for plate in self._plates if plate.tally]
        for count in (self._pile_count, self._nest_count):   # the heaps' counts (round 28: covered at 960x540)
            if count.isVisible():
                fixed.append(count.sceneBoundingRect())

        def cost(point: tuple[float, float]) -> float:
            box = QRectF(point[0] - half_w, point[1] - half_h, banner_w, banner_h)
            hidden = 20 * _overlap(box, corners) + _overlap(box, cards) + 0.2 * _overlap(box, backs) \
                + 5 * _overlap(box, fixed)
            # Nearness to the winning card outweighs a corner of a card back, never a card's index.
            return hidden + 2 * math.hypot(point[0] - win.center().x(), point[1] - win.center().y())

        return min((self._inside(p, half_w, half_h) for p in candidates), key=cost)

    def _inside(self, point: tuple[float, float], half_w: float, half_h: float) -> tuple[float, float]:
        """A banner centre moved so the whole banner stays on the table."""
        lay = self._layout
        x = min(max(point[0], half_w + lay.margin), lay.width - half_w - lay.margin)
        y = min(max(point[1], half_h + lay.margin), lay.height - half_h - lay.margin)
        return x, y

    def _hide_trick_winner(self) -> None:
        self._trick_banner.setVisible(False)
        key, self._trick_winner = self._trick_winner, None
        item = self._items.get(key) if key is not None else None
        if item is not None:
            item.set_winner(False)
            item.setZValue(self._winner_z)

    def _show_refusal(self, key: str, reason: str) -> None:
        """Say ``reason`` over the person's name plate, pointing at the card ``key`` where it is near, for
        REFUSAL_MS (in a smaller type where the table is narrow; where even that would not fit, the status
        line says it alone)."""
        item = self._items.get(key)
        if item is None or not reason:
            return
        note, width = self._refusal_note, self.sceneRect().width()
        size = max(20.0, self._layout.plate_h * 0.9)
        note.set_text(reason, size)
        if note.width > width - 2 * REFUSAL_MARGIN:
            note.set_text(reason, size * (width - 2 * REFUSAL_MARGIN) / note.width)
        if note.width > width - 2 * REFUSAL_MARGIN or note.boundingRect().height() < REFUSAL_LEAST_HEIGHT:
            self.hide_refusal()
            return
        # Just over the person's own name plate, toward where the card would have gone (over the hand it hid
        # the cards' corners, over the plate the name whose turn it is).
        card, plate = item.sceneBoundingRect(), self._layout.seats[0].plate
        half, height = note.width / 2, note.boundingRect().height()
        x = min(max(plate.x + plate.w / 2, REFUSAL_MARGIN + half), width - REFUSAL_MARGIN - half)
        note.setPos(x, max(REFUSAL_MARGIN + height / 2, plate.y - height / 2 - REFUSAL_MARGIN))
        note.point_at(card)
        note.setVisible(True)
        self._refusal_timer.start(REFUSAL_MS)

    def hide_refusal(self) -> None:
        self._refusal_timer.stop()
        self._refusal_note.setVisible(False)

    def refusal_shown(self) -> str | None:
        """The reason on show over a card just refused, if any."""
        return self._refusal_note.text if self._refusal_note.isVisible() else None

    def set_trick_label_covered(self, covered: bool) -> None:
        """Leave the won trick's label out while something lies over the table (the hot-seat curtain)."""
        self._trick_banner.setOpacity(0.0 if covered else 1.0)

    def trick_winner_shown(self) -> tuple[str, str] | None:
        """(winning card, banner text) while a finished trick is held on the table (or, with animations
        off, lies there until the next lead), else None."""
        if self._trick_winner is None or not self._trick_banner.isVisible():
            return None
        return self._trick_winner, self._trick_banner.text

    def _deal_animation(self, factor: float) -> QAbstractAnimation:
        targets = self._targets()
        deck = self._layout.deck_pose()
        lay = self._layout
        group = QParallelAnimationGroup()
        # Deal round-robin: each seat's next card in turn, as a dealer would.
        order: list[str] = []
        hands = [self._ordered_hand(s) for s in range(len(self._state.hands))]
        longest = max((len(h) for h in hands), default=0)
        for i in range(longest):
            for seat_hand in hands:
                if i < len(seat_hand):
                    order.append(seat_hand[i])
        order += [k for k in targets if k not in order]
        for n, key in enumerate(order):
            target = targets[key]
            item = self._make_item(key, Target(target.zone, deck, lay.table_w, False, 500 + n), at=deck)
            item.set_face_up(False)
            width = max(target.width, lay.table_w)
            item.set_width(width)
            item.setScale(lay.table_w / width)
            end_rot = shortest_rotation(0.0, target.pose.rotation)
            group.addAnimation(move_animation(
                item, QPointF(target.pose.x, target.pose.y), end_rot,
                round(anim.DEAL_FLIGHT_MS * factor), round(n * anim.DEAL_STAGGER_MS * factor),
                scale=target.width / width))
        return group

    def _animate_to_targets(self, duration: float, scale_leaving: float = 1.0) -> QAbstractAnimation | None:
        """Move every card whose place changed to its new place (new cards appear there)."""
        targets = self._targets()
        group = QParallelAnimationGroup()
        ms = max(1, round(duration))
        for key, target in targets.items():
            item = self._items.get(key)
            if item is None:
                self._make_item(key, target)
                self._items[key].set_face_up(target.face_up)
                continue
            pose = target.pose
            same_place = (abs(item.pos().x() - pose.x) < 0.5 and abs(item.pos().y() - pose.y) < 0.5
                          and abs((item.rotation() - pose.rotation + 180) % 360 - 180) < 0.5)
            if same_place and item.card_width == target.width and target.opacity == item.opacity():
                if item.is_face_up != target.face_up:
                    item.set_face_up(target.face_up)
                continue
            if not target.face_up or target.zone is not Zone.HAND:
                # Hide at once; show at once on the table. Cards reaching a hand turn on arrival.
                item.set_face_up(target.face_up)
            old_w = item.card_width
            if old_w != target.width:
                # Keep the bigger pixmap in flight and shrink by scale: never blow a small one up.
                big = max(old_w, target.width)
                start_scale = item.scale() * old_w / big
                item.set_width(big)
                item.setScale(start_scale)
                end_scale = target.width / big
            else:
                end_scale = None
            if target.zone is Zone.LEAVING:
                end_scale = (end_scale or 1.0) * scale_leaving
            item.setZValue(target.z + 1000)
            group.addAnimation(move_animation(
                item, QPointF(pose.x, pose.y), shortest_rotation(item.rotation(), pose.rotation), ms,
                scale=end_scale, opacity=target.opacity if target.opacity != item.opacity() else None))
        for key in [k for k in self._items if k not in targets]:
            item = self._items[key]
            group.addAnimation(move_animation(item, item.pos(), item.rotation(), ms, opacity=0.0))
        self._pile_label()
        if group.animationCount() == 0:
            group.deleteLater()
            return None
        return group

    # Marks: what the viewer may do -------------------------------------------------

    def _viewer_hand(self) -> list[str]:
        if self._viewer is None or self._viewer >= len(self._state.hands):
            return []
        return self._ordered_hand(self._viewer)

    def _candidates(self) -> list[str]:
        """Cards the keyboard focus walks over, left to right."""
        if self._draw_choice:
            return [k for k in (self._state.face_up, self._pile_top()) if k is not None]
        hand = self._viewer_hand()
        if self._discard_count is not None:
            blocked = self._discard_blocked()
            return [k for k in hand if k not in blocked]
        if self._playable is None:
            return []
        return [k for k in hand if k in self._playable and self._playable[k] is None]

    def _discard_blocked(self) -> dict[str, str]:
        """The viewer's cards the rules forbid setting aside now, each with the reason."""
        if self._discard_count is None or self._rules is None:
            return {}
        hand = self._viewer_hand()
        try:
            cards = [parse_card(k) for k in hand]
        except ValueError:
            return {}   # a hand the table does not know card by card: nothing to check
        options = discard_options(self._rules, cards)
        allowed = {c.id for c in options.required + options.choose_from}
        if options.required:
            reason = self.tr("Only your lowest counters may be set aside, as you have too few other cards.")
        else:
            reason = self.tr("Counters may not be set aside under these rules.")
        return {k: reason for k in hand if k not in allowed}

    def _seen_face_up_tip(self) -> str:
        """A card the viewer took face up: who has seen it (round 34: "everyone", with one other player)."""
        others = [name for seat, name in enumerate(self._names) if seat != self._viewer]
        if len(others) == 1:
            return arg(self.tr("Taken face up: %1 has seen it"), others[0])
        return self.tr("Taken face up: everyone has seen it")

    def _pile_top(self) -> str | None:
        return self._state.pile[0] if self._state.pile else None

    def _apply_marks(self) -> None:
        hand = set(self._viewer_hand())
        lift = self._layout.lift
        discard = self._discard_count is not None
        playable = self._playable
        self._place_focus(self._candidates())
        choices = {k for k in (self._state.face_up, self._pile_top()) if k is not None} if self._draw_choice else set()
        blocked = self._discard_blocked()
        full = self._discard_full()
        # The viewer's card from the pile (nobody else's: another hand's is face down anyway).
        drawn = self._state.drawn[1] if self._state.drawn is not None and self._state.drawn[0] == self._viewer else None
        # The viewer's cards taken face up, which everyone saw (round 32: nothing told them from the others).
        viewer = self._viewer
        shown = set(self._state.known[viewer]) if viewer is not None and viewer < len(self._state.known) else set()
        pile_tip = {drawn: self.tr("From the pile")} if drawn is not None else {}
        pile_tip.update({key: self._seen_face_up_tip() for key in shown})
        stock_tips = self._stock_tips()
        for key, item in self._items.items():
            in_hand = key in hand
            dim = False
            tip = ""
            hover = 0.0
            if in_hand and discard and key in blocked:
                dim = self._dim
                tip = blocked[key]
            elif in_hand and discard and full and key not in self._selected:
                # Enough cards are chosen: another does not rise under the pointer, and says why not.
                tip = self._discard_refusal(key) or ""
            elif in_hand and discard:
                hover = lift
                tip = self.tr("From the nest") if key in self._state.from_nest else ""
            elif in_hand and playable is not None:
                reason = playable.get(key, self.tr("not playable now"))
                if reason is None:
                    hover = lift
                    tip = pile_tip.get(key, "")
                else:
                    dim = self._dim
                    tip = reason
            elif in_hand and key in pile_tip:   # while it is not the person's turn as well (round 21: "is it from the nest?")
                tip = pile_tip[key]
            elif not in_hand:
                tip = stock_tips.get(key, "")
            item.interactive = in_hand and (discard or playable is not None)
            item.set_dimmed(dim)
            item.setToolTip(tip)
            item.set_selected_card(discard and key in self._selected)
            item.set_hover_lift(hover)
            # One focus mark at a time: after Tab to a panel's button only that button shows it.
            item.set_focused(key == self._focus and self._keyboard_here)
            item.set_choice(key in choices)
            nest_card = discard and key in self._state.from_nest
            item.set_banded(in_hand and (nest_card or key in pile_tip), seen=key in shown and not nest_card)
            item.setCursor(Qt.CursorShape.PointingHandCursor if (item.interactive or key in choices)
                           else Qt.CursorShape.ArrowCursor)

    # Painting ------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        self._felt.paint(painter, rect, self.sceneRect())


def middle_cards(lay: TableLayout, nest_size: int) -> list[QRectF]:
    """Where cards lie in the middle of the table: each seat's trick card (turned a little at most), the
    nest and the ``nest_size`` cards set aside."""
    def card(x: float, y: float, w: float, h: float) -> QRectF:
        spare = h * 0.1   # a card turned a few degrees by the trick's jitter reaches a little further
        return QRectF(x - w / 2 - spare, y - h / 2 - spare, w + 2 * spare, h + 2 * spare)

    rects = [card(pose.x, pose.y, lay.table_w, lay.table_h) for pose in map(lay.trick_pose, range(lay.players))]
    rects.append(card(lay.nest_x, lay.nest_y, lay.table_w, lay.table_h))
    rects += [card(pose.x, pose.y, lay.mini_w, lay.mini_h) for pose in lay.discard_poses(nest_size)]
    return rects


def _overlap(box: QRectF, rects: Sequence[QRectF]) -> float:
    """The area of ``box`` that lies over ``rects`` (summed)."""
    total = 0.0
    for rect in rects:
        common = box.intersected(rect)
        if not common.isEmpty():
            total += common.width() * common.height()
    return total
