"""The PDF-import corpus: every PDF made by another toolchain has an answer key
that is a valid Vitae document, and a text layer that carries the key's name."""

import unicodedata
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
    # A long name may wrap, or be set in capitals; a writer may map an ideograph to the Kangxi
    # radical of the same glyph (wkhtmltopdf: 舟 as U+2F88), which NFKC reads back.
    text = unicodedata.normalize("NFKC", text)
    assert "".join(name.split()).casefold() in "".join(text.split()).casefold()


# --- the generator: user text is data in every toolchain's language ---------

GENERATOR = Path(__file__).parents[2] / "scripts" / "pdf_corpus"


@pytest.fixture
def generator(monkeypatch):
    import importlib
    import sys

    monkeypatch.syspath_prepend(str(GENERATOR))
    names = ("common", "latex", "html_backend")
    modules = {name: importlib.import_module(name) for name in names}
    yield modules
    for name in names:
        sys.modules.pop(name, None)


def test_latex_prints_user_text_verbatim(generator):
    latex = generator["latex"]
    assert latex.tex(r"50% & $5 #1 a_b {x} ~ ^ \ <>") == (
        r"50\% \& \$5 \#1 a\_b \{x\} \textasciitilde{} \^{} \textbackslash{} \textless{}\textgreater{}"
    )
    assert latex.inline("**Lead:** 9% [site](https://example.org/a#b) \\input{x}") == (
        r"\textbf{Lead:} 9\% \href{https://example.org/a\#b}{site} \textbackslash{}input\{x\}"
    )


def test_html_escapes_user_text(generator):
    html = generator["html_backend"]
    spans = generator["common"]._spans("<script>&</script> **<b>**")
    assert html.spans_html(spans) == "&lt;script&gt;&amp;&lt;/script&gt; <strong>&lt;b&gt;</strong>"


def test_key_is_the_person_in_one_language(generator):
    common = generator["common"]
    key = native.loads(common.answer_key(GENERATOR / "people" / "zhou_jingran.yaml", "zh", years_only=True))
    assert key.languages == ["zh"]
    assert key.basics.name == "周景然"
    experience = key.sections[0].entries[0]
    assert (experience.organisation, experience.start, experience.end) == ("兰亭智能", "2023", "present")


def test_key_without_links_keeps_the_labels(generator):
    common = generator["common"]
    key_text = common.answer_key(GENERATOR / "people" / "mara_lindqvist.yaml", "en", links=False)
    assert "Built a trace viewer for kernel launch latency" in key_text
    assert "](" not in key_text
    assert "mlindqvist-example" in key_text  # contacts keep their links: they are printed as text
