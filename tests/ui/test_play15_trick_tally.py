"""Play test round 15: each seat's tricks and card points so far this hand, beside its name plate.

A play tester could not see, during a hand, how many tricks or points a side had taken (the Tricks tab
lists each trick's points but no total, which matters when trying to make the bid). Now each plate has a
small tally, "3 tricks · 35", from the first trick won until the next deal. Partners showed their side's
one, which two testers of round 24 read as each partner having won those tricks: each plate now counts
its own seat's tricks, and the bid badge says what the bidder's partnership has taken.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QTimer

from rookdesk.engine.events import Dealt, Event, HandEnded, Redealt, TrickWon
from rookdesk.ui.main_window import MainWindow
from tests.ui.driver import make_window, play_until, seats, short_rules

TALLY = re.compile(r"^(\d+) \S+ · (\d+)$")


def taken_line(partners: str, points: int, bid: int) -> str:
    """The bid badge's last line: the partnership's points against its bid, or the bid made once reached."""
    return f"{partners}: {points}, bid made" if points >= bid else f"{partners}: {points} of {bid}"


class TallyWatch:
    """Compares the plates' tallies with the game's tricks as the table shows them (the game itself may be
    a hand ahead, waiting behind the hand's summary), after every trick and at every turn."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.problems: list[str] = []
        self.won: list[TrickWon] = []   # the tricks of the hand on the table
        self.checked = 0      # checks with a tally on show
        self.cleared = 0      # deals after a hand whose tallies were on show
        self.shown_before_deal = False
        window.controller.eventShown.connect(self.on_event)
        window.controller.turnStarted.connect(lambda *_: self.check("a turn began"))

    def on_event(self, event: Event) -> None:
        if isinstance(event, TrickWon):
            self.won.append(event)
            self.check(f"trick {event.number} was won")
        elif isinstance(event, HandEnded):
            self.shown_before_deal = any(self.window.scene.plate_tallies())
        elif isinstance(event, (Dealt, Redealt)):
            self.won = []
            tallies = self.window.scene.plate_tallies()
            if any(tallies):
                self.problems.append(f"tallies left from the last hand after the deal: {tallies}")
            elif self.shown_before_deal:
                self.cleared += 1

    def check(self, when: str) -> None:
        rules = self.window.controller.rules
        tallies = self.window.scene.plate_tallies()
        if not self.won:
            if any(tallies):
                self.problems.append(f"a tally before any trick was won when {when}: {tallies}")
            return
        for seat, text in enumerate(tallies):
            own = [t for t in self.won if t.winner == seat]
            tricks = len(own)
            points = sum(t.points for t in own) + rules.trick_points * tricks
            found = TALLY.match(text)
            if found is None or (int(found[1]), int(found[2])) != (tricks, points):
                self.problems.append(f"seat {seat} shows {text!r}, not {tricks} tricks and {points} when {when}")
        self.check_badge(when)
        self.checked += 1

    def check_badge(self, when: str) -> None:
        """With partnerships, the bid badge's last line is what the bidder's side has taken; else no such line."""
        rules, status = self.window.controller.rules, self.window.status
        lines = self.window.scene._bid_badge.lines
        if not rules.partnerships:
            if len(lines) != 2:
                self.problems.append(f"a third line on the bid badge without partnerships when {when}: {lines}")
            return
        side = rules.side_of(status.high_bidder)
        won = [t for t in self.won if rules.side_of(t.winner) == side]
        points = sum(t.points for t in won) + rules.trick_points * len(won)
        partners = f"{status.names[side]} & {status.names[side + 2]}"
        if lines[2:] != [taken_line(partners, points, status.high_bid)]:
            self.problems.append(f"the bid badge says {lines} when {when}, not that {partners} took {points}")


@pytest.mark.parametrize("preset_name, kinds, seed", [
    ("partners-cutthroat", ["human", "easy", "easy", "easy"], 3),   # partnerships
    ("two-hand-standard", ["human", "easy"], 2),                      # points per trick, draw pile
])
def test_the_plates_count_each_seats_tricks_and_points_until_the_next_deal(qtbot, preset_name, kinds, seed):
    window = make_window(qtbot)   # animations off
    watch = TallyWatch(window)
    window.start_game(short_rules(preset_name, 500), seats(kinds), seed=seed)
    play_until(qtbot, window, hands=2)
    assert not watch.problems, watch.problems[:5]
    assert watch.checked >= window.controller.rules.tricks_per_hand and watch.cleared >= 1, \
        (watch.checked, watch.cleared)


def test_the_tally_stays_behind_the_hot_seat_curtain(qtbot):
    """The counts are public: a curtain (the table rebuilt for nobody) keeps them."""
    window = make_window(qtbot)
    watch = TallyWatch(window)
    behind: list[list[str]] = []
    window.controller.curtainRequested.connect(lambda *_: (behind.append(window.scene.plate_tallies()), watch.check("a curtain came down")))
    window.start_game(short_rules("two-hand-rook", 500), seats(["human", "human"]), seed=7)
    play_until(qtbot, window, hands=1)
    assert not watch.problems, watch.problems[:5]
    assert any(all(t) for t in behind), behind


def test_plates_and_bid_badge_count_the_trick_on_show_once(qtbot):
    """Round 25: counted from the engine's word, the partnership's line ran a trick ahead of the plates while
    the won trick was on show ("75 of 130" beside plates of 65 and 0); and the banner said who had won the
    trick while the winner's plate did not count it yet. The look at the trick counts it, on the plates and
    the badge at once, and taking the trick in after the look does not count it again."""
    window = make_window(qtbot, animation_speed="fast")
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=3)
    seen: list[tuple[list[str], list[str]]] = []
    problems: list[str] = []
    totals: list[int] = []

    def look(*_args) -> None:
        seen.append((list(window.scene._bid_badge.lines), window.scene.plate_tallies()))

    def tricks_on_plates() -> list[int]:
        return [int(TALLY.match(text)[1]) if text else 0 for text in window.scene.plate_tallies()]

    def during_look(winner: int) -> None:
        look()
        counts = tricks_on_plates()
        before = totals[-1] if totals else 0
        # One more than at the last look, or the first trick of a new hand.
        if counts[winner] == 0 or sum(counts) not in (before + 1, 1):
            problems.append(f"look {len(totals) + 1}: plates count {counts} for a trick of seat {winner}")
        totals.append(sum(counts))

    def at_turn(*_args) -> None:
        look()
        if totals and not window.scene.is_animating() and sum(tricks_on_plates()) not in (totals[-1], 0):
            problems.append(f"after the look at trick {len(totals)}: plates count {tricks_on_plates()}")

    window.scene.trickShown.connect(during_look)
    window.scene.trickShown.connect(lambda _winner: QTimer.singleShot(100, look))
    window.controller.turnStarted.connect(at_turn)
    play_until(qtbot, window, hands=1)
    assert not problems, problems[:5]
    assert len(totals) >= window.controller.rules.tricks_per_hand, totals
    rules, status = window.controller.rules, window.status
    checked = 0
    for lines, tallies in seen:
        if len(lines) < 3:
            continue
        bidder = next(i for i, name in enumerate(status.names) if lines[2].startswith(name))
        side = [s for s in range(rules.players) if rules.side_of(s) == rules.side_of(bidder)]
        plates = sum(int(TALLY.match(tallies[s])[2]) for s in side if tallies[s])
        assert int(lines[2].split(": ")[1].split(" ")[0]) == plates, (lines, tallies)
        checked += 1
    assert checked >= 5, seen


def test_the_bid_badge_counts_from_the_bid_to_the_hand_s_total(qtbot, tmp_path):
    """Round 26: the partnership's line came only with the first trick, and at the hand's end it left out
    the bonuses and the nest ("130 of 135" beside a summary of 180, the bid made). It starts at 0 once the
    bid is won and ends at the hand's total, also on a table rebuilt at the summary (a resumed game)."""
    from rookdesk.engine.events import BidWon

    window = make_window(qtbot)   # animations off
    shown: list[tuple[str, list[str]]] = []
    window.controller.eventShown.connect(
        lambda e: shown.append((type(e).__name__, list(window.scene._bid_badge.lines)))
        if isinstance(e, (BidWon, HandEnded)) else None)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=3)
    play_until(qtbot, window, hands=1)
    c, status = window.controller, window.status
    end = next(e for e in c.game.events if isinstance(e, HandEnded))
    rules = c.rules
    side = rules.side_of(end.bidder)
    partners = f"{status.names[side]} & {status.names[side + 2]}"
    after_bid = next(lines for kind, lines in shown if kind == "BidWon")
    assert after_bid[2:] == [f"{partners}: 0 of {end.bid}"], after_bid
    at_end = next(lines for kind, lines in shown if kind == "HandEnded")
    total = end.taken[side] + end.bonuses[side] + end.discard_points[side]
    assert at_end[2:] == [taken_line(partners, total, end.bid)], (at_end, end)
    # Rebuilt at the summary, as a game resumed there is.
    at = c.game.events.index(end)
    c._show_empty_table(at)
    assert window.scene._bid_badge.lines[2:] == [taken_line(partners, total, end.bid)]


def test_the_bid_badge_says_the_bid_is_made_once_reached(qtbot) -> None:
    """Round 32: "West & East: 100 of 70" and then "120 of 70" read oddly."""
    from rookdesk.engine.cards import parse_card
    from rookdesk.engine.events import BidWon, CardPlayed, GameStarted, SeatInfo
    from rookdesk.engine.presets import preset
    from rookdesk.ui.card_cache import CardImageCache
    from rookdesk.ui.table import TableScene

    scene = TableScene(CardImageCache())
    scene.set_animation_speed("off")
    rules = preset("partners-cutthroat")
    names = ("South", "West", "North", "East")
    hands = tuple(tuple(parse_card(c) for c in hand) for hand in
                  (("5G", "1B"), ("10G", "14B"), ("14G", "5B"), ("1G", "10B")))
    for event in (GameStarted(rules, tuple(SeatInfo(n, "human") for n in names), 1, "test"),
                  Dealt(1, 3, hands, (), (), None), BidWon(1, 20, False)):
        scene.handle_event(event)
    assert scene._bid_badge.lines[-1] == "West & East: 0 of 20"
    assert scene._bid_badge._short_lines[-1] == "Taken: 0 of 20"
    for seat, card in enumerate(("5G", "10G", "14G", "1G")):
        scene.handle_event(CardPlayed(seat, parse_card(card)))
    scene.handle_event(TrickWon(1, 3, tuple(parse_card(c) for c in ("5G", "10G", "14G", "1G")), 40))
    assert scene._bid_badge.lines[-1] == "West & East: 40, bid made"
    assert scene._bid_badge._short_lines[-1] == "Taken: 40, bid made"
