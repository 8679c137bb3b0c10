"""A game left in progress is not replaced unasked when rookdesk starts on a file (no resume question
was shown), and "Keep playing" then goes on with it; once the person chose "New game" in the resume
question, dealing replaces it without a second question."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from rookdesk.engine.game import Game
from rookdesk.engine.presets import preset
from rookdesk.storage.autosave import RECORD_NAME
from rookdesk.storage.saves import save_game

from .test_game_keeper import make_window, people, short_rules
from .test_waiting_game_and_turn_texts import choose_new_game, left_in_progress


def _other_game_file(folder: Path) -> Path:
    game = Game(preset("kentucky-rook"), 11)
    game.start()
    return save_game(game, folder / "other.rookrec")


def _button(box: QMessageBox, role: QMessageBox.ButtonRole):
    return next(b for b in box.buttons() if box.buttonRole(b) == role)


def test_opening_a_game_file_at_start_up_asks_before_replacing_the_left_game(qtbot, tmp_path) -> None:
    left = left_in_progress(tmp_path)
    window = make_window(qtbot, tmp_path)
    assert window.keeper.keep_left_game()             # what start-up on a file does first
    assert window.keeper.open_path_asking(_other_game_file(tmp_path))
    box = window.abandon_box
    assert box is not None and "left in progress" in box.text()
    assert "other.rookrec" in box.text()              # says what would open instead
    assert window.controller.game is None and (tmp_path / RECORD_NAME).is_file()
    keep = _button(box, QMessageBox.ButtonRole.RejectRole)
    # Nothing is on the table yet: the button says it resumes the game left (it said "Keep playing").
    assert keep.text() == "&Resume that game"
    keep.click()   # the left game goes on
    assert window.controller.game.events == left.events
    assert window.keeper.game_id == "left-game-id"


def test_abandoning_the_left_game_opens_the_file(qtbot, tmp_path) -> None:
    left_in_progress(tmp_path)
    window = make_window(qtbot, tmp_path)
    window.keeper.keep_left_game()
    path = _other_game_file(tmp_path)
    window.keeper.open_path_asking(path)
    _button(window.abandon_box, QMessageBox.ButtonRole.DestructiveRole).click()
    assert window.controller.game.rules == preset("kentucky-rook") and window.keeper.save_path == path


def test_after_new_game_in_the_resume_question_dealing_asks_no_more(qtbot, tmp_path) -> None:
    left_in_progress(tmp_path)
    window = make_window(qtbot, tmp_path)
    choose_new_game(window)
    assert window.keeper.left_game is not None and not window.keeper.left_game_at_stake()
    window.replace_game_after_asking(lambda: window.start_game(short_rules("two-hand-rook"), people("human", "easy")))
    assert window.abandon_box is None and window.controller.game is not None
