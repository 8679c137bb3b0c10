"""Choosing the language: the setting, the Preferences page, where catalogues are found, default names."""

from __future__ import annotations

import contextlib
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import DEFAULTS, AppSettings, SettingsStore, shown_default_name
from rookdesk.ui import i18n
from rookdesk.ui.preferences.dialog import PreferencesDialog

from .test_app_languages import language


def test_language_setting_round_trips_and_refuses_junk(tmp_path: Path) -> None:
    store = SettingsStore(str(tmp_path / "s.ini"))
    assert store.load().language == ""  # follow the system
    store.save(AppSettings(language="fr"))
    assert store.load().language == "fr"
    store.qsettings.setValue("language", "../../etc")
    assert store.load().language == ""


def test_effective_language() -> None:
    assert i18n.effective_language("de") == "de"
    assert i18n.effective_language("fr_CA") == "fr"
    assert i18n.effective_language("pt") == "en"  # not shipped: English
    system = QLocale.system().name().split("_")[0]
    assert i18n.effective_language("") == (system if system in ("de", "es", "fr") else "en")


def test_catalogues_are_found_in_a_frozen_app(monkeypatch, tmp_path: Path) -> None:
    assert i18n.translations_dir() == Path(__file__).resolve().parents[2] / "translations"
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert i18n.translations_dir() == tmp_path / "translations"


def test_qt_and_rookdesk_catalogues_load(qapp, qm_folder: Path) -> None:
    with language("es", qm_folder):
        assert QCoreApplication.translate("", "Red") == "Rojo"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"  # Qt's own catalogue
    assert QCoreApplication.translate("", "Red") == "Red"


def test_missing_catalogue_leaves_english(qapp, tmp_path: Path) -> None:
    installed = i18n.install_translators(qapp, "de", tmp_path)  # Qt's German only, no rookdesk_de.qm here
    try:
        assert QCoreApplication.translate("", "Red") == "Red"
    finally:
        i18n.remove_translators(qapp, installed)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def test_default_seat_names_follow_the_language(qapp, qm_folder: Path) -> None:
    chosen = DEFAULTS.with_changes(seat_names=("Ann",) + DEFAULTS.seat_names[1:])
    with language("de", qm_folder):
        assert i18n.with_local_seat_names(chosen).seat_names[:4] == ("Ann", "West", "Nord", "Ost")
    assert i18n.with_local_seat_names(chosen) == chosen


def test_language_page_stores_the_choice_and_says_when_it_applies(qtbot, tmp_path: Path) -> None:
    store = SettingsStore(str(tmp_path / "s.ini"))
    dialog = PreferencesDialog(store, HouseRulesLibrary(tmp_path / "rules"))
    qtbot.addWidget(dialog)
    dialog.show()
    page = dialog.language_page
    dialog.tabs.setCurrentWidget(page)
    assert page.language() == "" and not page.restart_note.isVisible()
    page.combo.setCurrentIndex(page.combo.findData("de"))
    assert page.restart_note.isVisible()
    assert "next time rookdesk starts" in page.restart_note.text()
    assert dialog.apply()
    assert store.load().language == "de"
    dialog.restore_page_defaults()
    assert page.language() == ""


def test_restart_note_compares_with_the_language_on_the_screen(qtbot, tmp_path: Path, qm_folder: Path) -> None:
    """Round 34: German chosen and applied, then Preferences opened again before a restart. Compared with
    the stored setting, the page said nothing about German still to come, and choosing the English on the
    screen said English would come with the next start."""
    store = SettingsStore(str(tmp_path / "s.ini"))
    store.save(AppSettings(language="de"))
    app, before = QCoreApplication.instance(), QLocale()
    installed = i18n.install_translators(app, "en", qm_folder)
    try:
        assert i18n.shown_language() == "en"
        dialog = PreferencesDialog(store, HouseRulesLibrary(tmp_path / "rules"))
        qtbot.addWidget(dialog)
        dialog.show()
        page = dialog.language_page
        dialog.tabs.setCurrentWidget(page)
        assert page.language() == "de" and page.restart_note.isVisible()
        page.combo.setCurrentIndex(page.combo.findData("en"))
        assert not page.restart_note.isVisible()
        page.combo.setCurrentIndex(page.combo.findData("fr"))
        assert page.restart_note.isVisible()
    finally:
        i18n.remove_translators(app, installed)
        QLocale.setDefault(before)
    assert i18n.shown_language() is None


@pytest.mark.parametrize("code", ["de", "es", "fr"])
def test_restart_note_is_also_in_the_chosen_language(qtbot, tmp_path: Path, qm_folder: Path, monkeypatch,
                                                     code: str) -> None:
    """Someone who picks their own language can read that it comes with the next start."""
    monkeypatch.setattr("rookdesk.ui.preferences.language_page.translations_dir", lambda: qm_folder)
    dialog = PreferencesDialog(SettingsStore(str(tmp_path / "s.ini")), HouseRulesLibrary(tmp_path / "rules"))
    qtbot.addWidget(dialog)
    page = dialog.language_page
    page.combo.setCurrentIndex(page.combo.findData(code))
    lines = page.restart_note.text().splitlines()
    assert len(lines) == 2 and lines[0] != lines[1]


def test_the_rook_card_and_the_joker_carry_their_names_in_the_language(qapp, qm_folder: Path) -> None:
    """Found in a play test: every German text called the card "der Rabe" while its face said ROOK."""
    from rookdesk.ui.card_art import CardWords
    from rookdesk.ui.card_cache import CardImageCache

    with language("es", qm_folder):
        assert CardImageCache().words == CardWords("CUERVO", "COMODÍN")
    with language("de", qm_folder):
        assert CardImageCache().words == CardWords("RABE", "JOKER", "B", "D", "K", "A")
    assert CardImageCache().words == CardWords("ROOK", "JOKER")


@pytest.mark.parametrize(("code", "letters"), [("de", "BDKA"), ("fr", "VDRA"), ("es", "JQKA"), ("en", "JQKA")])
def test_court_cards_and_aces_print_the_language_s_letters(qapp, qm_folder: Path, code: str, letters: str) -> None:
    """Round 33: a German tester saw J, Q and K on the faces of cards the game called Bube, Dame, König.
    The letter is printed in both corners, and large on a court card's face (the classic look)."""
    from rookdesk.ui.card_art import card_svg
    from rookdesk.ui.card_cache import CardImageCache, make_renderer

    with language(code, qm_folder):
        words = CardImageCache().words
    for rank, letter in zip("JQKA", letters):
        for look in ("classic", "large"):
            svg = card_svg(rank + "H", "standard", look, words)
            printed = re.findall(r">([^<>]+)</text>", svg)
            assert printed.count(letter) == (4 if rank != "A" and look == "classic" else 2), (rank, look, printed)
            make_renderer(svg)   # still a valid picture


# The Alt letters of the top menus in English programs (Game/File, Edit, View, Help): players carry
# them from one program to the next.
MENU_HABITS = {"F", "G", "E", "V", "H"}


@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
def test_no_game_decision_sits_on_an_alt_letter_that_opens_a_menu_elsewhere(qapp, qm_folder: Path, lang: str) -> None:
    """Found in a French play test: Alt+E, to open Édition as in the English app, bid at once (the
    French bid button was "&Enchérir")."""
    from PySide6.QtGui import QKeySequence

    from rookdesk.ui.panels.bid import BidPanel
    from rookdesk.ui.panels.draw import DrawPanel
    from rookdesk.ui.panels.nest import NestPanel

    with language(lang, qm_folder) if lang != "en" else contextlib.nullcontext():
        bid, draw, nest = BidPanel(), DrawPanel(), NestPanel()
        draw.face_up.setText(draw.tr("&Take %1").replace("%1", "x"))
        buttons = (bid.bid_button, bid.pass_button, draw.pile, draw.face_up, nest.confirm)
        letters = {button.text(): QKeySequence.mnemonic(button.text()).toString().rsplit("+", 1)[-1]
                   for button in buttons}
    assert all(letters.values()), letters
    assert not {text: letter for text, letter in letters.items() if letter.upper() in MENU_HABITS}, letters


@pytest.mark.parametrize("lang", ["de", "es", "fr"])
def test_qt_s_own_file_dialog_has_no_english_label(qapp, qm_folder: Path, lang: str) -> None:
    """Found in a French play test: Qt's own file dialog (where the desktop has none) said "Look in:" and
    "Files of type:", which Qt's French and Spanish catalogues leave in English (rookdesk/ui/qt_strings.py)."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    with language(lang, qm_folder):
        dialog = QFileDialog(None, "Save game", str(qm_folder), "Rook games (*.rookrec)")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        labels = {label.text() for label in dialog.findChildren(QLabel) if label.text()}
        dialog.deleteLater()
    assert labels and not labels & {"&Look in:", "Files of &type:", "File &name:"}, labels


@pytest.mark.parametrize("lang", ["de", "es", "fr"])
def test_qt_s_own_file_dialog_names_a_folder_in_the_language(qapp, qm_folder: Path, lang: str) -> None:
    """Found in a Spanish play test: the Type column of Qt's own file dialog said "Folder"."""
    from PySide6.QtCore import QFileInfo
    from PySide6.QtGui import QAbstractFileIconProvider

    with language(lang, qm_folder):
        kind = QAbstractFileIconProvider().type(QFileInfo(str(qm_folder)))
    assert kind and kind != "Folder"


def test_a_game_dealt_in_another_language_shows_its_default_names_in_todays(qapp, qm_folder: Path) -> None:
    """Round 24: a game dealt in German, resumed in French, showed "Anna et Nord", "Ben et Ost"."""
    from rookdesk.ui.i18n import local_seat_name

    with language("de", qm_folder):
        dealt = [shown_default_name(name) for name in ("North", "East", "Player 3")] + ["Anna", "Ost-Ben"]
    assert dealt[:3] == ["Nord", "Ost", "Spieler 3"]
    with language("fr", qm_folder):
        assert [local_seat_name(n, qm_folder) for n in dealt] == ["Nord", "Est", "Joueur 3", "Anna", "Ost-Ben"]
    with language("es", qm_folder):
        assert [local_seat_name(n, qm_folder) for n in dealt] == ["Norte", "Este", "Jugador 3", "Anna", "Ost-Ben"]
    assert [local_seat_name(n, qm_folder) for n in dealt] == ["North", "East", "Player 3", "Anna", "Ost-Ben"]


def test_the_table_s_badges_and_score_sheet_name_the_seats_of_a_game_dealt_in_german_in_french(
        qapp, qm_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rookdesk.engine.events import SeatInfo
    from rookdesk.engine.game import Game
    from rookdesk.engine.presets import PRESETS
    from rookdesk.ui.models import ScoreSheetModel
    from rookdesk.ui.table_status import TableStatus

    monkeypatch.setattr(i18n, "TRANSLATIONS_DIR", qm_folder)
    seats = (SeatInfo("Anna", "human"), SeatInfo("Ost", "ai:normal"), SeatInfo("Nord", "ai:normal"),
             SeatInfo("West", "ai:normal"))
    game = Game(PRESETS["partners-cutthroat"], 3, seats)
    game.start()
    with language("fr", qm_folder):
        assert TableStatus().after(game.events[0]).names == ("Anna", "Est", "Nord", "Ouest")
        sheet = ScoreSheetModel()
        sheet.on_event(game.events[0])
        assert sheet.names == ("Anna", "Est", "Nord", "Ouest")
