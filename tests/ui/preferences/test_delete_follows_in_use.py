"""Deleting a saved rule set leaves the editor agreeing with "Start from: In use" (play test round 7)."""

from __future__ import annotations

from rookdesk.engine.presets import PRESETS
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.rules_page import BUILT_IN, IN_USE, SAVED, Source


def _save_family_rules(dialog: PreferencesDialog) -> None:
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "kentucky-discard"))
    page.form.target_spin.setValue(350)
    assert page.save_named("Family rules") is None
    assert page.selected_source() == Source(SAVED, "Family rules")


def test_delete_loads_the_rules_in_use_so_ok_does_not_apply_the_deleted_set(
        dialog: PreferencesDialog, library: HouseRulesLibrary) -> None:
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "kentucky-rook"))
    assert dialog.apply()                       # Kentucky Rook is in use
    _save_family_rules(dialog)
    assert page.delete_selected() is None
    assert library.names() == []
    assert page.selected_source() == Source(IN_USE, "")
    # The editor shows what Start from says, unchanged: OK keeps Kentucky Rook.
    assert page.rules == PRESETS["kentucky-rook"]
    assert not page.has_changes() and page.changed_label.isHidden()
    assert dialog.apply()
    assert dialog.current_settings().last_rules == PRESETS["kentucky-rook"].to_dict()


def test_delete_keeps_unsaved_edits_marked_changed(dialog: PreferencesDialog, library: HouseRulesLibrary) -> None:
    page = dialog.rules_page
    _save_family_rules(dialog)
    page.form.target_spin.setValue(420)        # edited after saving, not saved again
    assert page.delete_selected() is None
    assert page.selected_source() == Source(IN_USE, "")
    assert page.rules is not None and page.rules.target == 420
    assert page.has_changes() and not page.changed_label.isHidden()
