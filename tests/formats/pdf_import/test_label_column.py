"""A column of labels at the left (section headings, each entry's dates under its
heading) beside the text, and headings whose first letter is set larger on
another baseline, as web themes print them: one column read line by line."""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics

from tests.formats.pdf_import.test_layouts import _read


def _capital_first(x: float, y: float, word: str, big: float = 14, small: float = 10) -> list[tuple]:
    """'Education' as 'E' + 'DUCATION': the capital larger, its baseline 3 pt higher."""
    width = pdfmetrics.stringWidth(word[0].upper(), "LayoutSans", big)
    return [(x, y - 3, word[0].upper(), big, False), (x + width + 0.5, y, word[1:].upper(), small, False)]


def test_a_larger_first_letter_on_its_own_baseline_is_part_of_the_heading():
    resume = _read([
        *_capital_first(50, 110, "Education"),
        (50, 130, "Kingsbridge University", 10, True), (420, 130, "2014 – 2018", 10, False),
        (50, 144, "Ph.D. in Computer Science", 10, False),
    ])
    assert [s.title for s in resume.sections] == ["EDUCATION"]
    school = resume.sections[0].entries[0]
    assert (school.institution, school.start, school.end) == ("Kingsbridge University", "2014", "2018")


def test_headings_and_dates_in_a_column_at_the_left():
    resume = _read([
        (50, 110, "EXPERIENCE", 12, False), (200, 110, "Staff Engineer at Northwind Compute", 10, True),
        (50, 126, "2021-09 to present", 8, True), (212, 124, "Runs the storage team of six engineers.", 10, False),
        (200, 150, "Engineer at Harbour Labs", 10, True),
        (50, 166, "2018-01 to 2021-08", 8, True), (212, 164, "Wrote the replication layer for the object store.", 10, False),
        (50, 200, "EDUCATION", 12, False), (200, 200, "Kingsbridge University", 10, True),
        (50, 216, "2014-10 to 2018-06", 8, True), (212, 214, "M.Sc. in Computer Science", 10, False),
        (50, 250, "LANGUAGES", 12, False), (200, 250, "Dutch (native), English (fluent)", 10, False),
    ])
    assert [s.kind for s in resume.sections] == ["experience", "education", "languages"]
    jobs = resume.sections[0].entries
    assert [(j.start, j.end) for j in jobs] == [("2021-09", "present"), ("2018-01", "2021-08")]
    assert "Runs the storage team of six engineers." in str(jobs[0].model_dump())  # as a role or a bullet
    assert resume.sections[1].entries[0].start == "2014-10"


def test_a_title_stays_on_the_line_of_its_smaller_dates_set_a_little_higher():
    from editor.formats.pdf_import.extract import Glyph
    from editor.formats.pdf_import.lines import _group_baselines

    def word(text: str, x: float, y: float, size: float) -> list[Glyph]:
        return [Glyph(ch, x + i * size * 0.5, x + (i + 1) * size * 0.5, y, size, "F", False, False, (0, 0, 0))
                for i, ch in enumerate(text)]

    glyphs = [*word("Email", 450, 623.0, 9.5),                       # the sidebar, highest
              *word("2021.9-present", 300, 620.67, 8.5),             # dates centred on the title
              *word("Assistant Professor", 34, 619.92, 9.5),         # the title
              *word("University of Meerhaven", 34, 606.0, 9.5)]      # the next line
    lines = _group_baselines(glyphs)
    assert ["".join(g.text for g in line.glyphs) for line in lines] == [
        "Assistant Professor2021.9-presentEmail", "University of Meerhaven"]


def test_a_heading_centred_on_its_first_block_is_read_before_it():
    resume = _read([
        (50, 110, "EXPERIENCE", 12, False), (200, 110, "Staff Engineer at Northwind Compute", 10, True),
        (50, 126, "2021-09 to present", 8, True), (212, 124, "Runs the storage team of six engineers.", 10, False),
        (50, 160, "EDUCATION", 12, False), (200, 160, "Kingsbridge University", 10, True),
        (50, 176, "2014-10 to 2018-06", 8, True), (212, 174, "M.Sc. in Computer Science", 10, False),
        (200, 204, "Spoken", 10, True),
        (50, 210, "LANGUAGES", 12, False),
        (200, 218, "Dutch (native), English (fluent)", 10, False),
    ])
    languages = next(s for s in resume.sections if s.kind == "languages")
    assert "Spoken" in str(languages.model_dump())
    assert "Spoken" not in str([s.model_dump() for s in resume.sections if s.kind != "languages"])
