"""The real app in German, Spanish and French: no visible text is left in English.

The same walk through the app (fixed seeds, the same choices) runs once in
English and once in each language. At each stop every visible label, button,
group and tab title, menu and menu action, window title, table header and
text on the card table is collected; a text that is the same as at the same
stop in English is a leftover, unless it is only names, numbers and card ids.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QApplication, QDialog, QDockWidget, QGroupBox, QLabel, QMenu, QMenuBar,
    QMessageBox, QTabBar, QTextEdit, QWidget,
)

from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import rules_from_dict
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.dialogs.about import about_text
from rookdesk.ui.i18n import install_translators, remove_translators
from rookdesk.ui.preferences.dialog import PreferencesDialog
from rookdesk.ui.window_shots import Shooter

from .conftest import LANGUAGES

NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
# Words that are the same in every language: the program's name, Qt's "OK", the joker; and "points",
# French as well as English (the spread's unit in Preferences), and "Pause", German and French as well.
SAME_EVERYWHERE = ("rookdesk", "OK", "Joker", "JSON", "UTF-8", "points", "Pause")
CARD_ID = re.compile(r"\b\d{1,2}[BGRYSHDC]\b|\b[JQKA][SHDC]\b")
TAG = re.compile(r"<[^>]+>")

Texts = dict[str, set[str]]


def clean(text: str) -> str:
    text = TAG.sub(" ", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split())


def is_neutral(text: str) -> bool:
    """Only names, numbers, card ids and words that every language shares."""
    rest = CARD_ID.sub(" ", text)
    for word in (*NAMES, *SAME_EVERYWHERE):
        rest = rest.replace(word, " ")
    return not re.search(r"[^\W\d_]", rest)


def visible_texts(top: QWidget) -> set[str]:
    found = {top.windowTitle()}
    for widget in [top, *top.findChildren(QWidget)]:
        if widget is not top and not widget.isVisibleTo(top):
            continue
        if isinstance(widget, QLabel):
            found.add(widget.text())
        if isinstance(widget, QAbstractButton):
            found.add(widget.text())
        if isinstance(widget, QGroupBox):
            found.add(widget.title())
        if isinstance(widget, QTextEdit):  # the rules help: one text per line
            found |= set(widget.toPlainText().splitlines())
        if isinstance(widget, QDockWidget):
            found.add(widget.windowTitle())
        if isinstance(widget, QTabBar):
            found |= {widget.tabText(i) for i in range(widget.count())}
        if isinstance(widget, QMenuBar):
            for action in widget.actions():
                found.add(action.text())
                menu = action.menu()
                if isinstance(menu, QMenu):
                    found |= {a.text() for a in menu.actions() if not a.isSeparator()}
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            found |= {str(model.headerData(i, Qt.Orientation.Horizontal) or "") for i in range(model.columnCount())}
    scene = getattr(top, "scene", None)
    if callable(getattr(scene, "items", None)):
        for item in scene.items():
            if not item.isVisible():
                continue
            for getter in ("text", "toPlainText"):
                if callable(getattr(item, getter, None)):
                    found.add(getattr(item, getter)())
    return {c for c in (clean(t) for t in found) if c}


@contextmanager
def language(lang: str, qm_folder: Path) -> Iterator[None]:
    app = QApplication.instance()
    before = QLocale()
    translators = install_translators(app, lang, qm_folder) if lang != "en" else []
    assert lang == "en" or len(translators) == 2, f"Qt's or rookdesk's {lang} catalogue did not load"
    try:
        yield
    finally:
        remove_translators(app, translators)
        QLocale.setDefault(before)


def walk(tmp_path: Path, keep: list[QWidget]) -> Texts:
    """Open every dialog and panel; the texts seen at each stop."""
    app = QApplication.instance()
    shooter = Shooter(app, tmp_path, (1000, 720))
    seen: Texts = {}

    def stop(name: str, widget: QWidget) -> None:
        shooter.pump(5)
        seen[name] = seen.get(name, set()) | visible_texts(widget)

    settings_file = str(tmp_path / "settings.ini")
    store = SettingsStore(settings_file)
    store.save(AppSettings(seat_names=NAMES, first_run=False))

    # The window, the new-game dialog, Preferences (every page), statistics, About.
    w = shooter.window()
    keep.append(w)
    stop("window", w)
    dialog = w.show_new_game_dialog()
    stop("new game", dialog)
    dialog.reject()
    prefs = PreferencesDialog(store, HouseRulesLibrary(tmp_path / "rules"))
    keep.append(prefs)
    prefs.show()
    for index in range(prefs.tabs.count()):
        prefs.tabs.setCurrentIndex(index)
        stop(f"preferences {index}", prefs)
    prefs.language_page.combo.setCurrentIndex(prefs.language_page.combo.count() - 1)  # the restart note
    stop(f"preferences {prefs.tabs.count() - 1}", prefs)
    prefs.close()                                   # a language chosen, not applied: asked first
    assert prefs.discard_box is not None
    stop("preferences, the changes not applied", prefs.discard_box)
    prefs.discard_box.escapeButton().click()         # Keep editing
    shooter.pump(5)
    QDialog.reject(prefs)
    statistics = w.keeper.show_statistics()
    assert statistics is not None
    stop("statistics", statistics)
    statistics.close()
    about = QMessageBox(QMessageBox.Icon.Information, QApplication.translate("About", "About rookdesk"), about_text())
    keep.append(about)
    about.show()
    stop("about", about)
    about.close()

    # Against the computer: bidding, nest exchange, trump, play, last trick, rules help, hand summary.
    w.start_game(PRESETS["partners-cutthroat"], [SeatSetup("Ann"), SeatSetup("Bob", "normal"),
                                                 SeatSetup("Cy", "normal"), SeatSetup("Dee", "normal")], seed=12)
    c = w.controller

    def asked(phase: Phase) -> Callable[[], bool]:
        return lambda: c.awaiting == 0 and c.choice is not None and c.choice.view.phase is phase

    assert shooter.run_until(w, asked(Phase.BIDDING), shooter.modest)
    stop("bidding", w)
    assert shooter.run_until(w, asked(Phase.DISCARD), shooter.bold)
    stop("nest", w)
    assert shooter.run_until(w, lambda: asked(Phase.TRUMP)() or asked(Phase.PLAY)(), shooter.modest)
    if asked(Phase.TRUMP)():
        stop("trump", w)
    assert shooter.run_until(w, lambda: asked(Phase.PLAY)() and c.game is not None and len(c.game.trick) >= 2,
                             shooter.modest)
    stop("play", w)
    rules_help = w.show_rules()
    assert rules_help is not None
    stop("rules help", rules_help)
    rules_help.close()
    assert shooter.run_until(w, lambda: w.current_panel() is w.summary_panel, shooter.modest)
    stop("hand summary", w)
    w.score_dock.show()
    for index in range(w.score_tabs.count()):
        w.score_tabs.setCurrentIndex(index)
        stop(f"score sheet {index}", w)
    last_trick = w.show_last_trick()
    if last_trick is not None:
        stop("last trick", last_trick)
        last_trick.close()
    w.close()

    # Hot-seat, two-handed: the curtain, then the draw choice.
    w = shooter.window()
    keep.append(w)
    w.start_game(PRESETS["two-hand-rook"], [SeatSetup("Ann"), SeatSetup("Bob")], seed=7)
    shooter.pump()
    assert w.curtain.isVisible()
    stop("curtain", w)
    c = w.controller
    assert shooter.run_until(w, lambda: c.choice is not None and c.choice.view.phase is Phase.DRAW, shooter.modest)
    stop("draw", w)
    w.close()

    # A short game to its end.
    data = PRESETS["two-hand-rook"].to_dict()
    data["target"], data["spread"] = 60, None
    w = shooter.window()
    keep.append(w)
    w.start_game(rules_from_dict(data, complete=True), [SeatSetup("Ann"), SeatSetup("Bob", "normal")], seed=9)
    assert shooter.run_until(w, lambda: w.current_panel() is w.game_over_panel, shooter.modest, limit=40000)
    stop("game over", w)
    w.close()
    return seen


def walk_and_close(tmp_path: Path) -> Texts:
    keep: list[QWidget] = []
    try:
        return walk(tmp_path, keep)
    finally:
        for widget in keep:
            widget.close()
            widget.deleteLater()
        QApplication.processEvents()


@pytest.fixture(scope="module")
def english(qapp, tmp_path_factory) -> Texts:
    return walk_and_close(tmp_path_factory.mktemp("en"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_english_left_on_screen(english: Texts, qm_folder: Path, tmp_path: Path, lang: str) -> None:
    with language(lang, qm_folder):
        translated = walk_and_close(tmp_path)
    assert set(translated) == set(english), "the walk stopped at other places than in English"
    leftovers = {stop: sorted(t for t in texts & english[stop] if not is_neutral(t))
                 for stop, texts in translated.items()}
    assert {stop: texts for stop, texts in leftovers.items() if texts} == {}
    # The walk really saw the panels it is about (a silent empty walk would pass the check above).
    for stop in ("bidding", "nest", "draw", "curtain", "hand summary", "game over", "rules help"):
        assert translated[stop], stop


def test_neutral_texts() -> None:
    assert is_neutral("Ann & Cy") and is_neutral("120") and is_neutral("14R") and is_neutral("rookdesk")
    assert not is_neutral("Bid") and not is_neutral("Ann, your call")
