"""The viewer's hand is sorted by suit then strength, trump and the Rook last."""

from __future__ import annotations

from rookdesk.engine.presets import preset
from rookdesk.ui.table.sorting import hand_order_key


def ordered(ids, rules, trump_known=False, trump=None):
    return sorted(ids, key=lambda c: hand_order_key(c, rules, trump_known, trump))


def test_suits_alternate_and_ranks_rise_with_the_one_high():
    rules = preset("partners-cutthroat")   # the 1 ranks above the 14
    hand = ["1B", "5R", "14B", "ROOK", "9G", "7Y", "10R"]
    assert ordered(hand, rules) == ["14B", "1B", "5R", "10R", "9G", "7Y", "ROOK"]


def test_trump_goes_last_with_the_rook_at_its_end():
    rules = preset("partners-cutthroat")
    hand = ["1B", "5R", "14B", "ROOK", "9G", "7Y", "10R"]
    assert ordered(hand, rules, True, "R") == ["14B", "1B", "9G", "7Y", "5R", "10R", "ROOK"]
    # No trump: the Rook is the only trump and ends the hand.
    assert ordered(hand, rules, True, None)[-1] == "ROOK"


def test_standard_deck_order_and_the_joker():
    rules = preset("two-hand-standard")
    hand = ["AS", "4H", "KD", "ROOK", "10C", "JS"]
    assert ordered(hand, rules) == ["JS", "AS", "4H", "10C", "KD", "ROOK"]
    assert ordered(hand, rules, True, "H") == ["JS", "AS", "10C", "KD", "4H", "ROOK"]


def test_anonymous_keys_are_not_cards():
    assert hand_order_key("?7", preset("partners-cutthroat"), False, None) is None
