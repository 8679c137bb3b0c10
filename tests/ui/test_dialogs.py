"""Rules help generated from any rule set; the new-game dialog and remembered choices."""

from __future__ import annotations

import pytest

from rookdesk.engine.presets import PRESET_NAMES, preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.dialogs.new_game import NewGameDialog
from rookdesk.ui.last_game import last_rules, remember, seats_from_settings
from rookdesk.ui.dialogs.rules_help import RulesHelpDialog, describe_rules, rank_ranges


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_rules_help_states_every_rule(qtbot, name):
    """Each section is present and the numbers of the rule set appear in the sentences."""
    rules = preset(name)
    sections = dict(describe_rules(rules))
    assert list(sections) == ["Players and cards", "Deal", "Bidding", "Nest and trump", "Play", "Scoring",
                              "End of the game"]
    text = " ".join(s for sentences in sections.values() for s in sentences)
    for number in (rules.hand_size, rules.bidding.min, rules.bidding.step, rules.bidding.max, rules.target,
                   rules.deck_size, rules.points_available):
        assert str(number) in text
    if rules.draw_pile:
        assert "draw pile" in text and "face-up card" in text
    assert ("no trump" in text.lower())
    if rules.spread:
        assert str(rules.spread) in " ".join(sections["End of the game"])
    dialog = RulesHelpDialog(rules)
    qtbot.addWidget(dialog)
    assert rules.name in dialog.browser.toPlainText()


def test_rank_ranges_reads_like_a_sentence():
    assert rank_ranges([1] + list(range(5, 15)), "rook") == "1 and 5 to 14"
    assert rank_ranges(list(range(4, 15)), "standard") == "4 to A"


def test_new_game_dialog_follows_the_rule_set(qtbot):
    """Seat rows match the players of the chosen rules; the choice carries names and kinds."""
    dialog = NewGameDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.rules_box.setCurrentIndex(PRESET_NAMES.index("two-hand-rook"))
    assert [e.isVisibleTo(dialog) for e in dialog.name_edits[:3]] == [True, True, False]
    assert [e.text() for e in dialog.name_edits[:2]] == ["South", "North"]
    dialog.kind_boxes[1].setCurrentIndex(0)   # Human
    assert "Hot-seat" in dialog.mode.text()
    choice = dialog.choice()
    assert choice.rules == preset("two-hand-rook")
    assert [s.kind for s in choice.seats] == ["human", "human"]
    dialog.rules_box.setCurrentIndex(PRESET_NAMES.index("kentucky-rook"))
    assert len(dialog.choice().seats) == 4


def test_the_kind_of_game_names_a_computer_partner(qtbot):
    """Round 26: with partnerships the dialog said "You play against the computer." though a computer was
    the person's partner as well."""
    dialog = NewGameDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.rules_box.setCurrentIndex(PRESET_NAMES.index("two-hand-rook"))
    dialog.kind_boxes[0].setCurrentIndex(0)   # Human
    dialog.kind_boxes[1].setCurrentIndex(2)   # a computer
    assert dialog.mode.text() == "You play against the computer."
    dialog.rules_box.setCurrentIndex(PRESET_NAMES.index("partners-cutthroat"))
    for seat in (1, 2, 3):
        dialog.kind_boxes[seat].setCurrentIndex(2)
    assert dialog.mode.text().startswith("You play with a computer partner against the computer. ")
    # Round 27: who partners whom, before the deal, with the names as typed.
    assert dialog.mode.text().endswith("Partners sit across the table: South & North against West & East.")
    dialog.name_edits[0].setText("Mom")
    assert dialog.mode.text().endswith("Partners sit across the table: Mom & North against West & East.")


def test_last_choices_are_remembered(tmp_path):
    """Rules and seats of the last game come back on the next start."""
    store = SettingsStore(str(tmp_path / "settings.ini"))
    settings = store.load()
    assert last_rules(settings) is None
    seats = [SeatSetup("Ann", "human"), SeatSetup("Bob", "hard")]
    store.save(remember(settings, preset("two-hand-standard"), seats))
    again = store.load()
    assert last_rules(again) == preset("two-hand-standard")
    assert seats_from_settings(again, 2) == seats
    assert not again.first_run


def test_a_larger_table_next_has_its_computers_play_as_the_last_game_s_did():
    """Round 32: after a two-handed game against Hard, the four-handed one offered West on Hard and
    North and East on Normal; now all three on Hard. Computers of mixed levels, and people, stay as set."""
    hot_seat = remember(AppSettings(), preset("partners-cutthroat"),
                        [SeatSetup("Ann"), SeatSetup("Bob", "easy"), SeatSetup("Cy", "human"), SeatSetup("Dee", "easy")])
    after = remember(hot_seat, preset("two-hand-rook"), [SeatSetup("Ann"), SeatSetup("Bob", "hard")])
    assert [seat.kind for seat in seats_from_settings(after, 4)] == ["human", "hard", "human", "hard"]
    three = rules_from_dict({**preset("partners-cutthroat").to_dict(), "name": "Three", "players": 3,
                             "partnerships": False, "hand_size": 13, "nest_size": 6})
    mixed = remember(AppSettings(), three, [SeatSetup("Ann"), SeatSetup("Bob", "easy"), SeatSetup("Cy", "hard")])
    assert [seat.kind for seat in seats_from_settings(mixed, 4)] == ["human", "easy", "hard", "normal"]
    # Round 34: computers of mixed levels set for the larger table's other seats keep them.
    four = remember(AppSettings(), preset("partners-cutthroat"),
                    [SeatSetup("Ann"), SeatSetup("W", "easy"), SeatSetup("N", "normal"), SeatSetup("E", "hard")])
    two = remember(four, preset("two-hand-rook"), [SeatSetup("Ann"), SeatSetup("Bob", "easy")])
    assert [seat.kind for seat in seats_from_settings(two, 4)] == ["human", "easy", "normal", "hard"]


def test_new_game_dialog_offers_saved_house_rules(qtbot):
    """House rules saved in Preferences are offered after the presets, by name."""
    data = preset("kentucky-rook").to_dict()
    data["name"], data["target"] = "Grandma's Rook", 300
    from rookdesk.engine.rules import rules_from_dict

    house = rules_from_dict(data, complete=True)
    dialog = NewGameDialog(AppSettings(), house_rules=[house])
    qtbot.addWidget(dialog)
    labels = [dialog.rules_box.itemText(i) for i in range(dialog.rules_box.count())]
    assert labels[:len(PRESET_NAMES)] == [preset(n).name for n in PRESET_NAMES]
    assert labels[-1] == "Grandma's Rook (house rules)"
    dialog.rules_box.setCurrentIndex(len(labels) - 1)
    assert dialog.choice().rules == house


def test_bid_panel_offers_only_legal_amounts(qtbot):
    """The amount box starts at the lowest legal bid; an amount off the steps is refused; Pass follows the rules."""
    from rookdesk.ai.player import choice_for
    from rookdesk.engine.game import new_game
    from rookdesk.ui.panels.bid import BidPanel

    game = new_game(preset("two-hand-standard"), seed=1)   # the opener must bid
    panel = BidPanel()
    qtbot.addWidget(panel)
    names = ("South", "North")
    panel.show_choice(choice_for(game), names)
    assert panel.amount.minimum() == 50 and panel.amount.singleStep() == 5 and panel.amount.maximum() == 140
    assert not panel.pass_button.isEnabled() and "must bid" in panel.explain.text()
    panel.amount.setValue(63)
    with qtbot.assertNotEmitted(panel.bidChosen):
        panel.bid_button.click()
    assert "steps of 5" in panel.problem.text()
    panel.amount.setValue(65)
    with qtbot.waitSignal(panel.bidChosen) as blocker:
        panel.bid_button.click()
    assert blocker.args == [65]
    from rookdesk.engine.actions import Bid

    game.apply(Bid(game.to_act, 65))
    panel.show_choice(choice_for(game), names)
    assert panel.amount.minimum() == 70 and panel.pass_button.isEnabled()


def test_alt_and_a_seat_s_number_goes_to_its_name(qtbot):
    """Round 19: the new-game dialog's seat rows had no keys (Preferences > Players has Alt+1 to 6); changing
    seat 4 took six Tabs."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    dialog = NewGameDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.rules_box.setCurrentIndex(PRESET_NAMES.index("partners-cutthroat"))
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    for seat in (4, 2):
        QTest.keyClick(dialog, str(seat), Qt.KeyboardModifier.AltModifier)
        assert dialog.name_edits[seat - 1].hasFocus(), seat


def test_about_names_the_version_once(qapp):
    """Round 24: Help > About gave the version in its heading and again in its first sentence."""
    from rookdesk.ui.dialogs.about import about_text, app_version

    assert about_text().count(app_version()) == 1


def test_the_new_game_dialog_shows_where_the_keyboard_is_when_it_opens(qtbot):
    """Round 24: no focus frame on opening (Qt draws it only after a Tab), so a keyboard player could not see
    that the rule set's box had the keyboard."""
    from PySide6.QtCore import Qt

    dialog = NewGameDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.waitUntil(lambda: dialog.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange))
    assert dialog.focusWidget() is dialog.rules_box


def test_the_rules_text_has_the_keyboard_when_the_window_opens(qtbot):
    """Round 30: the Close button had the focus, so Ctrl+End and the arrows did nothing to the text."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    dialog = RulesHelpDialog(preset("partners-cutthroat"))
    qtbot.addWidget(dialog)
    dialog.resize(400, 300)   # too small for the whole text: there is something to scroll
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(dialog.browser.hasFocus, timeout=2000)
    bar = dialog.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    QTest.keyClick(dialog.browser, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert dialog.browser.textCursor().atEnd()   # at the last line, which is in sight
    assert bar.value() > 0 and dialog.browser.viewport().rect().contains(dialog.browser.cursorRect())
    assert dialog.browser.cursorWidth() == 0   # round 34: no blinking caret in a page that cannot be typed in
    QTest.keyClick(dialog.browser, Qt.Key.Key_Up, Qt.KeyboardModifier.ShiftModifier)
    assert dialog.browser.textCursor().hasSelection()   # still selectable by keyboard
    QTest.keyClick(dialog.browser, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
