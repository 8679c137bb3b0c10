"""A finished trick stays on the table for a readable moment, its winner marked, before it slides away."""

from __future__ import annotations

import time

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.phases import Phase
from rookdesk.ui.table import animation as anim

from .conftest import Table


def _to_last_card(table: Table, preset_name: str, seed: int):
    game = table.start(preset_name, seed=seed, viewer=0)
    players = game.rules.players
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) == players - 1, seed=seed)
    return game


def _play_last_card(game) -> None:
    game.apply(RandomPlayer(game.to_act).choose(choice_for(game)))


def _hold_last_trick(qtbot, preset: str, seed: int, speed: str):
    """A table at ``speed`` whose last card of a trick has just been played: the trick is held."""
    table = Table(qtbot)
    game = _to_last_card(table, preset, seed=seed)
    table.scene.set_animation_speed(speed)
    _play_last_card(game)
    qtbot.waitUntil(lambda: table.scene.trick_winner_shown() is not None, timeout=3000)
    return table, game


def test_the_full_trick_is_held_with_its_winner_named(qtbot):
    table, game = _hold_last_trick(qtbot, "partners-cutthroat", 4, "fast")
    scene = table.scene
    shown_at = time.monotonic()
    trick = game.tricks[-1]
    winner_card, text = scene.trick_winner_shown()
    assert winner_card == trick.cards[trick.seats.index(trick.winner)].id
    assert text == f"{game.seats[trick.winner].name} wins the trick"
    assert scene.card_item(winner_card).winner
    # Still there well after the old half second, and the table takes no input meanwhile.
    qtbot.wait(600)
    assert scene.trick_winner_shown() is not None and scene.is_animating()
    assert all(scene.card_item(c.id) is not None and scene.card_item(c.id).opacity() == 1.0 for c in trick.cards)
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    held = time.monotonic() - shown_at
    assert held >= anim.TRICK_PAUSE_MS * 0.75 / 1000 * 0.9
    assert scene.trick_winner_shown() is None
    assert not any(i.winner for i in scene._items.values())


def test_a_click_on_the_table_cuts_the_hold_short(qtbot):
    table, game = _hold_last_trick(qtbot, "two-hand-standard", 3, "slow")
    scene = table.scene
    started = time.monotonic()
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    assert scene.trick_winner_shown() is None
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
    assert time.monotonic() - started < anim.TRICK_PAUSE_MS * 1.4 / 1000
    assert all(scene.card_item(c.id) is None for c in game.tricks[-1].cards)


def test_the_enter_key_cuts_the_hold_short(qtbot):
    table, game = _hold_last_trick(qtbot, "two-hand-standard", 3, "slow")
    scene = table.scene
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert scene.trick_winner_shown() is None


def test_no_hold_with_animations_off(qtbot):
    """Nothing waits with animations off, but the trick lies there, its winner marked, until the next lead."""
    table = Table(qtbot)
    game = _to_last_card(table, "partners-cutthroat", seed=4)
    _play_last_card(game)
    assert not table.scene.is_animating()
    trick = game.tricks[-1]
    assert table.scene.trick_winner_shown() == (trick.cards[trick.seats.index(trick.winner)].id,
                                                f"{game.seats[trick.winner].name} wins the trick")
    assert all(table.scene.card_item(c.id).is_face_up for c in trick.cards)
    table.play_until(lambda g: len(g.trick) == 1, seed=4)
    assert table.scene.trick_winner_shown() is None
    assert all(table.scene.card_item(c.id) is None for c in trick.cards)


def test_hot_seat_curtain_waits_until_the_trick_was_shown(qtbot):
    """The person who plays a trick's last card sees who won before the curtain comes up (the trick's
    hold runs out first; the trick then lies under the curtain until the next lead)."""
    from ..driver import make_window, seats, short_rules
    window = make_window(qtbot, animation_speed="fast")
    window.start_game(short_rules("two-hand-standard"), seats(["human", "human"]), seed=7)
    c, scene = window.controller, window.scene
    held: set[int] = set()   # the tricks seen held, by number
    curtain_after_trick = False
    last_trick_count = 0
    won_at = 0.0
    hold = anim.TRICK_PAUSE_MS * anim.Speed.FAST.hold_factor / 1000
    deadline = time.monotonic() + 60
    while len(held) < 3 or not curtain_after_trick:
        assert time.monotonic() < deadline
        qtbot.wait(20)
        if len(c.game.tricks) != last_trick_count:
            last_trick_count, won_at = len(c.game.tricks), time.monotonic()
        if scene.trick_winner_shown() is not None and scene.is_animating():
            assert c.curtain_for is None and not window.curtain.isVisible()
            held.add(len(c.game.tricks))
            continue
        if c.curtain_for is not None:
            if held and c.game.tricks and not c.game.trick:
                # Up over the trick just won: only once its hold ran out, not cutting it short.
                assert time.monotonic() - won_at >= hold * 0.9
                assert scene.trick_winner_shown() is not None   # and the trick lies there still
                curtain_after_trick = True
            c.lift_curtain()
        elif c.awaiting is not None and not scene.is_animating():
            c.submit(RandomPlayer(c.awaiting).choose(choice_for(c.game)))
