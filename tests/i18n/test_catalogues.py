"""The .ts files: every message translated, every plural form there, placeholders kept, nothing missing."""

from __future__ import annotations

import re

import pytest

from tests.ui.accelerator_audit import mnemonic

from .conftest import CATALOGUES, LANGUAGES, Message, placeholders

# German, Spanish and French each have two plural forms (one; other).
PLURAL_FORMS = {"de": 2, "es": 2, "fr": 2, "en": 2}


def problems_of(messages: list[Message], lang: str) -> list[str]:
    found = []
    for m in messages:
        if not m.live:
            continue
        if m.kind == "unfinished":
            found.append(f"unfinished: {m.where()}")
        elif m.numerus and len([f for f in m.forms if f.strip()]) != PLURAL_FORMS[lang]:
            found.append(f"plural forms missing: {m.where()}")
        elif not all(f.strip() for f in m.forms):
            found.append(f"empty translation: {m.where()}")
    return found


@pytest.mark.parametrize("lang", CATALOGUES)
def test_every_message_is_translated(catalogues, lang: str) -> None:
    assert catalogues[lang], f"rookdesk_{lang}.ts holds no messages"
    assert problems_of(catalogues[lang], lang) == []


@pytest.mark.parametrize("lang", CATALOGUES)
def test_placeholders_survive_translation(catalogues, lang: str) -> None:
    """%1, %2… and %n in the source are all in the translation (and nothing else), in every plural form."""
    wrong = [f"{m.where()} -> {form!r}" for m in catalogues[lang] if m.live for form in m.forms
             if placeholders(form) != placeholders(m.source)]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_counts_are_plural_messages(catalogues, lang: str) -> None:
    """A %n in the source is only replaced by a plural message (tr(text, "", n))."""
    assert [m.where() for m in catalogues[lang] if m.live and "%n" in m.source and not m.numerus] == []


@pytest.mark.parametrize("lang", CATALOGUES)
def test_lupdate_finds_no_new_string(refreshed, lang: str) -> None:
    """lupdate over today's sources adds nothing untranslated: every user-visible string is in the .ts files."""
    assert problems_of(refreshed[lang], lang) == []


def test_english_catalogue_holds_only_and_all_plural_messages(catalogues) -> None:
    plural = {(m.context, m.source, m.comment) for m in catalogues["de"] if m.live and m.numerus}
    english = catalogues["en"]
    assert all(m.numerus for m in english if m.live)
    assert {(m.context, m.source, m.comment) for m in english if m.live} == plural


def test_all_languages_hold_the_same_messages(catalogues) -> None:
    keys = {lang: {(m.context, m.source, m.comment) for m in catalogues[lang] if m.live} for lang in LANGUAGES}
    assert keys["de"] == keys["es"] == keys["fr"]


def test_card_words_are_consistent(catalogues) -> None:
    """The card vocabulary chosen for each language is used for the cards' own names."""
    expected = {
        "de": {"Black": "Schwarz", "Green": "Grün", "Red": "Rot", "Yellow": "Gelb", "Spades": "Pik",
               "Hearts": "Herz", "Diamonds": "Karo", "Clubs": "Kreuz", "Rook": "Rabe", "Nest": "Stock",
               "Trump": "Trumpf", "Trick": "Stich"},
        "es": {"Black": "Negro", "Green": "Verde", "Red": "Rojo", "Yellow": "Amarillo", "Spades": "Picas",
               "Hearts": "Corazones", "Diamonds": "Diamantes", "Clubs": "Tréboles", "Rook": "Cuervo",
               "Nest": "Nido", "Trump": "Triunfo", "Trick": "Baza"},
        "fr": {"Black": "Noir", "Green": "Vert", "Red": "Rouge", "Yellow": "Jaune", "Spades": "Pique",
               "Hearts": "Cœur", "Diamonds": "Carreau", "Clubs": "Trèfle", "Rook": "Corbeau", "Nest": "Talon",
               "Trump": "Atout", "Trick": "Pli"},
    }
    for lang, words in expected.items():
        table = {m.source: m.forms[0] for m in catalogues[lang] if m.live and not m.comment}
        assert {source: table.get(source) for source in words} == words, lang


def test_spanish_bids_are_pujas_not_apuestas(catalogues) -> None:
    """Round 17: "apuesta/apostar" is a stake of money; at a card table's auction (a "subasta") one
    "puja", and the bidder is the "postor"."""
    import re

    betting = re.compile(r"\b(apuest|apost)", re.IGNORECASE)
    found = [f"{m.where()} -> {form!r}" for m in catalogues["es"] if m.live
             for form in m.forms if betting.search(form)]
    assert found == []


def test_spanish_prose_names_the_bidder_one_way(catalogues) -> None:
    """Round 36: running text called the bidder "el postor", "quien tiene la puja más alta" and "quien
    ganó la subasta" by turns, as if three people. The glossary's "quien ganó la subasta" (the bidder's
    side: "el bando que ganó la subasta") is the one form; "Postor" stays as the score sheet's heading."""
    other = re.compile(r"\bpostor\b|quien tiene la puja más alta", re.IGNORECASE)
    found = [f"{m.where()} -> {form!r}" for m in catalogues["es"] if m.live
             for form in m.forms if other.search(form) and form != "Postor"]
    assert found == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_accelerator_letters_are_plain_letters(catalogues, lang: str) -> None:
    """"&Über rookdesk", "&Édition": an accented letter is typed with a dead key, or not at all, on any keyboard
    but the language's own (a French speaker on a Canadian-English one), and Qt matches Alt with the key
    pressed, not a composed letter. Accelerators sit on unaccented letters or digits."""
    accented = [f"{m.where()} -> {m.forms[0]!r}" for m in catalogues[lang] if m.live and m.forms
                and (letter := mnemonic(m.forms[0])) and not (letter.isascii() and letter.isalnum())]
    assert accented == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_face_cards_keep_the_letter_printed_on_them(catalogues, lang: str) -> None:
    """The points table names the face cards by the letters the cards print (round 19: German "B (Bube)"
    beside a "J" box and card; since round 34 the cards print the language's letters, German B, D, K, A)."""
    table = {m.source: m.forms[0] for m in catalogues[lang] if m.live and not m.comment}
    printed = {m.comment.rsplit(" ", 1)[-1]: m.forms[0] for m in catalogues[lang]
               if m.live and m.comment.startswith("the letter printed on")}
    for source, face in (("J (jack)", "jack"), ("Q (queen)", "queen"), ("K (king)", "king"), ("A (ace)", "ace")):
        letter = printed.get(face, source[:1]) or source[:1]   # English: the source letters
        assert table.get(source, source).startswith(letter + " ("), (source, table.get(source), letter)


def test_french_punctuation_keeps_its_space_on_the_line(catalogues) -> None:
    """Round 26: French lines broke between a word and its ";" or ":" ("45 cartes / ; une pioche"): the
    space French puts before ; : ! ? and inside « » is a narrow no-break space, never a plain one."""
    plain = re.compile(r" [;:!?»]|« ")
    wrong = [f"{m.where()} -> {form!r}" for m in catalogues["fr"] if m.live for form in m.forms
             if plain.search(form)]
    assert wrong == []
