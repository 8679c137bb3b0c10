"""Leaving the bid box on a number that is no bid keeps that number and says why it is none.

Round 31: 70 typed (bids from 80), Enter said "70 is too low…"; Tab then showed 80 in the box while the
message stayed, and Bid refused the 70 no longer in sight.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from .test_seat_names_summary_and_typed_bids import _bid_panel, _type


def test_tab_after_a_refused_amount_keeps_it_in_sight_with_its_reason(qtbot) -> None:
    panel, _game = _bid_panel(qtbot)   # bids 50 to 140
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    _type(qtbot, panel, "30")
    qtbot.keyClick(panel.amount, Qt.Key.Key_Return)
    said = panel.problem.text()
    assert "30 is too low" in said
    qtbot.keyClick(panel.amount, Qt.Key.Key_Tab)
    assert not panel.amount.hasFocus()
    assert panel.amount.lineEdit().text() == "30" and panel.problem.isVisible() and panel.problem.text() == said
    with qtbot.assertNotEmitted(panel.bidChosen):
        panel.bid_button.click()   # what Bid refuses is what the box shows
    assert panel.problem.text() == said


def test_leaving_the_box_on_an_amount_off_the_steps_says_so_at_once(qtbot) -> None:
    panel, _game = _bid_panel(qtbot)
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    _type(qtbot, panel, "123")
    assert panel.problem.isHidden()
    qtbot.keyClick(panel.amount, Qt.Key.Key_Tab)
    assert panel.amount.lineEdit().text() == "123"
    assert panel.problem.isVisible() and "123 is not a bid" in panel.problem.text()
    assert panel.bid_button.hasFocus()   # the keyboard stays where the person took it


def test_leaving_the_box_on_a_legal_amount_says_nothing(qtbot) -> None:
    panel, _game = _bid_panel(qtbot)
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    _type(qtbot, panel, "125")
    qtbot.keyClick(panel.amount, Qt.Key.Key_Tab)
    assert panel.amount.lineEdit().text() == "125" and panel.problem.isHidden()
    with qtbot.waitSignal(panel.bidChosen) as blocker:
        panel.bid_button.click()
    assert blocker.args == [125]


def test_the_arrows_step_from_a_typed_number_to_the_legal_bids_beside_it(qtbot) -> None:
    """Round 31: 83 typed (steps of 5) and Up gave 88; from a typed 125 (bids to 120) Up went back to the box's
    old value while "125 is too high" stayed."""
    panel, _game = _bid_panel(qtbot)   # bids 50 to 140 in steps of 5
    panel.activateWindow()
    qtbot.waitUntil(panel.isActiveWindow)
    for typed, key, expected in (("83", Qt.Key.Key_Up, 85), ("83", Qt.Key.Key_Down, 80), ("85", Qt.Key.Key_Up, 90),
                                 ("30", Qt.Key.Key_Up, 50), ("30", Qt.Key.Key_Down, 50),
                                 ("150", Qt.Key.Key_Down, 140), ("150", Qt.Key.Key_Up, 140)):
        _type(qtbot, panel, typed)
        qtbot.keyClick(panel.amount, Qt.Key.Key_Return)   # refused, or bid: either way the box is set again
        _type(qtbot, panel, typed)
        if typed != "85":
            qtbot.keyClick(panel.amount, Qt.Key.Key_Tab)   # the reason stays beside the typed number
            assert panel.problem.isVisible()
            panel.amount.setFocus()
        qtbot.keyClick(panel.amount, key)
        assert panel.amount.lineEdit().text() == str(expected), (typed, key)
        assert panel.problem.isHidden(), (typed, key)   # no reason left about a number no longer there
        with qtbot.waitSignal(panel.bidChosen) as blocker:
            panel.bid_button.click()
        assert blocker.args == [expected]
