"""The engine's error types.

Every refusal carries a machine-readable ``code`` and ``params`` so the UI can
say it in the user's language, and an English ``str()`` for logs and the CLI.
"""

from __future__ import annotations

from typing import Any


class RookError(ValueError):
    """Base class: something the rules do not allow."""

    def __init__(self, message: str, code: str = "", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


class IllegalAction(RookError):
    """An action that the rules forbid in the current state; the state is unchanged."""


class RuleError(RookError):
    """A rule set (house-rules file) that is malformed or cannot be played.

    ``key`` names the offending key (``bidding.min``), ``reason`` says why in
    English. ``code`` and ``params`` (which always hold ``key``) say the same
    as data, for a message in the user's language (``rookdesk.ui.messages``).

    A file with several independent problems raises the first, which carries the others in
    ``also``: ``problems`` is every one of them, in the order the file is checked.
    """

    def __init__(self, key: str, reason: str, code: str = "bad_rule", **params: Any) -> None:
        super().__init__(f"{key}: {reason}" if key else reason, code, key=key, **params)
        self.key = key
        self.reason = reason
        self.also: tuple[RuleError, ...] = ()

    @property
    def problems(self) -> tuple[RuleError, ...]:
        return (self, *self.also)

    @staticmethod
    def of_all(problems: list[RuleError]) -> RuleError:
        """The first of ``problems`` (at least one), carrying the rest."""
        first = problems[0]
        first.also = tuple(problems[1:])
        return first


class RecordError(RookError):
    """A game record that cannot be read or does not replay.

    ``line`` is the 1-based line of the record where the problem is (0 when the
    problem is with the file as a whole).
    """

    def __init__(self, line: int, reason: str, code: str = "bad_record", **params: Any) -> None:
        where = f"line {line}: " if line else ""
        super().__init__(where + reason, code, line=line, reason=reason, **params)
        self.line = line
        self.reason = reason
