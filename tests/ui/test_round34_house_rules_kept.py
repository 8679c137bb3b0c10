"""Round 34: house rules applied in Preferences but never saved are not lost when a game with other rules
is dealt: a tester's lowered target vanished for good once they played a built-in set."""

from __future__ import annotations

from pathlib import Path

from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.storage.house_rules import HouseRulesLibrary, default_rules_folder
from rookdesk.ui.last_game import last_rules

from .test_game_keeper import make_window, people


def test_unsaved_house_rules_are_saved_when_other_rules_are_dealt(qtbot, tmp_path: Path) -> None:
    ours = rules_from_dict({**preset("partners-cutthroat").to_dict(), "target": 150}, complete=True)
    window = make_window(qtbot, tmp_path)
    window.start_game(ours, people("human", "easy", "easy", "easy"), seed=1)
    library = HouseRulesLibrary(default_rules_folder())
    before = library.names()
    assert last_rules(window.settings) == ours
    window.start_game(preset("two-hand-rook"), people("human", "easy"), seed=2)
    added = [entry for entry in library.entries() if entry.name not in before]
    assert len(added) == 1 and added[0].rules.target == 150
    # Named as the house rules they are, never as the built-in set (round 34: "… (2)" read as its copy).
    assert added[0].name == "Partnership cut-throat Rook (house rules)"
    assert window.statusBar().currentMessage() == (
        "The house rules used until now are saved as “Partnership cut-throat Rook (house rules)” (Edit > "
        "Preferences, House rules).")
    # A built-in set, or rules saved already, give way without a copy.
    window.start_game(ours, people("human", "easy", "easy", "easy"), seed=3)   # saved now: no second copy
    window.start_game(preset("kentucky-rook"), people("human", "easy", "easy", "easy"), seed=4)
    window.start_game(preset("two-hand-rook"), people("human", "easy"), seed=5)
    assert len([entry for entry in library.entries() if entry.name not in before]) == 1


def test_a_saved_set_changed_and_applied_is_told_apart_from_the_saved_one(qtbot) -> None:
    """Round 34: "Zu zweit kurz (Hausregeln)" came twice in the new-game dialog, the saved set (to 200) and
    its change applied in Preferences but not saved (to 300)."""
    from rookdesk.storage.settings import AppSettings
    from rookdesk.ui.dialogs.new_game import NewGameDialog

    saved = rules_from_dict({**preset("two-hand-rook").to_dict(), "name": "Short", "target": 200}, complete=True)
    applied = rules_from_dict({**saved.to_dict(), "target": 300}, complete=True)
    dialog = NewGameDialog(AppSettings(first_run=False), applied, house_rules=[saved])
    qtbot.addWidget(dialog)
    labels = [dialog.rules_box.itemText(i) for i in range(dialog.rules_box.count())]
    assert "Short (changed, not saved)" in labels and "Short (house rules)" in labels
    assert dialog.rules == applied and dialog.rules_box.currentText() == "Short (changed, not saved)"
