"""Hot-seat undo: a person taking back their own decision is not asked to pass the screen to themselves.

Round 19: Ann played a card (or confirmed her discard) and pressed Ctrl+Z at once; the decision came
back correctly, behind a "Pass to Ann" curtain for the person already at the screen.
"""

from __future__ import annotations

from rookdesk.engine.phases import Phase
from tests.ui.driver import public_ok, viewer_only_ok

from .test_game_keeper import keeper, make_window, people, play, short_rules


def _ann_plays(qtbot, window, pause_after_ms: int = 0) -> None:
    """Ann's turn in the play (her hand up), then she plays a card; the computers then wait this long."""
    c = window.controller
    play(qtbot, window, lambda: c.game.phase is Phase.PLAY and c.awaiting == 0 and c.shown == 0)
    c.set_ai_pause(pause_after_ms)
    assert c.play_card(c.choice.actions[0].card.id)
    qtbot.waitUntil(lambda: c.awaiting != 0, timeout=3000)


def test_undo_of_your_own_decision_leaves_your_hand_up(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, hot_seat_undo=True)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "human", "easy"), seed=4)
    c = window.controller
    _ann_plays(qtbot, window, pause_after_ms=5000)   # the undo comes while Ann is still at the screen
    assert c.shown == 0 and keeper(window).undo_action.isEnabled()
    keeper(window).undo()
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=3000)
    assert c.curtain_for is None and not window.curtain.isVisible()
    viewer_only_ok(window)   # Ann's hand, and nobody else's


def test_undo_at_someone_else_s_curtain_still_asks_for_the_person(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, hot_seat_undo=True)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "human", "easy"), seed=4)
    c = window.controller
    _at_cy_s_curtain_after_ann(qtbot, window)
    keeper(window).undo()
    qtbot.waitUntil(lambda: c.curtain_for is not None, timeout=3000)
    assert c.curtain_for == 0 and window.curtain.isVisible() and c.shown is None
    public_ok(window)


def _at_cy_s_curtain_after_ann(qtbot, window) -> None:
    """A play of Ann's after which the computers go on to Cy's turn: Cy's curtain is up."""
    c = window.controller
    for _ in range(13):
        _ann_plays(qtbot, window)
        qtbot.waitUntil(lambda: c.curtain_for is not None or c.awaiting == 0 or c._holding, timeout=5000)
        if c.curtain_for == 2:
            return
        if c.curtain_for is not None:
            c.lift_curtain()
    raise AssertionError("no curtain for Cy after a play of Ann's")


def test_an_undo_at_a_curtain_says_whose_decision_went_and_the_next_curtain_keeps_it(qtbot, tmp_path) -> None:
    """Round 32: Cy, at her curtain, pressed Ctrl+Z; Ann's card went back without a word (the curtain
    for Ann cleared the status line), and the menu said "Take back your last decision"."""
    window = make_window(qtbot, tmp_path, hot_seat_undo=True)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "human", "easy"), seed=4)
    c = window.controller
    _at_cy_s_curtain_after_ann(qtbot, window)
    undo = keeper(window).undo_action
    assert undo.toolTip() == "Take back the last decision of Ann (and the computers' after it)"
    undo.trigger()
    qtbot.waitUntil(lambda: c.curtain_for == 0 and window.curtain.isVisible(), timeout=3000)
    qtbot.wait(50)
    # Round 34: and which, as everyone saw it (Cy was not told why it was Ann's turn again).
    assert window.statusBar().currentMessage().startswith("Ann's last decision was taken back: playing ")


def test_hot_seat_undo_switched_on_takes_back_at_once(qtbot, tmp_path) -> None:
    """Round 32: switched on in Preferences during the game, Ctrl+Z still answered "Nothing to undo: there
    is no decision of yours to take back" (the item stayed greyed out until the next move)."""
    window = make_window(qtbot, tmp_path, hot_seat_undo=False)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "human", "easy"), seed=4)
    c = window.controller
    _at_cy_s_curtain_after_ann(qtbot, window)
    k = keeper(window)
    assert not k.undo_action.isEnabled()
    window.apply_settings(window.settings.with_changes(hot_seat_undo=True))
    assert k.undo_action.isEnabled()
    played = len(c.game.actions)
    window.apply_settings(window.settings.with_changes(hot_seat_undo=False))
    window.settings = window.settings.with_changes(hot_seat_undo=True)   # the item not told: still greyed
    assert not k.undo_action.isEnabled()
    k.refuse_undo()                                    # Ctrl+Z on the greyed item takes back all the same
    qtbot.waitUntil(lambda: len(c.game.actions) < played, timeout=3000)
    assert "Nothing to undo" not in window.statusBar().currentMessage()


def test_a_redo_in_hot_seat_says_whose_decision_is_made_again(qtbot, tmp_path) -> None:
    """Round 33: Undo named the person, Redo said nothing at all once the next curtain came up."""
    window = make_window(qtbot, tmp_path, hot_seat_undo=True)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "human", "easy"), seed=4)
    c = window.controller
    _at_cy_s_curtain_after_ann(qtbot, window)
    keeper(window).undo_action.trigger()
    qtbot.waitUntil(lambda: c.curtain_for == 0 and window.curtain.isVisible(), timeout=3000)
    keeper(window).redo_action.trigger()
    qtbot.waitUntil(lambda: c.curtain_for == 2 and window.curtain.isVisible(), timeout=5000)
    qtbot.wait(50)
    assert window.statusBar().currentMessage() == "Ann's decision is made again."
