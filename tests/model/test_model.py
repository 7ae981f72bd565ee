import os

import pytest
from pydantic import ValidationError

from editor.model import Resume
from editor.model.errors import problems_from
from editor.model.schema import json_schema_text
from tests.helpers import ROOT


def _problems(data):
    with pytest.raises(ValidationError) as info:
        Resume.model_validate(data)
    return {p.path: p.message for p in problems_from(info.value, Resume)}


def test_minimal_resume_has_defaults():
    resume = Resume.model_validate({"basics": {"name": "A"}})
    assert resume.languages == ["en"] and resume.default_language == "en"
    assert resume.design.template == "classic"


def test_unknown_keys_are_errors_with_a_hint():
    problems = _problems({"basics": {"name": "A", "emial": "a@b.org"}, "sections": [
        {"kind": "education", "entries": [{"kind": "education", "institution": "U", "hightlights": []}]}]})
    assert problems["basics.emial"] == "unknown key 'emial' (did you mean 'email'?)"
    assert problems["sections[0].entries[0].hightlights"] == "unknown key 'hightlights' (did you mean 'highlights'?)"


def test_entry_kind_is_an_explicit_tag():
    problems = _problems({"basics": {"name": "A"}, "sections": [{"kind": "education", "entries": [{"kind": "school"}]}]})
    assert "unknown kind 'school'" in problems["sections[0].entries[0]"]


@pytest.mark.parametrize(
    "field, value, message",
    [("email", "not-an-email", "an e-mail address must look like"),
     ("website", "javascript:alert(1)", "a link must start with https://"),
     ("phone", "call me", "a phone number may hold digits")],
)
def test_contact_fields_are_checked(field, value, message):
    problems = _problems({"basics": {"name": "A", field: value}})
    assert message in problems[f"basics.{field}"]


def test_language_tags_are_checked():
    problems = _problems({"languages": ["en", "not a tag"], "basics": {"name": "A"}})
    assert "not a language tag" in problems["languages[1]"]
    problems = _problems({"basics": {"name": {"en": "A", "zh": 3}}})
    assert problems["basics.name"] == "the zh text must be a string, got int"


def test_publication_authors_accept_plain_names_and_flags():
    resume = Resume.model_validate({"basics": {"name": "A"}, "sections": [{"kind": "publications", "entries": [
        {"kind": "publication", "title": "T", "authors": ["S. Zheng", {"name": "J. Fang", "me": True}]}]}]})
    authors = resume.sections[0].entries[0].authors
    assert [a.me for a in authors] == [False, True]
    dumped = resume.model_dump(mode="json")["sections"][0]["entries"][0]["authors"]
    assert dumped[0] == "S. Zheng" and dumped[1]["me"] is True


def test_committed_json_schema_is_fresh():
    committed = (ROOT / "resources" / "schema" / "vitae.schema.json").read_text(encoding="utf-8")
    assert committed == json_schema_text(), "run `vitae schema > resources/schema/vitae.schema.json`"


def test_every_field_has_a_description_for_tooltips_and_the_schema():
    from editor.model import ENTRY_KINDS, Author, Basics, Design, Link, Profile, Section

    for model in (Resume, Section, Basics, Profile, Design, Author, Link, *ENTRY_KINDS.values()):
        for name, field in model.model_fields.items():
            assert name == "kind" or field.description, f"{model.__name__}.{name} has no description"


def test_list_defaults_are_fresh_lists_per_instance():
    from editor.model.kinds import ENTRY_TYPES

    for model in (Resume, *ENTRY_TYPES):
        for name, info in model.model_fields.items():
            if info.default_factory is None:
                continue
            first, second = info.get_default(call_default_factory=True), info.get_default(call_default_factory=True)
            if isinstance(first, list):
                assert first == second and first is not second, f"{model.__name__}.{name}"


def test_validators_are_built_when_first_needed_not_at_import() -> None:
    """A `vitae` start reads one file: only the résumé's validator (which
    covers every nested model) is built, not one per model class."""
    import subprocess
    import sys

    probe = (
        "import editor.model as m\n"
        "from editor.model.entries.experience import ExperienceEntry\n"
        "print(m.Resume.__pydantic_complete__, ExperienceEntry.__pydantic_complete__)\n"
        "import editor\n"
        "resume = editor.load('resources/examples/example.yaml')\n"
        "print(m.Resume.__pydantic_complete__, ExperienceEntry.__pydantic_complete__)\n"
        "entry = ExperienceEntry(organisation='Org', role='Role')\n"
        "print(entry.organisation, ExperienceEntry.__pydantic_complete__)\n"
    )
    # The file is validated here, not recalled from the cache of files read before (no validator at all).
    env = {**os.environ, "VITAE_NO_VALIDATED_CACHE": "1"}
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True, env=env)
    assert out.stdout.splitlines() == ["False False", "True False", "Org True"]


@pytest.mark.parametrize("written", ["a4", "A4", " letter", "LETTER", "Letter"])
def test_a_page_size_is_read_in_any_case(written):
    from editor.formats import loads

    resume = loads(f"basics: {{name: A}}\ndesign: {{page_size: '{written}'}}\n", "cv.yaml")
    assert resume.design.page_size == ("A4" if "4" in written else "Letter")


def test_an_unknown_page_size_names_the_choices():
    from editor.formats import DocumentError, loads

    with pytest.raises(DocumentError, match="'A4' or 'Letter'"):
        loads("basics: {name: A}\ndesign: {page_size: A5}\n", "cv.yaml")
