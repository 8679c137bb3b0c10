"""Play test round 7: in games where everyone plays alone the help spoke of "sides" ("the bidder's side",
"their opponents' points" with one opponent); it speaks of players there, and of sides in partnerships."""

from __future__ import annotations

import re

import pytest

from rookdesk.engine.presets import PRESET_NAMES, preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.ui.dialogs.rules_help import describe_rules


def _text(rules) -> str:
    return " ".join(s for _, sentences in describe_rules(rules) for s in sentences)


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_sides_only_where_there_are_partnerships(name: str) -> None:
    rules = preset(name)
    text = _text(rules)
    assert bool(re.search(r"\bsides?\b", text)) == rules.partnerships, text   # not "set aside"


def test_two_handed_wording() -> None:
    text = _text(preset("two-hand-standard"))
    assert "The player who takes the most tricks scores 20 points (nobody on a tie)." in text
    assert ("The game ends after a hand in which a player reaches 500 points. If the bidder is one of those who "
            "reached it, they win;") in text
    assert "Otherwise the points they took do not count, and the bid is subtracted from their score." in text
    doubled = rules_from_dict({**preset("two-hand-rook").to_dict(), "set": "zero_double_opponents"}, complete=True)
    assert "the opponent's points for the hand are doubled" in _text(doubled)
    nest = rules_from_dict({**preset("two-hand-rook").to_dict(), "nest": {**preset("two-hand-rook").to_dict()["nest"],
                                                                         "points_to": "bidder"}}, complete=True)
    assert "The points of the cards set aside go to the bidder." in _text(nest)
