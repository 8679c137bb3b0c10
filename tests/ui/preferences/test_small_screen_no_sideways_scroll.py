"""On the smallest supported screen (800x600) the Preferences dialog gets about 780x560: every page
must fit that width, in English and in German (the longest translation), so nothing needs sideways
scrolling. Scrolling down the house-rules form is fine."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QScrollArea, QWidget

from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.i18n import install_translators, remove_translators
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.dialog import preferences_size

SMALL = (780, 560)
DEFAULT = (1040, 760)


@pytest.fixture(params=["en", "de"])
def lang(request) -> Iterator[str]:
    """English, or the real German catalogue (translations/rookdesk_de.qm, built by `make translations`)."""
    app = QApplication.instance()
    locale = QLocale()
    translators = install_translators(app, request.param) if request.param != "en" else []
    assert request.param == "en" or len(translators) == 2, "the German catalogue is missing (make translations)"
    yield request.param
    remove_translators(app, translators)
    QLocale.setDefault(locale)


def open_dialog(qtbot, tmp_path: Path, size: tuple[int, int] | None) -> PreferencesDialog:
    """The dialog at ``size``, or (None) at its usual size on a screen with room for it."""
    store = SettingsStore(str(tmp_path / "settings.ini"))
    store.save(AppSettings(first_run=False))
    dialog = PreferencesDialog(store, HouseRulesLibrary(tmp_path / "rules"))
    qtbot.addWidget(dialog)
    if size is None:
        dialog.resize(preferences_size(None, dialog.sizeHint().width()))
    else:
        dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def clip_of(widget: QWidget, page: QWidget) -> QWidget:
    """What shows ``widget``: the viewport of the scroll area it lives in, else the page."""
    parent = widget.parentWidget()
    while parent is not None and parent is not page:
        area = parent.parentWidget()
        if isinstance(area, QAbstractScrollArea) and area.viewport() is parent:
            return parent
        parent = parent.parentWidget()
    return page


def cut_off(page: QWidget) -> list[str]:
    """Visible widgets whose right edge lies beyond what shows them (reached only by scrolling sideways)."""
    found = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisible() or widget.width() == 0:
            continue
        clip = clip_of(widget, page)
        right = widget.mapTo(clip, QPoint(widget.width(), 0)).x()
        if right > clip.width():
            name = widget.accessibleName() or getattr(widget, "text", lambda: "")() or widget.objectName()
            found.append(f"{type(widget).__name__} {name!r}: right edge {right} > {clip.width()}")
    return found


def settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(10)


def test_every_page_fits_780x560_without_sideways_scrolling(qtbot, tmp_path, lang: str) -> None:
    dialog = open_dialog(qtbot, tmp_path, SMALL)
    settle(qtbot)
    assert dialog.width() <= SMALL[0], f"a page forces the dialog to {dialog.width()} px ({lang})"
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        settle(qtbot)
        page = dialog.tabs.widget(index)
        title = dialog.tabs.tabText(index)
        for area in page.findChildren(QScrollArea):
            if area.isVisible():
                assert not area.horizontalScrollBar().isVisible(), f"{title} scrolls sideways ({lang})"
                assert area.widget().width() <= area.viewport().width(), title
        assert cut_off(page) == [], f"{title} ({lang})"


def test_the_house_rules_form_scrolls_down_through_every_section_at_780x560(qtbot, tmp_path, lang: str) -> None:
    dialog = open_dialog(qtbot, tmp_path, SMALL)
    settle(qtbot)
    page = dialog.rules_page
    bar = page.scroll.verticalScrollBar()
    assert bar.isVisible() and bar.maximum() > 0
    # Every control of the form is reachable: scrolled into view, it lies inside the viewport.
    for control in (page.form.name_edit, page.form.rook_rank_position, page.form.spread_spin,
                    page.form.set_combo, page.form.opponents_box):
        page.scroll.ensureWidgetVisible(control)
        settle(qtbot)
        top_left = control.mapTo(page.scroll.viewport(), QPoint(0, 0))
        assert 0 <= top_left.x() and top_left.x() + control.width() <= page.scroll.viewport().width()
        assert 0 <= top_left.y() and top_left.y() + control.height() <= page.scroll.viewport().height()


def test_the_default_size_keeps_the_two_columns_and_the_buttons_beside_the_combo(qtbot, tmp_path, lang: str) -> None:
    dialog = open_dialog(qtbot, tmp_path, None)
    settle(qtbot)
    page, form = dialog.rules_page, dialog.rules_page.form
    assert not page.scroll.horizontalScrollBar().isVisible()
    # Deck (left column) and Nest & trump (right column) start on the same line, side by side.
    deck, nest = form.style_combo, form.trump_named_combo
    assert deck.mapTo(form, QPoint(0, 0)).x() < nest.mapTo(form, QPoint(0, 0)).x()
    assert abs(deck.mapTo(form, QPoint(0, 0)).y() - nest.mapTo(form, QPoint(0, 0)).y()) < deck.height()
    # The library buttons sit on the Start-from line.
    combo, save = page.start_combo, page.save_button
    assert abs(combo.mapTo(page, QPoint(0, 0)).y() - save.mapTo(page, QPoint(0, 0)).y()) < combo.height()


def test_edits_and_a_rule_error_keep_the_small_page_within_its_width(qtbot, tmp_path, lang: str) -> None:
    """The "(changed)" mark and an error line appear after edits: they must not push the page wider."""
    dialog = open_dialog(qtbot, tmp_path, SMALL)
    page, form = dialog.rules_page, dialog.rules_page.form
    form.hand_spin.setValue(form.hand_spin.value() + 1)   # the deal no longer adds up: an error shows
    form.style_combo.setCurrentIndex(form.style_combo.findData("standard"))
    settle(qtbot)
    assert not page.changed_label.isHidden() and form.error is not None
    assert dialog.width() <= SMALL[0]
    assert not page.scroll.horizontalScrollBar().isVisible()
    assert cut_off(page) == [], lang


def test_the_first_edit_does_not_move_the_library_buttons(qtbot, tmp_path, lang: str) -> None:
    """The "(changed)" mark keeps its room while hidden: showing it must not send the buttons below."""
    dialog = open_dialog(qtbot, tmp_path, DEFAULT)
    page, form = dialog.rules_page, dialog.rules_page.form
    for width in range(780, 1101, 20):
        dialog.resize(width, DEFAULT[1])
        settle(qtbot)
        before = page.top_row.stacked
        form.target_spin.setValue(form.target_spin.value() + form.target_spin.singleStep())
        settle(qtbot)
        assert not page.changed_label.isHidden()
        assert page.top_row.stacked == before, width
        form.target_spin.setValue(form.target_spin.value() - form.target_spin.singleStep())
        settle(qtbot)
        assert page.changed_label.isHidden()
