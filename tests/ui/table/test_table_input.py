"""Playing from the table: drag, click, double-click, keyboard, discards and the draw choice."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from rookdesk.engine.phases import Phase

from .conftest import viewer_to_play_with_illegal


def test_drag_legal_card_to_trick_emits_card_activated(table, qtbot):
    """Press on a card, move past the drag distance, release on the drop zone: the card is chosen."""
    legal, _ = viewer_to_play_with_illegal(table, "partners-cutthroat")
    with qtbot.waitSignal(table.scene.cardActivated, timeout=1000) as blocker:
        table.drag(legal[0])
    assert blocker.args == [legal[0]]


def test_illegal_drag_flies_back_and_says_why(table, qtbot):
    """A dimmed card dropped on the trick returns to its place in the hand; the reason is emitted."""
    _, illegal = viewer_to_play_with_illegal(table, "partners-cutthroat")
    card = illegal[0]
    item = table.scene.card_item(card)
    home = QPointF(item.pos())
    assert item.dimmed and item.toolTip()
    activated = []
    table.scene.cardActivated.connect(activated.append)
    with qtbot.waitSignal(table.scene.illegalCardTried, timeout=1000) as blocker:
        table.drag(card)
    assert blocker.args[0] == card and blocker.args[1]
    assert activated == []
    assert (item.pos() - home).manhattanLength() < 0.5
    assert card in table.scene.hand_keys(0)


def test_drop_outside_the_trick_returns_the_card(table, qtbot):
    legal, _ = viewer_to_play_with_illegal(table, "partners-cutthroat")
    item = table.scene.card_item(legal[0])
    home = QPointF(item.pos())
    activated = []
    table.scene.cardActivated.connect(activated.append)
    table.drag(legal[0], QPointF(table.scene.width() - 5, table.scene.height() / 2))
    assert activated == []
    assert (item.pos() - home).manhattanLength() < 0.5


def test_double_click_plays(table, qtbot):
    legal, _ = viewer_to_play_with_illegal(table, "partners-cutthroat")
    with qtbot.waitSignal(table.scene.cardActivated, timeout=1000) as blocker:
        table.double_click(legal[-1])
    assert blocker.args == [legal[-1]]


def test_click_selects_then_second_click_plays(table, qtbot):
    legal, _ = viewer_to_play_with_illegal(table, "partners-cutthroat")
    activated = []
    table.scene.cardActivated.connect(activated.append)
    table.click(legal[0])
    assert activated == [] and table.scene.focused_card() == legal[0]
    table.click(legal[0])
    assert activated == [legal[0]]


def test_double_click_on_an_illegal_card_explains(table, qtbot):
    _, illegal = viewer_to_play_with_illegal(table, "partners-cutthroat")
    with qtbot.waitSignal(table.scene.illegalCardTried, timeout=1000) as blocker:
        table.double_click(illegal[0])
    assert blocker.args[0] == illegal[0]


def test_keyboard_walks_over_playable_cards_and_enter_plays(table, qtbot):
    legal, _ = viewer_to_play_with_illegal(table, "partners-cutthroat")
    table.view.setFocus()
    in_order = [k for k in table.scene.hand_keys(0) if k in legal]
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    assert table.scene.focused_card() == in_order[0]
    assert table.scene.card_item(in_order[0]).focused
    QTest.keyClick(table.view, Qt.Key.Key_Left)
    assert table.scene.focused_card() == in_order[-1]
    with qtbot.waitSignal(table.scene.cardActivated, timeout=1000) as blocker:
        QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert blocker.args == [in_order[-1]]


def test_not_my_turn_nothing_is_interactive(table, qtbot):
    legal, _ = viewer_to_play_with_illegal(table, "partners-cutthroat")
    table.scene.set_playable(None)
    activated = []
    table.scene.cardActivated.connect(activated.append)
    table.double_click(legal[0])
    table.drag(legal[0])
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert activated == []


def test_discard_mode_clicks_toggle_selection(table, qtbot):
    """In the nest exchange a click lifts a card into the selection, a second click drops it."""
    for seed in range(1, 40):
        game = table.start("partners-cutthroat", seed=seed, viewer=0)
        table.play_until(lambda g: g.phase is not Phase.BIDDING or g.to_act == 0 and g.high_bid is None, seed=seed)
        if game.phase is Phase.BIDDING:
            from rookdesk.engine.actions import Bid
            game.apply(Bid(0, game.rules.bidding.max))
        if game.phase is Phase.DISCARD and game.bidder == 0:
            break
    else:
        raise AssertionError("the viewer never took the nest")
    table.scene.set_discard_mode(game.rules.nest_size)
    hand = table.scene.hand_keys(0)
    assert len(hand) == game.rules.hand_size + game.rules.nest_size
    seen = []
    table.scene.discardSelectionChanged.connect(seen.append)
    table.click(hand[0])
    table.click(hand[3])
    assert seen[-1] == [hand[0], hand[3]]
    assert table.scene.card_item(hand[0]).selected
    table.click(hand[0])
    assert seen[-1] == [hand[3]]
    # The keyboard walks over every card and Space toggles too.
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    QTest.keyClick(table.view, Qt.Key.Key_Space)
    assert seen[-1] == [hand[3], hand[0]]
    table.scene.set_discard_mode(None)
    assert not table.scene.card_item(hand[3]).selected


def _viewer_takes_the_nest(table, preset_name: str = "partners-cutthroat"):
    from rookdesk.engine.actions import Bid, NameTrump

    for seed in range(1, 40):
        game = table.start(preset_name, seed=seed, viewer=0)
        table.play_until(lambda g: g.phase is not Phase.BIDDING or g.to_act == 0 and g.high_bid is None, seed=seed)
        if game.phase is Phase.BIDDING:
            game.apply(Bid(0, game.rules.bidding.max))
        if game.phase is Phase.TRUMP and game.bidder == 0:   # trump named before the nest
            game.apply(NameTrump(0, game.hands[0][0].suit))
        if game.phase is Phase.DISCARD and game.bidder == 0:
            table.scene.set_discard_mode(game.rules.nest_size)
            return game
    raise AssertionError("the viewer never took the nest")


def test_discard_mode_drag_to_the_middle_chooses_and_drag_away_takes_back(table, qtbot):
    """The nest exchange by drag: a card dropped in the middle is chosen and goes back to the hand marked;
    dragged from there to anywhere else it is taken back; a drop beside the middle changes nothing."""
    table_game = _viewer_takes_the_nest(table)
    hand = table.scene.hand_keys(0)
    seen = []
    table.scene.discardSelectionChanged.connect(seen.append)
    item = table.scene.card_item(hand[2])
    home = QPointF(item.pos())
    table.drag(hand[2])
    assert seen[-1] == [hand[2]] and item.selected
    assert hand[2] in table.scene.hand_keys(0)
    qtbot.waitUntil(lambda: not table.scene._input_locked(), timeout=2000)
    assert (item.pos() - home).manhattanLength() < 40   # back in the hand (lifted a little when chosen)
    aside = QPointF(table.scene.width() - 5, table.scene.height() / 2)
    table.drag(hand[5], aside)
    assert seen[-1] == [hand[2]]
    table.drag(hand[2], aside)
    assert seen[-1] == [] and not item.selected
    assert table_game.phase is Phase.DISCARD   # choosing sets nothing aside until Confirm


def test_discard_mode_drag_of_a_forbidden_counter_is_refused_with_the_reason(table, qtbot):
    """Two-handed Rook forbids counters in the nest (when there are enough other cards): dragged to the
    middle, a counter is not chosen and the reason is said, as for a click."""
    _viewer_takes_the_nest(table, "two-hand-rook")
    blocked = table.scene._discard_blocked()
    assert blocked, "the counters of the bidder's hand may not be set aside"
    card = next(iter(blocked))
    seen = []
    table.scene.discardSelectionChanged.connect(seen.append)
    with qtbot.waitSignal(table.scene.illegalCardTried, timeout=1000) as blocker:
        table.drag(card)
    assert blocker.args == [card, blocked[card]]
    assert seen == [] and not table.scene.card_item(card).selected


def test_draw_choice_clicks(table, qtbot):
    """With the draw choice on, the face-up card and the pile are clickable choices."""
    game = table.start("two-hand-standard", seed=3, viewer=0)
    table.play_until(lambda g: g.phase is Phase.DRAW, seed=3)
    chosen = []
    table.scene.drawChosen.connect(chosen.append)
    face_up = game.face_up.id
    table.click(face_up)
    assert chosen == []   # not armed yet
    table.scene.set_draw_choice(True)
    assert table.scene.card_item(face_up).choice
    table.click(face_up)
    assert chosen == ["face_up"]
    pile_item = next(i for i in table.scene.items() if getattr(i, "choice", False) and i.card_id != face_up)
    point = table.view.mapFromScene(pile_item.sceneBoundingRect().center())
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert chosen == ["face_up", "pile"]
    table.scene.set_draw_choice(False)
    table.click(face_up)
    assert chosen == ["face_up", "pile"]


def test_a_click_on_a_dimmed_card_says_why(table, qtbot):
    _, illegal = viewer_to_play_with_illegal(table, "partners-cutthroat")
    activated = []
    table.scene.cardActivated.connect(activated.append)
    with qtbot.waitSignal(table.scene.illegalCardTried, timeout=1000) as blocker:
        table.click(illegal[0])
    assert blocker.args[0] == illegal[0] and activated == []
