"""Small rules of the reader that decide where a line of an entry goes."""

from __future__ import annotations

import pytest

from editor.formats.pdf_import.entries import place_like
from editor.formats.pdf_import.lines import Run
from editor.formats.pdf_import.others import award_fields
from editor.formats.pdf_import.paragraphs import Paragraph


@pytest.mark.parametrize("text", ["Hunan, China", "Remote", "San Francisco, CA", "合肥", "北京市海淀区", "安徽，合肥"])
def test_a_place_under_a_head_is_a_place(text):
    assert place_like(text)


@pytest.mark.parametrize("text", ["湖南大学优秀毕业论文", "Excellent Graduation Thesis of Hunan University",
                                  "Thesis: overlapping gradient communication", "GPA 3.8/4.0", "导师：徐宏力"])
def test_a_line_of_text_under_a_head_is_no_place(text):
    assert not place_like(text)


@pytest.mark.parametrize("text, title, years", [
    ("研究生奖学金，湖滨大学，2018、2019", "研究生奖学金，湖滨大学", ["2018", "2019"]),
    ("Graduate Fellowship, Lakeshore University, 2018, 2019", "Graduate Fellowship, Lakeshore University",
     ["2018", "2019"]),
    ("Best Paper Award 2021", "Best Paper Award", ["2021"]),
])
def test_every_year_of_an_award_listed_at_its_end_is_read(text, title, years):
    assert award_fields(Paragraph([Run(text, False, False, None, 10.0, ())])) == (title, years)


def _line(text: str, size: float, y: float, *, bold: bool = False):
    from editor.formats.pdf_import.lines import Line, Segment

    return Line([Segment([Run(text, bold, False, None, size, ())], 50.0, 300.0, size)], y, 1, size)


def test_a_document_title_at_the_top_is_nobody_s_name():
    from editor.formats.pdf_import.basics import read_header

    header = read_header([_line("Curriculum Vitae", 20, 40), _line("Priya Example", 14, 70, bold=True),
                          _line("priya@example.org", 10, 90)])
    assert header["name"] == "Priya Example" and header["email"] == "priya@example.org"


def test_a_header_in_one_size_that_starts_with_contacts_takes_the_name_below_them():
    from editor.formats.pdf_import.basics import read_header

    header = read_header([_line("priya@example.org", 10, 40), _line("+44 20 7946 0111", 10, 52),
                          _line("Priya Example", 10, 64, bold=True)])
    assert header["name"] == "Priya Example"
    assert (header["email"], header["phone"]) == ("priya@example.org", "+44 20 7946 0111")
