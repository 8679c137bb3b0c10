"""Files handed to the app by the desktop: a saved game opens, house rules join the library.

A double-click in a file manager starts ``rookdesk FILE`` (Linux, Windows) or
sends a ``QFileOpenEvent`` to the running app (macOS); both end here.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QMessageBox

from rookdesk.engine.errors import RuleError
from rookdesk.ui.command_line import FileKind, file_kind
from rookdesk.ui.texts import arg

if TYPE_CHECKING:
    from rookdesk.storage.house_rules import HouseRulesLibrary
    from rookdesk.ui.dialogs.new_game import NewGameDialog
    from rookdesk.ui.main_window import MainWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)  # lupdate files module-level tr() calls under the empty context


# The status bar's own room besides a message: its margins and the size grip at its corner.
STATUS_BAR_ALLOWANCE = 40


def open_file(window: MainWindow, path: Path, library: HouseRulesLibrary | None = None) -> bool:
    """Open a saved game, or add house rules to the library and offer them for a new game.

    A file that cannot be used is explained in a message box; ``False`` then.
    """
    kind = file_kind(path)
    if kind is FileKind.RULES:
        return offer_house_rules(window, path, library) is not None
    # Anything that is not house rules is tried as a game: the record reader says what is wrong with it.
    # A game someone is playing is given up only if they agree (nobody plays yet at start-up).
    return window.keeper.open_path_asking(path)


def offer_house_rules(window: MainWindow, path: Path,
                      library: HouseRulesLibrary | None = None) -> NewGameDialog | None:
    """Add the rules in ``path`` to the library (once) and open the new-game dialog on them.

    Said as Preferences > Import says it (the same texts): the problems of a refused file, each
    setting by its title, and whether the rules were added or were saved already.
    """
    from rookdesk.storage.house_rules import HouseRulesError, HouseRulesLibrary
    from rookdesk.ui.preferences.rules_page import (built_in_title, imported_text, library_error_text,
                                                     rule_file_problems, rule_file_refused)

    library = library if library is not None else HouseRulesLibrary()
    try:
        imported = library.import_rules(path, built_in_title)
    except RuleError as error:
        _warn(window, tr("House rules"), rule_file_refused(path, error), rule_file_problems(error))
        return None
    except HouseRulesError as error:
        _warn(window, tr("House rules"), arg(tr("The house rules in %1 could not be saved."), path.name),
              library_error_text(error))
        return None
    window.keeper.keep_left_game()   # a game left in progress stays one click away behind the dialog
    # Offered first by the next Game > New as well: the dialog closed with Cancel, Game > New went back to
    # the last game's rules, and a family dealt the built-in rules by mistake (round 28).
    window.offer_rules_next(imported.rules)
    dialog = window.show_new_game_dialog()
    for index in range(dialog.rules_box.count()):
        dialog.rules_box.setCurrentIndex(index)
        if dialog.rules == imported.rules:
            break
    window.show_message(imported_text(imported))
    return dialog


def _warn(window: MainWindow, title: str, text: str, detail: str) -> None:
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, window)
    box.setInformativeText(detail)
    box.setAccessibleName(title)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    window.show_message(_status_line(window, text, detail))
    box.open()


def _status_line(window: MainWindow, text: str, detail: str) -> str:
    """The message's copy for the status bar, which holds one line and cuts the rest off at its edge:
    headline and detail while both fit there, else the headline alone (the message box has the rest)."""
    whole = f"{text} {detail}"
    bar = window.statusBar()
    if "\n" not in detail and bar.fontMetrics().horizontalAdvance(whole) <= bar.width() - STATUS_BAR_ALLOWANCE:
        return whole
    return text


class FileOpenFilter(QObject):
    """Routes macOS's ``QFileOpenEvent`` (a document double-clicked in the Finder) to :func:`open_file`."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            open_file(self.window, Path(event.file()))
            return True
        return False
