"""Starting rookdesk from the command line: --version, --self-test, and a double-clicked file."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from rookdesk import __version__
from rookdesk.engine.game import new_game
from rookdesk.engine.presets import preset
from rookdesk.engine.rules import rules_from_dict, save_rules_file
from rookdesk.storage import house_rules
from rookdesk.storage.house_rules import HouseRulesLibrary
from rookdesk.storage.saves import save_game
from rookdesk.ui.command_line import FileKind, LaunchOptions, file_kind, parse_args
from rookdesk.ui.file_open import open_file
from rookdesk.ui.main_window import MainWindow

from .driver import make_window


def test_command_line_options():
    assert parse_args(["--version"]).version
    options = parse_args(["--self-test", "--self-test-png", "out.png"])
    assert options.self_test and options.self_test_png == Path("out.png") and options.file is None
    assert parse_args(["game.rookrec"]).file == Path("game.rookrec")


def test_no_arguments_give_the_parser_s_defaults():
    """The launch without arguments skips the parser: its options must be the parser's defaults."""
    from rookdesk.ui.command_line import build_parser

    ns = build_parser().parse_args([])
    assert parse_args([]) == LaunchOptions(version=ns.version, self_test=ns.self_test, self_test_png=ns.self_test_png,
                                           self_test_timeout=ns.self_test_timeout, file=ns.file)


def test_qt_options_go_to_qt_and_never_become_the_file():
    """`rookdesk -platform xcb game.rookrec`: xcb is Qt's, the game is ours."""
    options = parse_args(["-platform", "xcb", "-reverse", "game.rookrec", "-style=fusion"])
    assert options.file == Path("game.rookrec")
    assert options.qt_args == ("-platform", "xcb", "-reverse", "-style=fusion")


def test_bad_command_lines_stop_with_usage():
    with pytest.raises(SystemExit):
        parse_args(["a.rookrec", "b.rookrec"])
    with pytest.raises(SystemExit):
        parse_args(["--self-test", "--self-test-timeout", "0"])


def test_file_kinds_by_suffix():
    assert file_kind(Path("/x/Game.ROOKREC")) is FileKind.GAME
    assert file_kind(Path("family.rookrules")) is FileKind.RULES
    assert file_kind(Path("family.rookrules.json")) is FileKind.RULES
    assert file_kind(Path("notes.txt")) is None


def test_version_prints_without_starting_qt(capsys):
    from rookdesk.ui.app import main

    assert main(["rookdesk", "--version"]) == 0
    assert capsys.readouterr().out.strip() == f"rookdesk {__version__}"


def _saved_game(tmp_path: Path) -> tuple[Path, int]:
    game = new_game(preset("partners-cutthroat"), seed=5)
    game.apply(game.legal_actions()[0])   # one decision made: the game is under way
    return save_game(game, tmp_path / "family.rookrec"), len(game.events)


def test_a_saved_game_opens_where_it_stood(qtbot, tmp_path):
    window = make_window(qtbot)
    path, events = _saved_game(tmp_path)
    assert open_file(window, path)
    assert window.controller.game is not None and len(window.controller.game.events) == events
    assert window.keeper.save_path == path
    window.close()


def test_a_damaged_game_file_is_explained(qtbot, tmp_path):
    window = make_window(qtbot)
    bad = tmp_path / "broken.rookrec"
    bad.write_text("not a record\n")
    assert not open_file(window, bad)
    assert "broken.rookrec" in window.keeper.last_error_text
    assert window.controller.game is None
    window.close()


@pytest.fixture()
def library(tmp_path, monkeypatch) -> HouseRulesLibrary:
    """A library of our own, also the one the new-game dialog reads."""
    folder = tmp_path / "rules"
    monkeypatch.setattr(house_rules, "default_rules_folder", lambda: folder)
    return HouseRulesLibrary(folder)


def _rules_file(tmp_path: Path, name: str = "Grandma's rules") -> Path:
    data = preset("partners-cutthroat").to_dict()
    data.update(name=name, target=300)
    path = tmp_path / "grandma.rookrules"
    save_rules_file(rules_from_dict(data, complete=True), path)
    return path


def test_house_rules_join_the_library_once_and_are_offered_for_a_new_game(qtbot, tmp_path, library):
    window = make_window(qtbot)
    path = _rules_file(tmp_path)
    assert open_file(window, path)
    assert library.names() == ["Grandma's rules"]
    dialog = window._new_game_dialog
    assert dialog is not None and dialog.rules.name == "Grandma's rules" and dialog.rules.target == 300
    dialog.reject()
    assert open_file(window, path)          # opened again: no "Grandma's rules (2)"
    assert library.names() == ["Grandma's rules"]
    window._new_game_dialog.reject()
    window.close()


def test_a_bad_rules_file_changes_nothing(qtbot, tmp_path, library):
    window = make_window(qtbot)
    bad = tmp_path / "odd.rookrules"
    bad.write_text('{"players": "many"}')
    assert not open_file(window, bad)
    assert library.names() == []
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert boxes and "odd.rookrules" in boxes[0].text()
    for box in boxes:
        box.close()
    window.close()


def test_app_main_with_a_file_opens_it(qtbot, tmp_path, monkeypatch):
    """`rookdesk game.rookrec` (a double-click in the file manager) shows that game, not the resume offer."""
    from rookdesk.ui import app as app_module

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    monkeypatch.setenv("ROOKDESK_DATA_DIR", str(tmp_path / "data"))
    path, events = _saved_game(tmp_path)
    seen = {}

    def look_and_close() -> None:
        for window in [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]:
            game = window.controller.game
            seen["events"] = len(game.events) if game else 0
            seen["dialog"] = window._new_game_dialog is not None
            window.close()

    def run_briefly(_app) -> int:
        loop = QEventLoop()   # not exec(): see test_window.py
        QTimer.singleShot(300, lambda: (look_and_close(), loop.quit()))
        loop.exec()
        return 0

    monkeypatch.setattr(QApplication, "exec", run_briefly)
    assert app_module.main(["rookdesk", str(path)]) == 0
    assert seen == {"events": events, "dialog": False}


def test_self_test_fails_with_a_message_when_the_game_does_not_end_in_time(qtbot, capsys):
    """The self-test never hangs: past its time-out it says so and exits non-zero."""
    from rookdesk.ui.self_test import EXIT_FAILED, run_self_test

    code = run_self_test(LaunchOptions(self_test=True, self_test_timeout=0.2), hard_exit=False)
    assert code == EXIT_FAILED
    assert "no game over within 0.2 s" in capsys.readouterr().err


def test_startup_mark_is_written_at_the_first_paint_of_a_dealt_table(qtbot, tmp_path, monkeypatch):
    """benchmarks/bench_startup.py's clock stops when the dealt table is first painted."""
    from rookdesk.ui.startup_mark import MARK_VARIABLE, watch_first_paint

    from .driver import seats, short_rules

    assert watch_first_paint(make_window(qtbot)) is None   # never armed in normal use
    mark = tmp_path / "mark"
    monkeypatch.setenv(MARK_VARIABLE, str(mark))
    window = make_window(qtbot)
    watcher = watch_first_paint(window)
    assert watcher is not None and not watcher.done
    closed = []
    watcher.finish = lambda: closed.append(True)   # the test session's windows stay
    # The clock stops after the frame is drawn (as the bare window's does), not as its paint begins.
    happened = []
    view_paint = window.view.paintEvent

    def paint(event):
        happened.append("paint")
        view_paint(event)

    class Mark:
        def write_text(self, text):
            happened.append("mark")
            mark.write_text(text)

    window.view.paintEvent = paint
    watcher.mark = Mark()
    window.start_game(short_rules("two-hand-rook"), seats(["human", "normal"]), seed=3)
    window.view.viewport().update()
    qtbot.waitUntil(lambda: watcher.done, timeout=10000)
    assert float(mark.read_text()) > 0
    assert happened[:2] == ["paint", "mark"] and happened.count("mark") == 1
    qtbot.waitUntil(lambda: closed == [True])
