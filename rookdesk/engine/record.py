"""Game records (``spec/record.md``): write the event stream, read it, replay it.

A record is valid only if replaying it with the rules it embeds reproduces
every event. :func:`replay` applies the recorded decisions to a fresh game fed
with the recorded deals and compares every event the engine produces with the
record, line by line.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, TextIO

from .actions import Action, Bid, Discard, Draw, DrawSource, NameTrump, Pass, PlayCard
from .atomic import write_text_atomic
from .chance import ScriptedChance
from .errors import IllegalAction, RecordError, RuleError
from .events import (
    BidMade, CardDrawn, CardPlayed, Dealt, DealerDrawn, Discarded, Event, Passed,
    SeatInfo, TrumpNamed, event_from_record,
)
from .game import Game
from .rules import rules_from_dict

FORMAT = "rookrec/1"
MAX_RECORD_BYTES = 20_000_000  # a very long game is well under 1 MB


def event_line(event: Event) -> str:
    return json.dumps(event.to_record(), separators=(",", ":"))


def record_text(events: Iterable[Event]) -> str:
    return "".join(event_line(e) + "\n" for e in events)


def write_record(game: Game, path: str | Path) -> None:
    """Write the game's record so far (atomically)."""
    write_text_atomic(Path(path), record_text(game.events))


class RecordWriter:
    """Appends each event of a game to an open text stream as it happens."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def __call__(self, event: Event) -> None:
        self.stream.write(event_line(event) + "\n")


# Reading -------------------------------------------------------------------


def read_record_lines(text: str) -> list[tuple[int, dict[str, Any]]]:
    """Parse JSON Lines into (line number, object) pairs; empty lines may only end the file."""
    objects = []
    blank = 0   # the first empty line not yet followed by an object
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            blank = blank or number
            continue
        if blank:
            # JSON Lines has no empty lines between objects; only the end of the file may have them.
            raise RecordError(blank, "an empty line: each line must be a JSON object")
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            # The column too: "Unterminated string starting at" alone does not say where. A last line
            # broken off with no line end is a file cut short (a copy or a download that stopped), if it
            # began as a record's line does: a file of other text was not cut off (round 27: "hello").
            cut_off = (not text.endswith("\n") and not any(rest.strip() for rest in text.split("\n")[number:])
                       and line.lstrip().startswith("{"))
            raise RecordError(number, f"not valid JSON ({exc.msg}: column {exc.colno})",
                              "cut_off_json" if cut_off else "bad_json", column=exc.colno) from None
        except RecursionError:
            raise RecordError(number, "not valid JSON (nested too deeply)", "json_too_deep") from None
        except ValueError as exc:  # e.g. an integer with more digits than Python converts
            raise RecordError(number, f"not usable JSON ({exc})") from None
        if not isinstance(obj, dict) or not isinstance(obj.get("type"), str):
            raise RecordError(number, 'each line must be a JSON object with a "type"')
        objects.append((number, obj))
    if not objects:
        raise RecordError(0, "the record is empty")
    return objects


def read_record_file(path: str | Path) -> str:
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_RECORD_BYTES:
            raise RecordError(0, f"{path.name} is {size:,} bytes, more than a game record can be ({MAX_RECORD_BYTES:,})")
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(0, f"cannot read {path.name}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise RecordError(0, f"{path.name} is not a text file (UTF-8)") from None


@dataclass(frozen=True, slots=True)
class Header:
    rules: Any
    seats: tuple[SeatInfo, ...]
    seed: int
    app: str


def parse_header(line: int, obj: dict[str, Any]) -> Header:
    if obj.get("type") != "game":
        raise RecordError(line, f'the first line must be the "game" event, not "{obj.get("type")}"')
    if obj.get("format") != FORMAT:
        raise RecordError(line, f'unknown record format {obj.get("format")!r} (this program reads "{FORMAT}")')
    try:
        rules = rules_from_dict(obj.get("rules"), complete=True)
    except RuleError as exc:
        raise RecordError(line, f"the rule set is not valid: {exc}") from None
    seats = obj.get("seats")
    if not isinstance(seats, list) or len(seats) != rules.players:
        raise RecordError(line, f"seats must list {rules.players} seats")
    infos = []
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or not isinstance(seat.get("player"), str):
            raise RecordError(line, 'each seat must be an object with a "name" and a "player"')
        infos.append(SeatInfo(seat["name"], seat["player"]))
    seed = obj.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError(line, "seed must be a whole number")
    app = obj.get("app")
    if not isinstance(app, str):
        raise RecordError(line, 'the game event must name the program that wrote it ("app", a text)')
    return Header(rules, tuple(infos), seed, app)


def _parse_event(line: int, obj: dict[str, Any]) -> Event:
    if obj["type"] == "game":
        raise RecordError(line, 'a second "game" event')
    try:
        return event_from_record(obj)
    except KeyError as exc:
        raise RecordError(line, f'{obj["type"]} event without its "{exc.args[0]}" key') from None
    except (TypeError, ValueError) as exc:
        raise RecordError(line, f'{obj["type"]} event: {exc}') from None


def _decision(event: Event) -> Action | None:
    """The decision a recorded event stands for, if it is one."""
    if isinstance(event, CardPlayed):
        return PlayCard(event.seat, event.card)
    if isinstance(event, BidMade):
        return Bid(event.seat, event.amount)
    if isinstance(event, Passed):
        return Pass(event.seat)
    if isinstance(event, TrumpNamed):
        return NameTrump(event.seat, event.suit)
    if isinstance(event, Discarded):
        return Discard(event.seat, event.cards)
    if isinstance(event, CardDrawn):
        return Draw(event.seat, DrawSource(event.source))
    return None


def replay(text: str) -> Game:
    """Replay a record and return the game in its final state (in progress or over).

    Raises :class:`RecordError` naming the first line that does not replay.
    """
    lines = read_record_lines(text)
    first_line, first = lines[0]
    header = parse_header(first_line, first)
    events = [(line, _parse_event(line, obj)) for line, obj in lines[1:]]
    draws = [(line, e) for line, e in events if isinstance(e, DealerDrawn)]
    deals = [(line, e) for line, e in events if isinstance(e, Dealt)]
    chance = ScriptedChance(header.seed, draws, deals)
    game = Game(header.rules, header.seed, header.seats, chance=chance, app=header.app)
    pending: list[Event] = game.start()[1:]  # the game event itself is the header
    last_line = first_line
    for line, event in events:
        last_line = line
        if pending:
            expected = pending.pop(0)
            if expected != event:
                raise RecordError(line, _mismatch(expected, event))
            continue
        action = _decision(event)
        if action is None:
            if game.is_over:
                raise RecordError(line, f'"{event.TYPE}" after the end of the game')
            raise RecordError(line, f'"{event.TYPE}" is not what happens next: {_what_next(game)}')
        try:
            produced = game.apply(action)
        except IllegalAction as exc:
            # The seat as the file numbers it: the engine's reason speaks of "that player" (round 17: a
            # file's "ROOK is not in your hand" meant nothing to someone reading it).
            raise RecordError(line, f"illegal {event.TYPE} by seat {action.seat}: {exc}") from None
        if produced[0] != event:
            raise RecordError(line, _mismatch(produced[0], event))
        pending = produced[1:]
    # A game in progress may stop anywhere (record.md: "a game in progress is simply a record
    # that has not reached game_end"), even before the events a decision brings with it (the
    # trick after its last play, the second draw, hand_end, the next deal): the engine has
    # already produced those in `game`, and the game goes on from there. A game that is over
    # has nothing to go on with, so its record must say how it ended.
    if pending and game.is_over:
        raise RecordError(last_line, f'the game is over, but the record ends before its "{pending[0].TYPE}" event')
    return game


def _what_next(game: Game) -> str:
    return f"seat {game.to_act} is to act ({game.phase.value})"


def _mismatch(expected: Event, found: Event) -> str:
    want, got = expected.to_record(), found.to_record()
    if want["type"] != got["type"]:
        return f'expected a "{want["type"]}" event here, found "{got["type"]}"'
    diffs = [key for key in want if want[key] != got.get(key)]
    key = diffs[0] if diffs else "type"
    return f'{want["type"]}: "{key}" should be {json.dumps(want.get(key))}, the record has {json.dumps(got.get(key))}'


def replay_file(path: str | Path) -> Game:
    return replay(read_record_file(path))
