"""Session 20: the table stays still while the panels under it change (auction, trump, nest, tricks).

A play tester saw the whole table jump by 16 px, its cards laid out anew, when the panel under it
grew by a line: the panel area took the height of whatever panel or text it held."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QLocale, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from rookdesk.engine.phases import Phase
from rookdesk.ui.i18n import install_translators, remove_translators
from rookdesk.ui.main_window import MainWindow
from tests.ui.driver import Tally, keep_shot, make_window, seats, short_rules, step


class ViewHeights(QObject):
    """Every height the table view is given, with the panel and texts shown under it then."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.seen: list[tuple[int, str, str]] = []
        window.view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize:
            panel = self.window.panel_stack.currentWidget()
            self.seen.append((event.size().height(), type(panel).__name__, panel.title.text()))
        return False


def _bid_high(qtbot, window: MainWindow) -> bool:
    """At the person's turn to bid, bid the most allowed, so they win the auction and name trump and
    take the nest (the driver passes as soon as someone has bid). True if it bid."""
    c = window.controller
    if c.awaiting is None or not c.inputs[c.awaiting].is_human or c.choice.view.phase is not Phase.BIDDING:
        return False
    panel = window.bid_panel
    if window.current_panel() is not panel or not panel.bid_button.isEnabled():
        return False
    # First a typed amount that is no bid: the refusal takes the bidding rules' place beside the box, and the
    # table keeps still (round 24: the message had a line of its own and the table moved up).
    edit = panel.amount.lineEdit()
    edit.selectAll()
    QTest.keyClicks(edit, str(panel.amount.minimum() + 1))
    qtbot.mouseClick(panel.bid_button, Qt.MouseButton.LeftButton)
    assert panel.problem.isVisible() and not panel.explain.isVisible(), panel.problem.text()
    QApplication.processEvents()
    panel.amount.setValue(panel.amount.maximum())
    assert not panel.problem.isVisible() and panel.explain.isVisible()
    qtbot.mouseClick(panel.bid_button, Qt.MouseButton.LeftButton)
    return True


def _play_a_hand(qtbot, window: MainWindow) -> Tally:
    """Auction, trump, nest and every trick of one hand, through the panels and the table."""
    tally, c = Tally(), window.controller
    for turn in range(2000):
        qtbot.waitUntil(lambda: c.awaiting is not None and c.inputs[c.awaiting].is_human
                        or c.curtain_for is not None or window.current_panel() is window.summary_panel,
                        timeout=10000)
        if window.current_panel() is window.summary_panel:
            return tally
        if _bid_high(qtbot, window):
            tally.bids += 1
            continue
        step(qtbot, window, tally, turn)
    raise AssertionError("the hand did not end")


@pytest.fixture(params=["en", "de"])
def language(request):
    app = QApplication.instance()
    before = QLocale()
    installed = install_translators(app, request.param)
    yield request.param
    remove_translators(app, installed)
    QLocale.setDefault(before)


SIZES = [(760, 560, False), (800, 600, True), (1100, 780, False), (1920, 1080, False)]


@pytest.mark.parametrize("width,height,sheet", SIZES, ids=["760x560", "800x600+sheet", "1100x780", "1920x1080"])
def test_the_table_keeps_its_height_through_a_hand(qtbot, language, width, height, sheet) -> None:
    """Four players, the person wins the auction: bid, trump, nest, tricks and the info panel between
    them, and a refused bid's message. German at 760x560 moved the table between 391 and 375 px (the nest
    panel's text, hidden, still counted whenever the shown note was empty)."""
    window = make_window(qtbot)
    window.resize(width, height)
    if sheet:   # the score sheet beside the table: the panels get less than 500 px of width
        window.score_dock.show()
    window.start_game(short_rules("partners-cutthroat"), seats(["human", "easy", "easy", "easy"]), seed=1)
    qtbot.waitUntil(lambda: window.controller.awaiting is not None and window.bid_panel.title.text() != "")
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)
    QApplication.processEvents()
    first = window.view.height()
    heights = ViewHeights(window)
    tally = _play_a_hand(qtbot, window)
    assert tally.trumps == 1 and tally.discards == 1, tally   # the person named trump and took the nest
    keep_shot(window, f"s20-steady-{language}-{width}x{height}.png")
    changes = [(h, panel, title) for h, panel, title in heights.seen if h != first]
    assert not changes, (f"{language} {width}x{height}: the table was {first} px high, then "
                         f"{sorted({h for h, _, _ in changes})}; first change under {changes[0][1:]}")
    # Still room for the table at the smallest window, with the sheet beside it.
    assert first >= window.view.minimumHeight() + 100, first
