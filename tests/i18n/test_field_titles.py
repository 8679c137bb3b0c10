"""Play test round 14: a French refusal read "Cartes par main  : ..." (the label's space before its colon
stayed in the field's title)."""

from __future__ import annotations

import pytest

from rookdesk.ui.preferences.rules_form import RulesForm, plain

from .test_app_languages import language


def test_plain_drops_the_mnemonic_and_the_colon_with_the_space_before_it() -> None:
    assert plain("Cards in each &hand:") == "Cards in each hand"
    assert plain("Cartes par &main :") == "Cartes par main"
    assert plain("Cartes par main\u00a0:") == "Cartes par main"
    assert plain("Black && white:") == "Black & white"


@pytest.mark.parametrize("lang", ["en", "de", "es", "fr"])
def test_field_titles_have_no_colon_or_space_at_their_end(qtbot, qm_folder, lang) -> None:
    with language(lang, qm_folder):
        form = RulesForm()
        qtbot.addWidget(form)
        titles = [field.title for field in form._fields.values()]
    assert titles and all(t == t.strip() and not t.endswith(":") and "  " not in t for t in titles), titles
