"""Lines web themes print under an entry's title: "Awarded Jan 2023" is the date of the
award above it, and a degree alone under the field of study (set in from the school) is the
degree."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def test_awarded_and_a_date_under_an_award_is_its_date():
    resume = _read([
        (50, 110, "Awards", 14, True),
        (50, 130, "Grauwerk Engineering Excellence Award", 10, True),
        (50, 146, "Awarded Jan 2023", 10, False),
        (50, 170, "Best Student Paper, Storage Workshop", 10, True),
        (50, 186, "Awarded Jan 2016", 10, False),
    ])
    awards = resume.sections[0].entries
    assert [(a.title, [str(d) for d in a.dates]) for a in awards] == [
        ("Grauwerk Engineering Excellence Award", ["2023-01"]), ("Best Student Paper, Storage Workshop", ["2016-01"])]


def test_a_degree_alone_under_the_field_of_study():
    resume = _read([
        (50, 110, "Education", 14, True),
        (50, 130, "Technical University of Eastham", 12, True), (430, 130, "Jan 2014 — Jan 2017", 12, True),
        (65, 153, "Computer Engineering", 12, True), (69, 167, "M.Sc.", 12, False),  # set in from the school
        (50, 195, "Hochschule Lindenfeld", 12, True), (430, 195, "Jan 2011 — Jan 2014", 12, True),
        (65, 218, "Computer Science", 12, True), (69, 232, "B.Sc.", 12, False),
    ])
    assert [(s.institution, s.degree, s.field) for s in resume.sections[0].entries] == [
        ("Technical University of Eastham", "M.Sc.", "Computer Engineering"),
        ("Hochschule Lindenfeld", "B.Sc.", "Computer Science")]


def test_a_year_alone_under_a_publication_title_is_its_date():
    resume = _read([
        (50, 110, "Publications", 14, True),
        (50, 130, "Tidewater: Carbon-Aware Placement of Training Jobs", 11, True), (50, 143, "2025", 9, True),
        (50, 175, "Gradient Compression That Knows the Topology", 11, True), (50, 188, "2024", 9, True),
    ])
    publications = resume.sections[0].entries
    assert [(p.title, str(p.date)) for p in publications] == [
        ("Tidewater: Carbon-Aware Placement of Training Jobs", "2025"),
        ("Gradient Compression That Knows the Topology", "2024")]


def test_awarded_when_and_by_whom_under_an_award_set_wide_apart():
    resume = _read([
        (50, 110, "Awards", 14, True),
        (50, 138, "Grauwerk Engineering Excellence Award", 12, True),
        (50, 160, "Awarded Jan 2023", 12, False),  # more than a line's space apart, less than two awards
        (50, 189, "Best Student Paper, Storage Workshop", 12, True),
        (50, 211, "Awarded Jan 2016 by Eastham Systems Symposium", 12, False),
    ])
    awards = resume.sections[0].entries
    assert [(a.title, [str(d) for d in a.dates], a.issuer) for a in awards] == [
        ("Grauwerk Engineering Excellence Award", ["2023-01"], None),
        ("Best Student Paper, Storage Workshop", ["2016-01"], "Eastham Systems Symposium")]


def test_a_year_as_near_the_award_below_as_the_one_above_is_the_one_above():
    # Each award a heading with a margin, its year a paragraph under it: the year sits
    # halfway between two awards, and the list opens with an award, not a year.
    resume = _read([
        (50, 110, "Awards", 18, True),
        (50, 140, "Outstanding Graduate of Shanghai", 14, True), (50, 168, "2023", 12, False),
        (50, 196, "National Scholarship", 14, True), (50, 224, "2021", 12, False),
    ])
    awards = resume.sections[0].entries
    assert [(a.title, [str(d) for d in a.dates]) for a in awards] == [
        ("Outstanding Graduate of Shanghai", ["2023"]), ("National Scholarship", ["2021"])]
