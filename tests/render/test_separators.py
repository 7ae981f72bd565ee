"""Separators follow the text they join: 、 and ， only between Chinese text."""

from __future__ import annotations

import re

import pytest

from editor.model import Resume
from editor.model.l10n import join_texts, separator_between
from editor.render import list_templates, render_pdf
from tests.helpers import pdf_text


def test_full_width_separators_only_between_chinese_text() -> None:
    assert join_texts("、", ["Go", "Apache Spark", "分布式训练", "调度"]) == "Go, Apache Spark, 分布式训练、调度"
    assert separator_between("，", "Northwind Analytics", "London, UK") == ", "
    assert separator_between("，", "北风分析", "伦敦") == "，"
    assert separator_between("、", "2021.9", "2022.3") == "、"  # digits take either
    assert separator_between(", ", "北风分析", "伦敦") == ", "  # a Latin separator stays


def _resume() -> Resume:
    return Resume.model_validate({
        "languages": ["en", "zh"],
        "basics": {"name": {"en": "Mira Holt", "zh": "霍米拉"}},
        "sections": [
            {"kind": "experience", "entries": [
                {"kind": "experience", "organisation": "Northwind Analytics", "location": "London, UK",
                 "team": "Data Platform", "start": "2021-01"},
                {"kind": "experience", "organisation": {"en": "Eastwind", "zh": "东风分析"},
                 "location": {"en": "Leeds", "zh": "利兹"}, "team": {"en": "Ops", "zh": "运维组"},
                 "start": "2020-01"},
            ]},
            {"kind": "skills", "entries": [
                {"kind": "skill", "label": {"en": "Tools", "zh": "工具"},
                 "items": ["Go", "Apache Spark", {"en": "scheduling", "zh": "调度"}, {"en": "tracing", "zh": "追踪"}]},
            ]},
        ],
    })


@pytest.mark.parametrize("template", list_templates())
def test_chinese_pdf_uses_latin_separators_beside_latin_text(template: str) -> None:
    text = " ".join(pdf_text(render_pdf(_resume(), template=template, lang="zh")).split())
    text = re.sub(r"(?<=[、，])\s+", "", text)  # a narrow column may wrap right after a Chinese comma
    assert "Northwind Analytics，" not in text and "Go、" not in text and "Spark、" not in text
    # (compared without spaces: a narrow column, as in sidebar, may wrap the line after 、)
    assert "Go,ApacheSpark,调度、追踪" in "".join(text.split())
