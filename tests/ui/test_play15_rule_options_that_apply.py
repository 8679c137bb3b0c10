"""Play test 15: House rules options that the other settings leave without effect are greyed, their
tooltip saying why, and come back with their values when the setting changes back.

Found: with "Two-handed Rook (Rook deck)" (no Rook card) "Rook in trump" and "The Rook may be played any
time" stayed enabled; "Draw pile (two players)" could be ticked with three players, and the rules then
could not be played.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox

from rookdesk.engine.presets import PRESETS
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import SettingsStore
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.rules_form import RulesForm
from rookdesk.ui.preferences.rules_page import BUILT_IN, Source


@pytest.fixture
def dialog(qtbot, tmp_path: Path) -> PreferencesDialog:
    dialog = PreferencesDialog(SettingsStore(str(tmp_path / "settings.ini")), HouseRulesLibrary(tmp_path / "rules"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.fixture
def form(dialog: PreferencesDialog) -> RulesForm:
    """The House rules page of Edit > Preferences, on screen."""
    return dialog.rules_page.form


def start_from(form: RulesForm, name: str) -> None:
    page = form.parentWidget()
    while not hasattr(page, "start_from"):
        page = page.parentWidget()
    page.start_from(Source(BUILT_IN, name))
    assert form.rules == PRESETS[name]


def click(qtbot, box: QCheckBox) -> None:
    form = box.window()
    form.activateWindow()
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)   # a disabled box takes no focus and ignores the key


def choose(combo: QComboBox, value: Any) -> None:
    index = combo.findData(value)
    assert index >= 0, f"{value!r} not offered"
    combo.setCurrentIndex(index)


def greyed(widget, why: str) -> bool:
    return not widget.isEnabled() and widget.toolTip() == why


def test_rook_options_are_greyed_without_the_rook_and_keep_their_values(qtbot, form: RulesForm) -> None:
    start_from(form, "two-hand-rook")
    assert not form.rook_box.isChecked()
    for widget in (form.rook_rank_mode, form.rook_any_time_box):
        assert not widget.isEnabled()
    assert greyed(form.rook_any_time_box, "No Rook card in the deck.")
    assert greyed(form._row_labels["rook_rank"], "No Rook card in the deck.")
    assert form.rook_rank_mode.currentData() == "lowest"

    form.nest_spin.setValue(3)   # room for the Rook in the deal
    click(qtbot, form.rook_box)
    assert form.rook_box.isChecked() and form.rook_rank_mode.isEnabled() and form.rook_any_time_box.isEnabled()
    assert form.rook_any_time_box.toolTip().startswith("The Rook/joker may be played")
    choose(form.rook_rank_mode, "highest")
    click(qtbot, form.rook_any_time_box)
    assert form.error is None and form.rules.rook_any_time and form.rules.rook_rank == "highest"

    click(qtbot, form.rook_box)   # out again: greyed, the values stay
    assert not form.rook_any_time_box.isEnabled() and form.rook_any_time_box.isChecked()
    click(qtbot, form.rook_any_time_box)   # greyed: a click changes nothing
    assert form.rook_any_time_box.isChecked()
    click(qtbot, form.rook_box)
    assert form.rook_any_time_box.isEnabled() and form.rook_any_time_box.isChecked()
    assert form.rook_rank_mode.currentData() == "highest"


def test_joker_options_are_greyed_without_the_joker(qtbot, form: RulesForm) -> None:
    start_from(form, "two-hand-standard")
    assert form.rook_any_time_box.isEnabled()
    form.nest_spin.setValue(4)
    click(qtbot, form.rook_box)
    assert form.error is None, form.error_summary()
    assert greyed(form.rook_any_time_box, "No joker in the deck.")
    assert not form.rook_rank_mode.isEnabled()


def test_draw_pile_is_for_two_players_only(qtbot, form: RulesForm) -> None:
    """From the tournament rules with three players, the draw pile cannot be ticked (it was, and then the
    rules could not be played)."""
    start_from(form, "kentucky-discard")
    form.players_spin.setValue(3)
    assert greyed(form.draw_pile_box, "Only for two players.")
    click(qtbot, form.draw_pile_box)
    assert not form.draw_pile_box.isChecked()
    assert not form.data()["draw_pile"]
    assert greyed(form.face_up_box, "No draw pile.")


def test_a_draw_pile_given_up_for_three_players_comes_back_at_two(qtbot, form: RulesForm) -> None:
    start_from(form, "two-hand-rook")
    assert form.draw_pile_box.isEnabled() and form.draw_pile_box.isChecked() and form.face_up_box.isEnabled()
    form.players_spin.setValue(3)
    assert greyed(form.draw_pile_box, "Only for two players.") and not form.draw_pile_box.isChecked()
    assert not form.face_up_box.isEnabled() and form.face_up_box.isChecked()
    assert form.error is None or form.error.key != "draw_pile"
    form.players_spin.setValue(2)
    assert form.draw_pile_box.isEnabled() and form.draw_pile_box.isChecked()
    assert form.face_up_box.isEnabled() and form.face_up_box.isChecked()
    assert form.rules == PRESETS["two-hand-rook"]


def test_partnerships_come_back_ticked_at_four_players(qtbot, form: RulesForm) -> None:
    start_from(form, "partners-cutthroat")
    form.players_spin.setValue(3)
    assert greyed(form.partnerships_box, "Only for four players: partners sit opposite.")
    assert not form.partnerships_box.isChecked()
    form.players_spin.setValue(4)
    assert form.partnerships_box.isEnabled() and form.partnerships_box.isChecked()
    assert form.rules == PRESETS["partners-cutthroat"]


def test_the_1_high_box_is_greyed_without_1s(qtbot, form: RulesForm) -> None:
    start_from(form, "two-hand-rook")   # ranks 4 to 14
    assert greyed(form.one_high_box, "No 1s in the deck.") and form.one_high_box.isChecked()
    form.rank_boxes[1].setChecked(True)
    assert form.one_high_box.isEnabled() and form.one_high_box.isChecked()


def test_nest_rules_are_greyed_without_a_nest(qtbot, form: RulesForm) -> None:
    start_from(form, "partners-cutthroat")
    form.nest_spin.setValue(0)
    for combo in (form.trump_named_combo, form.discard_counters_combo, form.points_to_combo):
        assert greyed(combo, "No nest (0 cards).")
    assert not form._row_labels["trump_named"].isEnabled()
    form.nest_spin.setValue(5)
    assert form.trump_named_combo.isEnabled() and form.points_to_combo.currentData() == "last_trick"
    assert form.rules == PRESETS["partners-cutthroat"]


def test_everyone_passing_is_greyed_when_the_opener_must_bid(qtbot, form: RulesForm) -> None:
    start_from(form, "partners-cutthroat")
    assert form.all_pass_combo.isEnabled()
    click(qtbot, form.must_bid_box)
    assert greyed(form.all_pass_combo, "The opener must bid, so the auction never ends with everyone passing.")
    assert form.all_pass_combo.currentData() == "dealer_forced"
    click(qtbot, form.must_bid_box)
    assert form.all_pass_combo.isEnabled() and form.rules == PRESETS["partners-cutthroat"]


def test_a_broken_deal_is_marked_at_the_field_being_changed_and_nothing_in_the_form_moves(qtbot, form: RulesForm) -> None:
    """Round 21: a click on "Cards in the nest" made the deal unplayable; the message came up under "Cards in
    each hand" and the check line above the form grew a line: the nest's arrow moved from under the pointer.
    Round 22: told under the field being changed, it pushed the fields below down, and the next click on an
    arrow landed on another field's. The reason is on the check line (its room kept) and in the field's tooltip."""
    start_from(form, "two-hand-rook")
    page = form.parentWidget()
    while not hasattr(page, "status_label"):
        page = page.parentWidget()
    fields = form._fields
    qtbot.waitUntil(lambda: fields["nest_size"].control.isVisible())

    def places() -> list:
        return [field.control.mapTo(page, field.control.rect().topLeft()) for field in fields.values()
                if field.control.isVisible()]

    before = places()
    for key, step in (("nest_size", 1), ("players", 1)):
        spin = fields[key].control
        spin.setFocus()
        qtbot.waitUntil(spin.hasFocus)
        spin.stepBy(step)
        assert form.error is not None and form.error.key == "hand_size"
        assert form.is_marked(key) and not form.is_marked("hand_size")
        reason = form.error_text(key)
        assert reason and spin.toolTip() == reason and spin.accessibleDescription() == reason
        assert f"{fields[key].title}: {reason}" in page.status_label.text()
        qtbot.wait(50)
        assert places() == before, key
        spin.stepBy(-step)
        assert form.error is None and spin.toolTip() == fields[key].tip and form.error_text(key) == ""
    assert places() == before
