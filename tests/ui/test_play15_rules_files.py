"""Round 15, house-rules files (a Spanish-speaking play tester): a bad file opened from the desktop or the
command line is described as Preferences > Import describes it, and its status-bar copy is not cut off;
a first import by argument says it was imported (not "already there"); an export suggests a file name any
computer or memory stick takes and writes accents as they are; "Exported to …" does not move the form."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from rookdesk.engine.presets import preset
from rookdesk.storage.house_rules import FILE_STEM_MAX_BYTES, HouseRulesLibrary, shareable_file_stem
from rookdesk.storage.settings import SettingsStore
from rookdesk.ui.file_open import open_file
from rookdesk.ui.i18n import install_translators, remove_translators
from rookdesk.ui.main_window import MainWindow
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.rules_page import HouseRulesPage
from tests.ui.driver import keep_shot

from .test_game_keeper import make_window

ROOT = Path(__file__).resolve().parents[2]
HUGO = "Casa de Hugo: ¡tres, cada uno a lo suyo!"


def hugo_rules(**changes: object) -> dict:
    """The tester's rule set: three players, a standard deck from 5 up with the joker (41 cards)."""
    data = preset("partners-cutthroat").to_dict()
    data.update(name=HUGO, players=3, partnerships=False, hand_size=12, nest_size=5,
                deck={"style": "standard", "ranks": list(range(5, 15)), "rook": True}, rook_rank=12.5,
                points={"5": 5, "10": 10, "A": 10, "ROOK": 20},
                bidding={**data["bidding"], "min": 60, "max": 140})
    data.update(changes)
    return data


def write(folder: Path, name: str, data: dict) -> Path:
    """A file as the tester had it: written by Python's json, accents as \\u escapes."""
    path = folder / name
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


ONE_PROBLEM = {"hand_size": 20}                                      # 3 × 20 + 5 = 65, the deck has 41
SEVERAL_PROBLEMS = {"hand_size": 20, "target": 10**9}


@pytest.fixture
def library(tmp_path: Path) -> HouseRulesLibrary:
    return HouseRulesLibrary(tmp_path / "rules")


@pytest.fixture
def preferences(qtbot, tmp_path: Path, library: HouseRulesLibrary) -> PreferencesDialog:
    dialog = PreferencesDialog(SettingsStore(str(tmp_path / "settings.ini")), library)
    qtbot.addWidget(dialog)
    dialog.resize(1040, 760)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


@pytest.fixture(scope="module")
def spanish_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """rookdesk_es.qm compiled from the catalogue (the .qm files are built, not kept)."""
    folder = tmp_path_factory.mktemp("qm")
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    result = subprocess.run([str(lrelease), "-silent", str(ROOT / "translations" / "rookdesk_es.ts"),
                             "-qm", str(folder / "rookdesk_es.qm")], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return folder


@contextmanager
def spanish(folder: Path) -> Iterator[None]:
    app = QApplication.instance()
    before = QLocale()
    translators = install_translators(app, "es", folder)
    try:
        yield
    finally:
        remove_translators(app, translators)
        QLocale.setDefault(before)


def preferences_says(page: HouseRulesPage, path: Path) -> str:
    """The message Preferences > Import shows for a refused file."""
    shown: list[str] = []
    page.show_message = lambda title, text: shown.append(text)
    assert page.import_from(path) is not None
    return shown[0]


def opening_says(window: MainWindow, path: Path, library: HouseRulesLibrary) -> QMessageBox:
    """The message box opening ``path`` from the desktop shows (``rookdesk path``)."""
    assert not open_file(window, path, library)
    return next(box for box in window.findChildren(QMessageBox) if box.isVisible())


def fits_the_status_bar(window: MainWindow) -> bool:
    bar = window.statusBar()
    return bar.fontMetrics().horizontalAdvance(bar.currentMessage()) < bar.width()


# 1. A bad file reads the same opened or imported; its status line is not cut off -----------------------

@pytest.mark.parametrize("problems", [ONE_PROBLEM, SEVERAL_PROBLEMS], ids=["one", "several"])
def test_a_bad_rules_file_is_described_alike_opened_or_imported(qtbot, tmp_path: Path, library: HouseRulesLibrary,
                                                                preferences: PreferencesDialog, problems: dict) -> None:
    path = write(tmp_path, "bad_hand.json", hugo_rules(**problems))
    imported = preferences_says(preferences.rules_page, path)
    window = make_window(qtbot, tmp_path)
    box = opening_says(window, path, library)
    assert f"{box.text()}\n\n{box.informativeText()}" == imported
    # The setting's title, and the key as the file spells it.
    assert "Cards in each hand (hand_size in the file): 3 players × 20 cards + 5 in the nest = 65, " \
           "but the deck has 41 cards." in box.informativeText()
    # The status line's copy is whole: the headline when headline and problems do not fit on it.
    assert window.statusBar().currentMessage() == ("bad_hand.json is not a usable house-rules file, "
                                                   "so nothing was changed.")
    assert fits_the_status_bar(window)
    box.close()
    assert library.names() == []


def test_a_short_problem_stays_on_the_status_line_beside_the_headline(qtbot, tmp_path: Path,
                                                                       library: HouseRulesLibrary) -> None:
    path = tmp_path / "empty.json"
    path.write_text("", encoding="utf-8")
    window = make_window(qtbot, tmp_path)
    box = opening_says(window, path, library)
    assert window.statusBar().currentMessage() == (
        "empty.json is not a usable house-rules file, so nothing was changed. The file is empty.")
    assert fits_the_status_bar(window)
    box.close()


def test_a_bad_rules_file_opened_in_spanish_names_the_setting(qtbot, tmp_path: Path, library: HouseRulesLibrary,
                                                              spanish_qm: Path) -> None:
    """s124.png: "hand_size: 3 jugadores × 20 cartas…" where Preferences said
    "Cartas en cada mano (hand_size…)"."""
    path = write(tmp_path, "bad_hand.json", hugo_rules(**ONE_PROBLEM))
    with spanish(spanish_qm):
        window = make_window(qtbot, tmp_path)
        box = opening_says(window, path, library)
        assert box.informativeText() == ("Cartas en cada mano (hand_size en el archivo): 3 jugadores × 20 cartas + 5 "
                                         "en el nido = 65, pero la baraja tiene 41 cartas.")
        assert fits_the_status_bar(window)
        QTest.qWait(50)
        keep_shot(box, "open_bad_hand_es.png")
        box.close()


# 2. A first import by argument says it was imported ----------------------------------------------------------

def test_opening_rules_on_a_fresh_profile_says_imported_then_already_there(qtbot, tmp_path: Path,
                                                                           library: HouseRulesLibrary,
                                                                           spanish_qm: Path) -> None:
    """s35/s37: on a first import, "Se importó «…»"; "ya está … con estas mismas reglas" only for a real
    duplicate."""
    path = write(tmp_path, "casa_hugo.json", hugo_rules())
    assert library.names() == []
    with spanish(spanish_qm):
        window = make_window(qtbot, tmp_path)
        assert open_file(window, path, library)
        assert window.statusBar().currentMessage() == f"Se importó «{HUGO}» y se añadió a tus reglamentos."
        assert library.names() == [HUGO]
        window._new_game_dialog.reject()
        assert open_file(window, path, library)
        assert window.statusBar().currentMessage() == (f"«{HUGO}» ya está entre tus reglamentos, "
                                                       "con estas mismas reglas.")
        assert library.names() == [HUGO]
        window._new_game_dialog.reject()


def test_opening_rules_says_what_preferences_says(qtbot, tmp_path: Path, library: HouseRulesLibrary) -> None:
    path = write(tmp_path, "casa_hugo.json", hugo_rules())
    window = make_window(qtbot, tmp_path)
    assert open_file(window, path, library)
    assert window.statusBar().currentMessage() == f"Imported “{HUGO}”: it is among your rule sets now."
    window._new_game_dialog.reject()
    # Other rules under the same name are added beside it, said to be imported, and why under another
    # name (round 19: "… (2)" came without a word, and the family did not know the two differ).
    assert open_file(window, write(tmp_path, "other.json", hugo_rules(target=400)), library)
    assert window.statusBar().currentMessage() == (f"Imported as “{HUGO} (2)”: one of your rule sets is "
                                                   f"called “{HUGO}” already, with other rules.")
    window._new_game_dialog.reject()


# 3. Export: a file name any computer takes, accents as they are -----------------------------------------------

@pytest.mark.parametrize(("title", "stem"), [
    (HUGO, "Casa de Hugo - ¡tres, cada uno a lo suyo!"),
    ('a/b\\c?d*e"f<g>h|i', "a-b-c-d-e-f-g-h-i"),
    ("Tabs\tand\nlines\x07", "Tabs-and-lines"),
    ("Ends with dots... ", "Ends with dots"),
    ("Why?", "Why"),
    (" .hidden", "hidden"),
    ("???", "house-rules"),
    ("CON", "CON (house-rules)"),
    ("nul.txt", "nul.txt (house-rules)"),
    ("Ñandú à la crème", "Ñandú à la crème"),
])
def test_suggested_file_names_keep_only_what_windows_takes(title: str, stem: str) -> None:
    assert shareable_file_stem(title) == stem


def test_a_long_accented_title_fits_a_file_name() -> None:
    stem = shareable_file_stem("é" * 200)
    assert stem == "é" * (FILE_STEM_MAX_BYTES // 2) and len((stem + ".rookrules").encode("utf-8")) < 255


def test_export_suggests_a_safe_name_and_writes_accents_as_they_are(qtbot, tmp_path: Path,
                                                                     library: HouseRulesLibrary,
                                                                     preferences: PreferencesDialog) -> None:
    page = preferences.rules_page
    assert page.import_from(write(tmp_path, "casa_hugo.json", hugo_rules())) is None   # \u escapes: still read
    chooser = page.file_dialog(export=True)
    qtbot.addWidget(chooser)
    assert Path(chooser.selectedFiles()[0]).name == "Casa de Hugo - ¡tres, cada uno a lo suyo!.rookrules"
    out = tmp_path / "shared" / "casa_hugo.json"
    out.parent.mkdir()
    assert page.export_to(out) is None
    text = out.read_bytes().decode("utf-8")
    assert f'"name": "{HUGO}"' in text and "\\u" not in text
    # Read back: the very same rules (a real duplicate, so no copy).
    again = library.import_rules(out)
    assert not again.added and again.entry.rules == page.form.rules


def test_a_name_that_cannot_be_utf8_keeps_its_escapes(tmp_path: Path, library: HouseRulesLibrary) -> None:
    """Half a UTF-16 pair, possible only through an escape in the file read: written as an escape, not a crash."""
    path = write(tmp_path, "odd.json", hugo_rules(name="Odd \ud800 rules"))
    entry = library.import_file(path)
    out = HouseRulesLibrary.export_file(entry.rules, tmp_path / "odd-out.json")
    assert "\\ud800" in out.read_text(encoding="utf-8")
    assert library.import_rules(out).entry.name == "Odd \ud800 rules"


# 4. "Exported to …" does not push the form down ------------------------------------------------------------------

def test_the_file_line_appears_without_moving_the_form(qtbot, tmp_path: Path, preferences: PreferencesDialog) -> None:
    """s31.png: the line after an export (or an import) pushed the whole form down; its line is kept."""
    page = preferences.rules_page
    top = page.scroll.geometry().top()
    assert page.import_from(write(tmp_path, "casa_hugo.json", hugo_rules())) is None
    QTest.qWait(50)
    assert page.done_label.isVisible() and page.scroll.geometry().top() == top
    assert page.export_to(tmp_path / "casa_hugo_out.json") is None
    QTest.qWait(50)
    assert page.done_label.text() == f"Exported to {tmp_path / 'casa_hugo_out.json'}."
    assert page.done_label.isVisible() and page.scroll.geometry().top() == top
    assert page.done_label.geometry().bottom() < top   # above the form, not over it
    keep_shot(preferences, "export_done.png")
    page.form.hand_spin.setValue(11)                     # an edit: the line goes, the form stays
    QTest.qWait(50)
    assert page.done_label.isHidden() and page.scroll.geometry().top() == top


def test_rules_opened_from_a_file_stay_offered_after_cancel(qtbot, tmp_path: Path, library: HouseRulesLibrary) -> None:
    """Round 28: Game > Open of a rules file, Cancel in the new-game dialog, then Game > New and Enter dealt
    the built-in rules of the last game, not the family's."""
    path = write(tmp_path, "casa_hugo.json", hugo_rules())
    window = make_window(qtbot, tmp_path)
    assert open_file(window, path, library)
    imported = window._new_game_dialog.rules
    assert imported.name == HUGO
    window._new_game_dialog.reject()
    assert window.show_new_game_dialog().rules == imported
