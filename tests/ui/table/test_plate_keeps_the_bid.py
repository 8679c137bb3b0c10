"""Round 32: at 800x600 beside the docked score sheet the dealer's plate read "dealer · bid …": the bid, the
part that matters once the auction is won, was the part cut. Where the whole note does not fit, the plate
says the call alone."""

from __future__ import annotations

from rookdesk.ui.table.decor import NamePlate
from rookdesk.ui.table.layout import Rect, Side


def _plate(width: float) -> NamePlate:
    plate = NamePlate("Anastasia")
    plate.set_geometry(Rect(0, 0, width, 24), Side.TOP)
    plate.set_text("Anastasia", "dealer · bid 110", "", "bid 110")
    return plate


def test_a_wide_plate_says_dealer_and_bid(qtbot) -> None:
    plate = _plate(260)
    assert (plate.shown_name, plate.shown_detail) == ("Anastasia", "dealer · bid 110")


def test_a_narrow_plate_keeps_the_bid_rather_than_the_word_dealer(qtbot) -> None:
    plate = _plate(120)
    assert plate.shown_name == "Anastasia"
    assert plate.shown_detail == "bid 110"
    plate.set_geometry(Rect(0, 0, 260, 24), Side.TOP)              # room again: the whole note comes back
    assert plate.shown_detail == "dealer · bid 110"
