"""A built-in rule set changed in Preferences keeps the built-in's English name ("Partnership cut-throat
Rook"). In a Spanish window it was listed under that English name ("Partnership cut-throat Rook (reglas de
la casa)" in Game > New), and elsewhere under the bare Spanish title, as if it were the built-in set. Now
it is the Spanish title marked "(reglas de la casa)" wherever it is shown; a name the user chose stays.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from rookdesk.engine.events import HandEnded, SeatInfo
from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.rules import RuleSet, rules_from_dict
from rookdesk.storage.house_rules import HouseRulesLibrary, write_rules_file
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.storage.statistics import Statistics
from rookdesk.ui.dialogs.new_game import NewGameDialog
from rookdesk.ui.i18n import install_translators, remove_translators
from rookdesk.ui.preferences import PreferencesDialog
from rookdesk.ui.statistics_window import StatisticsWindow
from rookdesk.ui.texts import rules_title
from tests.ui.driver import keep_shot, make_window, seats

ENGLISH_NAMES = tuple(PRESETS[key].name for key in PRESET_NAMES)
# The Spanish catalogue's titles (translations/rookdesk_es.ts), written out: the test must not lean on rules_title.
SPANISH = {"partners-cutthroat": "Rook por parejas", "kentucky-rook": "Rook Kentucky",
           "two-hand-rook": "Rook para dos (baraja Rook)"}
CHANGED = " (reglas de la casa)"


@pytest.fixture()
def spanish():
    """The real Spanish catalogue (translations/rookdesk_es.qm) for one test."""
    app = QApplication.instance()
    locale = QLocale()
    translators = install_translators(app, "es")
    assert translators, "the Spanish catalogue is missing (make translations)"
    yield
    remove_translators(app, translators)
    QLocale.setDefault(locale)


def changed(key: str, target: int = 350) -> RuleSet:
    """A built-in rule set with another target, as Preferences leaves it: under the built-in's own name."""
    return rules_from_dict({**PRESETS[key].to_dict(), "target": target}, complete=True)


def renamed(rules: RuleSet, name: str) -> RuleSet:
    return rules_from_dict({**rules.to_dict(), "name": name}, complete=True)


def no_english_name(text: str) -> bool:
    return not any(name in text for name in ENGLISH_NAMES)


@pytest.mark.parametrize("key", sorted(SPANISH))
def test_new_game_lists_a_changed_built_in_set_under_its_spanish_title(qtbot, spanish, key) -> None:
    rules = changed(key)
    own = renamed(changed("kentucky-discard", 400), "Las reglas de Ana")
    dialog = NewGameDialog(AppSettings(first_run=False, last_rules=rules.to_dict()), house_rules=[own])
    qtbot.addWidget(dialog)
    items = [dialog.rules_box.itemText(i) for i in range(dialog.rules_box.count())]
    assert all(no_english_name(item) for item in items), items
    # The last game's rules are chosen, under the built-in's Spanish title, marked as changed.
    assert dialog.rules == rules
    assert dialog.rules_box.currentText() == SPANISH[key] + CHANGED
    # The built-in set itself is still there, unmarked; the user's own set keeps its name.
    assert SPANISH[key] in items
    assert "Las reglas de Ana" + CHANGED in items
    dialog.show()
    keep_shot(dialog, f"s20-new-game-{key}-es.png")


def test_window_title_and_rules_help_name_the_changed_set_in_spanish(qtbot, spanish) -> None:
    window = make_window(qtbot)
    window.start_game(changed("partners-cutthroat"), seats(["human", "easy", "easy", "easy"]), seed=3)
    assert window.windowTitle().startswith("Rook por parejas" + CHANGED)
    help_window = window.show_rules()
    assert help_window.windowTitle().endswith(": Rook por parejas" + CHANGED)
    heading = help_window.browser.toPlainText().splitlines()[0]
    assert heading == "Rook por parejas" + CHANGED
    # The built-in set itself: its title alone.
    window.start_game(PRESETS["partners-cutthroat"], seats(["human", "easy", "easy", "easy"]), seed=4)
    assert help_window.windowTitle().endswith(": Rook por parejas")
    assert window.windowTitle().startswith("Rook por parejas —")


def test_preferences_list_the_changed_set_and_a_hand_saved_file_in_spanish(qtbot, tmp_path, spanish) -> None:
    store = SettingsStore(str(tmp_path / "settings.ini"))
    store.save(AppSettings(first_run=False, last_rules=changed("partners-cutthroat").to_dict()))
    folder = tmp_path / "rules"
    folder.mkdir()
    # A file put in the folder by hand under a built-in's English name (the library refuses such names).
    write_rules_file(changed("kentucky-rook", 300), folder / "kentucky.json")
    write_rules_file(renamed(changed("two-hand-rook"), "Las reglas de Ana"), folder / "ana.json")
    dialog = PreferencesDialog(store, HouseRulesLibrary(folder))
    qtbot.addWidget(dialog)
    combo = dialog.rules_page.start_combo
    items = [combo.itemText(i) for i in range(combo.count())]
    assert all(no_english_name(item) for item in items), items
    assert items[0].endswith(": Rook por parejas" + CHANGED)
    assert any(item.endswith(": Rook Kentucky" + CHANGED) for item in items), items
    assert any(item.endswith(": Las reglas de Ana") for item in items), items


def test_statistics_mark_the_changed_set_apart_from_the_built_in_one(qtbot, tmp_path, spanish) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    players = (SeatInfo("Ana", "human"), SeatInfo("Bruno", "human"))
    for game_id, rules in (("g1", PRESETS["two-hand-rook"]), ("g2", changed("two-hand-rook"))):
        stats.record_hand(Game(rules, 1, players), game_id,
                          HandEnded(1, 0, 90, (0, 0), (0, 0), (0, 0), True, (90, 40), (90, 40)))
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    model = window.rule_modes_model
    shown = sorted(model.index(r, 0).data() for r in range(model.rowCount()))
    assert shown == ["Rook para dos (baraja Rook)", "Rook para dos (baraja Rook)" + CHANGED]


def test_a_name_alone_is_the_built_in_title_and_a_chosen_name_stays(spanish) -> None:
    assert rules_title("Kentucky Rook") == "Rook Kentucky"
    assert rules_title("Kentucky Rook", changed=True) == "Rook Kentucky" + CHANGED
    # The built-in rules under a name the user chose: the name, as chosen.
    assert rules_title(renamed(PRESETS["kentucky-rook"], "Kentucky Rook at home")) == "Kentucky Rook at home"
    assert rules_title(PRESETS["kentucky-rook"]) == "Rook Kentucky"
