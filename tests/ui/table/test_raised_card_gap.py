"""A raised card of the viewer's hand (hovered, focused, selected) keeps a clear gap below its name plate."""

from __future__ import annotations

import math

import pytest

from rookdesk.ui.table.layout import compute_layout, rotated_half_extents

SIZES = [(760, 560), (800, 600), (1000, 720), (1024, 768), (1366, 768), (1920, 1080), (2560, 1440), (1200, 560)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_raised_cards_stay_clear_of_the_plate(size, players):
    lay = compute_layout(*size, players, draw_pile=players == 2)
    plate = lay.seats[0].plate
    for count in range(1, 21):
        for pose in lay.hand_poses(0, count):
            # The lift moves the card along its own "up", which turns with the card.
            a = math.radians(pose.rotation)
            centre_y = pose.y - lay.lift * math.cos(a)
            top = centre_y - rotated_half_extents(lay.card_w, lay.card_h, pose.rotation)[1]
            assert top >= plate.bottom + lay.gap * 0.5, (size, count, top, plate.bottom)
