"""Play-test findings in Preferences: computer-level wording, the name prompt's width, file chooser folders."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QStandardPaths
from PySide6.QtWidgets import QLineEdit

from rookdesk.storage.settings import AppSettings
from rookdesk.ui.dialogs.new_game import NewGameDialog
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.players_page import PlayersPage
from rookdesk.ui.preferences.rules_page import RuleFilesFolder



def _items(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_computer_levels_read_the_same_in_preferences_and_new_game(qtbot):
    page = PlayersPage(AppSettings())
    new_game = NewGameDialog(AppSettings())
    qtbot.addWidget(page)
    qtbot.addWidget(new_game)
    assert _items(page.kind_combos[0]) == ["Human", "Computer: Easy", "Computer: Normal", "Computer: Hard"]
    assert _items(page.kind_combos[0]) == _items(new_game.kind_boxes[0])


def test_save_as_name_box_shows_the_whole_suggested_name(dialog: PreferencesDialog, qtbot):
    page = dialog.rules_page
    suggested = "Partnership cut-throat Rook (2)"
    prompt = page.name_dialog("Save rule set", "Name of the rule set:", suggested)
    qtbot.addWidget(prompt)
    prompt.show()
    qtbot.waitExposed(prompt)
    edit = prompt.findChild(QLineEdit)
    assert edit.text() == suggested
    # The text area of a line edit is its width less the frame and margins (a few pixels each side).
    assert edit.width() - 12 >= edit.fontMetrics().horizontalAdvance(suggested)


@pytest.fixture
def no_last_folder(monkeypatch):
    monkeypatch.setattr(RuleFilesFolder, "last", None)


def _folder(file_dialog) -> str:
    return QDir(file_dialog.directory().absolutePath()).canonicalPath()


def test_rule_file_choosers_start_in_documents_then_the_last_folder(dialog: PreferencesDialog, qtbot, tmp_path: Path,
                                                                     no_last_folder, monkeypatch):
    """Not the program's folder: Documents (or home) at first, then where the last rules file went."""
    monkeypatch.chdir(Path(__file__).parents[3])   # as when started from the source checkout
    page = dialog.rules_page
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    expected = documents if documents and Path(documents).is_dir() else QDir.homePath()
    for export in (True, False):
        chooser = page.file_dialog(export)
        qtbot.addWidget(chooser)
        assert _folder(chooser) == QDir(expected).canonicalPath()
        assert _folder(chooser) != QDir.currentPath()
    folder = tmp_path / "shared rules"
    folder.mkdir()
    assert page.export_to(folder / "cabin.json") is None
    for export in (True, False):
        chooser = page.file_dialog(export)
        qtbot.addWidget(chooser)
        assert _folder(chooser) == QDir(str(folder)).canonicalPath()
    export = page.file_dialog(True)
    qtbot.addWidget(export)
    assert Path(export.selectedFiles()[0]).name.endswith(".rookrules")


def test_rule_file_choosers_start_where_games_were_last_saved(dialog: PreferencesDialog, qtbot, tmp_path: Path,
                                                              no_last_folder):
    """Round 30: a tester saved a game to a folder, then met Export in the home folder: before any rules
    file was chosen, the choosers start in the folder last used for games."""
    games = tmp_path / "family games"
    games.mkdir()
    dialog.store.set_games_folder(str(games))
    page = dialog.rules_page
    for export in (True, False):
        chooser = page.file_dialog(export)
        qtbot.addWidget(chooser)
        assert _folder(chooser) == QDir(str(games)).canonicalPath()
    # Once a rules file has gone somewhere, that folder comes first.
    rules = tmp_path / "rules"
    rules.mkdir()
    assert page.export_to(rules / "cabin.rookrules") is None
    chooser = page.file_dialog(True)
    qtbot.addWidget(chooser)
    assert _folder(chooser) == QDir(str(rules)).canonicalPath()
