"""Saving, renaming, deleting, importing and exporting rule sets from the House rules page."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import load_rules_file
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.rules_page import BUILT_IN, IN_USE, SAVED, Source
from rookdesk.ui.texts import rules_title


def sources(dialog: PreferencesDialog) -> list[Source]:
    combo = dialog.rules_page.start_combo
    return [combo.itemData(i) for i in range(combo.count())]


def test_start_from_lists_in_use_presets_and_saved(dialog: PreferencesDialog, library: HouseRulesLibrary) -> None:
    kinds = [s.kind for s in sources(dialog)]
    assert kinds == [IN_USE] + [BUILT_IN] * len(PRESETS)


def test_save_as_then_load_it_again(dialog: PreferencesDialog, library: HouseRulesLibrary) -> None:
    page = dialog.rules_page
    page.form.target_spin.setValue(300)
    page.ask_name = lambda title, label, text: "Friday night"
    assert page.save_as() is None
    assert library.load("Friday night").target == 300
    assert page.selected_source() == Source(SAVED, "Friday night")
    assert page.form.name_edit.text() == "Friday night"
    assert page.rename_button.isEnabled() and page.delete_button.isEnabled()
    page.start_from(Source(BUILT_IN, "kentucky-rook"))
    assert page.rules == PRESETS["kentucky-rook"]
    page.start_from(Source(SAVED, "Friday night"))
    assert page.rules == library.load("Friday night")


def test_save_over_an_existing_set_asks_first(dialog: PreferencesDialog, library: HouseRulesLibrary) -> None:
    page = dialog.rules_page
    assert page.save_named("Ours") is None
    page.form.target_spin.setValue(350)
    asked: list[str] = []
    page.ask_question = lambda title, text: asked.append(text) or False
    assert page.save_named("Ours") is None
    assert library.load("Ours").target == 500 and asked
    page.ask_question = lambda title, text: True
    assert page.save_named("ours") is None
    assert library.load("Ours").target == 350 and len(library.entries()) == 1


def test_save_as_suggests_a_free_name_for_an_edited_preset(dialog: PreferencesDialog,
                                                           library: HouseRulesLibrary) -> None:
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "kentucky-rook"))
    page.form.target_spin.setValue(400)
    suggested: list[str] = []
    page.ask_name = lambda title, label, text: suggested.append(text) or text
    assert page.save_as() is None
    assert suggested == ["Kentucky Rook (2)"]
    assert library.load("Kentucky Rook (2)").target == 400
    assert page.save_as() is None  # saving again offers (and replaces) the same set
    assert suggested[-1] == "Kentucky Rook (2)" and len(library.entries()) == 1


def test_switching_rule_sets_asks_before_discarding_edits(dialog: PreferencesDialog) -> None:
    page = dialog.rules_page
    asked: list[str] = []
    page.ask_question = lambda title, text: asked.append(text) or False
    page.start_from(Source(BUILT_IN, "kentucky-rook"))  # nothing edited yet: no question
    assert asked == [] and page.rules == PRESETS["kentucky-rook"]
    page.form.target_spin.setValue(350)
    page.start_from(Source(BUILT_IN, "two-hand-rook"))  # the user keeps the edits
    assert asked and page.rules is not None and page.rules.target == 350
    assert page.selected_source() == Source(BUILT_IN, "kentucky-rook")
    page.ask_question = lambda title, text: True
    page.start_from(Source(BUILT_IN, "two-hand-rook"))
    assert page.rules == PRESETS["two-hand-rook"] and not page.has_changes()


def test_a_preset_name_is_refused(dialog: PreferencesDialog, messages) -> None:
    problem = dialog.rules_page.save_named("Kentucky Rook")
    assert problem is not None and "built-in" in problem
    assert messages.shown and messages.shown[-1][1] == problem


def test_rename_and_delete(dialog: PreferencesDialog, library: HouseRulesLibrary) -> None:
    page = dialog.rules_page
    page.save_named("Old name")
    page.ask_name = lambda title, label, text: "New name"
    assert page.rename_selected() is None
    assert library.names() == ["New name"]
    assert page.selected_source() == Source(SAVED, "New name")
    assert page.form.name_edit.text() == "New name"
    assert page.delete_selected() is None
    assert library.names() == []
    assert page.selected_source() == Source(IN_USE, "")
    assert not page.delete_button.isEnabled()


def test_export_and_import(dialog: PreferencesDialog, library: HouseRulesLibrary, tmp_path: Path) -> None:
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "two-hand-rook"))
    page.form.name_edit.setText("Cabin rules")
    page.choose_save_path = lambda: str(tmp_path / "cabin.json")
    assert page.export_chosen() is None
    assert load_rules_file(tmp_path / "cabin.json") == page.rules
    # Each finished file action is said on the page (an export used to leave no trace), until the next edit.
    assert not page.done_label.isHidden() and page.done_label.text() == f"Exported to {tmp_path / 'cabin.json'}."
    page.start_from(Source(BUILT_IN, "kentucky-rook"))
    assert page.done_label.isHidden()
    page.choose_open_path = lambda: str(tmp_path / "cabin.json")
    assert page.import_chosen() is None
    assert page.rules is not None and page.rules.name == "Cabin rules"
    assert page.rules.deck == PRESETS["two-hand-rook"].deck
    assert library.names() == ["Cabin rules"]
    assert page.selected_source() == Source(SAVED, "Cabin rules")
    assert not page.done_label.isHidden() and "Cabin rules" in page.done_label.text()
    page.form.target_spin.setValue(page.form.target_spin.value() + 10)
    assert page.done_label.isHidden()
    # The same file again: no "Cabin rules (2)", and the page says why nothing was added.
    assert page.import_chosen() is None
    assert library.names() == ["Cabin rules"]
    assert page.done_label.text() == "“Cabin rules” is among your rule sets already, with these very rules."



def test_an_exported_built_in_set_is_imported_under_its_title(dialog: PreferencesDialog, library: HouseRulesLibrary,
                                                              tmp_path: Path) -> None:
    """Round 33: the page said the import's name was taken by "one of your rule sets" when the name was a
    built-in set's, and kept the built-in's English name for it."""
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "partners-cutthroat"))
    page.form.target_spin.setValue(300)   # a built-in set changed, still under its name
    page.choose_save_path = lambda: str(tmp_path / "ours.rookrules")
    assert page.export_chosen() is None
    assert load_rules_file(tmp_path / "ours.rookrules").name == PRESETS["partners-cutthroat"].name
    page.choose_open_path = lambda: str(tmp_path / "ours.rookrules")
    assert page.import_chosen() is None
    title = rules_title(PRESETS["partners-cutthroat"])
    assert library.names() == [f"{title} (2)"]
    assert page.done_label.text() == (f"Imported as “{title} (2)”: “{title}” is the name of a built-in rule set, "
                                      "whose rules differ.")

def test_a_refused_import_takes_the_last_file_action_off_the_page(dialog: PreferencesDialog, messages,
                                                                 tmp_path: Path) -> None:
    """Round 16: "Imported “Jon House”: it is among your rule sets now." stayed under the box refusing the
    next file, and after it."""
    page = dialog.rules_page
    good, bad = tmp_path / "good.json", tmp_path / "bad.json"
    good.write_text(json.dumps({"name": "Jon House", "target": 300}))
    bad.write_text(json.dumps({"hand_size": "nine"}))
    assert page.import_from(good) is None and not page.done_label.isHidden()
    assert page.import_from(bad) is not None
    assert page.done_label.isHidden()


BAD_FILES: dict[str, bytes] = {
    "not JSON": b"{'players': 4,}",
    "wrong types": json.dumps({"players": "4", "partnerships": "yes"}).encode(),
    "unknown keys": json.dumps({"players": 4, "wild_cards": True}).encode(),
    "huge numbers": json.dumps({"target": 10**40}).encode(),
    "huge bid": json.dumps({"bidding": {"min": 5, "step": 5, "max": 10**12},
                            "points": {"5": 10**11}}).encode(),
    "thousands of digits": b'{"hand_size": ' + b"1" * 6000 + b"}",
    "not text": b"\xff\xfe\x00\x01" * 100,
    "a list": b"[]",
    "impossible deal": json.dumps({"hand_size": 12}).encode(),
    "hostile nesting": b'{"deck": ' * 50000 + b"1" + b"}" * 50000,
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_importing_a_bad_file_changes_nothing(dialog: PreferencesDialog, library: HouseRulesLibrary,
                                              messages, tmp_path: Path, kind: str) -> None:
    page = dialog.rules_page
    page.save_named("Keep me")
    page.form.target_spin.setValue(321)
    before_rules, before_sources = page.rules, sources(dialog)
    before_files = sorted(p.name for p in library.folder.iterdir())
    path = tmp_path / "bad.json"
    path.write_bytes(BAD_FILES[kind])
    problem = page.import_from(path)
    assert problem is not None and "bad.json is not a usable house-rules file" in problem
    assert messages.shown[-1] == ("Cannot import", problem)
    assert page.rules == before_rules and sources(dialog) == before_sources
    assert sorted(p.name for p in library.folder.iterdir()) == before_files


def test_importing_a_50_mb_file_changes_nothing(dialog: PreferencesDialog, library: HouseRulesLibrary,
                                                messages, tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.write(b'{"name": "')
        f.truncate(50 * 1024 * 1024)
    before = dialog.rules_page.rules
    problem = dialog.rules_page.import_from(path)
    assert problem is not None and "at most" in problem
    assert dialog.rules_page.rules == before and library.entries() == []
    assert len(messages.shown) == 1


def test_importing_a_missing_file_says_so(dialog: PreferencesDialog, messages, tmp_path: Path) -> None:
    problem = dialog.rules_page.import_from(tmp_path / "nowhere.json")
    assert problem is not None and "cannot read" in problem
    # Not "not a usable house-rules file" first (round 20): there is no file to be unusable.
    assert problem.startswith("nowhere.json could not be read, so nothing was changed.")


def test_an_imported_file_s_problem_names_the_setting_and_the_file_s_key(dialog: PreferencesDialog, messages,
                                                                          tmp_path: Path) -> None:
    """Found in a Spanish play test: the refusal said only "rook_rank: ...", a name the form never shows."""
    page = dialog.rules_page
    path = tmp_path / "bird.json"
    path.write_text(json.dumps({"rook_rank": 10}))
    problem = page.import_from(path)
    title = page.form.field_for("rook_rank").title
    assert problem is not None and f"{title} (rook_rank in the file): " in problem
    unknown = tmp_path / "colour.json"
    unknown.write_text(json.dumps({"colour": "red"}))
    problem = page.import_from(unknown)   # no setting of that name: the key alone
    assert problem is not None and "colour: " in problem


def test_import_asks_before_it_replaces_changes_in_the_editor(dialog: PreferencesDialog, library: HouseRulesLibrary,
                                                              tmp_path: Path) -> None:
    """Round 20: an edit (minimum bid 80 -> 90) vanished without a word when a file was imported."""
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "two-hand-rook"))
    page.choose_save_path = lambda: str(tmp_path / "ours.rookrules")
    assert page.export_chosen() is None
    page.form.target_spin.setValue(350)
    asked: list[str] = []
    page.ask_question = lambda title, text: asked.append(text) or False
    assert page.import_from(tmp_path / "ours.rookrules") is None
    assert asked == ["Discard your changes to the rules in the editor?"]
    assert page.form.target_spin.value() == 350 and library.names() == []   # kept, and nothing imported
    page.ask_question = lambda title, text: asked.append(text) or True
    assert page.import_from(tmp_path / "ours.rookrules") is None
    assert page.form.target_spin.value() == PRESETS["two-hand-rook"].target
    # The built-in set exported unchanged is that set again, not a copy (round 34).
    assert library.names() == [] and page.selected_source() == Source(BUILT_IN, "two-hand-rook")
    assert page.done_label.text().startswith("These are the rules of the built-in set")
    asked.clear()
    assert page.import_from(tmp_path / "ours.rookrules") is None   # no changes: no question
    assert asked == []


def test_edits_just_exported_are_given_up_without_a_question(dialog: PreferencesDialog, tmp_path: Path) -> None:
    """Round 37: Export, then Import asked "Discard your changes…" of the edits safe in the file."""
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "two-hand-rook"))
    page.form.target_spin.setValue(350)
    page.choose_save_path = lambda: str(tmp_path / "ours.rookrules")
    assert page.export_chosen() is None
    asked: list[str] = []
    page.ask_question = lambda title, text: asked.append(text) or False
    other = tmp_path / "other.rookrules"
    page.start_from(Source(BUILT_IN, "partners-cutthroat"))   # the export's edits are in its file
    assert asked == [] and page.form.target_spin.value() == PRESETS["partners-cutthroat"].target
    page.start_from(Source(BUILT_IN, "two-hand-rook"))
    page.form.target_spin.setValue(350)
    page.choose_save_path = lambda: str(other)
    assert page.export_chosen() is None
    page.form.target_spin.setValue(400)   # edited after the export: those edits are not in any file
    assert page.import_from(tmp_path / "ours.rookrules") is None
    assert asked == ["Discard your changes to the rules in the editor?"] and page.form.target_spin.value() == 400


def test_a_file_that_cannot_be_imported_is_refused_before_edits_are_asked_about(
        dialog: PreferencesDialog, messages, tmp_path: Path) -> None:
    """Round 31: with edits in the editor, a broken file first asked to discard them, then was refused."""
    page = dialog.rules_page
    page.form.target_spin.setValue(350)
    asked: list[str] = []
    page.ask_question = lambda title, text: asked.append(text) or True
    path = tmp_path / "broken.rookrules"
    path.write_text(json.dumps({"target": "lots"}))
    problem = page.import_from(path)
    assert problem is not None and messages.shown[-1] == ("Cannot import", problem)
    assert asked == [] and page.form.target_spin.value() == 350
    assert page.import_from(tmp_path / "nowhere.rookrules") is not None and asked == []


def test_an_automatic_highest_bid_is_left_out_of_the_exported_file(dialog: PreferencesDialog, tmp_path: Path) -> None:
    """Round 32: exported with Maximum bid "Automatic" (150), the file said "max": 150; the bird's points
    changed from 25 to 10 by hand, the import refused 150 as more than the 140 points available."""
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "partners-cutthroat"))
    page.form.name_edit.setText("Miller rules")
    assert page.form.automatic_max
    page.choose_save_path = lambda: str(tmp_path / "miller.rookrules")
    assert page.export_chosen() is None
    data = json.loads((tmp_path / "miller.rookrules").read_text(encoding="utf-8"))
    assert "max" not in data["bidding"] and data["bidding"]["min"] == page.rules.bidding.min
    assert load_rules_file(tmp_path / "miller.rookrules") == page.rules    # read back as it was
    data["points"]["ROOK"] -= 15                                              # edited by hand
    (tmp_path / "miller.rookrules").write_text(json.dumps(data), encoding="utf-8")
    edited = load_rules_file(tmp_path / "miller.rookrules")
    assert edited.bidding.max == page.rules.bidding.max - 15                 # 200 - 15 points, a multiple of 5

    # A highest bid of the family's own is written as it is.
    page.form.max_auto_box.setChecked(False)
    page.form.max_spin.setValue(page.form.max_spin.value() - 20)
    assert page.export_chosen() is None
    assert json.loads((tmp_path / "miller.rookrules").read_text(encoding="utf-8"))["bidding"]["max"] == page.rules.bidding.max


def test_the_form_stays_put_as_the_rule_check_and_file_actions_come_and_go(dialog: PreferencesDialog,
                                                                         tmp_path: Path, qtbot) -> None:
    """The rule check and the last file action share two lines kept from the start (round 21: a broken
    rule pushed the form under the pointer); round 37: a line each left an empty band over the form."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QApplication

    from rookdesk.ui.preferences.dialog import PREFERENCES_SIZE

    dialog.resize(PREFERENCES_SIZE)
    dialog.show()
    qtbot.waitExposed(dialog)
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "partners-cutthroat"))

    def settled_top() -> int:
        for _ in range(5):
            QApplication.processEvents()
        return page.scroll.y()

    top = settled_top()
    bold = QFont(page.status_label.font())
    bold.setBold(True)
    # No more than the two lines' room between the rule check's first line and the form.
    check_top = page.status_label.mapTo(page, QPoint(0, 0)).y()
    assert top - check_top <= 2 * QFontMetrics(bold).lineSpacing() + 12, (top, check_top)
    page.form.hand_spin.setValue(page.form.hand_spin.maximum())   # more cards than the deck has
    qtbot.waitUntil(lambda: not page.is_valid)
    assert page.status_label.text().startswith("⚠") and settled_top() == top
    page.form.hand_spin.setValue(10)
    qtbot.waitUntil(lambda: page.is_valid)
    page.choose_save_path = lambda: str(tmp_path / "ours.rookrules")
    assert page.export_chosen() is None
    qtbot.waitUntil(lambda: page.done_label.isVisible())
    assert settled_top() == top
