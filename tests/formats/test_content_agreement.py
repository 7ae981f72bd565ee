"""Every output applies the same content rules (editor.model.content): the
PDF, HTML, Markdown and JSON Resume agree on what prints in a language and
under which heading."""

from __future__ import annotations

import json

import pytest

from editor.exports import EXPORT_FORMATS
from editor.model import Resume
from editor.render import RenderRequest
from tests.helpers import pdf_text

TODAY_REQUEST = {"today": __import__("datetime").date(2026, 11, 22)}


def document(section_extra: dict, kind: str = "custom") -> Resume:
    entry = ({"kind": "project", "name": "Quokkaword Engine"} if kind == "projects"
             else {"kind": "text", "text": "Quokkaword appears here"})
    return Resume.model_validate({
        "languages": ["en", "zh"],
        "basics": {"name": "Ada Example"},
        "sections": [
            {"kind": "experience", "entries": [{"kind": "experience", "organisation": "Tern Labs"}]},
            {"kind": kind, **section_extra, "entries": [entry]},
        ],
    })


def text_of(key: str, data: bytes) -> str:
    if key == "pdf":
        return pdf_text(data)
    if key == "docx":
        import io

        import docx

        return "\n".join(p.text for p in docx.Document(io.BytesIO(data)).paragraphs)
    text = data.decode()
    return json.dumps(json.loads(text), ensure_ascii=False) if key == "json" else text


def export(resume: Resume, key: str, lang: str) -> str:
    fmt = next(f for f in EXPORT_FORMATS if f.key == key)
    return text_of(key, fmt.export(resume, RenderRequest(lang=lang, **TODAY_REQUEST)))


@pytest.mark.parametrize("key", [f.key for f in EXPORT_FORMATS])
def test_a_section_limited_to_zh_prints_in_zh_hans_everywhere(key: str) -> None:
    resume = document({"languages": ["zh"], "title": {"zh": "其他项目"}}, kind="projects")
    assert "Quokkaword" in export(resume, key, "zh-Hans")
    assert "Quokkaword" not in export(resume, key, "en")


@pytest.mark.parametrize("key", [f.key for f in EXPORT_FORMATS if f.key != "json"])
def test_an_empty_title_prints_no_heading_in_any_output(key: str) -> None:
    with_heading = export(document({"title": "Odds and Ends"}), key, "en")
    without = export(document({"title": ""}), key, "en")
    assert "Odds and Ends" in with_heading
    assert "Quokkaword" in without
    # Nothing stands in for the heading: not "Custom", not the kind's name.
    assert "Custom" not in without and "custom" not in without.replace('class="custom"', "")
