"""Random house rules played through the real window: any rule set Preferences accepts deals, bids,
takes the nest, plays and scores a hand on the table, with the table in order all the way.

The engine's property tests cover the rules; these cover the table's side of them: every panel a
rule set can call for (forced bids, a redeal, trump before the nest, no nest, a draw pile with its
face-up card, counters that may not be set aside), for two to six players at the smallest and the
default window size.
"""

from __future__ import annotations

import itertools

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRectF

from rookdesk.engine.phases import Phase
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.table import CardItem
from rookdesk.ui.table.decor import Badge
from tests.ai.strategies import rule_sets

from .driver import Tally, make_window, step, watch_privacy

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")


def table_in_order(window: MainWindow) -> None:
    """Every card and plate lies on the table, no two name plates cover each other, and the cards on the
    table are the deck less the ones the engine has put out of sight (the stock's and the nest's own)."""
    scene = window.scene
    bounds = scene.sceneRect()
    for item in scene.items():
        if item.isVisible() and item.opacity() > 0:
            box = item.sceneBoundingRect()
            assert bounds.adjusted(-1, -1, 1, 1).contains(box), (type(item).__name__, box, bounds)
    plates = [plate for plate in scene._plates if plate.isVisible()]
    for a, b in itertools.combinations(plates, 2):
        overlap = a.sceneBoundingRect().intersected(b.sceneBoundingRect()).adjusted(1, 1, -1, -1)
        assert not overlap.isValid(), ("plates or their tallies overlap", a.name, a.tally, b.name, b.tally)
    badges = [item.sceneBoundingRect() for item in scene.items() if isinstance(item, Badge) and item.isVisible()]
    for plate in plates:
        for badge in badges:
            assert not plate.tally_scene_rect().intersected(badge).adjusted(1, 1, -1, -1).isValid(), \
                ("a tally on a badge", plate.name, plate.tally)
    # Each card of the trick shows its index corner: a later card may lie over the rest of it.
    trick = [scene.card_item(key) for _, key in scene._state.trick]
    for i, item in enumerate(trick):
        box = item.sceneBoundingRect()
        corner = QRectF(box.left(), box.top(), box.width() * 0.22, box.height() * 0.2)
        for later in trick[i + 1:]:
            assert not later.sceneBoundingRect().contains(corner), ("a trick card's index is covered", item.key)
    game = window.controller.game
    cards = [i for i in scene.items() if isinstance(i, CardItem)]
    assert len(cards) <= game.rules.deck_size, (len(cards), game.rules.deck_size)
    if game.phase in (Phase.DISCARD, Phase.DRAW, Phase.PLAY):
        # (After a hand's last card the engine has dealt the next one while the table shows the summary.)
        for seat, hand in enumerate(game.hands):
            assert len(scene.hand_keys(seat)) == len(hand), (seat, scene.hand_keys(seat), hand)


def play_one_hand(qtbot, window: MainWindow, turns: int, after_move=None) -> Tally:
    """Answer the people's decisions through the widgets until the hand's summary (or the game's end),
    with privacy checked at every turn and ``after_move`` called once the table settles after each card."""
    problems = watch_privacy(window)
    tally = Tally()
    for turn in range(turns):
        done = step(qtbot, window, tally, turn)
        assert not problems, problems[0]
        if done in ("summary", "over"):
            return tally
        if after_move is not None and done in ("play", "discard"):
            qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=5000)
            after_move()
    raise AssertionError(f"no hand ended: {tally}")


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(rules=rule_sets(players=(2, 3, 4, 5, 6)), seed=st.integers(0, 2**16),
       size=st.sampled_from([(800, 600), (1100, 780)]))
def test_a_hand_of_random_house_rules_plays_through_the_window(qtbot, rules, seed, size) -> None:
    """A person and computers: the table in order at every card, the hand scored on the sheet."""
    window = make_window(qtbot)
    try:
        window.resize(*size)
        people = [SeatSetup(NAMES[0], "human")] + [SeatSetup(n, "easy") for n in NAMES[1:rules.players]]
        window.start_game(rules, people, seed=seed)
        play_one_hand(qtbot, window, 1500, lambda: table_in_order(window))
        # One hand scored, on the sheet as in the engine.
        game, model = window.controller.game, window.score_model
        assert model.rowCount() == 1
        sides = game.rules.sides
        totals = [model.index(0, model.columnCount() - sides + s).data() for s in range(sides)]
        assert [int(str(t).replace("\u2212", "-")) for t in totals] == list(game.totals), (totals, game.totals)
    finally:
        window.close()   # qtbot deletes it after the test


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(rules=rule_sets(players=(2, 3, 4, 5, 6)), seed=st.integers(0, 2**16))
def test_a_hot_seat_hand_of_random_house_rules_keeps_every_hand_private(qtbot, rules, seed) -> None:
    """Everyone a person: a curtain before each new person's turn, and only that person's cards face up."""
    window = make_window(qtbot)
    try:
        window.start_game(rules, [SeatSetup(n, "human") for n in NAMES[:rules.players]], seed=seed)
        tally = play_one_hand(qtbot, window, 3000)
        assert tally.curtains >= rules.players
    finally:
        window.close()
