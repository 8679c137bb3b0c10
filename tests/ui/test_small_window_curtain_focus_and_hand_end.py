"""Third play test: the table beside the score sheet, the curtain's focus, a clear table at the end."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rookdesk.ai.match import play_hand
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.events import BidMade, Passed
from rookdesk.engine.game import Game
from rookdesk.engine.presets import preset
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.bridge import EngineBridge
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.models import BidHistoryModel
from rookdesk.ui.table import CardItem
from rookdesk.ui.table.decor import NamePlate

from .test_game_keeper import make_window, people, short_rules, wait_for_person


def test_the_table_fits_beside_the_score_sheet_in_the_smallest_window(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(760, 560)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=3)
    wait_for_person(qtbot, window)
    window.score_action.trigger()                     # Ctrl+K
    qtbot.waitUntil(lambda: window.score_dock.isVisible())
    QApplication.processEvents()
    assert window.width() == 760
    # The table itself may shrink well below half the window: a wider score sheet still leaves it room.
    assert window.view.minimumWidth() <= 320
    viewport = window.view.viewport()
    assert window.view.mapTo(window, window.view.rect().topRight()).x() < window.score_dock.x()
    inside = QRect(0, 0, viewport.width(), viewport.height())
    items = [i for i in window.scene.items() if isinstance(i, (CardItem, NamePlate)) and i.isVisible()]
    assert len(items) > 40
    for item in items:
        box = window.view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert inside.contains(box), f"{item} at {box} is outside the table's {inside}"


def test_the_curtain_has_the_keyboard_again_after_preferences(qtbot, tmp_path) -> None:
    settings = AppSettings(ai_pause_ms=0, animation_speed="off", first_run=False)
    window = MainWindow(SettingsStore(str(tmp_path / "settings.ini")), settings, data_folder=tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "human"), seed=21)
    c = window.controller
    qtbot.waitUntil(lambda: c.curtain_for is not None)
    dialog = window.show_preferences()
    # The window forgets its focus widget while the dialog is up (as a window manager may make it).
    window.curtain.clearFocus()
    dialog.accept()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert window.focusWidget() is window.curtain
    window.curtain.wake()                             # as if the guard's time had passed
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)   # a key lifts the curtain when pressed again
    qtbot.waitUntil(lambda: c.curtain_for is None)


def test_the_trick_message_and_the_set_aside_cards_go_when_the_hand_is_scored(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("easy", "easy", "easy", "easy"), seed=3)
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    qtbot.waitUntil(lambda: window.current_panel() is window.summary_panel, timeout=30000)
    window._demo_timer.stop()
    assert any(text.endswith("wins the trick.") for text in said)   # it was said during the hand
    assert not window.statusBar().currentMessage().endswith("wins the trick.")
    cards = [i for i in window.scene.items() if isinstance(i, CardItem) and i.isVisible() and i.opacity() > 0]
    assert cards == [], f"cards left on the table behind the scores: {[c.key for c in cards]}"


def test_the_call_column_has_one_alignment(qtbot, qtmodeltester) -> None:
    game = Game(preset("partners-cutthroat"), seed=11)
    bids = BidHistoryModel()
    bridge = EngineBridge()
    bridge.eventOccurred.connect(bids.on_event)
    bridge.attach(game)
    game.start()
    play_hand(game, [RandomPlayer(seat) for seat in range(4)])
    qtmodeltester.check(bids)
    calls = [e for e in game.events if isinstance(e, (BidMade, Passed))]
    assert any(isinstance(e, BidMade) for e in calls) and any(isinstance(e, Passed) for e in calls)
    edges = {bids.data(bids.index(row, 2), Qt.ItemDataRole.TextAlignmentRole) for row in range(bids.rowCount())}
    assert edges == {int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)}


def test_the_curtain_has_the_keyboard_again_after_the_score_sheet_closes(qtbot, tmp_path) -> None:
    """Round 17: at "Pass to Ben" Ctrl+K, Tab into the sheet, Ctrl+K again: the focus went to the table behind
    the curtain, and Enter did nothing. Closed by its shortcut or by Escape, the sheet gives it back."""
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "human"), seed=21)
    c = window.controller
    qtbot.waitUntil(lambda: c.curtain_for is not None and window.curtain.isVisible())
    escape = lambda: QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)   # noqa: E731
    for close in (window.score_action.trigger, escape):
        window.score_action.trigger()
        qtbot.waitUntil(lambda: window.score_dock.isVisible())
        sheet = window.score_tabs.currentWidget()
        sheet.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(lambda: window.score_dock.isAncestorOf(QApplication.focusWidget()))
        close()
        qtbot.waitUntil(lambda: not window.score_dock.isVisible())
        QApplication.processEvents()
        assert QApplication.focusWidget() is window.curtain
    qtbot.waitUntil(window.curtain.button.isEnabled, timeout=3000)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)
    QTest.keyClick(window.curtain, Qt.Key.Key_Return)   # a key lifts the curtain when pressed again
    qtbot.waitUntil(lambda: not window.curtain.isVisible())


def test_continue_has_the_keyboard_again_after_the_score_sheet_closes(qtbot, tmp_path) -> None:
    """Round 18: at a hand's end, Ctrl+K, Tab into the sheet, Ctrl+K: the focus went to the table under the
    results card and Return did nothing; it goes back to Continue."""
    from .test_play15_summary_clear_of_plates import _until_summary

    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=21)
    _until_summary(qtbot, window)
    window.score_action.trigger()
    qtbot.waitUntil(lambda: window.score_dock.isVisible())
    window.score_tabs.currentWidget().setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: window.score_dock.isAncestorOf(QApplication.focusWidget()))
    window.score_action.trigger()
    qtbot.waitUntil(lambda: not window.score_dock.isVisible())
    QApplication.processEvents()
    assert QApplication.focusWidget() is window.summary_panel.continue_button
