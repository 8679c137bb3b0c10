"""Play test round 15: with animations off, a finished trick stays on the table until the next lead.

It was cleared the moment its last card was played: the person never saw that card (often the
computer's that won the trick) unless they opened View > Last trick. Now it lies where it was played,
face up, its winner marked, while the next leader decides; the person may still lead at once, by mouse
or keyboard, and a hot-seat curtain still hides every private card.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from rookdesk.engine.events import CardPlayed, Dealt, Event, HandEnded, Redealt, TrickWon
from rookdesk.engine.phases import Phase
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.table.layout import relative_seat
from tests.ui.driver import make_window, play_until, seats, short_rules


class TrickWatch:
    """Checks, through the real window, what the table shows of each trick once it is won."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.last: TrickWon | None = None
        self.played_by: dict[str, int] = {}   # card id: the seat that played it
        self.problems: list[str] = []
        self.seen_lying = 0       # turns (of anyone) that began with the last trick on show
        self.people_leading = 0   # of those, the person's own lead
        self.seen_gone = 0        # leads after which that trick had left the table
        window.controller.eventShown.connect(self.on_event)
        window.controller.turnStarted.connect(self.on_turn)

    def on_event(self, event: Event) -> None:
        scene = self.window.scene
        if isinstance(event, CardPlayed):
            if self.last is not None:   # the next trick is led: the last one is taken in
                left = [c.id for c in self.last.cards if scene.card_item(c.id) is not None]
                if left:
                    self.problems.append(f"{left} still on the table after the lead of {event.card.id}")
                self.seen_gone += 1
                self.last = None
            self.played_by[event.card.id] = event.seat
        elif isinstance(event, TrickWon):
            self.last = event
            self.check_lying("the trick was won")
        elif isinstance(event, HandEnded) and self.last is not None:
            # The hand's summary is shown on a clear table: the last trick does not peek out from under it.
            left = [c.id for c in self.last.cards if scene.card_item(c.id) is not None]
            if left:
                self.problems.append(f"{left} still on the table under the hand's summary")
            self.last = None
        elif isinstance(event, (Dealt, Redealt)):
            self.last = None

    def on_turn(self, seat: int, choice) -> None:
        game = self.window.controller.game
        if self.last is None or game.trick:
            return
        self.seen_lying += 1
        leads = choice.view.phase is Phase.PLAY   # else a draw from the pile first: the trick stays meanwhile
        person = leads and self.window.controller.inputs[seat].is_human
        self.people_leading += person
        if person and self.window.scene.is_animating():
            self.problems.append("the table holds the person's input while the last trick lies there")
        self.check_lying(f"seat {seat} is to lead")

    def check_lying(self, when: str) -> None:
        """The won trick's cards are in the scene, face up, each where its player's card lies in a trick
        (seen from the seat at the bottom); its winner marked."""
        scene = self.window.scene
        trick = self.last
        assert trick is not None
        players = self.window.controller.game.rules.players
        for card in trick.cards:
            seat = self.played_by[card.id]
            item = scene.card_item(card.id)
            if item is None or not item.isVisible() or not item.is_face_up or item.opacity() < 1.0:
                self.problems.append(f"{card.id} not face up on the table when {when}")
                continue
            bottom = scene.viewer()
            if bottom is None:
                continue   # behind a curtain: where the cards lie is not on show
            pose = scene.table_layout().trick_pose(relative_seat(seat, bottom, players))
            if (item.pos() - QPointF(pose.x, pose.y)).manhattanLength() > 0.5:
                self.problems.append(f"{card.id} is not where {seat}'s card lies in a trick when {when}")
        winner = self.window.controller.names[trick.winner]
        shown = scene.trick_winner_shown()
        if shown is None or shown[1] != f"{winner} wins the trick":
            self.problems.append(f"winner not marked when {when}: {shown}")


@pytest.mark.parametrize("preset_name, kinds, seed", [
    ("partners-cutthroat", ["human", "easy", "easy", "easy"], 3),
    ("two-hand-standard", ["human", "easy"], 2),   # draws from the pile come between a trick and the lead
])
def test_a_won_trick_lies_on_the_table_until_the_next_lead(qtbot, preset_name, kinds, seed):
    window = make_window(qtbot)   # animations off
    watch = TrickWatch(window)
    window.start_game(short_rules(preset_name, 500), seats(kinds), seed=seed)
    tally = play_until(qtbot, window, hands=1)   # the person plays by drag, clicks, double-click and keys
    assert not watch.problems, watch.problems[:5]
    tricks = window.controller.rules.tricks_per_hand
    assert watch.seen_gone >= tricks - 1 and watch.seen_lying >= tricks - 1, (watch.seen_gone, watch.seen_lying)
    # The person led with the last trick still on show (the table taking their input at once).
    assert watch.people_leading >= 1 and sum(tally.plays.values()) >= 5


def test_the_last_trick_is_still_there_when_the_hot_seat_curtain_lifts(qtbot):
    """The curtain comes up at once after the trick (nothing is held with animations off): the next
    person finds it on the table when they come, and every private card was hidden meanwhile (the
    driver checks that behind each curtain)."""
    window = make_window(qtbot)
    watch = TrickWatch(window)
    lifted_on_a_won_trick: list[bool] = []

    def after_lift(_seat: int) -> None:
        if watch.last is not None and not window.controller.game.trick:
            lifted_on_a_won_trick.append(True)
            watch.check_lying("the curtain was lifted")

    window.controller.curtainLifted.connect(after_lift)
    window.start_game(short_rules("two-hand-rook", 500), seats(["human", "human"]), seed=7)
    tally = play_until(qtbot, window, hands=1)
    assert tally.curtains > 0 and lifted_on_a_won_trick, (tally.curtains, lifted_on_a_won_trick)
    assert not watch.problems, watch.problems[:5]
