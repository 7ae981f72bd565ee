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


SAME_WORD_AS_ENGLISH = {("fr", "publications"), ("fr", "certifications")}
"""Headings a language writes as English does (checked, not borrowed)."""


def test_every_kind_has_a_heading_in_every_language_and_no_language_borrows_english() -> None:
    for lang, locale in LOCALES.items():
        for kind in SECTION_KINDS:
            if kind == "custom":
                continue
            assert locale.section_titles.get(kind), f"{lang} has no heading for {kind}"
            if lang != "en" and (lang, kind) not in SAME_WORD_AS_ENGLISH:
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
    assert field_label("score", "nl") == "Score"  # a language without a table: English
    assert labelled("courses", "Algorithmique", "fr") == "**Cours\u00a0:** Algorithmique"


def test_every_section_kind_names_the_entry_kind_it_starts_with() -> None:
    from editor.editing.defaults import DEFAULT_ENTRY_KIND, new_section

    assert set(DEFAULT_ENTRY_KIND) == set(SECTION_KINDS)
    expected = {"certifications": "award", "volunteering": "experience", "languages": "skill",
                "references": "generic"}
    for kind, entry_kind in expected.items():
        assert new_section(kind).entries[0].kind == entry_kind


NINE = ("es", "fr", "de", "pt", "it", "ja", "ko", "zh-Hant", "ru")


@pytest.mark.parametrize("lang", NINE)
def test_each_language_is_a_file_with_its_own_words(lang: str) -> None:
    from editor.model.l10n import language_name, languages, locale_for

    assert lang in languages()
    loc = locale_for(lang)
    english = locale_for("en")
    assert loc.name and loc.name == language_name(lang)
    assert loc.present != english.present and loc.expected != english.expected
    assert loc.equal_contribution != english.equal_contribution
    assert loc.salutation != english.salutation and loc.closing != english.closing
    assert "{recipient}" in loc.salutation_to
    assert format_date("2021-09", lang) != format_date("2021-09", "en")


@pytest.mark.parametrize(("lang", "start", "letter", "heading"), [
    ("es", "sept. 2021 – actualidad", "22 de noviembre de 2026", "Formación"),
    ("fr", "sept. 2021 – aujourd’hui", "22 novembre 2026", "Formation"),
    ("de", "09/2021 – heute", "22. November 2026", "Ausbildung"),
    ("pt", "set. 2021 – atual", "22 de novembro de 2026", "Formação"),
    ("it", "set 2021 – oggi", "22 novembre 2026", "Istruzione"),
    ("ru", "09.2021 — настоящее время", "22 ноября 2026 г.", "Образование"),
    ("zh-Hant", "2021.9-至今", "2026年11月22日", "學歷"),
    ("zh-TW", "2021.9-至今", "2026年11月22日", "學歷"),
])
def test_dates_letters_and_headings_read_as_the_language_writes_them(lang, start, letter, heading) -> None:
    from editor.model.l10n import format_letter_date, format_range

    assert format_range("2021-09", "present", lang) == start
    assert format_letter_date("2026-11-22", lang) == letter
    assert section_title("education", lang) == heading


@pytest.fixture
def own_locales(monkeypatch, tmp_path):
    """The person's locales folder, in a data folder of the test's own."""
    from editor import paths
    from editor.model import l10n

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    folder = paths.user_locales()
    folder.mkdir(parents=True)
    l10n.forget_languages()
    yield folder
    l10n.forget_languages()


def test_a_dropped_in_language_file_adds_a_language_and_a_bad_one_names_its_problem(own_locales) -> None:
    from editor.model import l10n

    (own_locales / "nl.yaml").write_text("name: Nederlands\npresent: heden\nsection_titles:\n  education: Opleiding\n",
                                         encoding="utf-8")
    (own_locales / "xx.yaml").write_text("months: [a]\n", encoding="utf-8")
    (own_locales / "yy.yaml").write_text("present: [unclosed\n", encoding="utf-8")
    (own_locales / "qq.yaml").write_text("phrases:\n  degree_in: '{degree} of {school}'\n", encoding="utf-8")
    l10n.forget_languages()
    assert "nl" in l10n.languages() and l10n.language_name("nl") == "Nederlands"
    assert l10n.section_title("education", "nl") == "Opleiding"
    assert l10n.section_title("skills", "nl") == "Skills"  # what the file leaves out is English's
    assert l10n.format_date("present", "nl") == "heden"
    with pytest.raises(l10n.LocaleFileError, match=r"^xx.yaml: months: expected a list of 12 texts"):
        l10n.locale_for("xx")
    with pytest.raises(l10n.LocaleFileError, match=r"^yy.yaml: line 2: not valid YAML"):
        l10n.locale_for("yy")
    with pytest.raises(l10n.LocaleFileError, match=r"^qq.yaml: phrases: degree_in: \{school\} is not one of its parts"):
        l10n.locale_for("qq")


def test_a_broken_language_file_leaves_the_other_languages_alone(own_locales, caplog) -> None:
    from editor.model import l10n

    (own_locales / "yy.yaml").write_text("present: [unclosed\n", encoding="utf-8")
    l10n.forget_languages()
    assert l10n.format_date("present", "zh-TW") == "至今"  # aliases are read from every file
    assert l10n.split_labelled("**Courses:** Go") == ("courses", "Go")  # labels too
    assert "yy" not in l10n.LOCALES and l10n.language_name("yy") is None
    assert "yy.yaml: line 2: not valid YAML" in caplog.text
    with pytest.raises(l10n.LocaleFileError, match=r"^yy.yaml: line 2"):
        l10n.locale_for("yy")


def test_the_persons_language_file_takes_the_place_of_the_bundled_one(own_locales) -> None:
    from editor.model import l10n

    (own_locales / "de.yaml").write_text("present: bis heute\n", encoding="utf-8")
    l10n.forget_languages()
    assert l10n.format_date("present", "de") == "bis heute"
    assert l10n.section_title("education", "de") == "Education"  # the whole file is the person's: the rest English's


@pytest.mark.parametrize(("lang", "parts", "expected"), [
    ("en", {"degree": "B.S.", "field": "Physics", "institution": "MIT"}, "B.S. in Physics at MIT"),
    ("en", {"degree": "B.S.", "field": "", "institution": "MIT"}, "B.S. at MIT"),
    ("en", {"degree": "", "field": "Physics", "institution": "MIT"}, "Physics at MIT"),
    ("en", {"degree": "", "field": "", "institution": "MIT"}, "MIT"),
    ("en", {"degree": "B.S.", "field": "Physics", "institution": ""}, "B.S. in Physics"),
    ("zh", {"degree": "学士", "field": "物理", "institution": "清华大学"}, "清华大学 学士 物理"),
    ("zh", {"degree": "学士", "field": "", "institution": "清华大学"}, "清华大学 学士"),
])
def test_a_phrase_leaves_out_an_empty_part_with_the_words_before_it(lang, parts, expected) -> None:
    from editor.model.l10n import phrase_text

    assert phrase_text("degree_at", lang, parts) == expected


def test_a_phrase_of_several_texts_takes_the_first_whose_parts_all_have_text() -> None:
    from editor.model.l10n import phrase_text

    def of(degree: str, field: str) -> str:
        return phrase_text("degree_of", "en", {"degree": degree, "field": field, "institution": "MIT"})

    assert (of("Ph.D", "Physics"), of("Ph.D", ""), of("", "Physics")) == \
        ("Ph.D in Physics, MIT", "Ph.D in MIT", "MIT Physics")
