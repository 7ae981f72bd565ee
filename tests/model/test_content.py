"""The content rules every output reads (editor.model.content)."""

from __future__ import annotations

from editor.model import Resume
from editor.model.content import language_matches, section_heading, shown_in, shown_sections


def resume(**section: object) -> Resume:
    return Resume.model_validate({
        "languages": ["en", "zh"],
        "basics": {"name": "Ada Example"},
        "sections": [{"kind": "experience", **section,
                      "entries": [{"kind": "experience", "organisation": "Northwind"}]}],
    })


def test_a_regional_variant_matches_its_primary_language() -> None:
    assert language_matches("zh-Hans", ["zh"])
    assert language_matches("zh", ["zh"])
    assert not language_matches("en-GB", ["zh"])
    assert language_matches("fr", [])


def test_hidden_or_other_language_items_are_not_shown() -> None:
    doc = resume(languages=["zh"])
    section = doc.sections[0]
    assert shown_in(section, "zh-Hans") and not shown_in(section, "en")
    assert [s for s, _ in shown_sections(doc, "zh-Hans")] == [section]
    assert list(shown_sections(doc, "en")) == []
    assert list(shown_sections(resume(visible=False), "en")) == []


def test_a_section_whose_entries_are_all_hidden_is_not_shown() -> None:
    doc = resume()
    doc.sections[0].entries[0].languages = ["zh"]
    assert list(shown_sections(doc, "en")) == []


def test_heading_rules() -> None:
    # the kind's localised title stands in for an untranslated one …
    assert section_heading(resume().sections[0], "zh", "en") == "工作经历"
    assert section_heading(resume(title="Work").sections[0], "en", "en") == "Work"
    assert section_heading(resume(title="Work").sections[0], "zh", "en") == "工作经历"
    assert section_heading(resume(title={"zh": "实习"}).sections[0], "zh", "en") == "实习"
    # … an empty title means no heading, in one language or all …
    assert section_heading(resume(title="").sections[0], "en", "en") == ""
    assert section_heading(resume(title="").sections[0], "zh", "en") == ""
    assert section_heading(resume(title={"en": ""}).sections[0], "en", "en") == ""
    assert section_heading(resume(title={"en": ""}).sections[0], "zh", "en") == "工作经历"
