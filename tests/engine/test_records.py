"""Game records (record.md): the shared examples replay, write/read/replay round trips, games in progress,
and every kind of wrong record is refused at the line that is wrong."""

from __future__ import annotations

import copy
import io
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rookdesk.engine.errors import RecordError
from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.record import RecordWriter, event_line, record_text, replay, replay_file, write_record

from .builders import play_to_end, random_action

EXAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "spec" / "examples"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.rookrec"))
DECISIONS = {"bid", "pass", "trump", "discard", "play"}


def objects(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


_LINES: dict[int, tuple[dict[str, Any], str]] = {}


def line_of(obj: dict[str, Any]) -> str:
    """``obj`` as a record line, remembered: mutated records share every other line with the original."""
    known = _LINES.get(id(obj))
    if known is None or known[0] is not obj:
        known = _LINES[id(obj)] = (obj, json.dumps(obj) + "\n")
    return known[1]


def text_of(objs: list[dict[str, Any]]) -> str:
    return "".join(line_of(o) for o in objs)


def is_decision(objs: list[dict[str, Any]], i: int) -> bool:
    """Whether line index ``i`` is a decision (the first of a pair of draws is one)."""
    kind = objs[i]["type"]
    return kind in DECISIONS or (kind == "draw" and objs[i - 1]["type"] != "draw")


def test_examples_exist() -> None:
    """record.md: examples/ holds valid records of every preset."""
    assert len(EXAMPLE_FILES) == 10
    names = {objects(p)[0]["rules"]["name"] for p in EXAMPLE_FILES}
    assert names == {PRESETS[n].name for n in PRESET_NAMES}


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_example_replays_and_round_trips(path: Path, tmp_path: Path) -> None:
    """Each example replays to a finished game; writing it again and replaying gives the same events, line by line."""
    game = replay_file(path)
    assert game.is_over and game.winner is not None
    assert [json.loads(event_line(e)) for e in game.events] == objects(path)
    out = tmp_path / "again.rookrec"
    write_record(game, out)
    again = replay_file(out)
    assert again.events == game.events
    assert again.totals == game.totals and again.winner == game.winner


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_write_read_replay(name: str, tmp_path: Path) -> None:
    """A game's record (written at the end, or line by line as events happen) replays to identical events."""
    stream = io.StringIO()
    game = Game(PRESETS[name], seed=77)
    game.subscribe(RecordWriter(stream))
    game.start()
    play_to_end(game, random.Random(77), max_hands=25)
    path = tmp_path / "game.rookrec"
    write_record(game, path)
    text = path.read_text(encoding="utf-8")
    assert text == record_text(game.events)
    assert stream.getvalue() == text
    again = replay(text)
    assert again.events == game.events
    assert again.is_over == game.is_over and again.totals == game.totals


def test_replay_ignores_unknown_keys_inside_events() -> None:
    """Readers ignore keys they do not know inside an event."""
    objs = objects(EXAMPLE_FILES[0])
    for obj in objs[1:]:
        obj["comment"] = "later versions may add keys"
    assert replay(text_of(objs)).is_over


# Games in progress ---------------------------------------------------------------------


def cut_points(objs: list[dict[str, Any]]) -> list[int]:
    """Lengths at which a record may stop: before a decision, or right after a hand_end."""
    cuts = [i for i in range(2, len(objs)) if is_decision(objs, i)]
    cuts += [i + 1 for i, o in enumerate(objs) if o["type"] == "hand_end" and objs[i + 1]["type"] == "deal"]
    return sorted(cuts)


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_records_in_progress_load_and_continue(path: Path, tmp_path: Path) -> None:
    """A record cut after any decision (or after a hand_end) loads as a game in progress and plays on;
    the continued game's record replays identically."""
    objs = objects(path)
    cuts = cut_points(objs)
    rng = random.Random(path.name)
    chosen = rng.sample(cuts, 6) + [c for c in cuts if objs[c - 1]["type"] == "hand_end"][:1]
    for cut in chosen:
        game = replay(text_of(objs[:cut]))
        assert not game.is_over
        # After a hand_end the next deal comes from the seed: it is the only event the record lacks.
        assert [json.loads(event_line(e)) for e in game.events][:cut] == objs[:cut]
        assert len(game.events) == cut + (objs[cut - 1]["type"] == "hand_end")
        play_to_end(game, rng, max_hands=game.hand_number + 3)
        out = tmp_path / f"cut{cut}.rookrec"
        write_record(game, out)
        assert replay_file(out).events == game.events


@pytest.mark.parametrize("path", EXAMPLE_FILES[::3], ids=lambda p: p.stem)
def test_a_record_may_stop_before_the_events_a_decision_brings(path: Path, tmp_path: Path) -> None:
    """record.md: "a game in progress is simply a record that has not reached game_end". A record that
    stops between a decision and its consequences (the trick, the second draw, hand_end, game_end,
    won_bid, the nest) is one: it loads with those consequences made by the engine, exactly as the full
    record has them, and plays on. A missing deal (or dealer draw) comes from the seed, as after a hand_end.
    A game that is over is not in progress: its record must end with its hand_end and game_end."""
    objs = objects(path)
    rng = random.Random(path.name)
    by_kind: dict[str, list[int]] = {}
    for i in range(1, len(objs)):
        if not is_decision(objs, i):
            by_kind.setdefault(objs[i]["type"], []).append(i)
    assert {"trick", "hand_end", "game_end", "won_bid", "deal"} <= set(by_kind)
    last_decision = max(j for j in range(1, len(objs)) if is_decision(objs, j))
    for kind, found in by_kind.items():
        for i in rng.sample(found, min(3, len(found))):
            if i > last_decision:   # the game is over
                with pytest.raises(RecordError, match="the game is over") as info:
                    replay(text_of(objs[:i]))
                assert info.value.line == i
                continue
            game = replay(text_of(objs[:i]))
            recorded = [json.loads(event_line(e)) for e in game.events]
            from_seed = kind in ("deal", "dealer_draw")
            assert recorded[:i] == objs[:i] and recorded[i]["type"] == kind, kind
            assert from_seed or recorded[i] == objs[i], kind  # the missing event, as the full record has it
            assert not game.is_over
            play_to_end(game, rng, max_hands=game.hand_number + 2)
            out = tmp_path / f"{kind}{i}.rookrec"
            write_record(game, out)
            assert replay_file(out).events == game.events


def test_a_record_that_breaks_a_rule_is_refused_even_when_it_stops_right_after() -> None:
    """Stopping early excuses only missing events, never a wrong one: a trick with the wrong winner as
    the last line is still refused at that line."""
    objs = objects(EXAMPLE_FILES[0])
    i = next(i for i, o in enumerate(objs) if o["type"] == "trick")
    wrong = copy.deepcopy(objs[: i + 1])
    wrong[i]["winner"] = (wrong[i]["winner"] + 1) % len(objs[0]["seats"])
    with pytest.raises(RecordError) as info:
        replay(text_of(wrong))
    assert info.value.line == i + 1


# Mutations -------------------------------------------------------------------------------

Mutation = tuple[str, list[dict[str, Any]], set[int]]


def state_before(objs: list[dict[str, Any]], i: int):
    """The replayed game just before line index ``i`` (a decision)."""
    return replay(text_of(objs[:i]))


def horizon(objs: list[dict[str, Any]]) -> int:
    """The index of the third hand's end (mutations go before it, so that replays stay short)."""
    ends = [i for i, o in enumerate(objs) if o["type"] == "hand_end"]
    return ends[min(2, len(ends) - 1)]


def positions(objs: list[dict[str, Any]], kind: str, rng: random.Random, count: int = 3) -> list[int]:
    limit = horizon(objs)
    found = [i for i, o in enumerate(objs) if o["type"] == kind and i <= limit]
    return rng.sample(found, min(count, len(found)))


def changed(objs: list[dict[str, Any]], i: int, change: Callable[[dict[str, Any]], None]) -> list[dict[str, Any]]:
    out = list(objs)
    out[i] = copy.deepcopy(objs[i])
    change(out[i])
    return out


def mutations(objs: list[dict[str, Any]], seed: str) -> Iterator[Mutation]:
    """Single-rule mutations of a valid record, each with the 1-based lines where the error may be reported."""
    rng = random.Random(seed)
    rules = objs[0]["rules"]
    players = rules["players"]
    sides = 2 if rules["partnerships"] else players
    bidding = rules["bidding"]
    n = len(objs)

    def at(i: int) -> set[int]:
        return {i + 1}

    # Plays: not following suit, a card not in the hand.
    plays = [i for i, o in enumerate(objs) if o["type"] == "play" and objs[i - 1]["type"] == "play" and i < horizon(objs)]
    rng.shuffle(plays)
    found = 0
    for i in plays:
        game = state_before(objs, i)
        seat = objs[i]["seat"]
        illegal = [c for c in game.hands[seat] if c not in game.legal_plays(seat)]
        if illegal:
            yield "play does not follow suit", changed(objs, i, lambda o: o.update(card=illegal[0].id)), at(i)
            found += 1
            elsewhere = next(c for s, h in enumerate(game.hands) if s != seat for c in h)
            yield "play of a card not in hand", changed(objs, i, lambda o: o.update(card=elsewhere.id)), at(i)
            if found == 2:
                break
    assert found, "no play that could break follow suit"

    for i in positions(objs, "trick", rng):
        yield "wrong trick winner", changed(objs, i, lambda o: o.update(winner=(o["winner"] + 1) % players)), at(i)
        yield "wrong trick points", changed(objs, i, lambda o: o.update(points=o["points"] + 5)), at(i)
        yield "wrong trick cards", changed(objs, i, lambda o: o.update(cards=o["cards"][::-1])), at(i)
        yield "missing trick", objs[:i] + objs[i + 1:], at(i)
        yield "extra trick", objs[: i + 1] + objs[i:], at(i + 1)

    for i in positions(objs, "play", rng, 2):
        yield "missing play", objs[:i] + objs[i + 1:], at(i)
        yield "extra play", objs[: i + 1] + objs[i:], at(i + 1)

    # Auction.
    bids = [i for i, o in enumerate(objs) if o["type"] == "bid" and i < horizon(objs)]
    for i in rng.sample(bids, min(3, len(bids))):
        yield "bid below min", changed(objs, i, lambda o: o.update(amount=bidding["min"] - bidding["step"])), at(i)
        yield "bid off step", changed(objs, i, lambda o: o.update(amount=o["amount"] + 1)), at(i)
        yield "bid above max", changed(objs, i, lambda o: o.update(amount=bidding["max"] + bidding["step"])), at(i)
    high: int | None = None
    passed: set[int] = set()
    for i, o in enumerate(objs[: horizon(objs)]):
        if o["type"] == "deal":
            high, passed = None, set()
        elif o["type"] == "pass":
            passed.add(o["seat"])
        elif o["type"] == "bid":
            if high is not None:
                yield "bid not above the high bid", changed(objs, i, lambda x, h=high: x.update(amount=h)), at(i)
            others = passed - {o["seat"]}
            if others:
                seat = min(others)
                yield "bid after passing", changed(objs, i, lambda x, s=seat: x.update(seat=s)), at(i)
            high = o["amount"]
    if bidding["opener_must_bid"]:
        for i, o in enumerate(objs[: horizon(objs)]):
            if o["type"] == "deal" and objs[i + 1]["type"] == "bid":
                yield "opener passes", changed(objs, i + 1, lambda x: (x.update(type="pass"), x.pop("amount"))), at(i + 1)
    for i in positions(objs, "pass", rng, 2):
        yield "pass out of turn", changed(objs, i, lambda o: o.update(seat=(o["seat"] + 1) % players)), at(i)
    for i in positions(objs, "won_bid", rng, 2):
        yield "wrong bid winner", changed(objs, i, lambda o: o.update(seat=(o["seat"] + 1) % players)), at(i)
        yield "wrong won amount", changed(objs, i, lambda o: o.update(amount=o["amount"] + bidding["step"])), at(i)
        yield "wrong forced flag", changed(objs, i, lambda o: o.update(forced=not o["forced"])), at(i)
        yield "missing won_bid", objs[:i] + objs[i + 1:], at(i)

    # Exchange.
    for i in positions(objs, "trump", rng, 2):
        bad = "S" if rules["deck"]["style"] == "rook" else "R"
        yield "trump not a suit", changed(objs, i, lambda o: o.update(suit=bad)), at(i)
        if not rules["no_trump"]:
            yield "no trump not allowed", changed(objs, i, lambda o: o.update(suit=None)), at(i)
        yield "trump by another seat", changed(objs, i, lambda o: o.update(seat=(o["seat"] + 1) % players)), at(i)
    for i in positions(objs, "nest", rng, 2):
        yield "wrong nest cards", changed(objs, i, lambda o: o.update(cards=o["cards"][::-1])), at(i)
    for i in positions(objs, "discard", rng, 3):
        yield "discard too few", changed(objs, i, lambda o: o.update(cards=o["cards"][:-1])), at(i)
        yield "discard a card twice", changed(objs, i, lambda o: o.update(cards=o["cards"][:-1] + o["cards"][:1])), at(i)
        if rules["nest"]["discard_counters"] == "forbidden":
            game = state_before(objs, i)
            options = game.discard_options()
            allowed = set(options.required) | set(options.choose_from)
            counters = [c for c in game.hands[objs[i]["seat"]] if c not in allowed]
            if counters:
                cards = objs[i]["cards"][:-1] + [counters[0].id]
                assert not options.allows([c for c in game.hands[objs[i]["seat"]] if c.id in cards])
                yield "discard a counter", changed(objs, i, lambda o, c=cards: o.update(cards=c)), at(i)

    # Draw pile.
    draws = [i for i in range(1, horizon(objs)) if is_decision(objs, i) and objs[i]["type"] == "draw"]
    flip = {"face_up": "pile", "pile": "face_up"}
    for i in rng.sample(draws, min(3, len(draws))):
        yield "wrong draw source", changed(objs, i, lambda o: o.update(source=flip[o["source"]])), at(i)
        yield "wrong second draw source", changed(objs, i + 1, lambda o: o.update(source=flip[o["source"]])), at(i + 1)
        yield "draws swapped", objs[:i] + [objs[i + 1], objs[i]] + objs[i + 2:], at(i)
        yield "wrong drawn card", changed(objs, i, lambda o: o.update(card=objs[i + 1]["card"])), at(i)
        yield "missing second draw", objs[: i + 1] + objs[i + 2:], at(i + 1)
    for i in positions(objs, "face_up", rng, 3):
        other = objs[i + 1]["card"] if objs[i + 1]["type"] == "play" else objs[i - 1]["card"]
        yield "wrong face_up card", changed(objs, i, lambda o: o.update(card=other)), at(i)
        yield "missing face_up", objs[:i] + objs[i + 1:], at(i)

    # Scores.
    for i in positions(objs, "hand_end", rng, 2):
        for key in ("taken", "bonuses", "discard_points", "delta", "totals"):
            yield f"wrong hand_end {key}", changed(objs, i, lambda o, k=key: o[k].__setitem__(0, o[k][0] + 1)), at(i)
        yield "wrong hand_end made", changed(objs, i, lambda o: o.update(made=not o["made"])), at(i)
        yield "wrong hand_end bidder", changed(objs, i, lambda o: o.update(bidder=(o["bidder"] + 1) % players)), at(i)
        yield "wrong hand_end bid", changed(objs, i, lambda o: o.update(bid=o["bid"] + 5)), at(i)
        yield "wrong hand_end hand", changed(objs, i, lambda o: o.update(hand=o["hand"] + 1)), at(i)
        yield "hand_end with a side too few", changed(objs, i, lambda o: o["delta"].pop()), at(i)
    last = n - 1
    assert objs[last]["type"] == "game_end"
    yield "wrong game_end winner", changed(objs, last, lambda o: o.update(winner=(o["winner"] + 1) % sides)), at(last)
    yield "wrong game_end totals", changed(objs, last, lambda o: o["totals"].__setitem__(0, o["totals"][0] - 1)), at(last)
    yield "missing game_end", objs[:last], {last}
    yield "event after game_end", objs + [objs[last]], {last + 2}

    # Deals.
    deals = [i for i, o in enumerate(objs) if o["type"] == "deal"]
    for i in deals[:2]:
        def dup(o: dict[str, Any]) -> None:
            o["hands"][1][0] = o["hands"][0][0]
        yield "duplicate card in deal", changed(objs, i, dup), at(i)
        yield "deal with a short hand", changed(objs, i, lambda o: o["hands"][0].pop()), at(i)
        yield "deal with a foreign card", changed(objs, i, lambda o: o["hands"][0].__setitem__(0, "2C" if rules["deck"]["style"] == "rook" else "1B")), at(i)
        yield "wrong hand number", changed(objs, i, lambda o: o.update(hand=o["hand"] + 1)), at(i)
        if rules["draw_pile"] and rules["face_up_at_deal"]:
            yield "deal face_up missing", changed(objs, i, lambda o: o.update(face_up=None)), at(i)
        elif rules["draw_pile"]:
            yield "deal face_up when not at deal", changed(objs, i, lambda o: o.update(face_up=o["pile"].pop(0))), at(i)
    later = [i for i in deals if objs[i]["hand"] >= 2]
    for i in later[:2]:
        yield "wrong dealer", changed(objs, i, lambda o: o.update(dealer=(o["dealer"] + 1) % players)), at(i)
        yield "missing deal", objs[:i] + objs[i + 1:], at(i)
    if rules["first_dealer"] == "high_card":
        i = next(k for k, o in enumerate(objs) if o["type"] == "dealer_draw")
        yield "dealer_draw with a duplicate", changed(objs, i, lambda o: o["cards"].__setitem__(1, o["cards"][0])), at(i)
        yield "dealer_draw missing", objs[:i] + objs[i + 1:], {i + 1, i + 2}
        yield "wrong first dealer", changed(objs, deals[0], lambda o: o.update(dealer=(o["dealer"] + 1) % players)), at(deals[0])

    # Form.
    i = rng.randrange(1, n)
    yield "unknown event type", changed(objs, i, lambda o: o.update(type="bonus")), at(i)
    i = positions(objs, "play", rng, 1)[0]
    yield "event without a key", changed(objs, i, lambda o: o.pop("card")), at(i)
    yield "event with a wrong type of value", changed(objs, i, lambda o: o.update(seat="0")), at(i)
    yield "unknown rule key", changed(objs, 0, lambda o: o["rules"].update(colour="red")), {1}
    yield "missing rule key", changed(objs, 0, lambda o: o["rules"].pop("target")), {1}
    yield "missing nested rule key", changed(objs, 0, lambda o: o["rules"]["bidding"].pop("max")), {1}
    yield "invalid rule value", changed(objs, 0, lambda o: o["rules"].update(target=0)), {1}
    yield "base in a record", changed(objs, 0, lambda o: o["rules"].update(base="kentucky-rook")), {1}
    yield "wrong format version", changed(objs, 0, lambda o: o.update(format="rookrec/2")), {1}
    yield "seats do not match", changed(objs, 0, lambda o: o["seats"].pop()), {1}
    yield "game event not first", objs[1:2] + objs[:1] + objs[2:], {1}
    yield "second game event", objs[:3] + objs[:1] + objs[3:], {4}


def bad_json(objs: list[dict[str, Any]], i: int) -> str:
    lines = text_of(objs).splitlines()
    lines[i] = lines[i][: len(lines[i]) // 2]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_mutated_records_are_refused_at_the_line(path: Path) -> None:
    """Every single-rule mutation of a valid record is refused by replay with a RecordError whose line
    is the mutated line (or, for a missing event, the line where it was expected)."""
    objs = objects(path)
    count = 0
    for label, mutated, lines in mutations(objs, path.name):
        # Stop the record at the first hand end after the mutation: a record may end there, and the
        # replay stays short.
        start = max(lines) - 1
        end = next((j for j in range(start, len(mutated) - 1)
                    if mutated[j]["type"] == "hand_end" and mutated[j + 1]["type"] == "deal"), len(mutated) - 1)
        with pytest.raises(RecordError) as info:
            replay(text_of(mutated[: end + 1]))
        assert info.value.line in lines, f"{label}: reported {info.value} (expected line {sorted(lines)})"
        assert info.value.reason
        count += 1
    i = random.Random(path.name).randrange(1, len(objs))
    with pytest.raises(RecordError) as info:
        replay(bad_json(objs, i))
    assert info.value.line == i + 1 and "JSON" in info.value.reason
    assert count >= 40


def test_record_errors_say_where_and_why() -> None:
    """A RecordError's text starts with the line and says what was expected."""
    objs = objects(EXAMPLE_FILES[0])
    i = next(k for k, o in enumerate(objs) if o["type"] == "trick")
    mutated = changed(objs, i, lambda o: o.update(winner=(o["winner"] + 1) % 4))
    with pytest.raises(RecordError) as info:
        replay(text_of(mutated))
    assert str(info.value).startswith(f"line {i + 1}: ")
    assert '"winner" should be' in str(info.value)


def test_a_line_cut_off_says_the_column() -> None:
    """A line that stops inside a string names the column, not just "Unterminated string starting at"."""
    lines = text_of(objects(EXAMPLE_FILES[0])).splitlines()
    cut = "\n".join(lines[:1] + [lines[1][:21]]) + "\n"
    assert cut.splitlines()[1].count('"') % 2 == 1, "the cut must fall inside a string"
    with pytest.raises(RecordError) as info:
        replay(cut)
    assert info.value.line == 2
    assert "column " in info.value.reason, info.value.reason


@pytest.mark.parametrize("text, line", [("", 0), ("\n\n", 0), ("[1]\n", 1), ('{"format": "rookrec/1"}\n', 1)])
def test_not_a_record(text: str, line: int) -> None:
    """Empty files and lines that are not event objects are refused."""
    with pytest.raises(RecordError) as info:
        replay(text)
    assert info.value.line == line


def test_an_empty_line_between_events_is_refused() -> None:
    """JSON Lines has one object on every line: an empty line inside a record is named; empty lines at the end are not."""
    lines = text_of(objects(EXAMPLE_FILES[0])).splitlines()
    assert replay("\n".join(lines) + "\n\n\n").events
    gap = "\n".join(lines[:3] + [""] + lines[3:]) + "\n"
    with pytest.raises(RecordError) as info:
        replay(gap)
    assert info.value.line == 4
    assert "empty line" in info.value.reason


@pytest.mark.parametrize("app", [None, 3, ["rookdesk"]])
def test_the_game_event_names_its_app(app: object) -> None:
    """record.md lists "app" among the game event's keys: a record without it, or with a non-text one, is refused."""
    events = objects(EXAMPLE_FILES[0])
    if app is None:
        del events[0]["app"]
    else:
        events[0]["app"] = app
    with pytest.raises(RecordError) as info:
        replay(text_of(events))
    assert info.value.line == 1
    assert '"app"' in info.value.reason


def test_unreadable_record_file(tmp_path: Path) -> None:
    """A missing or non-UTF-8 file is a RecordError for the file as a whole (line 0)."""
    with pytest.raises(RecordError) as info:
        replay_file(tmp_path / "nothing.rookrec")
    assert info.value.line == 0
    bad = tmp_path / "bad.rookrec"
    bad.write_bytes(b"\xff\xfe")
    with pytest.raises(RecordError, match="UTF-8"):
        replay_file(bad)


def test_random_decisions_replay_from_record_not_seed() -> None:
    """Replay uses the dealt cards in the record, not the seed: a record with another seed value still replays."""
    objs = objects(EXAMPLE_FILES[0])
    objs[0]["seed"] = 1
    assert replay(text_of(objs)).is_over


def test_subscribers_of_replayed_game_continue() -> None:
    """A replayed game in progress is a normal game: it accepts decisions and publishes events."""
    objs = objects(EXAMPLE_FILES[2])
    cut = cut_points(objs)[10]
    game = replay(text_of(objs[:cut]))
    seen = []
    game.subscribe(seen.append)
    action = random_action(game, random.Random(0))
    assert game.apply(action) == seen


FUZZ_VALUES: list[Any] = [None, True, False, 0, -1, 1, 7, 2**70, 1.5, "", "X", "ROOK", "14R", "AS", [], [1],
                          ["14R"], [[]], {}, {"a": 1}, "face_up", "pile"]


def test_corrupted_values_only_ever_raise_record_error() -> None:
    """Whatever value a record line holds in place of a valid one, replay either accepts the record or
    refuses it with a RecordError (never another exception)."""
    rng = random.Random(99)
    refused = 0
    for _ in range(400):
        path = rng.choice(EXAMPLE_FILES)
        objs = objects(path)
        objs = objs[: next(i for i, o in enumerate(objs) if o["type"] == "hand_end") + 1]
        i = rng.randrange(len(objs))
        target = objs[i]
        if i == 0 and rng.random() < 0.7:
            target = target["rules"]
            if rng.random() < 0.4:
                target = target["bidding"]
        key = rng.choice(list(target))
        target[key] = rng.choice(FUZZ_VALUES)
        try:
            replay(text_of(objs))
        except RecordError:
            refused += 1
    assert refused > 300


def test_redeal_in_a_record() -> None:
    """A redeal replays (the next deal has the same hand number and dealer); a record that stops after the
    redeal deals again from the seed, and a wrong redeal hand number is refused."""
    from rookdesk.engine.actions import Pass

    game = Game(PRESETS["kentucky-discard"], seed=8)
    game.start()
    for _ in range(4):
        game.apply(Pass(game.to_act))  # type: ignore[arg-type]
    play_to_end(game, random.Random(8), max_hands=2)
    objs = [json.loads(event_line(e)) for e in game.events]
    kinds = [o["type"] for o in objs]
    i = kinds.index("redeal")
    assert kinds[i + 1] == "deal" and objs[i + 1]["hand"] == 1 and objs[i + 1]["dealer"] == objs[1]["dealer"]
    assert replay(text_of(objs)).events == game.events
    assert not replay(text_of(objs[: i + 2])).is_over
    # Stopped after the redeal: in progress, the new deal (from the seed) keeps the hand number and dealer.
    cut = replay(text_of(objs[: i + 1]))
    redealt = json.loads(event_line(cut.events[i + 1]))
    assert (redealt["type"], redealt["hand"], redealt["dealer"]) == ("deal", 1, objs[1]["dealer"])
    with pytest.raises(RecordError) as info:
        replay(text_of(changed(objs, i, lambda o: o.update(hand=2))))
    assert info.value.line == i + 1
    with pytest.raises(RecordError) as info:
        replay(text_of(changed(objs, i + 1, lambda o: o.update(hand=2))))
    assert info.value.line == i + 2


def test_an_illegal_play_in_a_file_names_the_seat() -> None:
    """Round 17: a file's illegal play said "ROOK is not in your hand", which means nothing to someone
    reading the file. The seat is named as the file numbers it."""
    game = Game(PRESETS["two-hand-rook"], 5)
    game.start()
    play_to_end(game, random.Random(5))
    objs = [json.loads(event_line(e)) for e in game.events]
    first = next(i for i, o in enumerate(objs) if o["type"] == "play")
    deal = next(o for o in objs if o["type"] == "deal")
    seat = objs[first]["seat"]
    objs[first]["card"] = deal["hands"][1 - seat][0]   # the other player's card
    with pytest.raises(RecordError) as info:
        replay("".join(json.dumps(o) + "\n" for o in objs[: first + 1]))
    assert f"illegal play by seat {seat}: {objs[first]['card']} is not in that player's hand" in str(info.value)


@pytest.mark.parametrize(("text", "code"), [
    ("hello", "bad_json"),                           # other text, no line end: not a record cut short
    ('{"format": "rookrec/1", "ru', "cut_off_json"),  # a record's line broken off
])
def test_only_a_record_s_line_broken_off_is_called_cut_off(text: str, code: str) -> None:
    with pytest.raises(RecordError) as info:
        replay(text)
    assert info.value.code == code, info.value
