"""Play test round 15: the hand-summary card fits between the name plates (and the tallies beside them),
and at game over the plates no longer show the last hand's notes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect
from PySide6.QtWidgets import QApplication

from rookdesk.ui.i18n import install_translators, remove_translators
from rookdesk.ui.main_window import MainWindow
from tests.ui.driver import Tally, make_window, play_until, seats, short_rules, step

GAMES = [("two-hand-rook", ["human", "easy"]), ("partners-cutthroat", ["human", "easy", "easy", "easy"])]


@pytest.fixture(params=["en", "de"])
def language(request):
    app = QApplication.instance()
    before = QLocale()
    installed = install_translators(app, request.param)
    yield request.param
    remove_translators(app, installed)
    QLocale.setDefault(before)


def _until_summary(qtbot, window: MainWindow) -> None:
    """Play (as the driver does) until the first hand summary is on the table, and leave it there."""
    tally, c = Tally(), window.controller
    for turn in range(2000):
        qtbot.waitUntil(lambda: c.awaiting is not None and c.inputs[c.awaiting].is_human
                        or c.curtain_for is not None or window.current_panel() is window.summary_panel,
                        timeout=10000)
        if window.current_panel() is window.summary_panel:
            return
        step(qtbot, window, tally, turn)
    raise AssertionError("no hand ended")


def _summary_beside_the_sheet(qtbot, window: MainWindow, size: tuple[int, int], target: int = 60) -> None:
    """A partnership game's first hand summary on the table, the score sheet docked, the window at ``size``."""
    window.start_game(short_rules("partners-cutthroat", target), seats(["human", "easy", "easy", "easy"]), seed=3)
    _until_summary(qtbot, window)
    window.score_action.trigger()   # the score sheet docked beside the table
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    for _ in range(5):
        QApplication.processEvents()


def _plates_tallies_and_badges(window: MainWindow) -> dict[str, QRect]:
    """The name plates, their tallies and the corner badges, on the table area the card lies on."""
    view, scene = window.view, window.scene
    offset = view.viewport().mapTo(window.results.parentWidget(), QPoint(0, 0))
    rects = {f"plate {plate.name}": plate.sceneBoundingRect() for plate in scene._plates}
    rects.update({f"tally {plate.tally}": plate.tally_scene_rect() for plate in scene._plates if plate.tally})
    rects.update(bid_badge=scene._bid_badge.sceneBoundingRect(), score_badge=scene._score_badge.sceneBoundingRect())
    return {name: view.mapFromScene(rect).boundingRect().translated(offset) for name, rect in rects.items()}


@pytest.mark.parametrize("name,kinds", GAMES, ids=["two", "four"])
def test_the_hand_summary_covers_no_plate_nor_tally(qtbot, language, name, kinds) -> None:
    """Round 15: at 800x600 in German with four players the 183 px summary card (Continue under the scores)
    covered the top of South's plate and the "6 Stiche · 100" tab beside it."""
    window = make_window(qtbot)
    window.start_game(short_rules(name), seats(kinds), seed=3)
    _until_summary(qtbot, window)
    assert all(window.scene.plate_tallies()), window.scene.plate_tallies()   # the tabs are on the table
    card = window.results
    for width, height in ((800, 600), (1000, 720), (1280, 800)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: window.width() == width and window.height() == height)
        for _ in range(3):
            QApplication.processEvents()
        covered = {key: rect for key, rect in _plates_tallies_and_badges(window).items()
                   if rect.intersects(card.geometry())}
        assert not covered, (f"{width}x{height}", card.geometry(), covered)
        # Nothing of the scores is cut off to get there.
        assert card.geometry().right() <= card.parentWidget().width()
        panel = window.summary_panel
        button = panel.continue_button
        assert card.rect().contains(QRect(button.mapTo(card, QPoint(0, 0)), button.size())), f"{width}x{height}"


@pytest.mark.parametrize("name,kinds", GAMES, ids=["two", "four"])
def test_the_plates_drop_the_last_hands_notes_at_game_over(qtbot, name, kinds) -> None:
    """Round 15: beside the game-over card South's plate still said "dealer · bid 105"."""
    window = make_window(qtbot)
    window.start_game(short_rules(name), seats(kinds), seed=3)
    play_until(qtbot, window)
    assert window.current_panel() is window.game_over_panel
    plates = window.scene._plates
    assert [plate.name for plate in plates] == [seat.name for seat in seats(kinds)]
    assert [plate.detail for plate in plates] == [""] * len(plates)
