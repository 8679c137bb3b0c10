"""App settings: one typed, frozen value with defaults, stored with QSettings.

Values are written with explicit types and read back through the defaults'
types, so a setting is never a string "true" in the program. A damaged or
out-of-range stored value falls back to its default instead of reaching the
program (settings files are edited by hand and by older versions).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, fields, replace
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

ORGANIZATION = "rookdesk"
APPLICATION = "rookdesk"

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
SEAT_KINDS = ("human", "easy", "normal", "hard")
CARD_LOOKS = ("classic", "large")

MAX_SEATS = 6
MAX_NAME_LENGTH = 40
AI_THINK_SECONDS_RANGE = (0.1, 30.0)
AI_PAUSE_MS_RANGE = (0, 5000)

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
_LANGUAGE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")  # "de", "pt_BR"; "" follows the system


@dataclass(frozen=True)
class AppSettings:
    # Players (one entry per seat, always MAX_SEATS long)
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
    # Rules: the rule set for the next game (complete JSON object), None = the default preset
    last_rules: dict[str, Any] | None = None
    hot_seat_undo: bool = False
    first_run: bool = True

    def with_changes(self, **changes: Any) -> AppSettings:
        return replace(self, **changes)


DEFAULTS = AppSettings()

# Names of the fields each preferences page owns (Restore Defaults resets these).
PLAYER_FIELDS = ("seat_names", "seat_kinds", "ai_think_seconds", "ai_pause_ms", "hot_seat_undo")
TABLE_FIELDS = ("card_look", "table_colour", "animation_speed", "dim_illegal", "confirm_play")


def defaults_for(names: tuple[str, ...]) -> dict[str, Any]:
    """The default values of some fields, by name."""
    return {name: getattr(DEFAULTS, name) for name in names}


_JSON_FIELDS = {"last_rules"}

# Seat names nobody typed: stored in English, shown in the user's language (rookdesk.ui.i18n).
DEFAULT_SEAT_NAMES = ("South", "West", "North", "East") + tuple(f"Player {i}" for i in range(1, MAX_SEATS + 1))
DEFAULT_NAME_COMMENT = "default seat name"   # the translators' disambiguation of those names


def shown_default_name(name: str) -> str:
    """A default seat name as the installed translators show it (the name itself in English)."""
    return QCoreApplication.translate("", name, DEFAULT_NAME_COMMENT) if name in DEFAULT_SEAT_NAMES else name


def stored_seat_names(names: tuple[str, ...]) -> tuple[str, ...]:
    """Names as they are stored: a default name shown in today's language goes back to its English
    source, so "Süd" saved from the German UI is "South" (and "South" again in English)."""
    sources = {shown_default_name(name): name for name in DEFAULT_SEAT_NAMES}
    return tuple(sources.get(name, name) for name in names)


# Window and file-dialog state, kept beside the settings (not part of AppSettings: no page edits them).
_GEOMETRY_KEY = "window/geometry"
_STATE_KEY = "window/state"
_GAMES_FOLDER_KEY = "window/games_folder"


class SettingsStore:
    """Reads and writes :class:`AppSettings`; ``path`` gives a private INI file (tests)."""

    def __init__(self, path: str | None = None) -> None:
        if path is None:
            self.qsettings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)
        else:
            self.qsettings = QSettings(path, QSettings.Format.IniFormat)

    def load(self) -> AppSettings:
        values: dict[str, Any] = {}
        for f in fields(AppSettings):
            default = getattr(DEFAULTS, f.name)
            raw = self.qsettings.value(f.name)
            if raw is None:
                continue
            try:
                values[f.name] = _check(f.name, _coerce(f.name, raw, default))
            except (TypeError, ValueError, OverflowError):
                continue  # a damaged value falls back to its default
        return AppSettings(**values)

    def save(self, settings: AppSettings) -> None:
        for f in fields(AppSettings):
            value = getattr(settings, f.name)
            if f.name == "seat_names":
                value = stored_seat_names(value)
            if f.name in _JSON_FIELDS:
                self.qsettings.setValue(f.name, json.dumps(value))
            elif isinstance(value, tuple):
                self.qsettings.setValue(f.name, json.dumps(list(value)))
            else:
                self.qsettings.setValue(f.name, value)
        self.qsettings.sync()

    def window_state(self) -> tuple[QByteArray | None, QByteArray | None]:
        """The main window's saved geometry and dock/toolbar state (``None`` when never saved)."""
        return _bytes(self.qsettings.value(_GEOMETRY_KEY)), _bytes(self.qsettings.value(_STATE_KEY))

    def save_window_state(self, geometry: QByteArray, state: QByteArray) -> None:
        self.qsettings.setValue(_GEOMETRY_KEY, geometry)
        self.qsettings.setValue(_STATE_KEY, state)
        self.qsettings.sync()

    def games_folder(self) -> str:
        """The folder a game was last saved to or opened from ("" when none yet)."""
        value = self.qsettings.value(_GAMES_FOLDER_KEY)
        return value if isinstance(value, str) else ""

    def set_games_folder(self, folder: str) -> None:
        self.qsettings.setValue(_GAMES_FOLDER_KEY, folder)
        self.qsettings.sync()


def _bytes(value: Any) -> QByteArray | None:
    if isinstance(value, QByteArray) and not value.isEmpty():
        return value
    if isinstance(value, (bytes, bytearray)) and value:
        return QByteArray(bytes(value))
    return None


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
    if isinstance(default, float):
        value = float(raw)
        if not math.isfinite(value):
            raise ValueError(name)
        return value
    return type(default)(raw)


def _check(name: str, value: Any) -> Any:
    """Refuse values outside a field's range (``ValueError``); pad seat lists to every seat."""
    if name == "seat_names":
        names = tuple(n.strip()[:MAX_NAME_LENGTH] or d for n, d in zip(value, DEFAULTS.seat_names))
        return names + DEFAULTS.seat_names[len(names):]
    if name == "seat_kinds":
        if any(kind not in SEAT_KINDS for kind in value):
            raise ValueError(name)
        kinds = tuple(value[:MAX_SEATS])
        return kinds + DEFAULTS.seat_kinds[len(kinds):]
    if name == "ai_think_seconds":
        low, high = AI_THINK_SECONDS_RANGE
        return min(max(value, low), high)
    if name == "ai_pause_ms":
        low, high = AI_PAUSE_MS_RANGE
        return min(max(value, low), high)
    if (name == "card_look" and value not in CARD_LOOKS) or (
        name == "animation_speed" and value not in ANIMATION_SPEEDS
    ):
        raise ValueError(name)
    if name == "table_colour" and not _COLOUR.fullmatch(value):
        raise ValueError(name)
    if name == "language" and value and not _LANGUAGE.fullmatch(value):
        raise ValueError(name)
    return value
