from rookdesk.engine.events import TrickWon
from .test_game_keeper import make_window, people, play, short_rules

def test_shot(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.resize(900, 650)
    window.show()
    window.score_dock.show()
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=11)
    play(qtbot, window, lambda: sum(isinstance(e, TrickWon) for e in window.controller.game.events) >= 5)
    qtbot.wait(300)
    window.grab().save("/tmp/shots/dock900.png")
    for p in window.scene._plates:
        print("PLATE", p.name, repr(p.tally), p.tally_scene_rect(), p.isVisible())
