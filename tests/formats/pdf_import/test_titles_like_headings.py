"""An organisation set in the headings' own style (same size, bold) with its
dates under it is an entry's title inside the section, not a section of its own."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def test_an_organisation_styled_like_the_headings_with_dates_under_it_is_an_entry():
    resume = _read([
        (50, 110, "Work Experience", 14, True),
        (50, 134, "Fernhill Labs", 14, True),
        (50, 152, "Senior Site Reliability Engineer", 11, True),
        (50, 168, "2021 - Present", 10, False),
        (70, 184, "Cut monthly pages by 70% by rewriting alerts.", 10, False),
        (50, 210, "Calder Payments", 14, True),
        (50, 228, "Site Reliability Engineer", 11, True),
        (50, 244, "2018 - 2021", 10, False),
        (70, 260, "Moved 120 services to Kubernetes.", 10, False),
        (50, 290, "Education", 14, True),
        (50, 314, "University of Dunmore", 14, True),
        (50, 332, "B.Sc. Computer Science", 11, False),
        (50, 348, "2012 - 2016", 10, False),
    ])
    assert [s.kind for s in resume.sections] == ["experience", "education"]
    jobs = resume.sections[0].entries
    assert [(j.organisation, j.start) for j in jobs] == [("Fernhill Labs", "2021"), ("Calder Payments", "2018")]
