"""Play test round 7: in a standard-deck game the trick log, last-trick dialog and draw panel say "joker",
not "Rook"."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from rookdesk.ai.match import play_hand
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.cards import ROOK_ID, parse_card
from rookdesk.engine.game import Game
from rookdesk.engine.presets import preset
from rookdesk.ui.bridge import EngineBridge
from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.dialogs.last_trick import LastTrickDialog
from rookdesk.ui.models import TrickLogModel
from rookdesk.ui.texts import NO_BREAK
from rookdesk.ui.texts import card_name, card_short


def _logged_hands(name: str, seed: int) -> TrickLogModel:
    rules = preset(name)
    game = Game(rules, seed=seed)
    bridge = EngineBridge()
    log = TrickLogModel()
    bridge.eventOccurred.connect(log.on_event)
    bridge.attach(game)
    game.start()
    for _ in range(2):
        play_hand(game, [RandomPlayer(seat) for seat in range(rules.players)])
    return log


def _rows_with_rook_card(log: TrickLogModel) -> list[str]:
    rows = [log.index(r, 2).data().replace(NO_BREAK, " ") for r in range(log.rowCount())]
    return [text for text, trick in zip(rows, log.tricks) if any(c.id == ROOK_ID for _, c in trick.plays)]


def test_trick_log_calls_the_standard_decks_rook_card_the_joker(qtbot):
    """Two-handed standard deck: the ROOK card is the joker, so the Tricks tab says "the joker"."""
    rows = _rows_with_rook_card(_logged_hands("two-hand-standard", seed=3))
    assert rows, "the joker was played in two hands"
    assert all("the joker" in row and "Rook" not in row for row in rows)


def test_trick_log_still_says_rook_for_the_rook_deck(qtbot):
    rows = _rows_with_rook_card(_logged_hands("partners-cutthroat", seed=3))
    assert rows and all("Rook" in row for row in rows)


def test_card_names_follow_the_deck_style():
    assert card_name(parse_card(ROOK_ID), "standard") == "the joker"
    assert card_name(parse_card(ROOK_ID)) == "the Rook"
    assert card_short(ROOK_ID, "standard") == "Joker"


def test_last_trick_dialog_names_the_joker(qtbot):
    log = _logged_hands("two-hand-standard", seed=3)
    trick = next(t for t in log.tricks if any(c.id == ROOK_ID for _, c in t.plays))
    dialog = LastTrickDialog(trick, ("South", "North"), preset("two-hand-standard"), CardImageCache())
    qtbot.addWidget(dialog)
    texts = " ".join(label.accessibleName() for label in dialog.findChildren(QLabel))
    assert "the joker" in texts and "the Rook" not in texts
