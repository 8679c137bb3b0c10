"""The results card never lays Continue over its own scores (play test round 8).

Seen in a Kentucky Rook game with the score sheet open (a 600 px table): hand 1's card put Continue
under the scores; hand 2's card put it back beside them, measured with hand 1's narrower column gaps,
and the button then covered the Total column.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from rookdesk.engine.events import HandEnded
from rookdesk.engine.presets import preset
from rookdesk.ui.panels.game_over import GameOverPanel
from rookdesk.ui.panels.summary import HandSummaryPanel
from rookdesk.ui.result_overlay import ResultOverlay

NAMES = ("South", "West", "North", "East")


def _overlay(qtbot, width: int) -> tuple[QWidget, ResultOverlay, HandSummaryPanel]:
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(width, 610)
    table.show()
    overlay = ResultOverlay(table)
    summary = HandSummaryPanel()
    overlay.add_page(summary)
    overlay.add_page(GameOverPanel())
    return table, overlay, summary


def _assert_button_clear(summary: HandSummaryPanel) -> None:
    scores = summary.table.geometry()
    button = summary.continue_button.geometry()
    assert not scores.intersects(button), (scores, button)
    assert summary.table.width() >= summary.table.minimumSizeHint().width()
    assert summary.continue_button.geometry().right() <= summary.width()


def test_continue_stays_clear_of_the_scores_hand_after_hand_on_a_narrow_table(qtbot) -> None:
    table, overlay, summary = _overlay(qtbot, 1100)
    rules = preset("kentucky-rook")
    summary.show_hand(HandEnded(1, 2, 130, (135, 20), (0, 0), (25, 0), True, (160, 20), (160, 20)),
                      rules, NAMES, False)
    overlay.show_page(summary)
    qtbot.wait(20)
    table.resize(600, 610)   # the score sheet opened beside the table: Continue goes under the scores
    qtbot.wait(20)
    _assert_button_clear(summary)
    overlay.hide()
    summary.show_hand(HandEnded(2, 3, 100, (0, 160), (0, 0), (0, 20), True, (0, 180), (160, 200)),
                      rules, NAMES, False)
    overlay.show_page(summary)
    qtbot.wait(50)
    _assert_button_clear(summary)
    assert overlay.geometry().right() <= table.width() and overlay.x() >= 0


def test_the_card_is_as_tall_as_its_page_needs_at_every_width(qtbot) -> None:
    """Round 17 (a CI run under load): at one width the note just fit its lines in the 2 px more the card
    measured than the page has inside its frame; laid out it took one more line, and Continue lay over
    the scores. Every table width from 420 to 760 px: the page gets the height its own width needs."""
    from PySide6.QtWidgets import QApplication

    from rookdesk.engine.cards import parse_card

    table, overlay, summary = _overlay(qtbot, 760)
    nest = tuple(parse_card(c) for c in ("5Y", "7G", "8R", "8Y", "10R"))
    summary.show_hand(HandEnded(2, 1, 105, (0, 165), (0, 20), (0, 15), True, (0, 200), (110, 290)),
                      preset("partners-cutthroat"), NAMES, False, nest=nest)
    overlay.show_page(summary)
    short = []
    for width in range(420, 761):
        table.resize(width, 389)
        overlay.place()
        QApplication.processEvents()
        if summary.height() < summary.heightForWidth(summary.width()):
            short.append((width, summary.height(), summary.heightForWidth(summary.width())))
    assert not short, short
