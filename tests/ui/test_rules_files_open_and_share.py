"""House-rules files travel as .rookrules: exported so, listed by Import, and opened by Game > Open too.

Round 19: Game > Open on a shared rules file said "not a valid game record" with "line 1: not valid JSON"
behind Show Details (it is valid JSON, just not a record), with no word of Preferences > Import; Export
wrote .json while the installers register .rookrules for a double-click, and Import listed only *.json.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from rookdesk.engine.presets import preset
from rookdesk.engine.rules import load_rules_file, rules_from_dict, save_rules_file
from rookdesk.storage import house_rules
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.ui.preferences.rules_page import HouseRulesPage

from .test_game_keeper import make_window


def _rules_file(path: Path) -> Path:
    data = preset("kentucky-rook").to_dict()
    data.update(name="Familie Müller", target=400)
    save_rules_file(rules_from_dict(data, complete=True), path)
    return path


@pytest.mark.parametrize("name", ["familie.rookrules", "familie.json"])
def test_game_open_on_a_rules_file_offers_its_rules_for_a_new_game(qtbot, tmp_path, monkeypatch, name) -> None:
    monkeypatch.setattr(house_rules, "default_rules_folder", lambda: tmp_path / "library")
    path = _rules_file(tmp_path / name)
    window = make_window(qtbot, tmp_path)
    offered: list[str] = []

    def choose(parent, caption, folder, filters):
        offered.append(filters)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    assert window.keeper.open_dialog()
    assert getattr(window.keeper, "last_error_box", None) is None   # no "not a valid game record"
    dialog = window._new_game_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.rules.name == "Familie Müller" and dialog.rules.target == 400
    assert [entry.rules.name for entry in HouseRulesLibrary(tmp_path / "library").entries()] == ["Familie Müller"]
    # The chooser shows both kinds of file it opens at first (round 20: the rules were hidden until the
    # filter was changed), and each kind on its own.
    first, *others = offered[0].split(";;")
    assert first == "Rook games and house rules (*.rookrec *.rookrules *.json)"
    assert others == ["Rook games (*.rookrec)", "House rules (*.rookrules *.json)", "All files (*)"]
    dialog.reject()


def test_export_proposes_rookrules_and_import_lists_both(qtbot, tmp_path) -> None:
    page = HouseRulesPage(HouseRulesLibrary(tmp_path / "library"), preset("kentucky-rook"))
    qtbot.addWidget(page)
    export, chooser = page.file_dialog(True), page.file_dialog(False)
    qtbot.addWidget(export)
    qtbot.addWidget(chooser)
    assert Path(export.selectedFiles()[0]).suffix == ".rookrules"
    assert export.defaultSuffix() == "rookrules"
    assert "*.rookrules" in chooser.nameFilters()[0] and "*.json" in chooser.nameFilters()[0]
    assert chooser.nameFilters()[-1] == "All files (*)"


@pytest.mark.parametrize("typed, written", [("cabin", "cabin.rookrules"), ("cabin.rookrules", "cabin.rookrules"),
                                            ("cabin.json", "cabin.json"), ("cabin.v2", "cabin.v2.rookrules")])
def test_an_exported_file_keeps_a_rules_suffix(tmp_path, typed: str, written: str) -> None:
    rules = preset("two-hand-rook")
    out = HouseRulesLibrary.export_file(rules, tmp_path / typed)
    assert out.name == written
    assert load_rules_file(out) == rules


def test_game_open_on_a_built_in_set_s_file_offers_that_set(qtbot, tmp_path, monkeypatch) -> None:
    """Round 34: Kentucky Rook exported unchanged came back as a saved copy, "Kentucky Rook (2)"."""
    monkeypatch.setattr(house_rules, "default_rules_folder", lambda: tmp_path / "library")
    path = tmp_path / "kentucky.rookrules"
    save_rules_file(preset("kentucky-rook"), path)
    window = make_window(qtbot, tmp_path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(path), ""))
    assert window.keeper.open_dialog()
    dialog = window._new_game_dialog
    assert dialog is not None and dialog.isVisible() and dialog.rules == preset("kentucky-rook")
    assert HouseRulesLibrary(tmp_path / "library").entries() == []
    assert window.statusBar().currentMessage().startswith("These are the rules of the built-in set")
    dialog.reject()
