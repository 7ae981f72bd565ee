"""What every template prints around the user's text: the new section kinds'
headings and field labels in the output's language, and a publication's
venue and date."""

from __future__ import annotations

import re

import pytest

from editor.model import Resume
from editor.render import render_pdf
from tests.helpers import pdf_text
from tests.render.support import TEMPLATES, TODAY


def _text(resume: Resume, template: str, lang: str) -> str:
    return re.sub(r"\s+", " ", pdf_text(render_pdf(resume, template=template, lang=lang, today=TODAY)))


def _bilingual(sections: list[dict]) -> Resume:
    return Resume.model_validate({"languages": ["en", "zh"], "basics": {"name": "Ada Example"},
                                  "sections": sections})


NEW_KIND_SECTIONS = [
    {"kind": "certifications", "entries": [{"kind": "award", "title": "Certified Kite Pilot", "dates": ["2020"]}]},
    {"kind": "volunteering", "entries": [{"kind": "experience", "organisation": "Harbour Cleanup", "role": "Crew"}]},
    {"kind": "languages", "entries": [{"kind": "skill", "label": "Esperanto", "details": "fluent"}]},
    {"kind": "references", "entries": [{"kind": "generic", "title": "B. Referee", "subtitle": "Mentor"}]},
    {"kind": "education", "entries": [{"kind": "education", "institution": "Alpha University",
                                       "highlights": ["**Courses:** Algorithms; Compilers"]}]},
]


@pytest.mark.parametrize("template", TEMPLATES)
def test_new_kinds_and_field_labels_print_in_the_output_language(template: str) -> None:
    resume = _bilingual(NEW_KIND_SECTIONS)
    chinese = _text(resume, template, "zh")
    for heading in ("资格证书", "志愿经历", "语言能力", "推荐人", "主修课程："):
        assert heading in chinese.replace(" ", ""), heading
    for english in ("Certifications", "Volunteering", "References", "Courses"):
        assert english.casefold() not in chinese.casefold(), english
    english = _text(resume, template, "en").casefold()
    for heading in ("certifications", "volunteering", "languages", "references", "courses: algorithms"):
        assert heading in english, heading
    for entry in ("kite pilot", "harbour cleanup", "esperanto", "b. referee"):
        assert entry in english


def _paper(**fields: str) -> Resume:
    paper = {"kind": "publication", "title": "Sharded Ledgers", **fields}
    return Resume.model_validate({"basics": {"name": "Ada Example"},
                                  "sections": [{"kind": "publications", "entries": [paper]}]})


@pytest.mark.parametrize("template", TEMPLATES)
def test_a_publication_date_shows_beside_its_short_venue(template: str) -> None:
    with_short = _text(_paper(venue="Journal of Ledgers", venue_short="JoL", date="2017"), template, "en")
    assert "2017" in with_short
    only_short = _text(_paper(venue_short="JoL", date="2017-03"), template, "en")
    assert "2017" in only_short


@pytest.mark.parametrize("template", TEMPLATES)
def test_short_and_full_venue_are_separated(template: str) -> None:
    text = _text(_paper(venue="Proceedings of the VLDB Endowment", venue_short="VLDB'24"), template, "en")
    assert "VLDB'24 Proceedings" not in text
    assert "VLDB'24, Proceedings" in text or "Endowment (VLDB'24)" in text
