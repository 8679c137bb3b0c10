"""Seat inputs: computer players think on a worker thread; late answers are dropped."""

from __future__ import annotations

import threading

from PySide6.QtCore import QThreadPool

from rookdesk.ai.player import choice_for
from rookdesk.ai.registry import PLAYER_KINDS
from rookdesk.engine.actions import Pass
from rookdesk.engine.game import new_game
from rookdesk.engine.presets import preset
from rookdesk.ui.inputs import AIInput, HumanInput, ThinkRelay, available_level, make_computer


class SlowPlayer:
    """Blocks until released, remembering the thread it ran on and whether it was cancelled."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.cancelled = False
        self.thread: int | None = None

    def choose(self, choice):
        self.thread = threading.get_ident()
        self.release.wait(5)
        return choice.actions[0]

    def cancel(self) -> None:
        self.cancelled = True
        self.release.set()


def test_unknown_levels_fall_back_to_the_strongest_available():
    """A level that has not landed yet plays as the strongest level that has."""
    assert available_level("random") == "random"
    assert available_level("grandmaster") in PLAYER_KINDS
    for level in ("easy", "normal", "hard"):
        assert make_computer(level, 1) is not None


def test_ai_thinks_off_the_gui_thread_and_answers_on_it(qtbot):
    """choose() runs on a worker; the answer arrives through a queued signal on the GUI thread."""
    game = new_game(preset("partners-cutthroat"), seed=4)
    pool, relay, player = QThreadPool(), ThinkRelay(), SlowPlayer()
    ai = AIInput(game.to_act, player, pool, relay, pause_ms=0)
    answers = []
    ai.actionChosen.connect(lambda gen, action: answers.append((gen, action, threading.get_ident())))
    ai.activate(choice_for(game), 7)
    assert ai.is_thinking
    player.release.set()
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    assert answers[0][0] == 7 and answers[0][1] == choice_for(game).actions[0]
    assert answers[0][2] == threading.get_ident() != player.thread
    pool.waitForDone()


def test_deactivated_ai_is_cancelled_and_its_late_answer_dropped(qtbot):
    """A game replaced while the computer thinks: cancel() is called and nothing is emitted."""
    game = new_game(preset("partners-cutthroat"), seed=4)
    pool, relay, player = QThreadPool(), ThinkRelay(), SlowPlayer()
    ai = AIInput(game.to_act, player, pool, relay, pause_ms=0)
    answers = []
    ai.actionChosen.connect(lambda *args: answers.append(args))
    finished = []
    relay.finished.connect(lambda *args: finished.append(args))
    ai.activate(choice_for(game), 1)
    ai.shutdown()
    assert player.cancelled
    qtbot.waitUntil(lambda: bool(finished), timeout=5000)   # the worker did answer...
    assert answers == []                              # ...and the answer was dropped
    pool.waitForDone()


def test_ai_pause_delays_the_answer(qtbot):
    """The configured pause lets people follow: the answer comes no sooner."""
    game = new_game(preset("partners-cutthroat"), seed=4)
    pool, relay = QThreadPool(), ThinkRelay()
    ai = AIInput(game.to_act, make_computer("random", 1), pool, relay, pause_ms=150)
    with qtbot.waitSignal(ai.actionChosen, timeout=5000) as blocker:
        ai.activate(choice_for(game), 3)
        assert ai._timer.isActive() or ai.is_thinking
    assert blocker.args[0] == 3
    pool.waitForDone()


def test_human_input_answers_only_while_asked(qtbot):
    game = new_game(preset("partners-cutthroat"), seed=4)
    seat = game.to_act
    human = HumanInput(seat)
    got = []
    human.actionChosen.connect(lambda *args: got.append(args))
    assert not human.submit(Pass(seat))
    human.activate(choice_for(game), 2)
    assert not human.submit(Pass((seat + 1) % 4))
    assert human.submit(Pass(seat))
    assert got == [(2, Pass(seat))]
