"""Play test 3: no points for ranks outside the deck, the "(changed)" mark, a whole Save-as title."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QFontMetrics

from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import rules_from_dict
from rookdesk.ui.dialogs.rules_help import describe_rules, rules_html
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.preferences.points_model import POINTS_COLUMN
from rookdesk.ui.preferences.rules_form import RulesForm
from rookdesk.ui.preferences.rules_page import BUILT_IN, Source


def test_points_of_a_rank_outside_the_deck_cannot_be_edited(qtbot) -> None:
    """Partnership cut-throat has no 4s: its greyed row takes no points, by double-click or setData."""
    form = RulesForm()
    qtbot.addWidget(form)
    form.load(PRESETS["partners-cutthroat"])
    model = form.points_model
    four = model.index(model.row_of("4"), POINTS_COLUMN)
    five = model.index(model.row_of("5"), POINTS_COLUMN)
    assert not model.flags(four) & Qt.ItemFlag.ItemIsEditable
    assert model.flags(five) & Qt.ItemFlag.ItemIsEditable
    assert not model.setData(four, 20, Qt.ItemDataRole.EditRole)
    assert "4" not in model.points() and "4" not in form.rules.points_map()
    # Back in the deck, the row is editable again.
    form.rank_boxes[4].setChecked(True)
    assert model.flags(four) & Qt.ItemFlag.ItemIsEditable
    assert model.setData(four, 20, Qt.ItemDataRole.EditRole)
    assert model.points()["4"] == 20


def test_rules_help_lists_points_only_for_cards_in_the_deck() -> None:
    """A file may give points to a rank it leaves out (rules.md); it never scores, so help omits it."""
    base = PRESETS["partners-cutthroat"]
    data = base.to_dict()
    rules = rules_from_dict({**data, "points": {**data["points"], "4": 20}}, complete=True)
    assert rules.points_available == base.points_available
    scoring = " ".join(dict(describe_rules(rules))["Scoring"])
    assert "each 4 is worth 20" not in scoring and "each 5 is worth 5" in scoring
    assert "each 4" not in rules_html(rules)
    two = PRESETS["two-hand-rook"].to_dict()   # a Rook deck without the Rook card
    no_rook = rules_from_dict({**two, "points": {**two["points"], "ROOK": 20}}, complete=True)
    assert "Rook is worth" not in " ".join(dict(describe_rules(no_rook))["Scoring"])


def test_start_from_is_marked_changed_while_the_rules_differ(qtbot, dialog: PreferencesDialog) -> None:
    page = dialog.rules_page
    page.start_from(Source(BUILT_IN, "partners-cutthroat"))
    assert page.changed_label.isHidden()
    target = page.form.target_spin.value()
    page.form.target_spin.setValue(target + 50)
    assert not page.changed_label.isHidden()
    assert page.changed_label.text() == "(changed)"
    assert "differ" in page.start_combo.accessibleDescription()
    page.form.target_spin.setValue(target)   # edited back: the same rules as the source again
    assert page.changed_label.isHidden()
    assert "differ" not in page.start_combo.accessibleDescription()
    page.form.target_spin.setValue(target + 50)
    assert page.save_named("Playtest rules") is None   # saved: now the source itself
    assert page.changed_label.isHidden()


def test_save_as_prompt_is_wide_enough_for_its_title(qtbot, dialog: PreferencesDialog) -> None:
    """The window manager cut "Save rule s… — rookdesk": the prompt must fit the title, the app
    name Qt appends, and the title bar's icon and three buttons."""
    page = dialog.rules_page
    prompt = page.name_dialog("Save rule set", "Name of the rule set:", "x")
    qtbot.addWidget(prompt)
    prompt.show()
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.TitleFont)
    font.setBold(True)
    title = "Save rule set — rookdesk"
    icon_and_buttons = 4 * 28
    assert prompt.width() >= QFontMetrics(font).horizontalAdvance(title) + icon_and_buttons
