"""The glossary of names: which official name the translation view offers for a field."""

from __future__ import annotations

import pytest
from editor.formats.errors import DocumentError

from editor.editing.glossary import glossary_name, glossary_offer
from editor.formats.native import dumps, loads

INSTITUTION = ("sections", 0, "entries", 0, "institution")
CV = """languages: [en, zh]
basics: {name: Jane Doe}
glossary:
  - {en: Zhejiang University, zh: 浙江大学}
  - {en: Bachelor of Engineering, zh: 工学学士}
sections:
  - kind: education
    entries:
      - kind: education
        institution: Zhejiang University
"""


def test_the_glossary_is_kept_in_the_file_and_left_out_when_empty() -> None:
    resume = loads(CV, "cv.yaml")
    assert resume.glossary[0] == {"en": "Zhejiang University", "zh": "浙江大学"}
    assert loads(dumps(resume), "again.yaml").glossary == resume.glossary
    assert "glossary" not in dumps(loads("basics: {name: Jane}", "plain.yaml"))


@pytest.mark.parametrize("entry", ["{en: Zhejiang University}", "{en: '', zh: 浙江大学}", "{english: X, zh: Y}"])
def test_an_entry_names_one_thing_in_two_languages_at_least(entry: str) -> None:
    with pytest.raises(DocumentError):
        loads(f"basics: {{name: Jane}}\nglossary: [{entry}]", "cv.yaml")


def test_a_known_name_is_found_whatever_its_case_and_spaces() -> None:
    resume = loads(CV, "cv.yaml")
    assert glossary_name(resume, "zhejiang  university ", "en", "zh") == "浙江大学"
    assert glossary_name(resume, "浙江大学", "zh", "en") == "Zhejiang University"
    assert glossary_name(resume, "Zhejiang", "en", "zh") is None
    assert glossary_name(resume, "Zhejiang University", "en", "fr") is None


def test_the_empty_language_of_a_known_name_is_offered_the_other_name() -> None:
    resume = loads(CV, "cv.yaml")
    value = "Zhejiang University"
    # Editing English with Chinese beside it, or Chinese with English beside it: Chinese is empty.
    assert glossary_offer(resume, INSTITUTION, value, "en", "zh") == ("zh", "浙江大学")
    assert glossary_offer(resume, INSTITUTION, value, "zh", "en") == ("zh", "浙江大学")
    assert glossary_offer(resume, INSTITUTION, {"zh": "浙江大学"}, "zh", "en") == ("en", "Zhejiang University")


def test_nothing_is_offered_where_both_languages_have_text_or_the_name_is_unknown() -> None:
    resume = loads(CV, "cv.yaml")
    assert glossary_offer(resume, INSTITUTION, {"en": "Zhejiang University", "zh": "浙大"}, "en", "zh") is None
    assert glossary_offer(resume, INSTITUTION, "Peking University", "en", "zh") is None
    assert glossary_offer(resume, INSTITUTION, None, "en", "zh") is None
    assert glossary_offer(resume, INSTITUTION, {"*": "Zhejiang University"}, "en", "zh") is None  # one text
