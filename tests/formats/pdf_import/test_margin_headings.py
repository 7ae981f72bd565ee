"""Section headings in a left margin, each set beside the middle of its section,
some wrapped over two lines ("Research" over "Interests"): each is one heading
that opens its section at the section's first line."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def test_a_heading_centred_beside_its_section_and_wrapped_opens_it() -> None:
    resume = _read([
        (160, 110, "– Distributed machine-learning systems", 10, False),
        (60, 120, "Research", 11, False), (160, 120, "– Network-aware scheduling", 10, False),
        (60, 134, "Interests", 11, False), (160, 134, "– Energy-efficient datacenters", 10, False),
        (160, 152, "Assistant Professor, University of Meerhaven", 10, True),
        (60, 162, "Academic", 11, False), (160, 162, "Meerhaven · September 2021 – present", 10, False),
        (60, 175, "Appointments", 11, False), (162, 175, "– Leads the Efficient Systems Group.", 10, False),
        (162, 186, "– Teaches Distributed Systems.", 10, False),
        (160, 202, "Postdoctoral Researcher, Institute for Advanced Computing", 10, True),
        (160, 214, "Valdemora · January 2019 – August 2021", 10, False),
        (162, 225, "– Designed a carbon-aware job scheduler.", 10, False),
        (160, 243, "Kingsbridge University, Ph.D., Computer Science", 10, True),
        (60, 253, "Education", 11, False), (160, 253, "Kingsbridge · October 2014 – December 2018", 10, False),
        (162, 266, "– Dissertation: Communication-efficient training.", 10, False),
    ])
    assert [(s.kind, s.title) for s in resume.sections] == [
        ("interests", "Research Interests"), ("experience", "Academic Appointments"), ("education", "Education")]
    jobs = resume.sections[1].entries
    assert [(j.start, j.end) for j in jobs] == [("2021-09", "present"), ("2019-01", "2021-08")]
    assert resume.sections[2].entries[0].start == "2014-10"
