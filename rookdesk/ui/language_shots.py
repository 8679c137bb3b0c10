"""Screenshots of the translated app, to check that long words fit their widgets.

Run ``python -m rookdesk.ui.language_shots OUTDIR [--language de] [--all-pages]``
(headless works with ``QT_QPA_PLATFORM=offscreen``; build the .qm files first with
``make``). It saves ``window-<lang>.png`` (the table during the bidding, with the
bid panel) and ``preferences-<lang>.png`` (the House rules page); with
``--all-pages`` also ``preferences-<lang>-<n>.png`` for every page.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication

from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.settings import AppSettings, SettingsStore
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.i18n import install_translators
from rookdesk.ui.preferences.dialog import PreferencesDialog
from rookdesk.ui.window_shots import Shooter

NAMES = ("Anna", "Ben", "Clara", "David")


def shoot(app: QApplication, out: Path, language: str, size: tuple[int, int], all_pages: bool) -> None:
    shooter = Shooter(app, out, size)
    window = shooter.window()
    window.start_game(preset("partners-cutthroat"),
                      [SeatSetup(NAMES[0]), *(SeatSetup(name, "normal") for name in NAMES[1:])], seed=12)
    c = window.controller
    shooter.run_until(window, lambda: c.awaiting == 0 and c.choice is not None
                      and c.choice.view.phase is Phase.BIDDING, shooter.modest)
    shooter.save(window, f"window-{language}")
    window.close()

    with tempfile.TemporaryDirectory() as folder:
        store = SettingsStore(str(Path(folder) / "settings.ini"))
        store.save(AppSettings(seat_names=(*NAMES, "Emil", "Frida"), first_run=False))
        dialog = PreferencesDialog(store, HouseRulesLibrary(Path(folder) / "rules"))
        dialog.resize(1040, 760)
        dialog.show()
        shooter.pump()
        shooter.save(dialog, f"preferences-{language}")
        if all_pages:
            for index in range(dialog.tabs.count()):
                dialog.tabs.setCurrentIndex(index)
                shooter.save(dialog, f"preferences-{language}-{index}")
        dialog.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--language", default="de")
    parser.add_argument("--size", default="1100x780", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--all-pages", action="store_true", help="also every Preferences page")
    args = parser.parse_args(argv)
    width, height = (int(v) for v in args.size.lower().split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if not install_translators(app, args.language):
        print(f"no catalogue for {args.language}: run make first", file=sys.stderr)
        return 1
    shoot(app, args.out, args.language, (width, height), args.all_pages)
    return 0


if __name__ == "__main__":
    sys.exit(main())
