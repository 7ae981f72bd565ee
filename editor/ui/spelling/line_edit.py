"""The red wavy line under a misspelt word of a one-line field (a title, a name).

A ``QLineEdit`` has no syntax highlighter, so the line is painted over the
field after it has drawn itself: the x of a character is measured from the
caret's rectangle and the font's advances (exact for the one font a line
edit uses; a fallback font for Chinese moves nothing English after it by
more than a pixel or two).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QLineEdit

from ...editing.spelling import SpellChecker
from .highlighter import UNDERLINE_COLOUR, python_index

WAVE_PERIOD = 4.0
WAVE_HEIGHT = 1.5


def word_spans(widget: QLineEdit, checker: SpellChecker) -> list[tuple[float, float]]:
    """Where the misspelt words of *widget* are drawn: (left x, right x) each."""
    text = widget.text()
    if not text:
        return []
    metrics = widget.fontMetrics()
    caret = widget.cursorPosition()
    caret_x = widget.cursorRect().center().x()
    origin = caret_x - metrics.horizontalAdvance(text[:python_index(text, caret)])
    spans: list[tuple[float, float]] = []
    for word in checker.misspelt(text):
        left = origin + metrics.horizontalAdvance(text[:word.start])
        spans.append((left, left + metrics.horizontalAdvance(word.text)))
    return spans


def paint_underlines(widget: QLineEdit, checker: SpellChecker) -> None:
    """Draw the wavy lines; call right after the field has painted itself."""
    spans = word_spans(widget, checker)
    if not spans:
        return
    metrics = widget.fontMetrics()
    caret = widget.cursorRect()  # as tall as the line: its text starts at the top
    line_top = caret.center().y() - metrics.height() / 2
    baseline = line_top + metrics.ascent() + WAVE_HEIGHT + 1
    visible = widget.rect()
    painter = QPainter(widget)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setClipRect(visible.adjusted(2, 0, -2, 0))
    painter.setPen(QPen(UNDERLINE_COLOUR, 1))
    for left, right in spans:
        if right < visible.left() or left > visible.right():
            continue
        painter.drawPath(_wave(left, right, baseline))
    painter.end()


def _wave(left: float, right: float, y: float) -> QPainterPath:
    path = QPainterPath(QPointF(left, y))
    steps = max(2, int(math.ceil((right - left) / (WAVE_PERIOD / 2))))
    for step in range(1, steps + 1):
        x = left + (right - left) * step / steps
        path.lineTo(QPointF(x, y + WAVE_HEIGHT if step % 2 else y - WAVE_HEIGHT))
    return path

