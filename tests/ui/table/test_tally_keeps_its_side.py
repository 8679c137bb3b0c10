"""Round 25: a seat's tricks-and-points tally stays on one side of its name plate all hand long.

Where it went was decided from the tally's own text, so as the count grew ("1 trick · 0", then
"3 tricks · 25") a side seat's tab ran out of room toward the table's middle and hopped to the plate's
other side between two tricks. It is now decided from the widest tally the hand could bring.
"""

from __future__ import annotations

import pytest

from rookdesk.engine.phases import Phase
from rookdesk.ui.table.demo import demo_rules

from .conftest import Table

# Table sizes at which a tally hopped before (found by a search over sizes from 440x380 to 1300x900),
# and the tables of 800x600 and 1100x780 windows.
SIZES = {
    2: [(588, 380), (625, 645), (662, 751), (800, 600), (1100, 780)],
    4: [(551, 645), (551, 698), (699, 380), (736, 539), (847, 698), (958, 804), (800, 600)],
}
CASES = [(players, size) for players, sizes in SIZES.items() for size in sizes]


def where(plate) -> str:
    """Which side of its plate the tally lies on."""
    tally, own = plate.tally_scene_rect(), plate.plate_scene_rect()
    if tally.left() >= own.right() - 1:
        return "right"
    if tally.right() <= own.left() + 1:
        return "left"
    return "under" if tally.center().y() > own.center().y() else "over"


@pytest.mark.parametrize(("players", "size"), CASES)
def test_each_tally_keeps_its_side_as_the_count_grows(qtbot, players, size) -> None:
    table = Table(qtbot, *size)
    table.start("", seed=3, rules=demo_rules("two-hand-standard" if players == 2 else "partners-cutthroat"))
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) >= 1, seed=3)
    scene = table.scene
    tricks = scene._rules.tricks_per_hand
    seen: dict[int, set[str]] = {seat: set() for seat in range(players)}
    # Every seat takes tricks in turn, each worth up to 20 points: the counts grow as in a hand.
    won, points = [0] * players, [0] * players
    for trick in range(tricks):
        winner = trick % players
        won[winner] += 1
        points[winner] += (trick * 7) % 25
        scene._state.set_won(list(won), list(points))
        scene._update_plates()
        for seat, plate in enumerate(scene._plates[:players]):
            if plate.tally:
                seen[seat].add(where(plate))
    hopped = {scene._plates[seat].name: sides for seat, sides in seen.items() if len(sides) > 1}
    assert hopped == {}, f"tallies moved round their plates at {size}: {hopped}"
