"""Suits inside sentences and card names are written as the language writes them there.

Round 20 (French): "Vous devez fournir : jouez Jaune", "Ouest joue 11 Vert", "annonce Jaune comme atout"
read like names; French and Spanish write colours and suits in lower case there. The buttons and the
"Trump: ..." line keep their capitals.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rookdesk.engine.cards import parse_card
from rookdesk.engine.errors import IllegalAction
from rookdesk.ui.texts import card_name, illegal_reason, suit_name, suit_word

from .test_app_languages import language


@pytest.mark.parametrize("lang, card, named, button", [
    # Round 26: "6 de cœur, Valet de cœur, 9 de trèfle": a face card in lower case, as the others are.
    # Round 33: with its article, as a sentence names a card ("Marie joue 1 rouge" read as a telegram).
    ("fr", "11G", "le 11 vert", "Vert"), ("fr", "QD", "la dame de carreau", "Carreau"),
    ("fr", "7H", "le 7 de cœur", "Cœur"), ("fr", "AS", "l’as de pique", "Pique"),
    ("es", "11G", "el 11 verde", "Verde"), ("es", "QD", "la reina de diamantes", "Diamantes"),
    ("es", "7H", "el 7 de corazones", "Corazones"),
    ("de", "11G", "Grün 11", "Grün"), ("en", "11G", "Green 11", "Green"),
])
def test_card_names_and_buttons(qapp, qm_folder: Path, lang: str, card: str, named: str, button: str) -> None:
    with language(lang, qm_folder):
        parsed = parse_card(card)
        assert card_name(parsed, "rook" if parsed.suit in "BGRY" else "standard") == named
        assert suit_name(parsed.suit) == button


def test_the_follow_suit_refusal_in_french(qapp, qm_folder: Path) -> None:
    with language("fr", qm_folder):
        error = IllegalAction("", "must_follow_suit", suit="Y", or_rook=False)
        assert "jouez jaune" in illegal_reason(error).lower() and "Jaune" not in illegal_reason(error)
        assert suit_word("Y") == "jaune" and suit_word(None) == "sans-atout"
