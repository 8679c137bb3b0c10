"""The desktop app's command line: ``rookdesk [--version] [--self-test [--self-test-png PATH]] [FILE]``.

A file manager starts ``rookdesk FILE`` when a saved game (``.rookrec``) or a
house-rules file (``.rookrules``, ``.json``) is double-clicked. Qt's own
options (``-platform xcb``, ``-style fusion``, ...) pass through to Qt, so
their values are never taken for the file. No Qt import here: ``--version``
answers without loading Qt.
"""

from __future__ import annotations

import argparse
import enum
from dataclasses import dataclass
from pathlib import Path

from rookdesk import __version__

DEFAULT_SELF_TEST_TIMEOUT = 60.0

# Qt options followed by a value (QGuiApplication/QApplication's documented ones).
_QT_OPTIONS_WITH_VALUE = frozenset({
    "-platform", "-platformpluginpath", "-platformtheme", "-plugin", "-qwindowgeometry", "-qwindowicon",
    "-qwindowtitle", "-style", "-stylesheet", "-display", "-geometry", "-title", "-session", "-qmljsdebugger",
})
# Qt's single-dash flags without a value.
_QT_FLAGS = frozenset({"-reverse", "-widgetcount", "-nograb", "-dograb", "-sync"})


class FileKind(enum.Enum):
    """What a file given on the command line holds, by its name."""

    GAME = "game"
    RULES = "rules"


GAME_SUFFIXES = (".rookrec",)
RULES_SUFFIXES = (".rookrules", ".json")


def file_kind(path: Path) -> FileKind | None:
    """A saved game or house rules by the file's suffix; ``None`` for anything else."""
    name = path.name.lower()
    if name.endswith(GAME_SUFFIXES):
        return FileKind.GAME
    if name.endswith(RULES_SUFFIXES):
        return FileKind.RULES
    return None


@dataclass(frozen=True, slots=True)
class LaunchOptions:
    """What the command line asks for."""

    version: bool = False
    self_test: bool = False
    self_test_png: Path | None = None
    self_test_timeout: float = DEFAULT_SELF_TEST_TIMEOUT
    file: Path | None = None
    qt_args: tuple[str, ...] = ()   # Qt's own options, for QApplication


def split_qt_args(args: list[str]) -> tuple[list[str], list[str]]:
    """(rookdesk's arguments, Qt's options with their values)."""
    ours: list[str] = []
    qt: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        if arg in _QT_OPTIONS_WITH_VALUE and i + 1 < len(args):
            qt += args[i:i + 2]
            i += 2
            continue
        if arg in _QT_FLAGS or arg.split("=", 1)[0] in _QT_OPTIONS_WITH_VALUE:
            qt.append(arg)
        else:
            ours.append(arg)
        i += 1
    return ours, qt


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rookdesk", description="Rook, the card game, on the desktop.",
        epilog="Qt's own options (-platform, -style, ...) are passed on to Qt.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--self-test", action="store_true",
                        help="play a short all-computer game on the real table without a display, "
                             "save a picture of it and exit (0 = all went well)")
    parser.add_argument("--self-test-png", type=Path, metavar="PATH",
                        help="where the self-test saves its picture (default: a temporary file)")
    parser.add_argument("--self-test-timeout", type=float, default=DEFAULT_SELF_TEST_TIMEOUT, metavar="SECONDS",
                        help="fail the self-test after this long (default: %(default)s)")
    parser.add_argument("file", nargs="?", type=Path,
                        help="a saved game (.rookrec) to open, or house rules (.rookrules, .json) to add")
    return parser


def parse_args(args: list[str]) -> LaunchOptions:
    """Parse the arguments after the program name (``SystemExit`` on a bad command line, as argparse does)."""
    if not args:   # the usual launch (a desktop icon): building the parser cost 3 ms of the start-up
        return LaunchOptions()
    ours, qt = split_qt_args(list(args))
    # Other stray Qt-style options (e.g. macOS's -psn_0_1234 of old Finder launches) go to Qt as well.
    parser = build_parser()
    ns, unknown = parser.parse_known_args(ours)
    if ns.self_test_timeout <= 0:
        parser.error("--self-test-timeout must be positive")
    extra_files = [a for a in unknown if not a.startswith("-")]
    if extra_files:
        parser.error(f"one file at a time (also given: {' '.join(extra_files)})")
    return LaunchOptions(version=ns.version, self_test=ns.self_test, self_test_png=ns.self_test_png,
                         self_test_timeout=ns.self_test_timeout, file=ns.file, qt_args=tuple(qt + unknown))


def version_text() -> str:
    return f"rookdesk {__version__}"
