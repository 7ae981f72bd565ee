"""CVs in the other languages Vitae prints: their section titles, month names and word for
"present" come from the same language files, compared case, accents and plurals aside."""

from __future__ import annotations

import pytest

from editor.formats.pdf_import.dates import parse_range
from editor.formats.pdf_import.vocabulary import kind_of_heading
from tests.formats.pdf_import.test_layouts import _read


@pytest.mark.parametrize(("text", "start", "end"), [
    ("Oct. 2021 - Aujourd'hui", "2021-10", "present"), ("Avr. 2018 - Sept. 2021", "2018-04", "2021-09"),
    ("févr. 2019 – aujourd’hui", "2019-02", "present"), ("März 2020 – heute", "2020-03", "present"),
    ("ene. 2021 - actualidad", "2021-01", "present"), ("gennaio 2015 – oggi", "2015-01", "present"),
    ("2021년 9월 – 현재", "2021-09", "present"), ("Sep 2021 – Present", "2021-09", "present"),
])
def test_dates_in_every_language(text, start, end):
    found = parse_range(text)
    assert found is not None and (found.start, found.end) == (start, end)


@pytest.mark.parametrize(("heading", "kind"), [
    ("EXPERIENCES PROFESSIONNELLES", "experience"), ("FORMATION", "education"), ("COMPETENCES", "skills"),
    ("Berufserfahrung", "experience"), ("Experiencia profesional", "experience"), ("Langues", "languages"),
    ("Profiles", None),  # English plurals are as listed: links, not the "Profile" about the person
])
def test_section_titles_in_every_language(heading, kind):
    assert kind_of_heading(heading) == kind


def test_a_french_cv_is_read_into_its_sections():
    resume = _read([
        (50, 110, "EXPÉRIENCES PROFESSIONNELLES", 13, True),
        (50, 130, "Ingénieure perception", 11, True), (400, 130, "oct. 2021 - aujourd’hui", 10, False),
        (50, 144, "Kestrel Robotique, Leipzig", 10, False),
        (60, 160, "• Refonte de la calibration lidar–caméra.", 10, False),
        (50, 190, "FORMATION", 13, True),
        (50, 210, "Université technique de Saalfeld", 11, True), (400, 210, "sept. 2014 - juin 2017", 10, False),
    ])
    assert [s.kind for s in resume.sections] == ["experience", "education"]
    job, school = resume.sections[0].entries[0], resume.sections[1].entries[0]
    assert (str(job.start), str(job.end)) == ("2021-10", "present")
    assert (school.institution, str(school.start), str(school.end)) == ("Université technique de Saalfeld",
                                                                        "2014-09", "2017-06")


@pytest.mark.parametrize("text", ["Oct. 2021 - aujourd’hui (3 ans 5 mois)", "März 2020 – heute (4 Jahre)",
                                  "Sep 2021 – Present (4 years, 8 months)"])
def test_the_length_of_a_stay_beside_its_dates_is_part_of_them(text):
    found = parse_range(text)
    assert found is not None and found.stop == len(text)


def test_a_length_of_stay_behind_a_clock_icon_is_no_title():
    resume = _read([
        (50, 110, "Experience", 13, True),
        (50, 130, "Lead Perception Engineer", 11, True), (300, 130, "Oct. 2021 - aujourd’hui", 10, False),
        (450, 130, "▪ 3 ans 5 mois", 10, False),
        (60, 146, "• Refonte de la calibration lidar–caméra.", 10, False),
    ])
    job = resume.sections[0].entries[0]
    assert (str(job.start), str(job.end)) == ("2021-10", "present")
    assert "ans" not in " ".join(str(v) for v in (job.organisation, job.role, job.location) if v)
