"""Numbers, percentages, lists and parser messages as German, French and Spanish users read them.

Found by the translated-UI audit: the statistics window wrote "200.5" and "50%" the English
way, a bad house-rules file quoted Python's English JSON message inside the translated
sentence, and the rules help joined card values with an English-style "; " in French.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from rookdesk.engine.errors import RuleError
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import rules_from_json
from rookdesk.storage.statistics import PlayerRow
from rookdesk.ui import messages
from rookdesk.ui.dialogs.rules_help import describe_rules, semicolon_list
from rookdesk.ui.statistics_window import PlayersModel, StatisticsWindow, WinRateChart

from .test_app_languages import language

NBSP, NNBSP = "\u00a0", "\u202f"


def _row(average_bid: float | None, average_points: float | None, games: int = 2, wins: int = 1) -> PlayerRow:
    return PlayerRow("human", "", games, wins, 3, 2, 1, average_bid, average_points, 0, 1)


def _cells(row: PlayerRow) -> dict[str, str]:
    model = PlayersModel()
    model.set_rows([row])
    return {model.headerData(c, Qt.Orientation.Horizontal): model.data(model.index(0, c))
            for c in range(model.columnCount())}


@pytest.mark.parametrize("lang", ["de", "es", "fr"])
def test_statistics_averages_use_the_decimal_comma(qapp: QApplication, qm_folder: Path, lang: str) -> None:
    with language(lang, qm_folder):
        cells = list(_cells(_row(187.5, -12.75)).values())
    assert "187,5" in cells, cells
    assert any(cell.endswith("12,8") for cell in cells), cells
    assert not any("." in cell for cell in cells), cells


def test_statistics_averages_in_english_keep_the_point(qapp: QApplication) -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))  # not the host's
    try:
        cells = list(_cells(_row(187.5, 7.0)).values())
    finally:
        QLocale.setDefault(before)
    assert "187.5" in cells and "7.0" in cells and "50%" in cells


@pytest.mark.parametrize(("lang", "expected"), [("de", f"50{NBSP}%"), ("es", f"50{NBSP}%"), ("fr", f"50{NNBSP}%")])
def test_win_rate_is_written_as_the_language_writes_percentages(qapp: QApplication, qm_folder: Path, lang: str,
                                                                 expected: str) -> None:
    with language(lang, qm_folder):
        cells = _cells(_row(None, None, games=4, wins=2))
        chart = WinRateChart()
        chart.set_rows([_row(None, None, games=4, wins=2)])
    assert expected in cells.values(), cells
    assert chart.toolTip().endswith(expected)


def _bad_json_error() -> RuleError:
    with pytest.raises(RuleError) as caught:
        rules_from_json("{'players': 4,}")
    return caught.value


def test_bad_json_message_does_not_quote_the_english_parser(qapp: QApplication) -> None:
    error = _bad_json_error()
    assert "Expecting" in error.params["error"]         # what Python says, in English
    text = messages.rule_error_text(error)
    assert text == "This is not valid JSON (line 1, column 2)."


@pytest.mark.parametrize(("lang", "expected"), [
    ("de", "Das ist kein gültiges JSON (Zeile 1, Spalte 2)."),
    ("es", "No es JSON válido (línea 1, columna 2)."),
    ("fr", "Ce n’est pas du JSON valide (ligne 1, colonne 2)."),
])
def test_bad_json_message_is_wholly_translated(qapp: QApplication, qm_folder: Path, lang: str, expected: str) -> None:
    with language(lang, qm_folder):
        assert messages.rule_error_text(_bad_json_error()) == expected


def _counters_line() -> str:
    scoring = dict(describe_rules(PRESETS["partners-cutthroat"]))
    return next(line for lines in scoring.values() for line in lines if "15" in line and "20" in line)


def test_rules_help_counters_in_english(qapp: QApplication) -> None:
    assert semicolon_list(["a", "b", "c"]) == "a; b; c"
    assert semicolon_list([]) == ""
    assert "each 1 is worth 15; each 5 is worth 5;" in _counters_line()


def test_rules_help_counters_in_french_space_the_semicolon(qapp: QApplication, qm_folder: Path) -> None:
    with language("fr", qm_folder):
        line = _counters_line()
    assert f"vaut 15{NNBSP}; chaque 5" in line, line


@pytest.mark.parametrize("lang", ["de", "es", "fr"])
def test_rules_help_has_no_capital_article_inside_a_sentence(qapp: QApplication, qm_folder: Path, lang: str) -> None:
    """Found in a Spanish play test: "Se añade El Cuervo: 41 cartas en total." (the card's name is capitalised
    for the English sentence it starts, and the translation put it mid-sentence)."""
    import re

    mid_sentence = re.compile(r"[a-zà-ÿ,;:] (El|La|Los|Las|Le|Les|Der|Die|Das|Den|Dem) ")
    with language(lang, qm_folder):
        wrong = [line for name in sorted(PRESETS) for _, lines in describe_rules(PRESETS[name], ("A", "B", "C", "D"))
                 for line in lines if mid_sentence.search(line)]
    assert wrong == []


@pytest.mark.parametrize("lang", ["de", "es", "fr"])
def test_the_statistics_window_shows_every_players_column(qtbot, qm_folder: Path, lang: str, tmp_path: Path) -> None:
    """Found in a Spanish play test: the players' table cut "Apuesta media" off at the window's usual size."""
    from rookdesk.ui.screen_fit import screen_room
    from rookdesk.ui.statistics_window import STATISTICS_SIZE
    from tests.ui.test_statistics_window import filled_statistics

    with language(lang, qm_folder):
        window = StatisticsWindow(filled_statistics(tmp_path / "s.sqlite3"))
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        view = window.players_view
        qtbot.waitUntil(lambda: view.viewport().width() > 0)
        # No sideways scrolling while the screen has room to widen the window (the test screen is 800 px).
        room = screen_room(window)
        assert view.horizontalScrollBar().maximum() == 0 or (room is not None and window.width() >= room.width()), \
            (lang, window.width())
        assert window.width() > STATISTICS_SIZE.width()   # these languages' headers need more than the usual width


@pytest.mark.parametrize(("lang", "ace", "five"), [
    ("en", "each ace is worth 10", "each 5 is worth 5"),
    ("de", "jedes Ass zählt 10", "jede 5 zählt 5"),
    ("fr", "chaque as vaut 10", "chaque 5 vaut 5"),
])
def test_rules_help_counters_agree_with_the_card(qapp: QApplication, qm_folder: Path, lang: str, ace: str,
                                                  five: str) -> None:
    """Round 25: German said "5 zählt je 5" and "Ass zählt je 10": each face has a sentence of its own, so
    "each" can take the face's gender ("jeder Bube", "jede Dame", "jedes Ass")."""
    with language(lang, qm_folder):
        scoring = " ".join(line for _, lines in describe_rules(PRESETS["two-hand-standard"]) for line in lines)
    assert ace in scoring and five in scoring, scoring


@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
def test_the_deck_choice_names_the_faces_by_the_letters_on_the_cards(qapp: QApplication, qm_folder: Path,
                                                                     lang: str) -> None:
    """Round 26: German and French named the standard deck "(2–10, B, D, K, A)" and "(2–10, V, D, R, A)"
    beside rank boxes, points and cards that showed J, Q, K, A. Since round 34 the cards print the
    language's letters, and the deck's name and the rank boxes follow them."""
    from rookdesk.ui.preferences.rules_form import RulesForm

    with language(lang, qm_folder):
        form = RulesForm()
        form.load(PRESETS["two-hand-standard"])
        faces = [form.rank_boxes[rank].text() for rank in (11, 12, 13, 14)]
        deck = form.style_combo.itemText(form.style_combo.findData("standard"))
        form.deleteLater()
    letters = {"de": "BDKA", "fr": "VDRA"}.get(lang, "JQKA")
    assert faces == list(letters)
    assert deck.endswith(f"(2–10, {', '.join(letters)})"), deck
