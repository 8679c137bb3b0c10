"""Start-up work kept off the way to the first table (benchmarks/bench_startup.py measures the time)."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from rookdesk.engine.presets import preset
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.main_window import MainWindow

# Needed only once a hand is under way or a menu is opened; a returning player's first table is
# painted without them (each costs milliseconds of a start that is measured against a bare window).
DEFERRED = ("rookdesk.ui.panels.bid", "rookdesk.ui.panels.trump", "rookdesk.ui.panels.draw",
            "rookdesk.ui.panels.summary", "rookdesk.ui.panels.game_over", "rookdesk.ui.dialogs.new_game",
            "rookdesk.ui.dialogs.rules_help", "rookdesk.ui.statistics_window", "rookdesk.storage.statistics")


def _returning_player(folder: Path) -> dict[str, str]:
    """Settings that deal partnership Rook against three computers at once, as the benchmark's."""
    config = folder / "config"
    (config / "rookdesk").mkdir(parents=True)
    settings = AppSettings(first_run=False, last_rules=preset("partners-cutthroat").to_dict(), ai_pause_ms=0)
    SettingsStore(str(config / "rookdesk" / "rookdesk.ini")).save(settings)
    return {"XDG_CONFIG_HOME": str(config), "XDG_DATA_HOME": str(folder / "data"),
            "XDG_CACHE_HOME": str(folder / "cache"), "ROOKDESK_DATA_DIR": str(folder / "rookdesk-data")}


def test_the_first_table_is_painted_before_the_rest_is_imported(tmp_path):
    """A returning player's start, in a process of its own: what it had imported by the first paint."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(_returning_player(tmp_path), QT_QPA_PLATFORM="offscreen", ROOKDESK_STARTUP_MARK=str(tmp_path / "mark"))
    # The mark's watcher ends the run right after that paint (rookdesk/ui/startup_mark.py).
    script = ("import atexit, gc, json, sys\n"
              "atexit.register(lambda: print(json.dumps(sorted(sys.modules))))\n"
              "from rookdesk.ui.app import main\n"
              "main(['rookdesk'])\n")
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "mark").exists(), "no dealt table was painted"
    imported = set(json.loads(result.stdout.strip().splitlines()[-1]))
    assert "rookdesk.ui.table.scene" in imported   # the list is the app's, not an empty one
    assert sorted(imported.intersection(DEFERRED)) == []


def test_the_collector_is_paused_until_the_first_table_is_painted(qtbot, tmp_path, monkeypatch):
    from rookdesk.ui import app as app_module

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    SettingsStore().save(AppSettings(first_run=False, last_rules=preset("two-hand-rook").to_dict(), ai_pause_ms=0,
                                     animation_speed="off"))
    monkeypatch.setenv("ROOKDESK_DATA_DIR", str(tmp_path / "data"))
    seen: dict[str, object] = {}

    def windows() -> list[MainWindow]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]

    def run(_app) -> int:
        seen["paused at first"] = not gc.isenabled()
        clock = QElapsedTimer()
        clock.start()
        loop = QEventLoop()   # not exec(): see test_window.py

        def look() -> None:
            if not gc.isenabled():
                return
            window = windows()[0]
            seen["dealt and painted when it resumed"] = (window.controller.game is not None
                                                          and not window._after_first_table)
            seen["sooner than the latest"] = clock.elapsed() < app_module.COLLECTOR_PAUSE_MS
            timer.stop()
            window.close()
            loop.quit()

        timer = QTimer()
        timer.timeout.connect(look)
        timer.start(20)
        QTimer.singleShot(10000, loop.quit)
        loop.exec()
        return 0

    monkeypatch.setattr(QApplication, "exec", run)
    gc.enable()   # as in a process of its own (the test session's fixture pauses it for each test)
    assert app_module.main(["rookdesk"]) == 0
    assert seen == {"paused at first": True, "dealt and painted when it resumed": True, "sooner than the latest": True}


def test_a_returning_players_deal_leaves_the_settings_file_alone(qtbot, tmp_path):
    path = tmp_path / "rookdesk.ini"
    SettingsStore(str(path)).save(AppSettings(first_run=False, last_rules=preset("partners-cutthroat").to_dict(),
                                              ai_pause_ms=0, animation_speed="off"))
    path.write_bytes(path.read_bytes() + b"; as written by an earlier start\n")   # gone if rewritten
    written = path.read_bytes()
    store = SettingsStore(str(path))
    window = MainWindow(store, store.load())
    qtbot.addWidget(window)
    assert window.start_from_settings()
    assert path.read_bytes() == written
    seats = [SeatSetup(name, "easy") for name in ("Ann", "Bob", "Cy", "Dee")]
    window.start_game(window.controller.rules, seats)
    assert path.read_bytes() != written   # a choice that did change is remembered
    assert SettingsStore(str(path)).load().seat_names[:4] == ("Ann", "Bob", "Cy", "Dee")
