"""The plainest hand-made CV: "**Organisation**, Place  dates" with the role (or the degree)
on the next line, in the body's style. That line is the role or degree, not a bullet; and
a role of capitalised words is not taken for the place."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def test_the_line_under_organisation_comma_place_is_the_role_or_degree():
    resume = _read([
        (50, 110, "Experience", 13, True),
        (50, 130, "Fjordlight Systems", 11, True), (None, 130, ", Bergen", 11, False),
        (430, 130, "03/2020 - present", 11, False),
        (50, 144, "Senior Compiler Engineer", 11, False),
        (70, 160, "• Rewrote the loop vectoriser; kernels run 1.7x faster on average.", 11, False),
        (70, 174, "• Led a team of four that ships the GPU code generator.", 11, False),
        (50, 200, "Education", 13, True),
        (50, 220, "University of Tromsvik", 11, True), (None, 220, ", Tromsvik", 11, False),
        (430, 220, "08/2014 - 06/2016", 11, False),
        (50, 234, "M.Sc. in Computer Science", 11, False),
    ])
    job = resume.sections[0].entries[0]
    assert (job.organisation, job.role, job.location) == ("Fjordlight Systems", "Senior Compiler Engineer", "Bergen")
    assert [str(h) for h in job.highlights] == ["Rewrote the loop vectoriser; kernels run 1.7x faster on average.",
                                                "Led a team of four that ships the GPU code generator."]
    school = resume.sections[1].entries[0]
    assert (school.institution, school.degree, school.field, school.location) == \
        ("University of Tromsvik", "M.Sc.", "Computer Science", "Tromsvik")
    assert not school.highlights


def test_a_place_under_role_comma_company_is_still_the_place():
    resume = _read([
        (50, 110, "Experience", 13, True),
        (50, 130, "Staff Engineer", 11, True), (None, 130, ", Northwind Compute", 11, False),
        (430, 130, "2019 - 2022", 11, False),
        (50, 144, "Portland, OR", 11, False),
        (70, 160, "• Kept the cluster busy.", 11, False),
    ])
    job = resume.sections[0].entries[0]
    assert job.location == "Portland, OR"
