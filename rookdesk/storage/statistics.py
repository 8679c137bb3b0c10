"""Statistics: every hand and game played, in SQLite, summed up for the Statistics window.

The database lives in the app-data folder. Its layout has a version
(``schema_version``) and a list of migrations; opening an older database
brings it up to date in one transaction, and a database written by a newer
rookdesk is read but never written.

Every write is one transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``) with
``synchronous=FULL``: a crash or a kill in the middle of a write leaves the
previous content, which SQLite's journal restores on the next open.

What is stored is keyed by the game's id and the hand number, so recording a
hand again (after an undo) replaces it instead of counting it twice, and
:meth:`Statistics.forget_after` drops what an undo took back.
"""

from __future__ import annotations

import enum
import hashlib
import json
import sqlite3
import time
from collections import defaultdict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from rookdesk.engine.events import Event, GameEnded, HandEnded
from rookdesk.engine.game import Game
from rookdesk.engine.rules import RuleSet

DATABASE_NAME = "statistics.sqlite3"


class Mode(enum.Enum):
    VS_COMPUTER = "vs-computer"
    HOT_SEAT = "hot-seat"
    DEMO = "demo"


class StatisticsError(Exception):
    """The statistics database cannot be opened or written; ``str()`` says why."""


def mode_of(players: Sequence[str]) -> Mode:
    """The mode follows from who sits at the table: one person, several, or none."""
    humans = sum(1 for p in players if p == "human")
    return Mode.DEMO if humans == 0 else Mode.VS_COMPUTER if humans == 1 else Mode.HOT_SEAT


def rules_hash(rules: RuleSet) -> str:
    """A stable fingerprint of the complete rule set (its JSON with sorted keys)."""
    text = json.dumps(rules.to_dict(), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def default_database_path() -> Path:
    from .autosave import default_autosave_folder

    return default_autosave_folder() / DATABASE_NAME


# Schema ---------------------------------------------------------------------

# Each migration takes the database from the version before it to its own
# number. Never edit a released migration: add the next one.
MIGRATIONS: list[tuple[int, tuple[str, ...]]] = [
    (1, (
        """CREATE TABLE rule_sets (
               hash TEXT PRIMARY KEY, name TEXT NOT NULL, rules_json TEXT NOT NULL)""",
        """CREATE TABLE games (
               game_id TEXT PRIMARY KEY, rules_hash TEXT NOT NULL REFERENCES rule_sets(hash),
               mode TEXT NOT NULL, started_at REAL NOT NULL,
               finished_at REAL, winner_side INTEGER, totals_json TEXT)""",
        """CREATE TABLE seats (
               game_id TEXT NOT NULL REFERENCES games(game_id) ON DELETE CASCADE,
               seat INTEGER NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL, side INTEGER NOT NULL,
               PRIMARY KEY (game_id, seat))""",
        """CREATE TABLE hands (
               game_id TEXT NOT NULL REFERENCES games(game_id) ON DELETE CASCADE,
               hand INTEGER NOT NULL, bidder INTEGER NOT NULL, bid INTEGER NOT NULL, made INTEGER NOT NULL,
               delta_json TEXT NOT NULL, recorded_at REAL NOT NULL,
               PRIMARY KEY (game_id, hand))""",
    )),
    (2, (
        # Finished games in time order drive streaks and the chart.
        "CREATE INDEX games_finished ON games(finished_at)",
    )),
]
SCHEMA_VERSION = MIGRATIONS[-1][0]


def remove_database(path: str | Path) -> None:
    """Delete a database that cannot be opened at all (Reset of a damaged file), journals included."""
    for suffix in ("", "-journal", "-wal", "-shm"):
        try:
            Path(str(path) + suffix).unlink()
        except FileNotFoundError:
            pass


# Summaries --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RuleModeRow:
    """Games and hands under one rule set in one mode."""

    rules_name: str
    rules_hash: str
    mode: Mode
    games: int            # finished games
    hands: int            # scored hands, finished games or not
    person_wins: int | None  # vs-computer: games the person's side won; else None


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """One player: the person against the computer, each hot-seat name, each computer level."""

    kind: str             # "human" or a computer level ("normal")
    name: str             # the hot-seat player's name; "" for the person vs the computer and for computers
    games: int
    wins: int
    bids_won: int
    bids_made: int
    bids_set: int
    average_bid: float | None
    average_points: float | None  # the player's side's score change per hand
    current_streak: int   # games won in a row up to the last one (0 after a loss)
    best_streak: int

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None


@dataclass(frozen=True, slots=True)
class Summary:
    rule_modes: tuple[RuleModeRow, ...]
    players: tuple[PlayerRow, ...]
    games: int
    hands: int


def _player_key(mode: str, kind: str, name: str) -> tuple[str, str]:
    # Against the computer the person is one player whatever name they use;
    # in hot-seat each name is a player; computers are grouped by level.
    if kind == "human":
        return ("human", name if mode == Mode.HOT_SEAT.value else "")
    return (kind, "")


def _streaks(results: list[bool]) -> tuple[int, int]:
    best = run = 0
    for won in results:
        run = run + 1 if won else 0
        best = max(best, run)
    return run, best


@dataclass(frozen=True, slots=True)
class _Seat:
    seat: int
    name: str
    kind: str
    side: int


@dataclass(frozen=True, slots=True)
class _Hand:
    bidder: int
    bid: int
    made: bool
    delta: tuple[int, ...]


def _players_of_game(mode: str, seats: Sequence[_Seat]
                     ) -> Iterator[tuple[tuple[str, str], list[_Seat], list[_Seat], bool]]:
    """Each player of one game: its key, all its seats, the seats whose side's result is its result, and
    whether the game has a result for it at all.

    A computer level is one player however many seats it fills, so a game counts once for it. Its
    result is that of its seats on a side without a person: against three Normal computers the
    person's partner plays the person's game, the two opponents play Normal's. Only where every seat
    of the level sits with a person (a lone partner) do those seats decide. A level on every side (a
    demo of one level) wins whoever wins: no result for it (round 24: "Normal: 100 %" after such demos).
    """
    grouped: dict[tuple[str, str], list[_Seat]] = defaultdict(list)
    for seat in seats:
        grouped[_player_key(mode, seat.kind, seat.name)].append(seat)
    people = {s.side for s in seats if s.kind == "human"}
    every_side = {s.side for s in seats}
    for key, own in grouped.items():
        counted = own if key[0] == "human" else [s for s in own if s.side not in people] or own
        yield key, own, counted, key[0] == "human" or {s.side for s in counted} != every_side


class _PlayerTally:
    """One player's games, bids and points, gathered game by game."""

    def __init__(self) -> None:
        self.results: list[bool] = []
        self.bids: list[tuple[int, bool]] = []
        self.points: list[int] = []

    @property
    def empty(self) -> bool:
        # Seated only in abandoned games without a scored hand: nothing to show.
        return not (self.results or self.bids or self.points)

    def add_game(self, own: Sequence[_Seat], counted: Sequence[_Seat], hands: Sequence[_Hand],
                 winner: int | None) -> None:
        """One game: ``winner`` is None while it is unfinished. Every bid of the player's seats is
        theirs; the result and the points follow the ``counted`` seats' sides, once each."""
        sides = sorted({s.side for s in counted})
        if winner is not None:
            self.results.append(winner in sides)
        bidders = {s.seat for s in own}
        for hand in hands:
            if hand.bidder in bidders:
                self.bids.append((hand.bid, hand.made))
            self.points.extend(hand.delta[side] for side in sides if side < len(hand.delta))

    def row(self, kind: str, name: str) -> PlayerRow:
        results, bids, points = self.results, self.bids, self.points
        current, best = _streaks(results)
        return PlayerRow(
            kind, name, len(results), sum(results), len(bids), sum(1 for _, m in bids if m),
            sum(1 for _, m in bids if not m),
            sum(b for b, _ in bids) / len(bids) if bids else None,
            sum(points) / len(points) if points else None, current, best)


# The database -----------------------------------------------------------------


class Statistics:
    """The statistics database (``path``; ``":memory:"`` for tests)."""

    def __init__(self, path: str | Path | None = None, clock: Callable[[], float] = time.time) -> None:
        self.path = str(default_database_path() if path is None else path)
        self.clock = clock
        self.read_only = False
        try:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
        except (sqlite3.Error, OSError) as exc:
            raise StatisticsError(f"the statistics file {self.path} cannot be opened: {exc}") from None
        try:
            self.conn.execute("PRAGMA foreign_keys = ON")
            self.conn.execute("PRAGMA synchronous = FULL")
            self._migrate()
        except sqlite3.Error as exc:
            self.conn.close()
            raise StatisticsError(f"the statistics file {self.path} cannot be read: {exc}") from None

    def close(self) -> None:
        self.conn.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        if self.read_only:
            raise StatisticsError("the statistics were written by a newer rookdesk; this version only reads them")
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    def version(self) -> int:
        exists = self.conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'").fetchone()
        if not exists:
            return 0
        row = self.conn.execute("SELECT version FROM schema_version").fetchone()
        return int(row[0]) if row else 0

    def _migrate(self) -> None:
        current = self.version()
        if current > SCHEMA_VERSION:
            self.read_only = True
            return
        if current == SCHEMA_VERSION:
            return
        with self._transaction() as conn:
            current = self.version()  # another rookdesk may have migrated meanwhile
            if current == 0:
                conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
                conn.execute("INSERT INTO schema_version VALUES (0)")
            for number, statements in MIGRATIONS:
                if number <= current:
                    continue
                for statement in statements:
                    conn.execute(statement)
                conn.execute("UPDATE schema_version SET version = ?", (number,))

    # Recording ------------------------------------------------------------------

    def _ensure_game(self, conn: sqlite3.Connection, game: Game, game_id: str) -> None:
        rules = game.rules
        digest = rules_hash(rules)
        conn.execute("INSERT OR IGNORE INTO rule_sets VALUES (?, ?, ?)",
                     (digest, rules.name, json.dumps(rules.to_dict(), sort_keys=True)))
        players = [s.player for s in game.seats]
        inserted = conn.execute(
            "INSERT OR IGNORE INTO games (game_id, rules_hash, mode, started_at) VALUES (?, ?, ?, ?)",
            (game_id, digest, mode_of(players).value, self.clock()),
        ).rowcount
        if inserted:
            from .saves import seat_kind

            conn.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?)", [
                (game_id, seat, info.name, seat_kind(info.player), rules.side_of(seat))
                for seat, info in enumerate(game.seats)
            ])

    def record_hand(self, game: Game, game_id: str, hand: HandEnded) -> None:
        """Store a scored hand (again: a replayed hand replaces the first recording)."""
        with self._transaction() as conn:
            self._ensure_game(conn, game, game_id)
            conn.execute("INSERT OR REPLACE INTO hands VALUES (?, ?, ?, ?, ?, ?, ?)", (
                game_id, hand.hand, hand.bidder, hand.bid, int(hand.made),
                json.dumps(list(hand.delta)), self.clock()))

    def record_game_end(self, game: Game, game_id: str, end: GameEnded) -> None:
        with self._transaction() as conn:
            self._ensure_game(conn, game, game_id)
            conn.execute("UPDATE games SET finished_at = ?, winner_side = ?, totals_json = ? WHERE game_id = ?",
                         (self.clock(), end.winner, json.dumps(list(end.totals)), game_id))

    def record_event(self, game: Game, game_id: str, event: Event) -> None:
        if isinstance(event, HandEnded):
            self.record_hand(game, game_id, event)
        elif isinstance(event, GameEnded):
            self.record_game_end(game, game_id, event)

    def forget_after(self, game: Game, game_id: str) -> None:
        """Undo took the game back: drop the hands and the ending it no longer has."""
        scored = max((e.hand for e in game.events if isinstance(e, HandEnded)), default=0)
        with self._transaction() as conn:
            conn.execute("DELETE FROM hands WHERE game_id = ? AND hand > ?", (game_id, scored))
            if not game.is_over:
                conn.execute("UPDATE games SET finished_at = NULL, winner_side = NULL, totals_json = NULL "
                             "WHERE game_id = ?", (game_id,))

    def record_missing(self, game: Game, game_id: str) -> None:
        """Redo brought back hands, or the ending, that an undo had dropped: record what the game has
        and the database lacks (the hands already there keep their first recording)."""
        with self._transaction() as conn:
            known = {row[0] for row in conn.execute("SELECT hand FROM hands WHERE game_id = ?", (game_id,))}
            finished = conn.execute("SELECT finished_at FROM games WHERE game_id = ?", (game_id,)).fetchone()
        for event in game.events:
            if isinstance(event, HandEnded) and event.hand not in known:
                self.record_hand(game, game_id, event)
            elif isinstance(event, GameEnded) and (finished is None or finished[0] is None):
                self.record_game_end(game, game_id, event)

    def reset(self) -> None:
        """Forget every game and hand (the rule sets go with them)."""
        with self._transaction() as conn:
            conn.execute("DELETE FROM hands")
            conn.execute("DELETE FROM seats")
            conn.execute("DELETE FROM games")
            conn.execute("DELETE FROM rule_sets")

    # Reading ----------------------------------------------------------------------

    def summary(self, shown_name: Callable[[str], str] | None = None) -> Summary:
        """Everything the Statistics window shows; a damaged database raises :class:`StatisticsError`.

        ``shown_name`` gives a recorded name as it is shown: where two names are one player (a default
        seat name recorded in two languages, "South" and "Sud"), it gives both the same and they are
        counted as one."""
        try:
            return self._summary(shown_name or (lambda name: name))
        except (sqlite3.Error, ValueError, TypeError) as exc:
            raise StatisticsError(f"the statistics cannot be read: {exc}") from None

    def _summary(self, shown_name: Callable[[str], str]) -> Summary:
        conn = self.conn
        games = conn.execute(
            "SELECT g.game_id, g.rules_hash, r.name, g.mode, g.finished_at, g.winner_side "
            "FROM games g JOIN rule_sets r ON r.hash = g.rules_hash "
            "ORDER BY COALESCE(g.finished_at, g.started_at), g.rowid").fetchall()
        seats: dict[str, list[_Seat]] = defaultdict(list)
        for game_id, seat, name, kind, side in conn.execute("SELECT * FROM seats ORDER BY game_id, seat"):
            seats[game_id].append(_Seat(seat, shown_name(name) if name else name, kind, side))
        hands: dict[str, list[_Hand]] = defaultdict(list)
        for game_id, bidder, bid, made, delta in conn.execute(
                "SELECT game_id, bidder, bid, made, delta_json FROM hands ORDER BY game_id, hand"):
            hands[game_id].append(_Hand(bidder, bid, bool(made), tuple(json.loads(delta))))

        modes: dict[tuple[str, str, str], list[int]] = {}
        players: dict[tuple[str, str], _PlayerTally] = defaultdict(_PlayerTally)
        for game_id, digest, rules_name, mode, finished_at, winner in games:
            finished = finished_at is not None and winner is not None
            row = modes.setdefault((digest, mode, rules_name), [0, 0, 0])
            row[0] += finished
            row[1] += len(hands[game_id])
            row[2] += finished and mode == Mode.VS_COMPUTER.value and any(
                s.kind == "human" and s.side == winner for s in seats[game_id])
            for key, own, counted, decided in _players_of_game(mode, seats[game_id]):
                players[key].add_game(own, counted, hands[game_id], winner if finished and decided else None)

        rule_modes = tuple(
            RuleModeRow(rules_name, digest, Mode(mode), g, h, w if mode == Mode.VS_COMPUTER.value else None)
            for (digest, mode, rules_name), (g, h, w) in sorted(modes.items(), key=lambda kv: (kv[0][2], kv[0][1]))
            # A rule set whose only games were abandoned before a hand was scored would be a row of zeros.
            if g or h
        )
        rows = [tally.row(kind, name) for (kind, name), tally in players.items() if not tally.empty]
        order = {"human": 0, "easy": 2, "normal": 3, "hard": 4}
        rows.sort(key=lambda r: (order.get(r.kind, 5), r.name != "", r.name.casefold()))
        total_hands = sum(len(h) for h in hands.values())
        total_games = sum(1 for g in games if g[4] is not None and g[5] is not None)
        return Summary(rule_modes, tuple(rows), total_games, total_hands)


class StatisticsRecorder:
    """Records one game's hands and its end as they happen (subscribes to the game)."""

    def __init__(self, statistics: Statistics) -> None:
        self.statistics = statistics
        self.game: Game | None = None
        self.game_id = ""
        self.last_error: Exception | None = None
        self._unsubscribe: Callable[[], None] | None = None

    def attach(self, game: Game, game_id: str, rewound: bool = False, since: int | None = None) -> None:
        """Follow ``game``; ``rewound`` when it replaces the same game after an undo.

        ``since``: the game's events from this index on happened before the recorder
        could follow them (the database was opened late); their hands and ending are
        recorded now.
        """
        self.detach()
        self.game, self.game_id = game, game_id
        self._unsubscribe = game.subscribe(self._on_event)
        if rewound:
            self._guard(lambda: self.statistics.forget_after(game, game_id))
        if since is not None:
            for event in game.events[since:]:
                self._on_event(event)

    def redone(self, game: Game) -> None:
        """The followed game's ``game``, after a redo: its hands and ending are recorded again."""
        self._guard(lambda: self.statistics.record_missing(game, self.game_id))

    def detach(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
        self._unsubscribe = None
        self.game = None

    def _on_event(self, event: Event) -> None:
        game = self.game
        if game is not None and isinstance(event, (HandEnded, GameEnded)):
            self._guard(lambda: self.statistics.record_event(game, self.game_id, event))

    def _guard(self, write: Callable[[], None]) -> None:
        # Statistics must never stop a game: a locked or damaged database is reported, not raised.
        try:
            write()
            self.last_error = None
        except (sqlite3.Error, StatisticsError, OSError) as exc:
            self.last_error = exc
