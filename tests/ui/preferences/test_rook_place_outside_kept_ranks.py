"""A Rook placed below or above every rank the deck keeps stays where the file put it.

Round 31: a file with ``rook_rank`` 3.5 and the ranks 5 to 14 (valid: the bird is then the lowest trump,
docs/rules-notes.md) showed as "between 5 and 6" in the editor and was exported as 5.5, a Rook that beats
the 5. And the range in the message for a Rook out of range spoke of a "rank 15" nobody knows.
"""

from __future__ import annotations

import pytest

from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import RuleError, rules_from_dict
from rookdesk.ui.messages import rule_reason
from rookdesk.ui.preferences.rules_form import RulesForm


@pytest.mark.parametrize("place, shown", [(3.5, "below the 5 (3.5)"), (14.5, "above the 14 (14.5)")])
def test_a_place_outside_the_kept_ranks_survives_the_editor(qtbot, place: float, shown: str) -> None:
    data = PRESETS["kentucky-discard"].to_dict()   # ranks 5 to 14, the 1 high (up to 15)
    data["deck"]["ranks"] = list(range(5, 15))
    data["rook_rank"] = place
    rules = rules_from_dict(data, complete=True)
    form = RulesForm()
    qtbot.addWidget(form)
    form.load(rules)
    combo = form.rook_rank_position
    assert combo.currentText() == shown and combo.currentData() == place
    assert form.rules == rules   # what the form saves and exports


def test_the_range_message_names_the_one_above_the_fourteen() -> None:
    with pytest.raises(RuleError) as refused:
        rules_from_dict({"rook_rank": 20.5})   # the 1 high: 2 to 15
    assert rule_reason(refused.value) == "Must lie between rank 2 and the 1 above the 14 (counted as 15), not 20.5."
    with pytest.raises(RuleError) as refused:
        rules_from_dict({"base": "two-hand-standard", "rook_rank": 20.5})
    assert rule_reason(refused.value) == "Must lie between ranks 2 and 14, not 20.5."


@pytest.mark.parametrize("ranks, place, says", [
    (list(range(5, 15)), 3.5, "as its lowest card, below its 5."),
    (list(range(5, 15)), 14.5, "as its highest card, above its 14."),
    ([1, *range(5, 15)], 14.5, "ranks between its 14 and its 1."),
    ([1, 5, 6, 7, 9, 10, 11, 12, 13, 14], 8.5, "ranks between its 7 and its 9."),
])
def test_the_rules_help_names_the_rook_s_neighbours_among_the_kept_cards(ranks, place, says) -> None:
    from rookdesk.ui.dialogs.rules_help import rook_rank_sentence

    data = PRESETS["kentucky-discard"].to_dict()
    data["deck"]["ranks"], data["rook_rank"] = ranks, place
    data["hand_size"] = (len(ranks) * 4 + 1 - data["nest_size"]) // 4
    data["nest_size"] = len(ranks) * 4 + 1 - 4 * data["hand_size"]
    data["bidding"]["max"] = data["bidding"]["min"]
    sentence = rook_rank_sentence(rules_from_dict(data, complete=True))
    assert sentence.endswith(says), sentence
