"""The keyboard audit of tests/ui/test_accelerators.py in German, Spanish and French.

Shortcuts, accessible names and Tab reach must hold in every language. Accelerator letters come
from the translations; the clashes the catalogues have today are listed below and tolerated, so
that the test catches any new one. Remove an entry when its clash is fixed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.accelerator_audit import audit
from tests.ui.test_accelerators import SCREENS

from .conftest import LANGUAGES
from .test_app_languages import language

# scope -> letters shared in that scope today: only the House rules page (Preferences page 0), whose
# thirty-odd labelled fields and four tabs need more letters than the alphabet has (see
# tests/ui/test_accelerators.py, where English has the same shortage).
TOLERATED = {
    "de": {"preferences page 0": set("abeghsuz"), "preferences page 0, standard deck": set("abeghjsuz")},
    "es": {"preferences page 0": set("abcimnprsx"), "preferences page 0, standard deck": set("abcimnprsx")},
    "fr": {"preferences page 0": set("eijlmoprtx"), "preferences page 0, standard deck": set("eijlmoprtx")},
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_keyboard_audit_in_each_language(qapp, qm_folder: Path, tmp_path: Path, lang: str) -> None:
    with language(lang, qm_folder):
        found = audit(tmp_path)
    assert found.screens == SCREENS
    assert list(found.shortcuts) == []
    assert list(found.problems) == []
    tolerated = TOLERATED[lang]
    new = [str(c) for c in found.clashes if c.letter not in tolerated.get(c.scope, set())]
    assert new == [], "accelerator clashes not seen before"
