"""PDFs made by other toolchains (LaTeX, Typst, LibreOffice, Chromium, RenderCV)
read back against their answer keys with the same field recall."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest

from editor.formats import load
from editor.formats.pdf_import import read_pdf
from editor.formats.pdf_import.recall import field_recall

CORPUS = Path(__file__).resolve().parents[2] / "fixtures" / "pdf_corpus"
PDFS = sorted(CORPUS.glob("*.pdf"))
MEAN_FLOOR = 0.85  # the goal


@functools.cache
def _recall(name: str):
    pdf = CORPUS / name
    key = load(pdf.with_suffix(".yaml"))
    read = read_pdf(pdf.read_bytes(), pdf.name)
    return field_recall(key, key.default_language, read.resume), read, key


@pytest.mark.parametrize("name", [pdf.name for pdf in PDFS])
def test_each_corpus_pdf_is_read(name):
    recall, read, key = _recall(name)
    assert read.resume.default_language == key.default_language
    assert recall.score >= 0.5, recall.missing[:8]


def test_mean_recall_over_the_corpus():
    assert len(PDFS) >= 12
    scores = [_recall(pdf.name)[0].score for pdf in PDFS]
    assert sum(scores) / len(scores) >= MEAN_FLOOR
