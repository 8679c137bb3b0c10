"""The panels under the table: what the person to act may decide now, and hand results."""

from rookdesk.ui.panels.bid import BidPanel
from rookdesk.ui.panels.draw import DrawPanel
from rookdesk.ui.panels.game_over import GameOverPanel
from rookdesk.ui.panels.info import InfoPanel
from rookdesk.ui.panels.nest import NestPanel
from rookdesk.ui.panels.summary import HandSummaryPanel
from rookdesk.ui.panels.trump import TrumpPanel

__all__ = ["BidPanel", "DrawPanel", "GameOverPanel", "HandSummaryPanel", "InfoPanel", "NestPanel", "TrumpPanel"]
