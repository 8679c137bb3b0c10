"""Play test 15: typing a bid above the highest (1-5-0 with bids up to 140) dropped the last digit and then
refused "15" as too low. The 150 stays in the box and the panel says it is above the highest bid."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rookdesk.ai.player import choice_for
from rookdesk.engine.game import new_game
from rookdesk.engine.presets import preset
from rookdesk.ui.panels.bid import BidPanel


def bid_panel(qtbot) -> BidPanel:
    game = new_game(preset("two-hand-standard"), seed=1)   # bids 50 to 140 in steps of 5
    panel = BidPanel()
    qtbot.addWidget(panel)
    panel.resize(900, 130)
    panel.show()
    panel.show_choice(choice_for(game), ("South", "North"))
    return panel


def type_amount(qtbot, panel: BidPanel, text: str) -> None:
    panel.amount.setFocus()
    panel.amount.selectAll()
    qtbot.keyClicks(panel.amount.lineEdit(), text)


def test_an_amount_above_the_highest_bid_is_kept_and_refused_as_too_high(qtbot) -> None:
    panel = bid_panel(qtbot)
    type_amount(qtbot, panel, "150")
    assert panel.amount.lineEdit().text() == "150"   # was "15": Qt dropped the keystroke
    with qtbot.assertNotEmitted(panel.bidChosen):
        qtbot.keyClick(panel.amount, Qt.Key.Key_Return)
    assert panel.problem.isVisible()
    assert panel.problem.text() == "150 is too high: the largest bid is 140."
    assert panel.amount.lineEdit().text() == "150"   # left for correction
    type_amount(qtbot, panel, "140")
    assert panel.problem.isHidden()
    with qtbot.waitSignal(panel.bidChosen) as blocker:
        qtbot.keyClick(panel.amount, Qt.Key.Key_Return)   # Enter still bids
    assert blocker.args == [140]


def test_a_long_number_is_refused_as_too_high_with_the_mouse_too(qtbot) -> None:
    panel = bid_panel(qtbot)
    type_amount(qtbot, panel, "1000")
    with qtbot.assertNotEmitted(panel.bidChosen):
        panel.bid_button.click()
    assert panel.problem.text() == "1000 is too high: the largest bid is 140."


def test_letters_are_still_not_typed(qtbot) -> None:
    panel = bid_panel(qtbot)
    type_amount(qtbot, panel, "9x")
    assert panel.amount.lineEdit().text() == "9"
