"""The user's language: which catalogues exist, where they are, and installing them.

rookdesk's own catalogues are ``translations/rookdesk_<lang>.qm``, compiled by
``make`` (``pyside6-lrelease``) next to their ``.ts`` sources; a frozen app
carries them in ``sys._MEIPASS/translations``. Qt's own strings (standard
buttons, file dialogs, context menus) come from PySide6's ``qtbase_<lang>.qm``.

Conventions that keep ``pyside6-lupdate`` and the running program agreeing on
each message's context (the Makefile runs lupdate with ``-tr-function-alias
tr+=_tr``):

* in a QObject class, ``self.tr("...")`` (context: the class name);
* in module-level helpers, a function named ``_tr`` or ``tr`` that calls
  ``QCoreApplication.translate("", ...)``: lupdate files such calls under the
  empty context, wherever they are called from;
* elsewhere, ``QCoreApplication.translate("Context", "...")`` spelled out.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from rookdesk.storage.settings import DEFAULT_NAME_COMMENT, DEFAULT_SEAT_NAMES, AppSettings, shown_default_name


@dataclass(frozen=True)
class Language:
    code: str      # "de"; "" follows the system
    native: str    # the language's name in itself, shown untranslated so everyone finds theirs


# The languages rookdesk ships (English is the source language).
LANGUAGES: tuple[Language, ...] = (
    Language("en", "English"),
    Language("de", "Deutsch"),
    Language("es", "Español"),
    Language("fr", "Français"),
)
LANGUAGE_CODES = tuple(language.code for language in LANGUAGES)


def translations_dir() -> Path:
    """Where rookdesk's ``.qm`` files are: the bundle's folder when frozen, else the checkout's."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "translations"
    return Path(__file__).resolve().parents[2] / "translations"


TRANSLATIONS_DIR = translations_dir()


def qt_translations_dir() -> str:
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def locale_for(language: str) -> QLocale:
    """The locale of a language setting ("" = the system's)."""
    return QLocale(language) if language else QLocale.system()


def effective_language(language: str) -> str:
    """The shipped language a setting resolves to: "de", "es", "fr" or "en"."""
    for name in locale_for(language).uiLanguages():
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGE_CODES:
            return code
    return "en"


_shown_language: str | None = None   # what install_translators put on the screen ("en" when it had no catalogue)


def shown_language() -> str | None:
    """The shipped language the running windows show, or ``None`` before any was installed."""
    return _shown_language


def install_translators(app: QCoreApplication, language: str = "",
                        folder: Path | None = None) -> list[QTranslator]:
    """Install Qt's and rookdesk's translators for ``language`` ("" = the system's).

    Returns the translators that loaded. When rookdesk has no catalogue for the
    language (or the "C" locale), the whole window stays in English, Qt's own
    buttons too, rather than failing or mixing two languages.
    """
    locale = locale_for(language)
    QLocale.setDefault(locale)  # numbers and dates follow the chosen language too
    where = str(folder if folder is not None else translations_dir())
    ours = QTranslator(app)
    if not ours.load(locale, "rookdesk", "_", where):
        # English source texts, with the English catalogue's counted forms ("1 point", not "1 points").
        locale = QLocale(QLocale.Language.English)
        ours.load(locale, "rookdesk", "_", where)
    installed: list[QTranslator] = []
    qt = QTranslator(app)
    for translator, loaded in ((qt, qt.load(locale, "qtbase", "_", qt_translations_dir())),
                               (ours, not ours.isEmpty())):
        if loaded:
            app.installTranslator(translator)
            installed.append(translator)
    global _shown_language
    _shown_language = effective_language(locale.name())   # English too where the language had no catalogue
    return installed


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate("", text, disambiguation)


def _default_names_for_lupdate() -> tuple[str, ...]:
    # Never called: spelled out so that lupdate finds the default seat names, which
    # ``shown_default_name`` (rookdesk.storage.settings) looks up by source text and comment.
    return (_tr("South", "default seat name"), _tr("West", "default seat name"), _tr("North", "default seat name"),
            _tr("East", "default seat name"), _tr("Player 1", "default seat name"),
            _tr("Player 2", "default seat name"), _tr("Player 3", "default seat name"),
            _tr("Player 4", "default seat name"), _tr("Player 5", "default seat name"),
            _tr("Player 6", "default seat name"))


def with_local_seat_names(settings: AppSettings) -> AppSettings:
    """Seats still named by default get the names of the user's language; names people chose stay.

    Only for showing: ``SettingsStore.save`` turns the shown defaults back into the stored English
    ones, so switching the language later shows them in the new language.
    """
    names = tuple(shown_default_name(name) for name in settings.seat_names)
    return settings if names == settings.seat_names else settings.with_changes(seat_names=names)


_default_sources: dict[Path, dict[str, str]] = {}   # per catalogue folder: a default name in any language -> its source


def local_seat_name(name: str, folder: Path | None = None) -> str:
    """A seat of a game dealt under another language keeps a default name in that language ("Nord" from
    German): shown as the UI's language names that seat ("North" in English; round 24: "Anna et Nord" in
    French). Any name people chose stays as it is."""
    # Today's and English defaults need no catalogue: the other languages' are read (some 3 ms) only for
    # a name that is neither, not on the way to a first table dealt with today's names.
    for source in DEFAULT_SEAT_NAMES:
        if name in (source, shown_default_name(source)):
            return shown_default_name(source)
    folder = folder or TRANSLATIONS_DIR
    sources = _default_sources.get(folder)
    if sources is None:
        sources = _default_sources[folder] = {source: source for source in DEFAULT_SEAT_NAMES}
        for code in LANGUAGE_CODES:
            translator = QTranslator()
            if translator.load(f"rookdesk_{code}", str(folder)):
                for source in DEFAULT_SEAT_NAMES:
                    sources.setdefault(translator.translate("", source, DEFAULT_NAME_COMMENT) or source, source)
    source = sources.get(name)
    return shown_default_name(source) if source is not None else name


def remove_translators(app: QCoreApplication, translators: list[QTranslator]) -> None:
    global _shown_language
    for translator in translators:
        app.removeTranslator(translator)
    _shown_language = None   # not known any more: the source texts, or translators installed before
