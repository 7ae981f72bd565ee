"""The PDF-import corpus: every PDF made by another toolchain has an answer key
that is a valid Vitae document, and a text layer that carries the key's name."""

from pathlib import Path

import pypdf
import pytest

from editor.formats import native

CORPUS = Path(__file__).parents[1] / "fixtures" / "pdf_corpus"
PDFS = sorted(CORPUS.glob("*.pdf"))


def test_corpus_is_large_and_varied():
    keys = [native.load(pdf.with_suffix(".yaml")) for pdf in PDFS]
    assert len(PDFS) >= 12
    assert sum(key.languages == ["zh"] for key in keys) >= 3
    assert sum(key.languages == ["en"] for key in keys) >= 3


@pytest.mark.parametrize("pdf", PDFS, ids=lambda p: p.stem)
def test_pdf_has_a_valid_key_whose_name_is_in_its_text(pdf: Path):
    key = native.load(pdf.with_suffix(".yaml"))
    lang = key.languages[0]
    name = key.basics.name if isinstance(key.basics.name, str) else key.basics.name[lang]
    reader = pypdf.PdfReader(pdf)
    text = "".join(page.extract_text() or "" for page in reader.pages)
    assert "".join(name.split()) in "".join(text.split())  # a long name may wrap
