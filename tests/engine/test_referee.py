"""Cross-check: the engine's records satisfy an independent referee written from rules.md and
record.md alone (tests/engine/referee.py), and the referee refuses the records the engine refuses."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rookdesk.engine.game import Game
from rookdesk.engine.presets import PRESET_NAMES, PRESETS
from rookdesk.engine.record import record_text

from .builders import play_to_end
from .referee import Bad, check
from .test_properties import valid_random_rules
from .test_records import EXAMPLE_FILES, mutations, objects, text_of


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda p: p.stem)
def test_referee_accepts_the_examples(path: Path) -> None:
    """The shared examples are valid records for the independent referee too."""
    assert check(path.read_text(encoding="utf-8")) == "complete"


# The referee checks the rules of play, not the file's form: it reads any early end as a game in
# progress and does not validate the rule set's keys or the seats.
NOT_REFEREED = {"missing game_end", "unknown rule key", "base in a record", "seats do not match"}


@pytest.mark.parametrize("path", EXAMPLE_FILES[::2], ids=lambda p: p.stem)
def test_referee_refuses_the_mutations(path: Path) -> None:
    """Every single-rule mutation the engine refuses, the referee refuses as well (so it checks something)."""
    for label, mutated, _lines in mutations(objects(path), path.name):
        if label in NOT_REFEREED:
            continue
        with pytest.raises((Bad, KeyError, TypeError, ValueError, IndexError)):
            check(text_of(mutated))


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_engine_records_satisfy_the_referee(name: str) -> None:
    """Random games under every preset produce records the independent referee accepts."""
    for seed in range(3):
        game = Game(PRESETS[name], seed)
        game.start()
        play_to_end(game, random.Random(seed), max_hands=30)
        result = check(record_text(game.events))
        assert result == "complete" if game.is_over else result.startswith("in progress")


def test_engine_records_under_random_rules_satisfy_the_referee() -> None:
    """Random games under random valid rule sets produce records the independent referee accepts."""
    rng = random.Random(31)
    checked = 0
    while checked < 40:
        rules = valid_random_rules(rng)
        if rules is None:
            continue
        game = Game(rules, rng.randrange(2**32))
        game.start()
        play_to_end(game, rng, max_hands=4)
        result = check(record_text(game.events))
        assert result == "complete" if game.is_over else result.startswith("in progress"), rules.to_json()
        checked += 1
