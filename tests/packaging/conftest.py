"""Packaging fixtures: the frozen app and its .deb are built once per test run (see bundle_tools.built_once)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from bundle_tools import LINUX, ROOT, SPEC, build_translations, built_once, need_linux, need_tool, on_ci, record_figure


@pytest.fixture(scope="session")
def frozen_app() -> Path:
    """The one-folder frozen app (its folder; the executable is ``rookdesk`` inside)."""
    need_linux()
    given = os.environ.get("ROOKDESK_FROZEN_APP")
    if given:
        return Path(given)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        message = "PyInstaller is not installed (pip install -e '.[package]')"
        if on_ci():
            pytest.fail(message)
        pytest.skip(message)
    return built_once("frozen", _build_frozen_app)


def _build_frozen_app(out: Path) -> Path:
    build_translations()
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(out / "dist"), "--workpath", str(out / "work"), str(SPEC)],
        capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert result.returncode == 0, f"PyInstaller failed:\n{result.stdout[-3000:]}\n{result.stderr[-6000:]}"
    record_figure("PyInstaller build", f"{time.monotonic() - started:.0f} s")
    shutil.rmtree(out / "work", ignore_errors=True)   # 100+ MB of intermediate files
    return out / "dist" / "rookdesk"


@pytest.fixture(scope="session")
def deb_file(frozen_app: Path) -> Path:
    need_tool("dpkg-deb", "dpkg")

    def build(out: Path) -> Path:
        started = time.monotonic()
        result = subprocess.run([sys.executable, str(LINUX / "build_deb.py"), "--app", str(frozen_app),
                                 "--out", str(out)], capture_output=True, text=True, timeout=600)
        assert result.returncode == 0, f"build_deb.py failed:\n{result.stdout}\n{result.stderr}"
        deb = Path(result.stdout.strip().splitlines()[-1])
        record_figure(".deb build", f"{time.monotonic() - started:.0f} s")
        record_figure(".deb file size", f"{deb.stat().st_size / 1e6:.1f} MB")
        return deb

    return built_once("deb", build)
