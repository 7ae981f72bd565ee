"""A two-column page whose header spans both columns under a photo's caption, and
skill groups set as headings of their own in the sidebar (no "Skills" above them)."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def _page(caption: bool = True) -> list[tuple]:
    side = [(50, 150, "LANGUAGES", 11, False), (50, 166, "C", 8, False), (50, 177, "RUST", 8, False),
            (50, 188, "PYTHON", 8, False),
            (50, 214, "KERNEL", 11, False), (50, 230, "BLOCK LAYER", 8, False), (50, 241, "NVME", 8, False),
            (50, 252, "IO_URING", 8, False)]
    main = [(220, 120, "EXPERIENCE", 11, False),
            (220, 140, "Grauwerk Storage GmbH", 10, True), (470, 140, "09/2021 - Present", 9, False),
            (220, 153, "Staff Software Engineer", 9, False),
            (232, 168, "Leads the team that owns the NVMe-over-TCP target.", 8, False),
            (220, 190, "Kestrel Networks", 10, True), (470, 190, "04/2017 - 08/2021", 9, False),
            (220, 203, "Linux Kernel Developer", 9, False),
            (232, 218, "Maintained the driver for 100 GbE adapters.", 8, False),
            (220, 240, "EDUCATION", 11, False),
            (220, 260, "Hochschule Lindenfeld", 10, True), (470, 260, "2011 - 2014", 9, False),
            (220, 273, "B.Sc. Computer Science", 9, False)]
    head = [(50, 60, "TOBIAS QUENNELL-RENNER", 26, False), (50, 80, "STORAGE AND KERNEL ENGINEER", 11, False),
            (50, 120, "ABOUT", 11, False), (50, 134, "tobias@example.org", 7, False)]
    photo = [(480, 30, "profile-pic", 11, False)] if caption else []
    return photo + head + side + main


def test_the_header_across_both_columns_stays_the_header_under_a_caption():
    resume = _read(_page(), header=False)
    assert resume.basics.name.title() == "Tobias Quennell-Renner"
    assert resume.sections[0].kind != "misc" or "TOBIAS" not in str(resume.sections[0].model_dump())


def test_skill_groups_under_headings_of_their_own_are_one_skills_section():
    resume = _read(_page(), header=False)
    skills = [s for s in resume.sections if s.kind == "skills"]
    assert len(skills) == 1
    assert [(e.label, list(e.items)) for e in skills[0].entries] == [
        ("LANGUAGES", ["C", "RUST", "PYTHON"]), ("KERNEL", ["BLOCK LAYER", "NVME", "IO_URING"])]
    assert {"experience", "education"} <= {s.kind for s in resume.sections}


def test_contacts_at_the_top_of_a_right_sidebar_without_a_heading_reach_the_header():
    main = [(40, 50, "Anaya Verhoeven", 26, True), (40, 80, "Assistant Professor", 12, False),
            (40, 120, "Experience", 13, False),
            (40, 140, "Assistant Professor, University of Meerhaven", 10, True), (300, 140, "Sep 2021 - Present", 9, False),
            (50, 155, "Leads the Efficient Systems Group of six.", 8, False),
            (40, 175, "Postdoctoral Researcher, Institute for Computing", 10, True), (300, 175, "Jan 2019 - Aug 2021", 9, False),
            (50, 190, "Designed a carbon-aware job scheduler.", 8, False),
            (40, 220, "Publications", 13, False),
            (40, 240, "Tidewater: Carbon-Aware Placement of Training Jobs", 9, True),
            (40, 252, "USENIX Symposium on Operating Systems Design (OSDI), 2025", 8, False)]
    side = [(450, 60, "+31 20 555 0199", 9, False), (450, 74, "a.verhoeven@example.org", 9, False),
            (450, 88, "Utrecht, Netherlands", 9, False),
            (450, 120, "Education", 13, False), (450, 140, "Ph.D., Computer Science", 8, False),
            (450, 152, "Kingsbridge University", 8, False), (450, 164, "2014 - 2018", 8, False),
            (450, 184, "M.Sc., Computer Science", 8, False), (450, 196, "University of Meerhaven", 8, False),
            (450, 208, "2012 - 2014", 8, False)]
    resume = _read(main + side, header=False)
    assert (resume.basics.email, resume.basics.phone) == ("a.verhoeven@example.org", "+31 20 555 0199")


def test_labelled_contacts_ending_the_about_text_reach_the_header():
    resume = _read([
        (50, 50, "Priya Castellanos", 24, True), (50, 76, "London", 14, True),
        (50, 110, "About", 14, True),
        (50, 130, "Reliability engineer for machine-learning platforms, turning pager noise", 11, False),
        (50, 144, "into dashboards, runbooks and fewer incidents.", 11, False),
        (50, 164, "Phone:", 11, True), (None, 164, " +44 20 7946 0000", 11, False),
        (50, 178, "Email:", 11, True), (None, 178, " priya.castellanos@example.com", 11, False),
        (50, 210, "Experience", 14, True),
        (50, 230, "Fernhill Labs", 12, True), (420, 230, "2021 - Present", 10, False),
        (70, 246, "Runs the Kubernetes fleet.", 10, False),
    ], header=False)
    assert (resume.basics.email, resume.basics.phone) == ("priya.castellanos@example.com", "+44 20 7946 0000")
    about = next(s for s in resume.sections if s.kind == "about")
    assert "Phone" not in str(about.model_dump())
