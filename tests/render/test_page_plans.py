"""Layouts choose their page frames: a two-column layout is layout code plus
theme data, and its text reads column by column."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from reportlab.platypus import Frame, FrameBreak, NextPageTemplate, PageTemplate

from editor.model import Resume
from editor.render import RenderRequest, render_pdf, templates
from editor.render.context import RenderContext
from editor.render.layouts.common import DEFAULT
from editor.render.pdf_file import PageArea
from tests.helpers import pdf_text
from tests.render.support import TODAY

SIDEBAR_SHARE = 0.3


def two_columns(area: PageArea) -> list[PageTemplate]:
    side = area.width * SIDEBAR_SHARE
    gap = 12

    def frame(x: float, width: float, name: str) -> Frame:
        return Frame(x, area.bottom, width, area.height, id=name,
                     leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)

    first = PageTemplate(id="first", frames=[frame(area.left, side, "side"),
                                             frame(area.left + side + gap, area.width - side - gap, "main")])
    rest = PageTemplate(id="rest", frames=[frame(area.left + side + gap, area.width - side - gap, "main")])
    return [first, rest]


seen_dirs: list[Path | None] = []


def sidebar_story(ctx: RenderContext, layout) -> list:
    seen_dirs.append(ctx.base_dir)
    side = [ctx.p("body", f"Sideword{i}") for i in range(3)]
    main = [ctx.p("body", f"Mainword{i} " + "filler text " * 30) for i in range(60)]
    return [NextPageTemplate("rest"), *side, FrameBreak(), *main]


@pytest.fixture
def sidebar_template(monkeypatch) -> str:
    layout = dataclasses.replace(DEFAULT, pages=two_columns, story=sidebar_story)
    real = templates.layout_for
    monkeypatch.setattr("editor.render.pipeline.layout_for",
                        lambda name: layout if name == "classic" else real(name))
    return "classic"


def test_a_layout_with_two_frames_reads_column_by_column(sidebar_template: str, tmp_path: Path) -> None:
    resume = Resume.model_validate({"basics": {"name": "Ada Example"}})
    pdf = render_pdf(resume, RenderRequest(template=sidebar_template, today=TODAY, base_dir=tmp_path))
    words = [w for w in pdf_text(pdf).split() if w.startswith(("Sideword", "Mainword"))]
    assert words[:3] == ["Sideword0", "Sideword1", "Sideword2"]
    assert words[3:] == [f"Mainword{i}" for i in range(60)], "the main column continues in its own frame"
    assert seen_dirs[-1] == tmp_path, "the request's folder reaches the layout"
