"""The main window around the games: start-up, menus, demo mode, animations, last trick."""

from __future__ import annotations

from PySide6.QtCore import QEventLoop, QSettings, QTimer, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel

from rookdesk.engine.events import TrickWon
from rookdesk.engine.presets import preset
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.main_window import MainWindow

from .driver import make_window, seats, short_rules, viewer_only_ok, wait_past_fresh_panel


def test_menus_use_the_platform_shortcuts(qtbot):
    window = make_window(qtbot)
    assert window.new_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert window.quit_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)
    titles = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert titles == ["Game", "Edit", "View", "Help"]
    assert window.preferences_action.shortcuts()
    assert window.rules_action.text().replace("&", "") == "Rules of this game"
    for widget in (window.view, window.bid_panel, window.trump_panel, window.nest_panel, window.curtain):
        assert widget.accessibleName()


def test_first_start_asks_then_remembers(qtbot, tmp_path):
    """The first time, nothing is dealt (the new-game dialog opens); later, the last rules and seats come back."""
    store = SettingsStore(str(tmp_path / "settings.ini"))
    window = MainWindow(store=store, settings=store.load().with_changes(ai_pause_ms=0, animation_speed="off"))
    qtbot.addWidget(window)
    assert not window.start_from_settings()
    dialog = window.show_new_game_dialog()
    dialog.rules_box.setCurrentIndex(1)   # two-handed Rook (Rook deck)
    dialog.name_edits[0].setText("Ann")
    dialog.accept()
    assert window.controller.game is not None and window.controller.rules == preset("two-hand-rook")
    window.close()
    again = MainWindow(store=store, settings=store.load().with_changes(ai_pause_ms=0, animation_speed="off"))
    qtbot.addWidget(again)
    assert again.start_from_settings()
    assert again.controller.rules == preset("two-hand-rook")
    assert again.controller.names[0] == "Ann"
    again.close()


def test_app_main_opens_the_window_and_the_dialog_the_first_time(qtbot, tmp_path, monkeypatch):
    """``rookdesk`` starts the real window; on a fresh profile the new-game dialog comes up."""
    from rookdesk.ui import app as app_module

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    monkeypatch.setenv("ROOKDESK_DATA_DIR", str(tmp_path / "data"))   # no game left to resume
    seen = {}

    def look_and_close() -> None:
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        seen["windows"] = len(windows)
        seen["dialog"] = bool(windows and windows[0]._new_game_dialog is not None)
        for window in windows:
            window.close()
        # The new-game dialog is modal: left open, it would block the mouse in every later test's window.
        for widget in QApplication.topLevelWidgets():
            if widget.isVisible():
                widget.close()

    def run_briefly(_app) -> int:
        # QApplication.exec() would leave Qt's quit flag set for the rest of the test session
        # (every later local event loop would return at once), so a local loop stands in for it.
        loop = QEventLoop()
        QTimer.singleShot(300, lambda: (look_and_close(), loop.quit()))
        loop.exec()
        return 0

    monkeypatch.setattr(QApplication, "exec", run_briefly)
    assert app_module.main([]) == 0
    assert seen == {"windows": 1, "dialog": True}


def test_all_computer_demo_plays_and_shows_seat_zero(qtbot):
    """Nobody at the table: the computer plays every seat, seat 0's hand is the one shown."""
    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["easy", "normal", "hard", "normal"]), seed=6)
    qtbot.waitUntil(lambda: window.current_panel() is window.summary_panel, timeout=30000)
    assert window.controller.shown == 0
    viewer_only_ok(window)
    assert window._demo_timer.isActive()   # the demo moves on by itself, and says so
    assert window.info_panel.note.text() == ("The scores are on the table; the next hand is dealt in a moment, "
                                             "or at once with “Continue”.")
    qtbot.mouseClick(window.summary_panel.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.game.hand_number == 2 and window.controller.awaiting is not None)
    window.close()


def test_turns_wait_for_the_animations(qtbot):
    """With animations on, no seat is asked to act while cards are still moving."""
    window = make_window(qtbot, animation_speed="fast")
    asked_while_moving = []
    window.controller.turnStarted.connect(
        lambda seat, choice: asked_while_moving.append(seat) if window.scene.is_animating() else None)
    tricks = []
    window.controller.eventShown.connect(lambda e: tricks.append(e) if isinstance(e, TrickWon) else None)
    window.start_game(short_rules("two-hand-rook", 500), seats(["normal", "normal"]), seed=2)
    qtbot.waitUntil(lambda: len(tricks) >= 2, timeout=60000)
    assert asked_while_moving == []
    window.close()


def test_last_trick_and_score_sheet_views(qtbot):
    window = make_window(qtbot)
    assert not window.last_trick_action.isEnabled()
    tricks = []
    window.controller.eventShown.connect(lambda e: tricks.append(e) if isinstance(e, TrickWon) else None)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["normal"] * 4), seed=6)
    qtbot.waitUntil(lambda: bool(tricks), timeout=30000)
    assert window.last_trick_action.isEnabled()
    assert window.last_trick_action.toolTip() == "Last trick"   # Qt's own: the item's text, so no tip shows
    dialog = window.show_last_trick()
    assert dialog is not None and dialog.isVisible()
    assert window.controller.names[tricks[0].winner] in dialog.findChildren(QLabel)[0].text()
    window.score_action.trigger()
    assert window.score_dock.isVisible()
    window.close()


def test_ctrl_l_before_the_first_trick_says_why(qtbot):
    """Last trick is greyed out until a trick is won; its keys then say why, as its tooltip does."""
    window = make_window(qtbot)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == "No last trick to show: no game is being played."
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=6)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=30000)
    assert not window.last_trick_action.isEnabled()
    tip = "No last trick to show: no trick has been won yet in this game."
    assert window.last_trick_action.toolTip() == tip
    QTest.keyClick(window.view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == tip
    assert window.findChildren(QDialog) == []
    window.close()


def test_hidden_panels_and_score_tables_come_after_the_first_table(qtbot):
    """Start-up builds only what shows: the other panels and the score tables follow the first painted deal."""
    window = make_window(qtbot)
    assert window.panel_stack.count() == 1 and window.score_dock.widget() is None
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "normal", "normal", "normal"]), seed=3)
    qtbot.waitUntil(lambda: window.panel_stack.count() == 5 and window.score_dock.widget() is not None)
    assert window.score_dock.widget() is window.score_tabs and window.score_tabs.count() == 3
    assert window.results.pages.count() == 2
    window.close()


def test_the_score_sheet_shown_before_any_deal_has_its_tables(qtbot):
    window = make_window(qtbot)
    window.score_action.trigger()
    assert window.score_dock.isVisible()
    assert window.score_dock.widget() is window.score_tabs and window.score_tabs.count() == 3
    assert window.bid_panel.accessibleName()   # a panel asked for before the first deal is built then
    assert window.panel_stack.count() == 5
    window.close()


def test_translators_load_what_exists(qtbot, tmp_path):
    """A language without a rookdesk catalogue falls back to English, Qt's own texts too; nothing fails."""
    from rookdesk.ui.i18n import remove_translators, shown_language
    from rookdesk.ui.translation import install_translators

    app = QApplication.instance()
    installed = install_translators(app, "fr", tmp_path)
    assert all(t.language().startswith("en") for t in installed)
    assert QApplication.translate("QPlatformTheme", "Cancel") == "Cancel"   # not "Annuler"
    assert shown_language() == "en"
    remove_translators(app, installed)


def test_enter_presses_the_focused_button(qtbot):
    """Keyboard play beyond the cards: Enter lifts the curtain (not at once) and presses the focused panel button."""
    from PySide6.QtTest import QTest

    window = make_window(qtbot)
    window.start_game(short_rules("two-hand-rook", 500), seats(["human", "human"]), seed=21)
    c = window.controller
    qtbot.waitUntil(lambda: c.curtain_for is not None)
    assert window.curtain.hasFocus()
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)   # too soon: a key left over from the last player
    assert c.curtain_for is not None
    window.curtain.wake()                                # as if the guard's time had passed
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)   # a key lifts the curtain when pressed again
    qtbot.waitUntil(lambda: c.awaiting is not None and c.curtain_for is None)
    assert window.current_panel() is window.bid_panel
    before = len(c.game.actions)
    window.bid_panel.bid_button.setFocus()
    wait_past_fresh_panel(qtbot)
    QTest.keyClick(window.bid_panel.bid_button, Qt.Key.Key_Return)
    assert len(c.game.actions) == before + 1
    window.close()


def test_players_settings_apply_as_the_preferences_page_says(qtbot):
    """Round 27: the Players page said its settings were "the defaults for a new game", yet undo (and the
    pause) apply at once; the seats and the thinking time wait for the next game, as the page now says."""
    from rookdesk.ui.preferences.players_page import PlayersPage

    page = PlayersPage(AppSettings())
    qtbot.addWidget(page)
    note = "The seats and the thinking time are for the next game; the pause and the undo setting apply at once."
    assert note in [label.text() for label in page.findChildren(type(page.name_error))]
    window = make_window(qtbot, ai_think_seconds=1.0)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "hard", "human", "easy"]), seed=6)
    hard = window.controller.inputs[1]
    before = hard.player.level
    window.apply_settings(window.settings.with_changes(ai_pause_ms=1234, ai_think_seconds=2.5, hot_seat_undo=True))
    assert hard.pause_ms == 1234                              # at once
    assert window.keeper.can_undo_here()                      # at once
    assert window.controller.inputs[1].player.level == before  # the thinking time: the next game
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "hard", "human", "easy"]), seed=6)
    assert window.controller.inputs[1].player.level == "hard:2.5"
    window.close()
