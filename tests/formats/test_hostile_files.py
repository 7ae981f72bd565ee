"""Hostile and malformed files: each gives a clear, located error, quickly."""

import io
import time
import zipfile

import pytest
import yaml

from editor.formats import DocumentError, loads
from editor.model import ENTRY_KINDS
from editor.model.basics import Basics

WRONG = {"nested": ["x"]}  # a mapping holding a list: wrong for every field there is


def _entry_file(kind: str, field: str) -> str:
    entry = {"kind": kind, field: WRONG}
    return yaml.safe_dump({"basics": {"name": "A"}, "sections": [{"kind": "custom", "entries": [entry]}]})


@pytest.mark.parametrize("kind, field", [
    (kind, field) for kind, model in ENTRY_KINDS.items() for field in model.model_fields if field != "kind"
])
def test_wrong_type_in_any_entry_field_names_that_field(kind, field):
    with pytest.raises(DocumentError) as info:
        loads(_entry_file(kind, field), "cv.yaml")
    paths = [problem.path for problem in info.value.problems]
    assert any(path and path.startswith(f"sections[0].entries[0].{field}") for path in paths), paths
    assert all(problem.line for problem in info.value.problems)


@pytest.mark.parametrize("field", [f for f in Basics.model_fields])
def test_wrong_type_in_any_basics_field_names_that_field(field):
    data = {"basics": {"name": "A", field: WRONG}}
    with pytest.raises(DocumentError) as info:
        loads(yaml.safe_dump(data), "cv.yaml")
    assert any((p.path or "").startswith(f"basics.{field}") for p in info.value.problems)


def test_zip_file_is_named_as_such():
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("word/document.xml", "<w:document/>")
    with pytest.raises(DocumentError, match="ZIP archive"):
        loads(buffer.getvalue(), "cv.yaml")


def test_invalid_utf8_names_the_offset():
    with pytest.raises(DocumentError, match=r"not UTF-8 text \(byte 0xff at offset 15\)"):
        loads(b"basics: {name: \xff}\n", "cv.yaml")


def test_alias_bomb_is_refused_in_bounded_time():
    lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i-1}'] * 9)}]" for i in range(1, 10)]
    start = time.perf_counter()
    with pytest.raises(DocumentError, match="not allowed"):
        loads("\n".join(lines), "cv.yaml")
    assert time.perf_counter() - start < 5  # a hang guard, not a speed target


def test_deep_nesting_is_refused():
    with pytest.raises(DocumentError, match="nesting"):
        loads("basics: " + "{a: " * 200 + "1" + "}" * 200, "cv.yaml")


def test_flow_nesting_deep_enough_to_crash_libyaml_is_an_error_not_a_crash():
    depth = 200_000  # libyaml's recursive composer overflows the C stack here
    with pytest.raises(DocumentError, match="nesting"):
        loads("a: " + "[" * depth + "]" * depth, "cv.yaml")


def test_many_shallow_brackets_still_load():
    items = ", ".join(f"'[{i}](https://example.org/{i})'" for i in range(3000))
    resume = loads(f"basics: {{name: A}}\nsections: [{{kind: misc, entries: [{{kind: list, items: [{items}]}}]}}]\n", "cv.yaml")
    assert len(resume.sections[0].entries[0].items) == 3000
