"""The table's keyboard frame comes with a press of Tab only, not when Qt passes the keyboard on.

Round 19: after a click on a trump button, a yellow frame came round the whole table for the nest
exchange (a mouse player took it for a warning): Qt moved the keyboard from the button it disabled or
hid to the table and called that a Tab.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget

from rookdesk.engine.phases import Phase
from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.table.scene import TableScene
from rookdesk.ui.table.view import TableView

from ..test_game_keeper import make_window, people, play, short_rules


def _beside_a_button(qtbot) -> tuple[QWidget, QPushButton, QPushButton, TableView]:
    top = QWidget()
    qtbot.addWidget(top)
    layout = QVBoxLayout(top)
    first, button = QPushButton("First", top), QPushButton("Red", top)
    view = TableView(TableScene(CardImageCache()), top)
    for widget in (first, button, view):
        layout.addWidget(widget)
    top.show()
    qtbot.waitExposed(top)
    top.activateWindow()
    qtbot.waitUntil(top.isActiveWindow)
    return top, first, button, view


def test_a_disabled_or_hidden_button_passes_the_keyboard_on_without_the_frame(qtbot) -> None:
    for leave in ("disable", "hide"):
        top, _first, button, view = _beside_a_button(qtbot)
        button.setFocus()
        if leave == "disable":
            button.setEnabled(False)
        else:
            button.hide()
        assert view.hasFocus(), leave
        assert not view.shows_focus_frame(), leave


def test_a_press_of_tab_still_shows_it(qtbot) -> None:
    top, _first, button, view = _beside_a_button(qtbot)
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Tab)
    assert view.hasFocus() and view.shows_focus_frame()


def test_no_frame_in_the_nest_exchange_after_a_clicked_trump(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    for seed in range(1, 30):   # Rook deck for two: trump is named before the nest is taken
        window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=seed)
        play(qtbot, window, lambda: c.game.phase is Phase.TRUMP or c.game.hand_number > 1)
        if c.game.phase is Phase.TRUMP and c.awaiting == 0:
            break
    else:
        raise AssertionError("the person never named trump")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    button = next(iter(window.trump_panel.buttons.values()))
    framed: list[bool] = []   # at each arrival of the keyboard on the table, after the view has seen it

    def arrived(_old, new) -> None:
        if new is window.view:
            framed.append(window.view.shows_focus_frame())

    QApplication.instance().focusChanged.connect(arrived)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.game.phase is Phase.DISCARD and c.awaiting == 0, timeout=5000)
    qtbot.wait(50)
    QApplication.instance().focusChanged.disconnect(arrived)
    assert framed and not any(framed), framed
    assert not window.view.shows_focus_frame()
