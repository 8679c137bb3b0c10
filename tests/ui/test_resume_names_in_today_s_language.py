"""Round 25: the resume question named the seats of a game dealt in English "South, North" under a
German window, whose table then called them "Süd" and "Nord"."""

from __future__ import annotations

import random

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from rookdesk.engine.events import SeatInfo
from rookdesk.engine.game import Game
from rookdesk.storage.autosave import Autosaver
from rookdesk.ui.i18n import install_translators, remove_translators
from tests.engine.builders import random_action

from .test_game_keeper import make_window, short_rules


def test_the_resume_question_names_default_seats_as_the_table_does(qtbot, tmp_path) -> None:
    game = Game(short_rules("two-hand-rook", 500), 3, (SeatInfo("South", "human"), SeatInfo("Bob", "ai:easy")))
    game.start()
    rng = random.Random(5)
    while not game.tricks:
        game.apply(random_action(game, rng))
    saver = Autosaver(tmp_path)
    saver.attach(game, "left-in-english")
    saver.detach()
    app = QApplication.instance()
    before = QLocale()
    translators = install_translators(app, "de")
    try:
        window = make_window(qtbot, tmp_path)
        assert window.keeper.offer_resume()
        box = window.keeper.resume_box
        assert box.informativeText().endswith("Spieler: Süd, Bob"), box.informativeText()
        box.done(0)
        window.close()
    finally:
        remove_translators(app, translators)
        QLocale.setDefault(before)
