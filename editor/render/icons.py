"""Small vector icons for the contact line, drawn with canvas paths.

Drawn rather than taken from an icon font so that no glyph (and no stray
text in the PDF's extracted text) is needed. Each icon fills a square of
``size`` points whose bottom edge sits slightly below the text baseline.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

Icon = Callable[["Canvas", float, float, float], None]


def _envelope(c: Canvas, x: float, y: float, s: float) -> None:
    c.setLineWidth(s * 0.09)
    h = s * 0.68
    y0 = y + (s - h) / 2
    c.roundRect(x, y0, s, h, s * 0.08, stroke=1, fill=0)
    p = c.beginPath()
    p.moveTo(x + s * 0.06, y0 + h - s * 0.06)
    p.lineTo(x + s / 2, y0 + h * 0.38)
    p.lineTo(x + s - s * 0.06, y0 + h - s * 0.06)
    c.drawPath(p, stroke=1, fill=0)


def _phone(c: Canvas, x: float, y: float, s: float) -> None:
    w = s * 0.58
    x0 = x + (s - w) / 2
    c.roundRect(x0, y, w, s, s * 0.12, stroke=0, fill=1)
    c.saveState()
    c.setFillColorRGB(1, 1, 1)
    c.rect(x0 + s * 0.09, y + s * 0.2, w - s * 0.18, s * 0.62, stroke=0, fill=1)
    c.circle(x0 + w / 2, y + s * 0.1, s * 0.055, stroke=0, fill=1)
    c.restoreState()


def _globe(c: Canvas, x: float, y: float, s: float) -> None:
    c.setLineWidth(s * 0.08)
    r = s * 0.46
    cx, cy = x + s / 2, y + s / 2
    c.circle(cx, cy, r, stroke=1, fill=0)
    c.ellipse(cx - r * 0.42, cy - r, cx + r * 0.42, cy + r, stroke=1, fill=0)
    c.line(cx - r, cy, cx + r, cy)
    for dy in (r * 0.55, -r * 0.55):
        half = (r * r - dy * dy) ** 0.5
        c.line(cx - half, cy + dy, cx + half, cy + dy)


def _github(c: Canvas, x: float, y: float, s: float) -> None:
    cx, cy, r = x + s / 2, y + s / 2, s / 2
    c.circle(cx, cy, r, stroke=0, fill=1)
    c.saveState()
    c.setFillColorRGB(1, 1, 1)
    # A cat's head with two ears over a narrow body: the mark reads at 8 pt.
    c.ellipse(cx - r * 0.5, cy - r * 0.22, cx + r * 0.5, cy + r * 0.5, stroke=0, fill=1)
    for side in (-1, 1):
        p = c.beginPath()
        p.moveTo(cx + side * r * 0.48, cy + r * 0.25)
        p.lineTo(cx + side * r * 0.46, cy + r * 0.66)
        p.lineTo(cx + side * r * 0.16, cy + r * 0.44)
        p.close()
        c.drawPath(p, stroke=0, fill=1)
    c.rect(cx - r * 0.2, cy - r * 0.9, r * 0.4, r * 0.8, stroke=0, fill=1)
    c.restoreState()


def _linkedin(c: Canvas, x: float, y: float, s: float) -> None:
    c.roundRect(x, y, s, s, s * 0.15, stroke=0, fill=1)
    c.saveState()
    c.setFillColorRGB(1, 1, 1)
    c.setStrokeColorRGB(1, 1, 1)
    stem = s * 0.15
    c.rect(x + s * 0.17, y + s * 0.16, stem, s * 0.45, stroke=0, fill=1)
    c.circle(x + s * 0.17 + stem / 2, y + s * 0.76, stem * 0.62, stroke=0, fill=1)
    c.rect(x + s * 0.42, y + s * 0.16, stem, s * 0.45, stroke=0, fill=1)
    c.setLineWidth(stem)
    p = c.beginPath()
    p.moveTo(x + s * 0.42 + stem / 2, y + s * 0.45)
    p.curveTo(x + s * 0.52, y + s * 0.68, x + s * 0.78, y + s * 0.66, x + s * 0.78, y + s * 0.45)
    p.lineTo(x + s * 0.78, y + s * 0.16)
    c.drawPath(p, stroke=1, fill=0)
    c.restoreState()


def _pin(c: Canvas, x: float, y: float, s: float) -> None:
    cx, r = x + s / 2, s * 0.3
    top = y + s - r
    p = c.beginPath()
    p.moveTo(cx, y)
    p.lineTo(cx - r * 0.95, top - r * 0.35)
    p.lineTo(cx + r * 0.95, top - r * 0.35)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.circle(cx, top, r, stroke=0, fill=1)
    c.saveState()
    c.setFillColorRGB(1, 1, 1)
    c.circle(cx, top, r * 0.42, stroke=0, fill=1)
    c.restoreState()


ICONS: dict[str, Icon] = {
    "email": _envelope,
    "phone": _phone,
    "website": _globe,
    "github": _github,
    "linkedin": _linkedin,
    "location": _pin,
    "link": _globe,
}


def icon_for_network(network: str) -> str:
    key = network.strip().lower().replace(" ", "")
    return key if key in ICONS else "link"


def draw_icon(c: Canvas, name: str, x: float, baseline: float, size: float, colour: str) -> None:
    from reportlab.lib.colors import HexColor

    c.saveState()
    c.setFillColor(HexColor(colour))
    c.setStrokeColor(HexColor(colour))
    c.setLineCap(1)
    c.setLineJoin(1)
    ICONS[name](c, x, baseline - size * 0.12, size)
    c.restoreState()
