"""Round 31: the Game menu opened and closed with Escape (the menu bar keeps the focus), the pointer on a card,
then H: the app aborted with "pure virtual method called". The hint's ring was put in the scene by its own
constructor; the table, taking the focus back right then, set its cards' cursors, and Qt asked every item
under the pointer its bounds, the half-built ring's too. In a process of its own, as an abort would end
the test run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_hint_with_the_focus_off_the_table_and_the_pointer_on_a_card_does_not_abort(tmp_path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(Path(__file__).with_name("hint_after_the_menu.py")), str(tmp_path)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert "pure virtual" not in done.stderr, done.stderr
    assert done.returncode == 0, done.stderr[-2000:]
    assert "hint PlayCard(" in done.stdout
