"""Play test 20: a game left after a hand's summary was read, the next deal waiting, came back on that
summary again when resumed (hot-seat: every time, since nobody acts before the curtain is lifted).
A game left while the summary really was on show must still come back on it."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from rookdesk.engine.events import SeatInfo
from rookdesk.engine.game import Game
from rookdesk.engine.history import Reveal
from rookdesk.engine.phases import Phase
from rookdesk.storage.autosave import RECORD_NAME, Autosaver
from rookdesk.storage.saves import first_line_keys, hands_read_of, save_game
from rookdesk.ui.main_window import MainWindow
from tests.ui.driver import public_ok, viewer_only_ok
from tests.ui.test_game_keeper import make_window, people, play, short_rules, wait_for_person


def to_summary(qtbot, window: MainWindow) -> None:
    """Play hand 1 to its end: its summary is on show."""
    play(qtbot, window, lambda: window.controller._holding)
    qtbot.waitUntil(lambda: window.current_panel() is window.summary_panel, timeout=5000)


def read_summary(qtbot, window: MainWindow) -> None:
    """Click Continue on the hand's summary, as the people do."""
    qtbot.mouseClick(window.summary_panel.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.controller._holding, timeout=5000)


def leave_and_resume(qtbot, window: MainWindow, folder: Path) -> tuple[MainWindow, str]:
    """Close the window (the autosave stays), start another on the same folder and click Resume.
    Returns the new window and the resume question's line about the game."""
    window.close()
    assert (folder / RECORD_NAME).exists()
    again = make_window(qtbot, folder)
    assert again.keeper.offer_resume()
    box = again.keeper.resume_box
    assert isinstance(box, QMessageBox)
    about = box.informativeText()
    resume = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    return again, about


def lift_curtain_by_click(qtbot, window: MainWindow) -> None:
    window.curtain.wake()   # as if the guard's time had passed
    qtbot.mouseClick(window.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.curtain_for is None, timeout=3000)


def test_hot_seat_resumed_after_the_summary_was_read_goes_on_at_the_new_deal(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "human"), seed=9)
    to_summary(qtbot, window)
    read_summary(qtbot, window)
    c = window.controller
    qtbot.waitUntil(lambda: c.curtain_for is not None, timeout=5000)
    events, first = list(c.game.events), c.game.to_act
    assert c.game.hand_number == 2 and c.game.phase is Phase.BIDDING

    again, about = leave_and_resume(qtbot, window, tmp_path)
    assert "hand 2" in about
    c = again.controller
    assert c.game.events == events
    qtbot.waitUntil(lambda: c.curtain_for is not None, timeout=5000)
    qtbot.wait(200)   # the summary of hand 1 must not come up behind or after the curtain
    assert again.current_panel() is not again.summary_panel and not again.summary_panel.isVisible()
    assert c.hand_end is None and not c._holding
    assert c.curtain_for == first and again.curtain.isVisible()
    assert again.curtain.headline.text() == f"Pass to {c.names[first]}"
    assert c.shown is None
    public_ok(again)   # nothing private until the right player clicks
    assert again.scene.hand_counts() == [len(h) for h in c.game.hands]   # the new deal is on the table
    assert again.status.scores_text().startswith("Hand 2")

    lift_curtain_by_click(qtbot, again)
    qtbot.waitUntil(lambda: c.awaiting == first, timeout=3000)
    assert c.shown == first
    viewer_only_ok(again)
    assert c.game.events == events   # nobody acted for them


def test_hot_seat_resumed_on_the_summary_shows_it_then_the_curtain(qtbot, tmp_path: Path) -> None:
    """The reverse: left while the summary was on show (not yet read), it comes back first."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "human"), seed=9)
    to_summary(qtbot, window)
    ended = window.controller.hand_end
    events = list(window.controller.game.events)

    again, about = leave_and_resume(qtbot, window, tmp_path)
    assert f"hand {ended.hand}" in about
    c = again.controller
    qtbot.waitUntil(lambda: again.current_panel() is again.summary_panel, timeout=5000)
    assert c.hand_end == ended and c.curtain_for is None and not again.curtain.isVisible()
    assert again.scene.hand_counts() == [0, 0]
    public_ok(again)

    read_summary(qtbot, again)
    first = c.game.to_act
    qtbot.waitUntil(lambda: c.curtain_for == first, timeout=5000)
    assert again.curtain.isVisible()
    public_ok(again)
    lift_curtain_by_click(qtbot, again)
    qtbot.waitUntil(lambda: c.awaiting == first, timeout=3000)
    viewer_only_ok(again)
    assert c.game.events == events

    # Read now: left again at the new deal, it goes on there.
    third, about = leave_and_resume(qtbot, again, tmp_path)
    assert f"hand {ended.hand + 1}" in about
    qtbot.waitUntil(lambda: third.controller.curtain_for == first, timeout=5000)
    qtbot.wait(200)
    assert third.current_panel() is not third.summary_panel


def test_one_person_resumed_at_the_new_deal_bids_and_cannot_undo_into_the_last_hand(qtbot, tmp_path: Path) -> None:
    """With computers: the person bids first in hand 2 (seed 9), so nobody acted after the summary was read.
    The resumed game asks them to bid at once; Undo may not take back the last card, the new hand seen."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    to_summary(qtbot, window)
    read_summary(qtbot, window)
    wait_for_person(qtbot, window)
    c = window.controller
    assert c.game.hand_number == 2 and c.awaiting == 0 and c.game.phase is Phase.BIDDING
    assert not window.keeper.undo_action.isEnabled()   # before leaving: the new deal has been seen
    events = list(c.game.events)

    again, about = leave_and_resume(qtbot, window, tmp_path)
    assert "hand 2" in about
    c = again.controller
    wait_for_person(qtbot, again)
    assert again.current_panel() is not again.summary_panel and not c._holding
    assert c.awaiting == 0 and c.game.events == events
    assert set(again.scene.hand_keys(0)) == {card.id for card in c.game.hands[0]}
    assert again.keeper.undo_stopped_by() is Reveal.DEAL
    assert not again.keeper.undo_action.isEnabled()
    again.keeper.undo_action.trigger()
    assert c.game.events == events and again.current_panel() is not again.summary_panel


def test_one_person_resumed_on_the_summary_may_still_undo_the_last_card(qtbot, tmp_path: Path) -> None:
    """The reverse with one person: the summary comes back, and Undo (the new deal unseen) takes back their
    last card as it could before they left."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    to_summary(qtbot, window)
    could_undo = window.keeper.undo_action.isEnabled()
    ended = window.controller.hand_end

    again, _about = leave_and_resume(qtbot, window, tmp_path)
    qtbot.waitUntil(lambda: again.current_panel() is again.summary_panel, timeout=5000)
    assert again.controller.hand_end == ended
    assert again.keeper.undo_action.isEnabled() == could_undo


def test_hot_seat_game_opened_from_a_file_saved_at_the_curtain_goes_on_at_the_curtain(qtbot, tmp_path: Path) -> None:
    """Game > Open: the saved file says which summary was read (its first line, as the autosave's), so a
    game saved at the next deal's curtain opens at that curtain, not on the summary read already; and
    nothing private shows until the right player clicks."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "human"), seed=9)
    to_summary(qtbot, window)
    read_summary(qtbot, window)
    c = window.controller
    qtbot.waitUntil(lambda: c.curtain_for is not None, timeout=5000)
    first, events = c.curtain_for, list(c.game.events)
    path = tmp_path / "hot-seat.rookrec"
    assert window.keeper.save_to(path)
    assert hands_read_of(first_line_keys(path)) == 1

    other = make_window(qtbot, tmp_path / "other")
    assert other.keeper.open_path(path)
    o = other.controller
    qtbot.waitUntil(lambda: o.curtain_for == first, timeout=5000)
    assert other.current_panel() is not other.summary_panel
    assert other.curtain.isVisible() and o.shown is None
    public_ok(other)
    lift_curtain_by_click(qtbot, other)
    qtbot.waitUntil(lambda: o.awaiting == first, timeout=3000)
    viewer_only_ok(other)
    assert o.game.events == events


def test_a_game_saved_on_its_summary_opens_on_it(qtbot, tmp_path: Path) -> None:
    """The reverse: saved while the hand's summary was on show, the file opens on that summary."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "human"), seed=9)
    to_summary(qtbot, window)
    path = tmp_path / "on-summary.rookrec"
    assert window.keeper.save_to(path)
    assert hands_read_of(first_line_keys(path)) == 0

    other = make_window(qtbot, tmp_path / "other")
    assert other.keeper.open_path(path)
    qtbot.waitUntil(lambda: other.current_panel() is other.summary_panel, timeout=5000)
    public_ok(other)


def test_the_autosave_says_which_summary_was_read(tmp_path: Path) -> None:
    """The mark is on the record's first line, beside the game's id; an autosave of an older rookdesk
    (or a plain record) says nothing, and the resume goes by the events alone as before."""
    game = Game(short_rules("two-hand-rook", 500), 9, (SeatInfo("Ann", "human"), SeatInfo("Bob", "human")))
    game.start()
    save_game(game, tmp_path / RECORD_NAME)
    assert Autosaver(tmp_path).pending_resume().hands_read is None

    saver = Autosaver(tmp_path)
    saver.attach(game, "abc", hands_read=2)
    saver.note_hands_read(3)
    first = json.loads((tmp_path / RECORD_NAME).read_text().splitlines()[0])
    assert (first["game_id"], first["hands_read"]) == ("abc", 3)
    resumable = Autosaver(tmp_path).pending_resume()
    assert (resumable.game_id, resumable.hands_read) == ("abc", 3) and resumable.game.events == game.events


def _plates(window: MainWindow) -> list[tuple[str, str, str]]:
    return [(plate.name, plate.detail, plate.tally) for plate in window.scene._plates if plate.isVisible()]


def test_resumed_on_the_summary_the_plates_say_what_they_said(qtbot, tmp_path: Path) -> None:
    """Round 19: resumed in hot-seat on a hand's summary, the plates had lost "dealer", the bid and the
    tricks taken ("North · bid 120", "8 tricks · 115" before; the names alone after)."""
    for kinds, folder in ((("human", "human", "easy", "easy"), tmp_path / "hot-seat"),
                          (("human", "easy", "easy", "easy"), tmp_path / "one person")):
        folder.mkdir()
        window = make_window(qtbot, folder)
        window.start_game(short_rules("partners-cutthroat", 500), people(*kinds), seed=5)
        to_summary(qtbot, window)
        before = _plates(window)
        assert any("dealer" in detail for _, detail, _ in before)
        assert any(detail.startswith("bid") or " bid " in detail for _, detail, _ in before)
        assert any(tally for _, _, tally in before)
        again, _ = leave_and_resume(qtbot, window, folder)
        qtbot.waitUntil(lambda: again.current_panel() is again.summary_panel, timeout=5000)
        assert _plates(again) == before, kinds
        public_ok(again)
        again.close()
