"""Round 39: a resize that reaches the table while the results card is sizing itself waits for that sizing.

Under X, the window manager's resize of the window was handed to the table while a refilled score label
was being shown, in the middle of the card's own sizing; the nested sizing refilled the scores under the
half-built ones, and both sets were drawn over each other ("Süd & Nord" twice in German at 800x600)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QLabel

from rookdesk.ui.panels.summary import HandSummaryPanel
from tests.ui.driver import make_window, seats, short_rules, shown_in
from tests.ui.test_play15_summary_clear_of_plates import _until_summary


@pytest.fixture
def german():
    with shown_in("de"):
        yield


def test_a_resize_during_the_cards_sizing_leaves_one_set_of_scores(qtbot, monkeypatch, german) -> None:
    window = make_window(qtbot)
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "easy", "easy"]), seed=3)
    _until_summary(qtbot, window)
    panel, table = window.summary_panel, window.results.table
    cells = panel.grid.count()

    # As Qt under X did: the table's pending resize delivered once, from inside a score label's show()
    # during the card's last refill of its sizing (a first pass counts the labels shown to find it).
    cell, fill = HandSummaryPanel._cell, HandSummaryPanel._fill_table
    shown_labels, fills, deliver_at = [0], [], [None]

    def counted_fill(self, *args):
        fills.append(shown_labels[0])
        return fill(self, *args)

    def cell_then_resize(self, *args, **kwargs):
        label = cell(self, *args, **kwargs)
        shown_labels[0] += 1
        if shown_labels[0] == deliver_at[0]:
            QApplication.sendEvent(table, QResizeEvent(table.size(), table.size()))
        return label

    monkeypatch.setattr(HandSummaryPanel, "_cell", cell_then_resize)
    monkeypatch.setattr(HandSummaryPanel, "_fill_table", counted_fill)

    def narrow_the_table() -> None:
        window.resize(1000, 720)
        qtbot.waitUntil(lambda: (window.width(), window.height()) == (1000, 720))
        shown_labels[0] = 0
        fills.clear()
        # A narrow table refills the scores (compact headings, in German at 800x600).
        window.resize(800, 600)
        qtbot.waitUntil(lambda: (window.width(), window.height()) == (800, 600))
        for _ in range(3):
            QApplication.processEvents()

    narrow_the_table()
    assert fills, "the narrow table refilled no scores"
    deliver_at[0] = fills[-1] + 1
    narrow_the_table()

    assert panel.grid.count() == cells
    shown = [label for label in panel.table.findChildren(QLabel) if label.isVisibleTo(panel.table)]
    assert len(shown) == cells, sorted(label.text() for label in shown)
    for i, one in enumerate(shown):
        for other in shown[i + 1:]:
            assert not one.geometry().intersects(other.geometry()), (one.text(), other.text())
