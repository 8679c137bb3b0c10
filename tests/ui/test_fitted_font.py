"""fitted_font skips the sizes that cannot fit, and finds the size trying every one would."""

from __future__ import annotations

import random

from PySide6.QtGui import QFont, QFontMetricsF

from rookdesk.ui.table.decor import fitted_font


def tried_size_by_size(lines: list[str], width: float, height: float, start: float, bold_first: bool,
                       least: float) -> int:
    """The plain search: every size from ``start`` down by one pixel, until all lines fit."""
    px = start
    while True:
        font = QFont()
        font.setPixelSize(max(1, round(px)))
        metrics = QFontMetricsF(font)
        widest = max((metrics.horizontalAdvance(line) for line in lines), default=0.0)
        if bold_first and lines:
            bold = QFont(font)
            bold.setBold(True)
            widest = max(widest, QFontMetricsF(bold).horizontalAdvance(lines[0]))
        if (widest <= width and metrics.lineSpacing() * max(1, len(lines)) <= height) or px <= least:
            return font.pixelSize()
        px = max(px - 1, least)


def test_the_same_size_as_trying_every_size(qapp, monkeypatch):
    words = ["South", "dealer", "bid 115", "Trump: Green", "Tricks 4 · 35 points", "Nordwesten", "annonce 105",
             "Ann", "W", "Bid: 140 by South", "Jeu terminé · joué à 500"]
    measured = []
    real = QFontMetricsF.horizontalAdvance
    monkeypatch.setattr(QFontMetricsF, "horizontalAdvance", lambda self, text: measured.append(1) or real(self, text))
    fast = plain = 0
    rng = random.Random(7)
    for _ in range(400):
        lines = rng.sample(words, rng.randint(1, 4))
        width, height = rng.uniform(10, 400), rng.uniform(8, 160)
        start, least, bold = rng.choice([40.0, 22.0, 12.5, 10.1]), rng.choice([1.0, 6.0, 8.0]), rng.random() < 0.5
        measured.clear()
        got = fitted_font(lines, width, height, start, bold_first=bold, min_px=least).pixelSize()
        fast += len(measured)
        measured.clear()
        assert got == tried_size_by_size(lines, width, height, start, bold, least), (lines, width, height, start)
        plain += len(measured)
    assert fast < plain / 2   # the skipped sizes are not measured

