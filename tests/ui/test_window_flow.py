"""The window around the games as a play-tester met it: replacing a game, resuming, languages,
the window's place, the file dialogs' folder and the status line during a deal."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from rookdesk.engine.events import SeatInfo
from rookdesk.engine.game import Game
from rookdesk.engine.presets import preset
from rookdesk.storage.autosave import RECORD_NAME
from rookdesk.storage.saves import save_game
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.file_open import open_file
from rookdesk.ui.i18n import install_translators, remove_translators, with_local_seat_names
from rookdesk.ui.main_window import DEFAULT_SIZE, MainWindow, first_size
from rookdesk.ui.screen_fit import screen_room
from rookdesk.ui.preferences import PreferencesDialog
from tests.engine.builders import random_action

from .test_game_keeper import make_window, people, short_rules, wait_for_person, watch_to_game_over


def in_progress(qtbot, tmp_path: Path) -> MainWindow:
    """A window whose person is asked to bid: a game someone is playing."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    wait_for_person(qtbot, window)
    assert window.game_in_progress()
    return window


def button(box: QMessageBox, role: QMessageBox.ButtonRole):
    return next(b for b in box.buttons() if box.buttonRole(b) == role)


# 1. Replacing a game in progress -----------------------------------------------------------


def test_new_game_mid_hand_asks_and_keeping_the_game_is_the_default(qtbot, tmp_path) -> None:
    window = in_progress(qtbot, tmp_path)
    game = window.controller.game
    window.new_action.trigger()                       # Ctrl+N
    window._new_game_dialog.accept()                  # Deal
    box = window.abandon_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.windowTitle() == "Abandon game?" and box.accessibleName() == "Abandon the current game?"
    assert window.controller.game is game             # nothing replaced while asking
    keep = button(box, QMessageBox.ButtonRole.RejectRole)
    assert box.defaultButton() is keep and box.escapeButton() is keep
    QTest.keyClick(box, Qt.Key.Key_Return)            # Enter keeps playing
    assert window.abandon_box is None and window.controller.game is game

    window.new_action.trigger()
    window._new_game_dialog.accept()
    QTest.keyClick(window.abandon_box, Qt.Key.Key_Escape)
    assert window.controller.game is game

    window.new_action.trigger()
    window._new_game_dialog.accept()
    button(window.abandon_box, QMessageBox.ButtonRole.DestructiveRole).click()
    assert window.controller.game is not game and not window.controller.game.events[-1:] == game.events[-1:]


def test_the_abandon_question_is_answered_with_its_accelerator(qtbot, tmp_path) -> None:
    window = in_progress(qtbot, tmp_path)
    game = window.controller.game
    window.new_action.trigger()
    window._new_game_dialog.accept()
    box = window.abandon_box
    abandon = button(box, QMessageBox.ButtonRole.DestructiveRole)
    assert abandon.text() == "&Abandon game"
    abandon.setFocus()
    QTest.keyClick(abandon, Qt.Key.Key_Space)
    assert window.controller.game is not game


def test_save_first_saves_the_game_then_deals_the_new_one(qtbot, tmp_path, monkeypatch) -> None:
    """The desktop's "save before closing?": the game goes to a file chosen now, then the new game is dealt;
    a chooser cancelled keeps the game on the table; a game with a file of its own is saved there."""
    from PySide6.QtWidgets import QFileDialog

    window = in_progress(qtbot, tmp_path)
    game = window.controller.game
    chosen: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (chosen.pop(0) if chosen else "", ""))

    window.new_action.trigger()
    window._new_game_dialog.accept()
    save = button(window.abandon_box, QMessageBox.ButtonRole.AcceptRole)
    assert save.text() == "&Save first"
    save.click()                                      # the chooser cancelled
    assert window.controller.game is game and window.abandon_box is None

    chosen.append(str(tmp_path / "kept"))
    window.new_action.trigger()
    window._new_game_dialog.accept()
    button(window.abandon_box, QMessageBox.ButtonRole.AcceptRole).click()
    saved = tmp_path / "kept.rookrec"
    assert saved.is_file() and window.controller.game is not game
    window.keeper.open_path(saved)
    assert tuple(window.controller.game.events) == tuple(game.events)

    # Opened from its file and played on: Save first writes there, no chooser.
    wait_for_person(qtbot, window)
    assert window.controller.submit(window.controller.choice.actions[0])
    wait_for_person(qtbot, window)
    played = window.controller.game
    window.new_action.trigger()
    window._new_game_dialog.accept()
    button(window.abandon_box, QMessageBox.ButtonRole.AcceptRole).click()
    assert window.controller.game is not played
    window.keeper.open_path(saved)
    assert tuple(window.controller.game.events) == tuple(played.events)


def test_no_save_first_when_going_back_to_the_games_own_file(qtbot, tmp_path) -> None:
    window = in_progress(qtbot, tmp_path)
    path = tmp_path / "family.rookrec"
    assert window.keeper.save_to(path)
    wait_for_person(qtbot, window)
    assert window.controller.submit(window.controller.choice.actions[0])
    wait_for_person(qtbot, window)
    assert window.keeper.open_path_asking(path)
    roles = [window.abandon_box.buttonRole(b) for b in window.abandon_box.buttons()]
    assert QMessageBox.ButtonRole.AcceptRole not in roles
    window.abandon_box.done(0)


def test_no_question_while_the_game_is_saved_as_it_stands(qtbot, tmp_path) -> None:
    """Its file holds all of it: nothing is lost. After the next move (or an undo) it is asked again."""
    window = in_progress(qtbot, tmp_path)
    game = window.controller.game
    assert window.keeper.save_to(tmp_path / "family.rookrec")
    window.new_action.trigger()
    window._new_game_dialog.accept()
    assert window.abandon_box is None and window.controller.game is not game   # dealt at once

    assert window.keeper.open_path(tmp_path / "family.rookrec")   # opened: saved as it stands too
    opened = window.controller.game
    assert window.keeper.saved_as_it_stands()
    wait_for_person(qtbot, window)
    assert window.controller.submit(window.controller.choice.actions[0])   # a move after opening
    wait_for_person(qtbot, window)
    assert not window.keeper.saved_as_it_stands()
    window.new_action.trigger()
    window._new_game_dialog.accept()
    assert window.abandon_box is not None and window.controller.game is opened
    window.abandon_box.done(0)


def test_no_question_without_a_game_after_the_end_or_in_a_demo(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.new_action.trigger()
    window._new_game_dialog.accept()                  # nothing to lose: dealt at once
    assert window.abandon_box is None and window.controller.game is not None

    window.start_game(short_rules("two-hand-rook", 500), people("easy", "easy"), seed=3)   # a demo
    demo = window.controller.game
    window.new_action.trigger()
    window._new_game_dialog.accept()
    assert window.abandon_box is None and window.controller.game is not demo

    window.start_game(short_rules("two-hand-standard"), people("easy", "easy"), seed=5)
    watch_to_game_over(qtbot, window)
    game = Game(short_rules("two-hand-standard"), 5, (SeatInfo("Ann", "human"), SeatInfo("Bob", "ai:easy")))
    game.start()
    rng = random.Random(2)
    while not game.is_over:
        game.apply(random_action(game, rng))
    window.keeper.load(game)                          # a person's finished game
    assert not window.game_in_progress()
    window.new_action.trigger()
    window._new_game_dialog.accept()
    assert window.abandon_box is None and window.controller.game is not game


def test_opening_a_file_mid_game_asks_first(qtbot, tmp_path) -> None:
    saved = Game(short_rules("two-hand-rook", 500), 4, (SeatInfo("Cy", "human"), SeatInfo("Dee", "ai:easy")))
    saved.start()
    path = save_game(saved, tmp_path / "other.rookrec")
    window = in_progress(qtbot, tmp_path)
    game = window.controller.game
    assert window.keeper.open_path_asking(path)
    button(window.abandon_box, QMessageBox.ButtonRole.RejectRole).click()
    assert window.controller.game is game and window.keeper.save_path is None
    assert open_file(window, path)                    # a double-clicked file asks the same
    button(window.abandon_box, QMessageBox.ButtonRole.DestructiveRole).click()
    assert window.controller.names == ("Cy", "Dee") and window.keeper.save_path == path


def test_a_bad_file_is_explained_without_asking(qtbot, tmp_path) -> None:
    bad = tmp_path / "broken.rookrec"
    bad.write_text("not a record\n")
    window = in_progress(qtbot, tmp_path)
    assert not window.keeper.open_path_asking(bad)
    assert window.abandon_box is None
    for box in window.findChildren(QMessageBox):
        box.close()


# 2. "New game" in the resume question ------------------------------------------------------


def test_new_game_from_the_resume_question_opens_the_dialog_on_the_last_choices(qtbot, tmp_path) -> None:
    game = Game(short_rules("two-hand-rook", 500), 3, (SeatInfo("Ann", "human"), SeatInfo("Bob", "ai:easy")))
    game.start()
    save_game(game, tmp_path / RECORD_NAME)
    window = make_window(qtbot, tmp_path, last_rules=preset("two-hand-rook").to_dict(),
                         seat_names=("Ann", "Bob", "North", "East", "Player 5", "Player 6"))
    assert window.keeper.offer_resume()
    box = window.keeper.resume_box
    button(box, QMessageBox.ButtonRole.ActionRole).click()   # New game
    dialog = window._new_game_dialog
    assert window.controller.game is None, "nothing is dealt before the rules and players are chosen"
    assert dialog is not None and dialog.isVisible()
    assert dialog.rules == preset("two-hand-rook")
    assert [dialog.name_edits[i].text() for i in range(2)] == ["Ann", "Bob"]
    dialog.reject()


# 3. Default seat names across a language change --------------------------------------------


@pytest.fixture()
def german():
    """German translators for one test (the rest of the session stays English)."""
    app = QApplication.instance()
    locale = QLocale()
    translators = install_translators(app, "de")
    assert translators, "the German catalogue is missing (make translations)"

    def back_to_english() -> None:
        remove_translators(app, translators)
        QLocale.setDefault(locale)
        translators.clear()

    yield back_to_english
    back_to_english()


def stored_names(path: Path) -> list[str]:
    return json.loads(QSettings(str(path), QSettings.Format.IniFormat).value("seat_names"))


def test_default_names_are_stored_as_defaults_through_a_language_change(qtbot, tmp_path, german) -> None:
    ini = tmp_path / "rookdesk.ini"
    store = SettingsStore(str(ini))
    store.save(AppSettings(seat_names=("Sam", "Wendy", "North", "East", "Player 5", "Player 6"),
                           last_rules=preset("partners-cutthroat").to_dict(), first_run=False,
                           ai_pause_ms=0, animation_speed="off", language="de"))
    # In German (as app.main does it): the untouched seats are shown in German ...
    window = MainWindow(store, with_local_seat_names(store.load()), data_folder=tmp_path)
    qtbot.addWidget(window)
    assert window.start_from_settings()
    assert window.controller.names == ("Sam", "Wendy", "Nord", "Ost")
    window.show_preferences()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PreferencesDialog) and w.isVisible())
    dialog.language_page.set_language("en")
    dialog.accept()                                   # Preferences > OK, back to English
    window.close()
    # ... and stored in English: they are nobody's choice.
    assert stored_names(ini) == ["Sam", "Wendy", "North", "East", "Player 5", "Player 6"]

    german()                                          # restarted in English
    settings = with_local_seat_names(SettingsStore(str(ini)).load())
    assert settings.language == "en"
    again = MainWindow(SettingsStore(str(ini)), settings, data_folder=tmp_path)
    qtbot.addWidget(again)
    assert again.start_from_settings()
    assert again.controller.names == ("Sam", "Wendy", "North", "East")
    again.close()
    assert stored_names(ini) == ["Sam", "Wendy", "North", "East", "Player 5", "Player 6"]


def test_a_two_handed_game_names_its_default_seats_by_the_compass(qtbot, tmp_path, german) -> None:
    window = make_window(qtbot, tmp_path, last_rules=preset("two-hand-rook").to_dict())
    assert window.start_from_settings()
    assert window.controller.names == ("Süd", "Nord")


# 5. The status line after Preferences ------------------------------------------------------


def open_preferences(qtbot, tmp_path) -> tuple[MainWindow, PreferencesDialog]:
    window = MainWindow(store=SettingsStore(str(tmp_path / "settings.ini")), data_folder=tmp_path)
    qtbot.addWidget(window)
    window.show()
    window.preferences_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PreferencesDialog) and w.isVisible())
    return window, dialog


def test_a_language_change_says_restart_not_house_rules(qtbot, tmp_path) -> None:
    window, dialog = open_preferences(qtbot, tmp_path)
    dialog.language_page.set_language("de")
    dialog.apply()
    message = window.statusBar().currentMessage()
    assert message == "The new language is used the next time rookdesk starts."
    window.statusBar().clearMessage()
    dialog.accept()                                   # OK with nothing more changed: nothing to say
    assert window.statusBar().currentMessage() == ""


def test_changed_house_rules_are_still_announced(qtbot, tmp_path) -> None:
    from rookdesk.engine.rules import rules_from_dict

    window, dialog = open_preferences(qtbot, tmp_path)
    form = dialog.rules_page.form
    data = form.data()
    data["bidding"]["min"] = 120
    form.load(rules_from_dict(data, complete=True))
    dialog.accept()
    assert window.statusBar().currentMessage() == "The changed house rules apply from the next game on."


# 7. Where Save and Open start --------------------------------------------------------------


def test_file_dialogs_start_in_the_games_folder_not_the_working_folder(qtbot, tmp_path, monkeypatch) -> None:
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    monkeypatch.chdir(checkout)
    store = SettingsStore(str(tmp_path / "settings.ini"))
    window = MainWindow(store, store.load().with_changes(ai_pause_ms=0, animation_speed="off"), data_folder=tmp_path)
    qtbot.addWidget(window)
    start = Path(window.keeper.games_folder())
    assert start.is_dir() and start != Path(os.getcwd())
    assert start in (Path.home().resolve(), Path(documents_folder()).resolve())

    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    games = tmp_path / "my games"
    games.mkdir()
    assert window.keeper.save_to(games / "family.rookrec")
    window.close()
    again = MainWindow(store, store.load(), data_folder=tmp_path)
    qtbot.addWidget(again)
    assert Path(again.keeper.games_folder()) == games.resolve()   # remembered across a restart


def documents_folder() -> str:
    from PySide6.QtCore import QStandardPaths

    return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())


# 6. The window's size and place ------------------------------------------------------------


def test_size_place_and_score_sheet_come_back(qtbot, tmp_path) -> None:
    store = SettingsStore(str(tmp_path / "settings.ini"))
    window = MainWindow(store, data_folder=tmp_path)
    qtbot.addWidget(window)
    assert window.size() == first_size(screen_room())  # nothing saved yet: the default, fitted to the screen
    window.show()
    qtbot.waitExposed(window)
    window.resize(780, 570)
    window.move(12, 16)
    window.score_dock.show()
    position = window.pos()
    window.close()

    again = MainWindow(store, data_folder=tmp_path)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    assert again.size() == QSize(780, 570)
    # The frame a window manager adds is only known once shown: the place may move by its width.
    assert (again.pos() - position).manhattanLength() < 40
    assert again.score_dock.isVisible()
    again.close()


def test_a_place_off_every_screen_comes_back_on_screen(qtbot, tmp_path) -> None:
    store = SettingsStore(str(tmp_path / "settings.ini"))
    window = MainWindow(store, data_folder=tmp_path)
    qtbot.addWidget(window)
    window.move(QPoint(40_000, 30_000))               # where a second monitor used to be
    window.close()
    again = MainWindow(store, data_folder=tmp_path)
    qtbot.addWidget(again)
    screen = QGuiApplication.primaryScreen().availableGeometry()
    assert screen.intersects(again.frameGeometry())
    assert again._title_bar_on_a_screen()


# 8. The status line during the deal --------------------------------------------------------


def test_the_turn_is_not_announced_before_the_deal_is_shown(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, animation_speed="fast")
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    wait_for_person(qtbot, window)
    assert window.turn_label.text() == "Ann to bid or pass"
    window.start_game(short_rules("two-hand-rook", 500), [SeatSetup("Sam", "human"), SeatSetup("Bob", "easy")],
                      seed=11)
    assert window.scene.is_animating()
    assert window.turn_label.text() == "Dealing…"    # not the last game's "Ann to bid or pass"
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=10000)
    wait_for_person(qtbot, window)
    assert window.turn_label.text() in ("Sam to bid", "Sam to bid or pass", "Sam to play a card")


def test_the_trick_winner_is_said_on_the_status_line(qtbot, tmp_path) -> None:
    """The table rings the winning card; the status line says it in words (screen readers read it)."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("easy", "easy", "easy", "easy"), seed=3)
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    qtbot.waitUntil(lambda: any(text.endswith("wins the trick.") for text in said), timeout=20000)
    winner = window.controller.game.tricks[0].winner
    assert next(text for text in said if text.endswith("wins the trick.")) == \
        f"{window.controller.names[winner]} wins the trick."


def test_the_window_hands_the_trick_counts_to_the_summary(qtbot, tmp_path) -> None:
    """With points per trick (two-handed Rook deck), the summary the window shows has a Tricks column."""
    from PySide6.QtWidgets import QLabel

    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("easy", "easy"), seed=5)
    qtbot.waitUntil(lambda: window.controller._holding, timeout=30000)
    headings = [label.text() for label in window.summary_panel.table.findChildren(QLabel)]
    assert "Tricks" in headings and any(h.replace("\n", " ") == "Card points" for h in headings)


def test_the_first_window_fits_a_small_screen(qtbot, tmp_path) -> None:
    """No saved size: the default, made smaller where the screen (and the title bar) leave less room."""
    from rookdesk.ui.main_window import MINIMUM_SIZE
    from rookdesk.ui.screen_fit import FRAME_ROOM

    window = MainWindow(SettingsStore(str(tmp_path / "settings.ini")), data_folder=tmp_path)
    qtbot.addWidget(window)
    room = window.screen().availableGeometry().size() - FRAME_ROOM
    assert window.size() == first_size(room)
    assert window.width() <= max(room.width(), MINIMUM_SIZE.width())
    assert window.height() <= max(room.height(), MINIMUM_SIZE.height())
    assert window.size() == DEFAULT_SIZE.boundedTo(room).expandedTo(MINIMUM_SIZE)


def test_a_screen_smaller_than_the_minimum_size_bounds_the_minimum(qtbot, tmp_path) -> None:
    """A 1920x1080 screen at 200 % scaling offers 960x540 (less the title bar): the 760x560 minimum would
    leave the window's bottom, its status line and panel buttons, off the screen (play test round 7)."""
    from PySide6.QtCore import QSize

    from rookdesk.ui.main_window import MINIMUM_SIZE, minimum_size

    room = QSize(960, 540) - QSize(16, 48)
    assert minimum_size(room) == QSize(760, 492)
    assert first_size(room) == QSize(944, 492)
    assert minimum_size(QSize(1904, 1032)) == MINIMUM_SIZE and minimum_size(None) == MINIMUM_SIZE
    window = MainWindow(SettingsStore(str(tmp_path / "settings.ini")), data_folder=tmp_path)
    qtbot.addWidget(window)
    assert window.minimumSize() == minimum_size(screen_room())


def test_keeping_the_game_keeps_the_new_game_dialogs_choices(qtbot, tmp_path) -> None:
    """Play test round 7: after "Keep playing" the dialog came back with none of the choices just made."""
    from rookdesk.engine.presets import preset

    window = in_progress(qtbot, tmp_path)
    game = window.controller.game
    window.new_action.trigger()
    dialog = window._new_game_dialog
    dialog.rules_box.setCurrentIndex(dialog._rule_sets.index(preset("kentucky-rook")))
    dialog.name_edits[2].setText("Grandma")
    dialog.kind_boxes[2].setCurrentIndex(dialog.kind_boxes[2].findData("hard"))
    dialog.accept()
    button(window.abandon_box, QMessageBox.ButtonRole.RejectRole).click()   # Keep playing
    assert window.controller.game is game
    window.new_action.trigger()
    again = window._new_game_dialog
    assert again is not dialog and again.rules == preset("kentucky-rook")
    assert again.name_edits[2].text() == "Grandma" and again.kind_boxes[2].currentData() == "hard"
    again.accept()
    button(window.abandon_box, QMessageBox.ButtonRole.DestructiveRole).click()
    assert window.controller.rules == preset("kentucky-rook")
    window.new_action.trigger()                       # dealt: the dialog starts from the game on the table
    assert window._new_game_dialog.rules == preset("kentucky-rook")


def test_one_rules_window_and_it_follows_the_game(qtbot):
    """Found in a play test: F1 pressed twice opened two windows, one over the other, and a rules window
    left open kept the last game's rules when a new game with other rules was dealt."""
    from rookdesk.ui.dialogs.rules_help import RulesHelpDialog
    from tests.ui.driver import make_window, seats, short_rules

    window = make_window(qtbot)
    # Before any game: the rules the next game is dealt with, and the window says so.
    assert window.show_rules().windowTitle().startswith("Rules of the next game: ")
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=3)
    first = window.show_rules()
    assert first.windowTitle().startswith("Rules: ")
    assert window.show_rules() is first
    assert len([d for d in window.findChildren(RulesHelpDialog) if d.isVisible()]) == 1
    assert "Partnership" in first.windowTitle()
    window.start_game(short_rules("two-hand-rook", 500), seats(["human", "easy"]), seed=4)
    assert "Two-handed" in first.windowTitle() and "two players" in first.browser.toPlainText().lower()
    first.close()
    qtbot.waitUntil(lambda: window._rules_dialog is None, timeout=2000)
    assert window.show_rules() is not first


def test_escape_in_the_score_sheet_closes_it_and_gives_the_keyboard_back_to_the_table(qtbot):
    """Found in a keyboard-only play test: Escape did nothing in the score sheet and the focus stayed in its grid."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QTableView
    from tests.ui.driver import make_window, seats, short_rules

    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=3)
    window.activateWindow()
    window.score_action.trigger()
    qtbot.waitUntil(window.score_dock.isVisible, timeout=2000)
    grid = window.score_tabs.currentWidget()
    assert isinstance(grid, QTableView)
    grid.setFocus()
    qtbot.waitUntil(grid.hasFocus, timeout=2000)
    QTest.keyClick(grid, Qt.Key.Key_Escape)
    assert not window.score_dock.isVisible() and not window.score_action.isChecked()
    assert QApplication.focusWidget() is window.view
