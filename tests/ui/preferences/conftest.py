"""Fixtures for the Preferences dialog: a private settings file and rules folder per test."""

from __future__ import annotations

from pathlib import Path

import pytest

from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import SettingsStore
from rookdesk.ui.preferences import PreferencesDialog


class Messages:
    """Stands in for QMessageBox: records what would have been shown."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str]] = []

    def __call__(self, title: str, text: str) -> None:
        self.shown.append((title, text))


@pytest.fixture
def settings_path(tmp_path: Path) -> str:
    return str(tmp_path / "settings.ini")


@pytest.fixture
def library(tmp_path: Path) -> HouseRulesLibrary:
    return HouseRulesLibrary(tmp_path / "rules")


@pytest.fixture
def messages() -> Messages:
    return Messages()


@pytest.fixture
def dialog(qtbot, settings_path: str, library: HouseRulesLibrary, messages: Messages) -> PreferencesDialog:
    dlg = PreferencesDialog(SettingsStore(settings_path), library)
    qtbot.addWidget(dlg)
    dlg.rules_page.show_message = messages
    dlg.rules_page.ask_question = lambda title, text: True
    return dlg
