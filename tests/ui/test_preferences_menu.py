"""Edit > Preferences in the main window: settings apply at once, house rules with the next game."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from rookdesk.engine.rules import rules_from_dict
from rookdesk.storage.settings import SettingsStore
from rookdesk.ui.last_game import last_rules, seats_from_settings
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.preferences import PreferencesDialog


def open_preferences(qtbot, tmp_path) -> tuple[MainWindow, PreferencesDialog]:
    store = SettingsStore(str(tmp_path / "settings.ini"))
    window = MainWindow(store=store)
    qtbot.addWidget(window)
    window.show()
    window.preferences_action.trigger()
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, PreferencesDialog) and w.isVisible()]
    assert len(dialogs) == 1
    return window, dialogs[0]


def test_menu_opens_preferences_and_ok_applies_table_settings(qtbot, tmp_path) -> None:
    """Edit > Preferences opens the dialog; OK applies the table settings to the window and stores them."""
    window, dialog = open_preferences(qtbot, tmp_path)
    assert window.preferences_action.shortcuts(), "Preferences needs a keyboard shortcut"
    page = dialog.table_page
    page.speed_combo.setCurrentIndex(page.speed_combo.findData("slow"))
    dialog.accept()
    assert window.settings.animation_speed == "slow"
    assert SettingsStore(str(tmp_path / "settings.ini")).load().animation_speed == "slow"


def test_house_rules_from_preferences_reach_the_next_game(qtbot, tmp_path) -> None:
    """Rules chosen in Preferences become the last-used rules, which the next game deals with."""
    window, dialog = open_preferences(qtbot, tmp_path)
    form = dialog.rules_page.form
    data = form.data()
    data["bidding"]["min"] = 120
    form.load(rules_from_dict(data, complete=True))
    dialog.accept()
    assert window.settings.last_rules is not None
    assert window.settings.last_rules["bidding"]["min"] == 120
    rules = last_rules(window.settings)
    window.start_game(rules, seats_from_settings(window.settings, rules.players))
    assert window.controller.rules.bidding.min == 120


def test_hot_seat_undo_is_a_players_setting(qtbot, tmp_path) -> None:
    """Undo in hot-seat games is off until switched on in Preferences > Players."""
    window, dialog = open_preferences(qtbot, tmp_path)
    assert not window.settings.hot_seat_undo
    assert not dialog.players_page.undo_check.isChecked()
    dialog.players_page.undo_check.setChecked(True)
    dialog.accept()
    assert window.settings.hot_seat_undo
    assert SettingsStore(str(tmp_path / "settings.ini")).load().hot_seat_undo
