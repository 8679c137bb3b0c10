"""The frozen one-folder app (PyInstaller): it starts without a display, plays, draws, and stays small."""

from __future__ import annotations

import subprocess
from pathlib import Path

from rookdesk import __version__

from bundle_tools import ROOT, apparent_size, headless_env, record_figure, run_self_test

MAX_APPARENT_BYTES = 120 * 1024 * 1024   # the budget for the unpacked Linux app
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def test_frozen_app_passes_its_self_test_without_a_display(frozen_app: Path, tmp_path: Path):
    """No DISPLAY, no QT_QPA_PLATFORM: the self-test picks the offscreen platform, plays to game over, saves a PNG."""
    run = run_self_test(frozen_app / "rookdesk", tmp_path / "frozen.png")
    record_figure("frozen self-test", f"{run.seconds:.1f} s")
    assert run.returncode == 0, f"exit {run.returncode}\n{run.stdout}\n{run.stderr}"
    assert "game over" in run.stdout and run.stdout.rstrip().endswith("OK"), run.stdout
    data = run.png.read_bytes()
    assert data.startswith(PNG_SIGNATURE) and len(data) > 10_000
    assert str(run.png) in run.stdout


def test_frozen_app_says_its_version(frozen_app: Path):
    result = subprocess.run([str(frozen_app / "rookdesk"), "--version"], capture_output=True, text=True,
                            timeout=60, env=headless_env())
    assert result.returncode == 0
    assert result.stdout.strip() == f"rookdesk {__version__}"


def test_frozen_app_is_under_the_size_budget(frozen_app: Path):
    size = apparent_size(frozen_app)
    record_figure("frozen app (apparent size)", f"{size / 2**20:.1f} MiB ({size:,} bytes)")
    assert size < MAX_APPARENT_BYTES, f"{size / 2**20:.1f} MiB"


def test_frozen_app_carries_icons_and_translations(frozen_app: Path):
    """Data files the code finds at run time: the window icon and every compiled catalogue."""
    bundle = frozen_app / "_internal"
    for size in (16, 32, 48, 256):
        assert (bundle / "assets" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "rookdesk.png").is_file()
    for ts in sorted((ROOT / "translations").glob("rookdesk_*.ts")):
        assert (bundle / "translations" / f"{ts.stem}.qm").is_file(), f"{ts.stem}.qm is not in the bundle"
        lang = ts.stem.split("_", 1)[1]
        if lang != "en":  # English is Qt's own language: rookdesk_en only fixes plural forms
            assert (bundle / "PySide6" / "Qt" / "translations" / f"qtbase_{lang}.qm").is_file()


def test_frozen_app_leaves_out_what_it_does_not_use(frozen_app: Path):
    """The spec's exclusions hold: no QML/Quick, no network stack, no GTK theme, no test frameworks."""
    names = {p.name for p in frozen_app.rglob("*")}
    for unwanted in ("libQt6Qml.so.6", "libQt6Quick.so.6", "libqgtk3.so", "QtNetwork.abi3.so", "libQt6Pdf.so.6"):
        assert unwanted not in names, unwanted
    assert not any(n.startswith(("libgtk-3", "libcairo")) for n in names)
    assert not (frozen_app / "_internal" / "pytest").exists()
