"""Render the app icon's SVG master into PNG sizes, a Windows .ico and a macOS .icns.

Run from the repository root: ``python packaging/make_icons.py``. The outputs
are committed under assets/icons/ so a build needs no image tools. ICO and
ICNS are written directly (both are small containers of PNG images), so no
tool beyond Qt is needed.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
MASTER = ROOT / "assets" / "icons" / "rookdesk.svg"
OUT = ROOT / "assets" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS chunk types holding PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose images are PNGs (read by every Windows since Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size  # 0 means 256 in the directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset + len(blobs))
        blobs += blob
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    chunks = b"".join(kind + struct.pack(">I", len(pngs[size]) + 8) + pngs[size]
                      for size, kind in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", len(chunks) + 8) + chunks


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(MASTER))
    if not renderer.isValid():
        print(f"cannot read {MASTER}", file=sys.stderr)
        return 1
    pngs = {size: render_png(renderer, size) for size in PNG_SIZES}
    for size, blob in pngs.items():
        folder = OUT / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "rookdesk.png").write_bytes(blob)
    scalable = OUT / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    (scalable / "rookdesk.svg").write_bytes(MASTER.read_bytes())
    (OUT / "rookdesk.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (OUT / "rookdesk.icns").write_bytes(icns_bytes(pngs))
    del app
    print(f"wrote {len(pngs)} PNG sizes, rookdesk.ico and rookdesk.icns under {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
