"""Packaging fixtures: the frozen app and its .deb are built once per test session (see bundle_tools)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest
from bundle_tools import LINUX, MEASURED, ROOT, SPEC, build_translations, need_linux, need_tool, on_ci


@pytest.fixture(scope="session")
def frozen_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The one-folder frozen app (its folder; the executable is ``rookdesk`` inside)."""
    need_linux()
    given = os.environ.get("ROOKDESK_FROZEN_APP")
    if given:
        yield Path(given)
        return
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        message = "PyInstaller is not installed (pip install -e '.[package]')"
        if on_ci():
            pytest.fail(message)
        pytest.skip(message)
    build_translations()
    out = tmp_path_factory.mktemp("frozen")
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(out / "dist"), "--workpath", str(out / "work"), str(SPEC)],
        capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert result.returncode == 0, f"PyInstaller failed:\n{result.stdout[-3000:]}\n{result.stderr[-6000:]}"
    MEASURED["PyInstaller build"] = f"{time.monotonic() - started:.0f} s"
    shutil.rmtree(out / "work", ignore_errors=True)   # 100+ MB of intermediate files
    yield out / "dist" / "rookdesk"
    # pytest keeps the last sessions' temporary folders: not 110 MB apps each time.
    shutil.rmtree(out, ignore_errors=True)


@pytest.fixture(scope="session")
def deb_file(frozen_app: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    need_tool("dpkg-deb", "dpkg")
    out = tmp_path_factory.mktemp("deb")
    started = time.monotonic()
    result = subprocess.run([sys.executable, str(LINUX / "build_deb.py"), "--app", str(frozen_app), "--out", str(out)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, f"build_deb.py failed:\n{result.stdout}\n{result.stderr}"
    deb = Path(result.stdout.strip().splitlines()[-1])
    MEASURED[".deb build"] = f"{time.monotonic() - started:.0f} s"
    MEASURED[".deb file size"] = f"{deb.stat().st_size / 1e6:.1f} MB"
    yield deb
    shutil.rmtree(out, ignore_errors=True)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:  # noqa: ANN001
    if MEASURED:
        terminalreporter.section("packaging figures")
        for name, value in MEASURED.items():
            terminalreporter.write_line(f"{name}: {value}")
