"""Shared by the packaging tests: tool checks, sizes, running the self-test, the figures measured.

Building takes about a minute (PyInstaller, then dpkg-deb), so every packaging
test shares one build, made once per test run in the run's shared temporary
folder (never dist/ or build/, which a developer or another test run may be
using), whichever worker process comes first. Set
``ROOKDESK_FROZEN_APP=/path/to/dist/rookdesk`` to test an app built already.

Tools: on CI (``CI=true``) a missing tool (PyInstaller, dpkg-deb,
desktop-file-validate, appstreamcli) fails the test, because a skipped check
is a check CI does not make; on a developer's machine the test is skipped and
says what to install.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "rookdesk.spec"
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.rookdesk.Rookdesk"
# The self-test's own time-out is 60 s; the subprocess gets more, so the app reports first.
SELF_TEST_PROCESS_TIMEOUT_S = 150

# A folder shared by every process of one test run (tests/conftest.py makes it): pytest-xdist runs the
# tests in worker processes and prints the summary in another.
SHARE_VARIABLE = "ROOKDESK_TEST_SHARE"
# Figures shown after the test run (sizes, build and self-test times), this process's.
MEASURED: dict[str, str] = {}


def share_folder() -> Path:
    return Path(os.environ[SHARE_VARIABLE])


def record_figure(name: str, value: str) -> None:
    """A figure for the summary after the run (written to the shared folder, which the summary reads)."""
    MEASURED[name] = value
    (share_folder() / f"figures-{os.getpid()}.json").write_text(json.dumps(MEASURED))


def built_once(name: str, build: Callable[[Path], Path]) -> Path:
    """What ``build(folder)`` returns, built once per test run even when several processes run the
    tests: the first to come builds in the shared folder, the others wait for it and use its build."""
    import fcntl   # the packaging checks run on Linux only (need_linux)

    share = share_folder()
    with open(share / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)   # released when the file closes
        made = share / name / "made"
        if not made.exists():
            shutil.rmtree(share / name, ignore_errors=True)
            (share / name).mkdir()
            result = build(share / name)
            made.write_text(str(result))
        return Path(made.read_text())


def on_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def need_tool(name: str, apt_package: str) -> str:
    """The tool's path; fail on CI and skip elsewhere when it is missing."""
    path = shutil.which(name)
    if path is None:
        message = f"{name} is not installed (apt-get install {apt_package})"
        if on_ci():
            pytest.fail(message)
        pytest.skip(message)
    return path


def need_linux() -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("the frozen-app and .deb checks run on Linux (see packaging/README.md for the others)")


def apparent_size(folder: Path) -> int:
    """Bytes of the files as `du --apparent-size` counts them (a symlink counts as its own small size)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() or p.is_symlink())


def headless_env(**extra: str) -> dict[str, str]:
    """The environment of a machine with no display at all: the app must cope by itself."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "ROOKDESK_DATA_DIR")}
    env.update(extra)
    return env


@dataclass(frozen=True)
class SelfTestRun:
    returncode: int
    stdout: str
    stderr: str
    seconds: float
    png: Path


def run_self_test(executable: Path, png: Path, env: dict[str, str] | None = None) -> SelfTestRun:
    started = time.monotonic()
    result = subprocess.run([str(executable), "--self-test", "--self-test-png", str(png)],
                            capture_output=True, text=True, timeout=SELF_TEST_PROCESS_TIMEOUT_S,
                            env=env if env is not None else headless_env())
    return SelfTestRun(result.returncode, result.stdout, result.stderr, time.monotonic() - started, png)


def build_translations() -> None:
    """Compile translations/*.ts to .qm where missing or stale (as `make` does), so the bundle carries them."""
    sources = sorted((ROOT / "translations").glob("*.ts"))
    if not sources:
        return
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    for ts in sources:
        qm = ts.with_suffix(".qm")
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)
