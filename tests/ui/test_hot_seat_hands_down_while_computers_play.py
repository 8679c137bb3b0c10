"""Hot-seat: while the computers play, every hand lies face down.

Round 24: after Ben played, his hand stayed face up through the computers' turns (and after he passed a
bid, through North taking the nest), open to Anna waiting by the screen for her curtain. Now the hand goes
face down once the computers are to act, and comes back with no curtain only when the same person is the
next to act (nobody else has had the screen).
"""

from __future__ import annotations

from tests.ui.driver import Tally, make_window, public_ok, seats, short_rules, step


def test_no_hand_is_face_up_during_a_computers_turn_and_the_same_person_needs_no_curtain(qtbot):
    window = make_window(qtbot)
    c = window.controller
    problems: list[str] = []
    computer_turns = 0
    last_person: list[int] = []      # the people who acted, in order
    curtains: list[int] = []         # whom each curtain asked for
    since = {"curtain": False, "computer": False}   # since the last person's turn
    back_without_curtain = 0

    def on_turn(seat: int, _choice) -> None:
        nonlocal computer_turns
        if c.inputs[seat].is_human:
            return
        computer_turns += 1
        since["computer"] = True
        if c.shown is not None:
            problems.append(f"seat {c.shown}'s hand shown while computer seat {seat} acts")
        try:
            public_ok(window)
        except AssertionError as error:
            problems.append(str(error))

    def on_human_turn(seat: int, _choice) -> None:
        nonlocal back_without_curtain
        if last_person and last_person[-1] == seat and since["computer"] and not since["curtain"]:
            back_without_curtain += 1
        last_person.append(seat)
        since.update(curtain=False, computer=False)

    def on_curtain(seat: int) -> None:
        if last_person and last_person[-1] == seat:
            problems.append(f"a curtain asked {seat} to come to the screen they had")
        curtains.append(seat)
        since["curtain"] = True

    c.turnStarted.connect(on_turn)
    c.humanTurnStarted.connect(on_human_turn)
    c.curtainRequested.connect(on_curtain)
    # Partners at one computer against two computers: each trick passes the screen via the computers.
    window.start_game(short_rules("partners-cutthroat", 500), seats(["human", "easy", "human", "easy"]), seed=6)
    tally = Tally()
    for turn in range(600):
        if step(qtbot, window, tally, turn) == "summary" and tally.hands >= 2:
            break
        assert not problems, problems[:3]
    assert tally.hands >= 2 and computer_turns > 20 and len(curtains) > 10, (tally, computer_turns, curtains)
    assert back_without_curtain >= 1   # a person won a trick the computer after them ended, and led again
