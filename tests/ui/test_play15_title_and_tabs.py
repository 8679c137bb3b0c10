"""Round 15, the window's frame: the title names the saved game's file (and marks moves made since), the
score sheet's tabs follow Ctrl+Tab and Ctrl+PgDown as in other tabbed programs, and the status line's
right-hand text keeps the left-hand text's margin from the window's edge when maximised."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from rookdesk.engine.game import Game
from rookdesk.engine.presets import preset
from rookdesk.storage.saves import save_game
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.texts import rules_title
from tests.ui.driver import keep_shot

from .test_game_keeper import decide, make_window, people, short_rules, wait_for_person


def shown_title(window: MainWindow) -> str:
    """The title as the window manager gets it: Qt's "[*]" placeholder made "*" or removed."""
    handle = window.windowHandle()
    assert handle is not None
    return handle.title()


def playing(qtbot, tmp_path: Path) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    wait_for_person(qtbot, window)
    return window


def rules_of(window: MainWindow) -> str:
    assert window.controller.rules is not None
    return rules_title(window.controller.rules)


# 1. The title names the file ------------------------------------------------------------------


def test_saving_names_the_file_and_a_move_since_marks_it(qtbot, tmp_path) -> None:
    window = playing(qtbot, tmp_path)
    rules = rules_of(window)
    assert shown_title(window) == f"{rules} — rookdesk"          # not saved yet: no file to name
    assert window.keeper.save_to(tmp_path / "my game.rookrec")
    assert shown_title(window) == f"my game — {rules} — rookdesk"
    assert not window.isWindowModified()
    decide(window, random.Random(3))                             # the game moves on past its file
    qtbot.waitUntil(window.isWindowModified, timeout=5000)
    assert shown_title(window) == f"my game* — {rules} — rookdesk"
    wait_for_person(qtbot, window)
    window.keeper.save()                                         # Ctrl+S: the file holds it all again
    assert not window.isWindowModified() and shown_title(window) == f"my game — {rules} — rookdesk"
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=10)
    assert shown_title(window) == f"{rules} — rookdesk"          # a new deal has no file yet
    assert not window.isWindowModified()


def test_opening_a_saved_game_names_its_file(qtbot, tmp_path) -> None:
    game = Game(preset("kentucky-rook"), 11)
    game.start()
    path = save_game(game, tmp_path / "Friday [*] night.rookrec")
    window = make_window(qtbot, tmp_path)
    assert window.keeper.open_path(path)
    # A "[*]" in the file's own name stays as typed: it is not taken for Qt's modified mark.
    assert shown_title(window) == f"Friday [*] night — {rules_of(window)} — rookdesk"
    assert not window.isWindowModified()


# 2. The score sheet's tabs from the keyboard ---------------------------------------------------


def test_ctrl_tab_and_ctrl_page_keys_switch_the_score_sheets_tabs(qtbot, tmp_path) -> None:
    window = playing(qtbot, tmp_path)
    window.score_action.trigger()                                # View > Score sheet (Ctrl+K)
    tabs = window.score_tabs
    qtbot.waitUntil(tabs.isVisible)
    tabs.currentWidget().setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tabs.currentWidget())

    def press(key: Qt.Key, modifiers: Qt.KeyboardModifier) -> int:
        focus = QApplication.focusWidget()
        assert isinstance(focus, QWidget) and tabs.isAncestorOf(focus)
        QTest.keyClick(focus, key, modifiers)
        return tabs.currentIndex()

    ctrl, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    assert tabs.currentIndex() == 0
    assert press(Qt.Key.Key_Tab, ctrl) == 1                       # Qt's own, kept
    assert press(Qt.Key.Key_Backtab, ctrl | shift) == 0
    assert press(Qt.Key.Key_PageDown, ctrl) == 1                  # the grid took it as a page scroll
    assert press(Qt.Key.Key_PageDown, ctrl) == 2
    assert press(Qt.Key.Key_PageDown, ctrl) == 0                  # round, as Ctrl+Tab goes
    assert press(Qt.Key.Key_PageUp, ctrl) == 2
    assert press(Qt.Key.Key_PageUp, ctrl) == 1


# 3. The status line's margins ------------------------------------------------------------------


def ink_columns(image: QImage) -> list[int]:
    """The x of every column with a pixel darker than the status bar's background (its text)."""
    background = image.pixelColor(image.width() // 2, 1).lightness()
    return [x for x in range(image.width())
            if any(image.pixelColor(x, y).lightness() < background - 60 for y in range(image.height()))]


def test_the_turn_text_keeps_the_messages_margin_from_the_edge_when_maximised(qtbot, tmp_path) -> None:
    window = playing(qtbot, tmp_path)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    window.show_message("Left")
    bar = window.statusBar()
    assert window.turn_label.text()
    QApplication.processEvents()
    image = bar.grab().toImage()
    keep_shot(image, "status_maximised.png")
    ink = ink_columns(image)
    left_gap, right_gap = ink[0], image.width() - 1 - ink[-1]
    assert abs(right_gap - left_gap) <= 2, (left_gap, right_gap)  # it was 6 on the left and 1 on the right
