"""Play test round 16: the house rules page's Start from list shows its entry whole at the dialog's own
size (the buttons go under it where the line has no room for both); in German "In Gebrauch: Turnier-Rook (Kentucky-Ablage)" lost its ")"."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

from rookdesk.engine.presets import preset
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.preferences import PreferencesDialog

from .test_app_languages import language

SIZES = [(784, 552), (1040, 700), (1400, 800)]   # the smallest screen's room, the dialog's usual size, wider


@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
def test_every_start_from_entry_fits_the_list_at_the_dialog_s_size(qtbot, qm_folder: Path, tmp_path: Path,
                                                                  lang: str) -> None:
    store = SettingsStore(str(tmp_path / "settings.ini"))
    store.save(AppSettings(first_run=False, last_rules=preset("kentucky-discard").to_dict()))
    with language(lang, qm_folder):
        dialog = PreferencesDialog(store, HouseRulesLibrary(tmp_path / "rules"))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        combo = dialog.rules_page.start_combo
        for size, i in itertools.product(SIZES, range(combo.count())):
            dialog.resize(*size)
            QApplication.processEvents()
            combo.setCurrentIndex(i)
            text = combo.itemText(i)
            option = QStyleOptionComboBox()
            combo.initStyleOption(option)
            room = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                                QStyle.SubControl.SC_ComboBoxEditField, combo).width()
            assert combo.fontMetrics().horizontalAdvance(text) <= room, (lang, size, text, combo.width(), room)
