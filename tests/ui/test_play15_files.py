"""Round 15, files: a refused name stays in its box with the reason; a house-rules file with several
problems names them all, in Preferences > Import and when the file is opened (command line, desktop)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QLineEdit, QMessageBox, QWidget

from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import SettingsStore
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.rules_page import BUILT_IN, SAVED, Source
from tests.ui.driver import keep_shot


@pytest.fixture
def library(tmp_path: Path) -> HouseRulesLibrary:
    return HouseRulesLibrary(tmp_path / "rules")


@pytest.fixture
def preferences(qtbot, tmp_path: Path, library: HouseRulesLibrary) -> PreferencesDialog:
    dialog = PreferencesDialog(SettingsStore(str(tmp_path / "settings.ini")), library)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def while_modal(steps: list[Callable[[QWidget], None]], seen: list[QWidget]) -> None:
    """Run ``steps`` one by one on the modal window open at the time (a name box, a file chooser, a
    message), each once one is up. A step that fails still closes its window, so ``exec()`` returns
    and the test reports the failure; so does waiting in vain (the steps are dropped after 5 s)."""
    waited = [0]

    def run() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            waited[0] += 1
            if waited[0] < 250:
                QTimer.singleShot(20, run)
            return
        waited[0] = 0
        seen.append(box)
        step = steps.pop(0)
        try:
            step(box)
        except BaseException:
            box.reject()
            raise
        if steps:
            QTimer.singleShot(20, run)

    QTimer.singleShot(0, run)


def type_name(box: QWidget, name: str) -> None:
    edit = box.findChild(QLineEdit)
    edit.selectAll()
    QTest.keyClicks(edit, name)
    QTest.keyClick(edit, Qt.Key.Key_Return)


def reason_of(box: QWidget) -> str:
    """What the name box says besides its prompt ("Name of the rule set:", "New name:")."""
    prompts = ("Name of the rule set:", "New name:")
    return " ".join(label.text() for label in box.findChildren(QLabel) if label.isVisible()
                    and label.text() not in prompts)


def test_a_refused_name_keeps_the_box_open_with_the_name_and_the_reason(preferences: PreferencesDialog,
                                                                       library: HouseRulesLibrary, qtbot) -> None:
    page = preferences.rules_page
    page.start_from(Source(BUILT_IN, "kentucky-rook"))
    page.form.target_spin.setValue(400)
    states: list[tuple[bool, str, str]] = []
    seen: list[QWidget] = []

    def refused(box: QWidget) -> None:
        type_name(box, "Kentucky Rook")   # the built-in set's own name
        states.append((box.isVisible(), box.findChild(QLineEdit).text(), reason_of(box)))
        QTest.qWait(50)
        keep_shot(box, "name_box_refused.png")

    def corrected(box: QWidget) -> None:
        type_name(box, "Kentucky Rook at home")

    while_modal([refused, corrected], seen)
    assert page.save_as() is None
    visible, typed, reason = states[0]
    assert visible and typed == "Kentucky Rook"
    assert reason == "“Kentucky Rook” is the name of a built-in rule set; choose another name."
    assert len({id(box) for box in seen}) == 1   # the same box, never closed and opened again
    assert library.load("Kentucky Rook at home").target == 400
    assert page.selected_source() == Source(SAVED, "Kentucky Rook at home")


def test_a_name_taken_keeps_the_rename_box_open(preferences: PreferencesDialog, library: HouseRulesLibrary,
                                                qtbot) -> None:
    page = preferences.rules_page
    page.ask_question = lambda title, text: True
    assert page.save_named("Friday") is None
    page.form.target_spin.setValue(350)
    assert page.save_named("Sunday") is None
    states: list[tuple[bool, str, str]] = []
    seen: list[QWidget] = []

    def taken(box: QWidget) -> None:
        type_name(box, "friday")
        states.append((box.isVisible(), box.findChild(QLineEdit).text(), reason_of(box)))

    while_modal([taken, lambda box: box.reject()], seen)
    assert page.rename_selected() is None
    assert states == [(True, "friday", "A saved rule set is already named “Friday”.")]
    assert library.names() == ["Friday", "Sunday"]


def test_declining_to_replace_goes_back_to_the_name(preferences: PreferencesDialog, library: HouseRulesLibrary,
                                                    qtbot) -> None:
    page = preferences.rules_page
    assert page.save_named("Ours") is None
    page.form.target_spin.setValue(350)
    asked: list[str] = []
    page.ask_question = lambda title, text: asked.append(text) or False
    states: list[tuple[bool, str]] = []

    def declined(box: QWidget) -> None:
        type_name(box, "Ours")
        states.append((box.isVisible(), reason_of(box)))

    while_modal([declined, lambda box: type_name(box, "Ours too")], [])
    assert page.save_as() is None
    assert asked and states == [(True, "")]
    assert library.load("Ours").target == 500 and library.load("Ours too").target == 350


def test_a_game_name_refused_opens_the_chooser_again_on_it(qtbot, tmp_path: Path) -> None:
    """Game > Save As: a name the disk refuses (too long once ".rookrec" is added) is explained, then the
    chooser opens again on the name typed; it used to be lost, and Save As had to be chosen again."""
    from .test_game_keeper import make_window, people, short_rules

    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    games = tmp_path / "games"
    games.mkdir()
    long_name = "Sunday at the cabin " * 12 + "x" * 10   # 250 characters: 258 with the suffix, over 255
    reasons: list[str] = []
    offered: list[str] = []

    def type_path(chooser: QWidget, path: Path) -> None:
        edit = chooser.findChild(QLineEdit, "fileNameEdit")
        edit.setText(str(path))
        QTest.keyClick(edit, Qt.Key.Key_Return)

    def read_reason(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        reasons.append(box.informativeText())
        QTest.qWait(50)
        keep_shot(box, "save_game_refused.png")
        QTimer.singleShot(0, box.accept)   # OK once this step is over: the chooser it brings is the next step

    def correct(chooser: QWidget) -> None:
        offered.append(chooser.findChild(QLineEdit, "fileNameEdit").text())
        offered.append(chooser.directory().absolutePath())
        QTest.qWait(50)
        keep_shot(chooser, "save_game_chooser_again.png")
        type_path(chooser, games / "Sunday.rookrec")

    while_modal([lambda chooser: type_path(chooser, games / long_name), read_reason, correct], [])
    assert not window.keeper.save_as()
    qtbot.waitUntil(lambda: (games / "Sunday.rookrec").is_file(), timeout=5000)
    assert reasons == [f"{long_name}.rookrec could not be written: the name is too long"]
    assert offered == [long_name, str(games)]
    assert window.keeper.save_path == games / "Sunday.rookrec"


# A house-rules file with several problems ------------------------------------------------------

MANY_PROBLEMS = {"colour": "red", "players": "four", "no_trump": 1, "points": {"5": -5}}


def rules_file(folder: Path, data: dict, name: str = "family.json") -> Path:
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_importing_a_file_with_several_problems_names_them_all(preferences: PreferencesDialog,
                                                               library: HouseRulesLibrary, tmp_path: Path) -> None:
    page = preferences.rules_page
    path = rules_file(tmp_path, MANY_PROBLEMS)
    shown: list[str] = []

    def choose_file(chooser: QWidget) -> None:
        edit = chooser.findChild(QLineEdit, "fileNameEdit")
        edit.setText(str(path))
        QTest.keyClick(edit, Qt.Key.Key_Return)

    def read_message(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        shown.append(box.text())
        QTest.qWait(50)
        keep_shot(box, "import_many_problems.png")
        box.accept()

    while_modal([choose_file, read_message], [])
    problem = page.import_chosen()
    assert shown == [problem]
    assert shown[0] == (
        "family.json is not a usable house-rules file, so nothing was changed.\n\n"
        "The file has 4 problems:\n"
        "• colour: This key is unknown.\n"
        "• Players (players in the file): Must be a whole number, not \"four\".\n"
        "• No trump may be called (no_trump in the file): Must be true or false, not 1.\n"
        "• Points per card (points.5 in the file): The points for 5 must be a whole number of at least 0, not -5.")
    assert library.names() == []


def test_very_many_problems_list_the_first_ten_and_count_the_rest(preferences: PreferencesDialog,
                                                                 tmp_path: Path) -> None:
    page = preferences.rules_page
    shown: list[tuple[str, str]] = []
    page.show_message = lambda title, text: shown.append((title, text))
    data = {f"colour{n}": n for n in range(14)}
    assert page.import_from(rules_file(tmp_path, data)) == shown[0][1]
    lines = shown[0][1].split("\n")
    assert lines[2] == "The file has 14 problems:"
    assert lines[3:13] == [f"• colour{n}: This key is unknown." for n in range(10)]
    assert lines[13:] == ["…and 4 more."]
    # One more than ten is listed rather than counted: "and 1 more" would take its line.
    shown.clear()
    page.import_from(rules_file(tmp_path, {f"colour{n}": n for n in range(11)}))
    assert shown[0][1].split("\n")[-1] == "• colour10: This key is unknown."


def test_opening_a_rules_file_with_several_problems_names_them_all(qtbot, tmp_path: Path) -> None:
    """A double-click in the file manager, or ``rookdesk family.rookrules``."""
    from rookdesk.ui.file_open import open_file

    from .test_game_keeper import make_window

    window = make_window(qtbot, tmp_path)
    library = HouseRulesLibrary(tmp_path / "rules")
    assert not open_file(window, rules_file(tmp_path, MANY_PROBLEMS, "family.rookrules"), library)
    box = next(box for box in window.findChildren(QMessageBox) if box.isVisible())
    assert box.text() == "family.rookrules is not a usable house-rules file, so nothing was changed."
    # Each setting by its title and its key, as Preferences > Import names them (test_play15_rules_files.py).
    assert box.informativeText().split("\n") == [
        "The file has 4 problems:", "• colour: This key is unknown.",
        '• Players (players in the file): Must be a whole number, not "four".',
        "• No trump may be called (no_trump in the file): Must be true or false, not 1.",
        "• Points per card (points.5 in the file): The points for 5 must be a whole number of at least 0, not -5."]
    assert "\n" not in window.statusBar().currentMessage()
    QTest.qWait(50)
    keep_shot(box, "open_many_problems.png")
    box.close()
    assert library.names() == []


def test_save_as_from_the_menu_opens_the_chooser_and_saves(qtbot, tmp_path: Path) -> None:
    """Game > Save As… through its real action: the action passes its checked state (False) to its slot,
    which was taken for a name refused before, and Save As did nothing but raise TypeError (round 15c)."""
    from .test_game_keeper import make_window, people, short_rules

    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    qtbot.waitUntil(lambda: window.keeper.save_as_action.isEnabled(), timeout=5000)
    target = tmp_path / "friday.rookrec"

    def type_path(chooser: QWidget) -> None:
        edit = chooser.findChild(QLineEdit, "fileNameEdit")
        edit.setText(str(target))
        QTest.keyClick(edit, Qt.Key.Key_Return)

    while_modal([type_path], [])
    window.keeper.save_as_action.trigger()
    qtbot.waitUntil(target.is_file, timeout=5000)
    assert window.keeper.save_path == target
