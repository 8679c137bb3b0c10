"""Driving the house-rules form through its widgets, as a user would."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from rookdesk.engine.cards import rank_label
from rookdesk.ui.preferences.points_model import POINTS_COLUMN
from rookdesk.ui.preferences.rules_form import RulesForm


def choose(combo: QComboBox, value: Any) -> None:
    index = combo.findData(value)
    assert index >= 0, f"{value!r} not offered"
    combo.setCurrentIndex(index)


def set_ranks(form: RulesForm, ranks: set[int]) -> None:
    for rank, box in form.rank_boxes.items():
        if box.isVisible() or not box.isHidden():
            box.setChecked(rank in ranks)


def set_points(form: RulesForm, points: dict[str, int]) -> None:
    """Type every row's points into the table (labels as in rules.md)."""
    model = form.points_model
    for row in range(model.rowCount()):
        label = model.label_of(row)
        model.setData(model.index(row, POINTS_COLUMN), points.get(label, 0), Qt.ItemDataRole.EditRole)


def rank_labels(ranks: range | list[int], style: str) -> list[str]:
    return [rank_label(r, style) for r in ranks]
