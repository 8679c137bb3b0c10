"""Play test round 16: behind a hot-seat curtain every card everyone saw go into a hand (a face-up card
taken from the draw pile's side) shows its face, as it does once the curtain is lifted. The cards the
last person shown had taken face up lay face down there (7G beside a face-up 10Y in the same hand)."""

from __future__ import annotations

from rookdesk.engine.presets import preset
from rookdesk.ui.controller import SeatSetup

from .driver import Tally, make_window, step, watch_privacy


def test_every_public_card_is_face_up_behind_the_curtain(qtbot) -> None:
    window = make_window(qtbot)
    window.start_game(preset("two-hand-rook"), [SeatSetup("Anna", "human"), SeatSetup("Ben", "human")], seed=5)
    problems = watch_privacy(window)
    c, seen = window.controller, []

    def check(*_args) -> None:
        game = c.game
        public = {card.id for hand, known in zip(game.hands, game.known) for card in known if card in hand}
        shown = window.scene.visible_face_up_cards()
        seen.append((len(game.actions), sorted(public), sorted(public - shown)))

    c.curtainRequested.connect(check)
    tally = Tally()
    for turn in range(600):
        done = step(qtbot, window, tally, turn)
        assert not problems, problems[0]
        if done in ("summary", "over"):
            break
    hidden = [(moves, public, missing) for moves, public, missing in seen if missing]
    assert not hidden, f"public cards face down behind the curtain (moves, public, face down): {hidden}"
    assert sum(bool(public) for _, public, _ in seen) >= 3, seen
