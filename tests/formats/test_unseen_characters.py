"""Control characters and bidirectional overrides never reach the HTML and Markdown
exports: removed where a PDF is read, and again where the exports write text."""

from __future__ import annotations

import pytest

from editor.formats.html import export_html
from editor.formats.markdown import export_markdown
from editor.formats.pdf_import import read_pdf
from editor.model import Resume
from tests.formats.pdf_import import hostile_pdfs as hostile

UNSEEN = ["\x1b", "\x07", "\u202e", "\u2066", "\x00", "\x85"]


def test_a_pdf_s_control_characters_and_overrides_are_not_read():
    read = read_pdf(hostile.unseen_characters(), "cv.pdf")
    assert "Jane" in read.text and "Example Ltd" in read.text
    assert not any(ch in read.text for ch in UNSEEN), repr(read.text)
    dumped = read.resume.model_dump_json()
    assert not any(ch in dumped for ch in ("\\u001b", "\\u0007", "\\u202e")), dumped


@pytest.mark.parametrize("export", [export_html, export_markdown], ids=["html", "markdown"])
def test_exports_write_no_control_characters_or_overrides(export):
    resume = Resume.model_validate({
        "basics": {"name": "Ann \u202eLee\x07", "headline": "Engineer \x1b[31mred\u2066"},
        "sections": [{"kind": "about", "entries": [{"kind": "text", "text": "He\u202ello \x1b[2J \x85there"}]}]})
    out = export(resume, "en")
    assert not any(ch in out for ch in UNSEEN), repr(out)
    assert "Hello" in out and "there" in out
