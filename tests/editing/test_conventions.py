"""Conventions of each market as hints: what a résumé in one language usually has or
leaves out, with the rules as data (``editing/conventions.json``), never errors."""

from __future__ import annotations

import pytest

from editor.editing import conventions
from editor.editing.conventions import market_hints
from editor.formats.native import loads

CV = """languages: [en, zh]
basics:
  name: {en: Li Wei, zh: 李伟}
  photo: photo.jpg
  details:
    - {label: {en: Date of birth, zh: 出生年月}, value: '1998.05'}
    - {label: {en: Marital status, zh: 婚姻状况}, value: {en: Single, zh: 未婚}}
"""


def test_a_photo_birth_date_and_marital_status_are_hints_in_english_not_in_chinese() -> None:
    resume = loads(CV, "cv.yaml")
    english = market_hints(resume, "en")
    assert [hint.split(" is unusual")[0] for hint in english[:3]] == ["a photo", "a birth date", "a marital status"]
    assert all("(the US and the UK)" in hint for hint in english[:3])
    assert not any("photo" in hint or "birth" in hint or "marital" in hint for hint in market_hints(resume, "zh"))


def test_a_chinese_resume_without_objective_or_contact_line_gets_a_hint_for_each() -> None:
    resume = loads(CV, "cv.yaml")
    assert market_hints(resume, "zh") == [
        "no job objective (the headline under the name, or an Objective section): "
        "a résumé in 简体中文 (mainland China) usually has one",
        "no contact line (an e-mail address or a phone number): a résumé in 简体中文 (mainland China) usually has one",
    ]
    assert any(hint.startswith("no contact line") for hint in market_hints(resume, "en"))
    resume = loads(CV + "  headline: {zh: 数据工程师}\n  email: li@example.org\n", "cv.yaml")
    assert market_hints(resume, "zh") == []


def test_what_prints_in_the_language_is_what_counts() -> None:
    only_chinese = CV.replace("  photo: photo.jpg\n", "  photo: photo.jpg\n  photo_languages: [zh]\n")
    resume = loads(only_chinese.replace("en: Date of birth, ", "").replace("en: Marital status, ", "")
                   + "  email: li@example.org\n", "cv.yaml")
    assert market_hints(resume, "en") == []  # the photo is Chinese only, the details have no English label
    objective = loads(CV + "  email: li@example.org\nsections:\n  - kind: about\n    title: {zh: 求职意向}\n"
                      "    entries: [{kind: text, text: {zh: 数据工程师}}]\n", "cv.yaml")
    assert market_hints(objective, "zh") == []


def test_a_language_without_rules_gets_no_hints_and_rules_are_data(monkeypatch: pytest.MonkeyPatch) -> None:
    resume = loads(CV.replace("languages: [en, zh]", "languages: [de, zh]").replace("{en:", "{de:"), "cv.yaml")
    assert market_hints(resume, "de") == []
    rules = dict(conventions.conventions())
    rules["markets"] = {**rules["markets"], "de": {"market": "Germany", "unusual": ["marital_status"]}}
    monkeypatch.setattr(conventions, "conventions", lambda: rules)
    assert market_hints(resume, "de") == ["a marital status is unusual in a résumé in Deutsch (Germany): "
                                          "leave it out of this language"]


def test_every_market_names_only_things_the_check_knows() -> None:
    for tag, rules in conventions.conventions()["markets"].items():
        assert set(rules) <= {"market", "unusual", "expected"}, tag
        assert set(rules.get("unusual", [])) | set(rules.get("expected", [])) <= set(conventions.HAS), tag
