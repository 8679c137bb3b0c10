"""The viewer's hand is sorted by suit then strength, trump and the Rook last."""

from __future__ import annotations

from rookdesk.engine.cards import parse_card
from rookdesk.engine.presets import PRESETS, preset
from rookdesk.engine.tricks import TRUMP, trick_rules
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
    # This preset ranks the joker as the lowest trump: it leads the trump group.
    assert ordered(hand, rules, True, "H") == ["JS", "AS", "10C", "KD", "ROOK", "4H"]


def test_the_rook_sits_where_the_rule_set_ranks_it():
    hand = ["13R", "ROOK", "11R", "10R", "5R", "14R"]
    assert ordered(hand, preset("kentucky-rook"), True, "R")[-1] == "ROOK"          # highest
    assert ordered(hand, preset("partners-cutthroat"), True, "R") == ["5R", "10R", "ROOK", "11R", "13R", "14R"]  # 10.5
    assert ordered(hand + ["1R"], preset("partners-cutthroat"), True, "R")[-1] == "1R"


def test_trump_order_follows_the_engine_in_every_preset():
    """Left to right, each trump beats the one before it on a trump lead, whatever the preset and trump."""
    for name, rules in PRESETS.items():
        cards = rules.cards()
        for trump in sorted({c.suit for c in cards if c.suit is not None}):
            table = trick_rules(rules, trump)
            trumps = [c for c in cards if table.effective_suit(c) == TRUMP]
            shuffled = [c.id for c in reversed(trumps)]
            hand = [parse_card(k) for k in ordered(shuffled, rules, True, trump)]
            for weaker, stronger in zip(hand, hand[1:]):
                assert table.winner_index([weaker, stronger]) == 1, (name, trump, weaker, stronger)


def test_anonymous_keys_are_not_cards():
    assert hand_order_key("?7", preset("partners-cutthroat"), False, None) is None
