"""A long CV exported as the command line exports it holds little per page.

What a page leaves behind once it is laid out is counted in Python's allocated
blocks (objects, roughly), between two page ends: the structure tree's elements
and the finished page stay, the page's flowables, paragraph lines and garbage
cycles go. Counted, not timed, and with room to spare: it does not flake on a
busy machine.
"""

from __future__ import annotations

import sys

import pytest
from reportlab.pdfgen.canvas import Canvas

from benchmarks.bench import big_resume
from editor.collector import collector_paused
from editor.render import RenderRequest, forget_text, render_pdf, render_pdf_report
from editor.render.pdf_file import COLLECT_EVERY
from tests.helpers import needs_patch
from tests.render.support import TODAY


def test_a_page_once_laid_out_leaves_little_behind(monkeypatch: pytest.MonkeyPatch) -> None:
    resume = big_resume(2 * COLLECT_EVERY + 2)
    render_pdf_report(big_resume(2), RenderRequest(lang="en", today=TODAY))  # fonts and modules loaded first
    blocks: list[int] = []
    show_page = Canvas.showPage

    def counting(canvas: Canvas) -> None:
        blocks.append(sys.getallocatedblocks())
        show_page(canvas)

    monkeypatch.setattr(Canvas, "showPage", counting)
    # As `vitae export` runs it: the cycle collector paused, only repeats kept for later.
    with collector_paused(freeze=False):
        result = render_pdf_report(resume, RenderRequest(lang="en", today=TODAY, remember_text=False))
    assert result.page_count >= 2 * COLLECT_EVERY
    # Between two pages where the collector has just run: about 300 blocks a page (a tagged
    # page's structure elements, its marked content, its stream). Each of what this guards
    # against pushed it past 600: the story held to the end with every paragraph's lines
    # (~1,700), every paragraph remembered for later renders (~740), the reference cycles each
    # paragraph reportlab draws leaves never collected (~660); all three at once, ~2,000.
    per_page = (blocks[2 * COLLECT_EVERY - 1] - blocks[COLLECT_EVERY - 1]) / COLLECT_EVERY
    assert per_page < 500


@needs_patch("paragraph-memo")
def test_a_render_that_keeps_only_repeats_keeps_as_many_for_a_longer_cv_and_prints_the_same() -> None:
    from editor.render import flowables

    kept: dict[int, int] = {}
    for pages in (4, 8):  # each copy of a section repeats its dates and places, not its bullets
        resume = big_resume(pages)
        forget_text()
        once = render_pdf(resume, RenderRequest(today=TODAY, remember_text=False))
        kept[pages] = len(flowables._memos)
        forget_text()
        assert render_pdf(resume, RenderRequest(today=TODAY)) == once
        assert 0 < kept[pages] < len(flowables._memos)
    assert kept[8] == kept[4]
