"""Play test round 16: a hand's summary shown again (Redo of its last card, a resumed or opened game left
on it) has the name plates of that hand behind it, as when it first came up: its dealer, the bid won
and each side's tricks and points. They showed the next hand's dealer and no tallies."""

from __future__ import annotations

from pathlib import Path

from rookdesk.ui.main_window import MainWindow

from .test_game_keeper import make_window, people, play, short_rules


def plates(window: MainWindow) -> list[tuple[str, str, str]]:
    return [(plate.name, plate.detail, plate.tally) for plate in window.scene._plates]


def on_summary(qtbot, window: MainWindow) -> list[tuple[str, str, str]]:
    qtbot.waitUntil(lambda: window.current_panel() is window.summary_panel, timeout=5000)
    return plates(window)


def test_redo_of_a_hand_s_last_card_brings_back_that_hand_s_plates(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "easy", "easy", "easy"), seed=14)
    c = window.controller
    play(qtbot, window, lambda: c._holding)
    first = on_summary(qtbot, window)
    assert any("dealer" in detail for _, detail, _ in first) and all(tally for _, _, tally in first)
    window.keeper.undo_action.trigger()
    window.keeper.redo_action.trigger()
    assert on_summary(qtbot, window) == first


def test_a_game_opened_on_a_summary_shows_that_hand_s_plates(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("two-hand-rook", 500), people("human", "easy"), seed=9)
    play(qtbot, window, lambda: window.controller._holding)
    first = on_summary(qtbot, window)
    path = tmp_path / "summary.rookrec"
    assert window.keeper.save_to(path)
    other = make_window(qtbot, tmp_path / "other")
    assert other.keeper.open_path(path)
    assert on_summary(qtbot, other) == first
