"""The game-over panel: who won, the final totals, and a New game button."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QPushButton, QWidget

from rookdesk.engine.events import GameEnded
from rookdesk.engine.rules import RuleSet
from rookdesk.engine.scoring import won_by_the_lead
from rookdesk.ui.panels.base import Panel, scaled_font
from rookdesk.ui.texts import arg, side_name


# New game is off for this long after the game ends: Enter pressed again and again through the last trick
# and its summary went on to the New game dialog and its Deal, and the result was never seen (round 24).
GUARD_SECONDS = 1.2


class GameOverPanel(Panel):
    newGameRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(self.tr("Game over"))
        self.new_game = QPushButton(self.tr("&New game…"), self)
        self.new_game.setAccessibleName(self.tr("New game"))
        self.new_game.setDefault(True)
        self.row.addWidget(self.new_game)
        self.row.addStretch(1)
        self.new_game.clicked.connect(self.newGameRequested.emit)
        self._guard = QTimer(self)
        self._guard.setSingleShot(True)
        self._guard.timeout.connect(self.wake)
        # The winner's line stands out: 16pt, or half again the body text under a large desktop font.
        self.title.setFont(scaled_font(self.title, 16.0, 1.5))
        self.note.setWordWrap(False)

    def show_result(self, event: GameEnded, rules: RuleSet, names: tuple[str, ...],
                    humans: Sequence[int] = ()) -> None:
        """``humans``: the people's seats. One person against the computer is told in so many words
        whether they won; in a hot-seat game or a demo the winner's names say it all."""
        winner = side_name(rules, names, event.winner)
        verb = self.tr("%1 win the game!") if rules.partnerships else self.tr("%1 wins the game!")
        title = arg(verb, winner)
        you_lost = ""
        if len(humans) == 1:
            you = humans[0]
            partner = names[(you + 2) % rules.players] if rules.partnerships else ""
            if rules.side_of(you) == event.winner:
                title = arg(self.tr("You and %1 win the game!"), partner) if partner else self.tr("You win the game!")
            else:
                you_lost = arg(self.tr("You and %1 lose."), partner) if partner else self.tr("You lose.")
        scores = ", ".join(arg(self.tr("%1: %2", "side: score"), side_name(rules, names, s), t)
                           for s, t in enumerate(event.totals))
        note = arg(self.tr("Final score: %1."), scores)
        if you_lost:
            note = you_lost + "\n" + note
        mine = event.totals[event.winner]
        if any(total >= mine for side, total in enumerate(event.totals) if side != event.winner):
            # Only the bidding side's reaching the target beats a score as high or higher: say so,
            # or the result looks wrong.
            reason = (self.tr("The bidder's side wins when it reaches %1 points, whatever the other scores.")
                      if rules.partnerships else
                      self.tr("The bidder wins when they reach %1 points, whatever the other scores."))
            note += "\n" + arg(reason, rules.target)
        elif won_by_the_lead(rules, event.totals):
            # Nobody reached the target, so the spread ended the game; without a word the winner's
            # total under the target the status shows ("playing to 150") looks like a mistake.
            note += "\n" + arg(self._spread_reason(rules), rules.spread)
        self.set_texts(title, note)
        self.new_game.setEnabled(False)
        self._guard.start(round(GUARD_SECONDS * 1000))

    def wake(self) -> None:
        """The guard's time is up: New game takes the keyboard (Enter starts one)."""
        self._guard.stop()
        self.new_game.setEnabled(True)
        if self.isVisible():
            self.new_game.setFocus()

    def _spread_reason(self, rules: RuleSet) -> str:
        if rules.partnerships:
            return self.tr("A side also wins when it leads the other side by %1 points or more.")
        if rules.players == 2:
            return self.tr("A player also wins when they lead their opponent by %1 points or more.")
        return self.tr("A player also wins when they lead every other player by %1 points or more.")
