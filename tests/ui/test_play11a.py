"""Play test round 11a: Kentucky Rook against three Hard computers, persistence in the middle of hands.

Ctrl+Z during an auction did nothing: the bid panel puts the keyboard focus in its amount box, and the
box's line edit claimed Ctrl+Z (and Ctrl+Shift+Z) for its own text undo, though nothing had been typed.
Game > Undo, which the menu shows as Ctrl+Z, was only reachable by clicking the table first.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rookdesk.engine.actions import Bid
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset

from .test_game_keeper import keeper, make_window, people, wait_for_person


def _bid_panel_has_focus(window) -> bool:
    focus = window.focusWidget()
    return focus is window.bid_panel.amount or window.bid_panel.amount.isAncestorOf(focus)


def test_ctrl_z_in_the_bid_amount_box_takes_back_the_last_bid(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(preset("kentucky-rook"), people("human", "hard", "hard", "hard"), seed=395773527)
    c = window.controller
    wait_for_person(qtbot, window)
    assert c.game.phase == Phase.BIDDING and c.awaiting == 0
    bids = sorted(a.amount for a in c.choice.actions if isinstance(a, Bid))
    window.bid_panel.amount.setValue(bids[0])
    window.bid_panel.bid_button.click()
    wait_for_person(qtbot, window)
    assert c.game.phase == Phase.BIDDING and c.awaiting == 0, "the seed gives South a second call"
    before = list(c.game.events)
    window.activateWindow()
    qtbot.waitUntil(lambda: _bid_panel_has_focus(window))
    with qtbot.waitSignal(keeper(window).gameReplaced, timeout=3000):
        QTest.keyClick(window.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(c.game.events) < len(before)
    assert c.game.high_bid is None or c.game.high_bid < bids[0]   # South's bid is taken back
    wait_for_person(qtbot, window)
    qtbot.waitUntil(lambda: _bid_panel_has_focus(window))
    # Redo, Ctrl+Shift+Z, from the same box brings the bid back.
    with qtbot.waitSignal(keeper(window).gameReplaced, timeout=3000):
        QTest.keyClick(window.focusWidget(), Qt.Key.Key_Z,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.game.events[: len(before)] == before[: len(c.game.events)]


def test_typed_text_in_the_amount_box_is_still_undone_first(qtbot, tmp_path: Path) -> None:
    """Ctrl+Z after typing an amount undoes the typing, as in any text box; the game is untouched."""
    window = make_window(qtbot, tmp_path)
    window.start_game(preset("kentucky-rook"), people("human", "hard", "hard", "hard"), seed=395773527)
    c = window.controller
    wait_for_person(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(lambda: _bid_panel_has_focus(window))
    box = window.bid_panel.amount
    shown = box.lineEdit().text()
    box.lineEdit().selectAll()
    QTest.keyClicks(box.lineEdit(), "150")
    assert box.lineEdit().text() == "150"
    events = list(c.game.events)
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert box.lineEdit().text() != "150"
    assert c.game.events == events
    assert shown


def test_undo_late_in_a_two_handed_game_does_not_freeze_the_window(qtbot, tmp_path: Path) -> None:
    """Undo rebuilt the score sheet, bids and trick log one event at a time, and every row laid out and
    measured the whole table again: in hand 4 of a two-handed game (some 90 trick rows) the window froze
    for about 4 seconds after Ctrl+Z, menus included. The rows are now laid out once, at the end."""
    import random
    import time

    from rookdesk.engine.events import SeatInfo
    from rookdesk.engine.game import new_game
    from rookdesk.storage.saves import save_game
    from rookdesk.ui.file_open import open_file
    from tests.engine.builders import random_action
    from tests.ui.test_game_keeper import play

    # Three hands played by the engine and opened from a saved game: quicker than through the window.
    game = new_game(preset("two-hand-standard"), seed=11, seats=(SeatInfo("Ann", "human"), SeatInfo("Bob", "ai:easy")))
    rng = random.Random(11)
    while not (game.hand_number >= 4 and game.phase is Phase.PLAY and game.to_act == 0):
        game.apply(random_action(game, rng))
    window = make_window(qtbot, tmp_path)
    assert open_file(window, save_game(game, tmp_path / "hand4.rookrec"))
    c = window.controller
    play(qtbot, window, lambda: c.awaiting == 0)
    window.score_action.trigger()   # the sheet on show, as a player checking the scores has it
    qtbot.wait(200)
    c.play_card(c.choice.actions[0].card.id)
    play(qtbot, window, lambda: c.awaiting == 0)
    trick_rows = window.trick_model.rowCount()
    assert trick_rows > 60
    started = time.perf_counter()
    keeper(window).undo_action.trigger()
    took = time.perf_counter() - started
    assert window.trick_model.rowCount() <= trick_rows
    assert took < 0.5, f"Undo took {took:.2f} s"


def test_h_in_the_bid_amount_box_asks_for_a_hint(qtbot, tmp_path) -> None:
    """Round 14d: H did nothing while the amount box had the keyboard (as it has all auction long);
    Game > Hint from the menu worked."""
    window = make_window(qtbot, tmp_path)
    window.start_game(preset("kentucky-rook"), people("human", "easy", "easy", "easy"), seed=395773527)
    wait_for_person(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(lambda: _bid_panel_has_focus(window))
    QTest.keyClick(window.focusWidget(), Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint: "), timeout=3000)
    assert window.bid_panel.amount.lineEdit().text().isdigit()   # no letter typed into the amount
