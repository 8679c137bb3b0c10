"""Play test 33: a decision's panel stayed up after the decision was made, and the hand summary lost a
column beside the docked score sheet.

After taking the top of the pile, the draw panel and its two buttons stayed on screen, still
enabled, for the second the card took to fly into the hand. A decision's panel now gives way at
once to what the person did.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from rookdesk.engine.actions import Draw, DrawSource
from rookdesk.engine.phases import Phase
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.i18n import install_translators, remove_translators
from rookdesk.ui.result_overlay import MIN_SCORES_POINTS
from tests.ui.test_game_keeper import make_window, people, play, short_rules


def test_the_draw_panel_goes_as_soon_as_the_card_is_chosen(qtbot, tmp_path: Path) -> None:
    # Animations on, so the drawn card is still flying when the panel is looked at.
    window = make_window(qtbot, tmp_path, animation_speed="normal")
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=3)
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.DRAW and c.awaiting == 0 and len(c.game.pile) >= 2)
    qtbot.waitUntil(lambda: window.current_panel() is window.draw_panel)
    qtbot.mouseClick(window.draw_panel.pile, Qt.MouseButton.LeftButton)
    assert window.scene.is_animating()   # the card is on its way: nobody is asked yet
    assert c.awaiting is None
    assert window.current_panel() is window.info_panel
    assert "takes the top card of the pile" in window.statusBar().currentMessage()
    assert not window.draw_panel.isVisible()



LONG_NAMES = ["Marie-Christine Bérénger", "Jean-Baptiste Lefèvre", "Anne-Sophie Maréchal", "Pierre-Alexandre Dupont"]


@pytest.mark.parametrize("language", ["de", "fr", "es", "en"])
def test_the_hand_summary_shows_every_column_beside_the_docked_score_sheet(qtbot, tmp_path: Path, language) -> None:
    """Round 33: four long names at 800x600 with the score sheet docked cut the German summary's last
    column ("Gesamt") off, its scores already shrunk as far as they go; turned (a row per score, a column
    per side) they fit at a readable size."""
    app = QApplication.instance()
    before = QLocale()
    installed = install_translators(app, language)
    try:
        window = make_window(qtbot, tmp_path)
        window.resize(800, 600)
        window.score_dock.show()
        seats = [SeatSetup(LONG_NAMES[0])] + [SeatSetup(name, "easy") for name in LONG_NAMES[1:]]
        window.start_game(short_rules("partners-cutthroat", 500), seats, seed=7)
        c = window.controller
        play(qtbot, window, lambda: window.current_panel() is window.summary_panel)
        qtbot.waitUntil(lambda: window.width() == 800 and window.score_dock.width() > 200)
        window.results.place()
        summary, card = window.summary_panel, window.results
        assert summary.font().pointSizeF() * summary._scale >= MIN_SCORES_POINTS
        assert summary.table.width() >= summary.table.sizeHint().width()   # no column squeezed
        table = QRect(summary.table.mapTo(card, QPoint(0, 0)), summary.table.size())
        assert card.rect().contains(table), (table, card.rect())
        assert card.geometry().right() < card.parentWidget().width()
        headings = [summary.grid.itemAt(i).widget().text() for i in range(summary.grid.count())]
        total = {"de": "Gesamt", "fr": "Cumul", "es": "Acumulado", "en": "Total"}[language]
        assert total in headings
    finally:
        remove_translators(app, installed)
        QLocale.setDefault(before)


def test_sides_names_stay_on_one_line_where_the_summary_has_room(qtbot, tmp_path: Path) -> None:
    """Round 33: "Marie-Christine & / North" went a partner a line on a wide table, its scores level with
    the second line; only a compact summary stacks them."""
    window = make_window(qtbot, tmp_path)
    window.resize(1400, 900)
    names = ["Marie-Christine", "Jean-Baptiste", "North", "East"]
    window.start_game(short_rules("partners-cutthroat", 500),
                      [SeatSetup(names[0])] + [SeatSetup(name, "easy") for name in names[1:]], seed=7)
    play(qtbot, window, lambda: window.current_panel() is window.summary_panel)
    window.results.place()
    cells = [window.summary_panel.grid.itemAt(i).widget().text() for i in range(window.summary_panel.grid.count())]
    assert "Marie-Christine & North" in cells and "Jean-Baptiste & East" in cells


def test_no_table_item_paints_with_what_the_item_before_it_left_on_the_painter(qtbot, tmp_path: Path) -> None:
    """Round 33: the refusal note over a banded card was filled teal: the view does not save the painter's
    state between items (for speed), and the note drew its outline with the band's brush still set. The
    table as painted must be the table as painted with each item's painter state saved."""
    from PySide6.QtWidgets import QGraphicsView

    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=3)
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and c.awaiting == 0)
    scene = window.scene
    hand = {key: item for key, item in scene._items.items() if item.is_face_up and item.isVisible()}
    assert hand
    for item in hand.values():
        item.set_banded(True)   # every card of the hand leaves the band's brush behind
    key = next(iter(hand))
    scene._show_refusal(key, "You must follow suit: play Red while you have any.")
    assert scene.refusal_shown()
    flag = QGraphicsView.OptimizationFlag.DontSavePainterState
    window.view.setOptimizationFlag(flag, False)
    saved = window.view.viewport().grab().toImage()
    window.view.setOptimizationFlag(flag, True)
    unsaved = window.view.viewport().grab().toImage()
    assert saved == unsaved


def test_the_face_up_card_is_taken_on_release_and_a_press_that_slides_off_takes_nothing(qtbot, tmp_path: Path) -> None:
    """Round 33: the face-up card was taken the moment the mouse went down on it: a slip could not be
    undone by moving away before letting go, as on a button."""
    from PySide6.QtTest import QTest

    from tests.ui.driver import card_point

    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-standard", 500), people("human", "easy"), seed=3)
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.DRAW and c.awaiting == 0)
    viewport, key = window.view.viewport(), c.game.face_up.id
    actions = len(c.game.actions)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(window, key))
    assert len(c.game.actions) == actions   # pressed: nothing taken yet
    QTest.mouseMove(viewport, QPoint(5, 5))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(5, 5))
    qtbot.wait(50)
    assert len(c.game.actions) == actions and c.awaiting == 0   # slid off: still the person's choice
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card_point(window, key))
    qtbot.waitUntil(lambda: len(c.game.actions) > actions)
    assert c.game.actions[actions] == Draw(0, DrawSource.FACE_UP)


def test_a_window_made_smaller_leaves_the_score_sheet_no_wider_than_its_columns(qtbot, tmp_path: Path) -> None:
    """Round 33: made smaller, Qt squeezed the docked sheet by its share; it hid columns for want of room and
    kept empty space beside the others, while the table beside it cut the bidder's plate."""
    from rookdesk.engine.events import HandEnded

    window = make_window(qtbot, tmp_path)
    window.resize(1600, 1000)
    names = ["Marie-Christine", "North", "Jean-Baptiste", "East"]
    window.start_game(short_rules("partners-cutthroat", 500),
                      [SeatSetup(names[0])] + [SeatSetup(name, "easy") for name in names[1:]], seed=7)
    c = window.controller
    play(qtbot, window, lambda: any(isinstance(e, HandEnded) for e in c.game.events) and c.game.phase is Phase.PLAY)
    window.score_action.trigger()
    scores = window.score_tabs.widget(0)
    qtbot.waitUntil(lambda: scores.isVisible() and window.score_dock.width() > 300)
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: window.width() == 1024)
    qtbot.wait(100)
    shown = [col for col in range(scores.model().columnCount()) if not scores.isColumnHidden(col)]
    hidden = set(range(scores.model().columnCount())) - set(shown)
    assert hidden, "the sheet has to leave columns out at this width"
    used = sum(scores.columnWidth(col) for col in shown)
    spare = scores.viewport().width() - used
    assert 0 <= spare <= scores.verticalScrollBar().sizeHint().width() + 4, spare
    assert scores.horizontalScrollBar().maximum() == 0


def test_the_resume_question_keeps_each_name_on_one_line(qtbot, tmp_path: Path) -> None:
    """Round 33: "players: Marie- / Christine, …" broke a name at its hyphen."""
    from rookdesk.engine.events import SeatInfo
    from rookdesk.engine.game import Game
    from rookdesk.storage.autosave import RECORD_NAME
    from rookdesk.storage.saves import save_game
    from rookdesk.ui.texts import NO_BREAK, WORD_JOINER

    game = Game(short_rules("two-hand-rook", 500), 3,
                (SeatInfo("Marie-Christine Dupont", "human"), SeatInfo("Bob", "ai:easy")))
    game.start()
    save_game(game, tmp_path / RECORD_NAME)
    window = make_window(qtbot, tmp_path)
    assert window.keeper.offer_resume()
    text = window.keeper.resume_box.informativeText()
    assert f"Marie-{WORD_JOINER}Christine{NO_BREAK}Dupont, Bob" in text


def test_the_nest_shows_how_many_cards_it_holds_until_it_is_taken(qtbot, tmp_path: Path) -> None:
    """Round 33: the draw pile had its count beside it, the nest none."""
    window = make_window(qtbot, tmp_path)
    rules = short_rules("partners-cutthroat", 500)
    window.start_game(rules, people("human", "easy", "easy", "easy"), seed=5)
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.BIDDING)
    count = window.scene._nest_count
    assert count.isVisible() and count.text == str(rules.nest_size)
    assert count.toolTip() == f"Cards in the nest: {rules.nest_size}"
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY)
    assert not count.isVisible()


def test_digits_typed_at_the_bid_replace_the_suggested_amount(qtbot, tmp_path: Path) -> None:
    """Round 33: the amount box had the keyboard but nothing selected: "80" typed over the offered 70 read
    8070."""
    from PySide6.QtTest import QTest

    window = make_window(qtbot, tmp_path, ai_pause_ms=0)
    window.start_game(short_rules("kentucky-discard", 500), people("human", "easy", "easy", "easy"), seed=2)
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.BIDDING and c.awaiting == 0)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.current_panel() is window.bid_panel and window.bid_panel.amount.hasFocus())
    amount = window.bid_panel.amount
    offered = amount.value()
    typed = str(offered + amount.singleStep())
    QTest.keyClicks(amount, typed)
    assert amount.lineEdit().text() == typed


def test_the_keyboard_s_first_card_to_play_is_not_the_one_looked_at_during_the_exchange(qtbot, tmp_path) -> None:
    """Round 33: after setting cards aside by keyboard, the first card marked for Enter in the play was the
    Rook the person had last pointed at (a quick Enter would have thrown it away), not the first playable."""
    from PySide6.QtTest import QTest

    from tests.ui.test_play15_fair_undo import win_the_bid

    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=5)
    c, scene = window.controller, window.scene
    win_the_bid(qtbot, window)
    window.activateWindow()
    window.view.setFocus()
    for _ in range(30):   # the keyboard's mark to the last card of the hand
        QTest.keyClick(window.view, Qt.Key.Key_End)
    looked_at = scene._focus
    hand = scene.hand_keys(0)
    assert looked_at == hand[-1]
    options = c.choice.discard
    aside = [card.id for card in options.required + options.choose_from if card.id != looked_at][:options.count]
    assert c.discard(aside)
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and c.awaiting == 0)
    qtbot.waitUntil(lambda: scene._focus is not None)
    playable = [key for key in scene.hand_keys(0) if scene._playable.get(key, "") is None]
    assert scene._focus == playable[0] != looked_at
