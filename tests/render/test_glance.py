"""A glance: the first pages of a story laid out alone, padded to the page count
(the preview's first look after a keystroke), and a render told to stop."""

from __future__ import annotations

import pytest

from editor.render import RenderRequest, render_pdf_report
from editor.render.errors import RenderSuperseded
from tests.render.support import TODAY, seed_fixture


def _page_texts(pdf: bytes) -> list[str]:
    import io

    from pypdf import PdfReader

    return [page.extract_text() or "" for page in PdfReader(io.BytesIO(pdf)).pages]


@pytest.mark.parametrize("template", ["classic", "sidebar", "jianli"])
def test_a_glance_draws_the_first_page_as_the_whole_does_and_keeps_the_page_count(template):
    resume = seed_fixture("s001_003.yaml")
    full = render_pdf_report(resume, RenderRequest(template=template, lang="en", today=TODAY))
    assert full.page_count >= 2 and full.story_ends
    limit = min(index for index, page in full.story_ends if page > 0) + 1
    glance = render_pdf_report(resume, RenderRequest(template=template, lang="en", today=TODAY,
                                                     story_limit=limit, pad_to_pages=full.page_count))
    assert glance.page_count == full.page_count
    first, *rest = _page_texts(glance.pdf)
    assert first == _page_texts(full.pdf)[0]
    assert len(rest) == full.page_count - 1 and "".join(rest[1:]).strip() == ""


def test_fit_to_pages_always_lays_out_the_whole():
    resume = seed_fixture("s001_003.yaml")
    full = render_pdf_report(resume, RenderRequest(template="classic", lang="en", today=TODAY, fit_pages=2))
    asked = render_pdf_report(resume, RenderRequest(template="classic", lang="en", today=TODAY, fit_pages=2,
                                                    story_limit=3, pad_to_pages=9))
    assert asked.pdf == full.pdf


def test_a_render_told_to_stop_stops_and_leaves_nothing_behind():
    resume = seed_fixture("s001_003.yaml")
    before = render_pdf_report(resume, RenderRequest(template="classic", lang="en", today=TODAY)).pdf
    seen = []

    def stop_after_three() -> bool:
        seen.append(1)
        return len(seen) >= 3

    with pytest.raises(RenderSuperseded):
        render_pdf_report(resume, RenderRequest(template="classic", lang="en", should_stop=stop_after_three))
    assert len(seen) == 3
    # what the stopped render remembered (line breaks, split paragraphs) changes no later page
    assert render_pdf_report(resume, RenderRequest(template="classic", lang="en", today=TODAY)).pdf == before


@pytest.mark.parametrize("template", ["classic", "sidebar"])
def test_every_piece_of_the_story_says_where_it_ended(template):
    # An entry's head kept together with its first line is never drawn as a group, only as
    # its contents: its end must still be recorded, or a glance lays out pages off screen.
    resume = seed_fixture("s001_003.yaml")
    full = render_pdf_report(resume, RenderRequest(template=template, lang="en", today=TODAY))
    recorded = {index for index, _page in full.story_ends}
    assert recorded == set(range(max(recorded) + 1))
    pages = [page for _index, page in full.story_ends]
    assert pages == sorted(pages) and pages[-1] == full.page_count - 1
