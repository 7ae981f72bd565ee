"""Contacts say what they are where no icon does: on paper, or to an
applicant-tracking system that ignores links, a bare "linwei" or
"linwei.example.org" tells nobody it is a GitHub handle or a website."""

from __future__ import annotations

import io

import docx
import pytest

import editor
from editor.render import RenderRequest, render_pdf
from editor.render.docx_export import export_docx
from tests.helpers import ROOT, pdf_text
from tests.render.support import TODAY

EXAMPLE = ROOT / "resources" / "examples" / "example.yaml"


def _pdf(template: str, lang: str) -> str:
    text = pdf_text(render_pdf(editor.load(EXAMPLE), RenderRequest(template=template, lang=lang, today=TODAY)))
    return " ".join(text.split())


@pytest.mark.parametrize("template", ["sidebar", "jianli", "plain"])
def test_templates_without_icons_print_the_network_and_the_whole_address(template):
    english = _pdf(template, "en")
    assert "GitHub: linwei" in english
    assert "https://linwei.example.org" in english
    assert "https://scholar.example.org/linwei" in english
    assert "GitHub：linwei" in _pdf(template, "zh").replace(" ：", "：").replace("： ", "：")


def test_templates_with_icons_keep_the_short_handle():
    text = _pdf("academic", "en")
    assert "linwei" in text and "GitHub: linwei" not in text and "https://linwei" not in text


def _contact_lines(template: str, lang: str) -> list[str]:
    data = export_docx(editor.load(EXAMPLE), RenderRequest(template=template, lang=lang, today=TODAY))
    document = docx.Document(io.BytesIO(data))
    paragraphs = list(document.paragraphs)
    for table in document.tables:
        paragraphs += [p for cell in table.rows[0].cells for p in cell.paragraphs]
    return [p.text for p in paragraphs if p.style is not None and p.style.name == "Contact"]


@pytest.mark.parametrize("template", ["academic", "profile"])
def test_word_says_in_words_what_the_pdf_says_with_icons(template):
    (line,) = _contact_lines(template, "en")
    for label in ("Email: lin.wei@", "Phone: +1", "Website: linwei.example.org", "GitHub: linwei",
                  "Google Scholar: scholar.example.org/linwei"):
        assert label in line
    (chinese,) = _contact_lines(template, "zh")
    assert "邮箱：lin.wei@" in chinese and "电话：" in chinese


def test_word_labels_handles_as_the_pdf_does_without_icons():
    lines = _contact_lines("sidebar", "en")
    assert "GitHub: linwei" in lines and "https://linwei.example.org" in lines
