"""Drive the real main window like a person would: panels, clicks, drags and keys on the table."""

from __future__ import annotations

import os
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Iterable, Iterator

from PySide6.QtCore import QLocale, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rookdesk.engine.actions import Bid, NameTrump, Pass, PlayCard
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import RuleSet, rules_from_dict
from rookdesk.storage.settings import AppSettings
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.i18n import install_translators, remove_translators
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.table import CardItem

PLAY_MODES = ("drag", "click", "keyboard", "double")


@contextmanager
def shown_in(language: str) -> Iterator[None]:
    """The app's texts in ``language`` for the block's length, then as they were."""
    app = QApplication.instance()
    before = QLocale()
    installed = install_translators(app, language)
    try:
        yield
    finally:
        remove_translators(app, installed)
        QLocale.setDefault(before)


def short_rules(name: str, target: int = 60) -> RuleSet:
    """A preset with a low target, so a whole game fits in a test."""
    data = preset(name).to_dict()
    data["target"], data["spread"] = target, None
    data["name"] = data["name"] + " (short)"
    return rules_from_dict(data, complete=True)


def make_window(qtbot, **changes) -> MainWindow:
    settings = AppSettings(ai_pause_ms=0, ai_think_seconds=0.05, animation_speed="off",
                           first_run=False).with_changes(**changes)
    window = MainWindow(store=None, settings=settings)
    qtbot.addWidget(window)
    window.resize(1000, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def seats(kinds: Iterable[str]) -> list[SeatSetup]:
    names = {2: ["Ann", "Bob"], 4: ["Ann", "Bob", "Cy", "Dee"]}
    kinds = list(kinds)
    return [SeatSetup(n, k) for n, k in zip(names[len(kinds)], kinds)]


def scene_point(window: MainWindow, point: QPointF) -> QPoint:
    return window.view.mapFromScene(point)


def card_point(window: MainWindow, card_id: str) -> QPoint:
    """A viewport point where ``card_id`` is the topmost card (fanned cards overlap each other)."""
    scene = window.scene
    item = scene.card_item(card_id)
    assert item is not None, f"no item for {card_id}"
    rect = item.sceneBoundingRect()
    for fy in (0.3, 0.5, 0.15, 0.7):
        for fx in (0.5, 0.3, 0.15, 0.05, 0.7, 0.9):
            # Checked at the whole viewport pixel the click will land on: a point of a narrow strip of the
            # card (21 cards in a hand) rounded onto its neighbour.
            pixel = scene_point(window, QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy))
            top = next((i for i in scene.items(window.view.mapToScene(pixel)) if isinstance(i, CardItem)), None)
            if top is item:
                return pixel
    raise AssertionError(f"{card_id} is covered everywhere")


def drag_card(window: MainWindow, card_id: str, target: QPointF | None = None) -> None:
    """Press on a card, move in steps beyond the drag distance, release over ``target`` (the trick area)."""
    viewport = window.view.viewport()
    start = card_point(window, card_id)
    end = scene_point(window, target if target is not None else window.scene.drop_target_rect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    steps = 6
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        QTest.mouseMove(viewport, p)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click_card(window: MainWindow, card_id: str) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     card_point(window, card_id))


def double_click_card(window: MainWindow, card_id: str) -> None:
    """A real double-click: QTest's widget double-click lacks the final release a mouse always sends."""
    point = card_point(window, card_id)
    viewport = window.view.viewport()
    QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


@dataclass
class Tally:
    """What the driver did, for the tests' assertions."""

    plays: dict[str, int] = field(default_factory=lambda: {m: 0 for m in PLAY_MODES})
    curtains: int = 0
    bids: int = 0
    discards: int = 0
    keyboard_discards: int = 0
    draws: int = 0
    hands: int = 0
    trumps: int = 0


def public_ok(window: MainWindow) -> None:
    """No card in any hand, the nest or the discards shows its face (the curtain is up)."""
    game = window.controller.game
    nest_on_table = {c.id for c in game.nest} if window.controller._nest_on_table else set()
    public = {c.id for known in game.known for c in known}
    hidden = ({c.id for hand in game.hands for c in hand} - public) | nest_on_table | {c.id for c in game.discards}
    shown = window.scene.visible_face_up_cards()
    assert not (shown & hidden), (f"private cards face up behind the curtain: {sorted(shown & hidden)}; "
                                  f"discards {game.discards}, nest {game.nest}, phase {game.phase}")


def viewer_only_ok(window: MainWindow) -> None:
    """Only the shown seat's own hand may be face up."""
    game = window.controller.game
    shown_seat = window.controller.shown
    # A face-up card taken into a hand was seen by everyone: it is public, not private.
    public = {c.id for known in game.known for c in known}
    others = {c.id for s, hand in enumerate(game.hands) if s != shown_seat for c in hand} - public
    if window.controller._nest_on_table:
        others |= {c.id for c in game.nest}
    if game.bidder != shown_seat:
        others |= {c.id for c in game.discards}
    leaked = window.scene.visible_face_up_cards() & others
    assert not leaked, (f"{sorted(leaked)} face up while {shown_seat} is shown; phase {game.phase}, "
                        f"bidder {game.bidder}, discards {game.discards}, hands {game.hands}")


def watch_privacy(window: MainWindow) -> list[str]:
    """Check privacy whenever a seat is asked to act or a curtain goes up (also for computer turns).

    Not after each event: the engine applies a whole action at once (a last card ends the hand
    and deals the next), so mid-stream the table rightly shows cards the engine has moved on.
    """
    problems: list[str] = []

    def check(*args) -> None:
        try:
            if window.controller.shown is None:
                public_ok(window)
            else:
                viewer_only_ok(window)
        except AssertionError as error:
            problems.append(f"after {args}: {error}")

    window.controller.turnStarted.connect(check)
    window.controller.curtainRequested.connect(check)
    return problems


def step(qtbot, window: MainWindow, tally: Tally, turn: int) -> str:
    """Wait until something needs a person, and do it through the widgets. Returns what was done."""
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting is not None and c.inputs[c.awaiting].is_human
                    or c.curtain_for is not None
                    or window.current_panel() in (window.summary_panel, window.game_over_panel),
                    timeout=10000)
    if c.curtain_for is not None:
        assert window.curtain.isVisible()
        public_ok(window)
        tally.curtains += 1
        window.curtain.wake()   # the next person arrives after the guard's time (tests of its own in test_curtain_guard.py)
        qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
        return "curtain"
    if window.current_panel() is window.game_over_panel:
        return "over"
    if window.current_panel() is window.summary_panel:
        tally.hands += 1
        qtbot.mouseClick(window.summary_panel.continue_button, Qt.MouseButton.LeftButton)
        return "summary"
    viewer_only_ok(window)
    choice = c.choice
    seat = c.awaiting
    phase = choice.view.phase
    if phase is Phase.BIDDING:
        tally.bids += 1
        assert window.current_panel() is window.bid_panel
        panel = window.bid_panel
        can_pass = any(isinstance(a, Pass) for a in choice.actions)
        assert panel.pass_button.isEnabled() == can_pass
        lowest = min(a.amount for a in choice.actions if isinstance(a, Bid))
        assert panel.amount.minimum() == lowest
        if can_pass and (turn % 3 or choice.view.high_bid is not None):
            qtbot.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(panel.bid_button, Qt.MouseButton.LeftButton)
        return "bid"
    if phase is Phase.TRUMP:
        tally.trumps += 1
        suits = [a.suit for a in choice.actions if isinstance(a, NameTrump)]
        qtbot.mouseClick(window.trump_panel.buttons[suits[turn % len(suits)]], Qt.MouseButton.LeftButton)
        return "trump"
    if phase is Phase.DISCARD:
        tally.discards += 1
        options = choice.discard
        picks = list(options.required) + list(options.choose_from[:options.count])
        if tally.discards % 2 == 0:   # the first discard by keyboard, the next by mouse, and so on
            for card in picks:
                click_card(window, card.id)
        else:
            # Keyboard: Right moves the focus ring over the hand, Enter selects the focused card.
            window.view.setFocus()
            for card in picks:
                for _ in range(len(choice.view.hand) + 1):
                    if window.scene.focused_card() == card.id:
                        break
                    QTest.keyClick(window.view, Qt.Key.Key_Right)
                assert window.scene.focused_card() == card.id
                QTest.keyClick(window.view, Qt.Key.Key_Return)
            tally.keyboard_discards += 1
        qtbot.waitUntil(lambda: len(window.nest_panel.selection) == len(picks), timeout=3000)
        assert window.nest_panel.confirm.isEnabled()
        qtbot.mouseClick(window.nest_panel.confirm, Qt.MouseButton.LeftButton)
        return "discard"
    if phase is Phase.DRAW:
        tally.draws += 1
        face_up = choice.view.face_up
        if turn % 2 == 0 and face_up is not None and window.scene.card_item(face_up.id) is not None:
            click_card(window, face_up.id)
        else:
            qtbot.mouseClick(window.draw_panel.pile, Qt.MouseButton.LeftButton)
        return "draw"
    assert phase is Phase.PLAY
    legal = [a.card.id for a in choice.actions if isinstance(a, PlayCard)]
    mode = PLAY_MODES[turn % len(PLAY_MODES)]
    before = len(c.game.actions)
    if mode == "drag":
        drag_card(window, legal[-1])
    elif mode == "click":
        click_card(window, legal[0])
        if len(c.game.actions) == before:
            click_card(window, legal[0])   # the first click selects, the second plays
    elif mode == "double":
        double_click_card(window, legal[0])
    else:
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_Right)
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    try:
        qtbot.waitUntil(lambda: len(c.game.actions) > before, timeout=3000)
    except Exception as error:
        raise AssertionError(f"{mode} play of a legal card did not play it (legal: {legal}, "
                             f"table: {window.scene.hand_keys(seat)}, viewer {window.scene.viewer()}, "
                             f"playable {window.scene._playable}, busy {window.scene.is_animating()}, "
                             f"message {window.statusBar().currentMessage()!r})") from error
    tally.plays[mode] += 1
    return "play"


def play_until(qtbot, window: MainWindow, *, hands: int | None = None, max_steps: int = 2000) -> Tally:
    """Answer every human decision until the game is over (or ``hands`` hand summaries were passed).

    Privacy is checked at every turn, the computers' included, not only at the people's.
    """
    tally = Tally()
    problems = watch_privacy(window)
    for turn in range(max_steps):
        done = step(qtbot, window, tally, turn)
        assert not problems, problems[0]
        if done == "over" or (hands is not None and tally.hands >= hands):
            return tally
    raise AssertionError("the game did not end")


def keep_shot(picture, name: str) -> None:
    """Save a widget's (or an image's) rendering as ``name`` in the folder ROOKDESK_TEST_SHOTS names, when it
    names one: pictures to look at after a run, never part of what a test checks."""
    folder = os.environ.get("ROOKDESK_TEST_SHOTS")
    if folder:
        image = picture.grab() if hasattr(picture, "grab") else picture
        image.save(os.path.join(folder, name))


def two_handed_at_trump(seed: int):
    """A two-handed standard-deck game whose first bidder won the auction at 50 and is to name trump."""
    from rookdesk.engine.actions import Bid, Pass
    from rookdesk.engine.game import new_game

    game = new_game(preset("two-hand-standard"), seed=seed)
    game.apply(Bid(game.to_act, 50))
    game.apply(Pass(game.to_act))
    assert game.phase is Phase.TRUMP
    return game


def wait_past_fresh_panel(qtbot) -> None:
    """Let a panel's first moment pass: an Enter on its button in that moment is withheld (Panel.arm)."""
    from rookdesk.ui.panels.base import FRESH_PANEL_SECONDS

    qtbot.wait(round(FRESH_PANEL_SECONDS * 1000) + 50)
