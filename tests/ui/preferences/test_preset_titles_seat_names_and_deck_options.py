"""Second play test, Preferences: translated built-in names, seat names that clash, the greyed 1-high box."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import rules_from_dict
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.i18n import install_translators, remove_translators
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.rules_form import RulesForm
from rookdesk.ui.preferences.rules_page import BUILT_IN, Source

from prefs_helpers import choose

STANDARD = "Two-handed Rook (standard deck)"


@pytest.fixture()
def german():
    """The real German catalogue (translations/rookdesk_de.qm) for one test."""
    app = QApplication.instance()
    locale = QLocale()
    translators = install_translators(app, "de")
    assert translators, "the German catalogue is missing (make translations)"
    yield
    remove_translators(app, translators)
    QLocale.setDefault(locale)


def open_dialog(qtbot, tmp_path: Path, **settings) -> PreferencesDialog:
    store = SettingsStore(str(tmp_path / "settings.ini"))
    store.save(AppSettings(first_run=False, **settings))
    dialog = PreferencesDialog(store, HouseRulesLibrary(tmp_path / "rules"))
    qtbot.addWidget(dialog)
    dialog.rules_page.ask_question = lambda title, text: True
    dialog.rules_page.show_message = lambda title, text: None
    return dialog


def buttons_enabled(dialog: PreferencesDialog) -> tuple[bool, bool]:
    return (dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled(),
            dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).isEnabled())



# 1. A built-in rule set's name in German ----------------------------------------------------------


def test_german_name_field_shows_the_built_in_title_and_stores_the_english_name(qtbot, tmp_path, german) -> None:
    dialog = open_dialog(qtbot, tmp_path, last_rules=PRESETS["two-hand-standard"].to_dict())
    page, form = dialog.rules_page, dialog.rules_page.form
    title = "Rook zu zweit (französisches Blatt)"
    assert page.start_combo.currentText().endswith(title)
    assert form.name_edit.text() == title
    # Untouched, it is still the built-in rule set under its own name.
    assert page.rules == PRESETS["two-hand-standard"] and not page.has_changes()
    dialog.resize(1040, 760)
    path = tmp_path / "out.json"
    assert page.export_to(path) is None
    assert json.loads(path.read_text(encoding="utf-8"))["name"] == STANDARD
    form.target_spin.setValue(300)
    assert dialog.apply()
    assert dialog.settings.last_rules["name"] == STANDARD
    # Another built-in rule set: its title too.
    page.start_from(Source(BUILT_IN, "partners-cutthroat"))
    assert form.name_edit.text() != "Partnership cut-throat Rook"
    assert page.rules.name == "Partnership cut-throat Rook"


def test_german_edited_name_is_the_persons_own(qtbot, tmp_path, german) -> None:
    dialog = open_dialog(qtbot, tmp_path, last_rules=PRESETS["two-hand-standard"].to_dict())
    form = dialog.rules_page.form
    form.name_edit.selectAll()
    QTest.keyClicks(form.name_edit, "Rook zu zweit bei Oma")
    assert dialog.rules_page.rules.name == "Rook zu zweit bei Oma"
    assert dialog.apply()
    assert dialog.settings.last_rules["name"] == "Rook zu zweit bei Oma"


def test_german_save_as_suggests_a_german_name_and_saved_names_stay_as_typed(qtbot, tmp_path, german) -> None:
    dialog = open_dialog(qtbot, tmp_path, last_rules=PRESETS["two-hand-standard"].to_dict())
    page = dialog.rules_page
    offered: list[str] = []
    page.ask_name = lambda title, label, text: offered.append(text) or text
    assert page.save_as() is None
    assert offered == ["Rook zu zweit (französisches Blatt) (2)"]
    assert page.form.name_edit.text() == offered[0] == page.rules.name
    assert page.library.find(offered[0]) is not None


def test_english_name_field_unchanged(qtbot, tmp_path) -> None:
    form = RulesForm()
    qtbot.addWidget(form)
    form.load(PRESETS["two-hand-standard"])
    assert form.name_edit.text() == STANDARD and form.data()["name"] == STANDARD


# 2. Seat names --------------------------------------------------------------------------------------


def test_duplicate_seat_names_block_ok_and_apply(qtbot, tmp_path) -> None:
    dialog = open_dialog(qtbot, tmp_path, last_rules=PRESETS["partners-cutthroat"].to_dict())
    players = dialog.players_page
    assert players.is_valid and buttons_enabled(dialog) == (True, True)
    edit = players.name_edits[2]
    edit.selectAll()
    QTest.keyClicks(edit, "  west ")
    assert not players.is_valid and buttons_enabled(dialog) == (False, False)
    assert players.name_error.isVisibleTo(players)
    assert players.name_error.text() == "Seats 2 and 3 are both called “west”: give each seat its own name."
    assert not dialog.apply()
    dialog.tabs.setCurrentWidget(players)
    dialog.resize(1040, 760)
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Delete)
    assert players.name_error.text() == "Seat 3 needs a name."
    assert buttons_enabled(dialog) == (False, False)
    QTest.keyClicks(edit, "Grandma")
    assert players.is_valid and buttons_enabled(dialog) == (True, True)
    # Seats the rules do not use may repeat a name.
    players.name_edits[4].setText("Grandma")
    assert players.is_valid


def test_invalid_names_and_invalid_rules_both_count(qtbot, tmp_path) -> None:
    dialog = open_dialog(qtbot, tmp_path)
    dialog.players_page.name_edits[1].setText("South")
    dialog.rules_page.form.hand_spin.setValue(11)       # the rules are wrong too
    assert buttons_enabled(dialog) == (False, False)
    dialog.rules_page.form.hand_spin.setValue(10)
    assert buttons_enabled(dialog) == (False, False)    # still the names
    dialog.players_page.name_edits[1].setText("West")
    assert buttons_enabled(dialog) == (True, True)
    dialog.rules_page.form.hand_spin.setValue(11)
    assert buttons_enabled(dialog) == (False, False)    # and the rules alone


def test_compass_names_follow_the_seats_in_use(qtbot, tmp_path, german) -> None:
    """After a two-player game seat 2 is remembered as North: at four seats it is West again."""
    dialog = open_dialog(qtbot, tmp_path, last_rules=PRESETS["partners-cutthroat"].to_dict(),
                         seat_names=("South", "North", "North", "East", "Player 5", "Player 6"))
    players = dialog.players_page
    assert [e.text() for e in players.name_edits[:4]] == ["Süd", "West", "Nord", "Ost"]
    assert players.is_valid
    dialog.rules_page.start_from(Source(BUILT_IN, "two-hand-rook"))
    assert [e.text() for e in players.name_edits[:2]] == ["Süd", "Nord"]
    # Seats not in use read "Spieler 3", "Spieler 4", not "Nord" and "Ost" beside the "Nord" in use.
    assert [e.text() for e in players.name_edits[2:4]] == ["Spieler 3", "Spieler 4"]
    dialog.rules_page.start_from(Source(BUILT_IN, "partners-cutthroat"))
    assert [e.text() for e in players.name_edits[:4]] == ["Süd", "West", "Nord", "Ost"]
    # A name someone typed stays, and a clash with it is refused in German too.
    edit = players.name_edits[1]
    edit.selectAll()
    QTest.keyClicks(edit, "nord")
    assert not players.is_valid and buttons_enabled(dialog) == (False, False)
    assert players.name_error.text().startswith("Die Plätze 2 und 3 heißen beide")
    dialog.tabs.setCurrentWidget(players)
    dialog.resize(1040, 760)
    assert dialog.players_page.values()["seat_names"][1] == "nord"


# 3. The 1-high box with a standard deck ----------------------------------------------------------------


def test_one_high_box_is_unticked_while_it_does_not_apply(qtbot) -> None:
    form = RulesForm()
    qtbot.addWidget(form)
    form.load(PRESETS["two-hand-standard"])
    box = form.one_high_box
    assert not box.isEnabled() and not box.isChecked()
    assert "Rook deck" in box.toolTip() and "ace" in box.toolTip()
    # The rule keeps its value: the built-in rule set is unchanged.
    assert form.data()["ace_or_one_high"] is PRESETS["two-hand-standard"].ace_or_one_high
    form.name_edit.setText("x")
    form.name_edit.setText(STANDARD)
    assert form.rules == PRESETS["two-hand-standard"]
    form.show()
    choose(form.style_combo, "rook")
    assert box.isChecked()
    form.rank_boxes[1].setChecked(True)   # with 1s in the deck the box applies (greyed without them)
    assert box.isEnabled() and box.isChecked()
    box.setChecked(False)
    choose(form.style_combo, "standard")
    assert not box.isChecked() and not form.data()["ace_or_one_high"]
    choose(form.style_combo, "rook")
    assert not box.isChecked()


def test_one_high_box_follows_a_rook_deck_rule_set(qtbot) -> None:
    form = RulesForm()
    qtbot.addWidget(form)
    low = rules_from_dict({**PRESETS["kentucky-rook"].to_dict(), "ace_or_one_high": False}, complete=True)
    form.load(low)
    assert form.one_high_box.isEnabled() and not form.one_high_box.isChecked()
    form.load(PRESETS["kentucky-rook"])
    assert form.one_high_box.isEnabled() and form.one_high_box.isChecked()
    assert "Rook deck: the 1 beats the 14" in form.one_high_box.toolTip()
