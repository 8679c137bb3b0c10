"""The phases of a game, in the order a hand goes through them."""

from enum import Enum


class Phase(str, Enum):
    NOT_STARTED = "not_started"
    BIDDING = "bidding"
    TRUMP = "trump"        # the bidder names trump
    DISCARD = "discard"    # the bidder sets cards aside after taking the nest
    PLAY = "play"
    DRAW = "draw"          # the trick winner chooses face-up card or pile
    GAME_OVER = "game_over"
