"""Play test 33: a spread (a side wins by leading every other by so many points) was not told outside
Preferences and the rules help: the new-game summary and the score badge said only the target, and a game
won by the spread ended "Game over · played to 1000" with nobody near 1000."""

from __future__ import annotations

from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.ui.table_status import TableStatus
from rookdesk.ui.texts import target_text


def _with_spread(spread):
    return rules_from_dict(preset("kentucky-rook").to_dict() | {"target": 1000, "spread": spread}, complete=True)


def test_the_target_names_the_spread_where_there_is_one() -> None:
    assert target_text(_with_spread(None)) == "1000"
    assert target_text(_with_spread(200)) == "1000 or a lead of 200"


def test_the_score_badge_says_how_a_game_was_won(qapp) -> None:
    rules = _with_spread(200)
    status = TableStatus(rules, ("S", "W", "N", "E"), hand=1, totals=(0, 0))
    assert status.scores_text().splitlines()[0] == "Hand 1 · playing to 1000 or a lead of 200"
    status = TableStatus(rules, ("S", "W", "N", "E"), totals=(330, 100), over=True)
    assert status.scores_text().splitlines()[0] == "Game over · won by a lead of 200 or more"
    status = TableStatus(rules, ("S", "W", "N", "E"), totals=(1010, 900), over=True)
    assert status.scores_text().splitlines()[0] == "Game over · played to 1000"
