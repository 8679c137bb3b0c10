"""Qt's own words that Qt's catalogues leave in English for a language rookdesk speaks.

Where the desktop offers no file dialog of its own (a bare X server, some window managers), Qt
draws one, and it asks for "&Look in:" and "Files of &type:", which Qt's French and Spanish
catalogues (qtbase_fr, qtbase_es in PySide6 6.11) do not translate. Marked here under Qt's own
context, lupdate keeps them in rookdesk's catalogues; Qt asks every installed translator, so the
dialog finds them there. Nothing imports this module: the words are only looked up.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

FILE_DIALOG = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
