"""PDFs made by other toolchains (LaTeX, Typst, LibreOffice, Chromium, RenderCV,
JSON Resume themes) read back against their answer keys with the same field
recall, family by family, and never below a naive reader's (pdftotext -layout
and regular expressions, ``scripts/pdf_corpus/baseline.py``)."""

from __future__ import annotations

import functools
import importlib
import shutil
import sys
from pathlib import Path

import pytest

from editor.formats import load
from editor.formats.pdf_import import read_pdf
from editor.formats.pdf_import.recall import field_recall

ROOT = Path(__file__).resolve().parents[3]
CORPUS = ROOT / "tests" / "fixtures" / "pdf_corpus"
PDFS = sorted(CORPUS.glob("*.pdf"))
MEAN_FLOOR = 0.85  # the goal
# Families added after the reader was written (generators it had not seen), with the
# least mean each reaches now: a floor against going back, not the goal.
WIDER = {"jsonresume_": 0.76, "wider_latex_": 0.80, "wider_typst_": 0.82, "wider_docx_": 0.90,
         "unseen_jsonresume_": 0.81, "unseen_latex_": 0.95, "unseen_html_": 0.83,
         "heldout_jsonresume_": 0.82, "heldout_latex_": 0.91, "fresh_jsonresume_": 0.97,
         "heldout2_latex_": 0.95, "rrlike_": 0.91, "texcols_": 1.00,
         "heldout3_": 0.89,  # heldout3_: held out, scored once (0.762); tuned on since (0.893)
         "heldout4_": 0.92,  # heldout4_: held out, scored once at a7480fd (0.923), 0.935 at dc736d5; never tuned on
         "heldout5_": 0.95,  # heldout5_: held out, scored once at a13dc22 (0.737); tuned on since (0.960)
         "heldout6_": 0.85,  # heldout6_: built unread, scored once at dc736d5 (0.860); never tuned on
         "heldout7_": 0.95,  # heldout7_: scored once at 7731fb1 (0.929); tuned on since (0.995)
         "heldout8_": 0.78,  # heldout8_: scored once at 98a142d (0.543); tuned on since (0.791)
         "heldout9_": 0.83,  # heldout9_: scored once at 3be0679 (0.681); tuned on since (0.848)
         "heldout10_": 0.96}  # heldout10_: scored once at 8153694 (0.935); tuned on since (0.983)


def _family(name: str) -> str:
    return next((prefix for prefix in WIDER if name.startswith(prefix)), "")


@functools.cache
def _recall(name: str):
    pdf = CORPUS / name
    key = load(pdf.with_suffix(".yaml"))
    read = read_pdf(pdf.read_bytes(), pdf.name)
    return field_recall(key, key.default_language, read.resume), read, key


@pytest.mark.parametrize("name", [pdf.name for pdf in PDFS if not _family(pdf.name)])
def test_each_corpus_pdf_is_read(name):
    recall, read, key = _recall(name)
    assert read.resume.default_language == key.default_language
    assert recall.score >= 0.5, recall.missing[:8]


def test_mean_recall_over_the_corpus():
    first = [pdf for pdf in PDFS if not _family(pdf.name)]
    assert len(first) >= 12
    scores = [_recall(pdf.name)[0].score for pdf in first]
    assert sum(scores) / len(scores) >= MEAN_FLOOR


@pytest.mark.parametrize("family", sorted(WIDER))
def test_each_wider_family_keeps_its_mean(family):
    names = [pdf.name for pdf in PDFS if pdf.name.startswith(family)]
    assert names
    scores = [_recall(name)[0].score for name in names]
    assert sum(scores) / len(scores) >= WIDER[family], dict(zip(names, scores))


@pytest.fixture(scope="module")
def baseline():
    if shutil.which("pdftotext") is None:
        pytest.skip("the naive baseline needs pdftotext (poppler-utils)")
    sys.path.insert(0, str(ROOT / "scripts" / "pdf_corpus"))
    try:
        yield importlib.import_module("baseline")
    finally:
        sys.path.remove(str(ROOT / "scripts" / "pdf_corpus"))
        sys.modules.pop("baseline", None)


@pytest.mark.parametrize("name", [pdf.name for pdf in PDFS])
def test_no_file_is_read_worse_than_the_naive_baseline(name, baseline):
    recall, _, key = _recall(name)
    naive = field_recall(key, key.default_language, baseline.read_pdf(CORPUS / name))
    assert recall.score >= naive.score, (recall.missing[:6], naive.score)
