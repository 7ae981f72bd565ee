"""Lines wrapped or set under a title in a narrow column (XeLaTeX multicol): a contact
line broken after "Utrecht,", an award's issuer and its year on lines under the award,
and entries of a section of no known kind with their dates on a line under the title."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def test_a_place_wrapped_after_its_comma_in_the_header_is_one_place() -> None:
    from editor.formats.pdf_import.basics import _prose_rejoined

    assert _prose_rejoined([("a@example.org", "mailto:a@example.org"), ("Utrecht,", None), ("Netherlands", None),
                            ("scholar.example.org/x", "https://scholar.example.org/x")]) == [
        ("a@example.org", "mailto:a@example.org"), ("Utrecht, Netherlands", None),
        ("scholar.example.org/x", "https://scholar.example.org/x")]


def test_an_awards_issuer_and_year_on_lines_under_it() -> None:
    resume = _read([
        (50, 110, "AWARDS", 12, True),
        (50, 126, "Young Investigator Grant", 10, True),
        (50, 138, "Dutch Research Foundation for Computing", 10, False),
        (50, 153, "2023", 8, False),
        (50, 168, "Kingsbridge Doctoral Prize", 10, True),
        (50, 180, "2019", 8, False),
    ])
    awards = resume.sections[0].entries
    assert [(a.title, a.issuer, a.dates) for a in awards] == [
        ("Young Investigator Grant", "Dutch Research Foundation for Computing", ["2023"]),
        ("Kingsbridge Doctoral Prize", None, ["2019"])]


def test_entries_of_an_unknown_section_with_dates_under_the_title() -> None:
    resume = _read([
        (50, 110, "LECTURING", 12, True),
        (50, 126, "Distributed Systems (MSc)", 10, True),
        (50, 138, "University of Meerhaven, lecturer", 10, False),
        (50, 150, "2022 – present", 8, False),
        (50, 165, "Operating Systems (BSc)", 10, True),
        (50, 177, "University of Meerhaven, co-lecturer", 10, False),
        (50, 189, "2021 – 2023", 8, False),
    ])
    entries = resume.sections[0].entries
    assert [(e.title, e.subtitle, e.start, e.end) for e in entries] == [
        ("Distributed Systems (MSc)", "University of Meerhaven, lecturer", "2022", "present"),
        ("Operating Systems (BSc)", "University of Meerhaven, co-lecturer", "2021", "2023")]
