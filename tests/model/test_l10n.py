"""Headings and field labels in every language: the section kinds real
résumés need have their own localized headings, and the labels of labelled
highlights ("**Courses:** …") are one table, printed in the output's language."""

import pytest

from editor.model import SECTION_KINDS
from editor.model.l10n import (
    FIELD_LABELS, LOCALES, field_label, format_date, labelled, relabel, section_title, split_labelled,
)

NEW_KINDS = {
    "certifications": {"en": "Certifications", "zh": "资格证书", "ja": "資格・免許", "ko": "자격증"},
    "volunteering": {"en": "Volunteering", "zh": "志愿经历", "ja": "ボランティア活動", "ko": "봉사 활동"},
    "languages": {"en": "Languages", "zh": "语言能力", "ja": "語学", "ko": "어학"},
    "references": {"en": "References", "zh": "推荐人", "ja": "推薦者", "ko": "추천인"},
}


@pytest.mark.parametrize("kind", sorted(NEW_KINDS))
def test_new_section_kinds_have_headings_in_each_language(kind: str) -> None:
    assert kind in SECTION_KINDS
    for lang, title in NEW_KINDS[kind].items():
        assert section_title(kind, lang) == title
    assert section_title(kind, "zh-Hans") == NEW_KINDS[kind]["zh"]


def test_every_kind_has_a_heading_in_every_language_and_no_language_borrows_english() -> None:
    for lang, locale in LOCALES.items():
        for kind in SECTION_KINDS:
            if kind == "custom":
                continue
            assert locale.section_titles.get(kind), f"{lang} has no heading for {kind}"
            if lang != "en":
                assert locale.section_titles[kind] != LOCALES["en"].section_titles[kind], (lang, kind)


def test_korean_dates_and_words() -> None:
    assert format_date("2021-09", "ko") == "2021.9"
    assert format_date("present", "ko") == "현재"
    assert format_date("2024-summer", "ko") == "2024년 여름"
    assert format_date("2024-summer", "zh") == "2024年夏"
    assert format_date("2024-summer", "en") == "Summer 2024"


def test_field_labels_are_localized_and_read_back_in_any_language() -> None:
    for lang in LOCALES:
        for key in FIELD_LABELS:
            assert field_label(key, lang)
            line = labelled(key, "Algorithms; Compilers", lang)
            assert split_labelled(line) == (key, "Algorithms; Compilers")
    assert labelled("courses", "Algorithms", "en") == "**Courses:** Algorithms"
    assert labelled("courses", "算法", "zh") == "**主修课程：**算法"
    assert relabel("**Courses:** Algorithms", "ja") == "**履修科目：**Algorithms"
    assert relabel("**主修课程：**算法", "en") == "**Courses:** 算法"
    assert relabel("**Lead:** shipped", "zh") == "**Lead:** shipped"  # not a field label: as written
    assert field_label("score", "fr") == "Score"  # a language without a table: English


def test_every_section_kind_names_the_entry_kind_it_starts_with() -> None:
    from editor.editing.defaults import DEFAULT_ENTRY_KIND, new_section

    assert set(DEFAULT_ENTRY_KIND) == set(SECTION_KINDS)
    expected = {"certifications": "award", "volunteering": "experience", "languages": "skill",
                "references": "generic"}
    for kind, entry_kind in expected.items():
        assert new_section(kind).entries[0].kind == entry_kind
