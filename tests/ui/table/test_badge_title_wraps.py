"""A corner badge's long title wraps at a size that fits, and a separator ends its line.

Round 19 (Spanish, score sheet open): at the game's end the scores' badge read "Fin de la partida" /
"· a 500 puntos" at 8 px, where 13 px in two lines fitted its height.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont

from rookdesk.ui.table.decor import Badge, wrapped_lines
from rookdesk.ui.table.layout import compute_layout

GAME_OVER = ["Fin de la partida · a 500 puntos", "Jos y Norte: 265", "Oeste y Este: 535"]


@pytest.mark.parametrize("size", [(595, 630), (800, 560), (1100, 700)])
def test_the_game_over_title_keeps_a_readable_size(qtbot, size) -> None:
    lay = compute_layout(*size, 4)
    badge = Badge(align_right=True)
    badge.set_geometry(lay.score_badge)
    badge.set_lines(GAME_OVER)
    assert badge._font.pixelSize() >= 12, badge._title_lines
    assert not any(line.startswith("·") for line in badge._title_lines)
    rows = len(badge._title_lines) + len(GAME_OVER) - 1
    from PySide6.QtGui import QFontMetricsF
    assert rows * QFontMetricsF(badge._font).lineSpacing() <= lay.score_badge.h - 2 * badge._padding()


def test_a_separator_is_left_out_where_the_title_breaks() -> None:
    """Round 37: "Hand 1 ·" / "playing to 500" read as a line cut short; the break parts the two."""
    font = QFont()
    font.setPixelSize(12)
    for width in (60, 90, 120):
        lines = wrapped_lines("Game over · played to 500", font, width)
        assert len(lines) > 1 and not any(line.startswith("·") or line.endswith("·") for line in lines), lines
    assert wrapped_lines("Mano 4 · se juega a 500", font, 120) == ["Mano 4", "se juega a 500"]
    assert wrapped_lines("Hand 1 · playing to 500", font, 500) == ["Hand 1 · playing to 500"]


def test_a_short_title_keeps_one_line_in_a_tall_badge(qtbot) -> None:
    """Round 24 (1280x900, the score sheet open): the bid badge broke "Bid: 70 by North" after "Bid:" at
    21 px, where one line at 16 px read better; a long title still wraps where one line would be small."""
    from rookdesk.ui.table.decor import TITLE_ONE_LINE_PX
    from rookdesk.ui.table.layout import Rect

    badge = Badge()
    badge.set_geometry(Rect(8, 8, 162, 110))
    badge.set_lines(["Bid: 70 by North", "Trump: Hearts"])
    assert badge._title_lines == ["Bid: 70 by North"] and badge._font.pixelSize() >= TITLE_ONE_LINE_PX
    badge.set_lines(GAME_OVER)
    assert len(badge._title_lines) > 1 and badge._font.pixelSize() >= 12
