"""Play test round 9 (house rules): defects found playing families' own rule sets in the real app."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict
from rookdesk.ui.dialogs.rules_help import describe_rules
from rookdesk.ui.i18n import install_translators, remove_translators
from tests.ui.driver import keep_shot


def _three_handed_one_point_tricks():
    """A family's three-handed set: 13 cards each, a nest of 6, 1 point per trick."""
    data = preset("partners-cutthroat").to_dict()
    data.update(name="Family B three-handed", players=3, partnerships=False, hand_size=13, nest_size=6,
                trick_points=1, bonus={"most_tricks": 0, "last_trick": 0}, spread=None)
    data["bidding"] = {**data["bidding"], "min": 70, "max": 190}
    return rules_from_dict(data, complete=True)


def test_language_without_a_catalogue_counts_in_english(qtbot) -> None:
    """On a system in a language rookdesk does not ship (or the "C" locale) the help said
    "Each trick taken is worth 1 points.": the English counted forms were never loaded."""
    app = QApplication.instance()
    before = QLocale()
    installed = install_translators(app, "it")   # Italian: not shipped, so the texts stay English
    try:
        text = [s for _, sentences in describe_rules(_three_handed_one_point_tricks()) for s in sentences]
        assert "Each trick taken is worth 1 point." in text
        assert "Each player is dealt 13 cards." in text
        assert QCoreApplication.translate("", "Red") == "Red"
        # Qt's own buttons stay English too: Qt ships Italian ("Annulla"), rookdesk does not.
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    finally:
        remove_translators(app, installed)
        QLocale.setDefault(before)


def _family_c():
    """Four players each for themselves, standard deck, play to 150 or a 100-point lead."""
    data = preset("partners-cutthroat").to_dict()
    data.update(name="Family C standard four alone", partnerships=False, hand_size=12, nest_size=5,
                deck={"style": "standard", "ranks": list(range(2, 15)), "rook": True}, rook_rank="highest",
                points={"5": 5, "10": 10, "K": 5, "A": 15, "ROOK": 25}, bonus={"most_tricks": 0, "last_trick": 15},
                opponents_score=False, target=150, spread=100)
    data["bidding"] = {**data["bidding"], "min": 60, "step": 20, "max": 180}
    return rules_from_dict(data, complete=True)


def _game_over(qtbot, event, rules, names):
    from .test_game_over_reason import game_over_on_table

    return game_over_on_table(qtbot, event, rules, names)


def test_a_win_by_the_spread_says_so(qtbot) -> None:
    """The all-computer demo ended "East wins the game! Final score: South: -80, West: 0, North: 0,
    East: 140." in a game played to 150: the 100-point spread that ended it was nowhere on screen."""
    from rookdesk.engine.events import GameEnded

    table, panel, overlay = _game_over(qtbot, GameEnded(3, (-80, 0, 0, 140)), _family_c(),
                                       ("South", "West", "North", "East"))
    assert panel.title.text() == "East wins the game!"
    assert "Final score: South: -80, West: 0, North: 0, East: 140." in panel.note.text()
    assert "A player also wins when they lead every other player by 100 points or more." in panel.note.text()
    assert overlay.width() >= panel.note.sizeHint().width()
    keep_shot(table, "play9b-spread-win.png")


def test_spread_wording_for_partners_and_two_players(qtbot) -> None:
    from rookdesk.engine.events import GameEnded

    _, panel, _ = _game_over(qtbot, GameEnded(0, (450, -60)), preset("partners-cutthroat").with_changes(target=600),
                             ("South", "West", "North", "East"))
    assert "A side also wins when it leads the other side by 500 points or more." in panel.note.text()
    two = preset("two-hand-rook").with_changes(spread=100)
    _, panel, _ = _game_over(qtbot, GameEnded(1, (20, 130)), two, ("South", "North"))
    assert "A player also wins when they lead their opponent by 100 points or more." in panel.note.text()


def test_target_wins_keep_their_plain_note(qtbot) -> None:
    from rookdesk.engine.events import GameEnded

    _, panel, _ = _game_over(qtbot, GameEnded(3, (10, 20, 30, 160)), _family_c(), ("South", "West", "North", "East"))
    assert panel.note.text() == "Final score: South: 10, West: 20, North: 30, East: 160."
