"""Outdated translations: a translation made from a source text the default language
no longer holds. One rule (``counts_as_outdated``) behind the status bar, Next
Outdated, the export warnings, the translation view and ``vitae translations``."""

from __future__ import annotations

from editor.editing.modelpath import assign, value_at
from editor.editing.translation import (
    counts_as_outdated, fingerprint, outdated_paths, record_accepted, record_typed, states, texts,
    translation_state,
)
from editor.formats.native import dumps, load, loads
from editor.model.text import with_sharing, with_text
from tests.helpers import FIXTURES

TEN = FIXTURES / "languages" / "ten_languages.yaml"
BULLET = ("sections", 0, "entries", 0, "highlights", 0)
NAME = ("basics", "name")


def _accepted(path=TEN):
    resume = load(path)
    resume.translated_from = record_accepted(resume)
    return resume


def test_a_file_without_a_record_starts_with_every_translation_current() -> None:
    resume = load(TEN)
    assert resume.translated_from == {}
    assign(resume, BULLET, with_text(value_at(resume, BULLET), "en", "Cut build times by half.", "en"))
    assert all(outdated_paths(resume, lang) == [] for lang in resume.languages)


def test_changing_one_source_text_outdates_exactly_that_field_in_every_other_language() -> None:
    resume = _accepted()
    assert [state for state in states(resume)] == []
    assign(resume, BULLET, with_text(value_at(resume, BULLET), "en", "Cut build times by half.", "en"))
    others = [lang for lang in resume.languages if lang != "en"]
    assert {lang: outdated_paths(resume, lang) for lang in others} == {lang: [BULLET] for lang in others}
    assert list(states(resume)) == [(BULLET, lang, "outdated") for lang in others]
    assert outdated_paths(resume, "en") == []  # the source itself is never outdated
    # Changing it back makes it current again: the record knows texts, not edits.
    assign(resume, BULLET, with_text(value_at(resume, BULLET), "en", "Cut build times by 40% for 200 engineers.", "en"))
    assert list(states(resume)) == []


def test_accepting_records_the_present_source_and_the_record_round_trips() -> None:
    resume = _accepted()
    assign(resume, BULLET, with_text(value_at(resume, BULLET), "en", "Cut build times by half.", "en"))
    resume.translated_from = record_accepted(resume, [(BULLET, "de")])
    assert not counts_as_outdated(resume, BULLET, value_at(resume, BULLET), "de")
    assert counts_as_outdated(resume, BULLET, value_at(resume, BULLET), "fr")
    again = loads(dumps(resume), "cv.yaml")
    assert again.translated_from == resume.translated_from
    assert outdated_paths(again, "fr") == [BULLET] and outdated_paths(again, "de") == []


def test_missing_wins_and_a_text_the_same_everywhere_is_never_outdated() -> None:
    resume = _accepted()
    value = value_at(resume, BULLET)
    changed = with_text(with_text(value, "en", "New text", "en"), "fr", "", "en")
    assign(resume, BULLET, changed)
    assert translation_state(resume, BULLET, changed, "fr") == "missing"
    assert translation_state(resume, BULLET, changed, "de") == "outdated"
    shared = with_sharing({"en": "New text"}, True, "en")
    assign(resume, BULLET, shared)
    assert translation_state(resume, BULLET, shared, "de") is None


def test_typing_a_translation_records_its_source_and_leaves_no_drafts() -> None:
    resume = _accepted()
    before = dict(resume.translated_from["de"])
    value = value_at(resume, BULLET)
    for draft in ("B", "Bu", "Build-Zeiten halbiert."):
        value = with_text(value, "de", draft, "en")
        record = record_typed(resume, BULLET, value, "de")
        assert record is not None
        resume.translated_from = record
        assign(resume, BULLET, value)
    own = resume.translated_from["de"]
    assert fingerprint("Build-Zeiten halbiert.") in own and fingerprint("Bu") not in own
    assert len(own) == len(before)  # the old translation went with its field
    assert own[fingerprint("Build-Zeiten halbiert.")] == fingerprint(value["en"])
    assert resume.translated_from["fr"]  # other languages untouched
    assert record_typed(resume, NAME, value_at(resume, NAME), "de") is None  # the same everywhere: nothing


def test_every_field_counted_is_one_printed_in_that_language() -> None:
    resume = _accepted()
    printed = {path for path, _ in texts(resume, "ru")}
    assert all(path in printed for path, lang, _ in states(load(TEN)) if lang == "ru")
