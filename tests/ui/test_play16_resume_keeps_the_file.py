"""Play test round 16: a game saved to a file, quit and resumed is still that file's game: the title names
it, and Save (Ctrl+S) writes there again instead of asking for a name."""

from __future__ import annotations

import json
from pathlib import Path

from rookdesk.storage.autosave import RECORD_NAME, SAVED_AS_KEY
from rookdesk.storage.saves import open_game
from rookdesk.ui.main_window import MainWindow

from .test_game_keeper import make_window, mid_hand, people, play, short_rules, wait_for_person


def _resumed(qtbot, folder: Path) -> MainWindow:
    again = make_window(qtbot, folder)
    pending = again.keeper.pending_resume()
    assert pending is not None
    again.keeper.resume(pending)
    wait_for_person(qtbot, again)
    return again


def _saved_mid_hand(qtbot, folder: Path) -> tuple[MainWindow, Path]:
    window = make_window(qtbot, folder)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    play(qtbot, window, lambda: mid_hand(window))
    path = folder / "friday.rookrec"
    assert window.keeper.save_to(path)
    return window, path


def test_a_resumed_game_is_saved_to_its_file_again(qtbot, tmp_path: Path) -> None:
    window, path = _saved_mid_hand(qtbot, tmp_path)
    play(qtbot, window, lambda: len(window.controller.game.tricks) >= 3)   # moves after the save
    events = list(window.controller.game.events)
    first = json.loads((tmp_path / RECORD_NAME).read_text().splitlines()[0])
    assert first[SAVED_AS_KEY] == str(path.resolve())
    window.close()

    again = _resumed(qtbot, tmp_path)
    assert again.keeper.save_path == path.resolve()
    assert "friday" in again.windowTitle() and again.isWindowModified()   # moves since the save
    assert again.keeper.save()                                            # Ctrl+S: no file chooser
    assert open_game(path).events == events
    assert not again.isWindowModified()


def test_a_game_resumed_as_it_was_saved_is_not_marked_modified(qtbot, tmp_path: Path) -> None:
    window, path = _saved_mid_hand(qtbot, tmp_path)
    window.close()
    again = _resumed(qtbot, tmp_path)
    assert again.keeper.save_path == path.resolve() and not again.isWindowModified()


def test_a_resumed_game_whose_file_is_gone_has_no_file(qtbot, tmp_path: Path) -> None:
    """Its file deleted or moved meanwhile: Save asks for a name, as for a new game."""
    window, path = _saved_mid_hand(qtbot, tmp_path)
    window.close()
    path.unlink()
    again = _resumed(qtbot, tmp_path)
    assert again.keeper.save_path is None and "friday" not in again.windowTitle()


def test_a_new_deal_and_an_opened_game_mark_the_autosave_with_their_file(qtbot, tmp_path: Path) -> None:
    window, path = _saved_mid_hand(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=10)
    wait_for_person(qtbot, window)
    first = json.loads((tmp_path / RECORD_NAME).read_text().splitlines()[0])
    assert SAVED_AS_KEY not in first                                      # a new deal has no file
    assert window.keeper.open_path(path)
    wait_for_person(qtbot, window)
    first = json.loads((tmp_path / RECORD_NAME).read_text().splitlines()[0])
    assert first[SAVED_AS_KEY] == str(path.resolve())


def test_opening_the_game_s_own_file_asks_to_go_back_to_it(qtbot, tmp_path: Path) -> None:
    """Round 16: Open on the file of the game being played asked to "abandon it and open save1.rookrec",
    as if two games were at stake, and did not say the moves since the save would be lost."""
    window, path = _saved_mid_hand(qtbot, tmp_path)
    play(qtbot, window, lambda: len(window.controller.game.tricks) >= 3)
    assert window.keeper.open_path_asking(path)
    box = window.abandon_box
    assert box.text() == "Go back to friday.rookrec as it was saved?"
    assert box.informativeText() == ("The moves made since the game was saved to friday.rookrec are lost; "
                                     "the file keeps the game as it was then.")
    # Round 17: under the title "Abandon game?" and its button it read as two questions.
    assert box.windowTitle() == "Go back to the save?"
    assert sorted(b.text() for b in box.buttons()) == ["&Go back", "&Keep playing"]
    box.reject()


def test_a_game_left_in_progress_is_not_called_the_game_in_progress(qtbot, tmp_path: Path) -> None:
    """Round 16: with a game waiting to be resumed, New > Deal said "The game in progress ends here", with
    no game on the table."""
    window, _ = _saved_mid_hand(qtbot, tmp_path)
    window.close()
    again = make_window(qtbot, tmp_path)
    assert again.keeper.keep_left_game()
    again.replace_game_after_asking(lambda: None)
    box = again.abandon_box
    assert box.text() == "A game was left in progress when rookdesk last closed. Abandon it?"
    assert box.informativeText() == "That game ends here; a game you saved can be opened again."
    box.reject()


def test_starting_on_the_left_game_s_own_file_asks_nothing(qtbot, tmp_path: Path) -> None:
    """Round 18: Save, Quit, then rookdesk started on that file asked to abandon the game left in progress,
    which was that very game as saved: it opens at once. With moves after the save it still asks."""
    window, path = _saved_mid_hand(qtbot, tmp_path)
    events = list(window.controller.game.events)
    window.close()
    again = make_window(qtbot, tmp_path)
    assert again.keeper.keep_left_game()   # as rookdesk does when started on a file
    assert again.keeper.open_path_asking(path)
    assert again.abandon_box is None
    wait_for_person(qtbot, again)
    assert again.controller.game.events == events and again.keeper.save_path == path.resolve()

    play(qtbot, again, lambda: len(again.controller.game.tricks) >= 3)   # moves after the save
    again.close()
    third = make_window(qtbot, tmp_path)
    assert third.keeper.keep_left_game()
    assert third.keeper.open_path_asking(path)
    assert third.abandon_box is not None
    third.abandon_box.reject()
