"""The table follows the engine: events keep the scene's cards equal to the game, privately."""

from __future__ import annotations

import random

import pytest

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.events import HandEnded
from rookdesk.engine.phases import Phase
from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.controller import trick_just_won

from .conftest import Table


def public_cards(game) -> set[str]:
    """The trick (or the one just won, left lying until the next lead with animations off), the face-up
    card, and cards everyone saw go into a hand (the engine's ``known``)."""
    won = trick_just_won(game)
    shown = {c.id for c in (won.cards if won is not None else game.trick)} | {c.id for seen in game.known for c in seen}
    if game.face_up is not None:
        shown.add(game.face_up.id)
    return shown


def check_privacy(table: Table, viewer: int | None) -> None:
    game = table.game
    allowed = public_cards(game) | ({c.id for c in game.hands[viewer]} if viewer is not None else set())
    shown = table.scene.visible_face_up_cards()
    assert shown <= allowed, sorted(shown - allowed)


@pytest.mark.parametrize("preset_name", ["two-hand-standard", "two-hand-rook", "partners-cutthroat",
                                         "kentucky-discard", "3", "6"])
def test_a_whole_hand_of_events_keeps_counts_and_privacy(qtbot, preset_name):
    """Random legal play through a whole hand: after every action the scene holds each seat's
    cards (same counts), and only the viewer's hand and public cards show their faces."""
    from rookdesk.ui.table.demo import demo_rules
    table = Table(qtbot)
    rules = demo_rules("partners-cutthroat", int(preset_name)) if preset_name.isdigit() else None
    game = table.start(preset_name, seed=11, viewer=1, rules=rules)
    players = [RandomPlayer(20 + i) for i in range(game.rules.players)]
    hand_over = []
    game.subscribe(lambda e: hand_over.append(e) if isinstance(e, HandEnded) else None)
    steps = 0
    while not hand_over:
        game.apply(players[game.to_act].choose(choice_for(game)))
        steps += 1
        if not hand_over:
            assert table.counts_match(), (table.scene.hand_counts(), [len(h) for h in game.hands])
            assert sorted(table.scene.hand_keys(1)) == sorted(c.id for c in game.hands[1])
            check_privacy(table, 1)
            if game.phase is Phase.PLAY:
                trick_items = [table.scene.card_item(c.id) for c in game.trick]
                assert all(i is not None and i.is_face_up for i in trick_items)
    assert steps > game.rules.tricks_per_hand
    # The next hand is dealt at once (speed off): counts follow.
    assert table.counts_match()


def test_set_viewer_none_hides_every_hand(table):
    game = table.start("partners-cutthroat", seed=4, viewer=2)
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) == 2, seed=4)
    assert {c.id for c in game.hands[2]} <= table.scene.visible_face_up_cards()
    table.scene.set_viewer(None)
    assert table.scene.visible_face_up_cards() == public_cards(game)
    # Hidden hands stay at their places; the arrangement is kept.
    assert table.scene.viewer() is None
    assert table.counts_match()
    table.scene.set_viewer(3)
    assert table.scene.visible_face_up_cards() == public_cards(game) | {c.id for c in game.hands[3]}


def test_two_player_pile_and_face_up_card(table):
    game = table.start("two-hand-standard", seed=8, viewer=0)
    table.play_until(lambda g: g.phase is Phase.DRAW, seed=8)
    scene = table.scene
    assert scene.card_item(game.face_up.id).is_face_up
    table.scene.set_viewer(None)
    # The trick just won lies there too until the next lead (animations off).
    assert scene.visible_face_up_cards() == {game.face_up.id} | {c.id for c in game.tricks[-1].cards}
    table.scene.set_viewer(0)
    table.play_until(lambda g: g.phase is Phase.PLAY, seed=8)
    assert table.counts_match()
    check_privacy(table, 0)


def test_sync_from_a_seat_view(table):
    """A rebuilt table shows the view's own hand, backs for the others, the trick and the pile."""
    game = table.start("two-hand-rook", seed=2, viewer=0)
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) == 1, seed=2)
    view = game.view_for(1)
    trick = [(s, c.id) for s, c in zip(game.trick_seats, game.trick)]
    table.scene.sync(view, [len(h) for h in game.hands], trick, game.face_up.id if game.face_up else None,
                     len(game.pile), 0)
    assert table.scene.viewer() == 1
    assert table.counts_match()
    assert sorted(table.scene.hand_keys(1)) == sorted(c.id for c in game.hands[1])
    check_privacy(table, 1)
    # The other hand's cards are anonymous backs: playing one reveals it in the trick.
    table.play_until(lambda g: len(g.trick) == 0 or g.phase is not Phase.PLAY, seed=2)
    assert table.counts_match()
    table.scene.sync(None, [len(h) for h in game.hands], [], game.face_up.id if game.face_up else None,
                     len(game.pile), 0)
    assert table.scene.visible_face_up_cards() <= public_cards(game)


class RecordingCache(CardImageCache):
    """Remembers every face asked for."""

    def __init__(self) -> None:
        super().__init__()
        self.faces: set[str] = set()

    def pixmap(self, card_id, deck_style, width, dpr=1.0, look="classic"):
        self.faces.add(card_id)
        return super().pixmap(card_id, deck_style, width, dpr, look)


def test_hidden_cards_never_get_a_face_pixmap(qtbot):
    """The scene does not even render the face of a card it must not show."""
    from rookdesk.ui.table import TableScene, TableView
    cache = RecordingCache()
    scene = TableScene(cache)
    scene.set_animation_speed("off")
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 650)
    view.show()
    table = Table.__new__(Table)
    table.scene, table.view, table.game = scene, view, None
    game = table.start("partners-cutthroat", seed=6, viewer=0)
    seen_public: set[str] = set()
    seen_own = {c.id for c in game.hands[0]}
    rng = random.Random(1)
    players = [RandomPlayer(rng.randrange(1000)) for _ in range(4)]
    while game.phase is not Phase.PLAY or len(game.tricks) < 4:
        game.apply(players[game.to_act].choose(choice_for(game)))
        seen_public |= public_cards(game)
        seen_own |= {c.id for c in game.hands[0]}
        view.grab()  # paint: items ask for pixmaps
    assert cache.faces <= seen_public | seen_own | {c.id for t in game.tricks for c in t.cards}
    others = {c.id for s in (1, 2, 3) for c in game.hands[s]}
    assert not (cache.faces & others)


def test_animations_finish_and_signal(qtbot):
    """At a real speed, events animate; animationsFinished comes when the queue is empty."""
    table = Table(qtbot)
    table.scene.set_animation_speed("fast")
    with qtbot.waitSignal(table.scene.animationsFinished, timeout=10000):
        game = table.start("two-hand-standard", seed=5, viewer=0)
        assert table.scene.is_animating()
    assert not table.scene.is_animating()
    assert table.counts_match()
    # A whole trick: the card flies, the trick pauses, then slides to its winner.
    players = [RandomPlayer(i) for i in range(2)]
    while game.phase is not Phase.PLAY:
        with qtbot.waitSignal(table.scene.animationsFinished, timeout=10000):
            game.apply(players[game.to_act].choose(choice_for(game)))
    tricks = len(game.tricks)
    with qtbot.waitSignal(table.scene.animationsFinished, timeout=10000):
        while len(game.tricks) == tricks:
            game.apply(players[game.to_act].choose(choice_for(game)))
    assert not table.scene.is_animating()
    assert table.counts_match()
    assert all(not table.scene.card_item(c.id) for c in game.tricks[-1].cards)


def test_resize_relayouts_and_keeps_cards(table, qtbot):
    game = table.start("partners-cutthroat", seed=9, viewer=0)
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) == 3, seed=9)
    first = table.scene.card_item(game.hands[0][0].id).card_width
    table.view.resize(1600, 1000)
    qtbot.waitUntil(lambda: table.scene.sceneRect().width() == table.view.viewport().width())
    assert table.scene.card_item(game.hands[0][0].id).card_width > first
    assert table.counts_match()


def test_hiding_does_not_wait_for_animations(qtbot):
    """set_viewer(None) in the middle of a deal hides the hand at once."""
    table = Table(qtbot)
    table.scene.set_animation_speed("slow")
    game = table.start("partners-cutthroat", seed=12, viewer=0)
    assert table.scene.is_animating()
    table.scene.set_viewer(None)
    assert not table.scene.is_animating()
    assert table.scene.visible_face_up_cards() <= public_cards(game)
    assert table.counts_match()


def test_input_is_locked_while_cards_move(qtbot):
    """While a card flies to the trick, clicks on the table do nothing."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    table = Table(qtbot)
    game = table.start("partners-cutthroat", seed=4, viewer=0)
    table.play_until(lambda g: g.phase is Phase.PLAY and g.to_act == 3, seed=4)
    table.scene.set_animation_speed("slow")
    game.apply(RandomPlayer(1).choose(choice_for(game)))
    assert table.scene.is_animating()
    legal, _ = table.arm_play(0)
    activated = []
    table.scene.cardActivated.connect(activated.append)
    point = table.view.mapFromScene(table.scene.card_item(legal[0]).sceneBoundingRect().center())
    QTest.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert activated == []
    qtbot.waitUntil(lambda: not table.scene.is_animating(), timeout=10000)
    table.double_click(legal[0])
    assert activated == [legal[0]]


def test_look_colour_and_turn_marker(table, qtbot):
    game = table.start("two-hand-standard", seed=2, viewer=0)
    table.play_until(lambda g: g.phase is Phase.PLAY, seed=2)
    scene = table.scene
    key = game.hands[0][0].id
    before = scene.card_item(key).pixmap().cacheKey()
    scene.set_card_look("large")
    assert scene.card_item(key).pixmap().cacheKey() != before
    scene.set_table_colour("#7a2030")
    scene.set_turn(1)
    plates = [i for i in scene.items() if type(i).__name__ == "NamePlate"]
    assert [p.active for p in plates].count(True) == 1
    scene.set_turn(None)
    assert not any(p.active for p in plates)
    scene.set_status_badges("Bid: Ann 60", "Trump: Hearts", "Ann 0\nBob 0")
    table.view.grab()


def test_hover_lifts_only_playable_cards(table, qtbot):
    from .conftest import viewer_to_play_with_illegal
    legal, illegal = viewer_to_play_with_illegal(table, "partners-cutthroat")
    scene = table.scene
    assert scene.card_item(legal[0]).hover_lift > 0
    assert scene.card_item(illegal[0]).hover_lift == 0
    from PySide6.QtTest import QTest
    from PySide6.QtCore import QPoint, Qt
    # QTest remembers a button held by an earlier double-click (it sends no release), and
    # nothing is hovered while a button is down: let go first.
    QTest.mouseRelease(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(2, 2))
    QTest.mouseMove(table.view.viewport(), table.point(legal[0]))
    qtbot.waitUntil(lambda: scene.card_item(legal[0]).lift > 0, timeout=2000)
    QTest.mouseMove(table.view.viewport(), table.point(illegal[0]))
    qtbot.waitUntil(lambda: scene.card_item(legal[0]).lift == 0, timeout=2000)
    assert scene.card_item(illegal[0]).lift == 0


def test_animated_events_end_where_instant_ones_do(qtbot):
    """Queued animations (deal, bids, nest, discards, plays, tricks) finish with every card at
    its place: the same picture as speed off."""
    table = Table(qtbot)
    table.scene.set_animation_speed("fast")
    game = table.start("partners-cutthroat", seed=21, viewer=0)
    players = [RandomPlayer(i) for i in range(4)]
    while not (game.phase is Phase.PLAY and len(game.tricks) == 1 and len(game.trick) == 1):
        game.apply(players[game.to_act].choose(choice_for(game)))
    qtbot.waitUntil(lambda: not table.scene.is_animating(), timeout=30000)
    scene = table.scene
    animated = {k: (round(i.pos().x(), 1), round(i.pos().y(), 1), round(i.rotation(), 1) % 360, i.is_face_up)
                for k, i in scene._items.items()}
    scene.set_animation_speed("off")
    scene.set_viewer(0)   # settles everything instantly
    instant = {k: (round(i.pos().x(), 1), round(i.pos().y(), 1), round(i.rotation(), 1) % 360, i.is_face_up)
               for k, i in scene._items.items()}
    assert animated == instant
    assert table.counts_match()
    assert all(i.opacity() == 1.0 and i.scale() == 1.0 for i in scene._items.values())


def _fourth_card_played(qtbot) -> tuple[Table, object]:
    """A four-player table, animated, just after the card that wins a trick."""
    table = Table(qtbot)
    game = table.start("partners-cutthroat", seed=17, viewer=0)
    players = [RandomPlayer(i) for i in range(4)]
    while not (game.phase is Phase.PLAY and len(game.trick) == 3):
        game.apply(players[game.to_act].choose(choice_for(game)))
    table.scene.set_animation_speed("normal")
    game.apply(players[game.to_act].choose(choice_for(game)))   # the fourth card: the trick is won
    assert table.scene.is_animating()
    return table, game


def test_resizing_mid_animation_ends_the_animations_cleanly(qtbot, qtlog):
    """A resize while the trick's last card flies in ends that movement at once and lays the table out
    again; what was queued behind (the look at the won trick, its slide to the winner) plays on the new
    layout. In the end every card is in place and no animation pointed at a removed card."""
    table, game = _fourth_card_played(qtbot)
    qtbot.wait(100)
    table.view.resize(1200, 800)
    qtbot.waitUntil(lambda: table.scene.sceneRect().width() == table.view.viewport().width())
    qtbot.waitUntil(lambda: table.scene.trick_winner_shown() is not None, timeout=3000)
    qtbot.waitUntil(lambda: not table.scene.is_animating(), timeout=5000)
    assert table.counts_match()
    assert all(table.scene.card_item(c.id) is None for c in game.tricks[-1].cards)
    qtbot.wait(600)
    assert not [r for r in qtlog.records if "without target" in r.message]


def test_a_resize_during_the_look_at_a_won_trick_keeps_it_on_show(qtbot):
    """A panel below growing by two pixels resized the table and ended the look at a won trick at
    once: in hot-seat the next person never saw who took it. The trick stays on show, laid out for
    the new size, its winner on top and named beside it."""
    table, game = _fourth_card_played(qtbot)
    scene = table.scene
    qtbot.waitUntil(lambda: scene.trick_winner_shown() is not None, timeout=3000)
    shown = scene.trick_winner_shown()
    for width, height in ((table.view.width(), table.view.height() - 2), (1200, 800)):
        table.view.resize(width, height)
        qtbot.waitUntil(lambda: scene.sceneRect().height() == table.view.viewport().height())
        assert scene.trick_winner_shown() == shown
    winner = scene.card_item(shown[0])
    others = [scene.card_item(c.id) for c in game.tricks[-1].cards if c.id != shown[0]]
    assert winner.zValue() > max(item.zValue() for item in others)
    assert scene.sceneRect().contains(scene._trick_banner.sceneBoundingRect())
    assert scene.drop_target_rect().intersects(winner.sceneBoundingRect())   # in the new middle
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=5000)
    assert table.counts_match()


def test_sync_during_bidding_keeps_the_nest_face_down(table):
    game = table.start("partners-cutthroat", seed=3, viewer=0)
    view = game.view_for(2)
    table.scene.sync(view, [len(h) for h in game.hands], [], None, 0, len(game.nest))
    scene = table.scene
    assert scene.viewer() == 2
    nest_items = [i for i in scene.items() if getattr(i, "key", "").startswith("?") and i.card_width == scene.table_layout().table_w]
    assert len(nest_items) == len(game.nest)
    assert scene.visible_face_up_cards() == {c.id for c in game.hands[2]}
    assert table.counts_match()
