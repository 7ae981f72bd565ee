"""The plain-text export (editor.formats.plain_text): what an applicant-tracking
system reads — every word the PDF prints, section by section in its reading
order, contacts labelled, links written out, and no PDF machinery behind it."""

from __future__ import annotations

import subprocess
import sys

import pytest

import editor
from editor.exports import export_format
from editor.formats.plain_text import export_text, plain
from editor.render import RenderRequest, render_pdf
from tests.helpers import FIXTURES, ROOT, pdf_text, reading_similarity
from tests.render.support import TODAY, EVERY_KIND_WORDS, every_kind

DOCUMENTS = sorted((FIXTURES / "seeds").glob("*.yaml")) + [ROOT / "resources" / "examples" / "example.yaml"]


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.stem)
def test_the_text_reads_as_the_plain_template_pdf_reads(path):
    resume = editor.load(path)
    for lang in resume.languages:
        text = export_text(resume, lang)
        pdf = pdf_text(render_pdf(resume, RenderRequest(template="plain", lang=lang, today=TODAY)))
        assert reading_similarity(text, pdf) >= 0.85, lang  # the plain template dates some lines first


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_kind_prints_in_section_order_under_its_heading(lang):
    text = export_text(every_kind(), lang)
    for word in EVERY_KIND_WORDS[lang]:
        assert word in text
    positions = [text.index(word) for word in EVERY_KIND_WORDS[lang]]
    assert positions == sorted(positions), "the sections' order"
    heading = "Education" if lang == "en" else "教育背景"
    lines = text.splitlines()
    assert lines[lines.index(heading) + 1].startswith("====")


def test_contacts_say_what_they_are_and_links_are_written_out():
    text = export_text(every_kind(), "en")
    assert "Email: ada@example.org" in text and "Phone: +1 555 0100" in text
    assert "Website: https://ada.example.org" in text
    assert "GitHub: ada (https://github.com/ada)" in text
    assert "Used by many (https://gamma.example.org)" in text
    assert "**" not in text and "](" not in text, "no markup"
    assert "邮箱：ada@example.org" in export_text(every_kind(), "zh")


def test_user_text_is_words_only():
    assert plain("**Lead:** shipped *fast* [here](https://x.example.org) <b>&amp;") == \
        "Lead: shipped fast here (https://x.example.org) <b>&amp;"


def test_the_registry_row_and_no_reportlab():
    fmt = export_format("txt")
    assert fmt.suffix == ".txt" and not fmt.per_template
    code = ("import sys, editor; from editor.exports import export_format; from editor.render import RenderRequest;"
            f"r = editor.load({str(ROOT / 'resources' / 'examples' / 'example.yaml')!r});"
            "data = export_format('txt').export(r, RenderRequest(lang='zh'));"
            "assert '林蔚' in data.decode();"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('reportlab', 'docx', 'PySide6')))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
