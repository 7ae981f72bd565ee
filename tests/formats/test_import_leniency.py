"""Imports of files made elsewhere: what real files in the wild do (a key written
twice, an early Reactive Resume v4, items of the wrong type), what hostile ones
do (a picture path out of the folder, a ZIP listing a million members), and a
file in another schema refused by what it looks like."""

from __future__ import annotations

import json
import time

import pytest

from editor.cli import main
from editor.formats import DocumentError
from editor.formats.detect import import_file
from tests.helpers import FIXTURES

V4 = FIXTURES / "import" / "reactive_resume_v4.json"


def v4() -> dict:
    return json.loads(V4.read_text(encoding="utf-8"))


# --- a key written twice -----------------------------------------------------------------------

def test_a_key_written_twice_takes_the_last_value_and_says_so(tmp_path, capsys):
    source = tmp_path / "resume.json"
    source.write_text('{"basics": {"name": "Ann Lee",\n  "email": "old@example.org",\n  "email": "ann@example.org"},\n'
                      ' "work": [{"name": "Acme", "position": "Engineer", "startDate": "2020-01"}]}')
    assert main(["import", str(source), "-o", str(tmp_path / "cv.yaml")]) == 0
    assert "email: ann@example.org" in (tmp_path / "cv.yaml").read_text()
    err = capsys.readouterr().err
    assert f"{source}: note: line 3: the key 'email' appears more than once; its last value was read" in err


def test_a_vitae_file_with_a_key_written_twice_is_still_refused():
    from editor.formats import loads

    with pytest.raises(DocumentError, match="appears twice"):
        loads('{"schema_version": 2, "basics": {"name": "A", "name": "B"}}', "cv.json")


# --- Reactive Resume ---------------------------------------------------------------------------

def test_an_early_v4_export_with_plain_string_urls_is_read_not_refused_as_v3():
    data = v4()
    data["basics"]["url"] = "https://rquintero.example.es"
    for item in data["sections"]["experience"]["items"]:
        item["url"] = "https://cobra.example.es"
    data.pop("metadata")  # an early export: no layout to tell the version by …
    data["public"] = True  # … and a flag of the résumé's record, as v3 exports had
    result = import_file(json.dumps(data).encode(), "early.json")
    assert result.resume.basics.website == "https://rquintero.example.es"
    assert result.resume.basics.name == "Rafael Quintero Solís"


def test_items_of_a_wrong_type_are_dropped_with_a_note():
    data = v4()
    data["sections"]["experience"]["items"].append("a job written as text")
    data["sections"]["skills"]["items"].insert(0, 42)
    notes = import_file(json.dumps(data).encode(), "r.json").notes
    assert any(note.startswith("sections.experience.items[") and "text, not an item; not imported" in note
               for note in notes), notes
    assert "sections.skills.items[0]: a number, not an item; not imported" in notes or any(
        note.startswith("sections.skills.items[0]:") for note in notes), notes


@pytest.mark.parametrize("picture", ["../../../../etc/passwd", "/etc/passwd", "file:///etc/passwd", "photo.jpg"])
def test_a_picture_that_is_not_a_web_link_is_not_carried_into_the_photo(picture):
    data = v4()
    data["basics"]["picture"]["url"] = picture
    result = import_file(json.dumps(data).encode(), "r.json")
    assert result.resume.basics.photo is None
    assert any(note.startswith("picture.url:") and "not a web link" in note for note in result.notes)


# --- another schema ----------------------------------------------------------------------------

@pytest.mark.parametrize("data, looks", [
    ({"basics": {"name": "Ann Lee"}, "experiences": [{"company": "X"}], "projects_list": [], "hobbies": ["chess"]},
     "another schema (its top level holds: basics, experiences, hobbies, projects_list); only a name maps"),
    ({"name": "Ann Lee", "info": {"label": "Engineer"}, "contact": {"email": "a@b.org"},
      "employment": {"history": []}, "skills": {"sets": []}}, "a FRESH résumé"),
])
def test_a_json_file_in_another_schema_is_refused_naming_what_it_looks_like(data, looks):
    with pytest.raises(DocumentError) as caught:
        import_file(json.dumps(data).encode(), "other.json")
    assert "is not a Vitae, JSON Resume, RenderCV or Reactive Resume file: it looks like" in str(caught.value)
    assert looks in str(caught.value)


def test_a_json_resume_with_only_basics_and_one_extra_key_still_imports():
    result = import_file(json.dumps({"basics": {"name": "Ann Lee"}, "x-theme": "elegant"}).encode(), "cv.json")
    assert result.resume.basics.name == "Ann Lee"


# --- languages ---------------------------------------------------------------------------------

def test_a_chinese_json_resume_gets_no_english_interests_title():
    from editor.model.content import section_heading

    data = {"basics": {"name": "杜简", "label": "系统方向研究员"},
            "work": [{"name": "湖南大学", "position": "研究员", "summary": "负责分布式训练系统的调度与优化工作"}],
            "interests": [{"name": "摄影", "keywords": ["胶片"]}, {"name": "登山"}]}
    resume = import_file(json.dumps(data, ensure_ascii=False).encode(), "cv.json").resume
    assert resume.default_language == "zh"
    interests = next(s for s in resume.sections if s.kind == "interests")
    heading = section_heading(interests, "zh", "zh")
    assert heading == "兴趣爱好" and "Interests" not in str(interests.title)


# --- LinkedIn ----------------------------------------------------------------------------------

def _zip_listing(members: int, said: int | None = None) -> bytes:
    """A ZIP whose central directory lists *members* entries (all pointing at one small
    file), its end record saying *said* (default: the count, saturated at 65,535)."""
    local = b"PK\x03\x04\x14\x00" + b"\x00" * 4 + b"\x00" * 16 + b"\x01\x00\x00\x00a"
    entries = b"".join(b"PK\x01\x02\x14\x00\x14\x00" + b"\x00" * 20 + len(name).to_bytes(2, "little") + b"\x00" * 16
                       + name for name in (b"%x" % (i % 4096) for i in range(members)))
    count = min(members if said is None else said, 0xFFFF)
    end = (b"PK\x05\x06" + b"\x00" * 4 + count.to_bytes(2, "little") * 2 + len(entries).to_bytes(4, "little")
           + len(local).to_bytes(4, "little") + b"\x00\x00")
    return local + entries + end


@pytest.mark.parametrize("said, words", [(None, "holds at least 65,535 files"), (10, "its list of files takes")])
def test_a_zip_listing_a_million_members_is_refused_from_its_end_record(tmp_path, capsys, said, words):
    source = tmp_path / "Basic_LinkedInDataExport.zip"
    source.write_bytes(_zip_listing(1_000_000, said))
    began = time.monotonic()
    assert main(["import", str(source), "-o", str(tmp_path / "cv.yaml")]) == 2
    assert time.monotonic() - began < 3  # zipfile alone took 23 s for 1.3 million
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert line.startswith(str(source)) and words in line


def test_a_small_zip_is_still_read_member_by_member():
    import zipfile

    from editor.formats.linkedin import directory_size

    raw = _zip_listing(3)
    assert directory_size(raw) == (3, len(raw) - 22 - 31)
    assert len(zipfile.ZipFile(__import__("io").BytesIO(raw)).infolist()) == 3


# --- one cap per kind of file --------------------------------------------------------------------

def test_each_kind_of_file_has_the_cap_the_readme_gives(tmp_path, capsys):
    from editor.formats.detect import MAX_PDF_BYTES, MAX_TEXT_BYTES

    text = tmp_path / "big.json"
    text.write_bytes(b'{"basics": {"name": "A"}, "pad": "' + b"x" * MAX_TEXT_BYTES + b'"}')
    assert main(["import", str(text), "-o", str(tmp_path / "a.yaml")]) == 2
    assert "a résumé file may be at most 5.0 MB" in capsys.readouterr().err
    pdf = tmp_path / "big.pdf"
    pdf.write_bytes(b"%PDF-1.4\n" + b"0" * MAX_PDF_BYTES)
    assert main(["import", str(pdf), "-o", str(tmp_path / "b.yaml")]) == 2
    assert "a PDF résumé may be at most 25.0 MB" in capsys.readouterr().err
