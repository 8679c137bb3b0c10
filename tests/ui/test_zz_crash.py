import shutil
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from rookdesk.storage.saves import open_game
from .test_game_keeper import make_window
def test_crash(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path, animation_speed="normal")
    w.activateWindow(); qtbot.waitUntil(w.isActiveWindow)
    path = tmp_path / "g.rookrec"
    shutil.copy("/tmp/userpassC/autosave_before_hint.rookrec", path)
    assert w.keeper.open_path(path)
    c = w.controller
    for i in range(40):
        qtbot.wait(100)
        if c.curtain_for is not None:
            w.curtain.wake(); c.lift_curtain()
        if c.awaiting is not None and c.inputs[c.awaiting].is_human and c.choice is not None:
            print("hint", i, c.choice.view.phase)
            w.keeper.show_hint()
            qtbot.wait(300)
            break
    print("done")
