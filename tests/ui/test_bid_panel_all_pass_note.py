"""The bid panel does not explain "if everyone passes" under rules where the opener must bid.

Found in a play test with house rules (opener must bid, dealer held to the minimum): the opener read
"If everyone passes, the dealer is held to the minimum of 120." though nobody can pass out the hand,
and Help > Rules rightly leaves that rule out.
"""

from __future__ import annotations

from rookdesk.ai.player import choice_for
from rookdesk.engine.game import new_game
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.ui.panels.bid import BidPanel


def _opener_sees(qtbot, opener_must_bid: bool) -> BidPanel:
    data = preset("partners-cutthroat").to_dict()   # the dealer is held to the minimum if all pass
    data["bidding"] = dict(data["bidding"], opener_must_bid=opener_must_bid)
    game = new_game(rules_from_dict(data, complete=True), seed=1)
    panel = BidPanel()
    qtbot.addWidget(panel)
    panel.resize(900, 130)
    panel.show()
    panel.show_choice(choice_for(game), ("South", "West", "North", "East"))   # the opener: no bid yet
    return panel


def test_no_all_pass_note_when_the_opener_must_bid(qtbot) -> None:
    panel = _opener_sees(qtbot, opener_must_bid=True)
    assert "As the opener you must bid" in panel.explain.text()
    assert "If no one bids" not in panel.explain.text()


def test_the_all_pass_note_stays_when_the_opener_may_pass(qtbot) -> None:
    """Round 17: "If everyone passes" read as the dealer passing too; the rule is that no one else bids."""
    panel = _opener_sees(qtbot, opener_must_bid=False)
    assert "If no one bids, the dealer is held to the minimum of 100." in panel.explain.text()
