"""The house-rules library: named rule sets as files, import and export."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rookdesk.engine.errors import RuleError
from rookdesk.engine.presets import PRESETS, preset
from rookdesk.engine.rules import load_rules_file, rules_from_dict
from rookdesk.storage.house_rules import HouseRulesError, HouseRulesLibrary, read_rules_file


def named(name: str, base: str = "partners-cutthroat"):
    return rules_from_dict({**preset(base).to_dict(), "name": name}, complete=True)


@pytest.fixture
def library(tmp_path: Path) -> HouseRulesLibrary:
    return HouseRulesLibrary(tmp_path / "rules")


def test_empty_library(library: HouseRulesLibrary) -> None:
    assert library.entries() == [] and library.names() == []


def test_save_list_load(library: HouseRulesLibrary) -> None:
    """A saved set is listed by its own name and loads back equal."""
    rules = named("Grandma's rules", "two-hand-rook")
    entry = library.save(rules)
    assert entry.path.parent == library.folder and entry.path.suffix == ".json"
    assert library.names() == ["Grandma's rules"]
    assert library.load("grandma's RULES") == rules
    assert load_rules_file(entry.path) == rules  # a plain rules.md file


def test_save_refuses_taken_and_preset_names(library: HouseRulesLibrary) -> None:
    library.save(named("Ours"))
    with pytest.raises(HouseRulesError) as taken:
        library.save(named("ours"))
    assert taken.value.code == "name_taken"
    with pytest.raises(HouseRulesError) as builtin:
        library.save(preset("kentucky-rook"))
    assert builtin.value.code == "preset_name"
    changed = named("Ours", "kentucky-rook")
    library.save(changed, overwrite=True)
    assert library.load("Ours") == changed and len(library.entries()) == 1


def test_rename_and_delete(library: HouseRulesLibrary) -> None:
    library.save(named("Old"))
    library.save(named("Other"))
    entry = library.rename("Old", "New")
    assert library.names() == ["New", "Other"]
    assert library.load("New").name == "New" and entry.path.exists()
    with pytest.raises(HouseRulesError):
        library.rename("New", "Other")
    library.delete("New")
    assert library.names() == ["Other"]
    with pytest.raises(HouseRulesError):
        library.delete("New")


def test_export_then_import(library: HouseRulesLibrary, tmp_path: Path) -> None:
    """Export writes a rules.md file; importing the same rules again adds no copy, other rules under a
    saved name get a unique one (round 14: the same file imported twice made "Shared (2)")."""
    rules = named("Shared")
    library.save(rules)
    out = library.export_file(rules, tmp_path / "shared")
    assert out.name == "shared.rookrules"   # the shared type, which a double-click opens in rookdesk
    assert json.loads(out.read_text())["name"] == "Shared"
    assert library.import_file(out).name == "Shared" and library.names() == ["Shared"]
    changed = json.loads(out.read_text()) | {"target": 300}
    out.write_text(json.dumps(changed))
    imported = library.import_file(out)
    assert imported.name == "Shared (2)" and imported.rules.target == 300
    assert library.names() == ["Shared", "Shared (2)"]
    assert library.import_file(out).name == "Shared (2)" and len(library.names()) == 2


def test_import_of_a_preset_file_is_that_preset(library: HouseRulesLibrary, tmp_path: Path) -> None:
    path = tmp_path / "k.json"
    path.write_text(json.dumps({"base": "kentucky-rook"}))
    assert library.import_file(path) is None and library.import_rules(path).preset == "kentucky-rook"
    assert library.names() == []


def test_a_file_named_as_a_built_in_set_is_imported_under_the_built_in_s_title(library: HouseRulesLibrary,
                                                                              tmp_path: Path) -> None:
    """Round 33: a built-in set changed and exported keeps the built-in's English name; imported in French
    it became "Partnership cut-throat Rook (2)" everywhere, said to clash with "one of your rule sets"."""
    changed = PRESETS["partners-cutthroat"].to_dict() | {"target": 300}
    path = tmp_path / "ours.rookrules"
    path.write_text(json.dumps(changed))
    titles = {PRESETS["partners-cutthroat"].name: "Rook en équipes"}
    imported = library.import_rules(path, titles.__getitem__)
    assert imported.added and imported.built_in and imported.file_name == PRESETS["partners-cutthroat"].name
    assert imported.entry.name == "Rook en équipes (2)"   # never the built-in's own title
    assert imported.entry.rules.target == 300
    again = library.import_rules(path, titles.__getitem__)   # the same file twice: the same entry
    assert not again.added and again.entry.name == "Rook en équipes (2)"
    path.write_text(json.dumps(changed | {"target": 400}))
    assert library.import_rules(path, titles.__getitem__).entry.name == "Rook en équipes (3)"
    # A name of the user's own is kept as it is.
    path.write_text(json.dumps(changed | {"name": "Chez nous"}))
    other = library.import_rules(path, titles.__getitem__)
    assert other.entry.name == "Chez nous" and not other.built_in

def test_a_built_in_set_exported_unchanged_is_that_set_and_adds_nothing(library: HouseRulesLibrary,
                                                                         tmp_path: Path) -> None:
    """Round 34: Kentucky Rook exported unchanged and imported again became "Rook Kentucky (2)", said to
    have other rules than the built-in set; an empty file (its base set, every key filled in) as well."""
    path = tmp_path / "kentucky.rookrules"
    library.export_file(PRESETS["kentucky-rook"], path, automatic_max=True)
    imported = library.import_rules(path, lambda name: "Rook Kentucky")
    assert imported.entry is None and not imported.added and imported.preset == "kentucky-rook"
    assert imported.rules == PRESETS["kentucky-rook"] and library.names() == []
    path.write_text("{}")
    empty = library.import_rules(path)
    assert empty.entry is None and empty.rules == PRESETS[empty.preset] and library.names() == []
    # One rule changed: a saved variant, as before.
    path.write_text(json.dumps(PRESETS["kentucky-rook"].to_dict() | {"target": 300}))
    assert library.import_rules(path, lambda name: "Rook Kentucky").entry.name == "Rook Kentucky (2)"


BAD_FILES = {
    "not_json": b"{this is not json",
    "wrong_type": json.dumps({"players": "four"}).encode(),
    "unknown_key": json.dumps({"jokers_wild": True}).encode(),
    "huge_number": json.dumps({"target": 10**30}).encode(),
    "huge_digits": b'{"target": ' + b"9" * 5000 + b"}",
    "binary": bytes(range(256)),
    "array": b"[1, 2, 3]",
    "deep": b"[" * 100000 + b"]" * 100000,
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_bad_imports_change_nothing(library: HouseRulesLibrary, tmp_path: Path, kind: str) -> None:
    library.save(named("Keep"))
    before = sorted(p.name for p in library.folder.iterdir())
    path = tmp_path / f"{kind}.json"
    path.write_bytes(BAD_FILES[kind])
    with pytest.raises(RuleError) as error:
        library.import_file(path)
    assert str(error.value)
    assert sorted(p.name for p in library.folder.iterdir()) == before


def test_a_50_mb_file_is_refused_without_reading_it(library: HouseRulesLibrary, tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as f:
        f.truncate(50 * 1024 * 1024)
    with pytest.raises(RuleError, match="at most"):
        library.import_file(path)
    assert library.entries() == []


def test_unreadable_library_files_are_skipped(library: HouseRulesLibrary) -> None:
    library.save(named("Good"))
    (library.folder / "broken.json").write_text("{")
    assert library.names() == ["Good"]


def test_read_rules_file_checks_numbers(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"points": {"5": 10**9}, "bidding": {"max": 200}}))
    with pytest.raises(RuleError) as error:
        read_rules_file(path)
    assert error.value.key == "points.5" and "too large" in error.value.reason
