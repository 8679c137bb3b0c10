"""Round 34: Game > Pause (P) holds the computers, in a demo and against people alike; F10 opens the menus.

A tester watching an all-computer demo had no way to stop it and look at a trick or the score sheet.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from .driver import short_rules
from .test_game_keeper import make_window, people


def test_p_pauses_a_demo_and_p_again_lets_it_go_on(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    pause = window.pause_action
    assert not pause.isEnabled()   # no game yet
    window.start_game(short_rules("partners-cutthroat", 500), people("easy", "easy", "easy", "easy"), seed=4)
    qtbot.waitUntil(lambda: len(c.game.actions) >= 3, timeout=10000)
    assert pause.isEnabled() and not pause.isChecked()
    assert pause in window.keeper._game_menu().actions()
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_P)
    assert c.paused and pause.isChecked()
    assert window.statusBar().currentMessage().startswith("Paused")
    qtbot.waitUntil(lambda: c.awaiting is not None, timeout=5000)
    held = len(c.game.actions)
    qtbot.wait(600)   # the computers think in a few milliseconds here: with no pause they would move on
    assert len(c.game.actions) == held
    assert window.turn_label.whole() == window.info_panel.title.whole() == f"Paused: {c.names[c.awaiting]} waits"
    QTest.keyClick(window.view, Qt.Key.Key_P)
    assert not c.paused and not pause.isChecked()
    assert window.statusBar().currentMessage() == "The computers go on."
    assert not window.info_panel.title.whole().startswith("Paused")   # the move held has been made
    qtbot.waitUntil(lambda: len(c.game.actions) > held + 2, timeout=10000)


def test_a_paused_demo_stays_on_the_hand_summary(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(short_rules("two-hand-standard", 500), people("easy", "easy"), seed=4)
    qtbot.waitUntil(lambda: window.current_panel() is window.summary_panel, timeout=20000)
    window.pause_action.trigger()
    window._demo_continue()   # the demo's timer running out
    assert window.current_panel() is window.summary_panel and c._holding
    window.pause_action.trigger()
    window._demo_continue()
    assert window.current_panel() is not window.summary_panel


def test_a_new_deal_ends_the_pause_and_people_only_games_have_none(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=2)
    window.pause_action.trigger()
    assert c.paused and window.pause_action.isChecked()
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=3)
    assert not c.paused and not window.pause_action.isChecked()
    window.start_game(short_rules("two-hand-standard", 500), people("human", "human"), seed=3)
    assert not window.pause_action.isEnabled()


def test_f10_opens_the_game_menu(qtbot, tmp_path: Path) -> None:
    """Round 34: a keyboard player's F10, which opens the menus on their desktop, did nothing."""
    from PySide6.QtWidgets import QApplication

    window = make_window(qtbot, tmp_path)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)   # a shortcut works in the active window
    QTest.keyClick(window.view, Qt.Key.Key_F10)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=2000)
    menu = QApplication.activePopupWidget()
    assert window.new_action in menu.actions()
    QTest.keyClick(menu, Qt.Key.Key_Escape)


def test_alt_alone_marks_the_first_menu_title(qtbot, tmp_path: Path) -> None:
    """Round 34: after Alt alone the menu bar was in the keyboard's hands, but no title showed it."""
    window = make_window(qtbot, tmp_path)
    bar = window.menuBar()
    game = bar.actions()[0]
    centre = bar.actionGeometry(game).center()
    plain = bar.grab().toImage().pixelColor(centre)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Alt)
    qtbot.waitUntil(lambda: bar.activeAction() is game, timeout=2000)
    marked = bar.grab().toImage().pixelColor(centre)
    assert marked != plain and marked.lightness() < plain.lightness() - 40, (plain.name(), marked.name())
    QTest.keyClick(bar, Qt.Key.Key_Escape)
