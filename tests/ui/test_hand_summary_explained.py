"""Play test 3: the two-handed Rook hand summary shows trick points apart and says why a change doubled."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from rookdesk.engine.events import Dealt, HandEnded, TrickWon
from rookdesk.engine.presets import preset
from rookdesk.ui.panels.summary import HandSummaryPanel


def _texts(panel: HandSummaryPanel) -> list[str]:
    return [label.text() for label in panel.table.findChildren(QLabel) if not label.isHidden()]


def test_trick_points_are_shown_apart_and_doubling_is_explained(qtbot) -> None:
    """South bid 80 and took 72 = 50 card points + 11 tricks × 2; set, so North's 68 counts double."""
    rules = preset("two-hand-rook")
    event = HandEnded(1, 0, 80, (72, 68), (0, 0), (0, 0), False, (0, 136), (0, 136))
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_hand(event, rules, ("South", "North"), False, tricks=(11, 10))
    texts = _texts(panel)
    assert {"Card points", "Tricks", "50", "48", "11 × 2 = 22", "10 × 2 = 20", "Hand total", "+136"} <= set(texts)
    assert "Bonuses" not in texts and "Nest" not in texts   # no such rule in two-handed Rook
    note = panel.note.text()
    assert note.startswith("South took 72 points in this hand against a bid of 80. A set bid scores no points in this hand.")
    assert "doubled: North 68 × 2 = +136" in note


def test_a_plain_hand_needs_no_explanation(qtbot) -> None:
    rules = preset("partners-cutthroat")
    event = HandEnded(2, 1, 120, (90, 60), (20, 0), (30, 0), False, (140, -120), (140, -120))
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_hand(event, rules, ("South", "West", "North", "East"), False)
    texts = _texts(panel)
    assert {"Card points", "Last trick bonus", "Nest"} <= set(texts) and "Tricks" not in texts
    # The side is named once (round 14: "West & East: ... West & East: the bid ...").
    assert panel.note.text() == ("West & East took 60 points in this hand against a bid of 120. "
                                 "The bid of 120 is subtracted from the score.")
    assert "doubled" not in panel.note.text()


def test_tricks_are_counted_per_side_for_the_hand_asked() -> None:
    from rookdesk.ui.panels.summary import tricks_of_hand

    rules = preset("partners-cutthroat")
    events = [Dealt(1, 0, (), (), (), None), TrickWon(1, 0, (), 0),
              Dealt(2, 1, (), (), (), None), TrickWon(1, 0, (), 0), TrickWon(2, 2, (), 0), TrickWon(3, 3, (), 0)]
    assert tricks_of_hand(events, 2, rules) == (2, 1)
    assert tricks_of_hand(events, 1, rules) == (1, 0)


def test_a_made_bid_that_scores_only_the_bid_says_so(qtbot) -> None:
    from rookdesk.engine.rules import rules_from_dict

    rules = rules_from_dict({**preset("two-hand-rook").to_dict(), "made": "bid"}, complete=True)
    event = HandEnded(1, 1, 60, (40, 100), (0, 0), (0, 0), True, (40, 60), (40, 60))
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_hand(event, rules, ("South", "North"), False, tricks=(8, 14))
    assert panel.note.text() == ("North took 100 points in this hand against a bid of 60. "
                                 "Under these rules a made bid scores exactly the bid: 60.")


def test_the_bonus_column_says_which_bonus(qtbot) -> None:
    """Play test 7: "Bonuses 20" left people asking what for; one kind of bonus is named."""
    from rookdesk.engine.rules import rules_from_dict

    event = HandEnded(1, 1, 70, (20, 100), (0, 20), (0, 0), True, (20, 120), (20, 120))
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_hand(event, preset("two-hand-standard"), ("South", "North"), False)
    assert "Most tricks bonus" in _texts(panel) and "Bonuses" not in _texts(panel)
    both = rules_from_dict({**preset("two-hand-standard").to_dict(), "bonus": {"most_tricks": 20, "last_trick": 10}},
                           complete=True)
    panel.show_hand(event, both, ("South", "North"), False)
    assert "Bonuses" in _texts(panel)


def test_the_trick_counts_stand_beside_a_most_tricks_bonus(qtbot) -> None:
    """Found in a play test: South got 20 for most tricks, and nothing showed it was 11 tricks to 10."""
    event = HandEnded(1, 1, 70, (55, 65), (20, 0), (0, 0), False, (75, -70), (75, -70))
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_hand(event, preset("two-hand-standard"), ("South", "North"), False, tricks=(11, 10))
    texts = _texts(panel)
    assert {"Tricks", "11", "10", "Most tricks bonus"} <= set(texts)



def test_a_side_s_bonuses_say_what_they_are_made_of(qtbot) -> None:
    """Round 28: house rules with both bonuses showed one "Bonuses" cell of 30, so the family checking its
    new most-tricks bonus could not see it apply."""
    from rookdesk.engine.rules import rules_from_dict

    data = preset("partners-cutthroat").to_dict()
    data["bonus"] = {"most_tricks": 10, "last_trick": 20}
    both = rules_from_dict(data, complete=True)
    names = ("Mom", "West", "North", "East")
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)

    def tips(event: HandEnded, tricks) -> dict[str, str]:
        panel.show_hand(event, both, names, False, tricks=tricks)
        return {label.text(): label.toolTip() for label in panel.table.findChildren(QLabel)
                if not label.isHidden() and label.toolTip()}

    # Mom & North: most tricks and the last one; West & East: neither.
    assert tips(HandEnded(1, 0, 120, (150, 50), (30, 0), (0, 0), True, (180, 50), (180, 50)), (7, 3)) == {
        "30": "Most tricks: 10; last trick: 20", "0": "Most tricks: 0; last trick: 0"}
    # Tricks tied 5 to 5: no most-tricks bonus; West & East took the last trick.
    assert tips(HandEnded(2, 0, 120, (100, 100), (0, 20), (0, 0), False, (-120, 120), (60, 170)), (5, 5)) == {
        "0": "Most tricks: 0; last trick: 0", "20": "Most tricks: 0; last trick: 20"}
    # Round 30: the tip showed only over the digits; the label fills its cell, as wide as its heading.
    panel.show()
    qtbot.waitExposed(panel)
    labels = [label for label in panel.table.findChildren(QLabel) if not label.isHidden()]
    heading = next(label for label in labels if label.text() == "Bonuses")
    bonus_cells = [label for label in labels if label.toolTip()]
    assert bonus_cells and all(cell.width() >= heading.width() for cell in bonus_cells)
    assert all(abs(cell.x() - heading.x()) <= 1 for cell in bonus_cells)
