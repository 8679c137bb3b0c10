"""The card a person takes from the pile carries the nest's band in their hand until they play (one taken
face up, which the other player saw, until it is played).

Round 19: after the computer took the face-up card and the pile's top card came to the person, nothing
showed which card it was; the person thought a card had vanished.
"""

from __future__ import annotations

from rookdesk.engine.events import CardDrawn, CardPlayed
from rookdesk.engine.phases import Phase
from rookdesk.ui.controller import blind_draw_held
from rookdesk.ui.texts import card_name

from ..test_game_keeper import make_window, people, play, short_rules, wait_for_person


def _last_draw_of(events, seat: int) -> CardDrawn | None:
    """The seat's draw after its last card played, if any."""
    for event in reversed(events):
        if isinstance(event, CardPlayed) and event.seat == seat:
            return None
        if isinstance(event, CardDrawn) and event.seat == seat:
            return event
    return None


def _play_until_a_draw(qtbot, tmp_path, face_up: bool):
    """Two-handed Rook deck against the computer, until the person's turn after they drew (face up or not)."""
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=6)

    def drew() -> bool:
        draw = _last_draw_of(c.game.events, 0)
        return (c.game.phase is Phase.PLAY and c.awaiting == 0 and draw is not None
                and (draw.source == "face_up") == face_up)

    play(qtbot, window, drew)
    return window


def test_the_pile_s_card_is_marked_until_the_next_play(qtbot, tmp_path) -> None:
    window = _play_until_a_draw(qtbot, tmp_path, face_up=False)
    c = window.controller
    draw = _last_draw_of(c.game.events, 0)
    assert draw is not None and draw.source != "face_up"
    items = window.scene._items
    banded = {key for key, item in items.items() if item.banded}
    assert banded == {draw.card.id}
    assert items[draw.card.id].is_face_up
    assert not items[draw.card.id].band_seen   # the teal of a card new in the hand
    assert c.play_card(next(a.card.id for a in c.choice.actions if a.card.id != draw.card.id))
    # At the person's next turn, only a card drawn since that play is marked.
    qtbot.waitUntil(lambda: c.awaiting == 0 or c._holding, timeout=10000)
    qtbot.wait(50)
    since = _last_draw_of(c.game.events, 0)
    expected = {since.card.id} if since is not None and since.source != "face_up" else set()
    assert {key for key, item in items.items() if item.banded} == expected
    assert draw.card.id not in expected


def test_a_face_up_card_taken_is_marked_as_seen_by_everyone(qtbot, tmp_path) -> None:
    """Round 32: it stays face up to the other player, so it is marked (until played), with why."""
    window = _play_until_a_draw(qtbot, tmp_path, face_up=True)
    draw = _last_draw_of(window.controller.game.events, 0)
    banded = {key for key, item in window.scene._items.items() if item.banded}
    assert draw.card.id in banded and banded <= set(window.scene._state.known[0])
    # Round 33: in a colour of its own, not the teal of a card new in the hand (which goes at the next play).
    assert all(window.scene._items[key].band_seen for key in banded)
    reason = window.scene._playable.get(draw.card.id)
    # Round 34: by name, with one other player ("everyone" read as more people).
    other = window.controller.names[1]
    assert window.scene._items[draw.card.id].toolTip() == (reason or f"Taken face up: {other} has seen it")


def test_the_status_line_names_the_card_from_the_pile(qtbot, tmp_path) -> None:
    """Round 20: the other player's draw was said in words, the person's own never."""
    window = make_window(qtbot, tmp_path)
    c = window.controller
    said: list[tuple[CardDrawn, str]] = []
    c.eventShown.connect(lambda event: said.append((event, window.statusBar().currentMessage()))
                         if isinstance(event, CardDrawn) else None)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=6)
    play(qtbot, window, lambda: any(e.seat == 0 and e.source != "face_up" for e, _ in said))
    own = [(e, text) for e, text in said if e.seat == 0 and e.source != "face_up"]
    events = c.game.events
    index = next(i for i, e in enumerate(events) if e is own[0][0])
    # "gets" for the card the trick's winner left to Ann, "takes" for her own choice (round 31).
    verb = "gets" if isinstance(events[index - 1], CardDrawn) else "takes"
    assert own[0][1] == f"Ann {verb} the top card of the pile: {card_name(own[0][0].card, 'rook')}."
    others = [text for e, text in said if e.seat == 1 and e.source != "face_up"]
    assert not any("the top card of the pile:" in text for text in others)   # the computer's stays hidden


def test_every_draw_of_the_person_is_said_as_chosen_or_left_to_them(qtbot, tmp_path) -> None:
    """Round 31: a face-up card taken or left to the person was not said at all, and the pile's card that
    the computer left them read "South takes the top card of the pile"."""
    window = make_window(qtbot, tmp_path)
    c = window.controller
    said: list[tuple[CardDrawn, bool, str]] = []

    def note(event) -> None:
        if isinstance(event, CardDrawn) and event.seat == 0:
            events = c.game.events
            index = next(i for i, e in enumerate(events) if e is event)
            said.append((event, isinstance(events[index - 1], CardDrawn), window.statusBar().currentMessage()))

    c.eventShown.connect(note)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=6)
    kinds = lambda: {(e.source == "face_up", left) for e, left, _ in said}  # noqa: E731
    play(qtbot, window, lambda: len(kinds()) == 4 or c._holding)
    assert len(kinds()) >= 3
    for event, left, text in said:
        verb = "gets" if left else "takes"
        name = card_name(event.card, "rook")
        assert text == (f"Ann {verb} the face-up card, {name}." if event.source == "face_up"
                        else f"Ann {verb} the top card of the pile: {name}.")


def test_the_band_is_explained_when_it_is_not_the_person_s_turn(qtbot, tmp_path) -> None:
    """Round 21: the drawn card's band looked like the nest's ("did the king come from the nest?"); its tooltip
    says where it came from, at the person's turn and while the computer plays."""
    window = _play_until_a_draw(qtbot, tmp_path, face_up=False)
    c = window.controller
    draw = _last_draw_of(c.game.events, 0)
    item = window.scene._items[draw.card.id]
    assert item.banded and item.toolTip() == "From the pile"
    c.scene.set_playable(None)   # as when the person's turn is over and the other player's begins
    assert item.banded and item.toolTip() == "From the pile"


def test_the_mark_survives_closing_and_resuming(qtbot, tmp_path) -> None:
    """Round 25: the band came only from the draw itself, so a game closed and resumed had lost it."""
    window = _play_until_a_draw(qtbot, tmp_path, face_up=False)
    draw = _last_draw_of(window.controller.game.events, 0)
    window.close()
    again = make_window(qtbot, tmp_path)
    again.keeper.resume(again.keeper.pending_resume())
    wait_for_person(qtbot, again)
    items = again.scene._items
    assert {key for key, item in items.items() if item.banded} == {draw.card.id}
    assert items[draw.card.id].toolTip() == "From the pile"


def test_blind_draw_held_follows_the_hand() -> None:
    """The card is the seat's until they play or take the face-up card; a new deal forgets it."""
    from rookdesk.engine.cards import parse_card
    from rookdesk.engine.events import Dealt

    card, other = parse_card("12Y"), parse_card("7B")
    pile = CardDrawn(0, card, "pile")
    assert blind_draw_held([pile], 0) == card
    assert blind_draw_held([pile], 1) is None
    assert blind_draw_held([pile, CardDrawn(1, other, "face_up")], 0) == card      # the other seat's draw
    assert blind_draw_held([pile, CardPlayed(1, other)], 0) == card                # the other seat's play
    assert blind_draw_held([pile, CardPlayed(0, other)], 0) is None
    assert blind_draw_held([pile, CardDrawn(0, other, "face_up")], 0) is None
    assert blind_draw_held([pile, Dealt(2, 0, (), (), (), None)], 0) is None


def test_a_resumed_game_shows_the_trick_just_won(qtbot, tmp_path) -> None:
    """Round 25: resumed at "you won the trick: take a card" with animations on, the table had no trick:
    the one just won is on show as after its last card, its winner marked, then taken in (round 34: it
    had lain there until the next lead, which play never showed)."""
    window = make_window(qtbot, tmp_path)
    c = window.controller
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=6)
    play(qtbot, window, lambda: c.game.phase is Phase.DRAW and c.awaiting == 0)
    won = c.game.tricks[-1]
    window.close()
    again = make_window(qtbot, tmp_path, animation_speed="normal")
    again.keeper.resume(again.keeper.pending_resume())
    lying = {card.id for card in won.cards}
    assert lying <= again.scene.visible_face_up_cards()
    assert again.scene._trick_banner.isVisible() and again.controller.awaiting is None   # the look first
    assert again.info_panel.title.whole() != "Dealing…"   # a hand half played is not dealt again (round 34)
    wait_for_person(qtbot, again)
    assert again.controller.game.phase is Phase.DRAW
    qtbot.waitUntil(lambda: not again.scene.is_animating(), timeout=20000)
    assert not lying & {key for key in again.scene._items} and not again.scene._trick_banner.isVisible()
