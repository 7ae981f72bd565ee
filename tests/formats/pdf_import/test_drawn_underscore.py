"""TeX's default fonts have no underscore: ``\\_`` draws a short rule on the baseline.
Between two characters of a line, such a rule is read as the "_" it stands for."""

from __future__ import annotations

import io

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

from editor.formats.pdf_import.extract import read_pages
from tests.formats.pdf_import.test_layouts import FONTS  # noqa: F401  (registers LayoutSans)


def _page(parts: list[str], underline: bool = False) -> bytes:
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(595, 842), invariant=1)
    page.setFont("LayoutSans", 10)
    x, y = 50.0, 700.0
    for index, part in enumerate(parts):
        if index:  # what pdfTeX writes for \_ in OT1: a stroked rule a third of an em wide, on the baseline
            page.setLineWidth(0.4)
            page.line(x + 0.6, y + 0.2, x + 3.6, y + 0.2)
            x += 4.2
        page.drawString(x, y, part)
        x += stringWidth(part, "LayoutSans", 10)
    if underline:
        page.setLineWidth(0.5)
        page.line(50, y - 1.5, x, y - 1.5)
    page.showPage()
    page.save()
    return out.getvalue()


def _text(raw: bytes) -> str:
    (page,) = read_pages(raw, "cv.pdf")
    return "".join(g.text for g in sorted(page.glyphs, key=lambda g: g.x0))


def test_a_rule_drawn_for_an_underscore_reads_as_one():
    assert _text(_page(["io", "uring", "paths"])) == "io_uring_paths"


def test_an_underline_is_no_underscore():
    assert _text(_page(["linked words"], underline=True)) == "linked words"
