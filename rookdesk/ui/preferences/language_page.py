"""Preferences > Language: the system's language or one of the shipped translations.

Texts are set once when each window is built, so a new language takes effect
when rookdesk starts again; the page says so, and says it in the language
just chosen as well, so that someone who picked their own language reads it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, Qt, QTranslator
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from rookdesk.storage.settings import AppSettings
from rookdesk.ui.i18n import LANGUAGES, effective_language, shown_language, translations_dir

SYSTEM = ""


class LanguagePage(QWidget):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Language"))
        self.started_with = settings.language
        self.combo = QComboBox(self)
        self.combo.setAccessibleName(self.tr("Language of rookdesk"))
        system = effective_language(SYSTEM)
        system_name = next(language.native for language in LANGUAGES if language.code == system)
        self.combo.addItem(self.tr("System language (%1)").replace("%1", system_name), SYSTEM)
        for language in LANGUAGES:
            # Each language in its own name, so everyone finds theirs whatever is shown now.
            self.combo.addItem(language.native, language.code)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setAccessibleName(self.tr("When the language changes"))
        self.restart_note = QLabel(self)
        self.restart_note.setWordWrap(True)
        self.restart_note.setTextFormat(Qt.TextFormat.PlainText)
        self.restart_note.setAccessibleName(self.tr("Restart needed"))

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        label = QLabel(self.tr("Lan&guage:"), self)
        label.setBuddy(self.combo)
        form.addRow(label, self.combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addWidget(self.restart_note)
        layout.addStretch(1)
        self.note.setText(self.tr("The menus, the table and the messages use this language. "
                                  "“System language” follows your computer's settings."))
        self.combo.currentIndexChanged.connect(self._update_note)
        self.set_language(settings.language)

    def set_language(self, code: str) -> None:
        index = self.combo.findData(code)
        self.combo.setCurrentIndex(max(index, 0))
        self._update_note()

    def language(self) -> str:
        return str(self.combo.currentData())

    def values(self) -> dict[str, Any]:
        return {"language": self.language()}

    def restore_defaults(self) -> None:
        self.set_language(SYSTEM)

    def _update_note(self) -> None:
        """Say that a change needs a restart, in today's language and in the one chosen: only when the
        choice differs from the language on the screen (compared with the stored setting, a choice applied
        and then taken back before a restart said nothing the first time and "used the next time" after)."""
        shown = shown_language() or effective_language(self.started_with)
        changed = effective_language(self.language()) != shown
        self.restart_note.setVisible(changed)
        if not changed:
            return
        text = self.tr("The new language is used the next time rookdesk starts.")
        chosen = _restart_note_in(effective_language(self.language()))
        self.restart_note.setText(text if chosen in ("", text) else text + "\n" + chosen)


def _restart_note_in(code: str) -> str:
    """The restart note in another language, read straight from its catalogue ('' if none)."""
    if code == "en":
        return "The new language is used the next time rookdesk starts."
    translator = QTranslator()
    if not translator.load(QLocale(code), "rookdesk", "_", str(translations_dir())):
        return ""
    return translator.translate("LanguagePage", "The new language is used the next time rookdesk starts.") or ""
