"""A computer player that thinks in a child process, so its search never holds the GUI's interpreter lock.

Hard's search is pure Python. On a worker thread of the desktop app it
competes with the GUI thread for the GIL, and the table stutters while it
thinks. :class:`ThinkerProcess` is one child Python process that holds the
players and runs their ``choose``; :class:`ProcessPlayer` is the stand-in the
app keeps for a seat. It blocks in a pipe read (no GIL held) while the child
searches, and ``cancel()`` reaches the child at once over the same pipe.

The protocol is length-prefixed pickles on the child's stdin and stdout:

* parent to child: ``("choose", request, key, level, seed, choice, cancelled)``,
  ``("cancel", request)``, ``("forget", key)``;
* child to parent: ``("done", request, action)`` or ``("failed", request, text)``.

The child is ``python -m rookdesk.ai.thinker`` from a source checkout, and the
app itself with ``--think-worker`` when frozen (``rookdesk.ui.app`` hands that
argument to :func:`serve` before Qt loads). If the child cannot be started or
dies, the stand-in thinks in-process instead, so a game never stalls.
"""

from __future__ import annotations

import itertools
import logging
import os
import pickle
import queue
import struct
import subprocess
import sys
import threading
from typing import BinaryIO, Callable

from ..engine.actions import Action
from .player import Choice, Player
from .registry import make_player

log = logging.getLogger(__name__)

WORKER_FLAG = "--think-worker"
MAX_LOSSES = 3   # children lost in a row before the thinking stays in-process
_HEADER = struct.Struct("<I")


def _send(stream: BinaryIO, message: tuple) -> None:
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def _receive(stream: BinaryIO) -> tuple | None:
    """The next message, or ``None`` at the end of the stream."""
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        return None
    (size,) = _HEADER.unpack(header)
    data = stream.read(size)
    if len(data) < size:
        return None
    return pickle.loads(data)


def worker_command() -> list[str]:
    """How to start the child: the frozen app with the worker flag, or this module with the same Python."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_FLAG]
    return [sys.executable, "-m", "rookdesk.ai.thinker"]


class ThinkerProcess:
    """The child process and the parent's end of its pipes. Thread-safe; one decision at a time."""

    def __init__(self, command: list[str] | None = None) -> None:
        self._command = command or worker_command()
        self._process: subprocess.Popen | None = None
        self._write_lock = threading.Lock()   # requests (worker thread) and cancels (GUI thread) share stdin
        self._decide_lock = threading.Lock()  # one request in flight
        self._requests = itertools.count(1)
        self._in_flight = 0      # request id in flight, and its player's key
        self._in_flight_key = 0
        self._failed = False
        self._losses = 0

    @property
    def available(self) -> bool:
        """Whether a child runs or can be started (``False`` for good after it could not)."""
        return not self._failed

    def start(self) -> bool:
        with self._write_lock:
            return self._start_locked()

    def _start_locked(self) -> bool:
        if self._process is not None and self._process.poll() is None:
            return True
        if self._failed:
            return False
        env = dict(os.environ)
        env.pop("ROOKDESK_STARTUP_MARK", None)
        try:
            self._process = subprocess.Popen(
                self._command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env,
                # its own process group: a Ctrl+C in the terminal reaches the app, which stops the child
                start_new_session=sys.platform != "win32",
                creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
        except OSError:
            log.exception("could not start the thinking process; computer players think in-process")
            self._failed = True
            self._process = None
            return False
        return True

    def choose(self, key: int, level: str, seed: int, choice: Choice, cancelled: Callable[[], bool]) -> Action:
        """The action the child's player ``key`` (made from ``level`` and ``seed``) chooses.

        ``cancelled()`` is asked when the request goes out: a cancel that came
        while the request waited for the pipe is sent along with it. Raises
        ``OSError`` (or ``EOFError``, ``RuntimeError``) when the child cannot
        answer; the caller then thinks in-process.
        """
        with self._decide_lock:
            with self._write_lock:
                if not self._start_locked():
                    raise OSError("the thinking process is not available")
                process = self._process
                assert process is not None and process.stdin is not None and process.stdout is not None
                request = next(self._requests)
                self._in_flight, self._in_flight_key = request, key
                try:
                    _send(process.stdin, ("choose", request, key, level, seed, choice, cancelled()))
                except (OSError, ValueError) as exc:
                    self._in_flight = 0
                    self._lost(process)
                    raise OSError(f"the thinking process did not take the request: {exc}") from exc
            try:
                while True:
                    reply = _receive(process.stdout)
                    if reply is None:
                        self._lost(process)
                        raise EOFError("the thinking process ended")
                    kind, answered, payload = reply
                    if answered != request:
                        continue  # an answer to an earlier request abandoned by an error
                    if kind == "done":
                        self._losses = 0
                        return payload
                    raise RuntimeError(f"the thinking process failed: {payload}")
            finally:
                with self._write_lock:
                    self._in_flight = 0

    def cancel(self, key: int) -> None:
        """Ask the child to stop player ``key``'s request, if it is the one in flight."""
        with self._write_lock:
            process = self._process
            if not self._in_flight or self._in_flight_key != key or process is None or process.stdin is None:
                return
            try:
                _send(process.stdin, ("cancel", self._in_flight))
            except (OSError, ValueError):
                pass

    def forget(self, key: int) -> None:
        """Drop the child's player ``key`` (its game is over)."""
        with self._write_lock:
            process = self._process
            if process is None or process.poll() is not None or process.stdin is None:
                return
            try:
                _send(process.stdin, ("forget", key))
            except (OSError, ValueError):
                pass

    def _lost(self, process: subprocess.Popen) -> None:
        self._losses += 1
        if self._losses >= MAX_LOSSES:
            self._failed = True   # a child that keeps dying would cost a start-up per decision
        log.error("the thinking process stopped (exit code %s); %s", process.poll(),
                  "computer players think in-process from now on" if self._failed
                  else "it is started again for the next decision")
        if self._process is process:
            self._process = None
        for stream in (process.stdin, process.stdout):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass

    def close(self, timeout: float = 2.0) -> None:
        """End the child: close its input (it exits at end of input), then kill it if it lingers."""
        with self._write_lock:
            process, self._process = self._process, None
        if process is None:
            return
        try:
            if process.stdin is not None:
                process.stdin.close()
            process.wait(timeout)
        except (OSError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()
        finally:
            if process.stdout is not None:
                process.stdout.close()


class ProcessPlayer:
    """A player whose ``choose`` runs in a :class:`ThinkerProcess`, with an in-process stand-by.

    ``cancel()`` follows :class:`~rookdesk.ai.base.BasePlayer`: it stops the
    decision in progress, or the next one when none runs (a request still
    queued on the app's worker pool), which then returns a quick answer; it is
    used up when that decision returns.
    """

    _keys = itertools.count(1)

    def __init__(self, level: str, seed: int, thinker: ThinkerProcess) -> None:
        self.level, self.seed, self.thinker = level, seed, thinker
        self.key = next(self._keys)
        # Plain flags: set from the GUI thread, read by the worker (single attribute writes are atomic).
        self._cancel_pending = False
        self._running = False
        self._local: Player | None = None
        self.answers_from_child = 0   # decisions the child made (the rest were made in-process)

    def choose(self, choice: Choice) -> Action:
        self._running = True
        try:
            if self.thinker.available:
                try:
                    action = self.thinker.choose(self.key, self.level, self.seed, choice,
                                                 lambda: self._cancel_pending)
                    self.answers_from_child += 1
                    return action
                except (OSError, EOFError, RuntimeError):
                    log.exception("thinking in-process for this decision")
            local = self._local_player()
            if self._cancel_pending:
                local.cancel()   # type: ignore[attr-defined]
            return local.choose(choice)
        finally:
            self._running = False
            self._cancel_pending = False

    def cancel(self) -> None:
        self._cancel_pending = True
        if self._running:
            self.thinker.cancel(self.key)
            cancel = getattr(self._local, "cancel", None)
            if callable(cancel):
                cancel()

    def close(self) -> None:
        self.thinker.forget(self.key)

    def _local_player(self) -> Player:
        if self._local is None:
            self._local = make_player(self.level, self.seed)
        return self._local


# The child ----------------------------------------------------------------------

def serve(stdin: BinaryIO, stdout: BinaryIO) -> int:
    """Answer requests until the input ends. A reader thread takes cancels while a search runs."""
    players: dict[int, Player] = {}
    requests: queue.Queue[tuple | None] = queue.Queue()
    state_lock = threading.Lock()
    current: list = [0, None]          # request being decided, its player
    cancelled: set[int] = set()

    def read() -> None:
        while True:
            message = _receive(stdin)
            if message is None:
                requests.put(None)
                return
            kind = message[0]
            if kind == "cancel":
                with state_lock:
                    if current[0] == message[1] and current[1] is not None:
                        current[1].cancel()
                    else:
                        cancelled.add(message[1])
            else:
                requests.put(message)

    threading.Thread(target=read, name="thinker-reader", daemon=True).start()
    while True:
        message = requests.get()
        if message is None:
            return 0
        if message[0] == "forget":
            players.pop(message[1], None)
            continue
        _, request, key, level, seed, choice, was_cancelled = message
        try:
            player = players.get(key)
            if player is None:
                player = players[key] = make_player(level, seed)
            with state_lock:
                current[0], current[1] = request, player
                if was_cancelled or request in cancelled:
                    cancelled.discard(request)
                    player.cancel()  # type: ignore[attr-defined]
            action = player.choose(choice)
            reply: tuple = ("done", request, action)
        except Exception as exc:  # reported to the parent, which thinks in-process instead
            reply = ("failed", request, f"{type(exc).__name__}: {exc}")
        finally:
            with state_lock:
                reset = getattr(current[1], "reset_cancel", None)
                if callable(reset):
                    reset()  # a cancel that came after the answer must not stop the player's next decision
                current[0], current[1] = 0, None
        _send(stdout, reply)


def main() -> int:
    # The pipes are the protocol: take them by file descriptor (a windowed frozen app has no sys.stdout),
    # then point descriptor 1 at stderr so stray prints cannot corrupt the channel.
    channel_in = os.fdopen(os.dup(0), "rb")
    channel_out = os.fdopen(os.dup(1), "wb")
    try:
        os.dup2(2, 1)
    except OSError:
        pass
    sys.stdout = sys.stderr
    return serve(channel_in, channel_out)


if __name__ == "__main__":
    sys.exit(main())
