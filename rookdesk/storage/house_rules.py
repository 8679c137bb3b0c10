"""Named house-rule sets saved as JSON files (the ``rules.md`` format), and import/export.

The library keeps one complete rules file per saved set in a folder (by
default the platform app-data folder + ``rules``). A set's name is the rule
set's own ``name`` key, so a file exported from the library and imported on
another computer keeps its name. The engine (:func:`load_rules_file`) is the
authority on what a valid rule set is; the library adds only what the editor
needs: numbers small enough for its fields, names unique and distinct from the
built-in presets.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rookdesk.engine.atomic import write_text_atomic
from rookdesk.engine.errors import RuleError
from rookdesk.engine.presets import PRESETS
from rookdesk.engine.rules import RuleSet, load_rules_file, rules_from_dict
from rookdesk.storage.file_mode import mode_for, restore_mode

# Above this, a number in a house-rules file is a mistake or an attack, not a house
# rule (targets are hundreds, bids a few hundred); the editor's fields stop here too.
MAX_RULE_NUMBER = 100_000
RULES_SUFFIX = ".json"        # the library's own files
# A file to share: the type the installers register, so a double-click opens it in rookdesk (a ".json"
# someone chose is kept).
SHARED_SUFFIX = ".rookrules"


class HouseRulesError(ValueError):
    """A library operation that cannot be done.

    ``str()`` says why in English (logs); ``code`` and ``params`` let the UI say it
    in the user's language.
    """

    def __init__(self, message: str, code: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass(frozen=True, slots=True)
class SavedRules:
    """One saved rule set: its name (the rule set's ``name``) and its file."""

    name: str
    path: Path
    rules: RuleSet


@dataclass(frozen=True, slots=True)
class ImportedRules:
    """What importing a file did: the saved set it is now, and whether it was ``added`` (``False``:
    the very same rules were saved already, and the library is unchanged); or, with ``preset``, that
    the file holds a built-in set's very rules (then no saved set: ``entry`` is ``None``)."""

    entry: SavedRules | None
    added: bool
    file_name: str = ""   # the name the file gave the rules (the entry's differs when that one was taken)
    built_in: bool = False   # the file named its rules as a built-in set does
    preset: str = ""   # the built-in set (its id) whose rules the file holds unchanged

    @property
    def rules(self) -> RuleSet:
        """The rules imported: the saved set's, or the built-in set's."""
        return self.entry.rules if self.entry is not None else PRESETS[self.preset]


def default_rules_folder() -> Path:
    """``<platform app data>/rules``, beside the autosave (``ROOKDESK_DATA_DIR`` moves both)."""
    from rookdesk.storage.autosave import default_autosave_folder

    return default_autosave_folder() / "rules"


def preset_display_names() -> set[str]:
    return {rules.name.casefold() for rules in PRESETS.values()}


def check_rule_numbers(rules: RuleSet) -> None:
    """Refuse numbers larger than :data:`MAX_RULE_NUMBER` (``RuleError`` naming the key, carrying every such key)."""
    problems = _large_numbers(rules.to_dict())
    if problems:
        raise RuleError.of_all(problems)


def _large_numbers(data: dict[str, Any], skip: frozenset[str] = frozenset()) -> list[RuleError]:
    """A problem for each number in ``data`` above :data:`MAX_RULE_NUMBER`, but under the keys in ``skip``."""
    problems: list[RuleError] = []
    for key, value in _numbers(data, ""):
        if abs(value) > MAX_RULE_NUMBER and key not in skip:
            got = _shown_number(value)
            problems.append(RuleError(key, f"{got} is too large (at most {MAX_RULE_NUMBER:,})", "number_too_large",
                                      got=got, max=MAX_RULE_NUMBER))
    return problems


def _shown_number(value: float) -> str:
    """``value`` in at most six figures (``1e+09``); a whole number too large for a float is cut short."""
    try:
        return f"{value:.6g}"
    except OverflowError:   # 10**400: no float holds it
        digits = str(value)
        return f"{digits[:6]}… ({len(digits.lstrip('-')):,} digits)"


def _numbers(data: dict[str, Any], prefix: str) -> list[tuple[str, float]]:
    found: list[tuple[str, float]] = []
    for key, value in data.items():
        path = f"{prefix}{key}"
        if isinstance(value, dict):
            found += _numbers(value, path + ".")
        elif isinstance(value, list):
            found += [(path, v) for v in value if isinstance(v, (int, float)) and not isinstance(v, bool)]
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            found.append((path, value))
    return found


def read_rules_file(path: str | Path) -> RuleSet:
    """Read, validate and size-check a house-rules file; every problem is a ``RuleError``.

    Beyond the engine's checks this catches the ``ValueError`` Python raises for
    integers with thousands of digits, which the JSON reader does not wrap.
    """
    try:
        rules = load_rules_file(path)
    except RuleError as error:
        if error.code == "bad_json":
            raise _clearer_json_error(Path(path), error) from None
        raise _with_large_numbers(Path(path), error) from None
    except (ValueError, OverflowError, MemoryError) as exc:
        raise RuleError("", f"not a usable house-rules file ({exc})", "unusable_file", error=str(exc)) from None
    check_rule_numbers(rules)
    return rules


def _with_large_numbers(path: Path, error: RuleError) -> RuleError:
    """The engine's problems with the file's rule set, and any number too large besides (under other keys):
    every problem is named at once, not the large numbers only after the rest is mended."""
    if not error.key:
        return error   # the file as a whole (unreadable, not an object): its numbers are not the point
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))   # small and valid JSON: the engine has just read it
    except (OSError, ValueError, RecursionError):
        return error
    if not isinstance(data, dict):
        return error
    named = frozenset(problem.key for problem in error.problems)
    try:
        large = _large_numbers(data, skip=named)
    except RecursionError:   # nested past reason: the engine's problems say enough
        return error
    return RuleError.of_all([*error.problems, *large]) if large else error


def _clearer_json_error(path: Path, error: RuleError) -> RuleError:
    """Say what the file is when "not valid JSON (line 1, column 1)" would puzzle a person.

    An empty file, a saved game picked by mistake and a file cut off part-way (a
    download or copy that stopped) each get their own message; anything else keeps
    the parser's line and column.
    """
    try:
        text = path.read_text(encoding="utf-8")  # small: the engine has just read it
    except (OSError, UnicodeDecodeError):
        return error
    body = text.strip()
    if not body:
        return RuleError("", f"{path.name} is empty", "empty_file", file=path.name)
    if _is_game_record(body.splitlines()[0]):
        return RuleError("", f"{path.name} is a saved game, not house rules (open it with Game > Open)",
                         "saved_game_not_rules", file=path.name)
    if body[0] not in "{[":
        # Not JSON from its first character (a note, a shopping list): nothing was cut off (round 34: a
        # one-line text file was "cut off", as its parser's error lies on its last line).
        return RuleError("", f"{path.name} does not hold house rules", "not_rules_text", file=path.name)
    last_line = text.rstrip().count("\n") + 1   # counted as the parser counts: blank lines above too, "\n" only
    # A whole rule set followed by more (a stray line, two files pasted together) was not cut off.
    if not body.endswith("}") and error.params.get("line", 0) >= last_line and not _starts_complete(body):
        return RuleError("", f"{path.name} ends too soon (line {last_line}); it may have been cut off",
                         "cut_off_json", file=path.name, line=last_line)
    return error


def _starts_complete(body: str) -> bool:
    """Whether ``body`` begins with a complete JSON value (what follows it is extra, not missing)."""
    try:
        json.JSONDecoder().raw_decode(body)
    except (ValueError, RecursionError):
        return False
    return True


def _is_game_record(first_line: str) -> bool:
    """Whether a line is the first line of a game record (``record.md``: ``{"type": "game", ...}``)."""
    try:
        data = json.loads(first_line)
    except ValueError:
        return False
    return isinstance(data, dict) and data.get("type") == "game"


def _slug(name: str) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")
    return slug[:60] or "rules"


class HouseRulesLibrary:
    """The saved rule sets in one folder; ``folder`` is injectable (tests)."""

    def __init__(self, folder: str | Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_rules_folder()

    # Reading ---------------------------------------------------------------

    def entries(self) -> list[SavedRules]:
        """Every readable saved set, sorted by name. Unreadable files are skipped, not deleted."""
        found: dict[str, SavedRules] = {}
        if not self.folder.is_dir():
            return []
        for path in sorted(self.folder.glob("*" + RULES_SUFFIX)):
            try:
                rules = read_rules_file(path)
            except RuleError:
                continue
            found.setdefault(rules.name.casefold(), SavedRules(rules.name, path, rules))
        return sorted(found.values(), key=lambda e: e.name.casefold())

    def names(self) -> list[str]:
        return [entry.name for entry in self.entries()]

    def find(self, name: str) -> SavedRules | None:
        key = name.strip().casefold()
        for entry in self.entries():
            if entry.name.casefold() == key:
                return entry
        return None

    def load(self, name: str) -> RuleSet:
        entry = self.find(name)
        if entry is None:
            raise HouseRulesError(f'There is no saved rule set named "{name}".', "not_found", name=name)
        return entry.rules

    # Changing --------------------------------------------------------------

    def check_name(self, name: str, *, replacing: str | None = None) -> str:
        """The cleaned name, or ``HouseRulesError`` saying why it cannot be used."""
        clean = name.strip()
        if not clean:
            raise HouseRulesError("A rule set needs a name.", "no_name")
        if len(clean) > 200:
            raise HouseRulesError("The name is longer than 200 characters.", "name_too_long")
        if clean.casefold() in preset_display_names():
            raise HouseRulesError(f'"{clean}" is the name of a built-in rule set; choose another name.', "preset_name", name=clean)
        existing = self.find(clean)
        if existing is not None and (replacing is None or existing.name.casefold() != replacing.casefold()):
            raise HouseRulesError(f'A saved rule set is already named "{existing.name}".', "name_taken", name=existing.name)
        return clean

    def save(self, rules: RuleSet, *, overwrite: bool = False) -> SavedRules:
        """Save ``rules`` under its own name (``overwrite`` replaces a set of that name)."""
        name = self.check_name(rules.name, replacing=rules.name if overwrite else None)
        existing = self.find(name)
        rules = _renamed(rules, name)
        path = existing.path if existing is not None else self._new_path(name)
        self._write(rules, path)
        return SavedRules(name, path, rules)

    def rename(self, old: str, new: str) -> SavedRules:
        entry = self.find(old)
        if entry is None:
            raise HouseRulesError(f'There is no saved rule set named "{old}".', "not_found", name=old)
        name = self.check_name(new, replacing=entry.name)
        rules = _renamed(entry.rules, name)
        path = self._new_path(name, keep=entry.path)
        self._write(rules, path)
        if path != entry.path:
            entry.path.unlink(missing_ok=True)
        return SavedRules(name, path, rules)

    def delete(self, name: str) -> None:
        entry = self.find(name)
        if entry is None:
            raise HouseRulesError(f'There is no saved rule set named "{name}".', "not_found", name=name)
        entry.path.unlink(missing_ok=True)

    def import_file(self, path: str | Path) -> SavedRules | None:
        """Validate a house-rules file and add it to the library; the saved set it is now (see
        :meth:`import_rules`), ``None`` for a built-in set's very rules."""
        return self.import_rules(path).entry

    def import_rules(self, path: str | Path, title_of: Callable[[str], str] | None = None) -> ImportedRules:
        """Validate a house-rules file and add it to the library, saying whether it was added.

        The same rules saved already (name and all) are that entry: a file opened or
        imported twice must not fill the library with "Name (2)", "Name (3)"... Other
        rules under a saved name get a unique one ("Name (2)") rather than replacing
        the saved set; a bad file raises ``RuleError`` and changes nothing.

        A file that names its rules as a built-in set does (a built-in set changed and
        exported, which keeps the built-in's name in every language) is saved as a
        variant of ``title_of(name)``, the built-in's title in the user's language
        ("Rook en équipes (2)"): never the built-in's own name or title.
        """
        return self.keep(read_rules_file(path), title_of)

    def keep(self, rules: RuleSet, title_of: Callable[[str], str] | None = None) -> ImportedRules:
        """Add ``rules`` to the library as :meth:`import_rules` adds a file's (the same naming), unless
        they are a built-in set's or a saved set's already."""
        built_in = rules.name.strip().casefold() in preset_display_names()
        preset = next((key for key, known in PRESETS.items() if known.to_dict() == rules.to_dict()), "")
        if preset:
            # A built-in set exported unchanged (or an empty file, which is its base set): that set, not a
            # copy of it as "Kentucky Rook (2)" said to have other rules (round 34).
            return ImportedRules(None, added=False, file_name=rules.name, built_in=True, preset=preset)
        base = title_of(rules.name.strip()) if built_in and title_of is not None else rules.name
        same = next((entry for entry in self.entries()
                     if _imported_as(base, entry.name) and entry.rules == _renamed(rules, entry.name)), None)
        if same is not None:
            return ImportedRules(same, added=False, built_in=built_in)
        name = self._variant(base) if built_in else self.unique_name(rules.name)
        return ImportedRules(self.save(_renamed(rules, name)), added=True, file_name=rules.name, built_in=built_in)

    def _variant(self, base: str) -> str:
        """The first free "base (2)", "base (3)"...: for a built-in's title, which stays the built-in's."""
        n = 2
        while True:
            try:
                return self.check_name(f"{base.strip()[:190]} ({n})")
            except HouseRulesError:
                n += 1

    def unique_name(self, name: str) -> str:
        base = name.strip()[:190] or "House rules"
        candidate, n = base, 2
        while True:
            try:
                return self.check_name(candidate)
            except HouseRulesError:
                candidate = f"{base} ({n})"
                n += 1

    @staticmethod
    def export_file(rules: RuleSet, path: str | Path, automatic_max: bool = False) -> Path:
        """Write ``rules`` as a complete house-rules file (``.rookrules`` added unless it ends in
        ``.rookrules`` or ``.json``). ``automatic_max``: the highest bid is the computed default, so the
        file leaves ``bidding.max`` out and a reader computes it again for the rules as they then are (a
        card's points edited by hand made an exported 150 more than the points available: round 32)."""
        path = Path(path)
        if path.suffix.lower() not in (SHARED_SUFFIX, RULES_SUFFIX):
            path = path.with_name(path.name + SHARED_SUFFIX)
        mode = mode_for(path)
        try:
            write_rules_file(rules, path, automatic_max)
        except OSError as exc:
            raise HouseRulesError(f"Cannot write {path.name}: {exc.strerror or exc}", "write_failed", file=path.name, reason=str(exc.strerror or exc),
                                  errno=exc.errno) from None
        restore_mode(path, mode)  # a file to share: readable like any other, not private as mkstemp makes it
        return path

    # Files -----------------------------------------------------------------

    def _new_path(self, name: str, keep: Path | None = None) -> Path:
        slug = _slug(name)
        path, n = self.folder / (slug + RULES_SUFFIX), 2
        while path.exists() and path != keep:
            path = self.folder / f"{slug}-{n}{RULES_SUFFIX}"
            n += 1
        return path

    def _write(self, rules: RuleSet, path: Path) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_rules_file(rules, path)
        except OSError as exc:
            raise HouseRulesError(f"Cannot save the rule set: {exc.strerror or exc}", "write_failed", file=path.name,
                                  reason=str(exc.strerror or exc), errno=exc.errno) from None


def rules_file_text(rules: RuleSet, automatic_max: bool = False) -> str:
    """A complete house-rules file's text (without ``bidding.max`` where it is the computed default,
    ``automatic_max``): accents and other letters as they are ("¡tres"), not as
    ``\\u00a1`` escapes, so the file reads and edits by hand in any text editor. JSON is UTF-8
    (RFC 8259) and the reader takes escapes too. A name holding half a UTF-16 pair (possible only
    through an escape in the file it came from) cannot be UTF-8, so such rules keep their escapes."""
    data = rules.to_dict()
    if automatic_max:
        del data["bidding"]["max"]
    text = json.dumps(data, indent=2, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(data, indent=2)
    return text + "\n"


def write_rules_file(rules: RuleSet, path: Path, automatic_max: bool = False) -> None:
    """Write a complete house-rules file as UTF-8 text (atomically: a temporary file, then rename)."""
    write_text_atomic(path, rules_file_text(rules, automatic_max))


# Characters Windows (and FAT or exFAT memory sticks anywhere) refuse in a file name, control characters too.
_UNSAFE_IN_FILE_NAME = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]+')
_RESERVED_ON_WINDOWS = frozenset({"con", "prn", "aux", "nul", *(f"com{n}" for n in range(1, 10)),
                                  *(f"lpt{n}" for n in range(1, 10))})
# Room for ".rookrules" and a " (2)" the file chooser may add, within the 255 bytes most file systems allow.
FILE_STEM_MAX_BYTES = 200


def shareable_file_stem(title: str, fallback: str = "house-rules") -> str:
    """``title`` as a file name any computer or memory stick takes ("Casa de Hugo - ¡tres!" for
    "Casa de Hugo: ¡tres!"): the characters Windows refuses become a dash, with spaces round it where
    the title had a space; no dot or space at the end, none of Windows' device names (CON, NUL...).
    Accents and spaces stay. ``fallback`` when nothing is left."""
    stem = _UNSAFE_IN_FILE_NAME.sub(_dash, title)
    stem = re.sub(r"\s+", " ", stem)
    stem = _cut_to_bytes(stem, FILE_STEM_MAX_BYTES).strip(" .-")
    if not stem:
        return fallback
    if stem.split(".")[0].strip().casefold() in _RESERVED_ON_WINDOWS:   # "con.json" is the console on Windows
        stem = f"{stem} ({fallback})"
    return stem


def _dash(match: re.Match[str]) -> str:
    """A dash for characters a file name cannot hold: " - " between words a space apart ("Hugo: tres"), else "-"."""
    text, start, end = match.string, match.start(), match.end()
    spaced = (start > 0 and text[start - 1].isspace()) or (end < len(text) and text[end].isspace())
    return " - " if spaced else "-"


def _cut_to_bytes(text: str, limit: int) -> str:
    """``text`` cut to at most ``limit`` bytes of UTF-8, never inside a character."""
    return text.encode("utf-8")[:limit].decode("utf-8", errors="ignore")


def _imported_as(name: str, saved: str) -> bool:
    """``saved`` is the name a file's rule set called ``name`` gets when imported ("Name" or "Name (2)")."""
    return saved == name or re.fullmatch(re.escape(name) + r" \(\d+\)", saved) is not None


def _renamed(rules: RuleSet, name: str) -> RuleSet:
    if rules.name == name:
        return rules
    return rules_from_dict({**rules.to_dict(), "name": name}, complete=True)


__all__ = [
    "MAX_RULE_NUMBER", "HouseRulesError", "HouseRulesLibrary", "ImportedRules", "SavedRules", "check_rule_numbers",
    "default_rules_folder", "read_rules_file", "rules_file_text", "shareable_file_stem", "write_rules_file",
]
