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


def test_a_length_of_time_beside_the_dates_is_no_field():
    resume = _read([
        (50, 110, "Experience", 14, True),
        (50, 130, "Staff Engineer, Northwind Compute", 11, True),
        (50, 146, "September 2021 — Present", 9, False), (200, 146, "3 yrs 2 mos", 9, False),
        (60, 162, "Runs the storage team of six engineers.", 10, False),
        (50, 186, "Engineer, Harbour Labs", 11, True),
        (50, 202, "January 2018 — August 2021", 9, False), (200, 202, "4 years", 9, False),
        (60, 218, "Wrote the replication layer.", 10, False),
    ])
    jobs = resume.sections[0].entries
    assert [(j.start, j.end) for j in jobs] == [("2021-09", "present"), ("2018-01", "2021-08")]
    assert "yrs" not in str(jobs[0].model_dump()) and "years" not in str(jobs[1].model_dump())


def test_a_place_linked_to_a_map_is_the_location_not_the_website():
    from editor.formats.pdf_import.basics import _place

    found: dict = {"profiles": [], "leftover": []}
    _place(found, "Utrecht, Netherlands,", "https://www.google.com/maps?q=Utrecht%20Netherlands", set())
    assert found.get("location") == "Utrecht, Netherlands" and "website" not in found


def test_organisation_role_and_dates_on_three_lines_are_one_entry():
    resume = _read([
        (50, 110, "Work Experience", 16, True),
        (50, 134, "Northwind Compute", 12, True),
        (50, 152, "Senior Infrastructure Engineer", 12, True),
        (50, 170, "2022 - Present", 11, False),
        (70, 188, "Rebuilt asynchronous checkpoint writes for large jobs.", 11, False),
        (50, 216, "Bluefin Analytics", 12, True),
        (50, 234, "Systems Engineer", 12, True),
        (50, 252, "2019 - 2022", 11, False),
        (70, 270, "Moved the feature pipeline to streaming.", 11, False),
    ])
    jobs = resume.sections[0].entries
    assert [(j.start, j.end) for j in jobs] == [("2022", "present"), ("2019", "2022")]
    assert [j.organisation + " / " + (j.role or "") for j in jobs] == [
        "Northwind Compute / Senior Infrastructure Engineer", "Bluefin Analytics / Systems Engineer"]


def test_a_smaller_role_with_its_dates_under_the_organisation_is_one_entry():
    resume = _read([
        (50, 110, "EXPERIENCE", 13, False),
        (50, 132, "Fernhill Labs", 11, True),
        (50, 147, "Senior Site Reliability Engineer", 9, True), (230, 147, "Sep 2021 - Present", 9, False),
        (80, 164, "Run the Kubernetes fleet that trains the models.", 8, False),
        (50, 190, "Calder Payments", 11, True),
        (50, 205, "Site Reliability Engineer", 9, True), (190, 205, "Feb 2018 - Aug 2021", 9, False),
        (80, 222, "Moved 120 services to Kubernetes.", 8, False),
    ])
    jobs = resume.sections[0].entries
    assert [(j.organisation, j.start) for j in jobs] == [("Fernhill Labs", "2021-09"), ("Calder Payments", "2018-02")]
    assert jobs[0].role == "Senior Site Reliability Engineer"
    assert "Site Reliability Engineer" in (jobs[1].role or "") + (jobs[1].location or "")


def test_a_degree_and_field_title_with_the_school_under_it():
    resume = _read([
        (50, 110, "EDUCATION", 14, False),
        (50, 132, "Computer Science, Ph.D.", 11, True),
        (50, 147, "2014 — 2018", 9, False),
        (50, 162, "Kingsbridge University", 11, False),
        (50, 190, "Computer Science, M.Sc.", 11, True),
        (50, 205, "2012 — 2014", 9, False),
        (50, 220, "University of Meerhaven", 11, False),
    ])
    schools = resume.sections[0].entries
    assert [(e.institution, e.degree, e.field, e.start) for e in schools] == [
        ("Kingsbridge University", "Ph.D.", "Computer Science", "2014"),
        ("University of Meerhaven", "M.Sc.", "Computer Science", "2012")]


def test_a_publication_dated_flush_right_beside_its_title():
    resume = _read([
        (50, 110, "Publications", 14, True),
        (50, 132, "Tidewater: Carbon-Aware Placement of Training Jobs", 10, True), (480, 132, "Jan 2025", 9, False),
        (50, 146, "USENIX Symposium on Operating Systems Design and Implementation", 9, False),
        (50, 170, "Gradient Compression That Knows the Topology", 10, True), (480, 170, "Jan 2024", 9, False),
        (50, 184, "Conference on Machine Learning and Systems", 9, False),
    ])
    papers = resume.sections[0].entries
    assert [p.date for p in papers] == ["2025-01", "2024-01"]


def test_a_job_that_holds_a_section_word_is_no_heading():
    from editor.formats.pdf_import.vocabulary import kind_of_heading

    assert kind_of_heading("Research Intern") is None  # a role, though "Research" names a section
    assert kind_of_heading("Project Manager") is None
    assert kind_of_heading("Research Experience") == "research"  # the headings themselves still read
    assert kind_of_heading("Selected Projects") == "projects"


def test_entries_titled_as_large_as_a_few_labels_under_the_headings():
    # Headings at 18 pt; the skills' labels, the organisations and the roles all at 14 pt
    # bold, one of the roles ("Research Intern") holding a section's word.
    resume = _read([
        (34, 100, "Skills", 18, True),
        (34, 125, "Languages", 14, True), (64, 145, "- Mandarin (native)", 12, False),
        (34, 180, "Experience", 18, True),  # spaced as the theme prints them
        (34, 212, "Lanting AI — Inference Platform", 14, True), (34, 242, "ML Systems Engineer", 14, True),
        (34, 269, "2023-07 → Present", 12, False), (64, 295, "- Built the batching scheduler.", 12, False),
        (34, 330, "Qiansuo Technology", 14, True), (34, 360, "Research Intern", 14, True),
        (34, 387, "2022-06 → 2022-09", 12, False), (64, 413, "- Profiled mixture-of-experts training.", 12, False),
        (34, 450, "Education", 18, True),
        (34, 482, "Donghai University", 14, True), (34, 510, "M.Eng.", 12, True),
        (34, 537, "2020-09 → 2023-06", 12, False),
    ])
    kinds = [section.kind for section in resume.sections]
    assert kinds[-2:] == ["experience", "education"]
    jobs = resume.sections[-2].entries
    assert [(j.organisation, j.role, str(j.start), str(j.end)) for j in jobs] == [
        ("Lanting AI — Inference Platform", "ML Systems Engineer", "2023-07", "present"),
        ("Qiansuo Technology", "Research Intern", "2022-06", "2022-09")]
