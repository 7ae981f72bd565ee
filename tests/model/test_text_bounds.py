"""Whatever the model accepts it can write and read back; what it cannot, it
refuses at load, naming the field: over-long text, lone surrogates, dates that
would not read back."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from editor.formats import DocumentError, dumps, loads
from editor.model import Resume
from editor.model.errors import problems_from
from editor.model.text import MAX_TEXT_CHARS


def _problems(data: dict) -> list[tuple[str, str]]:
    with pytest.raises(ValidationError) as caught:
        Resume.model_validate(data)
    return [(p.path, p.message) for p in problems_from(caught.value, Resume)]


def _doc(**entry: object) -> dict:
    return {"basics": {"name": "Ada Quill"}, "sections": [
        {"kind": "experience", "entries": [{"kind": "experience", "organisation": "Acme", **entry}]}]}


@pytest.mark.parametrize(("data", "path"), [
    (_doc(summary="x" * (MAX_TEXT_CHARS + 1)), "sections[0].entries[0].summary"),
    (_doc(highlights=["ok", {"en": "y" * (MAX_TEXT_CHARS + 1)}]), "sections[0].entries[0].highlights[1]"),
    ({"basics": {"name": "A", "profiles": [{"network": "n" * (MAX_TEXT_CHARS + 1)}]}},
     "basics.profiles[0].network"),
    (_doc(url="https://example.org/" + "p" * MAX_TEXT_CHARS), "sections[0].entries[0].url"),
    ({"basics": {"name": "A"}, "design": {"template": "t" * (MAX_TEXT_CHARS + 1)}}, "design.template"),
])
def test_text_over_the_cap_is_refused_naming_the_field(data: dict, path: str) -> None:
    problems = _problems(data)
    assert [p for p, _ in problems] == [path]
    assert f"at most {MAX_TEXT_CHARS:,}" in problems[0][1]
    assert len(problems[0][1]) < 200  # the value itself is not echoed


def test_text_at_the_cap_is_accepted() -> None:
    Resume.model_validate(_doc(summary="x" * MAX_TEXT_CHARS))


@pytest.mark.parametrize(("data", "path"), [
    ({"basics": {"name": "\ud800"}}, "basics.name"),
    (_doc(highlights=[{"en": "fine", "zh": "a\udfffb"}]), "sections[0].entries[0].highlights[0]"),
    ({"basics": {"name": "A", "profiles": [{"network": "GitHub", "username": "x\udc00"}]}},
     "basics.profiles[0].username"),
    ({"basics": {"name": "A", "email": "a\ud800@example.org"}}, "basics.email"),
])
def test_a_lone_surrogate_is_refused_naming_the_field(data: dict, path: str) -> None:
    problems = _problems(data)
    assert [p for p, _ in problems] == [path]
    assert "surrogate" in problems[0][1]


def test_a_json_file_with_a_lone_surrogate_escape_is_refused_at_load() -> None:
    raw = json.dumps({"basics": {"name": "Ada", "headline": "\\ud800"}}).replace("\\\\", "\\")
    assert "\\ud800" in raw
    with pytest.raises(DocumentError) as caught:
        loads(raw.encode(), "cv.json")
    assert "basics.headline" in str(caught.value) and "surrogate" in str(caught.value)


@pytest.mark.parametrize(("written", "stored"), [
    ("0202-05", "0202-05"), ("0000", "0000"), ("0999-autumn", "0999-fall"), ("٢٠٢١-9", "2021-09"),
    ("2021-9-5", "2021-09-05"),
])
def test_every_stored_date_reads_back_as_itself(written: str, stored: str) -> None:
    resume = Resume.model_validate(_doc(start=written))
    assert resume.sections[0].entries[0].start == stored
    again = loads(dumps(resume).encode(), "cv.yaml")
    assert again == resume


def test_a_language_tag_with_a_trailing_line_break_is_refused() -> None:
    assert [p for p, _ in _problems({"languages": ["en\n"], "basics": {"name": "A"}})] == ["languages[0]"]
