"""The Preferences dialog as a whole: persistence, signals, defaults, accessibility."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLineEdit,
    QTableView,
    QWidget,
)

from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import rules_from_dict
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import DEFAULTS, SettingsStore
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.rules_page import BUILT_IN, Source

from prefs_helpers import choose


def test_settings_survive_a_restart(qtbot, dialog: PreferencesDialog, settings_path: str,
                                    library: HouseRulesLibrary) -> None:
    """Change every page, press OK, open a new dialog on a new store: everything is still there."""
    players, table, rules = dialog.players_page, dialog.table_page, dialog.rules_page
    players.name_edits[0].setText("Grandma")
    choose(players.kind_combos[1], "hard")
    choose(players.kind_combos[3], "human")
    players.think_spin.setValue(4.5)
    players.pause_spin.setValue(300)
    choose(table.look_combo, "large")
    table.set_colour(QColor("#553311"))
    choose(table.speed_combo, "off")
    table.dim_box.setChecked(False)
    table.confirm_box.setChecked(True)
    rules.start_from(Source(BUILT_IN, "kentucky-discard"))
    with qtbot.waitSignal(dialog.settingsChanged) as signal:
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    saved = signal.args[0]
    assert dialog.result() == dialog.DialogCode.Accepted

    reloaded = SettingsStore(settings_path).load()
    assert reloaded == saved
    assert reloaded.seat_names[0] == "Grandma" and reloaded.seat_kinds[:4] == ("human", "hard", "normal", "human")
    assert reloaded.ai_think_seconds == 4.5 and reloaded.ai_pause_ms == 300
    assert (reloaded.card_look, reloaded.table_colour, reloaded.animation_speed) == ("large", "#553311", "off")
    assert reloaded.dim_illegal is False and reloaded.confirm_play is True
    assert rules_from_dict(reloaded.last_rules, complete=True) == PRESETS["kentucky-discard"]

    again = PreferencesDialog(SettingsStore(settings_path), library)
    qtbot.addWidget(again)
    assert again.current_settings() == reloaded
    assert again.rules_page.rules == PRESETS["kentucky-discard"]
    assert again.rules_page.start_combo.currentText() == "For new games: Tournament Rook (Kentucky discard)"


def test_cancel_stores_nothing(qtbot, dialog: PreferencesDialog, settings_path: str) -> None:
    dialog.players_page.name_edits[0].setText("Nobody")
    dialog.rules_page.form.target_spin.setValue(100)
    with qtbot.assertNotEmitted(dialog.settingsChanged), qtbot.assertNotEmitted(dialog.rulesChanged):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
        drop = next(button for button in dialog.discard_box.buttons() if "Discard" in button.text())
        drop.click()                                   # asked about the changes: they are dropped
    assert SettingsStore(settings_path).load() == DEFAULTS


def test_apply_emits_both_signals_and_keeps_the_dialog_open(qtbot, dialog: PreferencesDialog) -> None:
    dialog.show()
    dialog.rules_page.form.target_spin.setValue(250)
    got: list[object] = []
    dialog.settingsChanged.connect(got.append)
    dialog.rulesChanged.connect(got.append)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert dialog.isVisible()
    settings, rules = got
    assert settings.last_rules == rules.to_dict()
    assert rules.target == 250
    # The built-in set with another target keeps its name, and is marked as changed (not the built-in set).
    assert dialog.rules_page.start_combo.itemText(0) == f"For new games: {rules.name} (house rules)"


def test_restore_defaults_per_page(qtbot, dialog: PreferencesDialog) -> None:
    """Restore Defaults resets only the page shown."""
    restore = dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
    dialog.players_page.pause_spin.setValue(0)
    choose(dialog.table_page.speed_combo, "slow")
    dialog.rules_page.start_from(Source(BUILT_IN, "two-hand-rook"))

    dialog.tabs.setCurrentWidget(dialog.table_page)
    restore.click()
    assert dialog.table_page.values()["animation_speed"] == DEFAULTS.animation_speed
    assert dialog.players_page.pause_spin.value() == 0
    assert dialog.rules_page.rules == PRESETS["two-hand-rook"]

    dialog.tabs.setCurrentWidget(dialog.players_page)
    restore.click()
    # The default names by position at a two-seat table (as the new-game dialog names them); the seats
    # not in use are numbered (not a second "North").
    expected = {k: getattr(DEFAULTS, k) for k in dialog.players_page.values()}
    expected["seat_names"] = ("South", "North", "Player 3", "Player 4") + DEFAULTS.seat_names[4:]
    assert dialog.players_page.values() == expected
    assert dialog.rules_page.rules == PRESETS["two-hand-rook"]

    dialog.tabs.setCurrentWidget(dialog.rules_page)
    restore.click()
    assert dialog.rules_page.rules == PRESETS["partners-cutthroat"]


def test_a_damaged_stored_rule_set_falls_back_to_the_default(qtbot, settings_path: str,
                                                            library: HouseRulesLibrary) -> None:
    store = SettingsStore(settings_path)
    store.save(DEFAULTS.with_changes(last_rules={"players": "many"}))
    dlg = PreferencesDialog(SettingsStore(settings_path), library)
    qtbot.addWidget(dlg)
    assert dlg.rules_page.rules == PRESETS["partners-cutthroat"]


def test_table_page_colour_and_preview(qtbot, dialog: PreferencesDialog) -> None:
    table = dialog.table_page
    table.choose_colour = lambda current: QColor("#204060")
    table.colour_button.click()
    assert table.values()["table_colour"] == "#204060"
    assert table.preview.pixmap().toImage().pixelColor(2, 2).name() == "#204060"
    table.choose_colour = lambda current: None  # cancelled
    table.colour_button.click()
    assert table.values()["table_colour"] == "#204060"
    before = table.preview.pixmap().toImage()
    choose(table.look_combo, "large")
    assert table.preview.pixmap().toImage() != before
    choose(dialog.rules_page.form.style_combo, "standard")
    assert table.deck_style == "standard"


def test_players_page_marks_seats_the_rules_do_not_use(qtbot, dialog: PreferencesDialog) -> None:
    players = dialog.players_page
    assert players.unused_labels[4].text() and not players.unused_labels[3].text()
    dialog.rules_page.start_from(Source(BUILT_IN, "two-hand-rook"))
    assert players.unused_labels[2].text() and not players.unused_labels[1].text()


def test_empty_seat_names_get_the_default(qtbot, dialog: PreferencesDialog) -> None:
    dialog.players_page.name_edits[2].setText("   ")
    assert dialog.players_page.values()["seat_names"][2] == DEFAULTS.seat_names[2]


CONTROLS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QTableView)


def test_every_control_has_an_accessible_name_and_tooltip(qtbot, dialog: PreferencesDialog) -> None:
    dialog.show()
    unnamed = [w for w in dialog.findChildren(QWidget)
               if isinstance(w, CONTROLS) and w.focusPolicy() != Qt.FocusPolicy.NoFocus
               and not w.accessibleName() and w.parent() is not None
               and not isinstance(w.parent(), (QAbstractSpinBox, QComboBox))
               and type(w.parent()).__name__ not in ("QTabBar", "QScrollArea")]
    assert [type(w).__name__ + ":" + w.objectName() for w in unnamed] == []
    form = dialog.rules_page.form
    untipped = [f.key for f in form._fields.values()
                if not any(child.toolTip() for child in f.marked.findChildren(QWidget))]
    assert untipped == []


def test_keyboard_reaches_the_rule_widgets_in_order(qtbot, dialog: PreferencesDialog) -> None:
    """Tab walks from the name down the Deck section before anything to its right."""
    dialog.show()
    qtbot.waitExposed(dialog)
    form = dialog.rules_page.form
    chain, widget = [], form.name_edit
    for _ in range(500):
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            chain.append(widget)
        widget = widget.nextInFocusChain()
    assert chain.index(form.style_combo) < chain.index(form.rank_boxes[1]) < chain.index(form.rook_box)


def test_screenshots(qtbot, dialog: PreferencesDialog) -> None:
    """Each page renders offscreen (saved under docs/screenshots when ROOKDESK_SCREENSHOTS names a folder)."""
    dialog.resize(1040, 760)  # the size on a desktop screen (the offscreen screen is smaller)
    dialog.show()
    qtbot.waitExposed(dialog)
    folder = os.environ.get("ROOKDESK_SCREENSHOTS")
    for page, name in ((dialog.rules_page, "house-rules"), (dialog.players_page, "players"),
                       (dialog.table_page, "table")):
        dialog.tabs.setCurrentWidget(page)
        QApplication.processEvents()  # let the layouts settle before grabbing
        image = dialog.grab()
        assert not image.isNull() and image.width() >= 800
        if folder:
            image.save(str(Path(folder) / f"preferences-{name}.png"))
