"""Play test round 15: each trump button has an Alt key, so the keyboard names trump in one stroke.

The colour and suit buttons had no underlined letter: a keyboard player had to Tab or arrow along the
row. Each now has its own letter, unlike the other buttons' and the menus', in both decks; Tab, the
arrows and Enter still work as before.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rookdesk.engine.phases import Phase
from rookdesk.ui.main_window import MainWindow

from .accelerator_audit import accelerator_clashes, mnemonic
from .driver import short_rules, wait_past_fresh_panel
from .test_game_keeper import make_window, people, play


def _to_own_trump(qtbot, window: MainWindow, preset_name: str, players: int = 2) -> None:
    c = window.controller
    for seed in range(1, 30):
        window.start_game(short_rules(preset_name, 500), people("human", *["easy"] * (players - 1)), seed=seed)
        play(qtbot, window, lambda: c.game.phase is Phase.TRUMP or c.game.hand_number > 1)
        if c.game.phase is Phase.TRUMP and c.awaiting == 0:
            assert window.current_panel() is window.trump_panel
            return
    raise AssertionError("the person never named trump")


@pytest.mark.parametrize("preset_name, players", [("two-hand-rook", 2), ("two-hand-standard", 2),
                                                   ("partners-cutthroat", 4)])   # the last with No trump
def test_alt_and_a_suit_s_letter_names_it_trump(qtbot, tmp_path: Path, preset_name: str, players: int) -> None:
    window = make_window(qtbot, tmp_path)
    _to_own_trump(qtbot, window, preset_name, players)
    buttons = window.trump_panel.buttons
    assert (None in buttons) == (players == 4)
    letters = {suit: mnemonic(button.text()) for suit, button in buttons.items()}
    assert all(letters.values()), {s: b.text() for s, b in buttons.items()}   # every button has its letter
    # The letters differ from one another and from those of the menus and other controls in sight.
    assert [str(c) for c in accelerator_clashes(window, "main window")] == []
    # The last suit in the row: a key that picked the first button by its focus would not pass.
    suit = list(buttons)[-2] if None in buttons else list(buttons)[-1]
    window.activateWindow()
    QTest.keyClick(window, letters[suit], Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: window.controller.game.phase is not Phase.TRUMP, timeout=3000)
    assert window.controller.game.trump == suit


def test_tab_the_arrows_and_enter_still_name_trump(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    _to_own_trump(qtbot, window, "two-hand-rook")
    window.activateWindow()
    buttons = list(window.trump_panel.buttons.items())
    qtbot.waitUntil(buttons[0][1].hasFocus, timeout=2000)   # the first suit has the keyboard
    QTest.keyClick(buttons[0][1], Qt.Key.Key_Tab)
    assert buttons[1][1].hasFocus()
    QTest.keyClick(buttons[1][1], Qt.Key.Key_Right)
    assert buttons[2][1].hasFocus()
    wait_past_fresh_panel(qtbot)
    QTest.keyClick(buttons[2][1], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.game.phase is not Phase.TRUMP, timeout=3000)
    assert window.controller.game.trump == buttons[2][0]


@pytest.mark.parametrize("preset_name, players, order", [
    ("two-hand-rook", 2, ["B", "R", "G", "Y"]), ("two-hand-standard", 2, ["S", "H", "C", "D"]),
    ("partners-cutthroat", 4, ["B", "R", "G", "Y", None])])
def test_the_trump_buttons_follow_the_hand_s_order_of_suits(qtbot, tmp_path: Path, preset_name: str, players: int,
                                                           order: list) -> None:
    """Round 16: the hand is sorted Black, Red, Green, Yellow; the buttons read Black, Green, Red, Yellow."""
    window = make_window(qtbot, tmp_path)
    _to_own_trump(qtbot, window, preset_name, players)
    row = window.trump_panel.row
    shown = [row.itemAt(i).widget() for i in range(row.count()) if row.itemAt(i).widget() is not None]
    by_button = {button: suit for suit, button in window.trump_panel.buttons.items()}
    assert [by_button[b] for b in shown] == order


def test_the_keyboard_starts_on_the_suit_the_hand_holds_most_of(qtbot) -> None:
    """Round 27: the first button (Black) had the keyboard though the bidder had just set aside every Black
    card; Enter named it. It starts on the suit the hand holds most of."""
    from collections import Counter

    from PySide6.QtWidgets import QWidget

    from rookdesk.ai.player import choice_for
    from rookdesk.ui.panels.trump import TrumpPanel
    from tests.ui.driver import two_handed_at_trump

    checked = 0
    for seed in range(1, 6):
        game = two_handed_at_trump(seed)
        host = QWidget()
        qtbot.addWidget(host)
        panel = TrumpPanel(host)
        choice = choice_for(game)
        panel.show_choice(choice, ("South", "North"))
        held = Counter(card.suit for card in choice.view.hand if card.suit is not None)
        most = max(held.values())
        focused = next(suit for suit, button in panel.buttons.items() if host.focusWidget() is button)
        assert held[focused] == most, (seed, focused, held)
        checked += focused != next(iter(panel.buttons))   # not merely the first button
    assert checked >= 1
