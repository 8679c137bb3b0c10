"""Round 35: a badge's whole names give way to first names where these make the text a good deal larger,
and a small table's badges have room for their scores."""

from __future__ import annotations

from rookdesk.ui.table.decor import Badge
from rookdesk.ui.table.layout import Rect, compute_layout


def test_a_bid_by_a_long_name_reads_by_the_first_name_in_a_large_badge(qtbot) -> None:
    lines, short = ["Bid: 60 by Annabelle Longname", "Trump: Hearts"], ["Bid: 60 by Annabelle", "Trump: Hearts"]
    badge = Badge()
    badge.set_geometry(Rect(8, 8, 330, 140))   # the badge of a large window
    badge.set_lines(lines, lines)
    whole_px = badge._font.pixelSize()
    badge.set_lines(lines, short)
    assert [row[0] for row in badge.shown_rows()] == short
    assert badge._font.pixelSize() > whole_px / 0.85   # what the whole name cost


def test_a_small_table_s_badges_are_wider_than_a_fifth_of_it() -> None:
    for players in range(2, 7):
        small = compute_layout(800, 445, players)
        assert small.score_badge.w >= 180 and small.bid_badge.w == small.score_badge.w
        badges = (small.bid_badge, small.score_badge)
        for seat in small.seats:   # no plate under a badge
            assert all(not seat.plate.intersects(badge) for badge in badges), (players, seat.plate)
    assert compute_layout(1400, 900, 4).score_badge.w == round(1400 * 0.19)   # as before on a large table
