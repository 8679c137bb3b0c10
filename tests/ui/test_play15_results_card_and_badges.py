"""Play test round 15: the game-over card fits its content and clears the name plates, the badges say the
game is over, and the new-game dialog leaves no gap when a rule set of fewer players hides seat rows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from rookdesk.engine.presets import preset
from rookdesk.engine.rules import RuleSet, rules_from_dict
from rookdesk.ui.i18n import install_translators, remove_translators
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.texts import arg
from tests.ui.driver import make_window, play_until, seats, short_rules

# Under New game: the page's bottom margin, the card's, and the button's focus margin; the card stood
# 120 px below it.
MOST_UNDER_BUTTON = 24


@pytest.fixture(params=["en", "de"])
def language(request):
    app = QApplication.instance()
    before = QLocale()
    installed = install_translators(app, request.param)
    yield request.param
    remove_translators(app, installed)
    QLocale.setDefault(before)


def _on_table(window: MainWindow, widget: QWidget) -> QRect:
    """``widget``'s rectangle on the table area the results card lies on."""
    return QRect(widget.mapTo(window.results.parentWidget(), QPoint(0, 0)), widget.size())


def _plates_and_badges(window: MainWindow) -> list[QRect]:
    """The name plates and corner badges, on the table area."""
    view = window.view
    offset = view.viewport().mapTo(window.results.parentWidget(), QPoint(0, 0))
    items = list(window.scene._plates) + [window.scene._bid_badge, window.scene._score_badge]
    return [view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(offset)
            for item in items if item.isVisible()]


def _shown_at(qtbot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("name,kinds", [("two-hand-rook", ["human", "easy"]),
                                        ("partners-cutthroat", ["human", "easy", "easy", "easy"])],
                         ids=["two", "four"])
def test_the_game_over_card_fits_its_content_and_clears_the_plates(qtbot, language, name, kinds) -> None:
    """Round 15 (gina): "North wins the / game!" on a narrow card with 120 px of empty card under New game,
    which at 800x600 covered the top half of "South · dealer"."""
    window = make_window(qtbot)
    window.start_game(short_rules(name), seats(kinds), seed=3)
    play_until(qtbot, window)
    card, panel = window.results, window.game_over_panel
    assert window.current_panel() is panel
    for width, height in ((800, 600), (1280, 800), (1000, 720)):
        _shown_at(qtbot, window, width, height)
        size = f"{width}x{height}"
        title = panel.title
        assert title.height() < 1.5 * title.fontMetrics().lineSpacing(), (size, title.text(), title.size())
        under = card.rect().bottom() - panel.new_game.mapTo(card, QPoint(0, panel.new_game.height())).y()
        assert under <= MOST_UNDER_BUTTON, (size, under)
        covered = [rect for rect in _plates_and_badges(window) if rect.intersects(card.geometry())]
        assert not covered, (size, card.geometry(), covered)


def test_the_badges_say_the_game_is_over(qtbot, language) -> None:
    """Round 15 (gina): beside the game-over card the corner still said "Hand 3 · playing to 250" and
    "Bid: 85 by South", as if a hand were under way."""
    window = make_window(qtbot)
    rules = short_rules("two-hand-rook")
    window.start_game(rules, seats(["human", "easy"]), seed=3)
    play_until(qtbot, window)
    tr = QCoreApplication.translate
    scores = window.scene._score_badge.lines
    assert scores[0] == arg(tr("", "Game over · played to %1"), rules.target)
    game = window.controller.game
    assert scores[1:] == [arg(tr("", "%1: %2"), name, total) for name, total in zip(("Ann", "Bob"), game.totals)]
    bid = window.scene._bid_badge.lines
    assert bid[0] == arg(tr("", "Last bid: %1 by %2"), game.high_bid, ("Ann", "Bob")[game.bidder]), bid


def _three_players() -> RuleSet:
    """A three-handed house rule set, like the one of the play test."""
    data = preset("partners-cutthroat").to_dict()
    data.update(name="Three of us", players=3, partnerships=False, hand_size=13, nest_size=6, spread=None)
    return rules_from_dict(data, complete=True)


def _no_room_left_over(dialog) -> None:
    players = dialog.rules.players
    group = dialog.seat_group
    assert group.height() <= group.sizeHint().height(), (players, group.height(), group.sizeHint())
    last = dialog.kind_boxes[players - 1]
    rows_end = last.mapTo(dialog, QPoint(0, last.height())).y()
    gap = dialog.mode.y() - rows_end
    assert gap <= 30, (players, gap)
    assert dialog.height() <= dialog.layout().totalHeightForWidth(dialog.width()), players


def test_the_new_game_dialog_fits_its_seat_rows_after_a_rules_change(qtbot) -> None:
    """Round 15 (hugo): after a four-player rule set, a three-player one left ~25 px of empty room above
    "You play against the computer."; the dialog grew for more rows but never shrank for fewer."""
    window = make_window(qtbot)
    three = _three_players()
    window.start_game(three, seats(["human", "easy", "easy", "easy"])[:3], seed=3)
    dialog = window.show_new_game_dialog()
    qtbot.waitExposed(dialog)
    assert dialog.rules == three
    four = preset("partners-cutthroat")
    index = {rules.players: i for i, rules in enumerate(dialog._rule_sets) if rules in (three, four)}
    for players in (4, 3, 4, 3):
        dialog.rules_box.setCurrentIndex(index[players])
        qtbot.wait(20)
        assert dialog.rules.players == players
        _no_room_left_over(dialog)
    dialog.rules_box.setCurrentIndex(next(i for i, r in enumerate(dialog._rule_sets) if r.players == 2))
    qtbot.wait(20)
    _no_room_left_over(dialog)
    dialog.reject()
