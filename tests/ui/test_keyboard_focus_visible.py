"""Play test 5: the keyboard's place is visible on the decision panels' buttons and on selected cards.

Fusion draws a button's focus frame only after a Tab, and then like the default button's frame, so the
Confirm button looked the same with and without the focus; a selected card with the keyboard's focus
lost its blue selection ring under the gold focus ring.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsScene, QPushButton, QStyleOptionGraphicsItem

from rookdesk.engine.events import CardDrawn
from rookdesk.engine.phases import Phase
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.table.card_item import FOCUS_COLOUR, SELECT_COLOUR, CardItem

from .driver import short_rules, wait_past_fresh_panel
from .test_game_keeper import make_window, people, play, wait_for_person

def _image(button: QPushButton) -> QImage:
    QApplication.processEvents()
    return button.grab().toImage()


def _to_own_discard(qtbot, window: MainWindow) -> None:
    c = window.controller
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=3)
    play(qtbot, window, lambda: c.game.phase is Phase.DISCARD and c.awaiting == 0)
    assert c.game.phase is Phase.DISCARD, "the person never won a bid"


def test_tab_to_confirm_shows_a_focus_ring_unlike_the_default_look(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    _to_own_discard(qtbot, window)
    window.activateWindow()
    options = window.controller.choice.discard
    picks = [card.id for card in list(options.required) + list(options.choose_from[:options.count])]
    view, scene, confirm = window.view, window.scene, window.nest_panel.confirm
    # Cards chosen with the arrows and Enter, as the play tester did.
    view.setFocus()
    for card in picks:
        for _ in range(20):
            if scene.focused_card() == card:
                break
            QTest.keyClick(view, Qt.Key.Key_Right)
        QTest.keyClick(view, Qt.Key.Key_Return)
    assert scene.selected_discards() == picks and confirm.isEnabled() and confirm.isDefault()
    before, size = _image(confirm), confirm.size()
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert confirm.hasFocus()
    after = _image(confirm)
    assert confirm.size() == size, "the focus ring must not resize the button (no layout jump)"
    assert before != after, "Confirm looks the same with and without the keyboard's focus"
    assert "Tab" in window.nest_panel.note.text()   # the note says how to get to Confirm
    # One focus mark at a time: the card the arrows were on drops its ring while Confirm has the keyboard,
    # and gets it back with Shift+Tab.
    last = scene.card_item(picks[-1])
    assert not any(item.focused for item in scene.items() if hasattr(item, "focused"))
    QTest.keyClick(confirm, Qt.Key.Key_Backtab)
    assert view.hasFocus() and scene.focused_card() == picks[-1] and last.focused


def test_a_selected_card_with_the_focus_shows_both_rings(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    _to_own_discard(qtbot, window)
    window.activateWindow()
    view, scene = window.view, window.scene
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)   # the first card: selected and still focused
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Return)   # the second card too
    QTest.keyClick(view, Qt.Key.Key_Left)     # back on the first: selected and focused
    key = scene.focused_card()
    assert key is not None and key in scene.selected_discards()
    item = scene.card_item(key)
    assert item.selected and item.focused
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
    image = _paint_alone(item)
    assert _has_colour(image, SELECT_COLOUR) and _has_colour(image, FOCUS_COLOUR), "one ring hides the other"


def _paint_alone(item: CardItem) -> QImage:
    """The item painted on its own (upright), without the cards overlapping it."""
    box = item.boundingRect()
    image = QImage(int(box.width()) + 2, int(box.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2e6b3f"))   # the felt
    painter = QPainter(image)
    painter.translate(-box.left() + 1, -box.top() + 1)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def _card_image(selected: bool, focused: bool) -> QImage:
    face = QPixmap(60, 90)
    face.fill(QColor("#f4f1e8"))
    item = CardItem("R5", 60, lambda _item: face)
    item.lift_ms = 0
    item.set_selected_card(selected)
    item.set_focused(focused)
    scene = QGraphicsScene()
    scene.addItem(item)
    box = item.sceneBoundingRect()
    image = QImage(int(box.width()) + 2, int(box.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2e6b3f"))   # the felt
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), box.adjusted(-1, -1, 1, 1))
    painter.end()
    return image


def _has_colour(image: QImage, colour: QColor) -> bool:
    target = colour.rgb()
    return any(image.pixel(x, y) == target for y in range(image.height()) for x in range(image.width()))


def test_selected_focused_and_both_paint_three_different_ways(qtbot) -> None:
    both = _card_image(True, True)
    focused = _card_image(False, True)
    selected = _card_image(True, False)
    assert both != focused and both != selected and focused != selected
    # Both rings are there at once, each in its own colour.
    assert _has_colour(both, SELECT_COLOUR) and _has_colour(both, FOCUS_COLOUR)
    assert not _has_colour(focused, SELECT_COLOUR) and not _has_colour(selected, FOCUS_COLOUR)


def test_the_draw_buttons_take_the_keyboard_and_show_it(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=12)
    window.activateWindow()
    c = window.controller
    panel = window.draw_panel
    for _ in range(60):
        play(qtbot, window, lambda: c.game.phase in (Phase.PLAY, Phase.DRAW) and c.awaiting == 0)
        if c.game.phase is Phase.PLAY:
            # Played from the keyboard, so the table has the focus when the draw decision starts.
            window.view.setFocus()
            QTest.keyClick(window.view, Qt.Key.Key_Right)
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            wait_for_person(qtbot, window)
        if c.game.phase is Phase.DRAW and c.awaiting == 0:
            break
    else:
        raise AssertionError("the person never had to draw")
    assert window.current_panel() is panel
    assert QApplication.focusWidget() is panel.face_up, "the draw panel's first button has the focus"
    focused, size = _image(panel.face_up), panel.face_up.size()
    pile_before, pile_size = _image(panel.pile), panel.pile.size()
    QTest.keyClick(panel.face_up, Qt.Key.Key_Tab)
    assert panel.pile.hasFocus()
    assert _image(panel.face_up) != focused, "the focused draw button looks like an unfocused one"
    assert _image(panel.pile) != pile_before
    assert panel.face_up.size() == size and panel.pile.size() == pile_size, "no layout jump"
    # The note names the keys as well as the mouse (round 25), and they do what it says.
    assert "Keyboard: Enter takes the face-up card; Tab to the pile's button, then Enter." in panel.note.text()
    drawn = len(c.game.events)
    wait_past_fresh_panel(qtbot)
    QTest.keyClick(panel.pile, Qt.Key.Key_Return)
    assert any(isinstance(e, CardDrawn) and e.seat == 0 and e.source == "pile" for e in c.game.events[drawn:])


def test_panel_buttons_keep_their_minimum_widths_and_show_a_press_under_focus(qtbot) -> None:
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from rookdesk.ui.panels.summary import HandSummaryPanel
    from rookdesk.ui.panels.trump import TrumpPanel

    from rookdesk.ai.player import choice_for
    from tests.ui.driver import two_handed_at_trump

    game = two_handed_at_trump(1)
    host = QWidget()
    qtbot.addWidget(host)
    column = QVBoxLayout(host)
    trump, summary = TrumpPanel(host), HandSummaryPanel(host)
    column.addWidget(trump)
    column.addWidget(summary)
    trump.show_choice(choice_for(game), ("South", "North"))
    host.show()
    qtbot.waitExposed(host)
    QApplication.processEvents()
    # The panel style sheet must not replace the widths the panels ask for in code.
    assert summary.continue_button.minimumWidth() == 120 and summary.continue_button.width() >= 120
    trump_buttons = trump.findChildren(QPushButton)
    # Each trump button asks for its name's width at the least and 96 px where there is room (round 20).
    assert trump_buttons and all(b.minimumWidth() == b.sizeHint().width() for b in trump_buttons)
    host.resize(900, host.height())
    QApplication.processEvents()
    assert all(b.width() >= 96 for b in trump_buttons)
    # A click gives a button the focus before it is released: it must still look pressed.
    button = summary.continue_button
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=2000)
    focused = _image(button)
    button.setDown(True)
    pressed = _image(button)
    button.setDown(False)
    assert pressed != focused


def test_a_disabled_panel_button_stays_readable_on_a_dark_palette(qtbot) -> None:
    from PySide6.QtGui import QColor, QPalette

    from rookdesk.ui.panels.nest import NestPanel

    dark = QPalette()
    for role, colour in ((QPalette.ColorRole.Window, "#353535"), (QPalette.ColorRole.Button, "#454545"),
                         (QPalette.ColorRole.ButtonText, "#e0e0e0"), (QPalette.ColorRole.WindowText, "#e0e0e0"),
                         (QPalette.ColorRole.Mid, "#2c2c2c"), (QPalette.ColorRole.Midlight, "#505050"),
                         (QPalette.ColorRole.Light, "#5a5a5a"), (QPalette.ColorRole.Shadow, "#141414")):
        dark.setColor(role, QColor(colour))
    dark.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#8a8a8a"))
    app = QApplication.instance()
    light = app.palette()
    app.setPalette(dark)   # as a dark desktop theme does
    try:
        panel = NestPanel()
        qtbot.addWidget(panel)
        panel.show()
        qtbot.waitExposed(panel)
        button = panel.findChildren(QPushButton)[0]
        button.setEnabled(False)
        image = _image(button)
    finally:
        app.setPalette(light)
    background = QColor(image.pixel(6, image.height() // 2)).lightness()
    inner = [QColor(image.pixel(x, y)).lightness()
             for x in range(8, image.width() - 8) for y in range(6, image.height() - 6)]
    # The text is lighter than the button on a dark theme, and clearly so.
    assert max(inner) - background >= 40, (max(inner), background)


def test_a_trump_button_with_the_keyboard_wears_the_panels_gold_ring(qtbot) -> None:
    """Found in a keyboard play test: the focus on a trump button was a thin pale line, hard to see on
    the light panel. It is now the panels' 3px gold ring, and no button moves when the focus does."""
    from PySide6.QtGui import QColor

    from rookdesk.ai.player import choice_for
    from rookdesk.engine.actions import Bid, Pass
    from rookdesk.engine.game import new_game
    from rookdesk.engine.presets import preset
    from rookdesk.ui.panels.base import FOCUS_RING
    from rookdesk.ui.panels.trump import TrumpPanel

    game = new_game(preset("two-hand-standard"), seed=1)
    game.apply(Bid(game.to_act, 50))
    game.apply(Pass(game.to_act))
    panel = TrumpPanel()
    qtbot.addWidget(panel)
    panel.show_choice(choice_for(game), ("South", "North"))
    panel.show()
    qtbot.waitExposed(panel)
    button = next(iter(panel.buttons.values()))
    size, place = button.size(), button.pos()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=2000)
    image = _image(button)
    ring = QColor(FOCUS_RING)
    edge = [image.pixelColor(x, image.height() // 2) for x in range(3)]
    assert any(abs(c.red() - ring.red()) + abs(c.green() - ring.green()) + abs(c.blue() - ring.blue()) < 40
               for c in edge), [c.name() for c in edge]
    assert button.size() == size and button.pos() == place


def test_the_yellow_trump_button_wears_a_dark_ring() -> None:
    """The gold ring on Yellow's amber was hard to tell from the button (play test): a near-black one there."""
    from rookdesk.ui.panels.base import FOCUS_RING
    from rookdesk.ui.panels.trump import focus_ring_on
    from rookdesk.ui.texts import suit_colour

    assert focus_ring_on(suit_colour("Y")) != FOCUS_RING
    assert all(focus_ring_on(suit_colour(s)) == FOCUS_RING for s in "BGR")

