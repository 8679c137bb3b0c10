"""Loading the user's language: Qt's own strings and rookdesk's (``translations/rookdesk_<lang>.qm``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

# In a source checkout the compiled catalogues sit next to their .ts sources.
TRANSLATIONS_DIR = Path(__file__).resolve().parents[2] / "translations"


def install_translators(app: QCoreApplication, language: str = "",
                        folder: Path = TRANSLATIONS_DIR) -> list[QTranslator]:
    """Install the translators for ``language`` ("" = the system's); returns those that loaded."""
    locale = QLocale(language) if language else QLocale.system()
    installed: list[QTranslator] = []
    sources = (("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)), ("rookdesk", str(folder)))
    for name, where in sources:
        translator = QTranslator(app)
        if translator.load(locale, name, "_", where):
            app.installTranslator(translator)
            installed.append(translator)
    return installed
