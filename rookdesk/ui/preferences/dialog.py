"""The Preferences dialog: House rules, Players and Table pages over one settings object.

Each page reads its part of :class:`AppSettings` and gives back its values;
the dialog writes them through the :class:`SettingsStore` on OK/Apply and
announces them with ``settingsChanged``. The edited rule set becomes the rule
set for the next game (stored in ``AppSettings.last_rules``) and is announced
with ``rulesChanged``; a game in progress keeps its rules.

The Language page sets ``AppSettings.language`` ("" follows the system); the
new language is used from the next start.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTabWidget, QVBoxLayout, QWidget

from rookdesk.engine.errors import RuleError
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import DEFAULT_BASE, RuleSet, rules_from_dict
from rookdesk.storage.house_rules import HouseRulesLibrary, check_rule_numbers
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.combo_focus import keep_focus_frames
from rookdesk.ui.i18n import with_local_seat_names
from rookdesk.ui.preferences.language_page import LanguagePage
from rookdesk.ui.preferences.players_page import PlayersPage
from rookdesk.ui.preferences.rules_page import HouseRulesPage
from rookdesk.ui.preferences.table_page import TablePage
from rookdesk.ui.screen_fit import screen_room
from rookdesk.ui.texts import arg, rules_title
from rookdesk.ui.three_way_box import three_way_box


PREFERENCES_SIZE = QSize(1040, 760)


def preferences_size(room: QSize | None, wanted_width: int = 0) -> QSize:
    """The dialog's usual size, wider where its content asks for more (``wanted_width``: German's Start
    from line with its buttons), made smaller where the screen leaves less ``room`` (see screen_fit):
    beyond it, OK and Cancel were below the screen's edge."""
    size = PREFERENCES_SIZE.expandedTo(QSize(wanted_width, 0))
    return size if room is None else size.boundedTo(room)


def rules_in_use(settings: AppSettings) -> RuleSet:
    """The rule set for the next game: the stored one if it is still valid, else the default preset."""
    if settings.last_rules is not None:
        try:
            rules = rules_from_dict(settings.last_rules, complete=True)
            check_rule_numbers(rules)
            return rules
        except (RuleError, TypeError):
            pass  # stored by another version, or edited by hand: fall back
    return PRESETS[DEFAULT_BASE]


class PreferencesDialog(QDialog):
    settingsChanged = Signal(object)  # AppSettings
    rulesChanged = Signal(object)  # RuleSet, for the next game

    def __init__(self, store: SettingsStore, rules_library: HouseRulesLibrary,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.setAccessibleName(self.tr("Preferences"))
        self.store = store
        self.library = rules_library
        self.settings = with_local_seat_names(store.load())
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Preference pages"))
        self.rules_page = HouseRulesPage(rules_library, rules_in_use(self.settings))
        self.rules_page.other_files_folder = store.games_folder
        self.players_page = PlayersPage(self.settings)
        self.table_page = TablePage(self.settings)
        self.language_page = LanguagePage(self.settings)
        self._add_pages()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        for which, name in ((QDialogButtonBox.StandardButton.Ok, self.tr("OK")),
                            (QDialogButtonBox.StandardButton.Cancel, self.tr("Cancel")),
                            (QDialogButtonBox.StandardButton.Apply, self.tr("Apply")),
                            (QDialogButtonBox.StandardButton.RestoreDefaults, self.tr("Restore defaults"))):
            self.buttons.button(which).setAccessibleName(name)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).setToolTip(
            self.tr("Reset the settings of the page shown to their defaults."))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).clicked.connect(self.apply)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            self.restore_page_defaults)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)

        self.rules_page.validityChanged.connect(self._on_validity)
        self.players_page.validityChanged.connect(self._on_validity)
        self.rules_page.form.deckStyleChanged.connect(self.table_page.set_deck_style)
        self.rules_page.form.playersChanged.connect(self.players_page.set_players)
        self.rules_page.form.set_seat_names(self.settings.seat_names)
        self.table_page.set_deck_style(self.rules_page.form.data()["deck"]["style"])
        self.players_page.set_players(self.rules_page.form.players_spin.value())
        self._on_validity()
        self._applied_values = self._page_values()
        self.discard_box: QMessageBox | None = None
        self._focus_frames = keep_focus_frames(self)
        self._fit_to_screen()

    def _fit_to_screen(self) -> None:
        """The preferred size, shrunk to a small screen (the pages scroll down)."""
        self.resize(preferences_size(screen_room(self), self.sizeHint().width()))

    def _add_pages(self) -> None:
        self.tabs.addTab(self.rules_page, self.tr("&House rules"))
        self.tabs.addTab(self.players_page, self.tr("&Players"))
        self.tabs.addTab(self.table_page, self.tr("&Table"))
        self.tabs.addTab(self.language_page, self.tr("&Language"))

    # Buttons ------------------------------------------------------------------------

    def _on_validity(self, _valid: bool = True) -> None:
        """Invalid house rules or seat names cannot be applied, whatever page is shown."""
        valid = self.can_apply()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(valid)
        self.buttons.button(QDialogButtonBox.StandardButton.Apply).setEnabled(valid)

    def can_apply(self) -> bool:
        return self.rules_page.is_valid and self.players_page.is_valid

    def current_settings(self) -> AppSettings:
        """The settings as the pages show them (rules included), without saving."""
        rules = self.rules_page.rules
        return self.settings.with_changes(
            **self._page_values(),
            last_rules=rules.to_dict() if rules is not None else self.settings.last_rules,
        )

    def apply(self) -> bool:
        """Save and announce the settings; refused (False) while the house rules or names are invalid."""
        rules = self.rules_page.rules
        if rules is None or not self.players_page.is_valid:
            return False
        self.settings = self.current_settings()
        self.store.save(self.settings)
        self.rules_page.applied(rules)
        self.rules_page.form.set_seat_names(self.settings.seat_names)
        self._applied_values = self._page_values()
        self.settingsChanged.emit(self.settings)
        self.rulesChanged.emit(rules)
        return True

    def accept(self) -> None:
        if self.apply():
            super().accept()

    def _page_values(self) -> dict[str, Any]:
        return {**self.players_page.values(), **self.table_page.values(), **self.language_page.values()}

    def has_unapplied_changes(self) -> bool:
        """Whether a page shows something that neither OK nor Apply has taken: rules typed for an hour, or
        a rule set chosen or imported but not yet the one in use (round 32: Cancel after an import closed
        without a word, and the next game was dealt with the old rules)."""
        page = self.rules_page
        chosen = page.rules is not None and page.rules != page.in_use
        return page.has_changes() or chosen or self._page_values() != self._applied_values

    def _only_rules_chosen(self) -> bool:
        """The one change not applied is another rule set chosen for new games (none edited, no other page)."""
        page = self.rules_page
        return (not page.has_changes() and page.rules is not None and page.rules != page.in_use
                and self._page_values() == self._applied_values)

    def reject(self) -> None:
        """Cancel, Escape or the window's close button: with changes not applied, ask first (they were
        dropped without a word)."""
        if self.discard_box is not None:
            return
        if not self.has_unapplied_changes():
            super().reject()
            return
        self.discard_box = self._ask_to_discard()

    def _ask_to_discard(self) -> QMessageBox:
        """Apply the changes and close, close without them, or go back to them. Window-modal, not blocking."""
        title = self.tr("Apply the changes?")
        can_apply = self.can_apply()
        question = self.tr("Apply your changes before closing Preferences?")
        page = self.rules_page
        if can_apply and self._only_rules_chosen():
            # Nothing edited, only another rule set chosen: said so (round 34: "your changes … are lost" with
            # no change in sight left a tester wondering what was at stake).
            question = arg(self.tr("Deal new games with “%1”?"), rules_title(page.rules))
            why = arg(self.tr("You chose these rules on the House rules page. If you close without applying "
                              "them, new games keep “%1”."), rules_title(page.in_use))
        elif can_apply:
            why = self.tr("If you close without applying them, they are lost.")
        elif not self.rules_page.is_valid:
            why = self.tr("They cannot be applied as they are: the house rules cannot be played (see the House "
                          "rules page). If you close now, they are lost.")
        else:
            why = self.tr("They cannot be applied as they are: a seat's name cannot be used (see the Players "
                          "page). If you close now, they are lost.")
        # Enter goes back to the changes: after Cancel, Apply as the default applied rules the person had
        # just said no to (round 39), and Discard would lose them to one key as easily.
        box, apply, discard = three_way_box(self, title, question, why, self.tr("&Apply"), self.tr("&Discard"),
                                            self.tr("&Keep editing"), keep_enabled=can_apply,
                                            keep_is_default=False)

        def finished() -> None:
            self.discard_box = None
            box.deleteLater()
            if box.clickedButton() is apply:
                self.accept()
            elif box.clickedButton() is discard:
                super(PreferencesDialog, self).reject()

        box.finished.connect(finished)
        box.open()
        return box

    def restore_page_defaults(self) -> None:
        page = self.tabs.currentWidget()
        restore = getattr(page, "restore_defaults", None)
        if restore is not None:
            restore()
