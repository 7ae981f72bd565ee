"""Themes that set nothing in bold: each entry's title is told by its size (larger than the
line under it) and its colour, like the first entry's."""

from __future__ import annotations

from tests.formats.pdf_import.test_layouts import _read

GREY = (0.45, 0.45, 0.45)


def test_entries_whose_titles_are_only_larger():
    resume = _read([
        (50, 110, "WORK EXPERIENCE", 16, False, GREY),
        (50, 134, "Kestrel Logistics Robotics", 13, False), (50, 152, "Lead Perception Engineer", 10, False, GREY),
        (50, 166, "2021-10 - Present", 10, False, GREY),
        (60, 182, "• Rebuilt the lidar–camera calibration pipeline.", 10, False),
        (50, 206, "Fennwick Automation", 13, False), (50, 224, "Computer Vision Engineer", 10, False, GREY),
        (50, 238, "2018-04 - 2021-09", 10, False, GREY),
        (60, 254, "• Shipped pallet-pose estimation at 30 fps.", 10, False),
    ])
    jobs = resume.sections[0].entries
    assert [(j.organisation, j.role, str(j.start)) for j in jobs] == [
        ("Kestrel Logistics Robotics", "Lead Perception Engineer", "2021-10"),
        ("Fennwick Automation", "Computer Vision Engineer", "2018-04")]



def test_the_field_over_the_degree_alone_under_a_school():
    resume = _read([
        (50, 110, "EDUCATION", 16, False, GREY),
        (50, 134, "Technical University of Saalfeld", 13, False),
        (50, 152, "Mechatronics", 10, False, GREY), (50, 166, "M.Sc.", 10, False),
        (50, 182, "2014-10 - 2017-09", 10, False, GREY),
        (50, 206, "University of Port Harrow", 13, False),
        (50, 224, "Electrical Engineering", 10, False, GREY), (50, 238, "B.Eng.", 10, False),
        (50, 254, "2010-09 - 2014-06", 10, False, GREY),
    ])
    schools = resume.sections[0].entries
    assert [(s.institution, s.degree, s.field) for s in schools] == [
        ("Technical University of Saalfeld", "M.Sc.", "Mechatronics"),
        ("University of Port Harrow", "B.Eng.", "Electrical Engineering")]
