"""When the bidding side wins with fewer points, the game-over card says why.

Found in a play test: "North wins the game! Final score: South: 85, North: 55." looked like a wrong
result; the rule (the bidder's side wins when it reaches the target) was nowhere on screen.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from rookdesk.engine.events import GameEnded
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import RuleSet
from rookdesk.ui.panels.game_over import GameOverPanel
from rookdesk.ui.result_overlay import ResultOverlay

def game_over_on_table(qtbot, event: GameEnded, rules: RuleSet,
                       names: tuple[str, ...]) -> tuple[QWidget, GameOverPanel, ResultOverlay]:
    """The game-over card shown for ``event`` on a 1000x600 table."""
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1000, 600)
    table.show()
    overlay = ResultOverlay(table)
    panel = GameOverPanel()
    overlay.add_page(panel)
    panel.show_result(event, rules, names)
    overlay.show_page(panel)
    qtbot.wait(20)
    return table, panel, overlay


def _shown(qtbot, event: GameEnded, rules_name: str, names: tuple[str, ...]) -> tuple[GameOverPanel, ResultOverlay]:
    _, panel, overlay = game_over_on_table(qtbot, event, preset(rules_name), names)
    return panel, overlay


def test_a_bidder_who_wins_with_fewer_points_is_explained(qtbot) -> None:
    panel, overlay = _shown(qtbot, GameEnded(1, (540, 505)), "two-hand-standard", ("South", "North"))
    assert panel.title.text() == "North wins the game!"
    assert "Final score: South: 540, North: 505." in panel.note.text()
    assert "The bidder wins when they reach 500 points, whatever the other scores." in panel.note.text()
    assert "whatever the other scores" in panel.accessibleDescription()
    assert overlay.width() >= panel.note.sizeHint().width()   # the card is wide enough for the reason


def test_a_tie_won_by_the_bidder_is_explained_too(qtbot) -> None:
    panel, _ = _shown(qtbot, GameEnded(0, (410, 410)), "partners-cutthroat", ("A", "B", "C", "D"))
    assert "The bidder's side wins when it reaches 500 points, whatever the other scores." in panel.note.text()


def test_the_highest_score_winning_needs_no_reason(qtbot) -> None:
    panel, _ = _shown(qtbot, GameEnded(1, (45, 95)), "two-hand-standard", ("South", "North"))
    assert panel.note.text() == "Final score: South: 45, North: 95."


def test_one_person_against_the_computer_is_told_whether_they_won(qtbot) -> None:
    """Round 27: "West & East win the game!" left the one person at the table to work out which side was
    theirs."""
    names = ("Mom", "West", "North", "East")
    rules = preset("partners-cutthroat")
    _, won, _ = game_over_on_table(qtbot, GameEnded(0, (520, 310)), rules, names)
    won.show_result(GameEnded(0, (520, 310)), rules, names, humans=[0])
    assert won.title.text() == "You and North win the game!"
    assert won.note.text() == "Final score: Mom & North: 520, West & East: 310."
    won.show_result(GameEnded(1, (310, 520)), rules, names, humans=[0])
    assert won.title.text() == "West & East win the game!"
    assert won.note.text().splitlines() == ["You and North lose.", "Final score: Mom & North: 310, West & East: 520."]
    two = preset("two-hand-standard")
    won.show_result(GameEnded(1, (45, 95)), two, ("South", "Ann"), humans=[1])
    assert won.title.text() == "You win the game!"
    won.show_result(GameEnded(0, (95, 45)), two, ("South", "Ann"), humans=[1])
    assert won.note.text().splitlines()[0] == "You lose."


def test_hot_seat_and_demo_games_name_the_winner_only(qtbot) -> None:
    names = ("Mom", "West", "North", "East")
    _, panel, _ = game_over_on_table(qtbot, GameEnded(0, (520, 310)), preset("partners-cutthroat"), names)
    for humans in ([], [0, 1], [0, 2]):
        panel.show_result(GameEnded(0, (520, 310)), preset("partners-cutthroat"), names, humans=humans)
        assert panel.title.text() == "Mom & North win the game!"
        assert "lose" not in panel.note.text()
