"""Round 27: on a narrow table (the score sheet docked) a side seat's tally, with no room beside its plate,
went under the plate's middle, onto the top cards of the seat's own hand. It keeps clear of that hand."""

from __future__ import annotations

import pytest

from rookdesk.engine.phases import Phase
from rookdesk.ui.table.demo import demo_rules
from rookdesk.ui.table.layout import Side

from .conftest import Table


@pytest.mark.parametrize("size", [(550, 610), (480, 420), (640, 480), (520, 700)])
def test_a_side_seat_s_tally_keeps_off_its_own_hand(qtbot, size) -> None:
    table = Table(qtbot, *size)
    table.start("", seed=3, rules=demo_rules("partners-cutthroat"))
    table.play_until(lambda g: g.phase is Phase.PLAY and len(g.trick) >= 1, seed=3)
    scene = table.scene
    scene._state.set_won([1, 2, 0, 3], [0, 70, 0, 35])
    scene._update_plates()
    under = 0
    for seat, plate in enumerate(scene._plates[:4]):
        if plate.side not in (Side.LEFT, Side.RIGHT):
            continue
        tally, own = plate.tally_scene_rect(), plate.plate_scene_rect()
        under += tally.top() >= own.bottom()
        cards = [scene.card_item(key).sceneBoundingRect() for key in scene.hand_keys(seat)]
        assert not any(tally.intersects(card) for card in cards), (size, plate.name, tally)
        assert scene.sceneRect().contains(tally)
    if size in ((550, 610), (480, 420)):
        assert under == 2, "the narrow tables put the side tallies under their plates"
