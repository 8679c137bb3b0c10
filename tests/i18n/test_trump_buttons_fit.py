"""The trump buttons fit a narrow panel in every language, their names whole.

Round 20 (French, 800x600 with the score sheet open): five buttons of at least 96 px did not fit the
480 px strip under the table, and "Sans-atout" read "ans-atou".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rookdesk.ai.player import choice_for
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset
from tests.ui.accelerator_audit import game_at

from .conftest import LANGUAGES
from .test_app_languages import language


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_five_trump_buttons_fit_480_px(qtbot, qm_folder: Path, lang: str) -> None:
    from rookdesk.ui.panels.trump import TrumpPanel

    with language(lang, qm_folder):
        panel = TrumpPanel()
        qtbot.addWidget(panel)
        panel.show_choice(choice_for(game_at(preset("partners-cutthroat"), Phase.TRUMP)), ("A", "B", "C", "D"))
        for width, least in ((480, None), (900, 96)):
            panel.resize(width, 114)
            panel.show()
            qtbot.wait(1)
            buttons = list(panel.buttons.values())
            assert len(buttons) == 5   # four suits and no trump
            for button in buttons:
                assert button.geometry().right() < panel.width(), (width, button.text())
                assert button.width() >= button.sizeHint().width(), (width, button.text())
                if least is not None:
                    assert button.width() >= least, button.text()
