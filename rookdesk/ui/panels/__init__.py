"""The panels under the table: what the person to act may decide now, and hand results.

Each panel's module is imported when the panel is first asked for: a returning player's first
table shows only the info panel, and the others are built after it is painted.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rookdesk.ui.panels.bid import BidPanel
    from rookdesk.ui.panels.draw import DrawPanel
    from rookdesk.ui.panels.game_over import GameOverPanel
    from rookdesk.ui.panels.info import InfoPanel
    from rookdesk.ui.panels.nest import NestPanel
    from rookdesk.ui.panels.summary import HandSummaryPanel
    from rookdesk.ui.panels.trump import TrumpPanel

_MODULES = {"BidPanel": "bid", "DrawPanel": "draw", "GameOverPanel": "game_over", "HandSummaryPanel": "summary",
            "InfoPanel": "info", "NestPanel": "nest", "TrumpPanel": "trump"}

__all__ = sorted(_MODULES)


def __getattr__(name: str) -> object:
    if name not in _MODULES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{_MODULES[name]}"), name)
