"""A letter typed into the bid amount says what the box takes, instead of vanishing without a word.

Known since round 16 and met again: a player typed "p" to pass and nothing happened, not even a beep.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rookdesk.engine.phases import Phase
from rookdesk.ui.panels.bid import BidPanel
from tests.ui.test_game_keeper import make_window, people, short_rules, wait_for_person

from .test_bid_panel_all_pass_note import _opener_sees


def _panel(qtbot, opener_must_bid: bool = False) -> BidPanel:
    panel = _opener_sees(qtbot, opener_must_bid)
    panel.amount.setFocus()
    return panel


def test_a_letter_names_the_keys_that_bid_and_pass(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=3)
    wait_for_person(qtbot, window)
    game = window.controller.game
    panel = window.bid_panel
    assert game.phase is Phase.BIDDING and window.current_panel() is panel
    calls = len(game.auction)
    window.activateWindow()
    qtbot.keyClick(panel.amount, Qt.Key.Key_P)
    assert panel.problem.isVisibleTo(panel)
    assert panel.problem.text() == ("The amount takes digits only: type a number and press Enter to bid, "
                                    "or press Alt+P to pass.")
    assert len(game.auction) == calls and panel.amount.amount_text() == "110"   # nothing typed, nothing called
    # The key it names does what it says.
    QTest.keyClick(window, "p", Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: len(game.auction) > calls)
    assert game.auction[calls] == (0, None)


def test_typing_a_number_clears_the_message(qtbot) -> None:
    panel = _panel(qtbot)
    qtbot.keyClicks(panel.amount, "x")
    assert panel.problem.isVisibleTo(panel)
    panel.amount.selectAll()
    qtbot.keyClicks(panel.amount, "105")
    assert not panel.problem.isVisibleTo(panel)
    assert panel.amount.amount_text() == "105"


def test_no_pass_offered_to_an_opener_who_must_bid(qtbot) -> None:
    panel = _panel(qtbot, opener_must_bid=True)
    qtbot.keyClicks(panel.amount, "b")
    assert panel.problem.text() == "The amount takes digits only: type a number and press Enter to bid."


def test_shifted_letters_and_punctuation_are_explained_too(qtbot) -> None:
    panel = _panel(qtbot)
    for key, modifier in ((Qt.Key.Key_Q, Qt.KeyboardModifier.ShiftModifier), (Qt.Key.Key_Minus, Qt.KeyboardModifier.NoModifier)):
        panel.problem.hide()
        qtbot.keyClick(panel.amount, key, modifier)
        assert panel.problem.isVisibleTo(panel), key
