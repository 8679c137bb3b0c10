"""Play test round 15, the score sheet's tabs.

Tricks: the log named cards its own way ("Sur: A Tréboles", "J Diamantes", "14 Red") where the rest of the app
says "As de Tréboles", "Jota de Picas", "Red 14", and a narrow dock broke a card across lines ("North: 12 /
Red"). Scores: at 800 x 600 with two players, and beside a three-player Spanish sheet, the totals were behind
a sideways scroll bar; the "this hand" headings took three lines ("Sur / esta / mano").
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QStyle, QTableView

from rookdesk.engine.cards import ROOK_ID
from rookdesk.engine.events import HandEnded
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import RuleSet, rules_from_dict
from rookdesk.storage.settings import AppSettings
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.i18n import with_local_seat_names
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.texts import NO_BREAK, WORD_JOINER
from rookdesk.ui.sheet_columns import column_widths
from rookdesk.ui.texts import arg, card_name
from tests.i18n.conftest import qm_folder  # noqa: F401  (the compiled catalogues, a fixture)
from tests.i18n.test_app_languages import language

from .test_game_keeper import make_window, play

SEATS_OF = {2: (0, 2), 3: (0, 1, 3), 4: (0, 1, 2, 3)}   # South, North; South, West, East; all four


def three_players_standard_deck() -> RuleSet:
    """The play tester's house rules: three players each for themselves, a standard deck with the joker."""
    data = preset("two-hand-standard").to_dict()
    data.update(name="Casa", players=3, hand_size=12, nest_size=5, draw_pile=False)
    data["deck"] = {"style": "standard", "ranks": list(range(5, 15)), "rook": True}
    return rules_from_dict(data, complete=True)


def four_players_alone() -> RuleSet:
    data = preset("kentucky-rook").to_dict()
    data.update(name="Four", partnerships=False)
    return rules_from_dict(data, complete=True)


RULES = {"two-hand-rook": lambda: preset("two-hand-rook"), "two-hand-standard": lambda: preset("two-hand-standard"),
         "three": three_players_standard_deck, "four": four_players_alone,
         "kentucky-rook": lambda: preset("kentucky-rook")}


def start(qtbot, tmp_path: Path, rules: RuleSet, size: tuple[int, int]) -> MainWindow:
    """A game under the seats' default names in the language shown ("Sur", "Oeste", "Este")."""
    window = make_window(qtbot, tmp_path)
    window.resize(*size)
    names = with_local_seat_names(AppSettings()).seat_names
    kinds = ["human"] + ["easy"] * (rules.players - 1)
    window.start_game(rules, [SeatSetup(names[i], kind) for i, kind in zip(SEATS_OF[rules.players], kinds)], seed=8)
    return window


def hands_ended(window: MainWindow) -> int:
    return sum(isinstance(e, HandEnded) for e in window.controller.game.events)


def show_tab(qtbot, window: MainWindow, index: int) -> QTableView:
    window.score_action.trigger()
    window.score_tabs.setCurrentIndex(index)
    table = window.score_tabs.widget(index)
    assert isinstance(table, QTableView)
    qtbot.waitUntil(lambda: table.isVisible() and window.score_dock.width() > 200)
    qtbot.wait(50)
    return table


def text_margin(table: QTableView) -> int:
    return 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)


def plain(text: str) -> str:
    return text.replace(NO_BREAK, " ").replace(WORD_JOINER, "")


# Tricks ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
@pytest.mark.parametrize("deck", ["two-hand-rook", "two-hand-standard"])
def test_the_trick_log_names_each_card_as_the_rest_of_the_app_a_line_a_card(qtbot, tmp_path, qm_folder,  # noqa: F811
                                                                         lang, deck) -> None:
    with language(lang, qm_folder):
        window = start(qtbot, tmp_path, RULES[deck](), (1100, 780))
        log = window.trick_model
        play(qtbot, window, lambda: any(c.id == ROOK_ID for t in log.tricks for _, c in t.plays))
        tricks = show_tab(qtbot, window, 2)
        style = log.rules.deck.style
        template = log.tr("%1: %2", "player: card")
        for row, trick in enumerate(log.tricks):
            lines = tricks.model().index(row, 2).data().splitlines()
            names = [card_name(card, style) for _, card in trick.plays]
            assert [plain(line) for line in lines] == [arg(template, log.names[seat], name)
                                                       for (seat, _), name in zip(trick.plays, names)]
            for line, name in zip(lines, names):
                # A wrapped line may break after the player's colon, nowhere else: not inside "Red 12".
                assert line.count(" ") <= 1 and plain(line.rpartition(" ")[2]) == name, repr(line)


def test_a_narrow_dock_shows_every_card_of_the_trick_log_on_its_own_line(qtbot, tmp_path) -> None:
    """English at 800 x 600, Rook deck: "South: 14 Red, North: 12 / Red" became a line a card, whole."""
    window = start(qtbot, tmp_path, preset("two-hand-rook"), (800, 600))
    play(qtbot, window, lambda: hands_ended(window) >= 1)
    tricks = show_tab(qtbot, window, 2)
    metrics, margin = tricks.fontMetrics(), text_margin(tricks)
    assert tricks.horizontalScrollBar().maximum() == 0
    for row in range(tricks.model().rowCount()):
        lines = tricks.model().index(row, 2).data().splitlines()
        assert len(lines) == 2
        assert all(metrics.horizontalAdvance(line) + margin <= tricks.columnWidth(2) for line in lines), lines
        assert tricks.rowHeight(row) >= 2 * metrics.height()


# Scores ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "size", "rules"), [
    ("en", (800, 600), "two-hand-rook"),
    ("es", (1100, 780), "three"),
    ("es", (1280, 800), "three"),
    ("de", (1280, 800), "four"),
    ("de", (1280, 800), "kentucky-rook"),
])
def test_the_scores_tab_shows_its_totals_without_a_sideways_scroll_bar(qtbot, tmp_path, qm_folder,  # noqa: F811
                                                                       lang, size, rules) -> None:
    with language(lang, qm_folder):
        window = start(qtbot, tmp_path, RULES[rules](), size)
        play(qtbot, window, lambda: window.controller._holding and hands_ended(window) >= 1)
        scores = show_tab(qtbot, window, 0)
        model, header = scores.model(), scores.horizontalHeader()
        sides = model.sides
        totals = range(model.columnCount() - sides, model.columnCount())
        # The dock widens to its columns after it is shown: until then a narrow one fits by hiding the Bidder
        # column too (round 31), which the wider one shows again.
        qtbot.waitUntil(lambda: header.length() <= scores.viewport().width() and not scores.isColumnHidden(1),
                        timeout=4000)
        assert scores.horizontalScrollBar().maximum() == 0
        for column in (1, 2, *totals):   # who bid what, and where everyone stands
            assert not scores.isColumnHidden(column), model.headerData(column, header.orientation())
            assert header.sectionViewportPosition(column) + header.sectionSize(column) <= scores.viewport().width()
        wanted = column_widths(scores)
        for column in range(model.columnCount()):   # no column squeezed to "…" to make room
            assert scores.isColumnHidden(column) or scores.columnWidth(column) >= wanted[column], column
        if not window.controller.game.rules.partnerships:   # the name on a line, "hand" or "total" under it
            assert all(model.headerData(c, header.orientation()).count("\n") == 1 for c in range(4, 4 + sides))
        window.grab().save(str(tmp_path / f"scores-{lang}-{rules}.png"))


def test_columns_hidden_for_a_narrow_dock_come_back_when_it_widens(qtbot, tmp_path) -> None:
    window = start(qtbot, tmp_path, preset("two-hand-rook"), (800, 600))
    play(qtbot, window, lambda: window.controller._holding and hands_ended(window) >= 1)
    scores = show_tab(qtbot, window, 0)
    columns = range(scores.model().columnCount())
    qtbot.waitUntil(lambda: any(scores.isColumnHidden(c) for c in columns))
    window.resize(1280, 800)   # the dock widens to its columns, which all show again
    qtbot.waitUntil(lambda: not any(scores.isColumnHidden(c) for c in columns), timeout=2000)
    assert scores.horizontalHeader().length() <= scores.viewport().width()
