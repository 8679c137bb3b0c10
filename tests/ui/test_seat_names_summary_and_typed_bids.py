"""Play-test findings in the dialogs and panels: seat names, wrapped hints, summary columns, typed bids."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rookdesk.engine.presets import PRESET_NAMES, preset
from rookdesk.storage.settings import AppSettings
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.dialogs.new_game import NewGameDialog
from rookdesk.ui.last_game import remember



def _names(dialog: NewGameDialog) -> list[str]:
    return [dialog.name_edits[i].text() for i in range(len(dialog.choice().seats))]


def _after_two_player_game() -> AppSettings:
    """Settings as a 2-player game with the compass names leaves them."""
    return remember(AppSettings(), preset("two-hand-rook"),
                    [SeatSetup("South", "human"), SeatSetup("North", "normal")])


def test_seats_follow_the_compass_when_the_number_of_seats_changes(qtbot):
    """2 players -> partnership rules: the old "North" of seat 2 becomes "West", and back again."""
    dialog = NewGameDialog(_after_two_player_game(), current=preset("two-hand-rook"))
    qtbot.addWidget(dialog)
    assert _names(dialog) == ["South", "North"]
    dialog.rules_box.setCurrentIndex(PRESET_NAMES.index("partners-cutthroat"))
    assert _names(dialog) == ["South", "West", "North", "East"]
    assert dialog.deal_button.isEnabled() and dialog.name_error.isHidden()
    dialog.rules_box.setCurrentIndex(PRESET_NAMES.index("two-hand-rook"))
    assert _names(dialog) == ["South", "North"]


def test_opening_with_four_seats_after_a_two_player_game_has_no_duplicates(qtbot):
    dialog = NewGameDialog(_after_two_player_game(), current=preset("partners-cutthroat"))
    qtbot.addWidget(dialog)
    assert _names(dialog) == ["South", "West", "North", "East"]


def test_names_people_typed_stay_when_the_rules_change(qtbot):
    dialog = NewGameDialog(AppSettings(), current=preset("two-hand-rook"))
    qtbot.addWidget(dialog)
    dialog.name_edits[1].clear()
    qtbot.keyClicks(dialog.name_edits[1], "Wendy")
    dialog.rules_box.setCurrentIndex(PRESET_NAMES.index("partners-cutthroat"))
    assert _names(dialog) == ["South", "Wendy", "North", "East"]
    remembered = remember(AppSettings(), preset("two-hand-rook"), [SeatSetup("Sam"), SeatSetup("Wendy", "human")])
    dialog = NewGameDialog(remembered, current=preset("partners-cutthroat"))
    qtbot.addWidget(dialog)
    assert _names(dialog) == ["Sam", "Wendy", "North", "East"]


def test_duplicate_or_empty_names_are_refused(qtbot):
    """A repeated name (ignoring case and spaces) or an empty one is explained and Deal stays off."""
    dialog = NewGameDialog(AppSettings(), current=preset("partners-cutthroat"))
    qtbot.addWidget(dialog)
    dialog.show()
    edit = dialog.name_edits[1]
    edit.clear()
    qtbot.keyClicks(edit, " north ")
    assert not dialog.deal_button.isEnabled()
    assert dialog.name_error.isVisible()
    assert "Seats 2 and 3" in dialog.name_error.text() and "“North”" in dialog.name_error.text()
    qtbot.keyClick(edit, Qt.Key.Key_Return)   # Enter must not deal either
    assert dialog.isVisible() and dialog.result() == 0
    edit.clear()
    qtbot.keyClicks(edit, "  ")
    assert not dialog.deal_button.isEnabled() and "Seat 2 needs a name" in dialog.name_error.text()
    edit.clear()
    qtbot.keyClicks(edit, "Wendy")
    assert dialog.deal_button.isEnabled() and dialog.name_error.isHidden()
    assert [s.name for s in dialog.choice().seats] == ["South", "Wendy", "North", "East"]


def test_hot_seat_hint_does_not_squeeze_the_seat_rows(qtbot):
    """Two humans: the hint wraps to two lines and the dialog grows instead of shrinking the rows."""
    dialog = NewGameDialog(AppSettings(), current=preset("two-hand-standard"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    normal = dialog.name_edits[0].sizeHint().height()
    assert dialog.name_edits[0].height() >= normal
    dialog.kind_boxes[1].setCurrentIndex(0)   # Human
    qtbot.wait(20)
    assert "Hot-seat" in dialog.mode.text()
    for widget in (*dialog.name_edits[:2], *dialog.kind_boxes[:2]):
        assert widget.height() >= widget.sizeHint().height()
    assert dialog.mode.height() >= dialog.mode.heightForWidth(dialog.mode.width())


def _hand(bidder: int):
    from rookdesk.engine.events import HandEnded

    return HandEnded(1, bidder, 135, (50, 125), (20, 0), (5, 0), False, (75, -135), (75, -135))


def test_hand_summary_columns_fit_long_team_names(qtbot):
    """After a 2-player game's summary, a partnership summary widens the card to "South & North"."""
    from PySide6.QtWidgets import QLabel, QWidget

    from rookdesk.ui.panels.game_over import GameOverPanel
    from rookdesk.ui.panels.summary import HandSummaryPanel
    from rookdesk.ui.result_overlay import ResultOverlay

    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1100, 610)
    table.show()
    overlay = ResultOverlay(table)
    summary = HandSummaryPanel()
    overlay.add_page(summary)
    overlay.add_page(GameOverPanel())
    summary.show_hand(_hand(1), preset("two-hand-rook"), ("South", "North"), False)
    overlay.show_page(summary)
    qtbot.wait(20)
    overlay.hide()
    summary.show_hand(_hand(3), preset("partners-cutthroat"), ("South", "West", "North", "East"), False)
    overlay.show_page(summary)
    qtbot.wait(20)
    labels = [label for label in summary.table.findChildren(QLabel) if label.isVisible()]
    assert {"South & North", "West & East", "Hand total", "Last trick bonus"} <= {label.text() for label in labels}
    for label in labels:
        assert label.width() >= label.sizeHint().width(), label.text()
    table_right = summary.table.geometry().right()
    assert summary.continue_button.geometry().left() > table_right
    assert overlay.geometry().right() <= table.width() and overlay.x() >= 0


def _bid_panel(qtbot):
    from rookdesk.ai.player import choice_for
    from rookdesk.engine.game import new_game
    from rookdesk.ui.panels.bid import BidPanel

    game = new_game(preset("two-hand-standard"), seed=1)   # bids 50 to 140 in steps of 5
    panel = BidPanel()
    qtbot.addWidget(panel)
    panel.resize(900, 130)
    panel.show()
    panel.show_choice(choice_for(game), ("South", "North"))
    return panel, game


def _type(qtbot, panel, text: str) -> None:
    panel.amount.setFocus()
    panel.amount.selectAll()
    qtbot.keyClicks(panel.amount.lineEdit(), text)


def test_a_typed_amount_off_the_steps_is_refused_not_rounded(qtbot):
    """123 + Enter places no bid: the panel says bids go in steps of 5 and keeps 123 for correction."""
    panel, _game = _bid_panel(qtbot)
    _type(qtbot, panel, "123")
    with qtbot.assertNotEmitted(panel.bidChosen):
        qtbot.keyClick(panel.amount, Qt.Key.Key_Return)
    assert panel.problem.isVisible()
    assert panel.problem.text() == "123 is not a bid: bids go up in steps of 5, so bid 120 or 125."
    assert panel.amount.lineEdit().text() == "123"
    with qtbot.assertNotEmitted(panel.bidChosen):
        panel.bid_button.click()   # the mouse path refuses too
    _type(qtbot, panel, "125")
    assert panel.problem.isHidden()   # editing clears the message
    with qtbot.waitSignal(panel.bidChosen) as blocker:
        qtbot.keyClick(panel.amount, Qt.Key.Key_Return)
    assert blocker.args == [125]


def test_an_amount_below_the_minimum_is_refused_not_reset(qtbot):
    """Qt would put a typed 30 back to the last value and bid that; the panel refuses 30 instead."""
    panel, _game = _bid_panel(qtbot)
    panel.amount.stepBy(2)   # 60, with the arrows' keyboard equivalent
    _type(qtbot, panel, "30")
    with qtbot.assertNotEmitted(panel.bidChosen):
        qtbot.keyClick(panel.amount, Qt.Key.Key_Return)
    assert "30 is too low" in panel.problem.text() and "50" in panel.problem.text()
    assert panel.amount.lineEdit().text() == "30"


def test_stepping_with_keys_still_bids_legal_amounts(qtbot):
    panel, _game = _bid_panel(qtbot)
    panel.amount.setFocus()
    qtbot.keyClick(panel.amount, Qt.Key.Key_Up)
    qtbot.keyClick(panel.amount, Qt.Key.Key_Up)
    assert panel.amount.value() == 60 and panel.problem.isHidden()
    with qtbot.waitSignal(panel.bidChosen) as blocker:
        qtbot.keyClick(panel.amount, Qt.Key.Key_Return)
    assert blocker.args == [60]


def test_an_amount_set_by_a_hint_replaces_a_refused_one(qtbot):
    panel, _game = _bid_panel(qtbot)
    _type(qtbot, panel, "123")
    qtbot.keyClick(panel.amount, Qt.Key.Key_Return)
    panel.amount.setValue(125)   # as Game > Hint does
    with qtbot.waitSignal(panel.bidChosen) as blocker:
        panel.bid_button.click()
    assert blocker.args == [125]
