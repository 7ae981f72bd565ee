"""Each entry's anchor: where it landed on which page, for the preview to
select what is clicked."""

from __future__ import annotations

import io

import pytest

from editor.model.content import shown_sections
from editor.render import list_templates, render_pdf_report
from tests.render.support import seed_fixture


def _title_tops(pdf: bytes) -> list[tuple[int, float, float, str]]:
    from pdfminer.high_level import extract_pages
    from pdfminer.layout import LTTextBox

    out = []
    for number, page in enumerate(extract_pages(io.BytesIO(pdf))):
        for box in page:
            if isinstance(box, LTTextBox):
                for line in box:
                    out.append((number, line.x0, page.height - line.y1, line.get_text().strip()))
    return out


@pytest.mark.parametrize("template", list(list_templates()))
def test_every_shown_entry_has_one_anchor_at_its_first_line(template):
    resume = seed_fixture("s000.yaml")
    result = render_pdf_report(resume, template=template, lang="en")
    paths = [path for path, *_ in result.anchors]
    expected = [("sections", resume.sections.index(s), "entries", s.entries.index(e))
                for s, entries in shown_sections(resume, "en") for e in entries]
    assert sorted(paths) == sorted(expected) and len(paths) == len(set(paths))
    lines = _title_tops(result.pdf)
    for path, page, x, y in result.anchors:
        # some printed line of the page starts within a line's height of the anchor, at its column
        assert any(p == page and abs(top - y) < 14 and x - 2 <= left for p, left, top, _ in lines), (path, page, y)


def test_anchors_follow_the_page_order_in_one_column():
    result = render_pdf_report(seed_fixture("s001_003.yaml"), template="classic", lang="en")
    places = [(page, y) for _path, page, _x, y in result.anchors]
    assert places == sorted(places) and result.page_count > 1 and places[-1][0] == result.page_count - 1
