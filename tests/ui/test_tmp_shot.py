from .test_game_keeper import make_window, people, play, short_rules

def test_shot(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.resize(800, 600)
    window.show()
    window.score_dock.show()
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=11)
    play(qtbot, window, lambda: window.controller._holding)
    qtbot.waitUntil(lambda: window.current_panel() is window.summary_panel, timeout=5000)
    qtbot.wait(300)
    window.grab().save("/tmp/shots/dock800_summary.png")
    for p in window.scene._plates:
        print("PLATE", p.name, p.isVisible(), p.sceneBoundingRect(), p.zValue())
    print("VIEW", window.view.size())
