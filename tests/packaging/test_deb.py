"""The .deb: what it holds, and that it installs into a scratch root, runs there, and uninstalls cleanly.

The install uses ``dpkg --root`` on an empty dpkg database in a temporary
folder: the real dpkg, its unpacking and its file lists, without touching the
machine's own packages. The package has no maintainer scripts, so nothing
runs inside the scratch root; its dependencies (libc6, libgl1, ...) are not
in the empty database and are ignored there (``--force-depends``).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from rookdesk import __version__

from bundle_tools import APP_ID, need_tool, record_figure, run_self_test


def _info(deb: Path) -> dict[str, str]:
    out = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True, check=True).stdout
    fields: dict[str, str] = {}
    for line in out.splitlines():
        if line and not line.startswith(" ") and ":" in line:
            key, value = line.split(":", 1)
            fields[key] = value.strip()
    return fields


def _contents(deb: Path) -> dict[str, str]:
    """Path -> `dpkg-deb -c` line (mode, owner, size, link target)."""
    out = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
    entries = {}
    for line in out.splitlines():
        parts = line.split(maxsplit=5)
        path = parts[5].split(" -> ")[0]
        entries[path.removeprefix(".").rstrip("/") or "/"] = line
    return entries


def test_deb_control_fields(deb_file: Path):
    info = _info(deb_file)
    assert info["Package"] == "rookdesk"
    assert info["Version"] == __version__
    assert info["Section"] == "games"
    assert int(info["Installed-Size"]) > 10_000
    assert "libc6" in info["Depends"]
    # `dpkg-deb -I` reads the whole control archive: it must not complain.
    subprocess.run(["dpkg-deb", "-I", str(deb_file)], capture_output=True, check=True)


def test_deb_contents(deb_file: Path):
    """App under /opt/rookdesk, the rookdesk command, menu entry, metainfo, MIME types and icons."""
    files = _contents(deb_file)
    assert files["/opt/rookdesk/rookdesk"].split()[0] == "-rwxr-xr-x"
    assert "/opt/rookdesk/_internal/assets/icons/hicolor/48x48/apps/rookdesk.png" in files
    link = files["/usr/bin/rookdesk"]
    assert link.startswith("l") and link.endswith("-> /opt/rookdesk/rookdesk")
    for path in (f"/usr/share/applications/{APP_ID}.desktop", f"/usr/share/metainfo/{APP_ID}.metainfo.xml",
                 "/usr/share/mime/packages/rookdesk.xml", "/usr/share/icons/hicolor/scalable/apps/rookdesk.svg"):
        assert path in files, path
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/rookdesk.png" in files
    owners = {line.split()[1] for line in files.values()}
    assert owners == {"root/root"}
    # Nothing outside the places a package may install to.
    assert all(p == "/" or p.startswith(("/opt", "/usr")) for p in files)


@pytest.fixture()
def scratch_root(tmp_path: Path) -> Path:
    """An empty dpkg database in a folder of its own."""
    need_tool("dpkg", "dpkg")
    root = tmp_path / "root"
    admin = root / "var" / "lib" / "dpkg"
    for sub in ("info", "updates", "triggers"):
        (admin / sub).mkdir(parents=True)
    (admin / "status").touch()
    (admin / "available").touch()
    return root


def _dpkg(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    force = ["--force-not-root"] if os.geteuid() != 0 else []
    return subprocess.run(["dpkg", f"--root={root}", *force, "--log=/dev/null", *args],
                          capture_output=True, text=True, timeout=300)


def _installed_files(root: Path) -> set[Path]:
    return {p for p in root.rglob("*") if not p.is_relative_to(root / "var" / "lib" / "dpkg") and not p.is_dir()}


def test_deb_installs_runs_and_uninstalls_cleanly(deb_file: Path, scratch_root: Path, tmp_path: Path):
    """Install into the scratch root, run the installed command's self-test, purge: nothing is left."""
    installed = _dpkg(scratch_root, "--force-depends", "-i", str(deb_file))
    assert installed.returncode == 0, installed.stdout + installed.stderr
    command = scratch_root / "usr" / "bin" / "rookdesk"
    assert command.is_symlink() and os.readlink(command) == "/opt/rookdesk/rookdesk"
    # The symlink points into the real root; inside the scratch root its target is here:
    binary = scratch_root / os.readlink(command).lstrip("/")
    assert os.access(binary, os.X_OK)
    listed = _dpkg(scratch_root, "-L", "rookdesk").stdout.splitlines()
    assert f"/usr/share/applications/{APP_ID}.desktop" in listed

    run = run_self_test(binary, tmp_path / "installed.png")
    record_figure("installed (.deb) self-test", f"{run.seconds:.1f} s")
    assert run.returncode == 0, f"exit {run.returncode}\n{run.stdout}\n{run.stderr}"
    assert run.png.stat().st_size > 10_000
    # The self-test ran in a temporary data folder: it wrote nothing into the installation.
    assert not any(p.suffix in (".rookrec", ".sqlite", ".db") for p in _installed_files(scratch_root))

    removed = _dpkg(scratch_root, "--purge", "rookdesk")
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert _installed_files(scratch_root) == set()
    assert not (scratch_root / "opt" / "rookdesk").exists()
