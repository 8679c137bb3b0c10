"""Play test round 16: the tricks-and-points tallies beside the name plates stay clear of every other plate,
tally and corner badge, with five and six players at the smallest table too, and each reads as its own
seat's."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QFontMetricsF

from rookdesk.engine.phases import Phase
from rookdesk.ui.table.demo import demo_rules
from rookdesk.ui.table.decor import Badge
from rookdesk.ui.table.layout import Rect, Side

from .conftest import Table

SIZES = [(800, 600), (1000, 720), (1920, 1080)]


def clear(a, b) -> bool:
    return not a.intersected(b).adjusted(1, 1, -1, -1).isValid()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", SIZES)
def test_every_tally_lies_clear_of_the_other_plates_tallies_and_badges(qtbot, players, size) -> None:
    """Round 16: five players at 800x600 put the two top seats' tallies into the one gap between their
    plates, each over the other's plate ("1 tric" cut off under "0 tricks · 0")."""
    table = Table(qtbot, *size)
    rules = demo_rules("two-hand-standard" if players == 2 else "partners-cutthroat",
                       None if players in (2, 4) else players)
    table.start("", seed=4, rules=rules)
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) >= 1, seed=4)
    scene = table.scene
    # The longest tallies a hand can show: double-digit tricks and three-digit points, on every plate.
    scene._state.set_won([10 + seat for seat in range(players)], [100 + seat for seat in range(players)])
    scene._update_plates()
    plates = scene._plates[:players]
    assert all(plate.tally for plate in plates)
    badges = [scene._bid_badge.sceneBoundingRect(), scene._score_badge.sceneBoundingRect()]
    for plate in plates:
        tally = plate.tally_scene_rect()
        assert scene.sceneRect().contains(tally), (plate.name, tally)
        for badge in badges:
            assert clear(tally, badge), (plate.name, plate.tally, "on a badge")
        for other in plates:
            if other is not plate:
                assert clear(tally, other.plate_scene_rect()), (plate.name, "tally on the plate of", other.name)
    for a, b in itertools.combinations(plates, 2):
        assert clear(a.tally_scene_rect(), b.tally_scene_rect()), (a.name, b.name)
    # Beside its plate wherever the table leaves room: the viewer's always, the side seats' up to four
    # players. With five or six every other seat's lies on that seat's own face-down hand: between two
    # plates of the crowded top row a tally read as the neighbour's.
    for plate in plates:
        tally, own = plate.tally_scene_rect(), plate.plate_scene_rect()
        beside = own.top() <= tally.center().y() <= own.bottom()
        if plate.side is Side.BOTTOM or (plate.side is not Side.TOP and players <= 4):
            assert beside, (plate.name, plate.side, "off its plate's level")
        elif players >= 5:
            assert not beside, (plate.name, plate.side, "between two plates of a crowded table")
            assert abs(tally.center().x() - own.center().x()) < 1, (plate.name, "not on its own hand")


def test_five_or_six_players_scores_in_two_columns_get_the_badge_s_height(qtbot) -> None:
    """Round 16: six players' scores came out at 8 px in a badge with room for 13 (the fit stacked all six
    lines, where two columns stand three above one another)."""
    badge = Badge(align_right=True)
    badge.set_geometry(Rect(884, 7, 209, 76))   # the score badge of a 1100x760 window
    scores = [f"Player {i}: {points}" for i, points in enumerate((0, -105, 35, 20, 15, 30), start=1)]
    badge.set_lines(["Hand 1 · playing to 500"] + scores)
    six = badge._font.pixelSize()
    badge.set_lines(["Hand 1 · playing to 500", "South & North: 0", "West & East: 0"])
    assert six >= 12 and six >= badge._font.pixelSize() - 2
    badge.set_lines(["Hand 1 · playing to 500"] + scores)
    rows = len(badge._rows())
    assert rows == 4 and rows * QFontMetricsF(badge._font).lineSpacing() <= 76 - 2 * badge._padding()


@pytest.mark.parametrize(("size", "under"), [((545, 600), True), ((480, 560), True), ((600, 720), True),
                                             ((700, 520), False)])
def test_a_top_seat_s_tally_off_its_level_lies_under_its_plate_not_on_its_hand(qtbot, size, under) -> None:
    """Round 21 (and four testers before): on a narrow table, the score sheet open, North's tally went onto
    North's own cards. It goes under North's plate where that is clear of the middle of the table's cards
    (on a low table, 700x520, North's trick card lies right under the plate: there it stays over it)."""
    from rookdesk.ui.table.scene import middle_cards

    table = Table(qtbot, *size)
    table.start("", seed=4, rules=demo_rules("partners-cutthroat", None))
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) >= 3, seed=4)
    scene = table.scene
    scene._state.set_won([10, 11, 12, 13], [100, 101, 102, 103])
    scene._update_plates()
    top = next(plate for plate in scene._plates[:4] if plate.side is Side.TOP)
    tally, own = top.tally_scene_rect(), top.plate_scene_rect()
    assert not own.top() <= tally.center().y() <= own.bottom(), "beside its plate: nothing to check at this size"
    assert (tally.top() >= own.bottom() - 1) == under, (tally, own)
    assert all(clear(tally, card) for card in middle_cards(scene.table_layout(), scene._rules.nest_size))
    in_trick = {k for _, k in scene._state.trick}
    trick = [item.sceneBoundingRect() for key, item in scene._items.items() if key in in_trick]
    assert len(trick) == 3 and all(clear(tally, card) for card in trick)
    if under:
        hand = [item.sceneBoundingRect() for key, item in scene._items.items() if key in scene.hand_keys(2)]
        assert hand and all(clear(tally, card) for card in hand)


def test_two_tallies_meeting_in_one_gap_share_it(qtbot) -> None:
    """Round 30: with the score sheet open beside a 1280-wide window, North's tally, found to lie on East's,
    went onto North's cards, though the gap between the two plates had room for both tallies a little
    smaller. Each takes the gap up to its middle now, and the top seat's stays beside its plate."""
    table = Table(qtbot, 1014, 758)   # the table beside the score sheet
    table.start("", seed=4, rules=demo_rules("partners-cutthroat", None))
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) >= 1, seed=4)
    scene = table.scene
    scene._state.set_won([10, 11, 12, 13], [100, 101, 102, 103])
    scene._update_plates()
    plates = scene._plates[:4]
    top = next(plate for plate in plates if plate.side is Side.TOP)
    tally, own = top.tally_scene_rect(), top.plate_scene_rect()
    assert own.top() <= tally.center().y() <= own.bottom(), "off its plate's level"
    for a, b in itertools.combinations(plates, 2):
        assert clear(a.tally_scene_rect(), b.tally_scene_rect()), (a.name, b.name)
        assert clear(a.tally_scene_rect(), b.plate_scene_rect()), (a.name, b.name)
    assert all(plate._tally_font.pixelSize() >= 8 for plate in plates)
