"""Cancel, Escape or the close button with changes not applied asks first (they were dropped silently)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from rookdesk.engine.presets import PRESETS
from rookdesk.storage.settings import SettingsStore
from rookdesk.ui.preferences import PreferencesDialog


def _shown(qtbot, dialog: PreferencesDialog) -> PreferencesDialog:
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _button(box: QMessageBox, text: str):
    return next(button for button in box.buttons() if button.text().replace("&", "") == text)


def test_cancel_without_changes_closes_at_once(qtbot, dialog: PreferencesDialog) -> None:
    _shown(qtbot, dialog)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert dialog.discard_box is None and not dialog.isVisible()
    assert dialog.result() == PreferencesDialog.DialogCode.Rejected


def test_escape_with_rule_edits_asks_and_go_back_keeps_them(qtbot, dialog: PreferencesDialog) -> None:
    _shown(qtbot, dialog)
    dialog.rules_page.form.target_spin.setValue(420)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    box = dialog.discard_box
    assert box is not None and dialog.isVisible()
    assert box.defaultButton() is _button(box, "Keep editing")
    assert box.text() == "Apply your changes before closing Preferences?"   # edits: not only a choice
    QTest.keyClick(box, Qt.Key.Key_Escape)                 # Escape in the question goes back
    qtbot.waitUntil(lambda: dialog.discard_box is None)
    assert dialog.isVisible()
    assert dialog.rules_page.form.target_spin.value() == 420


def test_enter_after_cancel_neither_applies_nor_drops_the_changes(qtbot, dialog: PreferencesDialog,
                                                                  settings_path: str) -> None:
    """Round 39: Cancel, then Enter, applied the changes (Apply was the question's default)."""
    _shown(qtbot, dialog)
    before = SettingsStore(settings_path).load()
    announced = []
    dialog.rulesChanged.connect(announced.append)
    dialog.rules_page.form.target_spin.setValue(420)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    box = dialog.discard_box
    qtbot.waitUntil(box.isVisible)
    QTest.keyClick(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.discard_box is None)
    assert dialog.isVisible() and announced == []
    assert SettingsStore(settings_path).load() == before
    assert dialog.rules_page.form.target_spin.value() == 420


def test_discard_closes_without_saving(qtbot, dialog: PreferencesDialog, settings_path: str) -> None:
    _shown(qtbot, dialog)
    before = SettingsStore(settings_path).load()
    dialog.players_page.name_edits[0].setText("Grandma")
    dialog.close()                                         # the window's close button
    box = dialog.discard_box
    assert box is not None and dialog.isVisible()
    _button(box, "Discard").click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == PreferencesDialog.DialogCode.Rejected
    assert SettingsStore(settings_path).load() == before


def test_apply_in_the_question_applies_and_closes(qtbot, dialog: PreferencesDialog, settings_path: str) -> None:
    _shown(qtbot, dialog)
    announced = []
    dialog.rulesChanged.connect(announced.append)
    dialog.rules_page.form.target_spin.setValue(420)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    _button(dialog.discard_box, "Apply").click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert dialog.result() == PreferencesDialog.DialogCode.Accepted
    assert [rules.target for rules in announced] == [420]
    assert SettingsStore(settings_path).load().last_rules["target"] == 420


def test_changes_that_cannot_be_applied_offer_only_to_drop_or_go_back(qtbot, dialog: PreferencesDialog) -> None:
    _shown(qtbot, dialog)
    names = dialog.players_page.name_edits
    names[1].setText(names[0].text())                      # two seats of one name
    assert not dialog.can_apply()
    dialog.reject()
    box = dialog.discard_box
    assert not _button(box, "Apply").isEnabled()
    assert box.defaultButton() is _button(box, "Keep editing")
    assert "a seat's name cannot be used (see the Players page)" in box.informativeText()
    dialog.reject()                                        # asked again while the question is up: one box
    assert dialog.discard_box is box
    _button(box, "Keep editing").click()
    qtbot.waitUntil(lambda: dialog.discard_box is None)


def test_after_apply_cancel_closes_without_asking(qtbot, dialog: PreferencesDialog) -> None:
    _shown(qtbot, dialog)
    dialog.rules_page.form.target_spin.setValue(420)
    dialog.table_page.dim_box.setChecked(not dialog.table_page.dim_box.isChecked())
    assert dialog.has_unapplied_changes()
    assert dialog.apply()
    assert not dialog.has_unapplied_changes()
    dialog.reject()
    assert dialog.discard_box is None and not dialog.isVisible()


def test_rules_that_cannot_be_played_are_named_as_the_reason(qtbot, dialog: PreferencesDialog) -> None:
    _shown(qtbot, dialog)
    dialog.rules_page.form.hand_spin.setValue(dialog.rules_page.form.hand_spin.value() + 3)   # cannot be dealt
    assert not dialog.rules_page.is_valid
    dialog.reject()
    assert "the house rules cannot be played (see the House rules page)" in dialog.discard_box.informativeText()
    _button(dialog.discard_box, "Discard").click()
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_a_rule_set_chosen_but_not_applied_is_asked_about_too(qtbot, dialog: PreferencesDialog) -> None:
    """Round 32: an import (or a preset chosen under Start from) and Cancel closed without a word."""
    from rookdesk.ui.preferences.rules_page import BUILT_IN, Source

    _shown(qtbot, dialog)
    page = dialog.rules_page
    in_use = page.in_use
    other = next(name for name in ("kentucky-discard", "two-hand-rook") if PRESETS[name] != in_use)
    page.start_from(Source(BUILT_IN, other))
    assert not page.has_changes() and dialog.has_unapplied_changes()
    dialog.reject()
    assert dialog.discard_box is not None
    # Round 34: said as what it is, not "your changes … are lost" with no change in sight.
    from rookdesk.ui.texts import rules_title

    assert dialog.discard_box.text() == f"Deal new games with “{rules_title(PRESETS[other])}”?"
    assert f"new games keep “{rules_title(in_use)}”" in dialog.discard_box.informativeText()
    _button(dialog.discard_box, "Apply").click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert page.in_use == PRESETS[other]
