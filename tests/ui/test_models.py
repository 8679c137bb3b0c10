"""The event bridge and the item models: they follow engine events only, and are sound Qt models."""

from __future__ import annotations

from PySide6.QtCore import Qt

from rookdesk.ai.match import play_hand
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.events import BidMade, HandEnded, Passed, TrickWon
from rookdesk.engine.game import Game
from rookdesk.engine.presets import preset
from rookdesk.ui.bridge import EngineBridge
from rookdesk.ui.models import BidHistoryModel, ScoreSheetModel, TrickLogModel


def _followed_game(qtbot, name: str = "partners-cutthroat", hands: int = 2):
    rules = preset(name)
    game = Game(rules, seed=11)
    bridge = EngineBridge()
    models = ScoreSheetModel(), BidHistoryModel(), TrickLogModel()
    for model in models:
        bridge.eventOccurred.connect(model.on_event)
    seen = []
    bridge.eventOccurred.connect(seen.append)
    bridge.attach(game)
    game.start()
    players = [RandomPlayer(seat) for seat in range(rules.players)]
    for _ in range(hands):
        play_hand(game, players)
    return game, bridge, models, seen


def test_bridge_reemits_every_event_in_order(qtbot):
    """Every event the engine publishes arrives once, in order, as a Qt signal."""
    game, bridge, _, seen = _followed_game(qtbot)
    assert seen == game.events


def test_bridge_detach_stops_the_flow(qtbot):
    """After detach (a new game), the old game's events no longer reach the models."""
    game, bridge, (sheet, _, _), seen = _followed_game(qtbot, hands=1)
    bridge.detach()
    before = len(seen)
    play_hand(game, [RandomPlayer(s) for s in range(4)])
    assert len(seen) == before
    assert sheet.rowCount() == 1


def test_score_sheet_has_one_row_per_hand(qtbot, qtmodeltester):
    """One row per scored hand: hand, bidder, bid, trump, points per side, result, totals."""
    game, _, (sheet, _, _), _ = _followed_game(qtbot, hands=2)
    qtmodeltester.check(sheet)
    ended = [e for e in game.events if isinstance(e, HandEnded)]
    assert sheet.rowCount() == len(ended) == 2
    assert sheet.columnCount() == 4 + 2 + 1 + 2
    last = ended[-1]
    row = [sheet.index(1, c).data() for c in range(sheet.columnCount())]
    assert row[0] == str(last.hand)
    assert row[2] == str(last.bid)
    assert row[4:6] == [f"+{d}" if d > 0 else str(d) for d in last.delta]   # signed, as in the summary
    assert sheet.index(1, 4).data(Qt.ItemDataRole.UserRole) == last.delta[0]
    assert row[-2:] == [str(t) for t in last.totals]
    assert sheet.totals() == last.totals
    assert "South &\nNorth" in sheet.headerData(4, Qt.Orientation.Horizontal)   # a partner a line: a narrow column


def test_score_sheet_headings_say_a_side_s_column_is_its_score_for_the_hand(qtbot):
    """Round 16: with "made = the bid" a tester read the side's 120 as the points it took (125); round 17: a
    set side's -155 was read as what it took (135) under the heading "hand". The heading is the summary's
    word for the number, "change"; its tooltip says the column is added to the total."""
    _, _, (sheet, _, _), _ = _followed_game(qtbot, hands=1)
    tips = [sheet.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            for c in range(sheet.columnCount())]
    assert sheet.headerData(4, Qt.Orientation.Horizontal).splitlines()[-1] == "change"
    assert tips[4] == "South & North: the change to the score in this hand, added to the total (the points " \
                      "taken are the hand summary's hand total)"
    assert tips[-1] == "West & East: the total after this hand"
    assert tips[:4] == [None] * 4 and tips[6] is None


def test_score_sheet_two_players_cut_throat(qtbot, qtmodeltester):
    """Without partnerships each player is a side of their own."""
    _, _, (sheet, bids, tricks), _ = _followed_game(qtbot, "two-hand-rook", hands=1)
    qtmodeltester.check(sheet)
    qtmodeltester.check(bids)
    qtmodeltester.check(tricks)
    assert sheet.columnCount() == 4 + 2 + 1 + 2


def test_bid_history_and_trick_log_follow_events(qtbot, qtmodeltester):
    """Each call and each trick gets its row; the trick log knows who played each card."""
    game, _, (_, bids, tricks), _ = _followed_game(qtbot, hands=1)
    qtmodeltester.check(bids)
    qtmodeltester.check(tricks)
    calls = [e for e in game.events if isinstance(e, (BidMade, Passed))]
    assert bids.rowCount() >= len(calls)
    won = [e for e in game.events if isinstance(e, TrickWon)]
    assert tricks.rowCount() == len(won)
    last = tricks.last_trick()
    assert last is not None and tuple(c for _, c in last.plays) == won[-1].cards
    assert last.winner == won[-1].winner


def test_models_reset_on_a_new_game(qtbot):
    """A new game's first event empties every model."""
    _, bridge, models, _ = _followed_game(qtbot, hands=1)
    game = Game(preset("two-hand-rook"), seed=2)
    bridge.attach(game)
    game.start()
    assert [m.rowCount() for m in models] == [0, 0, 0]
    assert models[0].columnCount() == 9


def test_trick_log_names_card_points_where_tricks_score_too(qtbot):
    """Two-handed Rook scores 2 a trick, which the log's points leave out: its heading says "Card points"
    there (a plain "Points" read 0 beside a trick worth 2) and stays "Points" where tricks score nothing."""
    _, bridge, (_, _, tricks), _ = _followed_game(qtbot, hands=0)
    header = lambda: tricks.headerData(4, Qt.Orientation.Horizontal)   # noqa: E731
    assert header() == "Points"
    game = Game(preset("two-hand-rook"), seed=2)
    assert game.rules.trick_points == 2
    bridge.attach(game)
    game.start()
    assert header().replace("\n", " ") == "Card points"   # on two lines: the room is the cards'


def test_a_long_name_heads_its_columns_by_its_first_name(qtbot):
    """Round 30: six players' score sheet, "Anna-Katharina von Musterhausen" among them, opened at half the
    window, its widest heading the whole name; the heading's tooltip keeps it whole."""
    from rookdesk.engine.events import GameStarted, SeatInfo
    from rookdesk.ui.table.demo import demo_rules

    rules = demo_rules("partners-cutthroat", 6)
    names = ["Anna-Katharina von Musterhausen"] + [f"Player {i}" for i in range(2, 7)]
    sheet = ScoreSheetModel()
    sheet.on_event(GameStarted(rules, tuple(SeatInfo(n, "human") for n in names), 1, "test"))
    headings = [sheet.headerData(c, Qt.Orientation.Horizontal) for c in range(sheet.columnCount())]
    assert "Anna-Katharina\ntotal" in headings and "Player 2\ntotal" in headings
    assert not any("Musterhausen" in h for h in headings)
    tips = [sheet.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            for c in range(sheet.columnCount())]
    assert "Anna-Katharina von Musterhausen: the total after this hand" in tips
