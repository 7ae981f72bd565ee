"""Long text costs time in proportion to its length: a paragraph that runs
over many pages has its lines broken once, not again on every page."""

from __future__ import annotations

import io

import pytest
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import SimpleDocTemplate
from reportlab.platypus.paragraph import Paragraph

from editor.model import Resume
from editor.model.text import MAX_TEXT_CHARS
from editor.render import render_pdf
from editor.render.flowables import PARAGRAPH
from tests.helpers import pdf_text, needs_patch
from tests.render.support import TEMPLATES, TODAY

WORDS = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "


def _words_broken(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A counter of the characters reportlab's line breaker is given."""
    seen = [0]
    original = Paragraph.breakLines

    def counting(self, width):  # noqa: ANN001 (reportlab's signature)
        for frag in self.frags:
            text = getattr(frag, "text", None)
            seen[0] += len(text) if isinstance(text, str) else sum(map(len, getattr(frag, "words", ())))
        return original(self, width)

    monkeypatch.setattr(Paragraph, "breakLines", counting)
    return seen


def _build(flowable_class: type, text: str, style: ParagraphStyle) -> bytes:
    """*text* as one paragraph on small pages (a 20,000-character one takes ~45)."""
    out = io.BytesIO()
    doc = SimpleDocTemplate(out, pagesize=(300, 160), leftMargin=20, rightMargin=20,
                            topMargin=20, bottomMargin=20, invariant=1)
    doc.build([flowable_class(text, style)])
    return out.getvalue()


def _printed_lines(pdf: bytes) -> list[str]:
    return [line.strip() for line in pdf_text(pdf).splitlines() if line.strip()]


@needs_patch("paragraph-memo")
def test_a_paragraph_over_forty_pages_breaks_its_lines_about_once(monkeypatch: pytest.MonkeyPatch) -> None:
    text = (WORDS * 400)[:MAX_TEXT_CHARS]
    style = ParagraphStyle("body", fontName="Helvetica", fontSize=10, leading=12,
                           allowWidows=0, allowOrphans=0)
    seen = _words_broken(monkeypatch)
    pdf = _build(PARAGRAPH, text, style)
    # Before: the rest of the paragraph was broken again on each of its ~45
    # pages, about 22 times its length. Now: once, and each page's piece.
    assert seen[0] <= 3 * len(text)
    monkeypatch.undo()
    # The pieces print exactly the lines reportlab's own paragraph prints.
    lines = _printed_lines(pdf)
    assert len(lines) > 300
    assert lines == _printed_lines(_build(Paragraph, text, style))


@pytest.mark.parametrize(("unit", "word"), [
    ("**bold** plain ", "bold"), pytest.param("a中 ", "a中", marks=pytest.mark.slow), ("Ω x ", "Ω"), ("*i* [link](https://example.org) ", "link"),
])
def test_mixed_fonts_and_markup_over_pages_print_every_word(unit: str, word: str) -> None:
    # Lines of several fonts or styles are reportlab's "processed fragments",
    # which count their fragments from the paragraph's start: a piece that
    # takes over its lines must count from its own (an IndexError before).
    text = (unit * MAX_TEXT_CHARS)[: MAX_TEXT_CHARS // 2]
    resume = Resume.model_validate({"basics": {"name": "Ada Quill"}, "sections": [
        {"kind": "experience", "entries": [{"kind": "experience", "organisation": "Acme", "summary": text}]}]})
    pdf = render_pdf(resume, template="classic", today=TODAY)
    assert pdf_text(pdf).count("\f") >= 1 or len(pdf_text(pdf)) > 1000
    assert "".join(pdf_text(pdf).split()).count(word) == text.count(word)


@pytest.mark.slow
@needs_patch("paragraph-memo", "ascii-split")
def test_fields_at_the_cap_export_in_bounded_time() -> None:
    import time

    texts = [(WORDS * 300)[:MAX_TEXT_CHARS], "[" * MAX_TEXT_CHARS, ("a中 " * MAX_TEXT_CHARS)[:MAX_TEXT_CHARS]]
    resume = Resume.model_validate({"basics": {"name": "Ada Quill", "headline": texts[1]}, "sections": [
        {"kind": "experience", "entries": [
            {"kind": "experience", "organisation": "Acme", "summary": text} for text in texts]}]})
    start = time.perf_counter()
    render_pdf(resume, template="classic", today=TODAY)
    # About 3 s here; unclosed brackets alone took 15 s at this size before.
    assert time.perf_counter() - start < 20


def test_splitting_text_into_font_runs_is_linear() -> None:
    import time

    from editor.render.inline import FontChain

    chain = FontChain("NotoSans", "NotoSansSC", "DejaVuSans")
    text = "中文" * 150_000 + "Ω" * 100
    start = time.perf_counter()
    runs = chain.runs(text)
    # Growing a run one character at a time copied it each time: minutes here.
    assert time.perf_counter() - start < 3
    assert [(name, len(chunk)) for name, chunk in runs] == [("NotoSansSC", 300_000), ("NotoSans", 100)]
    assert "".join(chunk for _, chunk in runs) == text


@pytest.mark.parametrize("template", TEMPLATES)
def test_a_section_title_taller_than_a_page_still_exports(template: str) -> None:
    # Found by the property test over the schema: a heading could not split,
    # so a title of one long word was "too large to fit on one page".
    resume = Resume.model_validate({"basics": {"name": "Ada Quill"}, "sections": [
        {"kind": "custom", "title": "y" * MAX_TEXT_CHARS, "entries": [{"kind": "text", "text": "body"}]}]})
    printed = "".join(pdf_text(render_pdf(resume, template=template, today=TODAY)).split())
    assert printed.lower().count("y") >= MAX_TEXT_CHARS and "body" in printed


@pytest.mark.parametrize("template", TEMPLATES)
@pytest.mark.parametrize("entry", [
    {"kind": "generic", "title": "x", "start": "2020", "location": "y" * MAX_TEXT_CHARS},
    {"kind": "education", "institution": "x", "end": "2021", "location": "y" * MAX_TEXT_CHARS},
    {"kind": "experience", "organisation": "x", "start": "2020", "location": "y" * MAX_TEXT_CHARS,
     "role": "z" * MAX_TEXT_CHARS},
])
def test_a_right_hand_part_taller_than_a_page_still_exports(template: str, entry: dict) -> None:
    # A row whose right part (the place, flush right) was taller than a page
    # gave up the row with the part uncut: "too large to fit on one page".
    resume = Resume.model_validate({"basics": {"name": "Ada Quill"}, "sections": [
        {"kind": "custom", "entries": [entry, {"kind": "text", "text": "body"}]}]})
    printed = "".join(pdf_text(render_pdf(resume, template=template, today=TODAY)).split()).lower()
    assert printed.count("y") >= MAX_TEXT_CHARS and "body" in printed
