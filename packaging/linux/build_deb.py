"""Build rookdesk's .deb from the frozen one-folder app.

    python packaging/linux/build_deb.py [--app dist/rookdesk] [--out dist]

The package installs the app under /opt/rookdesk, a `rookdesk` command in
/usr/bin, the desktop entry, AppStream metainfo, hicolor icons and the MIME
types for saved games and house-rules files. Debian's triggers for the
desktop, MIME and icon databases run on install and removal, so the package
needs no maintainer scripts and uninstalls cleanly.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.rookdesk.Rookdesk"


def version() -> str:
    """``rookdesk.__version__``, the one place the version is written (read, not imported: no Qt here)."""
    import re

    text = (ROOT / "rookdesk" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("rookdesk/__init__.py has no __version__")
    return found.group(1)


def architecture() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(os.uname().machine, os.uname().machine)


def installed_size_kib(tree: Path) -> int:
    return sum(f.stat().st_size for f in tree.rglob("*") if f.is_file() and not f.is_symlink()) // 1024 + 1


def build(app: Path, out: Path) -> Path:
    if not (app / "rookdesk").is_file():
        raise SystemExit(f"{app} holds no frozen rookdesk app: run `make package` first")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "pkg"
        shutil.copytree(app, root / "opt" / "rookdesk", symlinks=True)
        (root / "usr" / "bin").mkdir(parents=True)
        os.symlink("/opt/rookdesk/rookdesk", root / "usr" / "bin" / "rookdesk")
        share = root / "usr" / "share"
        (share / "applications").mkdir(parents=True)
        shutil.copy(LINUX / f"{APP_ID}.desktop", share / "applications")
        (share / "metainfo").mkdir()
        shutil.copy(LINUX / f"{APP_ID}.metainfo.xml", share / "metainfo")
        (share / "mime" / "packages").mkdir(parents=True)
        shutil.copy(LINUX / "rookdesk-mime.xml", share / "mime" / "packages" / "rookdesk.xml")
        shutil.copytree(ROOT / "assets" / "icons" / "hicolor", share / "icons" / "hicolor")
        arch = architecture()
        control = root / "DEBIAN"
        control.mkdir()
        (control / "control").write_text(
            "Package: rookdesk\n"
            f"Version: {version()}\n"
            "Section: games\n"
            "Priority: optional\n"
            f"Architecture: {arch}\n"
            f"Installed-Size: {installed_size_kib(root)}\n"
            # What the bundle takes from the system (PyInstaller leaves out libc, libGL/libEGL and libxcb,
            # which must match the machine's drivers and X server).
            "Depends: libc6, libgl1, libegl1, libxcb1, libfontconfig1, libxkbcommon0, libxkbcommon-x11-0, libdbus-1-3\n"
            # Qt's Wayland platform needs these; without them Qt falls back to X11 (XWayland).
            "Recommends: libwayland-client0, libwayland-cursor0, libwayland-egl1\n"
            "Maintainer: rookdesk developers <rookdesk@users.noreply.github.com>\n"
            "Homepage: https://github.com/rookdesk/rookdesk\n"
            "Description: Rook card game with every house rule a setting\n"
            " Play Rook by your own house rules: two-handed with a standard or a Rook\n"
            " deck, partnership cut-throat Rook or the tournament rules, against\n"
            " computer players or hot-seat on one computer.\n"
        )
        out.mkdir(parents=True, exist_ok=True)
        target = out / f"rookdesk_{version()}_{arch}.deb"
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zgzip", "--build", str(root), str(target)],
                       check=True, stdout=subprocess.DEVNULL)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", type=Path, default=ROOT / "dist" / "rookdesk")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args(argv)
    print(build(args.app, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
