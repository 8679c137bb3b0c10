"""Save and Open (issue 6): any game saves and opens; every kind of bad file is refused with a message."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rookdesk.engine.actions import PlayCard
from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.record import record_text
from rookdesk.storage.saves import (
    MAX_BYTES, Problem, SaveFileError, game_from_text, open_game, read_game_text, save_game, seat_kind,
    with_suffix,
)
from tests.engine.builders import random_action, snapshot


def played(name: str = "partners-cutthroat", seed: int = 7, decisions: int = 45) -> Game:
    game = Game(PRESETS[name], seed)
    game.start()
    rng = random.Random(seed)
    while not game.is_over and len(game.actions) < decisions:
        game.apply(random_action(game, rng))
    return game


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_save_then_open_continues_the_same_game(name: str, tmp_path: Path) -> None:
    """An opened game is the saved game: same events, same player to act, and it plays on the same."""
    game = played(name)
    path = save_game(game, tmp_path / "g.rookrec")
    opened = open_game(path)
    assert opened.events == game.events
    assert opened.to_act == game.to_act and opened.phase == game.phase
    rng = random.Random(1)
    for _ in range(30):
        if game.is_over:
            break
        action = random_action(game, rng)
        assert opened.apply(action) == game.apply(action)


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    """Saving over a file replaces it in one step; nothing else is left in the folder."""
    path = tmp_path / "g.rookrec"
    save_game(played(decisions=5), path)
    save_game(played(decisions=40), path)
    assert [p.name for p in tmp_path.iterdir()] == ["g.rookrec"]
    assert len(open_game(path).actions) == 40


def test_a_finished_game_saves_and_opens(tmp_path: Path) -> None:
    game = played("two-hand-standard", decisions=10_000)
    assert game.is_over
    opened = open_game(save_game(game, tmp_path / "done.rookrec"))
    assert opened.is_over and opened.winner == game.winner


def test_save_into_a_missing_folder_fails_with_the_error_type(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SaveFileError) as info:
        save_game(played(decisions=1), blocker / "g.rookrec")
    assert info.value.problem is Problem.NOT_WRITTEN
    assert str(info.value).startswith("Cannot save g.rookrec: ")


def test_with_suffix() -> None:
    assert with_suffix("a/b") == Path("a/b.rookrec")
    assert with_suffix("a/b.ROOKREC") == Path("a/b.ROOKREC")
    assert with_suffix("x.txt") == Path("x.txt.rookrec")


def test_seat_kind() -> None:
    assert [seat_kind(p) for p in ("human", "ai:hard", "ai:hard:0.5", "ai:", "bot")] == [
        "human", "hard", "hard", "normal", "bot"]


# Bad files ------------------------------------------------------------------


def good_lines() -> list[dict]:
    return [json.loads(line) for line in record_text(played().events).splitlines()]


def lines_text(objs: list[dict]) -> str:
    return "".join(json.dumps(o) + "\n" for o in objs)


def illegal_play() -> str:
    """A record whose first play is a card the player does not hold."""
    objs = good_lines()
    deal = next(o for o in objs if o["type"] == "deal")
    first = next(i for i, o in enumerate(objs) if o["type"] == "play")
    seat = objs[first]["seat"]
    other = deal["hands"][(seat + 1) % len(deal["hands"])][0]
    objs[first]["card"] = other
    return lines_text(objs[: first + 1])


def wrong_types() -> str:
    objs = good_lines()
    bid = next(o for o in objs if o["type"] in ("bid", "pass"))
    bid["seat"] = str(bid["seat"])
    return lines_text(objs)


def unknown_format() -> str:
    objs = good_lines()
    objs[0]["format"] = "rookrec/2"
    return lines_text(objs)


def truncated() -> str:
    text = record_text(played().events)
    return text[: len(text) // 2 + 7]


def finished_without_its_end() -> str:
    """A game played to its end, cut before its game_end line (a game that is over is not in progress)."""
    game = Game(PRESETS["two-hand-rook"], 3)
    game.start()
    rng = random.Random(3)
    while not game.is_over:
        game.apply(random_action(game, rng))
    return "".join(record_text(game.events).splitlines(keepends=True)[:-1])


BAD_FILES: dict[str, tuple[object, Problem, str]] = {
    "empty": (b"", Problem.NOT_A_RECORD, "the record is empty"),
    "not JSON": (b"Rook scores from Grandma's notebook\n", Problem.NOT_A_RECORD, "not valid JSON"),
    "a JSON list": (b"[1, 2, 3]\n", Problem.NOT_A_RECORD, "JSON object"),
    "binary": (bytes(range(256)) * 4, Problem.NOT_TEXT, "not a text file"),
    "NUL bytes": (b'{"type": "game"}\x00\x00\n', Problem.NOT_TEXT, "binary data"),
    "truncated": (truncated, Problem.NOT_A_RECORD, "not valid JSON"),
    "cut short": (finished_without_its_end, Problem.NOT_A_RECORD, "cut short"),
    "wrong types": (wrong_types, Problem.NOT_A_RECORD, "expected a whole number"),
    "illegal action": (illegal_play, Problem.ILLEGAL, "illegal play by seat "),
    "unknown format": (unknown_format, Problem.UNKNOWN_FORMAT, "rookrec/2"),
    "huge number": (b'{"type": "game", "seed": ' + b"9" * 6000 + b"}\n", Problem.NOT_A_RECORD, "not"),
    "deep nesting": (b'{"type": "game", "rules": ' + b"[" * 100_000 + b"]" * 100_000 + b"}\n",
                     Problem.NOT_A_RECORD, "not"),
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_bad_file_is_refused_with_a_message(kind: str, tmp_path: Path) -> None:
    """Each kind of bad file raises SaveFileError naming the file and the trouble; the game in hand is untouched."""
    content, problem, words = BAD_FILES[kind]
    data = content() if callable(content) else content
    path = tmp_path / "bad.rookrec"
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    current = played(decisions=20)
    before = snapshot(current)
    with pytest.raises(SaveFileError) as info:
        open_game(path)
    assert info.value.problem is problem
    message = str(info.value)
    assert message.startswith("Cannot open bad.rookrec: ")
    assert words in message
    assert snapshot(current) == before


def test_huge_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.rookrec"
    with path.open("wb") as handle:
        handle.truncate(MAX_BYTES + 1)  # sparse: no disk used
    with pytest.raises(SaveFileError) as info:
        open_game(path)
    assert info.value.problem is Problem.TOO_LARGE
    assert "too large" in str(info.value) or "more than a game record" in str(info.value)


def test_missing_file_folder_and_device_are_refused(tmp_path: Path) -> None:
    for path, problem in ((tmp_path / "nope.rookrec", Problem.UNREADABLE), (tmp_path, Problem.UNREADABLE)):
        with pytest.raises(SaveFileError) as info:
            open_game(path)
        assert info.value.problem is problem
    if os.path.exists("/dev/zero"):
        with pytest.raises(SaveFileError) as info:
            read_game_text("/dev/zero")
        assert "not a file" in str(info.value)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=2000))
def test_random_bytes_are_refused(data: bytes) -> None:
    with pytest.raises(SaveFileError):
        game_from_text(data.decode("utf-8", errors="replace"))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.dictionaries(st.sampled_from(["type", "seat", "card", "amount", "format", "rules", "hands"]),
                                json_values, max_size=5), min_size=1, max_size=6))
def test_random_json_lines_are_refused(objs: list[dict]) -> None:
    with pytest.raises(SaveFileError):
        game_from_text(lines_text(objs))


GOOD = record_text(played(decisions=30).events)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_damaged_records_are_refused_or_replay(data: st.DataObject) -> None:
    """Damage anywhere in a good record (a cut, a changed character, a dropped or changed
    value) is refused with SaveFileError, or still replays to a legal game: never anything else."""
    lines = GOOD.splitlines(keepends=True)
    how = data.draw(st.sampled_from(["cut", "flip", "drop line", "swap lines", "change value"]))
    if how == "cut":
        text = GOOD[: data.draw(st.integers(0, len(GOOD) - 1))]
    elif how == "flip":
        i = data.draw(st.integers(0, len(GOOD) - 1))
        text = GOOD[:i] + data.draw(st.characters(codec="utf-8")) + GOOD[i + 1:]
    elif how == "drop line":
        i = data.draw(st.integers(0, len(lines) - 1))
        text = "".join(lines[:i] + lines[i + 1:])
    elif how == "swap lines":
        i = data.draw(st.integers(0, len(lines) - 2))
        text = "".join(lines[:i] + [lines[i + 1], lines[i]] + lines[i + 2:])
    else:
        objs = [json.loads(line) for line in lines]
        obj = objs[data.draw(st.integers(0, len(objs) - 1))]
        key = data.draw(st.sampled_from(sorted(obj)))
        obj[key] = data.draw(json_values)
        text = lines_text(objs)
    try:
        game = game_from_text(text)
    except SaveFileError as error:
        assert str(error).startswith("Cannot open game.rookrec: ")
    else:
        # Still a record: then it is the story of a real game, which replays again identically.
        assert game_from_text(record_text(game.events)).events == game.events


def test_an_opened_game_has_the_recorded_seats(tmp_path: Path) -> None:
    game = played(decisions=3)
    opened = open_game(save_game(game, tmp_path / "g.rookrec"))
    assert opened.seats == game.seats
    assert not isinstance(opened.actions[0], PlayCard)
