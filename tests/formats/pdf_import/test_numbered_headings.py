"""Numbered sections ("1. Experience", LaTeX's article class, groff's macros) are headings;
a numbered list whose item is not a section's name stays a list."""

from __future__ import annotations

import pytest

from editor.formats.pdf_import.vocabulary import SECTION_NUMBER, kind_of_heading
from tests.formats.pdf_import.test_layouts import _read


def test_numbered_sections_are_read_as_their_sections():
    resume = _read([
        (50, 110, "1. Experience", 12, True),
        (50, 130, "Skarvik Compute", 10, True),
        (300, 130, "03/2022 - present", 10, False),
        (60, 146, "Built the batching scheduler for 40 models.", 10, False),
        (50, 176, "2. Education", 12, True),
        (50, 196, "University of Trondelag", 10, True),
        (300, 196, "08/2016 - 06/2018", 10, False),
        (50, 226, "3. Skills", 12, True),
        (50, 246, "Languages: Rust, C++, Python, Go", 10, False),
    ])
    assert [s.kind for s in resume.sections] == ["experience", "education", "skills"]
    assert [s.title for s in resume.sections] == ["Experience", "Education", "Skills"]  # the number is no part of it
    assert resume.sections[0].entries[0].organisation == "Skarvik Compute"


def test_a_number_set_apart_from_its_section_name_as_latex_sets_it_is_one_heading():
    resume = _read([
        (50, 110, "1", 14, True), (75, 110, "Experience", 14, True),  # a quad between them: two segments
        (50, 134, "Fjordvik Systems", 11, True),
        (400, 134, "03/2020 - present", 11, False),
        (60, 150, "Rewrote the loop vectoriser; kernels run 1.7x faster.", 11, False),
        (50, 180, "2", 14, True), (75, 180, "Education", 14, True),
        (50, 204, "University of Tromsvik", 11, True),
        (400, 204, "08/2014 - 06/2016", 11, False),
    ])
    assert [(s.kind, s.title) for s in resume.sections] == [("experience", "Experience"), ("education", "Education")]
    assert resume.sections[0].entries[0].organisation == "Fjordvik Systems"


def test_a_numbered_item_that_names_no_section_stays_in_its_list():
    resume = _read([
        (50, 110, "Publications", 12, True),
        (50, 130, "1. Sparse All-to-All for Mixture-of-Experts Training", 10, True),
        (50, 146, "2. Overlapping Communication with Computation", 10, True),
    ])
    assert [s.kind for s in resume.sections] == ["publications"]


@pytest.mark.parametrize(("text", "name"), [
    ("1. Experience", "Experience"), ("2.1 Awards", "Awards"), ("II. Education", "Education"),
    ("一、教育背景", "教育背景"), ("（二）项目经历", "项目经历"), ("3) Skills", "Skills"),
])
def test_a_section_number_is_told_from_the_name(text, name):
    number = SECTION_NUMBER.match(text)
    assert number is not None and text[number.end():] == name and kind_of_heading(name) is not None


def test_a_number_alone_or_a_year_is_no_section_number():
    assert SECTION_NUMBER.match("2024") is None
    assert SECTION_NUMBER.match("1.") is None
