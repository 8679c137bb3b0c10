"""The last game's choices as the settings remember them: its rules and who sat where.

No widgets here: a returning player's table is dealt from these at start-up,
before any dialog is needed (the new-game dialog uses them too).
"""

from __future__ import annotations

from rookdesk.engine.rules import RuleError, RuleSet, rules_from_dict
from rookdesk.storage.settings import DEFAULT_SEAT_NAMES, AppSettings, shown_default_name, stored_seat_names
from rookdesk.ui.controller import SeatSetup

KINDS = ("human", "easy", "normal", "hard")
MAX_SEATS = 6


def default_names(players: int) -> tuple[str, ...]:
    """Compass names that match the seats around the table, in the user's language."""
    return tuple(shown_default_name(name) for name in _compass(players))


def _compass(players: int) -> tuple[str, ...]:
    return {2: ("South", "North"), 3: ("South", "West", "East"),
            4: ("South", "West", "North", "East")}.get(players, tuple(f"Player {i + 1}" for i in range(players)))


def last_rules(settings: AppSettings) -> RuleSet | None:
    """The rule set of the last game, or ``None`` the first time (or if it no longer loads)."""
    if not settings.last_rules:
        return None
    try:
        return rules_from_dict(settings.last_rules, complete=True)
    except (RuleError, ValueError, TypeError, KeyError):
        return None


def seats_from_settings(settings: AppSettings, players: int) -> list[SeatSetup]:
    """The seats as last chosen; a seat whose name was never changed follows the table's compass.

    A default name (in any language the settings held it in) is not someone's choice: seat 2 of a
    two-handed game is "North" even if the four-handed game before called it "West".
    """
    kinds = list(settings.seat_kinds)
    seats = []
    for i, name in enumerate(table_names(settings.seat_names, players)):
        kind = kinds[i] if i < len(kinds) and kinds[i] in KINDS else ("human" if i == 0 else "normal")
        seats.append(SeatSetup(name, kind))
    return seats


def table_names(seat_names: tuple[str, ...], players: int) -> tuple[str, ...]:
    """The names the seats of a ``players`` table go by, from the settings' ``seat_names``: a name someone
    chose, or the compass of that table (seat 3 of three is "East", not the four-seat table's "North")."""
    stored = stored_seat_names(tuple(seat_names))
    compass = default_names(players)
    names = []
    for i in range(players):
        name = stored[i].strip() if i < len(stored) else ""
        names.append(compass[i] if not name or name in DEFAULT_SEAT_NAMES else name)
    return tuple(names)


def remember(settings: AppSettings, rules: RuleSet, seats: list[SeatSetup]) -> AppSettings:
    """Settings with this game's rules and seats as the last choices."""
    names = list(settings.seat_names) + [""] * MAX_SEATS
    kinds = list(settings.seat_kinds) + ["normal"] * MAX_SEATS
    for i, seat in enumerate(seats):
        names[i], kinds[i] = seat.name, seat.kind
    # The computers of a larger table next time play as this game's did, where they all played alike: after a
    # two-handed game against Hard, the four-handed one had West on Hard and North and East on Normal (round 32).
    # Not over computers of mixed levels set for those seats: a tester's Normal North and Hard East all became
    # Easy after one two-handed game against Easy (round 34).
    levels = {seat.kind for seat in seats if seat.kind != "human"}
    beyond = {kinds[i] for i in range(len(seats), len(settings.seat_kinds)) if kinds[i] != "human"}
    if len(levels) == 1 and len(beyond) <= 1:
        level = levels.pop()
        for i in range(len(seats), MAX_SEATS):
            if kinds[i] != "human":
                kinds[i] = level
    return settings.with_changes(last_rules=rules.to_dict(), seat_names=tuple(names[:MAX_SEATS]),
                                 seat_kinds=tuple(kinds[:MAX_SEATS]), first_run=False)
