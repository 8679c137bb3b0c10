"""The follow-suit refusal names the Rook (or joker) when the house lets it be played any time.

Found in a play test of tournament rules: the message said only "play Black while you have it" while
the Rook, also open to the player, stood undimmed in the hand.
"""

from __future__ import annotations

from rookdesk.engine.errors import IllegalAction
from rookdesk.ui.texts import illegal_reason


def _refusal(or_rook: bool) -> IllegalAction:
    return IllegalAction("you must follow suit", "must_follow_suit", suit="B", or_rook=or_rook)


def test_the_rook_is_named_only_when_the_player_may_play_it(qapp) -> None:
    assert illegal_reason(_refusal(True), "rook") == "You must follow suit: play Black while you have any, or the Rook."
    assert illegal_reason(_refusal(False), "rook") == "You must follow suit: play Black while you have any."
    assert illegal_reason(_refusal(True), "standard").endswith(", or the joker.")
