"""Start-up time: from launching the process to the first painted, dealt table (not part of the test run).

    .venv/bin/python benchmarks/bench_startup.py [--runs 7] [--frozen dist/rookdesk/rookdesk] [--display xvfb]

Each run starts a fresh process with a profile of its own (settings that deal
the last game's rules at once, as for a returning player; no autosave to
resume) and ``ROOKDESK_STARTUP_MARK`` set: the app writes the time of the
table's first paint after the deal and quits (rookdesk/ui/startup_mark.py).
The clock starts just before the process is launched. Compared:

* ``bare PySide6 window``: a QWidget that quits at its first paint (the floor:
  Python + Qt start-up);
* ``reference: menu + text``: a QMainWindow with one menu item that has a
  standard shortcut and a label, the least a real application window shows
  (not a target; it shows what Qt itself adds to the bare window);
* ``reference: card table, no game``: that window's menus with standard
  shortcuts, a status line and 45 SVG cards on a felt ``QGraphicsView``
  (not a target: what Qt costs for the picture of a dealt table, before
  any game code);
* ``rookdesk (source)``: ``python -m rookdesk.ui.app`` from the virtual environment;
* ``rookdesk (frozen)``: the PyInstaller one-folder app, when ``--frozen`` is given.

The variants run interleaved (bare, source, frozen, bare, ...), so a shared
machine whose speed drifts slows them alike. One warm-up round is not counted
(the first start after a build reads the files from disk). ``--display offscreen`` (default) needs no X
server; ``--display xvfb`` starts an Xvfb server and measures the xcb
platform, as on a desktop.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

def marked_window(base: str, imports: str = "", build: str = "") -> str:
    """A script that shows a ``base`` window (built further by ``build``), writes the time of its
    first paint into the file named by its argument and quits."""
    return f"""
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, {base}
{imports}
class Window({base}):
    def paintEvent(self, event):
        super().paintEvent(event)
        if not getattr(self, "done", False):
            self.done = True
            open(sys.argv[1], "w").write(f"{{time.time():.6f}}\\n")
            QTimer.singleShot(0, QApplication.quit)

app = QApplication(sys.argv[:1])
window = Window()
{build}
window.resize(1100, 780)
window.show()
app.exec()
"""


BARE_WINDOW = marked_window("QWidget")

# The least a real application window has that the bare one has not: a menu
# with a standard shortcut (which makes Qt create the Python enums of its `Qt`
# namespace) and a line of text (which loads the font database). Not a target,
# a reference: what Qt itself costs before any of rookdesk's own work.
MENU_AND_TEXT_WINDOW = marked_window(
    "QMainWindow",
    imports="from PySide6.QtGui import QAction, QKeySequence\nfrom PySide6.QtWidgets import QLabel",
    build="""new = QAction("&New", window)
new.setShortcut(QKeySequence.StandardKey.New)
window.menuBar().addMenu("&Game").addAction(new)
window.setCentralWidget(QLabel("South"))""")


# A card table with no game behind it: the menus with standard shortcuts, a
# status line, and 45 cards drawn from SVG (13 faces, 32 backs) on a felt
# scene in a QGraphicsView. Not a target either: what Qt costs for the
# picture rookdesk's first paint shows, before any engine, AI or layout code.
CARD_TABLE_WINDOW = """
import sys, time
from PySide6.QtCore import QByteArray, QRectF, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QKeySequence, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem, QGraphicsScene, QGraphicsView, QMainWindow

def card(text, colour, width=72):
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="150">'
           '<rect x="1" y="1" width="98" height="148" rx="8" fill="white" stroke="black"/>'
           f'<text x="10" y="30" font-size="24" fill="{colour}">{text}</text>'
           f'<circle cx="50" cy="75" r="20" fill="{colour}"/></svg>')
    pixmap = QPixmap(width, width * 3 // 2)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(QByteArray(svg.encode())).render(painter, QRectF(0, 0, width, width * 1.5))
    painter.end()
    return pixmap

class View(QGraphicsView):
    def paintEvent(self, event):
        super().paintEvent(event)
        if not getattr(self, "done", False):
            self.done = True
            open(sys.argv[1], "w").write(f"{time.time():.6f}\\n")
            QTimer.singleShot(0, QApplication.quit)

app = QApplication(sys.argv[:1])
window = QMainWindow()
game = window.menuBar().addMenu("&Game")
for text, key in (("&New", QKeySequence.StandardKey.New), ("&Open", QKeySequence.StandardKey.Open),
                  ("&Save", QKeySequence.StandardKey.Save), ("&Undo", QKeySequence.StandardKey.Undo),
                  ("&Quit", QKeySequence.StandardKey.Quit)):
    action = QAction(text, window)
    action.setShortcut(key)
    game.addAction(action)
window.menuBar().addMenu("&View")
window.menuBar().addMenu("&Help")
scene = QGraphicsScene(0, 0, 1000, 700)
scene.setBackgroundBrush(QColor("#2e6b3a"))
view = View(scene)
view.setRenderHint(QPainter.RenderHint.Antialiasing)
window.setCentralWidget(view)
window.statusBar().showMessage("Your bid")
for i in range(13):
    face = QGraphicsPixmapItem(card(i + 1, ("red", "black", "green", "goldenrod")[i % 4]))
    face.setPos(100 + 40 * i, 520)
    scene.addItem(face)
back = card("", "navy")
for seat in range(3):
    for i in range(13):
        item = QGraphicsPixmapItem(back)
        item.setPos(60 + 300 * seat + 10 * i, 40)
        scene.addItem(item)
window.resize(1100, 780)
window.show()
app.exec()
"""


def prepare_profile(home: Path) -> dict[str, str]:
    """A private profile: settings that deal partnership Rook at once (vs three Normal computers)."""
    from rookdesk.engine.presets import preset
    from rookdesk.storage.settings import AppSettings, SettingsStore

    config = home / "config"
    (config / "rookdesk").mkdir(parents=True)
    settings = AppSettings(first_run=False, last_rules=preset("partners-cutthroat").to_dict())
    SettingsStore(str(config / "rookdesk" / "rookdesk.ini")).save(settings)
    return {"XDG_CONFIG_HOME": str(config), "XDG_DATA_HOME": str(home / "data"),
            "XDG_CACHE_HOME": str(home / "cache"), "ROOKDESK_DATA_DIR": str(home / "rookdesk-data")}


def one_run(command: list[str], env: dict[str, str], mark: Path) -> float:
    mark.unlink(missing_ok=True)
    started = time.time()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    if not mark.exists():
        raise SystemExit(f"{command[0]} wrote no mark (exit {result.returncode}):\n{result.stderr[-2000:]}")
    return float(mark.read_text()) - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--frozen", type=Path, help="the frozen app's executable (dist/rookdesk/rookdesk)")
    parser.add_argument("--display", choices=("offscreen", "xvfb"), default="offscreen")
    args = parser.parse_args()

    # PYTHONDONTWRITEBYTECODE (set on some development machines) would make every
    # run compile all modules again; an installed app has its bytecode cached.
    dropped = ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "PYTHONDONTWRITEBYTECODE")
    base = {k: v for k, v in os.environ.items() if k not in dropped}
    xvfb = None
    if args.display == "xvfb":
        display = ":97"
        xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)   # the server's socket appears within a moment
        base.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
    else:
        base["QT_QPA_PLATFORM"] = "offscreen"

    variants: list[tuple[str, list[str]]] = [("bare PySide6 window", [sys.executable, "-c", BARE_WINDOW]),
                                             ("reference: menu + text", [sys.executable, "-c", MENU_AND_TEXT_WINDOW]),
                                             ("reference: card table, no game", [sys.executable, "-c", CARD_TABLE_WINDOW]),
                                             ("rookdesk (source)", [sys.executable, "-m", "rookdesk.ui.app"])]
    if args.frozen is not None:
        variants.append(("rookdesk (frozen)", [str(args.frozen.resolve())]))

    # Interleaved run by run (bare, source, frozen, bare, ...): on a shared machine the speed
    # drifts, and blocks of one variant after the other would compare different moments.
    times: dict[str, list[float]] = {name: [] for name, _ in variants}
    try:
        for run in range(args.runs + 1):
            for name, command in variants:
                home = Path(tempfile.mkdtemp(prefix="rookdesk-startup-"))
                try:
                    env = {**base, **prepare_profile(home), "ROOKDESK_STARTUP_MARK": str(home / "mark")}
                    extra = [str(home / "mark")] if command[1:2] == ["-c"] else []
                    seconds = one_run(command + extra, env, home / "mark")
                finally:
                    shutil.rmtree(home, ignore_errors=True)
                if run > 0:   # run 0 warms the disk cache
                    times[name].append(seconds)
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()
    rows = [(name, statistics.median(t), min(t), max(t)) for name, t in times.items()]
    floor = rows[0][1]

    print(f"Launch to first painted table, {args.runs} runs each, platform {args.display}:\n")
    print("| variant | median | min | max | median / bare |")
    print("|---|---:|---:|---:|---:|")
    for name, median, low, high in rows:
        print(f"| {name} | {median:.2f} s | {low:.2f} s | {high:.2f} s | {median / floor:.2f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
