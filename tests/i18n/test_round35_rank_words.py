"""Round 35: running text names a rank as the language says it ("4 bis Ass"), the cards' corners keep
their letters ("A")."""

from __future__ import annotations

from pathlib import Path

from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.ui.dialogs.rules_help import rank_ranges, rook_rank_sentence
from rookdesk.ui.texts import rank_text

from .test_app_languages import language


def test_german_prose_names_the_ace_and_the_jack(qapp, qm_folder: Path) -> None:
    rules = preset("two-hand-standard")
    data = rules.to_dict()
    data["rook_rank"] = 10.5
    between = rules_from_dict(data, complete=True)
    assert rank_ranges(rules.deck.ranks, "standard") == "4 to A"   # English keeps the letters
    with language("de", qm_folder):
        assert rank_ranges(rules.deck.ranks, "standard") == "4 bis Ass"
        assert rook_rank_sentence(between) == "Der Joker gehört zur Trumpffarbe und liegt zwischen 10 und Bube."
        assert rank_text(14, "standard") == "A" and rank_text(11, "standard") == "B"   # the corners
        assert rank_ranges([1] + list(range(5, 15)), "rook") == "1 und 5 bis 14"
    with language("fr", qm_folder):
        assert rank_ranges(rules.deck.ranks, "standard") == "4 à A"
