"""A game with a file that has moved on since it was saved there is not left behind unasked.

Round 31: a tester saved as game1.rookrec in hand 2, played to the end of the game ("game1*" in the title)
and pressed Ctrl+Q: rookdesk quit at once, and the file never had the hands after the save. (A game with
no file is kept by the autosave and offered again at the next start, but a finished one is not.)
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from rookdesk.engine.events import GameEnded
from rookdesk.storage.saves import open_game

from .test_game_keeper import decide, make_window, people, short_rules


def _button(box: QMessageBox, role: QMessageBox.ButtonRole):
    return next(b for b in box.buttons() if box.buttonRole(b) == role)


def _asked(c) -> bool:
    return c.awaiting is not None and c.choice is not None and c.inputs[c.awaiting].is_human


def _play_on(qtbot, window, rng: random.Random, until) -> None:
    c = window.controller
    for _ in range(3000):
        if until():
            return
        qtbot.waitUntil(lambda: until() or c._holding or _asked(c), timeout=20000)
        if until():
            return
        if c._holding:
            c.continue_after_hand()
        else:
            decide(window, rng)
    raise AssertionError("the game did not get there")


def _saved_then_moved_on(qtbot, tmp_path: Path, **changes):
    window = make_window(qtbot, tmp_path, **changes)
    c = window.controller
    window.start_game(short_rules("two-hand-rook", 60), people("human", "easy"), seed=3)
    rng = random.Random(4)
    _play_on(qtbot, window, rng, lambda: _asked(c))
    path = tmp_path / "game1.rookrec"
    assert window.keeper.save_to(path)
    saved = open_game(path).events
    decide(window, rng)
    qtbot.waitUntil(lambda: window.isWindowModified())
    return window, path, saved, rng


def test_quitting_asks_to_save_and_cancel_stays(qtbot, tmp_path) -> None:
    window, path, saved, _ = _saved_then_moved_on(qtbot, tmp_path)
    window.quit_action.trigger()
    box = window.quit_box
    assert box is not None and window.isVisible()
    assert "game1.rookrec" in box.text()
    assert "offered again" in box.informativeText()   # not finished: the autosave keeps it too
    assert box.escapeButton() is _button(box, QMessageBox.ButtonRole.RejectRole)
    box.escapeButton().click()
    assert window.isVisible() and window.quit_box is None and open_game(path).events == saved


def test_save_then_quit_writes_the_game_as_it_stands(qtbot, tmp_path) -> None:
    window, path, saved, _ = _saved_then_moved_on(qtbot, tmp_path)
    window.close()
    seen = list(window.controller.game.events)
    _button(window.quit_box, QMessageBox.ButtonRole.AcceptRole).click()
    qtbot.waitUntil(lambda: not window.isVisible())
    written = open_game(path).events
    assert written[:len(seen)] == seen and len(written) > len(saved)


def test_quit_without_saving_leaves_the_file_as_it_was(qtbot, tmp_path) -> None:
    window, path, saved, _ = _saved_then_moved_on(qtbot, tmp_path)
    window.close()
    _button(window.quit_box, QMessageBox.ButtonRole.DestructiveRole).click()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert open_game(path).events == saved


def test_a_game_without_a_file_or_saved_as_it_stands_quits_at_once(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 60), people("human", "easy"), seed=3)
    qtbot.waitUntil(lambda: _asked(window.controller), timeout=20000)
    window.close()
    assert not window.isVisible() and window.quit_box is None
    other = make_window(qtbot, tmp_path / "b")
    other.start_game(short_rules("two-hand-rook", 60), people("human", "easy"), seed=3)
    qtbot.waitUntil(lambda: _asked(other.controller), timeout=20000)
    assert other.keeper.save_to(tmp_path / "kept.rookrec")
    other.close()
    assert not other.isVisible() and other.quit_box is None


def test_a_finished_game_s_end_is_offered_to_its_file_before_the_next_game(qtbot, tmp_path) -> None:
    window, path, saved, rng = _saved_then_moved_on(qtbot, tmp_path)
    c = window.controller
    _play_on(qtbot, window, rng, lambda: c.game.is_over)
    assert not window.game_in_progress()
    window.close()
    assert "without its end" in window.quit_box.informativeText()
    window.quit_box.escapeButton().click()
    dealt = []
    box = window.replace_game_after_asking(lambda: dealt.append(True))
    assert box is not None and "game1.rookrec" in box.text() and not dealt
    box.escapeButton().click()   # Cancel: the finished game stays
    assert not dealt and not isinstance(open_game(path).events[-1], GameEnded)
    box = window.replace_game_after_asking(lambda: dealt.append(True))
    _button(box, QMessageBox.ButtonRole.AcceptRole).click()   # Save first, then the new game
    assert dealt and isinstance(open_game(path).events[-1], GameEnded)
    # Saved as it stands now: nothing more to ask.
    assert window.replace_game_after_asking(lambda: dealt.append(True)) is None and len(dealt) == 2
