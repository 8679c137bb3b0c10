"""Cards (rules.md, Cards): ids, parsing, decks."""

from __future__ import annotations

import pytest

from rookdesk.engine.cards import ROOK, Card, build_deck, parse_card, rank_label
from rookdesk.engine.presets import PRESETS


@pytest.mark.parametrize("text, rank, suit", [
    ("14R", 14, "R"), ("5G", 5, "G"), ("1B", 1, "B"), ("10H", 10, "H"), ("AS", 14, "S"),
    ("QD", 12, "D"), ("JC", 11, "C"), ("KH", 13, "H"), ("2C", 2, "C"), ("9Y", 9, "Y"),
])
def test_card_ids_parse_to_rank_and_suit(text: str, rank: int, suit: str) -> None:
    """Card ids are the rank then the suit: 14R, 5G, 1B, 10H, AS, QD."""
    card = parse_card(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert card.id == text == str(card)


def test_rook_id_is_rook_in_both_decks() -> None:
    """The Rook/joker is ``ROOK`` in both decks and has neither rank nor suit."""
    assert parse_card("ROOK") is ROOK
    assert ROOK.rank is None and ROOK.suit is None and ROOK.is_rook


@pytest.mark.parametrize("text", ["", "R", "15R", "0B", "1S", "11H", "14S", "AR", "XR", "14", "10X", "01R", " 5R"])
def test_bad_card_ids_are_refused(text: str) -> None:
    """Only the ids of rules.md are cards: Rook deck 1..14 BGRY, standard 2..10 J Q K A SHDC."""
    with pytest.raises(ValueError):
        parse_card(text)


def test_cards_are_interned_values() -> None:
    """A card is a value: the same id gives the same (immutable) card."""
    assert Card(14, "R") is parse_card("14R")
    with pytest.raises(AttributeError):
        parse_card("14R").rank = 3  # type: ignore[misc]


def test_standard_rank_labels() -> None:
    """Standard-deck ranks 11..14 are written J, Q, K, A; the Rook deck writes numbers."""
    assert [rank_label(r, "standard") for r in (10, 11, 12, 13, 14)] == ["10", "J", "Q", "K", "A"]
    assert rank_label(14, "rook") == "14"


def test_deck_order_and_size() -> None:
    """A deck holds every kept rank in each of the four suits, plus the Rook if asked."""
    deck = build_deck("rook", (1, 5, 14), True)
    assert [c.id for c in deck] == ["1B", "5B", "14B", "1G", "5G", "14G", "1R", "5R", "14R", "1Y", "5Y", "14Y", "ROOK"]
    assert len(build_deck("standard", tuple(range(2, 15)), False)) == 52


@pytest.mark.parametrize("name, size", [
    ("two-hand-standard", 45), ("two-hand-rook", 44), ("partners-cutthroat", 45),
    ("kentucky-discard", 41), ("kentucky-rook", 45),
])
def test_preset_decks(name: str, size: int) -> None:
    """Each preset's deck has the size of the preset table, every card once."""
    deck = PRESETS[name].cards()
    assert len(deck) == len(set(deck)) == size == PRESETS[name].deck_size
