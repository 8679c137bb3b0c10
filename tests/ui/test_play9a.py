"""Play test round 9 (keyboard, hot-seat, languages, window sizes): defects found while playing."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QLabel

from rookdesk.engine.events import HandEnded
from rookdesk.engine.presets import preset
from rookdesk.ui.panels.summary import HandSummaryPanel

SHOTS = os.environ.get("ROOKDESK_TEST_SHOTS")   # set to a folder to keep the rendered widgets


def _texts(panel: HandSummaryPanel) -> list[str]:
    return [label.text() for label in panel.table.findChildren(QLabel) if not label.isHidden()]


def _shot(widget, name: str) -> None:
    if SHOTS:
        widget.grab().save(os.path.join(SHOTS, name))


def test_two_handed_summary_speaks_of_players_and_one_opponent(qtbot) -> None:
    """Two-handed Rook, South set: the rows are players (not "Side"), and North is one opponent."""
    rules = preset("two-hand-rook")
    event = HandEnded(1, 0, 80, (49, 91), (0, 0), (0, 0), False, (0, 182), (0, 182))
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_hand(event, rules, ("South", "North"), False, tricks=(7, 13))
    panel.resize(760, 130)
    panel.show()
    texts = _texts(panel)
    assert "Player" in texts and "Side" not in texts
    assert "the opponent's points are doubled: North 91 × 2 = +182." in panel.note.text()
    _shot(panel, "play9a-summary-two-hand.png")


def test_partnership_summary_keeps_sides_and_opponents(qtbot) -> None:
    """With partners the rows are sides, and a set bid doubles the points of the opponents (plural)."""
    from rookdesk.engine.rules import rules_from_dict

    rules = rules_from_dict({**preset("partners-cutthroat").to_dict(), "set": "zero_double_opponents"},
                            complete=True)
    event = HandEnded(1, 0, 120, (90, 110), (0, 0), (0, 0), False, (0, 220), (0, 220))
    panel = HandSummaryPanel()
    qtbot.addWidget(panel)
    panel.show_hand(event, rules, ("South", "West", "North", "East"), False)
    texts = _texts(panel)
    assert "Side" in texts and "Player" not in texts
    assert "the opponents' points are doubled: West & East 110 × 2 = +220." in panel.note.text()


def _badge_scene(lines: list[str], width: float = 150, height: float = 76):
    """A bid badge as the layout gives it beside a narrow table (a 780 px table with the score sheet)."""
    from PySide6.QtWidgets import QGraphicsScene

    from rookdesk.ui.table.decor import Badge
    from rookdesk.ui.table.layout import Rect

    scene = QGraphicsScene(0, 0, width + 20, height + 20)
    badge = Badge()
    scene.addItem(badge)
    badge.set_geometry(Rect(10, 10, width, height))
    badge.set_lines(lines)
    return scene, badge


def _render(scene, name: str) -> None:
    from PySide6.QtGui import QColor, QImage, QPainter

    image = QImage(int(scene.width()), int(scene.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#2e7d4f"))
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    if SHOTS:
        image.save(os.path.join(SHOTS, name))


def test_a_long_bid_line_is_broken_not_cut_off_in_a_narrow_badge(qtbot) -> None:
    """Spanish, 780 px table: "Apuesta más alta: 65 de Norte" was drawn as "...65 de Nort" at 8 px."""
    from PySide6.QtGui import QFontMetricsF

    title = "Apuesta más alta: 65 de Norte"
    scene, badge = _badge_scene([title, "Triunfo: aún sin elegir"])
    room = badge.boundingRect().width() - 2 * badge._padding()
    bold = QFontMetricsF(badge._bold)
    titles = [row[0] for row in badge._rows()[:-1]]
    assert " ".join(titles) == title   # every word is drawn, the bidder's name included
    assert all(bold.horizontalAdvance(line) <= room for line in titles)
    assert badge._rows()[-1] == ["Triunfo: aún sin elegir"]
    _render(scene, "play9a-badge-narrow.png")


def test_a_long_bid_line_keeps_the_badge_size_when_there_is_height_for_two_lines(qtbot) -> None:
    """Shrinking the title to one line made the bid badge's text 11 px beside a 16 px score badge:
    with room for a second line the title is broken and the text keeps the size of a short title's."""
    _, short = _badge_scene(["Apuesta: 65 de Norte", "Triunfo: aún sin elegir"], width=230, height=76)
    scene, long = _badge_scene(["Apuesta más alta: 65 de Norte", "Triunfo: aún sin elegir"], width=230, height=76)
    assert len(long._rows()) == 3
    assert long._font.pixelSize() == short._font.pixelSize()
    _render(scene, "play9a-badge-two-lines.png")


def test_a_bid_line_that_fits_stays_on_one_line(qtbot) -> None:
    scene, badge = _badge_scene(["Bid: 80 by South", "Trump: Red"], width=209, height=76)
    assert badge._rows() == [["Bid: 80 by South"], ["Trump: Red"]]
    _render(scene, "play9a-badge-wide.png")


def test_the_play_panel_says_why_cards_are_dimmed(qtbot, tmp_path) -> None:
    """The arrow keys skip dimmed cards and their tooltips need a mouse: the play panel itself says
    why they may not be played, and says nothing of dimmed cards when none is."""
    from rookdesk.engine.phases import Phase
    from tests.ui.test_game_keeper import make_window, people, play, short_rules

    window = make_window(qtbot, tmp_path)
    window.start_game(short_rules("partners-cutthroat", 500), people("human", "human", "human", "human"), seed=5)
    c = window.controller

    def playing() -> bool:
        return c.choice is not None and c.choice.view.phase is Phase.PLAY

    play(qtbot, window, lambda: playing() and not c.choice.view.trick)   # a lead: every card may go
    assert c.play_refusals == ()
    assert "Dimmed" not in window.info_panel.note.text()
    play(qtbot, window, lambda: playing() and bool(c.play_refusals))
    note = window.info_panel.note.text()
    assert "Dimmed cards may not be played now." in note
    assert all(reason in note for reason in c.play_refusals), note
    assert all("must" in reason or "may only" in reason for reason in c.play_refusals), c.play_refusals
    _shot(window, "play9a-play-panel-refusals.png")
