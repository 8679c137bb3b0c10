"""Every dialog fits an 800x600 screen, with its buttons on it, with the default font and with a 15 pt
application font (a large desktop font). Before, Preferences needed 956x615 at 15 pt: the figures line
of House rules and the side-by-side Table page were wider than the screen, the Players page taller,
and OK and Cancel were off the screen. At 1280x900 with the default font nothing changes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QDialogButtonBox, QMessageBox, QWidget

from rookdesk.engine.cards import parse_card
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import rules_from_dict
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.dialogs.about import show_about
from rookdesk.ui.dialogs.last_trick import LastTrickDialog
from rookdesk.ui.dialogs.new_game import NewGameDialog
from rookdesk.ui.dialogs.rules_help import RulesHelpDialog, help_size
from rookdesk.ui.models import LoggedTrick
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.dialog import PREFERENCES_SIZE, preferences_size
from rookdesk.ui.screen_fit import room_in
from rookdesk.ui.statistics_window import STATISTICS_SIZE, StatisticsWindow, statistics_size
from tests.ui.test_statistics_window import filled_statistics

ROOM = room_in(QRect(0, 0, 800, 600))     # what an 800x600 screen leaves a window: 784x552
LARGE = room_in(QRect(0, 0, 1280, 900))
SIX = rules_from_dict({"name": "Six at the table", "players": 6, "partnerships": False, "hand_size": 7,
                       "nest_size": 3})


@pytest.fixture(params=[None, 15], ids=["default-font", "15pt"])
def font(request, qapp) -> Iterator[int | None]:
    """The application font as a desktop with large fonts sets it; the default font is put back after."""
    saved = QFont(qapp.font())
    if request.param is not None:
        large = QFont(saved)
        large.setPointSize(request.param)
        qapp.setFont(large)
    yield request.param
    qapp.setFont(saved)


def settle(qtbot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(5)


def fits(size: QSize, room: QSize = ROOM) -> bool:
    return size.width() <= room.width() and size.height() <= room.height()


def problems(dialog: QWidget, what: str) -> list[str]:
    """What keeps ``dialog`` (already sized to the room) from fitting, with its buttons inside it."""
    found = []
    for name, size in (("minimumSizeHint", dialog.minimumSizeHint()), ("minimumSize", dialog.minimumSize()),
                       ("size", dialog.size())):
        if not fits(size):
            found.append(f"{what}: {name} {size.width()}x{size.height()} > room {ROOM.width()}x{ROOM.height()}")
    inside = dialog.rect()
    for box in dialog.findChildren(QDialogButtonBox):
        for button in box.findChildren(QAbstractButton):
            if button.isVisibleTo(dialog):
                where = QRect(button.mapTo(dialog, QPoint(0, 0)), button.size())
                if not inside.contains(where):
                    found.append(f"{what}: button {button.text()!r} at {where.getRect()} outside {inside.getRect()}")
    return found


def sized(qtbot, dialog: QWidget, size: QSize) -> QWidget:
    """Show ``dialog`` at the size it opens with on an 800x600 screen (it cannot be made smaller than its minimum)."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.resize(size.boundedTo(ROOM))
    settle(qtbot)
    return dialog


def preferences(tmp_path: Path) -> PreferencesDialog:
    store = SettingsStore(str(tmp_path / "settings.ini"))
    store.save(AppSettings(first_run=False))
    return PreferencesDialog(store, HouseRulesLibrary(tmp_path / "rules"))


def test_every_preferences_page_fits_800x600_with_its_buttons(qtbot, tmp_path, font) -> None:
    dialog = sized(qtbot, preferences(tmp_path), preferences_size(ROOM))
    found = []
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        settle(qtbot)
        found += problems(dialog, f"Preferences, {dialog.tabs.tabText(index)!r} ({font or 'default'} pt)")
    assert found == []


def test_the_preferences_pages_scroll_down_and_tab_brings_the_control_into_view(qtbot, tmp_path) -> None:
    saved = QFont(QApplication.font())
    large = QFont(saved)
    large.setPointSize(15)
    QApplication.setFont(large)
    try:
        dialog = sized(qtbot, preferences(tmp_path), preferences_size(ROOM))
        for page in (dialog.players_page, dialog.table_page):
            dialog.tabs.setCurrentWidget(page)
            settle(qtbot)
            bar = page.scroll.verticalScrollBar()
            assert bar.maximum() > 0, f"{type(page).__name__} does not scroll at 15 pt"
            assert not page.scroll.horizontalScrollBar().isVisible()
        # The Table page stacks the preview below the settings rather than being wider than the screen.
        assert dialog.table_page.parts.stacked
        # A control below the fold that takes the focus (Shift+Tab from the buttons) is scrolled into view.
        dialog.tabs.setCurrentWidget(dialog.players_page)
        dialog.activateWindow()
        qtbot.waitActive(dialog)
        page = dialog.players_page
        page.scroll.verticalScrollBar().setValue(0)
        settle(qtbot)
        viewport, box = page.scroll.viewport(), page.undo_check
        assert box.mapTo(viewport, QPoint(0, box.height())).y() > viewport.height(), "already in view"
        box.setFocus()
        settle(qtbot)
        top = box.mapTo(viewport, QPoint(0, 0)).y()
        assert box.hasFocus() and 0 <= top and top + box.height() <= viewport.height()
    finally:
        QApplication.setFont(saved)


def test_the_figures_share_one_line_where_they_fit_and_wrap_where_they_do_not(qtbot, tmp_path) -> None:
    dialog = sized(qtbot, preferences(tmp_path), PREFERENCES_SIZE)
    dialog.resize(PREFERENCES_SIZE)
    settle(qtbot)
    figures = dialog.rules_page.figures
    assert figures.lines == (3,)
    deck, deal = dialog.rules_page.deck_label, dialog.rules_page.deal_label
    assert deck.y() == deal.y()
    assert figures.lines_for(figures.width() // 2) in ((2, 1), (1, 2))
    assert figures.lines_for(figures.minimumSizeHint().width()) == (1, 1, 1)


def test_at_1280x900_with_the_default_font_the_sizes_are_as_before() -> None:
    assert preferences_size(LARGE) == PREFERENCES_SIZE == QSize(1040, 760)
    assert statistics_size(LARGE) == STATISTICS_SIZE == QSize(760, 640)
    assert help_size(LARGE) == QSize(620, 680)


def test_statistics_fits_800x600_with_its_close_button(qtbot, tmp_path, font) -> None:
    window = sized(qtbot, StatisticsWindow(filled_statistics(tmp_path / "s.sqlite3")), statistics_size(ROOM))
    assert fits(statistics_size(ROOM))
    assert problems(window, f"Statistics ({font or 'default'} pt)") == []


@pytest.mark.parametrize("rules", [PRESETS["partners-cutthroat"], SIX], ids=["four", "six"])
def test_new_game_fits_800x600_with_its_buttons(qtbot, font, rules) -> None:
    dialog = NewGameDialog(AppSettings(first_run=False), rules)
    dialog.adjustSize()
    assert problems(sized(qtbot, dialog, dialog.size()), f"New game ({font or 'default'} pt)") == []


def test_rules_help_fits_800x600_with_its_button(qtbot, font) -> None:
    dialog = sized(qtbot, RulesHelpDialog(PRESETS["partners-cutthroat"]), help_size(ROOM))
    assert problems(dialog, f"Rules help ({font or 'default'} pt)") == []


@pytest.mark.parametrize("seats", [2, 6])
def test_last_trick_fits_800x600_with_its_button(qtbot, font, seats) -> None:
    cards = ["14R", "5R", "1G", "10B", "13Y", "ROOK"][:seats]
    trick = LoggedTrick(1, 3, tuple((seat, parse_card(card)) for seat, card in enumerate(cards)), 0, 15)
    names = ("South", "West", "North", "East", "Fifth player", "Sixth player")[:seats]
    dialog = LastTrickDialog(trick, names, PRESETS["partners-cutthroat"], CardImageCache())
    assert problems(sized(qtbot, dialog, dialog.sizeHint()), f"Last trick ({font or 'default'} pt)") == []


def test_about_fits_800x600_with_its_button(qtbot, font) -> None:
    found: list[str] = []

    def inspect() -> None:
        box = next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()), None)
        if box is None:
            QTimer.singleShot(10, inspect)
            return
        box.resize(box.size().boundedTo(ROOM))
        QApplication.processEvents()
        found.extend(problems(box, f"About ({font or 'default'} pt)") or ["ok"])
        box.done(QDialog.DialogCode.Accepted)

    QTimer.singleShot(0, inspect)
    show_about(None)
    assert found == ["ok"]
