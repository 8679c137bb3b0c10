"""Every action has a keyboard path and every control a name: the English audit of every screen.

The audit itself lives in accelerator_audit.py (the translated runs in tests/i18n use it too). The
second half of this file builds small broken windows and shows each checker catching the fault,
so a check that silently looked at nothing could not pass here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QGroupBox, QLabel, QLineEdit, QMainWindow, QPushButton, QTabWidget, QVBoxLayout, QWidget,
)

from tests.ui import accelerator_audit as audit_module
from tests.ui.accelerator_audit import (
    Audit, accelerator_clashes, audit, menu_clashes, mnemonic, name_problems, shortcut_problems,
    standard_key_problems, tab_problems,
)

# Every screen the walk must stop at (a walk that stopped early would pass every check).
SCREENS = (
    "main window", "bid panel", "trump panel", "nest panel", "draw panel", "hand summary", "last hand's summary",
    "game over", "score sheet", "welcome with a menu action", "curtain", "new game", "preferences page 0",
    "preferences page 1", "preferences page 2", "preferences page 3", "preferences page 0, standard deck",
    "preferences, changes not applied", "statistics", "rules help", "last trick", "about", "abandon game", "resume game",
)
@pytest.fixture(scope="module")
def english(qapp, tmp_path_factory: pytest.TempPathFactory) -> Audit:
    return audit(tmp_path_factory.mktemp("keys-en"))


def test_the_walk_reaches_every_screen(english: Audit) -> None:
    assert english.screens == SCREENS
    # Screens with something to press were really looked at.
    for screen in ("bid panel", "trump panel", "draw panel", "hand summary", "last hand's summary", "game over", "curtain", "new game",
                   "preferences page 0", "preferences, changes not applied", "statistics", "rules help", "abandon game", "resume game"):
        assert english.controls[screen] > 0, screen


def test_menus_have_unique_accelerators(english: Audit) -> None:
    assert [str(c) for c in english.clashes if c.scope.startswith("menu")] == []


def test_windows_have_unique_accelerators(english: Audit) -> None:
    # The house-rules page has more labelled fields than the alphabet has letters: its rarely used
    # fields and buttons have none (Tab reaches them all).
    assert [str(c) for c in english.clashes if not c.scope.startswith("menu")] == []


def test_standard_actions_have_platform_keys_and_no_key_is_shared(english: Audit) -> None:
    assert list(english.shortcuts) == []


def test_controls_have_names_and_tab_reaches_them(english: Audit) -> None:
    assert list(english.problems) == []


# The checkers catch what they are for --------------------------------------------------------------

def test_mnemonic_reading() -> None:
    assert mnemonic("&Save") == "s" and mnemonic("Save &As…") == "a" and mnemonic("The &1 ranks") == "1"
    assert mnemonic("Rock && Roll") is None and mnemonic("Ann & Cy") is None and mnemonic("Plain") is None
    assert mnemonic("Rock && &Roll") == "r"


def test_a_menu_with_two_items_on_one_letter_is_reported(qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().addMenu("&File")
    menu.addAction("&Open")
    menu.addAction("&Find")
    assert menu_clashes(window) == []
    menu.addAction("&Fold")
    window.menuBar().addMenu("&Format")
    found = [str(c) for c in menu_clashes(window)]
    assert found == ["menu bar: Alt+F is shared by '&File', '&Format'",
                     "menu 1: Alt+F is shared by '&Find', '&Fold'"]


def _dialog(qtbot) -> tuple[QDialog, QVBoxLayout]:
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    return dialog, layout


def test_a_window_with_two_controls_on_one_letter_is_reported(qtbot) -> None:
    dialog, layout = _dialog(qtbot)
    edit = QLineEdit()
    label = QLabel("&Name:")
    label.setBuddy(edit)
    for widget in (label, edit, QCheckBox("&Notify me"), QPushButton("&Save"), QGroupBox("&Options")):
        layout.addWidget(widget)
    tabs = QTabWidget()
    tabs.addTab(QWidget(), "&General")
    tabs.addTab(QWidget(), "&Sound")
    layout.addWidget(tabs)
    hidden = QPushButton("&General")   # hidden controls do not count
    layout.addWidget(hidden)
    hidden.hide()
    dialog.show()
    found = {c.letter: c.owners for c in accelerator_clashes(dialog, "test")}
    assert found == {"n": ("QLabel &Name:", "QCheckBox &Notify me"), "s": ("QPushButton &Save", "tab &Sound")}


def test_a_label_accelerator_without_buddy_is_reported(qtbot) -> None:
    dialog, layout = _dialog(qtbot)
    layout.addWidget(QLabel("&Colour:"))
    layout.addWidget(QLineEdit(accessibleName="Colour"))
    dialog.show()
    assert audit_module.dead_accelerators(dialog) == ["QDialog: label '&Colour:' has an accelerator but no buddy"]


def test_a_standard_action_without_its_platform_keys_is_reported(qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    copy = QAction("&Copy", window)
    window.addAction(copy)
    standard = {copy: QKeySequence.StandardKey.Copy}
    assert QKeySequence.keyBindings(QKeySequence.StandardKey.Copy), "every platform has a Copy key"
    assert standard_key_problems(copy, QKeySequence.StandardKey.Copy) != []
    copy.setShortcuts(QKeySequence.StandardKey.Copy)
    assert shortcut_problems(window, standard) == []


def test_a_key_bound_to_two_actions_is_reported(qtbot) -> None:
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = window.menuBar().addMenu("&View")
    for text in ("&Scores", "&Log"):
        action = QAction(text, window)
        action.setShortcut(QKeySequence("Ctrl+K"))
        menu.addAction(action)
    assert shortcut_problems(window, {}) == ["Ctrl+K is bound to action '&Scores', action '&Log'"]


def test_a_control_without_a_name_is_reported(qtbot) -> None:
    dialog, layout = _dialog(qtbot)
    nameless = QLineEdit(objectName="nameless")
    labelled = QLineEdit()
    label = QLabel("&Town:")
    label.setBuddy(labelled)
    named = QLineEdit(accessibleName="Street")
    icon_only = QPushButton(objectName="iconOnly")
    for widget in (nameless, label, labelled, named, QPushButton("&OK"), QCheckBox("&Loud"), icon_only):
        layout.addWidget(widget)
    dialog.show()
    assert name_problems(dialog) == [
        "QDialog: QLineEdit 'nameless' has no accessible name (tooltip '')",
        "QDialog: QPushButton 'iconOnly' has no accessible name (tooltip '')",
    ]


def test_a_control_tab_cannot_reach_is_reported(qtbot) -> None:
    dialog, layout = _dialog(qtbot)
    for text in ("&One", "&Two"):
        layout.addWidget(QPushButton(text))
    click_only = QPushButton("&Three")
    click_only.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
    layout.addWidget(click_only)
    dialog.show()
    assert tab_problems(dialog) == ["QDialog: Tab never reaches QPushButton 'Three' (focus policy ClickFocus)"]
    click_only.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    assert tab_problems(dialog) == []


def test_the_main_window_gives_standard_actions_every_platform_key(qtbot, tmp_path: Path) -> None:
    """The fix: setShortcuts(StandardKey) keeps the platform's second keys (the keyboard's own New or
    Help key besides Ctrl+N and F1); setShortcut kept only the first."""
    from rookdesk.storage.settings import AppSettings
    from rookdesk.ui.main_window import MainWindow

    window = MainWindow(settings=AppSettings(first_run=False), data_folder=tmp_path)
    qtbot.addWidget(window)
    for action, key in audit_module.window_standard_actions(window).items():
        wanted = {k.toString() for k in QKeySequence.keyBindings(key)}
        assert wanted <= {k.toString() for k in action.shortcuts()}, action.text()
    assert "Ctrl+Shift+S" in {k.toString() for k in window.keeper.save_as_action.shortcuts()}
