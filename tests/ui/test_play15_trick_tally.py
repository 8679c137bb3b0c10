"""Play test round 15: each side's tricks and card points so far this hand, beside its name plates.

A play tester could not see, during a hand, how many tricks or points a side had taken (the Tricks tab
lists each trick's points but no total, which matters when trying to make the bid). Now each plate has a
small tally, "3 tricks · 35", from the first trick won until the next deal; partners show the same one.
"""

from __future__ import annotations

import re

import pytest

from rookdesk.engine.events import Dealt, Event, HandEnded, Redealt, TrickWon
from rookdesk.ui.main_window import MainWindow
from tests.ui.driver import make_window, play_until, seats, short_rules

TALLY = re.compile(r"^(\d+) \S+ · (\d+)$")


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
            side = [t for t in self.won if rules.side_of(t.winner) == rules.side_of(seat)]
            tricks = len(side)
            points = sum(t.points for t in side) + rules.trick_points * tricks
            found = TALLY.match(text)
            if found is None or (int(found[1]), int(found[2])) != (tricks, points):
                self.problems.append(f"seat {seat} shows {text!r}, not {tricks} tricks and {points} when {when}")
        self.checked += 1


@pytest.mark.parametrize("preset_name, kinds, seed", [
    ("partners-cutthroat", ["human", "easy", "easy", "easy"], 3),   # partnerships
    ("two-hand-standard", ["human", "easy"], 2),                      # points per trick, draw pile
])
def test_the_plates_count_each_sides_tricks_and_points_until_the_next_deal(qtbot, preset_name, kinds, seed):
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
