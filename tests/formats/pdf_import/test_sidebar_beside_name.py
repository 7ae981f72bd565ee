"""A sidebar at the left beside a main column that opens with the name and the
headline (no header across the page), and a sidebar heading set large enough to
run up to the main column's first word on its baseline."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read

WHITE = (1.0, 1.0, 1.0)


def _page() -> list[tuple]:
    side = [
        (40, 60, "CONTACT", 14, True), (40, 80, "tobias@example.org", 8, False),
        (40, 93, "+49 30 5550 1234", 8, False), (40, 106, "Berlin, Germany", 8, False),
        (40, 200, "EDUCATION", 14, True),
        (40, 218, "Hochschule Lindenfeld", 8, False), (40, 230, "B.Sc. Computer Science", 8, False),
        (40, 242, "2011 – 2014", 8, False),
        (40, 290, "LANGUAGES", 14, True), (40, 308, "German, English", 8, False),
    ]
    main = [
        (200, 60, "Tobias Renner", 28, True), (200, 90, "Storage Engineer", 14, False),
        (200, 140, "EXPERIENCE", 14, True),
        (200, 160, "Grauwerk Storage GmbH", 9, True), (480, 160, "2021 – 2024", 8, False),
        (200, 173, "• Lead the team that owns the storage target.", 8, False),
        (200, 186, "• Replaced the block allocator with arenas.", 8, False),
        (200, 200, "Kestrel Networks", 9, True), (480, 200, "2017 – 2021", 8, False),
        (200, 213, "• Maintained the driver for the adapters.", 8, False),
        (200, 226, "• Upstreamed patches to the networking stack.", 8, False),
        (200, 260, "AWARDS", 14, True),
        (200, 278, "Engineering Excellence Award", 8, False), (480, 278, "2023", 8, False),
    ]
    return side + main


def test_the_name_atop_the_main_column_is_the_header() -> None:
    resume = _read(_page(), header=False)
    assert resume.basics.name == "Tobias Renner"
    assert resume.basics.headline == "Storage Engineer"
    assert resume.basics.email == "tobias@example.org"
    assert [s.kind for s in resume.sections] == ["education", "languages", "experience", "awards"]


def test_a_sidebar_heading_running_up_to_the_main_column_stays_in_the_sidebar() -> None:
    # EDUCATION at 23 pt ends six points short of "Grauwerk Storage GmbH" on its baseline
    items = [item for item in _page() if item[2] != "EDUCATION"] + [(40, 160, "EDUCATION", 23, True, (0.3, 0.3, 0.3))]
    resume = _read(items, header=False)
    assert [s.kind for s in resume.sections] == ["education", "languages", "experience", "awards"]
    experience = resume.sections[2]
    assert [e.organisation for e in experience.entries] == ["Grauwerk Storage GmbH", "Kestrel Networks"]


def test_a_headline_styled_as_the_headings_under_the_name_is_the_headline() -> None:
    items = [item for item in _page() if item[2] != "Storage Engineer"] + [
        (200, 90, "STORAGE AND", 14, True), (200, 108, "KERNEL ENGINEER", 14, True)]
    resume = _read(items, header=False)
    assert resume.basics.name == "Tobias Renner"
    assert resume.basics.headline == "STORAGE AND KERNEL ENGINEER"
    assert [s.kind for s in resume.sections] == ["education", "languages", "experience", "awards"]
