"""Play test round 14: with the score sheet open at the first start's window size, the totals were out
of sight in the sheet (German, Spanish) and cut off the results card on the table (German)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QLabel

from rookdesk.engine.events import HandEnded
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.ui.main_window import DEFAULT_SIZE
from tests.ui.test_game_keeper import make_window, people, play

from .test_app_languages import language


def three_players():
    rules = preset("kentucky-rook").to_dict()
    rules.update(name="Three", players=3, partnerships=False, hand_size=13, nest_size=6)
    return rules_from_dict(rules)


def first_hand_scored(qtbot, tmp_path: Path, rules):
    window = make_window(qtbot, tmp_path)
    window.resize(DEFAULT_SIZE)
    window.start_game(rules, people(*(["human"] + ["easy"] * (rules.players - 1))), seed=8)
    c = window.controller
    play(qtbot, window, lambda: c._holding and any(isinstance(e, HandEnded) for e in c.game.events))
    window.score_action.trigger()
    scores = window.score_tabs.widget(0)
    qtbot.waitUntil(lambda: scores.isVisible() and window.score_dock.width() > 300)
    qtbot.wait(50)
    return window, scores


def assert_card_shows_everything(window) -> None:
    card = window.results
    page = card.current()
    assert page is not None and card.geometry().right() < window.view.width()
    for label in page.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        where = QRect(label.mapTo(card, label.rect().topLeft()), label.size())
        assert card.rect().contains(where), f"{label.text()!r} lies past the card's edge"
        if label.wordWrap():
            assert label.heightForWidth(label.width()) <= label.height(), f"{label.text()!r} is cut"
        else:
            assert label.width() >= label.sizeHint().width(), f"{label.text()!r} is squeezed"


@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
@pytest.mark.parametrize("name", ["two-hand-standard", "partners-cutthroat"])
def test_two_sides_scores_and_totals_in_sight_beside_the_sheet(qtbot, tmp_path, qm_folder, lang, name) -> None:
    with language(lang, qm_folder):
        window, scores = first_hand_scored(qtbot, tmp_path, preset(name))
        assert scores.horizontalHeader().length() <= scores.viewport().width(), "a total is out of sight"
        assert_card_shows_everything(window)


@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
def test_three_players_results_card_fits_beside_the_sheet(qtbot, tmp_path, qm_folder, lang) -> None:
    with language(lang, qm_folder):
        window, scores = first_hand_scored(qtbot, tmp_path, three_players())
        assert_card_shows_everything(window)
        assert scores.horizontalHeader().length() <= scores.viewport().width()   # German too, since "Bieter"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_sheet_open_during_the_hand_widens_for_its_new_row(qtbot, tmp_path, qm_folder, lang) -> None:
    """Round 14b: open before the hand ended, the sheet kept the width of its empty columns; the row's
    "Diamonds" widened the Trump column and pushed the last total out of sight."""
    with language(lang, qm_folder):
        window = make_window(qtbot, tmp_path)
        window.resize(DEFAULT_SIZE)
        window.start_game(preset("two-hand-standard"), people("human", "easy"), seed=1)   # Diamonds
        window.score_action.trigger()
        scores = window.score_tabs.widget(0)
        qtbot.waitUntil(lambda: scores.isVisible() and window.score_dock.width() > 200)
        c = window.controller
        play(qtbot, window, lambda: c._holding and any(isinstance(e, HandEnded) for e in c.game.events))
        qtbot.waitUntil(lambda: scores.horizontalHeader().length() <= scores.viewport().width(), timeout=2000)
        # Made smaller, then larger again: the sheet gets its room back (Qt gave it all to the table), and with
        # it the columns it hid meanwhile.
        columns = range(scores.model().columnCount())
        window.resize(800, 600)
        qtbot.waitUntil(lambda: any(scores.isColumnHidden(c) for c in columns), timeout=2000)
        window.resize(DEFAULT_SIZE)
        qtbot.waitUntil(lambda: not any(scores.isColumnHidden(c) for c in columns)
                        and scores.horizontalHeader().length() <= scores.viewport().width(), timeout=2000)
