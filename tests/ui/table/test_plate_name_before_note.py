"""A name plate's note never runs over the name: the name keeps its room, the note is cut short.

Round 19: on a table narrowed by the score sheet, East's plate read "Esteepartidor · pujó 115", the note
"repartidor · pujó 115" drawn at 8 px over the "Este" squeezed beside it.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsScene

from rookdesk.ui.table.decor import PLATE_LEAST_PX, NamePlate
from rookdesk.ui.table.layout import Rect, Side


def _plate(qtbot, width: float, name: str, note: str, tally: str = "") -> NamePlate:
    scene = QGraphicsScene()
    plate = NamePlate(name)
    scene.addItem(plate)
    plate.set_tally(tally)
    # A side seat's plate with no room to grow, as on the narrowed table.
    plate.set_geometry(Rect(0, 0, width, 24), Side.RIGHT, room=width, free_left=-200, free_right=width)
    plate.set_text(name, note)
    plate._keep = scene   # the scene lives as long as the plate
    return plate


def _drawn_widths(plate: NamePlate) -> tuple[float, float]:
    name = QFontMetricsF(plate._font).horizontalAdvance(plate.shown_name)
    note = QFontMetricsF(plate._small).horizontalAdvance(plate.shown_detail)
    return name, note


@pytest.mark.parametrize("width", [60, 80, 100, 118, 130, 160, 240])
@pytest.mark.parametrize("name, note", [("Este", "repartidor · pujó 115"), ("Oeste", "pasó"),
                                        ("Großmutter Hildegard", "Geber · bot 115"), ("North", "dealer · bid 105")])
def test_the_name_and_the_note_never_overlap(qtbot, width: float, name: str, note: str) -> None:
    plate = _plate(qtbot, width, name, note, tally="7 bazas · 115")
    h = 24
    room = plate._rect.width() - h * 1.35   # the text's room with the turn arrow shown
    name_w, note_w = _drawn_widths(plate)
    assert name_w + (note_w + h * 0.4 if plate.shown_detail else 0) <= room + 0.5, (plate.shown_name, plate.shown_detail)
    assert plate._font.pixelSize() >= PLATE_LEAST_PX and plate._small.pixelSize() >= PLATE_LEAST_PX
    # What is cut short says so.
    for full, shown in ((name, plate.shown_name), (note, plate.shown_detail)):
        assert shown in ("", full) or (shown.endswith("…") and full.startswith(shown[:-1].rstrip()))


def test_a_name_that_fits_at_the_least_size_is_never_cut(qtbot) -> None:
    plate = _plate(qtbot, 118, "Este", "repartidor · pujó 115", tally="7 bazas · 115")
    assert plate.shown_name == "Este"
    assert plate.shown_detail.endswith("…")


def test_a_roomy_plate_shows_both_whole(qtbot) -> None:
    plate = _plate(qtbot, 240, "Este", "repartidor · pujó 115")
    assert (plate.shown_name, plate.shown_detail) == ("Este", "repartidor · pujó 115")
