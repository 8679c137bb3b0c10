"""Run by test_hint_after_the_menu.py in a process of its own: H after the Game menu took the focus from the
table, with the pointer over a card, aborted the app (round 31). Prints the hint given."""

import random
import sys
from pathlib import Path

from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from rookdesk.engine.phases import Phase
from rookdesk.hints import suggest
from rookdesk.storage.settings import AppSettings
from rookdesk.ui.controller import SeatSetup
from rookdesk.ui.main_window import MainWindow
from tests.ui.test_game_keeper import decide, short_rules

app = QApplication([])
w = MainWindow(store=None, settings=AppSettings(ai_pause_ms=0, animation_speed="off", first_run=False),
               data_folder=Path(sys.argv[1]))
w.resize(1000, 720)
w.show()
w.activateWindow()
w.start_game(short_rules("two-hand-rook", 500), [SeatSetup("Ann"), SeatSetup("Bob", "easy")], seed=3)
c = w.controller
rng = random.Random(2)
for _ in range(100000):
    app.processEvents()
    if c.awaiting == 0 and c.choice is not None and c.choice.view.phase is Phase.PLAY:
        break
    if c.awaiting is not None and c.inputs[c.awaiting].is_human and c.choice is not None:
        decide(w, rng)
for _ in range(20):
    app.processEvents()
hinted = suggest(c.game)
item = w.scene.card_item(hinted.card.id)
centre = w.view.mapFromScene(item.sceneBoundingRect().center())
QCursor.setPos(w.view.viewport().mapToGlobal(centre))
w.menuBar().setFocus()   # as the Game menu closed with Escape leaves it
for _ in range(20):
    app.processEvents()
assert not w.scene.hasFocus(), "the table kept the focus"
assert w.view.viewport().rect().contains(w.view.viewport().mapFromGlobal(QCursor.pos())), "pointer not on the table"
action = w.keeper.show_hint()
for _ in range(20):
    app.processEvents()
print("hint", action)
