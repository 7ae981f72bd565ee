"""Saving over a file written or annotated by hand keeps its comments, its key order
and its quoting where the content did not change; a file Vitae writes stays canonical."""

from __future__ import annotations

import copy
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from editor.formats import dumps, load, loads, save
from editor.formats import roundtrip
from editor.formats.native import to_data
from editor.model import Resume
from tests.helpers import ROOT
from tests.model.strategies import entries, local_text, resumes

HAND = """\
# my résumé, kept by hand
languages: [en, zh]            # the first is the default language
basics:  # who I am
  email: 'jin@example.org'
  name: {en: Jin Doe, zh: 金多}  # text per language
sections:
- kind: experience
  entries:
  # keep the Tencent bullets short
  - kind: experience
    role: "Engineer"
    organisation: Tencent
    start: 2020-09
    highlights:
    - Cut latency in half   # the big one
    # the next one needs numbers
    - Wrote the tools
  # the job before
  - kind: experience
    role: Intern
    organisation: Acme    # small shop
    start: 2019-06
# the end
"""
COMMENTS = ["# my résumé, kept by hand", "# the first is the default language", "# who I am",
            "# text per language", "# keep the Tencent bullets short", "# the big one",
            "# the next one needs numbers", "# the job before", "# small shop", "# the end"]


def _edited(text: str, edit) -> Resume:
    data = to_data(loads(text, "cv.yaml"))
    edit(data)
    return Resume.model_validate(data)


def _saved(tmp_path: Path, text: str, edit) -> str:
    path = tmp_path / "cv.yaml"
    path.write_text(text, encoding="utf-8")
    resume = _edited(text, edit)
    save(resume, path)
    saved = path.read_text(encoding="utf-8")
    assert loads(saved, "cv.yaml") == loads(dumps(resume)), "the layout never changes what is saved"
    return saved


def _set_phone(data: dict) -> None:
    data["basics"]["phone"] = "+86 181 5566 1676"


def _entries(data: dict) -> list:
    return data["sections"][0]["entries"]


def test_every_comment_survives_an_edit_elsewhere(tmp_path) -> None:
    saved = _saved(tmp_path, HAND, _set_phone)
    for comment in COMMENTS:
        assert comment in saved
    assert "  phone: +86 181 5566 1676\n" in saved
    assert saved == HAND.replace("# my résumé, kept by hand\n", "# my résumé, kept by hand\nschema_version: 2\n") \
        .replace("  name: {en: Jin Doe, zh: 金多}  # text per language\n",
                 "  name: {en: Jin Doe, zh: 金多}  # text per language\n  phone: +86 181 5566 1676\n")


def test_the_persons_key_order_and_quoting_stay(tmp_path) -> None:
    saved = _saved(tmp_path, HAND, _set_phone)
    assert saved.index("  email: 'jin@example.org'") < saved.index("  name: {en: Jin Doe")  # not the model's order
    assert '    role: "Engineer"\n    organisation: Tencent\n' in saved
    assert "languages: [en, zh]" in saved  # flow style stays too


def test_a_changed_value_is_written_in_its_quoting(tmp_path) -> None:
    def edit(data: dict) -> None:
        _entries(data)[0]["role"] = "Senior Engineer"
        _entries(data)[0]["highlights"][1] = "Wrote the build tools"
        _entries(data)[1]["end"] = "2019-09"
        data["basics"]["email"] = "jin@example.com"

    saved = _saved(tmp_path, HAND, edit)
    assert '    role: "Senior Engineer"\n' in saved
    assert "  email: 'jin@example.com'\n" in saved
    assert "    # the next one needs numbers\n    - Wrote the build tools\n" in saved
    assert "    start: 2019-06\n    end: 2019-09\n" in saved  # a new key goes where Vitae's order puts it
    for comment in COMMENTS:
        assert comment in saved


def test_text_yaml_1_1_reads_otherwise_is_quoted(tmp_path) -> None:
    def edit(data: dict) -> None:
        _entries(data)[1]["highlights"] = ["yes", "on", "12:30", "a\x85b"]

    saved = _saved(tmp_path, HAND, edit)
    assert "    - 'yes'\n    - 'on'\n    - '12:30'\n    - \"a\\Nb\"\n" in saved


def test_a_removed_entry_goes_with_its_comments(tmp_path) -> None:
    saved = _saved(tmp_path, HAND, lambda data: _entries(data).pop(0))
    assert "Tencent" not in saved
    for gone in ("# keep the Tencent bullets short", "# the big one", "# the next one needs numbers"):
        assert gone not in saved
    assert "  entries:\n  # the job before\n  - kind: experience\n    role: Intern\n" in saved
    assert saved.endswith("    start: 2019-06\n# the end\n")


def test_a_removed_bullet_goes_with_its_comment_line(tmp_path) -> None:
    saved = _saved(tmp_path, HAND, lambda data: _entries(data)[0]["highlights"].pop(1))
    assert "# the next one needs numbers" not in saved and "Wrote the tools" not in saved
    assert "    - Cut latency in half   # the big one\n  # the job before\n" in saved


def test_a_new_entry_goes_above_the_comment_of_what_follows(tmp_path) -> None:
    def edit(data: dict) -> None:
        _entries(data).append({"kind": "experience", "organisation": "Zeta", "role": "Lead"})

    saved = _saved(tmp_path, HAND, edit)
    assert "    start: 2019-06\n  - kind: experience\n    organisation: Zeta\n    role: Lead\n# the end\n" in saved


def test_a_moved_entry_takes_its_comments_along(tmp_path) -> None:
    saved = _saved(tmp_path, HAND, lambda data: _entries(data).reverse())
    assert saved.index("role: Intern") < saved.index("organisation: Tencent")
    assert ("  entries:\n  # the job before\n  - kind: experience\n    role: Intern\n"
            "    organisation: Acme    # small shop\n    start: 2019-06\n"
            "  # keep the Tencent bullets short\n  - kind: experience\n") in saved
    for comment in COMMENTS:
        assert comment in saved


def test_a_version_1_file_is_saved_as_the_current_version_keeping_its_comments(tmp_path) -> None:
    text = "schema_version: 1   # from long ago\nbasics:\n  name: A   # me\n"
    saved = _saved(tmp_path, text, _set_phone)
    assert saved == "schema_version: 2   # from long ago\nbasics:\n  name: A   # me\n  phone: +86 181 5566 1676\n"


def test_indentation_line_ends_and_a_head_above_the_document_start_stay(tmp_path) -> None:
    text = ("# head\r\n---\r\nbasics:\r\n    name: A  # four spaces\r\nsections:\r\n  - kind: skills\r\n"
            "    entries:\r\n      - kind: skill\r\n        label: Python\r\n")
    path = tmp_path / "cv.yaml"
    path.write_bytes(text.encode())
    save(_edited(text, _set_phone), path)
    assert path.read_bytes().decode() == text.replace("---\r\n", "---\r\nschema_version: 2\r\n").replace(
        "# four spaces\r\n", "# four spaces\r\n    phone: +86 181 5566 1676\r\n")


def test_saving_twice_gives_the_same_bytes(tmp_path) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text(HAND, encoding="utf-8")
    resume = _edited(HAND, _set_phone)
    save(resume, path)
    first = path.read_bytes()
    save(resume, path)
    assert path.read_bytes() == first
    save(load(path), path)
    assert path.read_bytes() == first


def test_a_save_without_change_leaves_the_file_as_it_is(tmp_path) -> None:
    text = HAND.replace("# my résumé, kept by hand\n", "# my résumé, kept by hand\nschema_version: 2\n")
    path = tmp_path / "cv.yaml"
    path.write_text(text, encoding="utf-8")
    save(load(path), path)
    assert path.read_text(encoding="utf-8") == text


def test_a_fresh_save_is_canonical(tmp_path) -> None:
    resume = _edited(HAND, _set_phone)
    for name in ("new.yaml", "new.json"):
        save(resume, tmp_path / name)
        assert (tmp_path / name).read_bytes() == dumps(resume).encode("utf-8")


def test_a_file_vitae_wrote_stays_canonical(tmp_path) -> None:
    path = tmp_path / "cv.yaml"
    save(loads(HAND, "cv.yaml"), path)
    edited = _edited(path.read_text(encoding="utf-8"), _set_phone)
    save(edited, path)
    assert path.read_bytes() == dumps(edited).encode("utf-8")


@pytest.mark.parametrize("existing", [
    pytest.param(HAND.replace("basics:  # who I am", "basics: &me  # who I am"), id="an anchor"),
    pytest.param("basics:\t# a tab before a comment\n  name: A\n", id="what the round trip cannot read"),
    pytest.param("%PDF-1.7 not a résumé\n", id="not a résumé"),
    pytest.param("basics: {name: A}\nbasics: {name: B}\n", id="a duplicate key"),
    pytest.param("# " + "x" * roundtrip.MAX_KEPT_BYTES + "\nbasics:\n  name: A\n", id="too large to keep"),
    pytest.param("- a list\n- at the top\n", id="a list"),
])
def test_an_odd_or_hostile_file_is_replaced_by_the_canonical_text(tmp_path, existing: str) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text(existing, encoding="utf-8")
    resume = _edited(HAND, _set_phone)
    save(resume, path)
    assert path.read_bytes() == dumps(resume).encode("utf-8")


def test_a_merge_that_reads_back_otherwise_is_not_written(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(roundtrip, "merged_text", lambda text, old, new: text)  # the old content
    path = tmp_path / "cv.yaml"
    path.write_text(HAND, encoding="utf-8")
    resume = _edited(HAND, _set_phone)
    save(resume, path)
    assert path.read_bytes() == dumps(resume).encode("utf-8")


def test_keep_layout_false_writes_the_canonical_text(tmp_path) -> None:
    path = tmp_path / "cv.yaml"
    path.write_text(HAND, encoding="utf-8")
    resume = _edited(HAND, _set_phone)
    save(resume, path, keep_layout=False)
    assert path.read_bytes() == dumps(resume).encode("utf-8")


def test_the_round_trip_library_loads_only_when_a_save_needs_it(tmp_path) -> None:
    code = (
        "import sys, pathlib\n"
        "from editor.formats import loads, save\n"
        f"resume = loads(pathlib.Path({str(ROOT / 'resources/examples/example.yaml')!r}).read_text())\n"
        f"save(resume, pathlib.Path({str(tmp_path / 'fresh.yaml')!r}))\n"
        f"save(resume, pathlib.Path({str(tmp_path / 'fresh.yaml')!r}))\n"
        "assert not [m for m in sys.modules if m.startswith('ruamel')], 'ruamel.yaml imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def _annotated(text: str) -> str:
    """A canonical file as a person annotates it: a head, and a line above each entry."""
    lines = ["# by hand\n"]
    for line in text.splitlines(keepends=True):
        indent = re.match(r"^(\s*)- kind: ", line)
        if indent:
            lines.append(f"{indent.group(1)}# about this one\n")
        lines.append(line)
    return "".join(lines)


@st.composite
def _edits(draw: st.DrawFn, data: dict) -> dict:
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        change = draw(st.sampled_from(["headline", "title", "add", "remove", "move"]))
        if change == "headline" or not data.get("sections"):
            data["basics"]["headline"] = draw(local_text)
            continue
        section = draw(st.sampled_from(data["sections"]))
        items = section.setdefault("entries", [])
        if change == "title":
            section["title"] = draw(local_text)
        elif change == "add":
            items.insert(draw(st.integers(0, len(items))), draw(entries))
        elif change == "remove" and items:
            items.pop(draw(st.integers(0, len(items) - 1)))
        elif change == "move" and len(items) > 1:
            items.append(items.pop(0))
    return data


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(resumes, st.data())
def test_random_edits_keep_the_comments_and_read_back_the_same(resume: Resume, data: st.DataObject) -> None:
    text = _annotated(dumps(resume))
    before = to_data(loads(text, "cv.yaml"))
    edited_data = data.draw(_edits(before))
    try:
        edited = Resume.model_validate(edited_data)
    except ValueError:
        assume(False)
    merged = roundtrip.merged_text(text, before, to_data(edited))
    assert loads(merged, "cv.yaml") == loads(dumps(edited)), "the merge alone reads back the same résumé"
    assert merged.startswith("# by hand\n")
