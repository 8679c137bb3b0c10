"""Play test round 15: once the cards to set aside are all chosen, one more is refused, and the reason said.

With four cards chosen of four, a click on a fifth chose it too: the panel read "5 of 4 selected" beside
a greyed Confirm and nothing said why. Now click, drag and Enter on a card all refuse it alike, the
status bar says how to put one back, and the panel keeps "4 of 4" with Confirm ready.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rookdesk.ui.main_window import MainWindow

from .driver import click_card, drag_card
from .test_keyboard_focus_visible import _to_own_discard
from .test_game_keeper import make_window


def _choose_all(window: MainWindow) -> tuple[list[str], list[str]]:
    """Choose by clicks every card the nest takes; returns (the chosen, the other cards that might go)."""
    options = window.controller.choice.discard
    picks = [card.id for card in list(options.required) + list(options.choose_from[:options.count])]
    for card in picks:
        click_card(window, card)
    others = [card.id for card in options.choose_from if card.id not in picks]
    return picks, others


def _refused_alike(window: MainWindow, picks: list[str], how: str) -> None:
    panel, scene = window.nest_panel, window.scene
    size = len(picks)
    assert scene.selected_discards() == picks, f"{how} chose one card too many"
    assert panel.count_label.text() == f"{size} of {size} selected" and panel.confirm.isEnabled(), how
    said = window.statusBar().currentMessage()
    assert said.startswith(f"You have chosen {size} cards already") and "put it back" in said, (how, said)


def test_a_card_beyond_those_the_nest_takes_is_refused_by_mouse_drag_and_keys(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    _to_own_discard(qtbot, window)
    window.activateWindow()
    scene, view = window.scene, window.view
    picks, others = _choose_all(window)
    assert others, "the hand has a card that might have gone instead"
    extra = others[0]
    click_card(window, extra)
    _refused_alike(window, picks, "a click")
    # An extra card no longer rises under the pointer, and its tooltip says why it will not go.
    item = scene.card_item(extra)
    assert item.hover_lift == 0 and item.toolTip().startswith("You have chosen")

    window.statusBar().clearMessage()
    drag_card(window, extra)
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=2000)
    _refused_alike(window, picks, "a drag to the middle")

    window.statusBar().clearMessage()
    view.setFocus()
    for _ in range(30):
        if scene.focused_card() == extra:
            break
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert scene.focused_card() == extra, "the keyboard still walks over every card that might go"
    QTest.keyClick(view, Qt.Key.Key_Return)
    _refused_alike(window, picks, "Enter")

    # Putting one back makes room: the extra card is chosen now, by the same Enter.
    click_card(window, picks[-1])
    assert scene.selected_discards() == picks[:-1] and not window.nest_panel.confirm.isEnabled()
    assert scene.card_item(extra).hover_lift > 0 and not scene.card_item(extra).toolTip()
    view.setFocus()
    for _ in range(30):
        if scene.focused_card() == extra:
            break
        QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert scene.selected_discards() == picks[:-1] + [extra]
    assert window.nest_panel.count_label.text() == f"{len(picks)} of {len(picks)} selected"
