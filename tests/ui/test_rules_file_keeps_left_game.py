"""Opening a house-rules file at start-up (a double-click) does not hide a game left in progress.

The start-up that opens a file skips the resume question; the game left must still be offered in the
Game menu and on the welcome panel, as after "New game" in the resume question.
"""

from __future__ import annotations

from pathlib import Path

from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict, save_rules_file
from rookdesk.storage import house_rules
from rookdesk.storage.autosave import RECORD_NAME
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.ui.file_open import open_file

from .test_game_keeper import make_window, wait_for_person
from .test_waiting_game_and_turn_texts import left_in_progress


def _rules_file(folder: Path) -> Path:
    data = preset("partners-cutthroat").to_dict()
    data.update(name="Cabin rules", target=400)
    path = folder / "cabin.rookrules"
    save_rules_file(rules_from_dict(data, complete=True), path)
    return path


def test_a_rules_file_opened_at_start_up_leaves_the_game_in_progress_on_offer(qtbot, tmp_path, monkeypatch) -> None:
    rules_folder = tmp_path / "rules"   # also the library the new-game dialog reads
    monkeypatch.setattr(house_rules, "default_rules_folder", lambda: rules_folder)
    game = left_in_progress(tmp_path)
    window = make_window(qtbot, tmp_path)
    action = window.keeper.resume_left_action
    assert open_file(window, _rules_file(tmp_path), HouseRulesLibrary(rules_folder))
    dialog = window._new_game_dialog
    assert dialog is not None and dialog.rules.name == "Cabin rules"
    # Behind the dialog, the Game menu and the welcome panel say a game is waiting.
    assert action.isVisible() and action.isEnabled()
    button = window.info_panel.action_button
    assert button is not None and button.isVisible()
    dialog.reject()                                        # Cancel: they would rather finish the old game
    assert (tmp_path / RECORD_NAME).is_file()
    button.click()
    assert window.controller.game.events == game.events
    assert window.keeper.game_id == "left-game-id"
    wait_for_person(qtbot, window)
