"""Round 35: after Apply, Start from names the rules the editor holds."""

from __future__ import annotations

from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.rules_page import BUILT_IN, IN_USE, SAVED, Source


def test_apply_of_a_changed_built_in_set_shows_the_rules_for_new_games(qtbot, dialog: PreferencesDialog) -> None:
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "kentucky-rook"))
    page.form.target_spin.setValue(page.form.target_spin.value() + 50)
    assert page.changed_label.isVisibleTo(page)
    assert dialog.apply()
    assert page.selected_source().kind == IN_USE
    assert page.start_combo.currentText().startswith("For new games: ")
    assert not page.changed_label.isVisibleTo(page) and not page.has_changes()


def test_apply_of_an_unchanged_set_keeps_its_name_in_start_from(qtbot, dialog: PreferencesDialog) -> None:
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "kentucky-rook"))
    assert dialog.apply()
    assert page.selected_source() == Source(BUILT_IN, "kentucky-rook")
    page.form.target_spin.setValue(page.form.target_spin.value() + 50)
    assert page.save_named("Family") is None
    assert dialog.apply()
    assert page.selected_source() == Source(SAVED, "Family")
