"""A hot-seat curtain turns the table to the person it asks for, every hand still hidden.

Round 20: the first curtain of a new game showed the last game's orientation, a computer seat at the
bottom with its fanned (face-down) hand, as if that seat were the one at the screen.
"""

from __future__ import annotations

import random

from tests.ui.driver import public_ok

from .test_game_keeper import decide, make_window, people, short_rules


def test_each_curtain_has_its_person_at_the_bottom(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    c = window.controller
    rng = random.Random(5)
    for kinds, seed in ((("easy", "easy", "human", "human"), 3), (("human", "easy", "easy", "human"), 4)):
        window.start_game(short_rules("partners-cutthroat", 500), people(*kinds), seed=seed)
        curtains = 0
        while curtains < 4:
            qtbot.waitUntil(lambda: c.curtain_for is not None or (c.awaiting is not None
                                                                  and c.inputs[c.awaiting].is_human), timeout=10000)
            if c.curtain_for is not None:
                assert window.scene._bottom == c.curtain_for, kinds
                public_ok(window)
                curtains += 1
                c.lift_curtain()
                continue
            decide(window, rng)
