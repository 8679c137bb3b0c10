"""Round 31: "Bartholomew Featherstonehaugh-Smythe" at the table. The trick log's Winner column took the
dock's width, so its Hand column went and trick 10 of one hand ran on into trick 1 of the next; the hand
summary beside the docked score sheet shrank its scores to some 8 px and lost its Total column; the last
trick's window spread its cards unevenly round the name.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtWidgets import QLabel

from rookdesk.engine.cards import parse_card
from rookdesk.engine.events import CardPlayed, Dealt, GameStarted, SeatInfo, TrickWon
from rookdesk.engine.presets import preset
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.hand_separator import HandSeparator
from rookdesk.ui.models import LoggedTrick, TrickLogModel
from rookdesk.ui.result_overlay import MIN_SCORES_POINTS
from rookdesk.ui.texts import short_names
from tests.i18n.test_scores_beside_the_sheet import assert_card_shows_everything

from .test_game_keeper import decide, make_window, short_rules

LONG = "Bartholomew Featherstonehaugh-Smythe"
NAMES = ("South", LONG, "North", "East")


def _play_first_hand(qtbot, window) -> None:
    """The person decides at random until the first hand's summary is up."""
    c = window.controller
    rng = random.Random(2)
    for _ in range(400):
        qtbot.waitUntil(lambda: c._holding or (c.awaiting is not None and c.choice is not None
                                              and c.inputs[c.awaiting].is_human), timeout=20000)
        if c._holding:
            return
        decide(window, rng)


def test_long_names_go_by_their_first_names_in_narrow_places() -> None:
    assert short_names(NAMES) == ("South", "Bartholomew", "North", "East")
    assert short_names(("Anna-Katharina", "Grandma Wilma", "Grandma Wilhelmina")) == (
        "Anna-Katharina", "Grandma Wilma", "Grandma Wilhelmina")   # 16 characters or fewer stay; "Grandma" twice too


def test_the_trick_log_names_by_first_names_and_knows_where_each_hand_begins(qtbot) -> None:
    rules = preset("partners-cutthroat")
    log = TrickLogModel()
    log.on_event(GameStarted(rules, tuple(SeatInfo(n, "human") for n in NAMES), 1, "test"))
    cards = [parse_card(c) for c in ("5G", "7G", "9G", "14G")]
    for hand in (1, 2):
        log.on_event(Dealt(hand, 0, ((),) * 4, (), (), None))
        for number in (1, 2):
            for seat, card in enumerate(cards):
                log.on_event(CardPlayed(seat, card))
            log.on_event(TrickWon(number, 1, tuple(cards), 10))
    assert [log.index(row, 3).data() for row in range(4)] == ["Bartholomew"] * 4
    assert "Bartholomew:\u00a0Green\u00a07" in log.index(0, 2).data().replace(" ", "\u00a0")
    assert [log.starts_hand(row) for row in range(4)] == [True, False, True, False]
    # Hidden first in a narrow dock: a trick's points, then the hand's number (the rule between hands stays).
    assert log.spare_columns() == ((4,), (0,))
    assert isinstance(log.tricks[0], LoggedTrick)


def test_the_summary_beside_the_docked_sheet_stays_readable_and_whole(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.resize(800, 600)
    window.start_game(short_rules("partners-cutthroat", 500),
                      [SeatSetup(NAMES[0]), SeatSetup(LONG, "easy"), SeatSetup("North", "easy"),
                       SeatSetup("East", "easy")], seed=4)
    window.score_dock.show()
    _play_first_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.current_panel() is window.summary_panel)
    qtbot.wait(50)
    panel = window.summary_panel
    texts = [label.text() for label in panel.table.findChildren(QLabel) if label.isVisible()]
    assert "Bartholomew & East" in texts and "Total" in texts
    assert panel.font().pointSizeF() * panel._scale >= MIN_SCORES_POINTS
    assert_card_shows_everything(window)
    tricks = window.score_tabs.widget(2)
    assert isinstance(tricks.itemDelegate(), HandSeparator)


def test_the_last_trick_names_a_long_name_by_its_first_name(qtbot, tmp_path: Path) -> None:
    from rookdesk.ui.dialogs.last_trick import LastTrickDialog

    window = make_window(qtbot, tmp_path)
    cards = [parse_card(c) for c in ("5G", "7G", "9G", "14G")]
    trick = LoggedTrick(1, 1, tuple(enumerate(cards)), 1, 10)
    dialog = LastTrickDialog(trick, NAMES, preset("partners-cutthroat"), window.cache, "classic", parent=window)
    qtbot.addWidget(dialog)
    captions = {label.text(): label.toolTip() for label in dialog.findChildren(QLabel) if label.text() in
                (*NAMES, "Bartholomew")}
    assert captions == {"South": "", "Bartholomew": LONG, "North": "", "East": ""}


def test_both_totals_stay_in_sight_in_the_docked_sheet_of_an_800x600_window(qtbot, tmp_path: Path) -> None:
    """Round 31: "Bartholomew total" and "Anna-Kathari… total" in the Scores tab, the last total cut off."""
    window = make_window(qtbot, tmp_path)
    window.resize(800, 600)
    window.start_game(short_rules("two-hand-standard", 500),
                      [SeatSetup(LONG), SeatSetup("Anna-Katharina von Musterhausen", "easy")], seed=4)
    window.score_dock.show()
    _play_first_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.score_model.rowCount() == 1)
    scores = window.score_tabs.widget(0)
    qtbot.waitUntil(lambda: scores.horizontalHeader().length() <= scores.viewport().width(), timeout=3000)
    last = window.score_model.columnCount() - 1
    assert not scores.isColumnHidden(last) and not scores.isColumnHidden(last - 1)


def test_five_plates_with_long_names_share_the_gaps_between_them(qtbot, tmp_path: Path) -> None:
    """Round 31: five players beside the docked score sheet, "Maximilian" grew over "Anna-Katharina": both
    plates took the whole gap between them for their long names."""
    from rookdesk.engine.phases import Phase
    from rookdesk.engine.rules import rules_from_dict

    data = preset("partners-cutthroat").to_dict()
    data.update(name="Five", players=5, partnerships=False, hand_size=8, nest_size=5)
    window = make_window(qtbot, tmp_path)
    window.resize(760, 640)
    names = [LONG, "Anna-Katharina von Musterhausen", "Maximilian", "Guinevere", "Li"]
    window.start_game(rules_from_dict(data), [SeatSetup(names[0])] + [SeatSetup(n, "easy") for n in names[1:]],
                      seed=3)
    c = window.controller
    rng = random.Random(1)
    for _ in range(400):
        qtbot.waitUntil(lambda: c.awaiting is not None and c.choice is not None and c.inputs[c.awaiting].is_human,
                        timeout=20000)
        if c.choice.view.phase is Phase.PLAY:
            break
        decide(window, rng)
    qtbot.wait(50)
    plates = [plate.mapRectToScene(plate.boundingRect()) for plate in window.scene._plates]
    assert [(i, j) for i in range(5) for j in range(i + 1, 5) if plates[i].intersects(plates[j])] == []


def test_a_panel_title_too_wide_names_players_by_first_names_and_wraps_only_as_a_last_resort(qtbot) -> None:
    from rookdesk.ui.panels.info import InfoPanel

    panel = InfoPanel()
    qtbot.addWidget(panel)
    panel.set_names(NAMES)
    panel.show_text(f"{LONG}, lead a card", "Drag a card to the middle of the table.")
    panel.resize(900, 120)
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.title.text() == f"{LONG}, lead a card" and panel.title.toolTip() == ""
    panel.resize(400, 120)
    qtbot.waitUntil(lambda: panel.title.text() == "Bartholomew, lead a card")
    assert not panel.title.wordWrap() and panel.title.toolTip() == f"{LONG}, lead a card"
    assert panel.title.fontMetrics().horizontalAdvance(panel.title.text()) <= panel.title.contentsRect().width()
    assert panel.accessibleDescription().startswith(f"{LONG}, lead a card")
    panel.resize(150, 160)
    qtbot.waitUntil(panel.title.wordWrap)                  # even the first name's line is too wide: it wraps
    panel.resize(900, 120)
    qtbot.waitUntil(lambda: panel.title.text() == f"{LONG}, lead a card" and not panel.title.wordWrap())


def test_the_panel_under_the_table_beside_the_docked_sheet_keeps_its_title_whole_in_words(qtbot, tmp_path: Path) -> None:
    """Round 32: "Bartholomew Featherstonehaugh-Smythe, your ca" at 800x600 with the score sheet docked."""
    window = make_window(qtbot, tmp_path)
    window.resize(800, 600)
    window.start_game(short_rules("partners-cutthroat", 500),
                      [SeatSetup(LONG), SeatSetup("Wilhelmina Cunningham-Lloyd", "easy"),
                       SeatSetup("Maximilian Oppenheimer", "easy"), SeatSetup("Anastasia Papadopoulou", "easy")],
                      seed=7)
    window.score_dock.show()
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 0 and c.choice is not None, timeout=20000)
    qtbot.wait(50)
    title = window.current_panel().title
    assert title.text().startswith("Bartholomew, ") and LONG not in title.text()
    assert title.fontMetrics().horizontalAdvance(title.text()) <= title.contentsRect().width()
    window.score_dock.hide()
    window.resize(1400, 800)
    qtbot.waitUntil(lambda: title.text().startswith(LONG + ", "))


def _long_names_at_800x600(qtbot, tmp_path: Path, others: tuple[str, ...]):
    """An 800x600 window dealing to LONG and three computers named ``others``, at LONG's first call."""
    window = make_window(qtbot, tmp_path)
    window.resize(800, 600)
    window.start_game(short_rules("partners-cutthroat", 500),
                      [SeatSetup(LONG)] + [SeatSetup(name, "easy") for name in others], seed=7)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 0 and c.choice is not None, timeout=20000)
    return window


def test_the_status_line_fits_its_message_and_whose_turn_it_is_by_first_names(qtbot, tmp_path: Path) -> None:
    """Round 32: a long message ran on under "Bartholomew Featherstonehaugh-Smythe to play a card"."""
    others = ("Wilhelmina Cunningham-Lloyd", "Maximilian Oppenheimer", "Anastasia Papadopoulou")
    window = _long_names_at_800x600(qtbot, tmp_path, others)
    bar, turn = window.statusBar(), window.turn_label
    assert turn.text().startswith(LONG)                   # room enough beside no message
    window.show_message(f"{LONG} wins the bid at 105: {others[0]} and {others[1]} passed.")
    message = bar.currentMessage()
    assert message == "Bartholomew wins the bid at 105: Wilhelmina and Maximilian passed."
    qtbot.wait(20)
    used = bar.fontMetrics().horizontalAdvance(message) + turn.fontMetrics().horizontalAdvance(turn.text())
    assert used <= bar.width() - 40
    assert turn.text().startswith("Bartholomew ") and turn.toolTip().startswith(LONG)
    bar.clearMessage()
    qtbot.waitUntil(lambda: turn.text().startswith(LONG))
    window.show_message("Trump was led: you must play trump.")
    assert bar.currentMessage() == "Trump was led: you must play trump."


def test_a_message_gives_way_to_whose_turn_it_is_when_the_turn_changes_after_it(qtbot, tmp_path: Path) -> None:
    """Round 32: "After that bid: Maximiliana Wolkenst" ran under "Bartholomew to name trump", which came a
    moment after the message."""
    others = ("Maximiliana Wolkenstein-Oberhausen", "Christopher Abernathy-Lowell", "Anastasia Papadopoulou")
    window = _long_names_at_800x600(qtbot, tmp_path, others)
    bar, turn = window.statusBar(), window.turn_label
    turn.clear()
    window.show_until_next_move(f"{LONG} wins the bid at 65: {others[0]} passed.")
    assert bar.currentMessage().startswith(LONG)                   # room enough beside no turn label
    turn.setText(f"{LONG} to name trump")
    message = bar.currentMessage()
    assert message == "Bartholomew wins the bid at 65: Maximiliana passed."
    used = bar.fontMetrics().horizontalAdvance(message) + turn.fontMetrics().horizontalAdvance(turn.text())
    assert used <= bar.width() - 40
    window._drop_message_about_last_move()                         # still known as the message about the move
    assert bar.currentMessage() == ""


def test_the_curtain_s_button_names_a_long_name_by_its_first_name_where_the_whole_does_not_fit(qtbot) -> None:
    """Round 32: "artholomew Featherstonehaugh-Smythe: show m" on the hot-seat curtain beside the docked sheet."""
    from PySide6.QtWidgets import QWidget

    from rookdesk.ui.curtain import Curtain

    table = QWidget()                      # the curtain lies over the table, which sets its size
    qtbot.addWidget(table)
    table.resize(1000, 500)
    table.show()
    qtbot.waitExposed(table)
    curtain = Curtain(table)
    curtain.resize(1000, 500)
    curtain.show_for(LONG)
    assert curtain.button.text() == f"I am {LONG}: show my hand" and curtain.button.toolTip() == ""
    curtain.resize(360, 500)
    qtbot.waitUntil(lambda: curtain.button.text() == "I am Bartholomew: show my hand")
    assert curtain.button.toolTip() == f"I am {LONG}: show my hand"
    assert curtain.button.sizeHint().width() <= 360
    assert curtain.button.accessibleName() == f"Show the hand of {LONG}"
    curtain.resize(1000, 500)
    qtbot.waitUntil(lambda: curtain.button.text() == f"I am {LONG}: show my hand")
