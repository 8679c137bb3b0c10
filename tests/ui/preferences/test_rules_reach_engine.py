"""Rules edited in the dialog are the rules the engine plays by."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rookdesk.ai.match import play_hand
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.actions import Bid
from rookdesk.engine.events import HandEnded, TrickWon
from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import RuleSet
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.points_model import POINTS_COLUMN
from rookdesk.ui.preferences.rules_form import RulesForm
from rookdesk.ui.preferences.rules_page import BUILT_IN, Source

from prefs_helpers import choose, set_points, set_ranks


def applied_rules(qtbot, dialog: PreferencesDialog) -> RuleSet:
    with qtbot.waitSignal(dialog.rulesChanged) as signal:
        assert dialog.apply()
    return signal.args[0]


def play_one_hand(rules: RuleSet, seed: int = 1) -> tuple[Game, HandEnded]:
    game = Game(rules, seed=seed)
    game.start()
    players = [RandomPlayer(seed + seat) for seat in range(rules.players)]
    play_hand(game, players)
    ended = [e for e in game.events if isinstance(e, HandEnded)]
    assert ended, "the hand was scored"
    return game, ended[0]


def test_a_changed_minimum_bid_is_enforced(qtbot, dialog: PreferencesDialog) -> None:
    dialog.rules_page.form.min_spin.setValue(150)
    rules = applied_rules(qtbot, dialog)
    game = Game(rules, seed=3)
    game.start()
    seat = game.to_act
    refused = game.why_illegal(Bid(seat, 145))
    assert refused is not None and refused.code == "bid_below_min" and refused.params["min"] == 150
    assert game.why_illegal(Bid(seat, 150)) is None
    assert min(game.bid_amounts()) == 150
    play_one_hand(rules)


def test_a_most_tricks_bonus_is_scored(qtbot, dialog: PreferencesDialog) -> None:
    form = dialog.rules_page.form
    form.most_tricks_spin.setValue(30)
    rules = applied_rules(qtbot, dialog)
    assert rules.bonus.most_tricks == 30 and rules.bidding.max == 230
    for seed in range(1, 6):
        game, ended = play_one_hand(rules, seed)
        tricks = [0] * rules.sides
        for event in game.events:
            if isinstance(event, TrickWon):
                tricks[rules.side_of(event.winner)] += 1
        most = max(tricks)
        last_side = rules.side_of([e for e in game.events if isinstance(e, TrickWon)][-1].winner)
        for side in range(rules.sides):
            expected = (30 if tricks[side] == most and tricks.count(most) == 1 else 0) + (20 if side == last_side else 0)
            assert ended.bonuses[side] == expected


def test_trick_points_and_made_rule_reach_the_score(qtbot, dialog: PreferencesDialog) -> None:
    form = dialog.rules_page.form
    form.trick_points_spin.setValue(2)
    choose(form.made_combo, "bid")
    rules = applied_rules(qtbot, dialog)
    game, ended = play_one_hand(rules, 7)
    tricks = [0] * rules.sides
    for event in game.events:
        if isinstance(event, TrickWon):
            tricks[rules.side_of(event.winner)] += 1
    bidder_side = rules.side_of(ended.bidder)
    if ended.made:
        assert ended.delta[bidder_side] == ended.bid
    card_points = [0] * rules.sides
    for event in game.events:
        if isinstance(event, TrickWon):
            card_points[rules.side_of(event.winner)] += event.points
    assert list(ended.taken) == [p + 2 * t for p, t in zip(card_points, tricks)]


def test_edited_deck_is_dealt(qtbot, dialog: PreferencesDialog) -> None:
    """Five players, no 5s: the engine deals the deck the editor shows."""
    form = dialog.rules_page.form
    form.partnerships_box.setChecked(False)
    form.rank_boxes[5].setChecked(False)
    form.players_spin.setValue(4)
    form.hand_spin.setValue(9)
    rules = applied_rules(qtbot, dialog)
    game = Game(rules, seed=2)
    game.start()
    hands = [game.view_for(seat).hand for seat in range(4)]
    assert all(len(hand) == 9 for hand in hands)
    assert not any(card.rank == 5 for hand in hands for card in hand)
    play_one_hand(rules)


def set_up_two_hand_standard(form: RulesForm) -> None:
    """A new user's steps for the first house-rule variant, from the default rules."""
    form.name_edit.setText("Two-handed Rook (standard deck)")
    choose(form.style_combo, "standard")
    set_ranks(form, set(range(4, 15)))
    form.rook_box.setChecked(True)
    choose(form.rook_rank_mode, "lowest")
    form.partnerships_box.setChecked(False)
    form.players_spin.setValue(2)
    form.hand_spin.setValue(11)
    form.nest_spin.setValue(3)
    form.draw_pile_box.setChecked(True)
    form.face_up_box.setChecked(False)
    choose(form.first_dealer_combo, "random")
    set_points(form, {"5": 5, "10": 10, "A": 10, "ROOK": 20})
    form.last_trick_spin.setValue(0)
    form.most_tricks_spin.setValue(20)
    form.step_spin.setValue(5)
    form.min_spin.setValue(50)
    form.max_auto_box.setChecked(True)
    choose(form.opener_combo, "left_of_dealer")
    form.must_bid_box.setChecked(True)
    choose(form.all_pass_combo, "redeal")
    choose(form.trump_named_combo, "before_nest")
    form.no_trump_box.setChecked(False)
    choose(form.discard_counters_combo, "forbidden")
    choose(form.points_to_combo, "nobody")
    choose(form.leader_combo, "bidder")
    choose(form.made_combo, "points_taken")
    choose(form.set_combo, "minus_bid")
    form.opponents_box.setChecked(True)
    form.target_spin.setValue(500)
    form.spread_box.setChecked(False)


def set_up_two_hand_rook(form: RulesForm) -> None:
    form.name_edit.setText("Two-handed Rook (Rook deck)")
    set_ranks(form, set(range(4, 15)))
    form.rook_box.setChecked(False)
    choose(form.rook_rank_mode, "lowest")
    form.partnerships_box.setChecked(False)
    form.players_spin.setValue(2)
    form.hand_spin.setValue(11)
    form.nest_spin.setValue(4)
    form.draw_pile_box.setChecked(True)
    form.face_up_box.setChecked(True)
    choose(form.first_dealer_combo, "high_card")
    set_points(form, {"5": 5, "10": 10, "14": 10})
    form.trick_points_spin.setValue(2)
    form.last_trick_spin.setValue(0)
    form.min_spin.setValue(60)
    choose(form.opener_combo, "dealer")
    form.must_bid_box.setChecked(True)
    choose(form.all_pass_combo, "redeal")
    choose(form.trump_named_combo, "before_nest")
    form.no_trump_box.setChecked(False)
    choose(form.discard_counters_combo, "forbidden")
    choose(form.points_to_combo, "nobody")
    choose(form.leader_combo, "left_of_bidder")
    choose(form.set_combo, "zero_double_opponents")
    form.target_spin.setValue(250)
    form.spread_box.setChecked(False)


def set_up_partners_cutthroat(form: RulesForm) -> None:
    form.name_edit.setText("Partnership cut-throat Rook")
    choose(form.style_combo, "rook")
    set_ranks(form, {1} | set(range(5, 15)))
    form.rook_box.setChecked(True)
    form.one_high_box.setChecked(True)
    choose(form.rook_rank_mode, "between")
    choose(form.rook_rank_position, 10.5)
    form.players_spin.setValue(4)
    form.partnerships_box.setChecked(True)
    form.hand_spin.setValue(10)
    form.nest_spin.setValue(5)
    set_points(form, {"1": 15, "5": 5, "10": 10, "14": 10, "ROOK": 20})
    form.last_trick_spin.setValue(20)
    form.min_spin.setValue(100)
    choose(form.all_pass_combo, "dealer_forced")
    choose(form.trump_named_combo, "after_nest")
    form.no_trump_box.setChecked(True)
    choose(form.leader_combo, "bidder")
    form.target_spin.setValue(500)
    form.spread_box.setChecked(True)
    form.spread_spin.setValue(500)


def test_the_three_house_variants_from_scratch(qtbot, dialog: PreferencesDialog) -> None:
    """Each house-rule variant set up by hand from the default rules equals its preset and plays a hand."""
    page = dialog.rules_page
    for setup, key in ((set_up_two_hand_standard, "two-hand-standard"), (set_up_two_hand_rook, "two-hand-rook"),
                       (set_up_partners_cutthroat, "partners-cutthroat")):
        page.start_from(Source(BUILT_IN, "partners-cutthroat"))
        page.form.trick_points_spin.setValue(3)  # start from something edited, as a user would
        page.form.trick_points_spin.setValue(0)
        setup(page.form)
        assert page.form.error is None, page.form.error_summary()
        rules = applied_rules(qtbot, dialog)
        assert rules == PRESETS[key], key
        play_one_hand(rules, seed=11)


def test_rook_rank_choice_reaches_trick_play(qtbot, dialog: PreferencesDialog) -> None:
    """'Highest' makes the Rook beat the top trump in the engine's trick rules."""
    from rookdesk.engine.cards import ROOK, Card
    from rookdesk.engine.tricks import trick_rules

    form = dialog.rules_page.form
    choose(form.rook_rank_mode, "highest")
    rules = applied_rules(qtbot, dialog)
    judge = trick_rules(rules, "R")
    assert judge.winner_index([Card(1, "R"), ROOK]) == 1
    model = form.points_model
    model.setData(model.index(model.row_of("ROOK"), POINTS_COLUMN), 25, Qt.ItemDataRole.EditRole)
    assert applied_rules(qtbot, dialog).card_points(ROOK) == 25


def test_the_bid_arrows_move_by_the_bid_step(qtbot, dialog: PreferencesDialog) -> None:
    """One click on the minimum or maximum bid's arrow gives the next legal bid, not an error."""
    form = dialog.rules_page.form
    step = form.step_spin.value()
    assert step > 1   # the loaded rules bid in steps (5 in every preset)
    start = form.min_spin.value()
    form.min_spin.stepUp()
    assert form.min_spin.value() == start + step and form.error is None
    form.step_spin.setValue(10)
    form.min_spin.setValue(100)
    form.min_spin.stepUp()
    assert form.min_spin.value() == 110 and form.error is None
    form.max_auto_box.setChecked(False)
    before = form.max_spin.value()
    form.max_spin.stepDown()
    assert form.max_spin.value() == before - 10


def test_card_points_too_low_for_the_lowest_bid_are_said_to_be_the_points_doing() -> None:
    """Round 24: with the 10s, 14s and the Rook at 0 points the automatic highest bid fell to 20, and the editor
    said only "the lowest bid 70 is above the highest bid 20", as if the bids had been changed."""
    from rookdesk.engine.errors import RuleError
    from rookdesk.engine.presets import preset
    from rookdesk.ui.messages import rule_reason
    from rookdesk.ui.preferences.rule_draft import validate

    data = preset("kentucky-discard").to_dict()
    data["points"] = {"5": 5, "10": 0, "14": 0, "ROOK": 0}
    try:
        validate(data, automatic_max=True)
    except RuleError as error:
        refusal = next(p for p in error.problems if p.key == "bidding.min")
    else:
        raise AssertionError("the rules were accepted")
    assert refusal.code == "bid_min_above_points"
    assert rule_reason(refusal) == ("70 is above the maximum bid 20, which is what the cards' points allow (the "
                                    "points in a hand, rounded down to the step).")
    with pytest.raises(RuleError) as fixed:   # a highest bid typed in is the person's own: the old words
        validate({**data, "bidding": {**data["bidding"], "max": 20}}, automatic_max=False)
    assert any(p.code == "bid_min_above_max" for p in fixed.value.problems)
