"""Headings in a column of their own at the left, wrapped over two lines beside
their section's first lines ("Selected" over "Publications"), and publications
whose author line, set smaller, comes under the venue."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def test_a_heading_wrapped_in_the_left_column_is_one_heading() -> None:
    resume = _read([
        (50, 120, "▪ Academic", 10, True), (160, 120, "University of Meerhaven", 9.4, True),
        (420, 120, "Sep 2021 – present", 9.4, True),
        (50, 133, "Appointments", 10, True), (160, 133, "Assistant Professor", 9.4, False),
        (440, 133, "Meerhaven, Netherlands", 9.4, False),
        (172, 148, "Leads the Efficient Systems Group.", 9.4, False),
        (50, 180, "▪ Selected", 10, True), (160, 180, "Tidewater: Carbon-Aware Placement of Jobs", 9.4, True),
        (520, 180, "2025", 9.4, False),
        (50, 193, "Publications", 10, True),
        (160, 193, "Symposium on Operating Systems Design and Implementation", 9.4, False),
    ])
    assert [(s.kind, s.title) for s in resume.sections] == [
        ("experience", "Academic Appointments"), ("publications", "Selected Publications")]
    job = resume.sections[0].entries[0]
    assert (job.organisation, job.role, job.start, job.end) == (
        "University of Meerhaven", "Assistant Professor", "2021-09", "present")


def test_an_author_line_under_the_venue_belongs_to_its_title() -> None:
    from editor.formats.pdf_import.lines import Run
    from editor.formats.pdf_import.others import group_publications, publication_fields
    from editor.formats.pdf_import.paragraphs import Paragraph

    def para(text: str, size: float, gap: float, bold: bool = False, italic: bool = False,
             owner: str = "") -> Paragraph:
        runs = [Run(owner, True, False, None, size, ()), Run(text, False, False, None, size, ())] if owner \
            else [Run(text, bold, italic, None, size, ())]
        return Paragraph(runs, size=size, gap_above=gap)

    groups = group_publications([
        para("Gradient Compression That Knows the Topology", 9.4, 20, bold=True),
        para("Conference on Machine Learning and Systems (MLSys)", 9.4, 12.75, italic=True),
        para(", M. Duarte", 8.8, 15, owner="A. Verhoeven"),
        para("Stragglers Are a Scheduling Problem", 9.4, 21, bold=True),
        para("ACM SIGCOMM Workshop on Networked Systems for AI", 9.4, 12.75, italic=True),
        para(", J. Whitfield", 8.8, 15, owner="A. Verhoeven"),
    ])
    assert len(groups) == 2
    first = publication_fields(groups[0])
    assert first["venue"] == "Conference on Machine Learning and Systems (MLSys)"
    assert first["authors"] == [("A. Verhoeven", True), ("M. Duarte", False)]
