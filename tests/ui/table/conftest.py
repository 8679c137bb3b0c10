"""Fixtures for the table scene: a real view at a fixed size, games driven to any moment."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from rookdesk.ai.player import choice_for
from rookdesk.ai.random_player import RandomPlayer
from rookdesk.engine.actions import PlayCard
from rookdesk.engine.game import Game
from rookdesk.engine.phases import Phase
from rookdesk.engine.presets import preset
from rookdesk.ui.card_cache import CardImageCache
from rookdesk.ui.table import CardItem, TableScene, TableView


class Table:
    """A scene in a shown view, with helpers to point at cards the way a person would."""

    def __init__(self, qtbot, width: int = 800, height: int = 600) -> None:
        self.scene = TableScene(CardImageCache())
        self.scene.set_animation_speed("off")
        self.view = TableView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(width, height)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.game: Game | None = None

    def start(self, preset_name: str, seed: int = 1, viewer: int | None = 0, rules=None) -> Game:
        game = Game(rules or preset(preset_name), seed)
        self.scene.new_game(game.rules, [s.name for s in game.seats])
        self.scene.set_viewer(viewer)
        game.subscribe(self.scene.handle_event)
        game.start()
        self.game = game
        return game

    def play_until(self, done: Callable[[Game], bool], seed: int = 0) -> None:
        game = self.game
        assert game is not None
        players = [RandomPlayer(seed + i) for i in range(game.rules.players)]
        while not done(game):
            assert not game.is_over
            game.apply(players[game.to_act].choose(choice_for(game)))

    def arm_play(self, seat: int) -> tuple[list[str], list[str]]:
        """Mark the seat's cards playable as the shell would; returns (legal, illegal) ids."""
        game = self.game
        assert game is not None
        reasons = {}
        for card in game.hands[seat]:
            error = game.why_illegal(PlayCard(seat, card))
            reasons[card.id] = None if error is None else str(error)
        self.scene.set_playable(reasons)
        legal = [k for k, r in reasons.items() if r is None]
        return legal, [k for k, r in reasons.items() if r is not None]

    def point(self, card_id: str) -> QPoint:
        """A viewport point where ``card_id`` is the topmost card."""
        item = self.scene.card_item(card_id)
        assert item is not None, card_id
        rect = item.sceneBoundingRect()
        for fy in (0.3, 0.5, 0.15, 0.7):
            for fx in (0.5, 0.3, 0.15, 0.05, 0.7, 0.9):
                p = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
                top = next((i for i in self.scene.items(p) if isinstance(i, CardItem)), None)
                if top is item:
                    return self.view.mapFromScene(p)
        raise AssertionError(f"{card_id} is covered everywhere")

    def drag(self, card_id: str, target: QPointF | None = None) -> None:
        viewport = self.view.viewport()
        start = self.point(card_id)
        end = self.view.mapFromScene(target if target is not None else self.scene.drop_target_rect().center())
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for i in range(1, 7):
            QTest.mouseMove(viewport, start + (end - start) * (i / 6))
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)

    def click(self, card_id: str) -> None:
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         self.point(card_id))

    def double_click(self, card_id: str) -> None:
        QTest.mouseDClick(self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                          self.point(card_id))

    def counts_match(self) -> bool:
        game = self.game
        assert game is not None
        return self.scene.hand_counts() == [len(h) for h in game.hands]


@pytest.fixture
def table(qtbot) -> Table:
    return Table(qtbot)


def viewer_to_play_with_illegal(table: Table, preset_name: str, viewer: int = 0) -> tuple[list[str], list[str]]:
    """Start games until the viewer must play with some card illegal; arm the table."""
    for seed in range(1, 60):
        table.start(preset_name, seed=seed, viewer=viewer)
        try:
            table.play_until(lambda g: g.phase is Phase.PLAY and g.to_act == viewer and bool(g.trick)
                             and len(g.legal_plays(viewer)) < len(g.hands[viewer]), seed=seed)
        except AssertionError:
            continue
        return table.arm_play(viewer)
    raise AssertionError("no seed gave a hand with illegal cards")
