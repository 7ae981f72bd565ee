"""Odd PDFs (text off the page, rotated, tiny or huge, unsafe links, empty
pages) never crash the reader: a résumé or one DocumentError."""

from __future__ import annotations

import io
import random

import pytest
from reportlab.pdfgen import canvas

from editor.formats.errors import DocumentError
from editor.formats.pdf_import import read_pdf

ALPHABET = "abcXYZ 0123456789•–—·|:,.()@/Education Experience Skills Publications 2021 Sep Present **"


def _odd_pdf(rng: random.Random) -> bytes:
    buffer = io.BytesIO()
    c = canvas.Canvas(buffer, pagesize=(rng.choice([100, 595, 2000]), rng.choice([100, 842, 3000])))
    for _ in range(rng.randint(1, 3)):
        for _ in range(rng.randint(0, 50)):
            c.saveState()
            c.setFont(rng.choice(["Helvetica", "Helvetica-Bold", "Times-Italic", "Courier"]),
                      rng.choice([0.5, 4, 10, 11, 14, 30, 200]))
            if rng.random() < 0.1:
                c.rotate(rng.choice([90, 45, 180]))
            if rng.random() < 0.2:
                c.line(*(rng.uniform(-50, 900) for _ in range(4)))
            c.drawString(rng.uniform(-100, 700), rng.uniform(-100, 900),
                         "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 80))))
            if rng.random() < 0.1:
                c.linkURL(rng.choice(["https://github.com/x", "mailto:a@b.c", "javascript:alert(1)", "file:///x"]),
                          tuple(rng.uniform(0, 800) for _ in range(4)))
            c.restoreState()
        c.showPage()
    c.save()
    return buffer.getvalue()


@pytest.mark.parametrize("seed", range(15))
def test_odd_pdfs_never_crash_the_reader(seed):
    raw = _odd_pdf(random.Random(seed))
    try:
        read = read_pdf(raw, "odd.pdf")
    except DocumentError as error:
        assert len(error.problems) == 1
        return
    dumped = read.resume.model_dump_json()
    assert "javascript:" not in dumped and "file:" not in dumped
