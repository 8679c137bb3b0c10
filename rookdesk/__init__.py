"""rookdesk: Rook, the card game, with every house rule a setting."""

__version__ = "0.1.0"
