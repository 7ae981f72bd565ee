"""A title with its dates at the right, kept on one line in Word.

The PDF's :class:`~editor.render.flowables.Row` gives the dates the width they
need and wraps the title in what is left, so a long title never pushes the
dates off their line. Word's equivalent of the usual case is a right tab stop
(one editable paragraph); the spaces of the dates become non-breaking ones,
so they never split. When the title and the dates do not fit on one line
(measured with the very fonts the file embeds, at the PDF's 10 pt gap), the
line becomes what the Row is: a borderless two-cell table, the title wrapping
in the first cell and the dates on the first line of the second, which does
not wrap. It reads title, then dates, as the PDF does.
"""

from __future__ import annotations

from typing import Any

from .docx_columns import borderless_table_properties
from .docx_fonts import east_asian_pieces

GAP = 10.0
"""Points between a title and its dates (the PDF's Row gap)."""
NBSP = "\u00a0"
SLACK = 1.5
"""Points added to the dates' cell for rounding (Word measures in twips)."""


def unbreakable(text: str) -> str:
    """*text* with non-breaking spaces: dates that stay in one piece."""
    return text.replace(" ", NBSP)


def text_width(text: str, latin: str, east: str, size: float, *, bold: bool, italic: bool) -> float:
    """The width in points of *text* set in bundled families *latin* and *east*
    (East Asian characters upright, as the file sets them)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from .fonts import family

    width = 0.0
    for piece, is_east in east_asian_pieces(text):
        face = family(east).face(bold, False) if is_east else family(latin).face(bold, italic)
        width += stringWidth(piece, face, size)
    return width


def row_table(w: str, indent: float, left_width: float, right_width: float) -> tuple[Any, Any, Any]:
    """``(table, title cell, dates cell)``: a borderless one-row table at *indent*
    points, the cells *left_width* and *right_width* points wide, no padding;
    the dates' cell does not wrap. The cells are empty (a cell must end with a
    paragraph: the caller adds them)."""
    from docx.oxml import parse_xml

    left, right = round(left_width * 20), round(right_width * 20)
    table = parse_xml(
        f'<w:tbl xmlns:w="{w}">{borderless_table_properties(left + right, round(indent * 20))}'
        f'<w:tblGrid><w:gridCol w:w="{left}"/><w:gridCol w:w="{right}"/></w:tblGrid>'
        '<w:tr>'
        f'<w:tc><w:tcPr><w:tcW w:w="{left}" w:type="dxa"/></w:tcPr></w:tc>'
        f'<w:tc><w:tcPr><w:tcW w:w="{right}" w:type="dxa"/><w:noWrap/></w:tcPr></w:tc>'
        '</w:tr></w:tbl>')
    title, dates = table.findall(f"{{{w}}}tr/{{{w}}}tc")
    return table, title, dates
