"""A narrow column where each field of an entry has a line of its own: the school in bold,
the degree, then the dates, then the place. A line of dates alone wraps into nothing (the
place under it is no continuation), and the place under the dates is the entry's place."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read

GREY = (0.42, 0.42, 0.42)


def _two_columns(left: list[tuple]) -> list[tuple]:
    right = [(230, 110, "EXPERIENCE", 12, True)]
    y = 131
    for org, dates in (("Assistant Professor | University of Meerhaven", "September 2021 – present"),
                       ("Postdoctoral Researcher | Institute for Advanced Computing", "January 2019 – August 2021"),
                       ("Research Intern | Northwind Compute", "June 2017 – September 2017")):
        right += [(230, y, org, 9.5, True), (230, y + 12, dates, 8.5, False, GREY),
                  (232, y + 26, "• Leads the Efficient Systems Group of four students and two postdocs.", 9.5, False),
                  (232, y + 38, "• Teaches distributed systems to a hundred and eighty students a year.", 9.5, False)]
        y += 60
    return [*left, *right]


def test_each_field_on_its_own_line_in_a_narrow_column():
    resume = _read(_two_columns([
        (40, 110, "EDUCATION", 12, True),
        (40, 128, "Kingsbridge University", 9.5, True),
        (40, 140, "Ph.D., Computer Science", 9.5, False),
        (40, 152, "October 2014 – December 2018", 9.5, False, GREY),
        (40, 164, "Kingsbridge, UK", 9.5, False, GREY),
        (40, 188, "University of Meerhaven", 9.5, True),
        (40, 200, "M.Sc., Computer Science", 9.5, False),
        (40, 212, "September 2012 – July 2014", 9.5, False, GREY),
        (40, 224, "Meerhaven, Netherlands", 9.5, False, GREY),
    ]))
    education = next(s for s in resume.sections if s.kind == "education")
    got = [(e.institution, e.degree, e.field, e.location, e.start, e.end) for e in education.entries]
    assert [(i, d, f, loc, str(s), str(e)) for i, d, f, loc, s, e in got] == [
        ("Kingsbridge University", "Ph.D.", "Computer Science", "Kingsbridge, UK", "2014-10", "2018-12"),
        ("University of Meerhaven", "M.Sc.", "Computer Science", "Meerhaven, Netherlands", "2012-09", "2014-07"),
    ]


def test_the_next_entry_set_apart_is_not_taken_for_the_place():
    resume = _read([
        (50, 110, "Education", 12, True),
        (50, 130, "Technical University of Eastham", 10, True),
        (50, 143, "M.Sc., Computer Engineering", 10, False),
        (50, 156, "2014 – 2017", 10, False),
        (50, 182, "Hochschule Lindenfeld", 10, False),
        (50, 195, "B.Sc., Computer Science", 10, False),
        (50, 208, "2011 – 2014", 10, False),
    ])
    first = resume.sections[0].entries[0]
    assert first.location != "Hochschule Lindenfeld"


def test_dates_alone_under_a_title_that_starts_in_bold_make_dated_entries():
    resume = _read([
        (50, 110, "Teaching", 12, True),
        (50, 130, "Distributed Systems (MSc)", 10, True), (None, 130, " | University of Meerhaven, lecturer", 10, False),
        (50, 143, "2022 – present", 9, False, GREY),
        (50, 163, "Operating Systems (BSc)", 10, True), (None, 163, " | University of Meerhaven, co-lecturer", 10, False),
        (50, 176, "2021 – 2023", 9, False, GREY),
    ])
    entries = resume.sections[0].entries
    assert [(e.kind, e.title, e.subtitle, str(e.start)) for e in entries] == [
        ("generic", "Distributed Systems (MSc)", "University of Meerhaven, lecturer", "2022"),
        ("generic", "Operating Systems (BSc)", "University of Meerhaven, co-lecturer", "2021"),
    ]


def test_justified_text_in_a_narrow_column_keeps_its_last_word():
    """LaTeX justifies a minipage: the spaces of a line stretch into gaps and its last word
    ends at the column's edge, like a flush-right date; here it is text all the same."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    def justified(words: tuple[str, ...], y: float) -> list[tuple]:
        natural = sum(stringWidth(word, "LayoutSans", 8) for word in words)
        stretched = (190 - 40 - natural) / (len(words) - 1)  # to the column's edge
        out, x = [], 40.0
        for word in words:
            out.append((x, y, word, 8, False))
            x += stringWidth(word, "LayoutSans", 8) + stretched
        return out

    about = [("Scheduling", "of", "training", "jobs", "on", "shared"), ("clusters", "of", "accelerators,", "and", "the"),
             ("networks", "that", "join", "them", "across", "racks")]
    widest = ("Dutch", "(native),", "English", "(fluent),")
    assert (150 - sum(stringWidth(word, "LayoutSans", 8) for word in widest)) / 3 > 7.3  # gaps the reader splits at
    resume = _read(_two_columns([
        (40, 110, "ABOUT", 12, True),
        *[piece for i, words in enumerate(about) for piece in justified(words, 126 + 11 * i)],
        (40, 162, "power they draw.", 8, False),
        (40, 184, "LANGUAGES", 12, True),
        (40, 200, "Spoken", 8, True),
        *justified(widest, 211),
        (40, 222, "Spanish (working)", 8, False),
    ]))
    languages = next(s for s in resume.sections if s.kind == "languages")
    assert [str(e.details) for e in languages.entries] == ["Dutch (native), English (fluent), Spanish (working)"]


def test_a_word_broken_at_the_edge_is_no_flush_right_part():
    from editor.formats.pdf_import.lines import Segment  # noqa: F401  (the type _justified reads)
    from editor.formats.pdf_import.paragraphs import _justified

    class Piece:
        def __init__(self, text, x0, x1):
            self.text, self.x0, self.x1 = text, x0, x1

    assert _justified([Piece("Dissertation:", 40, 100), Piece("Communication-", 124, 194)])
    assert not _justified([Piece("Kestrel Networks", 40, 120), Piece("Apr 2017 –", 150, 194)])
    assert not _justified([Piece("Staff Engineer", 40, 100), Piece("Berlin", 300, 330)])
