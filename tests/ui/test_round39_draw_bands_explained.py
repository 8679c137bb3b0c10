"""Round 39: in two-handed games the card taken face up gets a purple band and the pile's card a teal one,
and only the nest's band was explained on screen. The draw panel says what each band means, in every
language, without making the strip under the table taller than the nest exchange keeps it."""

from __future__ import annotations

from pathlib import Path

import pytest

from rookdesk.engine.phases import Phase
from tests.ui.driver import shown_in
from tests.ui.test_game_keeper import make_window, people, play, short_rules

# The colours' words, in each language's own sentence.
BANDS = {"en": ("purple", "teal"), "de": ("violett", "türkis"), "fr": ("violette", "turquoise"),
         "es": ("morada", "turquesa")}


@pytest.mark.parametrize("language", sorted(BANDS))
def test_the_draw_panel_says_what_the_two_bands_mean(qtbot, tmp_path: Path, language: str) -> None:
    with shown_in(language):
        window = make_window(qtbot, tmp_path)
        window.resize(800, 600)
        window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=3)
        c = window.controller
        play(qtbot, window, lambda: c.game.phase is Phase.DRAW and c.awaiting == 0)
        qtbot.waitUntil(lambda: window.current_panel() is window.draw_panel)
        note = window.draw_panel.note.text()
        assert all(word in note for word in BANDS[language]), note
        stack = window.panel_stack
        assert stack.height() == stack.reserve(stack.width())   # no taller than a nest exchange's strip
