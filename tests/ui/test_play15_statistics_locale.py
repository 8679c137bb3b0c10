"""Play test 15: the Statistics window in Spanish wrote "90.0" and "-90.0": its decimals follow the language
the app is shown in ("90,0" in Spanish, German and French).

The play tester's language setting was "system", with LANGUAGE=es and LANG=C: Spanish words, while QLocale()
formatted numbers for LANG. The system locale is read once per process, hence the run in a child process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from rookdesk.engine.events import HandEnded, SeatInfo
from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESETS
from rookdesk.storage.statistics import Statistics
from rookdesk.ui.statistics_window import StatisticsWindow

ROOT = Path(__file__).resolve().parents[2]
AVERAGE_BID, POINTS_PER_HAND = 7, 8   # columns of the players' table


def one_hand_set(path: Path) -> Statistics:
    """Ana bid 90 and was set (-90); Bruno took 40."""
    stats = Statistics(path)
    game = Game(PRESETS["two-hand-standard"], 1, (SeatInfo("Ana", "human"), SeatInfo("Bruno", "human")))
    stats.record_hand(game, "g1", HandEnded(1, 0, 90, (0, 0), (0, 0), (0, 0), False, (-90, 40), (-90, 40)))
    return stats


def player_cells(window: StatisticsWindow) -> list[list[str]]:
    model = window.players_model
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def show_in_system_language(folder: str) -> None:
    """Run in a child process: start as the app does with the language setting "system", print the table."""
    from PySide6.QtWidgets import QApplication

    from rookdesk.ui.i18n import install_translators

    app = QApplication([])
    install_translators(app, "")
    window = StatisticsWindow(one_hand_set(Path(folder) / "statistics.sqlite3"))
    window.show()
    app.processEvents()
    print(json.dumps({"window": window.windowTitle(), "players": player_cells(window)}))


def test_system_language_spanish_writes_decimal_commas(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("LC_", "LANG"))}
    env.update(LANGUAGE="es", LANG="C.UTF-8", QT_QPA_PLATFORM="offscreen")
    code = f"from tests.ui.test_play15_statistics_locale import show_in_system_language as s; s({str(tmp_path)!r})"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, check=True)
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown["window"].startswith("Estadísticas")   # the words are Spanish
    ana, bruno = shown["players"]
    assert (ana[AVERAGE_BID], ana[POINTS_PER_HAND]) == ("90,0", "-90,0")
    assert bruno[POINTS_PER_HAND] == "40,0"


@pytest.mark.parametrize(("language", "points"), [("es", "-90,0"), ("de", "-90,0"), ("fr", "-90,0"),
                                                  ("en", "-90.0")])
def test_a_chosen_language_writes_its_decimals(qtbot, tmp_path: Path, language: str, points: str) -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(language))   # as install_translators does for a chosen language
    try:
        window = StatisticsWindow(one_hand_set(tmp_path / "statistics.sqlite3"))
        qtbot.addWidget(window)
        assert player_cells(window)[0][POINTS_PER_HAND] == points
    finally:
        QLocale.setDefault(before)
