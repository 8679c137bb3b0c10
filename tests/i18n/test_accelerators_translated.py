"""The keyboard audit of tests/ui/test_accelerators.py in German, Spanish and French.

Shortcuts, accessible names and Tab reach must hold in every language, and accelerator letters,
which come from the translations, must be unique in each menu and window there too.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.accelerator_audit import audit
from tests.ui.test_accelerators import SCREENS

from .conftest import LANGUAGES
from .test_app_languages import language


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keyboard_audit_in_each_language(qapp, qm_folder: Path, tmp_path: Path, lang: str) -> None:
    with language(lang, qm_folder):
        found = audit(tmp_path)
    assert found.screens == SCREENS
    assert list(found.shortcuts) == []
    assert list(found.problems) == []
    assert [str(c) for c in found.clashes] == []
