"""Play test round 14: what the table shows between and around the moves."""

from __future__ import annotations

import pytest

from rookdesk.engine.events import BidMade, BidWon, CardPlayed, Dealt, Event, Passed
from tests.ui.driver import make_window, play_until, seats, short_rules


def test_the_dealer_stays_marked_through_the_auction_and_the_play(qtbot):
    """The dealer's plate said "deals" only until the first call: nobody could tell who dealt once the
    auction, which starts at the dealer's left, was under way."""
    window = make_window(qtbot)
    seen: list[tuple[str, str]] = []   # (what happened, the dealer's plate note) after the table showed it

    dealer = [0]

    def after_window(event: Event) -> None:
        if isinstance(event, Dealt):
            dealer[0] = event.dealer
        if isinstance(event, (Dealt, BidMade, Passed, BidWon, CardPlayed)):
            own = isinstance(event, (BidMade, Passed)) and event.seat == dealer[0]
            seen.append(("own call" if own else type(event).__name__, window.scene._plates[dealer[0]].detail))

    window.controller.eventShown.connect(after_window)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=3)
    play_until(qtbot, window, hands=1)
    first_hand = seen[:next(i for i, (what, _) in enumerate(seen[1:], 1) if what == "Dealt")]
    own_call = next(i for i, (what, _) in enumerate(first_hand) if what == "own call")
    assert own_call >= 2 and all(note == "dealer" for _, note in first_hand[:own_call]), first_hand
    # Its call does not hide that it dealt (round 14b: "bids 65" alone once the dealer had bid).
    assert first_hand[own_call][1] in ("dealer · passed",) or first_hand[own_call][1].startswith("dealer · bids ")
    won = next(i for i, (what, _) in enumerate(first_hand) if what == "BidWon")
    plays = [note for what, note in first_hand[won + 1:] if what == "CardPlayed"]
    assert plays and (all(note == "dealer" for note in plays) or all(note.startswith("dealer · bid ") for note in plays))


def test_move_texts_name_only_what_everyone_saw() -> None:
    from rookdesk.engine.cards import parse_card
    from rookdesk.engine.events import CardDrawn, Discarded, TrumpNamed
    from rookdesk.engine.presets import preset
    from rookdesk.ui.move_texts import move_text

    names = ("South", "North")
    standard, rook = preset("two-hand-standard"), preset("two-hand-rook")
    c = parse_card
    assert move_text(BidMade(1, 70), rook, names) == "North bids 70."
    assert move_text(Passed(0), rook, names) == "South passes."
    assert move_text(TrumpNamed(1, "R"), rook, names) == "North names Red as trump."
    assert move_text(TrumpNamed(1, None), rook, names) == "North names no trump."
    assert move_text(Discarded(1, (c("14R"), c("5G"), c("ROOK"), c("1B"))), rook, names) == "North sets 4 cards aside."
    assert move_text(CardPlayed(1, c("ROOK")), rook, names) == "North plays the Rook."
    assert move_text(CardPlayed(1, c("AS")), standard, names) == "North plays Ace of Spades."
    assert move_text(CardDrawn(1, c("8H"), "face_up"), standard, names) == "North takes the face-up card, 8 of Hearts."
    # A card from the pile is the taker's secret, in a hot-seat game too.
    assert move_text(CardDrawn(1, c("QS"), "pile"), standard, names) == "North takes the top card of the pile."
    assert move_text(Dealt(1, 0, (), (), (), None), standard, names) == ""


def test_a_computer_s_move_replaces_its_thinking_text_and_its_trump_is_said(qtbot):
    """Round 14: "North is thinking…" stayed up for a second over North's card already on the table, and
    trump named by a computer was said nowhere but in the small badge."""
    from rookdesk.engine.events import CardDrawn, TrumpNamed

    window = make_window(qtbot)
    c = window.controller
    seen: list[tuple[Event, str, str, str]] = []

    def after_window(event: Event) -> None:
        if isinstance(event, (BidMade, Passed, TrumpNamed, CardPlayed, CardDrawn)) and event.seat == 1:
            seen.append((event, window.turn_label.text(), window.info_panel.title.text(),
                         window.statusBar().currentMessage()))

    c.eventShown.connect(after_window)
    thinking_notes: list[tuple[str, str]] = []
    c.turnStarted.connect(lambda seat, choice: seat == 1 and thinking_notes.append(
        (window.info_panel.title.text(), window.info_panel.note.text())))
    window.start_game(short_rules("two-hand-standard", 500), seats(["human", "easy"]), seed=1)   # Bob bids
    play_until(qtbot, window, hands=1)
    assert any(isinstance(e, CardDrawn) for e, *_ in seen)
    for event, turn, title, _ in seen:
        assert "thinking" not in turn and "thinking" not in title, (event, turn, title)
        assert turn == ""
    event, title, message = next((e, title, message) for e, _, title, message in seen if isinstance(e, TrumpNamed))
    suit = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs", None: "no trump"}[event.suit]
    assert title == message and title in (f"Bob names {suit} as trump.", "Bob names no trump.")
    # The computer's next turn comes at once: its thinking panel still says what was named (round 14b).
    assert any(note == title for _, note in thinking_notes), thinking_notes
    rows = window.bid_model.rowCount()
    calls = [window.bid_model.index(r, 2).data() for r in range(rows)]
    assert any(call.startswith("names ") for call in calls)


def test_an_opener_who_must_bid_is_asked_to_bid_not_to_bid_or_pass(qtbot):
    """Round 14: the status bar said "South to bid or pass" while Pass was greyed out for the opener."""
    from rookdesk.engine.actions import Pass
    from rookdesk.engine.phases import Phase

    window = make_window(qtbot)
    c = window.controller
    said: list[tuple[bool, str]] = []

    def after_window(seat: int, choice) -> None:
        if seat == 0 and choice.view.phase is Phase.BIDDING:
            said.append((any(isinstance(a, Pass) for a in choice.actions), window.turn_label.text()))

    c.turnStarted.connect(after_window)
    for seed in range(1, 9):
        window.start_game(short_rules("two-hand-standard", 500), seats(["human", "easy"]), seed=seed)
        qtbot.waitUntil(lambda: c.awaiting is not None, timeout=5000)
        if not all(may_pass for may_pass, _ in said):
            break
    assert (False, "Ann to bid") in said
    assert all(text == ("Ann to bid or pass" if may_pass else "Ann to bid") for may_pass, text in said)


def test_the_new_game_summary_names_the_deck_and_the_draw_pile(qtbot):
    """Round 14: "2 players, everyone for themselves; 45 cards" said nothing of the joker or the draw pile."""
    from rookdesk.storage.settings import AppSettings
    from rookdesk.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(AppSettings(first_run=False))
    qtbot.addWidget(dialog)
    said = {}
    for index in range(dialog.rules_box.count()):
        dialog.rules_box.setCurrentIndex(index)
        # Each line's last two words stay together (round 34: "500." alone on a line).
        assert all("\u00a0" in line for line in dialog.summary.text().splitlines())
        said[dialog.rules.name] = dialog.summary.text().replace("\u00a0", " ")
    assert said["Two-handed Rook (standard deck)"].splitlines()[0] == \
        "2 players; standard deck of 4 to A with a joker, 45 cards; a draw pile; play to 500."
    # Round 30: "Rook deck, 44 cards" left a new player guessing which cards were out, and why a trick
    # of a 6 and a 13 counted 2.
    assert said["Two-handed Rook (Rook deck)"].splitlines() == [
        "2 players; Rook deck of 4 to 14, 44 cards; a draw pile; play to 250.",
        "Bids from 60 to 140 in steps of 5; 140 points in a hand (2 for each trick)."]
    assert said["Partnership cut-throat Rook"] == (
        # Round 33 gave the lead that also wins the game; round 34 leaves out one as large as the target (it
        # wins only past a side's zero: "play to 500 or a lead of 500" read as a mistake). The rules window has it.
        "4 players in two partnerships; Rook deck of 1 and 5 to 14 with the Rook card, 45 cards; play to 500.\n"
        "Bids from 100 to 200 in steps of 5; 200 points in a hand. Bonus: 20 for the last trick.\n"
        "The Rook belongs to the trump suit and ranks between its 10 and its 11.")
    assert said["Two-handed Rook (standard deck)"].splitlines()[2] == \
        "The joker belongs to the trump suit and is its lowest card."


def test_house_rules_that_change_the_bidding_read_differently_from_their_preset(qtbot):
    """Round 28: house rules with a most-tricks bonus were summed up word for word as the preset they came
    from, so a family could not tell which of the two it was about to deal."""
    from rookdesk.engine.presets import preset
    from rookdesk.engine.rules import rules_from_dict
    from rookdesk.storage.settings import AppSettings
    from rookdesk.ui.dialogs.new_game import NewGameDialog

    data = preset("partners-cutthroat").to_dict()
    data["name"], data["bonus"]["most_tricks"], data["bidding"]["max"] = "Miller Family Rook", 10, 210
    family = rules_from_dict(data, complete=True)
    dialog = NewGameDialog(AppSettings(first_run=False))
    qtbot.addWidget(dialog)
    # Round 39: the bonus itself is said as well (it was only in Help > Rules and in the results).
    assert dialog._summary(family).replace("\u00a0", " ").splitlines()[1] == \
        ("Bids from 100 to 210 in steps of 5; 210 points in a hand. "
         "Bonuses: 10 for the most tricks, 20 for the last trick.")
    assert dialog._summary(family) != dialog._summary(preset("partners-cutthroat"))
    data["bonus"]["last_trick"], data["bidding"]["max"] = 0, 190
    only_most = rules_from_dict(data, complete=True)
    assert dialog._summary(only_most).replace("\u00a0", " ").splitlines()[1].endswith(
        "; 190 points in a hand. Bonus: 10 for the most tricks.")


def test_a_field_s_red_frame_is_repainted_away_when_the_error_moves_on(qtbot):
    """Round 14: Minimum bid kept its red frame on screen after the error moved to Maximum bid (the style
    changed, but nothing asked for a repaint)."""
    from PySide6.QtCore import QEvent, QObject

    from rookdesk.engine.presets import preset
    from rookdesk.ui.preferences.rules_form import RulesForm

    form = RulesForm()
    qtbot.addWidget(form)
    form.load(preset("kentucky-rook"))
    form.show()
    qtbot.waitExposed(form)
    form.max_auto_box.setChecked(False)
    form.max_spin.setValue(20)   # on the way to typing 203: below the minimum bid, which is marked
    assert form.error is not None and form.error.key == "bidding.min"
    frame = form._fields["bidding.min"].marked
    qtbot.wait(50)

    class Painted(QObject):
        count = 0

        def eventFilter(self, watched, event):
            if watched is frame and event.type() == QEvent.Type.Paint:
                Painted.count += 1
            return False

    watcher = Painted()
    frame.installEventFilter(watcher)
    form.max_spin.setValue(203)
    assert form.error is not None and form.error.key == "bidding.max"
    assert frame.property("invalid") is False
    qtbot.waitUntil(lambda: Painted.count > 0, timeout=1000)


def test_computers_wait_while_a_dialog_is_open_over_the_table(qtbot):
    """Round 14: behind Preferences or the New game dialog the computers played on, card after card,
    and the person came back to a table that had moved on."""
    window = make_window(qtbot)
    c = window.controller
    window.start_game(short_rules("partners-cutthroat", 500), seats(["easy", "easy", "easy", "easy"]), seed=4)
    qtbot.waitUntil(lambda: c.awaiting is not None, timeout=5000)
    dialog = window.show_preferences()
    moves = len(c.game.events)
    qtbot.wait(600)   # a computer decides in well under that (no pause, 0.05 s to think)
    assert len(c.game.events) == moves and c.awaiting is not None, "a move was made behind the dialog"
    dialog.reject()
    qtbot.waitUntil(lambda: len(c.game.events) > moves, timeout=3000)


@pytest.mark.parametrize("name, kinds", [("two-hand-rook", ("human", "easy")),
                                         ("partners-cutthroat", ("human", "easy", "human", "easy"))])
def test_the_cards_the_nest_brought_are_marked_while_cards_are_set_aside(qtbot, tmp_path, name, kinds):
    """Rounds 14a-c: after taking the nest nobody could tell which cards had come from it. Round 14c: in a
    hot-seat game the table is rebuilt when the curtain lifts, and the band was lost."""
    from rookdesk.engine.events import NestTaken
    from rookdesk.engine.phases import Phase
    from tests.ui.test_game_keeper import make_window as keeper_window
    from tests.ui.test_game_keeper import people, play

    window = keeper_window(qtbot, tmp_path)
    c = window.controller
    curtains: list[Phase] = []
    c.curtainRequested.connect(lambda seat: curtains.append(c.game.phase))
    hot_seat = kinds.count("human") > 1
    for seed in range(1, 40):   # a deal a person wins the bid in (asked behind a curtain, hot-seat)
        curtains.clear()
        window.start_game(short_rules(name, 500), people(*kinds), seed=seed)
        play(qtbot, window, lambda: c.game.phase is Phase.DISCARD or c.game.hand_number > 1)
        if c.game.phase is Phase.DISCARD and (not hot_seat or Phase.DISCARD in curtains):
            break
    bidder = c.game.bidder
    assert c.game.phase is Phase.DISCARD and c.awaiting == bidder and c.inputs[bidder].is_human
    nest = {card.id for e in c.game.events if isinstance(e, NestTaken) for card in e.cards}
    items = window.scene._items
    marked = {key for key, item in items.items() if item.banded}
    assert marked == nest and len(nest) == c.rules.nest_size
    # The mouse says it too, unless the card may not be set aside: then the tooltip says why.
    assert all(items[key].toolTip() == "From the nest" for key in nest if not items[key].dimmed)
    others = {card.id for card in c.game.hands[bidder]} - nest
    assert all(items[key].toolTip() == "" for key in others if not items[key].dimmed)
    assert "The cards the nest brought have a band along their top." in window.nest_panel.note.text()
    assert c.submit(c.game.legal_actions()[0])   # a discard the rules allow
    qtbot.waitUntil(lambda: c.game.phase is not Phase.DISCARD)
    assert not any(item.banded for item in window.scene._items.values())


def test_the_rook_s_places_are_between_ranks_in_the_deck(qtbot):
    """Round 14: with 2 to 4 left out of the deck, "Rook in trump" still offered "between 2 and 3"."""
    from rookdesk.engine.presets import preset
    from rookdesk.engine.rules import rules_from_dict
    from rookdesk.ui.preferences.rules_form import RulesForm

    form = RulesForm()
    qtbot.addWidget(form)
    form.load(rules_from_dict({**preset("kentucky-rook").to_dict(), "rook_rank": 8.5}, complete=True))
    combo = form.rook_rank_position
    offered = [combo.itemText(i) for i in range(combo.count())]
    assert offered[0] == "between 5 and 6" and offered[-1] == "between 14 and 1", offered
    assert len(offered) == 10 and combo.currentText() == "between 8 and 9"
    form.rank_boxes[8].setChecked(False)   # the Rook keeps its place in play, and its exact number
    assert combo.currentText() == "between 7 and 9 (8.5)" and combo.currentData() == 8.5
    assert "between 8 and 9" not in [combo.itemText(i) for i in range(combo.count())]


def test_the_hand_summary_turns_the_nest_over(qtbot):
    """Round 14: the nest's points could only be checked by subtraction; its cards are named now the hand
    is over (not before: in a hot-seat game they are the bidder's secret until then)."""
    from rookdesk.engine.events import Discarded
    from rookdesk.ui.panels.summary import nest_of_hand

    window = make_window(qtbot)
    seen: list[str] = []
    window.controller.handSummaryReady.connect(lambda event: seen.append(window.summary_panel.note.text()))
    window.start_game(short_rules("partners-cutthroat", 500), seats(["easy", "easy", "easy", "easy"]), seed=2)
    qtbot.waitUntil(lambda: bool(seen), timeout=20000)
    events = window.controller.game.events
    nest = nest_of_hand(events, 1)
    assert nest == next(e.cards for e in events if isinstance(e, Discarded)) and len(nest) == 5
    from rookdesk.ui.texts import card_name

    from rookdesk.ui.table.sorting import hand_order_key

    # Named as a hand is sorted, suit by suit (round 21: in the order they were picked).
    rules = window.controller.rules
    ordered = sorted(nest, key=lambda card: hand_order_key(card.id, rules, False, None))
    assert seen[0].endswith("Set aside in the nest: " + ", ".join(card_name(c) for c in ordered) + ".")
    assert ordered != list(nest)   # this deal's nest was not picked in that order
    assert nest_of_hand(events, 7) == ()


def test_the_table_shows_it_has_the_keyboard_when_tabbed_to(qtbot):
    """Round 14: Tab from the bid panel into the table moved the keyboard there with no sign of it."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor

    from rookdesk.ui.table.card_item import FOCUS_COLOUR

    window = make_window(qtbot)
    c = window.controller
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=3)
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=5000)   # the person's bid: no card to choose
    view = window.view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    assert view.shows_focus_frame()
    image = view.viewport().grab().toImage()
    edge = QColor(image.pixel(image.width() // 2, 2))
    assert abs(edge.red() - FOCUS_COLOUR.red()) < 40 and abs(edge.blue() - FOCUS_COLOUR.blue()) < 60, edge.name()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.viewport().rect().center())
    assert not view.shows_focus_frame()   # a mouse user needs no ring
    window.bid_panel.amount.setFocus(Qt.FocusReason.TabFocusReason)
    view.setFocus(Qt.FocusReason.MouseFocusReason)
    assert not view.shows_focus_frame()


def test_confirm_before_playing_asks_and_only_yes_plays(qtbot):
    """Round 14d: Preferences > Table > "Confirm before playing a card" was saved but did nothing."""
    import random

    from PySide6.QtWidgets import QApplication, QMessageBox

    from rookdesk.engine.phases import Phase
    from tests.ui.test_game_keeper import decide

    window = make_window(qtbot, confirm_play=True)
    c = window.controller
    window.start_game(short_rules("two-hand-rook", 500), seats(["human", "easy"]), seed=12)
    rng = random.Random(3)
    for _ in range(60):   # answer the bidding, nest and trump until the person is to play a card
        qtbot.waitUntil(lambda: c.awaiting == 0 or (c.curtain_for is not None), timeout=10000)
        if c.game.phase is Phase.PLAY:
            break
        decide(window, rng)
    assert c.game.phase is Phase.PLAY and c.awaiting == 0
    card = next(k for k, why in window.scene._playable.items() if why is None)
    moves = len(c.game.events)
    window.scene.cardActivated.emit(card)
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox) and "Play " in box.text() and len(c.game.events) == moves
    # Round 24: as narrow as its text, the box's title bar cut "Play this card? — rookdesk" to "Play t… desk"
    # (the window manager's buttons and icon take some 120 px of it).
    qtbot.waitExposed(box)
    title = f"{box.windowTitle()} — rookdesk"
    assert box.width() >= box.fontMetrics().horizontalAdvance(title) + 120, (box.width(), title)
    box.reject()   # Cancel: nothing played
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    assert len(c.game.events) == moves and c.awaiting == 0
    window.scene.cardActivated.emit(card)
    box = QApplication.activeModalWidget()
    next(b for b in box.buttons() if b.text() == "&Play it").click()
    qtbot.waitUntil(lambda: len(c.game.events) > moves)
    assert any(getattr(e, "card", None) is not None and e.card.id == card for e in c.game.events[moves:])


def test_with_dimming_off_the_play_panel_does_not_speak_of_dimmed_cards(qtbot, tmp_path):
    """Round 14d: with "Dim cards that cannot be played" off the panel still said "Dimmed cards may not
    be played now." The rule itself is still said."""
    from rookdesk.engine.phases import Phase
    from tests.ui.test_game_keeper import make_window as keeper_window
    from tests.ui.test_game_keeper import people, play

    window = keeper_window(qtbot, tmp_path, dim_illegal=False)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "human", "human", "human"), seed=5)
    c = window.controller
    play(qtbot, window, lambda: c.choice is not None and c.choice.view.phase is Phase.PLAY and bool(c.play_refusals))
    note = window.info_panel.note.text()
    assert "Dimmed" not in note and all(reason in note for reason in c.play_refusals), note
