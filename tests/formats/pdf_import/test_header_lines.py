"""The header's first lines: a name broken at its hyphen onto two lines is one name, and a
place on the line under it is the place, not the headline (a wrapped headline in capitals
that ends in "AND" is still the headline)."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read


def _header(lines: list[tuple]) -> list[tuple]:
    return [*lines,
            (50, 150, "Experience", 13, True),
            (50, 170, "Kestrel Logistics Robotics", 11, True), (420, 170, "2021 – 2024", 10, False),
            (60, 186, "• Rebuilt the calibration pipeline.", 10, False)]


def test_a_name_broken_at_its_hyphen_is_one_name_and_the_place_under_it_is_the_place():
    resume = _read(_header([
        (50, 50, "Ines OKAFOR-", 26, True), (50, 80, "BRANDT", 26, True),
        (50, 100, "Leipzig,", 9, False),
        (50, 116, "+49 30 5550 1783", 9, False), (220, 116, "ines@example.net", 9, False),
        (50, 128, "Robotics Perception Engineer", 11, True),
    ]), header=False)
    assert resume.basics.name == "Ines OKAFOR-BRANDT"
    assert (resume.basics.location, resume.basics.headline) == ("Leipzig", "Robotics Perception Engineer")
    assert resume.basics.phone == "+49 30 5550 1783"


def test_a_wrapped_headline_in_capitals_is_no_place():
    resume = _read(_header([
        (50, 50, "TOBIAS RENNER", 24, True),
        (50, 76, "STORAGE AND", 11, False), (50, 90, "KERNEL ENGINEER", 11, False),
        (50, 110, "tobias@example.com", 9, False),
    ]), header=False)
    assert resume.basics.headline == "STORAGE AND KERNEL ENGINEER"


def test_icons_drawn_larger_than_the_name_are_neither_the_name_nor_its_size():
    resume = _read(_header([
        (50, 50, "Mara Lindqvist", 14, True),
        (50, 66, "AI Infrastructure Engineer", 10, True),
        (50, 90, "✉", 16, False), (82, 90, "Portland, OR, USA", 9.6, False),  # an icon, drawn larger
        (250, 90, "☎", 16, False), (282, 90, "+1 503-555-0142", 9.6, False),
    ]), header=False)
    assert resume.basics.name == "Mara Lindqvist"


def test_contacts_joined_by_an_em_dash_and_sentences_under_them_as_the_introduction():
    resume = _read(_header([
        (200, 40, "INES OKAFOR-BRANDT", 18, False), (190, 62, "ROBOTICS PERCEPTION ENGINEER", 13.5, False),
        (193, 80, "ines.okafor-brandt@example.net — +49 30 5550 1783", 9, False),
        (50, 105, "Perception engineer who turns noisy lidar and camera streams into maps that warehouse robots can trust.", 9, False),
        (50, 117, "Seven years between research prototypes and fleets of two hundred machines.", 9, False),
    ]), header=False)
    assert (resume.basics.email, resume.basics.phone) == ("ines.okafor-brandt@example.net", "+49 30 5550 1783")
    about = resume.sections[0]
    assert about.kind == "about"
    assert [e.text for e in about.entries] == [
        "Perception engineer who turns noisy lidar and camera streams into maps that warehouse robots can trust. "
        "Seven years between research prototypes and fleets of two hundred machines."]


def test_a_last_updated_stamp_at_the_top_is_no_place():
    resume = _read(_header([
        (480, 30, "Last updated in Jan 2026", 9, False),
        (50, 50, "Tobias Renner", 24, True), (50, 76, "Storage and Kernel Engineer", 11, False),
        (50, 96, "Berlin, Germany | tobias.renner@example.com | +49 30 55501234", 10, False),
    ]), header=False)
    assert (resume.basics.name, resume.basics.location) == ("Tobias Renner", "Berlin, Germany")
