"""Play test round 7: the rules help says that a Rook led in a no-trump hand frees the others (rules.md, Play),
and fits a small (or 200%-scaled) screen."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialogButtonBox

from rookdesk.engine.presets import preset
from rookdesk.ui.dialogs.rules_help import HELP_SIZE, RulesHelpDialog, describe_rules, help_size
from rookdesk.ui.screen_fit import FRAME_ROOM

SENTENCE = "When the Rook is led in a no-trump hand, the others may play any card."


def _sentences(name: str) -> list[str]:
    return [s for _, sentences in describe_rules(preset(name)) for s in sentences]


def test_no_trump_preset_explains_the_free_play_on_a_rook_lead(qtbot):
    assert SENTENCE in _sentences("partners-cutthroat")
    dialog = RulesHelpDialog(preset("partners-cutthroat"), ["South", "West", "North", "East"])
    qtbot.addWidget(dialog)
    assert SENTENCE in dialog.browser.toPlainText()


def test_presets_without_no_trump_do_not_mention_it(qtbot):
    for name in ("two-hand-standard", "two-hand-rook", "kentucky-discard", "kentucky-rook"):
        assert not any("no-trump hand" in s for s in _sentences(name)), name


def test_rules_help_fits_a_1080p_screen_at_200_percent():
    """1920x1080 at QT_SCALE_FACTOR=2 leaves 960x540: the help (620x680) must shrink, title bar included."""
    size = help_size(QSize(960, 540) - FRAME_ROOM)
    assert size.width() == 620 and size.height() + FRAME_ROOM.height() <= 540
    assert help_size(QSize(1920, 1080) - FRAME_ROOM) == HELP_SIZE and help_size(None) == HELP_SIZE


def test_rules_help_fits_the_screen_it_opens_on(qtbot):
    dialog = RulesHelpDialog(preset("kentucky-discard"), ["South", "West", "North", "East"])
    qtbot.addWidget(dialog)
    room = dialog.screen().availableGeometry().size()
    assert dialog.height() + FRAME_ROOM.height() <= room.height() and dialog.width() <= room.width()
    small = RulesHelpDialog(preset("kentucky-discard"), ["South", "West", "North", "East"])
    qtbot.addWidget(small)
    small.resize(help_size(QSize(960, 540) - FRAME_ROOM))
    small.show()
    qtbot.waitExposed(small)
    close = small.findChild(QDialogButtonBox)
    assert close.isVisible() and close.geometry().bottom() < small.height()
