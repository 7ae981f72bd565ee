"""Parts of the PDF the Word export had dropped: jianli's section bars and
its details two to a row, and the cover letter's accent rule."""

from __future__ import annotations

import io

import docx
from docx.oxml.ns import qn

import editor
from editor.render import RenderRequest
from editor.render.docx_export import export_docx
from editor.render.theme import load_theme
from tests.helpers import FIXTURES, ROOT
from tests.render.support import TODAY

EXAMPLE = ROOT / "resources" / "examples" / "example.yaml"


def _document(path, **request) -> docx.document.Document:
    resume = editor.load(path)
    return docx.Document(io.BytesIO(export_docx(resume, RenderRequest(today=TODAY, **request))))


def test_jianli_headings_sit_on_a_tinted_bar_with_an_accent_stripe():
    document = _document(EXAMPLE, template="jianli", lang="zh")
    ppr = document.styles["Heading"].element.find(qn("w:pPr"))
    theme = load_theme("jianli")
    assert ppr.find(qn("w:shd")).get(qn("w:fill")) == theme.colour(theme.colours.panel)[1:].upper()
    stripe = ppr.find(f"{qn('w:pBdr')}/{qn('w:left')}")
    assert stripe.get(qn("w:color")) == theme.colour("accent")[1:].upper() and int(stripe.get(qn("w:sz"))) >= 16
    names = [child.tag.rsplit("}", 1)[1] for child in ppr]
    assert names.index("pBdr") < names.index("shd") < names.index("spacing"), "the schema's order"
    assert _document(EXAMPLE, template="classic", lang="zh").styles["Heading"].element.find(
        f"{qn('w:pPr')}/{qn('w:shd')}") is None


def test_jianli_details_are_two_to_a_row():
    document = _document(EXAMPLE, template="jianli", lang="zh")
    (row,) = [p for p in document.paragraphs if p.text.startswith("出生年月")]
    assert row.text == "出生年月：1994.07\t籍贯：浙江杭州"
    (stop,) = row._p.findall(f"{qn('w:pPr')}/{qn('w:tabs')}/{qn('w:tab')}")
    section = document.sections[0]
    half = (section.page_width - section.left_margin - section.right_margin) / 2 / 635
    assert stop.get(qn("w:val")) == "left" and abs(int(stop.get(qn("w:pos"))) - half) < 2


def test_the_letter_has_its_accent_rule_under_the_header():
    path = FIXTURES / "letters" / "letter.yaml"
    document = _document(path, template="classic", letter="acme")
    rules = [p for p in document.paragraphs if p._p.find(f"{qn('w:pPr')}/{qn('w:pBdr')}/{qn('w:bottom')}") is not None]
    assert len(rules) == 1 and rules[0].text == ""
    paragraphs = list(document.paragraphs)
    elements = [p._p for p in paragraphs]
    assert elements.index(rules[0]._p) == [p.style.name for p in paragraphs].index("Contact") + 1
