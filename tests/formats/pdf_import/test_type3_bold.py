"""Bitmap (Type 3) fonts carry no name, so nothing says which is bold; the
reader tells bold faces by their wider letters. And dates on a line of their
own above a title set in the body's style open that entry."""

from __future__ import annotations

from editor.formats.pdf_import.extract import _UNNAMED, Glyph, PageContent, _bold_by_width
from tests.formats.pdf_import.test_layouts import _read


def _word(font: str, text: str, scale: float, y: float) -> list[Glyph]:
    widths = {"a": 5.0, "e": 4.4, "n": 5.5, "o": 5.0, "r": 3.9, "s": 3.9, "t": 3.9, "i": 2.8}
    out, x = [], 50.0
    for ch in text:
        w = widths.get(ch, 5.0) * scale
        out.append(Glyph(ch, x, x + w, y, 10.0, font, False, False, (0, 0, 0)))
        x += w
    return out


def test_a_nameless_font_with_wider_letters_is_bold():
    page = PageContent(1, 595, 842, glyphs=[
        *_word(_UNNAMED + "0", "assistant professor of operations", 1.0, 700),
        *_word(_UNNAMED + "0", "interests in rotations", 1.0, 650),
        *_word(_UNNAMED + "1", "senior station", 1.1, 600),   # bold: a tenth wider
        *_word(_UNNAMED + "2", "ration notes", 1.0, 550),     # another nameless face, same widths
    ])
    _bold_by_width([page])
    assert {g.font: g.bold for g in page.glyphs} == {
        _UNNAMED + "0": False, _UNNAMED + "1": True, _UNNAMED + "2": False}


def test_dates_on_a_line_above_a_plain_title_open_the_entry():
    resume = _read([
        (50, 110, "Experience", 14, True),
        (60, 130, "09/2021 - Present", 10, False),
        (150, 144, "Assistant Professor, Department of Computer Science", 10, False),
        (150, 157, "University of Meerhaven, Meerhaven, Netherlands", 10, False),
        (170, 172, "Leads the Efficient Systems Group of six researchers.", 10, False),
        (60, 196, "01/2019 - 08/2021", 10, False),
        (150, 210, "Postdoctoral Researcher", 10, False),
        (150, 223, "Institute for Advanced Computing, Valdemora", 10, False),
        (170, 238, "Designed a carbon-aware job scheduler for the cluster.", 10, False),
    ])
    jobs = resume.sections[0].entries
    assert [(j.start, j.end) for j in jobs] == [("2021-09", "present"), ("2019-01", "2021-08")]
    assert "Assistant Professor" in jobs[0].organisation + (jobs[0].role or "")
    assert "Postdoctoral Researcher" in jobs[1].organisation + (jobs[1].role or "")


def test_the_line_under_a_title_with_its_dates_above_before_the_indented_body_is_the_head():
    resume = _read([
        (50, 110, "Experience", 14, True),
        (60, 130, "March 2022 – present", 10, False),
        (150, 144, "Senior AI Infrastructure Engineer", 10, True),
        (150, 157, "Northwind Compute • Training Platform, Portland, Oregon, United States of America", 10, False),
        (170, 174, "Rebuilt asynchronous checkpoint writes for 4,096-GPU jobs; save stalls fell.", 10, False),
        (170, 188, "Added topology-aware gang scheduling to the cluster scheduler.", 10, False),
    ])
    job = resume.sections[0].entries[0]
    assert job.start == "2022-03"
    assert "Northwind Compute" in (job.role or "") + job.organisation + (job.location or "")
    assert not any("Northwind" in h for h in job.highlights)
