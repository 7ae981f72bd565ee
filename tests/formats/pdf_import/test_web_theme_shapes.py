"""Shapes JSON Resume and RenderCV themes print entries and sections in.

* A heading in a column of its own at the left, on its section's first line ("Education
  Donghai University  September 2020 - June 2023"): a later entry set back in that column by
  a broken indent still belongs to the section.
* Contacts at the foot of the last section: only the lines from the first contact are the header's.
* The organisation, its place and dates in a box, the role under it, and the theme's
  "Highlights" over the bullets.
* "**School** – Place" over the degree and field on a line of their own."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read

RED = (1.0, 0.09, 0.09)


def test_a_later_entry_in_the_headings_column_stays_in_the_section():
    resume = _read([
        (80, 110, "Education", 13, False, RED), (193, 110, "Donghai University", 11, True),
        (420, 110, "September 2020 - June 2023", 8, False),
        (193, 128, "Computer Science / M.Eng.", 9, False),
        (80, 160, "Xishan University of Technology", 11, True), (420, 160, "September 2016 - June 2020", 8, False),
        (80, 178, "Software Engineering / B.Eng.", 9, False),
        (80, 215, "Work", 13, False, RED), (193, 215, "Lanting AI", 11, True),
        (420, 215, "July 2023 - Present", 8, False),
        (193, 233, "ML Systems Engineer", 9, False),
    ])
    assert [s.kind for s in resume.sections] == ["education", "experience"]
    schools = resume.sections[0].entries
    assert [(e.institution, str(e.start), str(e.end)) for e in schools] == [
        ("Donghai University", "2020-09", "2023-06"), ("Xishan University of Technology", "2016-09", "2020-06")]


def test_contacts_at_the_foot_leave_the_skills_above_them():
    resume = _read([
        (80, 110, "Work", 13, False, RED), (193, 110, "Lanting AI", 11, True),
        (420, 110, "July 2023 - Present", 8, False),
        (193, 128, "ML Systems Engineer", 9, False),
        (80, 165, "Skills", 13, False, RED), (193, 165, "Programming", 10.8, True), (284, 165, "Python", 8.6, False),
        (333, 165, "Rust", 8.6, False),
        (193, 190, "Frameworks", 10.8, True), (284, 190, "PyTorch", 8.6, False), (333, 190, "vLLM", 8.6, False),
        (193, 215, "Languages", 10.8, True), (275, 215, "Mandarin (native)", 8.6, False),
        (193, 250, "Shanghai, China", 8.6, False), (301, 250, "jingran.zhou@example.org", 8.6, False),
        (301, 262, "+86 100 0000 5678", 8.6, False), (424, 262, "jingran.example.com", 8.6, False),
    ])
    skills = resume.sections[-1]
    assert skills.kind == "skills"
    assert [e.label for e in skills.entries] == ["Programming", "Frameworks", "Languages"]
    assert "example.org" not in repr(resume.sections)  # the foot's contacts are the header's, not a skill


def test_an_organisation_block_with_the_role_and_a_label_over_the_bullets():
    # The organisation, its place and its dates in a box; the role under the box in the
    # organisation's style; then the theme's "Highlights" over the bullets.
    resume = _read([
        (45, 100, "WORK EXPERIENCE", 17, True),
        (63, 130, "Grauwerk Storage GmbH", 13.5, True), (63, 147, "Berlin", 13.5, True),
        (63, 163, "September 2021 – Present", 11.5, False),
        (61, 195, "Staff Software Engineer", 13.5, True), (61, 213, "Highlights", 11.5, True),
        (90, 237, "•", 11.5, False), (103, 237, "Lead the team that owns the NVMe-over-TCP target.", 11.5, False),
        (90, 255, "•", 11.5, False), (103, 255, "Replaced the block allocator with per-core arenas.", 11.5, False),
        (63, 290, "Kestrel Networks", 13.5, True), (63, 307, "Munich", 13.5, True),
        (63, 323, "April 2017 – August 2021", 11.5, False),
        (61, 355, "Linux Kernel Developer", 13.5, True), (61, 373, "Highlights", 11.5, True),
        (90, 397, "•", 11.5, False), (103, 397, "Upstreamed 27 patches to the networking stack.", 11.5, False),
    ])
    jobs = resume.sections[0].entries
    assert [(j.organisation, j.role, j.location, str(j.start), len(j.highlights)) for j in jobs] == [
        ("Grauwerk Storage GmbH", "Staff Software Engineer", "Berlin", "2021-09", 2),
        ("Kestrel Networks", "Linux Kernel Developer", "Munich", "2017-04", 1)]


def test_the_school_and_its_place_over_the_degree_in_italics():
    # RenderCV's ink, ember and opal: "**School** – Place" with the years at the right, the
    # degree and field on the next line, in the body's size.
    resume = _read([
        (43, 100, "Education", 13, True),
        (43, 120, "Technical University of Eastham", 10, True), (218, 120, "– Eastham, Germany", 10, False),
        (500, 120, "2014 – 2017", 10, False),
        (43, 133, "M.Sc. in Computer Engineering", 10, False),
        (43, 155, "Hochschule Lindenfeld", 10, True), (170, 155, "– Lindenfeld, Germany", 10, False),
        (500, 155, "2011 – 2014", 10, False),
        (43, 168, "B.Sc. in Computer Science", 10, False),
    ])
    schools = resume.sections[0].entries
    assert [(s.institution, s.location, s.degree, s.field) for s in schools] == [
        ("Technical University of Eastham", "Eastham, Germany", "M.Sc.", "Computer Engineering"),
        ("Hochschule Lindenfeld", "Lindenfeld, Germany", "B.Sc.", "Computer Science")]


def test_a_role_wrapped_over_two_lines_under_the_box_and_the_first_bullet_after_the_label():
    # (the theme draws its bullets as shapes: no text for them)
    resume = _read([
        (45, 100, "WORK EXPERIENCE", 17, True),
        (63, 130, "University of Meerhaven", 13.7, True), (63, 146, "Meerhaven, Netherlands", 13.7, True),
        (63, 161, "September 2021 – Present", 11.4, False),
        (61, 192, "Assistant Professor, Department of", 13.7, True), (61, 208, "Computer Science", 13.7, True),
        (61, 227, "Highlights", 11.4, True),
        (103, 263, "Leads the Efficient Systems Group.", 11.4, False),
        (103, 305, "Teaches Distributed Systems and Operating Systems.", 11.4, False),
        (63, 345, "Institute for Advanced Computing", 13.7, True), (63, 361, "Valdemora, Spain", 13.7, True),
        (63, 376, "January 2019 – August 2021", 11.4, False),
        (61, 407, "Postdoctoral Researcher", 13.7, True), (61, 426, "Highlights", 11.4, True),
        (103, 450, "Designed a carbon-aware job scheduler.", 11.4, False),
    ])
    jobs = resume.sections[0].entries
    assert [(j.organisation, j.role, j.location, list(j.highlights)) for j in jobs[:1]] == [
        ("University of Meerhaven", "Assistant Professor, Department of Computer Science", "Meerhaven, Netherlands",
         ["Leads the Efficient Systems Group.", "Teaches Distributed Systems and Operating Systems."])]
    assert [(j.role, list(j.highlights)) for j in jobs[1:]] == [
        ("Postdoctoral Researcher", ["Designed a carbon-aware job scheduler."])]
