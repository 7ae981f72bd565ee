"""What is printed: hidden or other-language sections and entries stay out; titles localise."""

import pytest

from editor.model import Resume
from editor.render import render_pdf
from tests.helpers import pdf_text
from tests.render.support import TEMPLATES, TODAY


def _resume() -> Resume:
    return Resume.model_validate({
        "languages": ["en", "zh"],
        "basics": {"name": {"en": "Ada", "zh": "艾达"}},
        "sections": [
            {"kind": "projects", "entries": [
                {"kind": "project", "name": "Shown Everywhere"},
                {"kind": "project", "name": "Hidden Entry", "visible": False},
                {"kind": "project", "name": "English Only", "languages": ["en"]},
                {"kind": "project", "name": {"zh": "只有中文"}, "languages": ["zh"]},
            ]},
            {"kind": "awards", "visible": False, "entries": [{"kind": "award", "title": "Hidden Section"}]},
            {"kind": "news", "languages": ["zh"], "entries": [
                {"kind": "news", "date": "2024-01", "text": {"zh": "中文新闻"}}]},
            {"kind": "experience", "title": {"en": "Industry", "zh": "业界经历"}, "entries": [
                {"kind": "experience", "organisation": "Acme"}]},
            {"kind": "research", "title": "Lab Work", "entries": [
                {"kind": "experience", "organisation": "Lab"}]},
            {"kind": "skills", "entries": [{"kind": "skill", "label": "Only hidden", "visible": False}]},
        ],
    })


def _flat(pdf: bytes) -> str:
    return "".join(pdf_text(pdf).split()).lower()


@pytest.mark.parametrize("template", TEMPLATES)
def test_english_leaves_out_hidden_and_chinese_only_content(template: str) -> None:
    text = _flat(render_pdf(_resume(), template=template, lang="en", today=TODAY))
    assert "showneverywhere" in text and "englishonly" in text
    assert "hidden" not in text and "只有中文" not in text and "中文新闻" not in text
    assert "industry" in text and "labwork" in text
    assert "skills" not in text  # a section whose entries are all hidden has no heading


@pytest.mark.parametrize("template", TEMPLATES)
def test_chinese_leaves_out_english_only_content_and_localises_titles(template: str) -> None:
    text = _flat(render_pdf(_resume(), template=template, lang="zh", today=TODAY))
    assert "showneverywhere" in text and "只有中文" in text and "中文新闻" in text
    assert "englishonly" not in text and "hidden" not in text
    assert "业界经历" in text and "项目经历" in text and "近期动态" in text
    # A plain-string title belongs to the default language: Chinese gets the kind's own title.
    assert "labwork" not in text and "科研经历" in text
