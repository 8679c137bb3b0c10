"""A computer still thinking when the game is replaced or the app quits: cancelled, late answer dropped, no crash."""

from __future__ import annotations

import threading

import pytest

from rookdesk.ui import controller as controller_module

from .driver import make_window, seats, short_rules


class SlowPlayer:
    """Thinks until released or cancelled; counts its answers."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started = threading.Event()
        self.cancelled = False
        self.answers = 0

    def choose(self, choice):
        self.started.set()
        self.release.wait(10)
        self.answers += 1
        return choice.actions[0] if choice.actions else None

    def cancel(self) -> None:
        self.cancelled = True
        self.release.set()


@pytest.fixture
def slow_players(monkeypatch):
    made: list[SlowPlayer] = []

    def make(level, seed, think_seconds=None):
        player = SlowPlayer()
        made.append(player)
        return player

    monkeypatch.setattr(controller_module, "make_computer", make)
    return made


def _thinking(window):
    c = window.controller
    return c.awaiting is not None and getattr(c.inputs[c.awaiting], "is_thinking", False)


def test_new_game_while_the_computer_thinks(qtbot, slow_players):
    """The thinking player is cancelled; its answer, arriving later, does not touch the new game."""
    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat"), seats(["normal"] * 4), seed=2)
    qtbot.waitUntil(lambda: _thinking(window), timeout=5000)
    old = slow_players[window.controller.awaiting]
    assert old.started.wait(5)
    with qtbot.waitSignal(window.controller.relay.finished, timeout=5000):
        window.start_game(short_rules("two-hand-rook"), seats(["normal", "normal"]), seed=3)
    assert old.cancelled and old.answers == 1
    game = window.controller.game
    assert game.rules.players == 2 and game.actions == []   # the late answer was dropped
    qtbot.waitUntil(lambda: _thinking(window), timeout=5000)
    window.close()   # cancels the new game's thinker too


def test_quit_while_the_computer_thinks(qtbot, slow_players):
    """Closing the window cancels the thinker and waits for its thread: nothing runs after the window."""
    window = make_window(qtbot)
    window.start_game(short_rules("two-hand-rook"), seats(["human", "hard"]), seed=4)
    c = window.controller
    for _ in range(50):
        qtbot.waitUntil(lambda: c.awaiting is not None, timeout=5000)
        if _thinking(window):
            break
        options = c.choice.discard
        if options is not None:
            c.discard([card.id for card in options.required + options.choose_from[:options.count]])
        else:
            c.submit(c.choice.actions[-1])
    else:
        raise AssertionError("the computer never had to think")
    player = slow_players[0]   # the only computer seat
    assert player.started.wait(5)
    window.close()
    assert player.cancelled and player.answers == 1
    assert c.pool.activeThreadCount() == 0
    assert c.game is None
