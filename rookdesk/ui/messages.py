"""Engine and storage errors as sentences in the user's language, in one place.

The engine stays Qt-free and English: its errors carry a ``code`` and
``params`` (see ``rookdesk.engine.errors``). Here each code becomes a whole
translated sentence with numbered placeholders, so word order is the
translator's. A code this module does not know falls back to the engine's
English reason rather than to nothing.
"""

from __future__ import annotations

import errno
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication

from rookdesk.engine.errors import IllegalAction, RecordError, RuleError
from rookdesk.ui.texts import arg, illegal_reason


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # lupdate files module-level _tr() calls under the empty context (see rookdesk/ui/i18n.py).
    return QCoreApplication.translate("", text, disambiguation, n)


def os_reason(number: int | None, fallback: str) -> str:
    """Why the system refused a file, in the reader's language for the common causes.

    ``fallback`` (the system's own words, often English) is kept for the rare ones.
    """
    reasons: dict[int | None, Callable[[], str]] = {
        errno.ENOENT: lambda: _tr("the file does not exist"),
        errno.EACCES: lambda: _tr("permission denied"),
        errno.EPERM: lambda: _tr("permission denied"),
        errno.EISDIR: lambda: _tr("it is a folder, not a file"),
        errno.ENOSPC: lambda: _tr("the disk is full"),
        errno.EROFS: lambda: _tr("the disk is read-only"),
        errno.ENAMETOOLONG: lambda: _tr("the name is too long"),
    }
    make = reasons.get(number)
    return make() if make is not None else fallback


def os_error_text(error: BaseException) -> str:
    """An ``OSError`` (or any other error) as a reason to show."""
    if isinstance(error, OSError):
        return os_reason(error.errno, error.strerror or str(error))
    return str(error)


def _deck(style: object) -> str:
    return _tr("the Rook deck") if style == "rook" else _tr("the standard deck")


def rule_reason(error: RuleError) -> str:
    """Why a rule-set value is refused, without the key (shown next to its field)."""
    p: dict[str, Any] = error.params
    reasons: dict[str, Callable[[], str]] = {
        "key_not_text": lambda: _tr("Keys must be text."),
        "group_not_object": lambda: arg(_tr("Must be an object with its own keys, not %1."), p["got"]),
        "unknown_key": lambda: (arg(_tr("This key is unknown: did you mean %1?"), p["close"]) if p.get("close")
                                else _tr("This key is unknown.")),
        "not_bool": lambda: arg(_tr("Must be true or false, not %1."), p["got"]),
        "not_int": lambda: arg(_tr("Must be a whole number, not %1."), p["got"]),
        "too_small": lambda: arg(_tr("Must be at least %1, not %2."), p["min"], p["got"]),
        "not_a_choice": lambda: arg(_tr("Must be one of %1, not %2."), p["options"], p["got"]),
        "name_empty": lambda: _tr("Must not be empty."),
        "name_too_long": lambda: _tr("Must be at most %n characters long.", "", int(p["max"])),
        "players_range": lambda: arg(_tr("Must be %1 to %2 players, not %3."), p["min"], p["max"], p["got"]),
        "spread_invalid": lambda: arg(_tr("Must be a whole number of at least 1, or off, not %1."), p["got"]),
        "first_dealer_invalid": lambda: arg(
            _tr("Must be random, high card or a seat number from 0 to %1, not %2."), p["last"], p["got"]),
        "ranks_not_list": lambda: arg(_tr("Must be a non-empty list of ranks, not %1."), p["got"]),
        "rank_not_in_deck": lambda: arg(_tr("%1 is not a rank of %2 (%3 to %4)."),
                                        p["got"], _deck(p["style"]), p["low"], p["high"]),
        "rank_twice": lambda: _tr("A rank is listed twice."),
        "rook_rank_invalid": lambda: arg(_tr("Must be lowest, highest or a number such as 10.5, not %1."), p["got"]),
        "rook_rank_on_rank": lambda: arg(_tr("Must lie between two ranks (such as %1.5), not on rank %1."),
                                         p["rank"]),
        # 15 is the 1 ranked high (rules.md); nobody reading the message knows a rank 15.
        "rook_rank_range": lambda: (arg(_tr("Must lie between rank %1 and the 1 above the 14 (counted as %2), "
                                            "not %3."), p["low"], p["high"], p["got"]) if p["high"] == 15
                                    else arg(_tr("Must lie between ranks %1 and %2, not %3."),
                                             p["low"], p["high"], p["got"])),
        "points_not_object": lambda: arg(_tr("Must be a table of ranks and their points, not %1."), p["got"]),
        "points_unknown_rank": lambda: arg(_tr("%1 is not a rank of %2."), p["rank"], _deck(p["style"])),
        "points_invalid": lambda: arg(_tr("The points for %1 must be a whole number of at least 0, not %2."),
                                      p["rank"], p["got"]),
        "partners_need_four": lambda: _tr("Partnership play needs 4 players (partners sit opposite each other), not %n.", "",
                                          int(p["players"])),
        "draw_pile_two_players": lambda: _tr("The draw pile is for two players only, not %n.", "",
                                             int(p["players"])),
        "no_draw_pile": lambda: arg(_tr("%1 players × %2 cards + %3 in the nest = %4: that leaves no draw pile "
                                        "from a deck of %5 cards."),
                                    p["players"], p["hand"], p["nest"], p["dealt"], p["deck"]),
        "odd_draw_pile": lambda: arg(_tr("%1 players × %2 cards + %3 in the nest = %4: that leaves %5 cards "
                                         "for the draw pile; that number must be even."),
                                     p["players"], p["hand"], p["nest"], p["dealt"], p["left"]),
        "deal_mismatch": lambda: arg(_tr("%1 players × %2 cards + %3 in the nest = %4, but the deck has %5 cards."),
                                     p["players"], p["hand"], p["nest"], p["dealt"], p["deck"]),
        "bid_off_step": lambda: arg(_tr("%1 is not a multiple of the step %2."), p["value"], p["step"]),
        "bid_min_above_max": lambda: arg(_tr("%1 is above the maximum bid %2."), p["min"], p["max"]),
        "bid_min_above_points": lambda: arg(_tr("%1 is above the maximum bid %2, which is what the cards' points "
                                                "allow (the points in a hand, rounded down to the step)."),
                                            p["min"], p["max"]),
        "bid_max_above_points": lambda: arg(_tr("%1 is more than the %2 points available in a hand."),
                                            p["max"], p["available"]),
        "not_an_object": lambda: arg(_tr("A rule set must be a JSON object, not %1."), p["got"]),
        "missing_key": lambda: _tr("This key is missing (a complete rule set has every key)."),
        "unknown_base": lambda: arg(_tr("%1 is not a built-in rule set (%2)."), p["got"], p["presets"]),
        "file_too_big": lambda: arg(_tr("%1 is too large for a house-rules file (at most %2 bytes)."),
                                    p["file"], p["max"]),
        "cannot_read": lambda: arg(_tr("%1: cannot read the file (%2)."), p["file"],
                                   os_reason(p.get("errno"), p["error"])),
        "not_utf8": lambda: arg(_tr("%1 is not a text file (UTF-8)."), p["file"]),
        # Not p["error"]: that is Python's English parser message ("Expecting ',' delimiter").
        "bad_json": lambda: arg(_tr("This is not valid JSON (line %1, column %2)."), p["line"], p["column"]),
        "json_too_deep": lambda: _tr("This is not valid JSON (nested too deeply)."),
        "empty_file": lambda: _tr("The file is empty."),
        "saved_game_not_rules": lambda: _tr("This is a saved game, not house rules. Open it with Game > Open."),
        "cut_off_json": lambda: arg(_tr("The file ends too soon (line %1): it may have been cut off."), p["line"]),
        "not_rules_text": lambda: _tr("This file does not hold house rules."),
        "unusable_file": lambda: arg(_tr("This is not a usable house-rules file (%1)."), p["error"]),
        "out_of_range": lambda: arg(_tr("Must be from %1 to %2, not %3."), p["min"], p["max"], p["got"]),
        "number_too_large": lambda: arg(_tr("%1 is too large (at most %2)."), p["got"], p["max"]),
    }
    make = reasons.get(error.code)
    try:
        return make() if make is not None else error.reason
    except (KeyError, ValueError, TypeError):
        return error.reason  # params from an older engine: the English reason still says it


def rule_error_text(error: RuleError) -> str:
    """A refused rule set as one line: the key, then the reason."""
    reason = rule_reason(error)
    return arg(_tr("%1: %2", "a rule-set key: what is wrong with it"), error.key, reason) if error.key else reason


# A refused house-rules file lists this many of its problems; past it, how many more there are.
PROBLEMS_LISTED = 10


def rule_problems_text(error: RuleError, describe: Callable[[RuleError], str] = rule_error_text) -> str:
    """Every problem of a refused rule set, each as ``describe`` says it: one alone as ever, several
    as a list (the first :data:`PROBLEMS_LISTED`, then how many more, so the message stays readable)."""
    problems = error.problems
    if len(problems) == 1:
        return describe(error)
    # "and 1 more" would take the line that problem needs: it is listed instead.
    listed = problems if len(problems) <= PROBLEMS_LISTED + 1 else problems[:PROBLEMS_LISTED]
    lines = [_tr("The file has %n problems:", "", len(problems))]
    lines += [arg(_tr("• %1", "one of a list of problems"), describe(problem)) for problem in listed]
    if len(listed) < len(problems):
        lines.append(_tr("…and %n more.", "problems not listed", len(problems) - len(listed)))
    return "\n".join(lines)


def record_error_text(error: RecordError) -> str:
    """A record that does not replay. The engine's detail stays in English (it quotes the file)."""
    if error.line:
        return arg(_tr("This file cannot be opened: line %1: %2"), error.line, error.reason)
    return arg(_tr("This file cannot be opened: %1"), error.reason)


def save_error_text(error: Exception) -> str:
    """A game file that cannot be opened or saved (``rookdesk.storage.saves.SaveFileError``)."""
    from rookdesk.storage.saves import Problem

    problem = getattr(error, "problem", None)
    path = getattr(error, "path", None)
    name = path.name if path is not None else ""
    detail = os_reason(getattr(error, "os_errno", None), str(getattr(error, "detail", error)))
    texts = {
        Problem.UNREADABLE: lambda: arg(_tr("%1 cannot be read: %2"), name, detail),
        Problem.TOO_LARGE: lambda: arg(_tr("%1 is too large to be a game record."), name),
        Problem.NOT_TEXT: lambda: arg(_tr("%1 is not a text file, so it is not a game record."), name),
        Problem.NOT_A_RECORD: lambda: arg(_tr("%1 is not a valid game record."), name),
        Problem.UNKNOWN_FORMAT: lambda: arg(_tr("%1 was written in a record format this version does not know."),
                                            name),
        Problem.ILLEGAL: lambda: arg(_tr("%1 holds a move the rules do not allow."), name),
        Problem.NOT_WRITTEN: lambda: arg(_tr("%1 could not be written: %2"), name, detail),
    }
    make = texts.get(problem)  # type: ignore[arg-type]
    return make() if make is not None else str(error)


def save_error_details(error: Exception) -> str:
    """The record reader's own words on a file that does not replay ("" when it has none).

    Technical, in English, and quoting the file: shown behind the message box's
    Show Details button, never in the message itself.
    """
    from rookdesk.storage.saves import Problem

    if getattr(error, "problem", None) not in (Problem.NOT_A_RECORD, Problem.UNKNOWN_FORMAT, Problem.ILLEGAL):
        return ""
    reason = str(getattr(error, "reason", "") or getattr(error, "detail", error))
    line = int(getattr(error, "line", 0) or 0)
    # Damage to the file itself (cut short, broken JSON) in the reader's language, as house-rules files
    # say it; Python's parser's words ("Unterminated string starting at") were English in any language.
    reader = getattr(error, "reader", None)
    code = getattr(reader, "code", "")
    if code == "cut_off_json":
        return arg(_tr("The file ends too soon (line %1): it may have been cut off."), line)
    if code == "bad_json":
        return arg(_tr("This is not valid JSON (line %1, column %2)."), line, reader.params.get("column", 0))
    if code == "json_too_deep":
        return _tr("This is not valid JSON (nested too deeply).")
    return f"line {line}: {reason}" if line else reason


def illegal_action_text(error: IllegalAction, style: str = "rook") -> str:
    """Why a card or a call is refused (see :func:`rookdesk.ui.texts.illegal_reason`)."""
    return illegal_reason(error, style)
