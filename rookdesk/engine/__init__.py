"""The Rook engine: rules, cards, the game state machine, seat views and records. No Qt."""

from .actions import Action, Bid, Discard, Draw, DrawSource, NameTrump, Pass, PlayCard
from .cards import ROOK, Card, parse_card
from .errors import IllegalAction, RecordError, RookError, RuleError
from .events import Event, SeatInfo
from .game import Game, new_game
from .nest import DiscardOptions
from .phases import Phase
from .presets import PRESET_NAMES, PRESETS, preset
from .rules import RuleSet, load_rules_file, rules_from_dict, rules_from_json, save_rules_file
from .views import SeatView

__all__ = [
    "Action", "Bid", "Card", "Discard", "DiscardOptions", "Draw", "DrawSource", "Event", "Game",
    "IllegalAction", "NameTrump", "Pass", "Phase", "PlayCard", "PRESET_NAMES", "PRESETS", "ROOK",
    "RecordError", "RookError", "RuleError", "RuleSet", "SeatInfo", "SeatView", "load_rules_file",
    "new_game", "parse_card", "preset", "rules_from_dict", "rules_from_json", "save_rules_file",
]
