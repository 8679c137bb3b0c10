"""Round 37: View > Last trick said "West took it, 25 points in cards." of the hand's last trick, and
not the bonus of 20 that the hand summary counted for it, nor the nest that went with it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from rookdesk.engine.events import HandEnded
from rookdesk.engine.presets import preset
from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.dialogs.last_trick import LastTrickDialog
from rookdesk.ui.models import LoggedTrick
from tests.ui.driver import make_window, seats, short_rules

from .test_play15_summary_clear_of_plates import _until_summary

NAMES = ("South", "West", "North", "East")


def _headline(dialog: LastTrickDialog) -> str:
    return dialog.findChildren(QLabel)[0].text()


def _trick(number: int, winner: int = 1) -> LoggedTrick:
    from rookdesk.engine.cards import parse_card
    return LoggedTrick(2, number, tuple((seat, parse_card(c)) for seat, c in enumerate(("5G", "10G", "14G", "1G"))),
                       winner, 40)


def test_the_last_trick_of_a_hand_tells_its_bonus_and_the_nest(qtbot) -> None:
    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=3)
    _until_summary(qtbot, window)
    dialog = window.show_last_trick()
    assert dialog is not None
    qtbot.addWidget(dialog)
    end = next(e for e in reversed(window.controller.game.events) if isinstance(e, HandEnded))
    trick = window.trick_model.last_trick()
    nest = end.discard_points[trick.winner % 2]
    text = _headline(dialog)
    assert text.startswith(f"Trick 10 of hand 1: {window.controller.names[trick.winner]} took it, {trick.points} points in cards.")
    assert "a bonus of 20 points" in text and f"The nest went with it: {nest} point" in text, text


def test_other_tricks_and_other_rules_say_only_what_applies(qtbot) -> None:
    rules = preset("partners-cutthroat")
    middle = LastTrickDialog(_trick(4), NAMES, rules, CardImageCache())
    qtbot.addWidget(middle)
    assert _headline(middle) == "Trick 4 of hand 2: West took it, 40 points in cards."
    # Before the hand's end is known the nest has no figure yet.
    last = LastTrickDialog(_trick(10), NAMES, rules, CardImageCache())
    qtbot.addWidget(last)
    assert _headline(last).endswith("a bonus of 20 points. The nest's points went with it.")
    # Kentucky: no bonus for the last trick, the nest still goes with it.
    kentucky = LastTrickDialog(_trick(9), NAMES, preset("kentucky-discard"), CardImageCache())
    qtbot.addWidget(kentucky)
    assert "bonus" not in _headline(kentucky) and "nest" in _headline(kentucky)
    # Two-handed Rook: neither.
    two = LastTrickDialog(LoggedTrick(2, 20, _trick(20).plays[:2], 1, 15), ("South", "North"), preset("two-hand-rook"),
                          CardImageCache())
    qtbot.addWidget(two)
    assert _headline(two) == "Trick 20 of hand 2: North took it, 15 points in cards."
