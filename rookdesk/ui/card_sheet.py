"""Contact sheet of every card face and back, for reviewing the card art.

Run ``python -m rookdesk.ui.card_sheet OUT.png [--width PX]`` (headless works
with ``QT_QPA_PLATFORM=offscreen``). The sheet in docs/screenshots comes from
this.
"""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QApplication

from rookdesk.ui.card_art import LOOKS, ROOK_COLOURS, ROOK_ID, ROOK_RANKS, STANDARD_RANKS, STANDARD_SUITS
from rookdesk.ui.card_cache import BACK_ID, CardImageCache, card_height

GAP = 8
LABEL_H = 26
TABLE_GREEN = "#1f5e3a"
SUIT_NAMES = {
    "B": "Black (leaf)",
    "G": "Green (clover)",
    "R": "Red (heart)",
    "Y": "Yellow (sun)",
    "S": "Spades",
    "H": "Hearts",
    "D": "Diamonds",
    "C": "Clubs",
}


def sheet_rows() -> list[tuple[str, str, list[str]]]:
    """(title, deck style, card ids) per row: one row per suit, extras last."""
    rows: list[tuple[str, str, list[str]]] = []
    for look in LOOKS:
        for colour in ROOK_COLOURS:
            title = f"{look} · Rook deck · {SUIT_NAMES[colour]}"
            rows.append((title, "rook", [rank + colour for rank in ROOK_RANKS]))
        for suit in STANDARD_SUITS:
            title = f"{look} · standard deck · {SUIT_NAMES[suit]}"
            rows.append((title, "standard", [rank + suit for rank in STANDARD_RANKS]))
        title = f"{look} · the Rook, the joker, the back"
        rows.append((title, "extra", [ROOK_ID + ":rook", ROOK_ID + ":standard", BACK_ID]))
    return rows


def render_sheet(width: int = 110, dpr: float = 1.0) -> QImage:
    """Every face of both decks and both looks, plus the backs, on a green table."""
    cache = CardImageCache(max_entries=1000)
    height = card_height(width)
    rows = sheet_rows()
    columns = max(len(ids) for _, _, ids in rows)
    total_w = GAP + columns * (width + GAP)
    total_h = len(rows) * (height + GAP + LABEL_H) + GAP
    sheet = QImage(round(total_w * dpr), round(total_h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    sheet.setDevicePixelRatio(dpr)
    sheet.fill(QColor(TABLE_GREEN))
    painter = QPainter(sheet)
    painter.setFont(QFont("sans-serif", 11))
    painter.setPen(QColor("#e8f0e0"))
    y = GAP
    for title, style, ids in rows:
        painter.drawText(GAP, y + 16, title)
        y += LABEL_H
        for column, card in enumerate(ids):
            look = title.split()[0]
            pixmap = _face(cache, card, style, width, dpr, look)
            painter.drawPixmap(QPoint(GAP + column * (width + GAP), y), pixmap)
        y += height + GAP
    painter.end()
    return sheet


def _face(cache: CardImageCache, card: str, style: str, width: int, dpr: float, look: str) -> QPixmap:
    """One sheet cell; "extra" cells name their own deck style after a colon."""
    if card == BACK_ID:
        return cache.back_pixmap(width, dpr, look)
    if style == "extra":
        card, style = card.split(":")
    return cache.pixmap(card, style, width, dpr, look)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("output", help="PNG file to write")
    parser.add_argument("--width", type=int, default=110, help="card width in pixels")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    ok = render_sheet(args.width, args.dpr).save(args.output)
    del app
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
