"""Round 28: at scale factor 2 on a 1920x1080 screen (a table of about 960x355), the label of a trick won by
the top seat lay over the draw pile's card count, which the label's placing did not count among the things
it must leave readable."""

from __future__ import annotations

from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.presets import preset
from tests.ui.driver import make_window, seats


def test_the_won_trick_s_label_leaves_the_pile_count_readable(qtbot) -> None:
    window = make_window(qtbot)   # animations off: a won trick lies with its label until the next lead
    window.resize(960, 700)
    window.view.setMaximumHeight(355)
    window.start_game(preset("two-hand-rook"), seats(["human", "easy"]), seed=4)
    c, scene, person = window.controller, window.scene, RandomPlayer(2)
    for _ in range(40):
        qtbot.waitUntil(lambda: c._holding or c.awaiting == 0 and c.choice is not None, timeout=10000)
        if c._holding:
            window._continue_after_hand()
            continue
        if scene.trick_winner_shown() is not None and scene._pile_count.isVisible():
            break
        c.submit(person.choose(c.choice))
    else:
        raise AssertionError("no won trick lay beside the pile")
    count, label = scene._pile_count, scene._trick_banner
    assert not label.sceneBoundingRect().intersects(count.sceneBoundingRect())
    # The count where the label lies now (as at 960x355, under the pile): the label goes elsewhere.
    count.setPos(count.pos() + label.sceneBoundingRect().center() - count.sceneBoundingRect().center())
    scene._show_trick_winner_again()
    assert not label.sceneBoundingRect().intersects(count.sceneBoundingRect())
