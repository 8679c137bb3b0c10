"""Qt's own words that Qt's catalogues leave in English for a language rookdesk speaks.

Where the desktop offers no file dialog of its own (a bare X server, some window managers), Qt
draws one, and it asks for "&Look in:" and "Files of &type:", and calls a folder "Folder", which Qt's
French and Spanish catalogues (qtbase_fr, qtbase_es in PySide6 6.11) do not translate. Marked here under Qt's own
context, lupdate keeps them in rookdesk's catalogues; Qt asks every installed translator, so the
dialog finds them there. Nothing imports this module: the words are only looked up.
"""

from PySide6.QtCore import QT_TRANSLATE_NOOP

FILE_DIALOG = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

# The Type column of that dialog's file list, for a folder and a file whose kind is not known.
FILE_KINDS = (
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "%1 File"),
)
