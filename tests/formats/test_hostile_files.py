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


@pytest.fixture(params=["libyaml", "pure-python"])
def either_yaml_parser(request, monkeypatch):
    """The check must fire with PyYAML's C parser (libyaml, which has its own,
    higher nesting limit from 0.2.6 on) and with its pure Python one alike."""
    import yaml

    if request.param == "pure-python":
        monkeypatch.delattr(yaml, "CSafeLoader", raising=False)
    elif not getattr(yaml, "__with_libyaml__", False):
        pytest.skip("this PyYAML was built without libyaml")
    return request.param


@pytest.mark.usefixtures("either_yaml_parser")
@pytest.mark.parametrize("text", [
    "a: " + "[" * 25_000 + "]" * 25_000,      # past libyaml's own limit (1,000 levels)
    "a: " + "{b: " * 2_000 + "1" + "}" * 2_000,
    "- " * 25_000 + "x\n",
    "a: " + "[" * 100 + "]" * 100,
])
def test_nesting_is_named_as_ours_with_either_parser(text):
    problem = _problem(text)
    assert problem.message == "nesting is deeper than 64 levels" and problem.line == 1


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


# --- issue 12: the reading mechanism itself --------------------------------------------------

def _problem(text: str, filename: str = "cv.yaml"):
    with pytest.raises(DocumentError) as info:
        loads(text, filename)
    assert len(info.value.problems) == 1
    return info.value.problems[0]


@pytest.mark.parametrize("text", [
    "- " * 1_000 + "x\n",                        # block sequences (25,000 crashed: see tests/cli)
    "a:\n" + "".join("  " * i + f"k{i}:\n" for i in range(1, 200)) + "  " * 200 + "v: 1\n",  # block mappings
    "a: " + "[" * 100 + "]" * 100,                # flow, below the old bracket count that chose the safe parser
    "a: " + "{b: " * 100 + "1" + "}" * 100,
])
def test_nesting_is_refused_at_65_levels_before_the_rest_is_read(text):
    problem = _problem(text)
    assert problem.message == "nesting is deeper than 64 levels" and problem.line


def test_64_levels_still_load_as_data():
    from editor.formats.native import parse

    data, _ = parse("a: " + "[" * 63 + "x" + "]" * 63, "cv.yaml")
    for _ in range(64):  # the mapping and 63 lists: 64 levels
        data = data["a"] if isinstance(data, dict) else data[0]
    assert data == "x"


def test_a_second_document_is_refused():
    assert "more than one YAML document" in _problem("basics: {name: A}\n---\nbasics: {name: B}\n").message


def test_anchors_are_refused_on_the_fast_parser_too():
    assert "anchors" in _problem("basics: &b {name: A}\n").message


@pytest.mark.parametrize("text, expected", [
    ("basics: {name: A, start: 2021-02-30}", None),          # a date is the text written; the model judges it
    ("basics: {name: A, 2021-02-30: x}", "unknown key '2021-02-30'"),
    ("basics: {name: A, phone: " + "1" * 4400 + "}", "a number of 4,400 digits is too long to read"),
    ("basics: {name: A, <<: {email: a@b.org}}", "merge keys (<<) are not allowed"),
    ("basics: {name: A, !!binary eA==: x}", "is not allowed (on the key 'eA==')"),
    ("basics: {name: A, phone: !!binary eA==}", "the tag 'tag:yaml.org,2002:binary' is not allowed"),
    ("basics: {name: A, phone: !!float 1.2.3}", "cannot be read as float"),
])
def test_unreadable_scalars_and_keys_are_one_located_problem(text, expected):
    with pytest.raises(DocumentError) as info:
        loads(text, "cv.yaml")
    problems = info.value.problems
    assert all(p.line == 1 for p in problems), problems
    if expected:
        assert any(expected in p.message for p in problems), problems


@pytest.mark.parametrize("text, expected", [
    ('{"basics": {"name": "A", "name": "B"}}', "the key 'name' appears twice"),
    ('{"basics": {"name": "A"}, "x": ' + "1" * 4400 + "}", "a number of 4,400 digits is too long"),
    ('{"a": ' + "[" * 70 + "]" * 70 + "}", "nesting is deeper than 64 levels"),
    ('{"a": ' + "[" * 100_000 + "]" * 100_000 + "}", "nesting is deeper than 64 levels"),
    ('{"a": 1e99999999999999999999}', None),
])
def test_json_is_held_to_the_yaml_rules(text, expected):
    with pytest.raises(DocumentError) as info:
        loads(text, "cv.json")
    if expected:
        assert expected in info.value.problems[0].message


def test_text_in_memory_meets_the_file_size_cap():
    from editor.formats.reading import MAX_FILE_BYTES

    assert "may be at most 5.0 MB" in _problem("#" * (MAX_FILE_BYTES + 1)).message


def test_json_problems_name_their_line():
    text = '{"basics": {"name": "Ada",\n  "email": "nope"},\n "languages": ["en", 3]}'
    with pytest.raises(DocumentError) as info:
        loads(text, "cv.json")
    assert sorted((p.line, p.path) for p in info.value.problems) == [(2, "basics.email"), (3, "languages[1]")]


@pytest.mark.parametrize("filename, text", [
    ("cv.yaml", "items: [" + "a, " * 100_001 + "a]\n"),
    ("cv.json", '{"items": [' + '"a", ' * 100_001 + '"a"]}'),
])
def test_a_file_of_countless_tiny_values_is_refused_quickly(filename, text):
    start = time.perf_counter()
    with pytest.raises(DocumentError, match="holds more than 100,000 values"):
        loads(text, filename)
    assert time.perf_counter() - start < 20  # a hang guard: 1.7 million values took a minute and a gigabyte
