"""App settings: one typed, frozen value with defaults, stored with QSettings.

Values are written with explicit types and read back through the defaults'
types, so a setting is never a string "true" in the program.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields, replace
from typing import Any

from PySide6.QtCore import QSettings

ORGANIZATION = "rookdesk"
APPLICATION = "rookdesk"

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
SEAT_KINDS = ("human", "easy", "normal", "hard")
CARD_LOOKS = ("classic", "large")


@dataclass(frozen=True)
class AppSettings:
    # Players
    seat_names: tuple[str, ...] = ("South", "West", "North", "East", "Player 5", "Player 6")
    seat_kinds: tuple[str, ...] = ("human", "normal", "normal", "normal", "normal", "normal")
    ai_think_seconds: float = 1.0      # Hard's time budget per decision
    ai_pause_ms: int = 700             # pause after a computer play so people can follow
    # Table
    card_look: str = "classic"
    table_colour: str = "#2f6b43"
    animation_speed: str = "normal"
    dim_illegal: bool = True
    confirm_play: bool = False
    # Language ("" = follow the system)
    language: str = ""
    # Rules: the last used rule set (complete JSON object), None before the first game
    last_rules: dict[str, Any] | None = None
    hot_seat_undo: bool = False
    first_run: bool = True

    def with_changes(self, **changes: Any) -> AppSettings:
        return replace(self, **changes)


_JSON_FIELDS = {"last_rules"}


class SettingsStore:
    """Reads and writes :class:`AppSettings`; ``path`` gives a private INI file (tests)."""

    def __init__(self, path: str | None = None) -> None:
        if path is None:
            self.qsettings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)
        else:
            self.qsettings = QSettings(path, QSettings.Format.IniFormat)

    def load(self) -> AppSettings:
        defaults = AppSettings()
        values: dict[str, Any] = {}
        for f in fields(AppSettings):
            default = getattr(defaults, f.name)
            raw = self.qsettings.value(f.name)
            if raw is None:
                continue
            try:
                values[f.name] = _coerce(f.name, raw, default)
            except (TypeError, ValueError):
                continue  # a damaged value falls back to its default
        return AppSettings(**values)

    def save(self, settings: AppSettings) -> None:
        for f in fields(AppSettings):
            value = getattr(settings, f.name)
            if f.name in _JSON_FIELDS:
                self.qsettings.setValue(f.name, json.dumps(value))
            elif isinstance(value, tuple):
                self.qsettings.setValue(f.name, json.dumps(list(value)))
            else:
                self.qsettings.setValue(f.name, value)
        self.qsettings.sync()


def _coerce(name: str, raw: Any, default: Any) -> Any:
    if name in _JSON_FIELDS:
        value = json.loads(raw) if isinstance(raw, str) else raw
        if value is not None and not isinstance(value, dict):
            raise TypeError(name)
        return value
    if isinstance(default, bool):
        if isinstance(raw, str):
            if raw.lower() not in ("true", "false"):
                raise ValueError(name)
            return raw.lower() == "true"
        return bool(raw)
    if isinstance(default, tuple):
        items = json.loads(raw) if isinstance(raw, str) else list(raw)
        if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
            raise TypeError(name)
        return tuple(items)
    return type(default)(raw)
