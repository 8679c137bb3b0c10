"""Wording found in round 19: the rules help's set-and-doubled scoring, the trump panel's note without
no-trump, and the refusal when the joker (or Rook) is the only trump in hand."""

from __future__ import annotations

import pytest

from rookdesk.engine.actions import PlayCard
from rookdesk.engine.cards import parse_card
from rookdesk.engine.errors import IllegalAction
from rookdesk.engine.presets import PRESETS, preset
from rookdesk.engine.rules import rules_from_dict
from tests.engine.test_play import started
from rookdesk.ui.dialogs.rules_help import describe_rules
from rookdesk.ui.texts import illegal_reason


def _scoring(rules) -> list[str]:
    return dict(describe_rules(rules))["Scoring"]


def test_the_opponent_s_points_after_a_set_are_not_undone_by_the_next_line() -> None:
    """Two-handed Rook deck: "Otherwise they score nothing, and the opponent's points for the hand are
    doubled." was followed by "The opponent scores the points they took."."""
    lines = _scoring(preset("two-hand-rook"))
    assert "Otherwise they score nothing, and the opponent's points for the hand are doubled." in lines
    assert lines[-1] == "When the bid is made, the opponent scores the points they took."
    assert "The opponent scores the points they took." not in lines


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_where_the_set_subtracts_the_bid_the_opponents_line_stays_plain(name: str) -> None:
    rules = preset(name)
    lines = _scoring(rules)
    if rules.set == "minus_bid":
        assert not any(line.startswith("When the bid is made") for line in lines)
    else:
        assert lines[-1].startswith("When the bid is made, ")


def test_partnerships_with_a_doubled_set_say_it_of_the_other_side() -> None:
    data = preset("partners-cutthroat").to_dict()
    data["set"] = "zero_double_opponents"
    lines = _scoring(rules_from_dict(data, complete=True))
    assert lines[-1] == "When the bid is made, the other side scores the points it took."


def _refused(game, seat: int, text: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        game.apply(PlayCard(seat, parse_card(text)))
    return info.value


def test_the_rook_as_the_only_trump_is_named_in_the_refusal() -> None:
    """Round 19 (standard deck): holding the joker as the only trump, a player refused a side card read
    "you must play trump while you have it" and did not see that the joker was the trump meant."""
    game = started("G")
    game.apply(PlayCard(1, parse_card("9G")))
    only = _refused(game, 2, "1B")   # seat 2's only green-or-trump card is the Rook
    assert only.code == "must_follow_trump" and only.params["only_rook"] is True
    assert illegal_reason(only, "rook") == "Trump was led, and the Rook is trump: you must play it."
    assert illegal_reason(only, "standard") == "Trump was led, and the joker is trump: you must play it."
    game.apply(PlayCard(2, parse_card("ROOK")))
    other = _refused(game, 3, "5R")  # seat 3 holds green cards as well
    assert other.params["only_rook"] is False
    assert illegal_reason(other, "rook") == "Trump was led: you must play trump while you have any."


def test_the_trump_panel_without_no_trump_says_to_name_a_suit(qtbot) -> None:
    from rookdesk.ai.player import choice_for
    from rookdesk.engine.phases import Phase
    from rookdesk.ui.panels.trump import TrumpPanel
    from tests.ui.accelerator_audit import game_at

    rules = preset("two-hand-rook")
    assert not rules.no_trump
    panel = TrumpPanel()
    qtbot.addWidget(panel)
    panel.show_choice(choice_for(game_at(rules, Phase.TRUMP)), ("South", "North"))
    # A Rook deck's suits are colours, as the rules window says (round 34); a standard deck's are suits.
    assert panel.note.text() == "Name a colour: these rules do not allow playing without trump."
    standard = preset("two-hand-standard")
    assert not standard.no_trump
    panel.show_choice(choice_for(game_at(standard, Phase.TRUMP)), ("South", "North"))
    assert panel.note.text() == "Name a suit: these rules do not allow playing without trump."
