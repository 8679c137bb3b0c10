"""The second play test's findings about the window: a game left in progress survives "New game"
then Cancel, Preferences' house rules reach Game > New, the hint leaves the status line with the
hint, a finished trick on show asks nobody to act, and the last hand's note names its button."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from rookdesk.engine.events import CardPlayed, Event, HandEnded, SeatInfo, TrickWon
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.storage.autosave import RECORD_NAME, Autosaver
from rookdesk.storage.settings import SettingsStore
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.rules_page import BUILT_IN, Source
from tests.engine.builders import random_action

from .test_game_keeper import decide, make_window, people, play, short_rules, wait_for_person




def left_in_progress(folder: Path) -> Game:
    """A real autosave, as rookdesk writes it, of a game quit in the middle of its first hand."""
    game = Game(short_rules("two-hand-rook", 500), 3, (SeatInfo("Ann", "human"), SeatInfo("Bob", "ai:easy")))
    game.start()
    rng = random.Random(5)
    while len(game.tricks) < 1:
        game.apply(random_action(game, rng))
    saver = Autosaver(folder)
    saver.attach(game, "left-game-id")
    saver.detach()
    assert (folder / RECORD_NAME).is_file()
    return game


def choose_new_game(window: MainWindow) -> None:
    assert window.keeper.offer_resume()
    box = window.keeper.resume_box
    new = next(b for b in box.buttons() if b.text() == "&New game")
    new.click()


# 1. Resume -> New game -> Cancel keeps the game ------------------------------------------------


def test_new_game_then_cancel_keeps_the_game_for_the_next_start(qtbot, tmp_path) -> None:
    game = left_in_progress(tmp_path)
    window = make_window(qtbot, tmp_path)
    choose_new_game(window)
    window._new_game_dialog.reject()                       # Cancel
    assert window.controller.game is None
    assert (tmp_path / RECORD_NAME).is_file(), "the game left in progress is still on disk"
    window.close()

    again = make_window(qtbot, tmp_path)
    pending = again.keeper.pending_resume()
    assert pending is not None and pending.game_id == "left-game-id"
    assert pending.game.events == game.events
    assert again.keeper.offer_resume()                     # offered again at the next start
    again.keeper.resume_box.done(0)


def test_after_cancel_the_menu_and_welcome_panel_resume_the_game(qtbot, tmp_path) -> None:
    game = left_in_progress(tmp_path)
    window = make_window(qtbot, tmp_path)
    action = window.keeper.resume_left_action
    assert not action.isVisible()                          # nothing waits before the question
    choose_new_game(window)
    window._new_game_dialog.reject()
    assert action.isVisible() and action.isEnabled()
    assert action in window.keeper._game_menu().actions()
    button = window.info_panel.action_button
    assert button is not None and button.isVisible() and button.accessibleName()
    button.click()                                         # the welcome panel's button
    assert window.controller.game.events == game.events
    assert window.keeper.game_id == "left-game-id"
    assert not action.isVisible() and not button.isVisible()
    wait_for_person(qtbot, window)


def test_dealing_from_the_dialog_replaces_the_game_left(qtbot, tmp_path) -> None:
    left_in_progress(tmp_path)
    window = make_window(qtbot, tmp_path)
    choose_new_game(window)
    assert (tmp_path / RECORD_NAME).is_file()              # not before the deal
    window._new_game_dialog.accept()                       # Deal
    assert window.controller.game is not None
    pending = window.keeper.pending_resume()
    assert pending is not None and pending.game_id != "left-game-id"
    assert not window.keeper.resume_left_action.isVisible()


# 2. House rules from Preferences reach Game > New ------------------------------------------------


def test_house_rules_changed_in_preferences_are_preselected_by_game_new(qtbot, tmp_path) -> None:
    store = SettingsStore(str(tmp_path / "settings.ini"))
    window = MainWindow(store, store.load().with_changes(ai_pause_ms=0, animation_speed="off", first_run=False),
                        data_folder=tmp_path)
    qtbot.addWidget(window)
    window.show()
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    wait_for_person(qtbot, window)
    window.preferences_action.trigger()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PreferencesDialog) and w.isVisible())
    dialog.rules_page.start_from(Source(BUILT_IN, "partners-cutthroat"))
    data = dialog.rules_page.form.data()
    data["bidding"]["min"] = 120                           # an edit of the built-in preset
    dialog.rules_page.form.load(rules_from_dict(data, complete=True))
    edited = dialog.rules_page.rules
    assert edited is not None and edited != preset("partners-cutthroat")
    dialog.accept()                                        # OK
    assert window.statusBar().currentMessage() == "The changed house rules apply from the next game on."

    window.new_action.trigger()                            # Ctrl+N
    new_game = window._new_game_dialog
    assert new_game.rules == edited, "the rules in force now, with the edit"
    assert [new_game.name_edits[i].isVisible() for i in range(4)] == [True] * 4
    new_game.reject()
    # Once dealt, the dialog starts from the game on the table again.
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=3)
    assert window.rules_for_new_game() == short_rules("two-hand-rook", 500)


# 3. The hint leaves the status line with the hint ------------------------------------------------


def test_the_hint_message_goes_when_the_card_is_played(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=12)
    c = window.controller
    # A lead: the card does not end the trick, so no "wins the trick" message covers the hint.
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and c.awaiting == 0 and not c.choice.view.trick)
    action = window.keeper.show_hint()
    assert window.statusBar().currentMessage().startswith("Hint: play ")
    assert c.play_card(action.card.id)
    assert window.statusBar().currentMessage() == "", "the played card's hint is gone"


def test_clearing_the_hint_keeps_a_newer_message(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=12)
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and c.awaiting == 0)
    window.keeper.show_hint()
    window.show_message("Saved to family.rookrec.")
    window.keeper.clear_hint()
    assert window.statusBar().currentMessage() == "Saved to family.rookrec."


# 4. A finished trick on show asks nobody to act --------------------------------------------------


def test_a_won_trick_on_show_asks_nobody_to_act(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, animation_speed="fast")
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=12)
    c = window.controller
    seen: list[tuple[str, str, str]] = []
    during: list[tuple[str, str, bool]] = []

    def look_during_the_show() -> None:
        during.append((window.turn_label.text(), window.info_panel.title.text(), window.scene.is_animating()))

    early: list[str] = []

    def after_window(winner: int) -> None:   # connected after the window's own slot
        seen.append((window.turn_label.text(), window.info_panel.title.text(), c.names[winner]))
        if len(seen) == 2:
            QTimer.singleShot(200, look_during_the_show)

    def at_the_engines_word(event: Event) -> None:
        # Round 24: said while the trick's last card was still in the air (slow speed); now when it lands.
        if isinstance(event, TrickWon) and window.statusBar().currentMessage().endswith(" wins the trick."):
            early.append(window.statusBar().currentMessage())

    window.scene.trickShown.connect(after_window)
    c.eventShown.connect(at_the_engines_word)
    play(qtbot, window, lambda: len(seen) >= 2)
    qtbot.waitUntil(lambda: bool(during), timeout=5000)
    assert not early, early
    for turn, title, winner in seen:
        assert turn == "", "the status bar names no one to act"
        assert title == f"{winner} wins the trick."
    turn, title, animating = during[0]
    assert animating and turn == "" and title == f"{seen[1][2]} wins the trick."


def test_the_won_trick_message_goes_when_the_next_trick_is_led(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, animation_speed="fast")
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=5)
    c = window.controller
    said_at_leads: list[str] = []
    tricks_won: list[str] = []

    def after_window(event: Event) -> None:   # connected after the window's own slot
        if isinstance(event, CardPlayed) and len(said_at_leads) < len(tricks_won):   # a lead after a trick
            said_at_leads.append(window.statusBar().currentMessage())

    window.scene.trickShown.connect(lambda _winner: tricks_won.append(window.statusBar().currentMessage()))
    c.eventShown.connect(after_window)
    play(qtbot, window, lambda: len(said_at_leads) >= 3)
    assert all(text.endswith(" wins the trick.") for text in tricks_won)
    # "West wins the trick." beside the next trick's cards would read as that trick's result.
    assert not any(text.endswith(" wins the trick.") for text in said_at_leads), said_at_leads


# 5. The last hand's note names the button --------------------------------------------------------


def test_the_last_hand_note_matches_see_the_result(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 60), people("human", "easy"), seed=4)
    c = window.controller
    notes: list[tuple[bool, str, str, str]] = []

    def after_window(event: HandEnded) -> None:
        button = window.summary_panel.continue_button
        notes.append((c.game.is_over and c.game.hand_number == event.hand, window.info_panel.note.text(),
                      button.text(), button.accessibleName()))

    c.handSummaryReady.connect(after_window)
    rng = random.Random(2)
    for _ in range(4000):
        wait_for_person(qtbot, window)
        if c.game.is_over:
            qtbot.waitUntil(lambda: bool(notes) and notes[-1][0], timeout=10000)   # its summary is shown
            break
        if c._holding:
            qtbot.waitUntil(lambda: c._summary_shown, timeout=10000)
            window._continue_after_hand()
            continue
        decide(window, rng)
    assert notes and notes[-1][0], "the game ended on a scored hand"
    last_over, note, text, name = notes[-1]
    assert text == "&See the result" and "See the result" in note and "Continue" not in note
    assert name == "See the final result"
    for over, note, text, name in notes[:-1]:
        assert text == "&Continue" and "“Continue” deals the next hand" in note and name == "Continue to the next hand"
