import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest

from editor.formats import DocumentError, dumps, load, loads, save
from editor.formats.atomic import atomic_write
from editor.model import Resume
from tests.helpers import ROOT

DOC = Resume.model_validate({
    "languages": ["en", "zh"],
    "basics": {"name": {"en": "Ada Lin", "zh": "林艾达"}, "email": "ada@example.org"},
    "sections": [{"kind": "education", "entries": [
        {"kind": "education", "institution": "Example University", "start": "2020-09", "end": "2026-06",
         "expected": True, "highlights": ["**Thesis:** <b>&amp;</b> 'quoted' \\ back"]}]}],
})


def test_save_load_round_trip_and_stable_bytes(tmp_path):
    path = tmp_path / "cv.yaml"
    save(DOC, path)
    first = path.read_bytes()
    assert load(path) == DOC
    save(load(path), path)
    assert path.read_bytes() == first


def test_file_starts_with_version_and_entries_with_their_kind():
    text = dumps(DOC)
    assert text.startswith("schema_version: 2\n")
    assert "  - kind: education\n    institution: Example University\n" in text


def test_json_is_accepted(tmp_path):
    path = tmp_path / "cv.json"
    path.write_text(json.dumps(DOC.model_dump(mode="json")), encoding="utf-8")
    assert load(path) == DOC


def test_newer_schema_version_is_refused():
    with pytest.raises(DocumentError, match="from a newer Vitae"):
        loads("schema_version: 99\nbasics: {name: A}\n", "cv.yaml")


def test_duplicate_keys_are_refused():
    with pytest.raises(DocumentError, match="appears twice"):
        loads("basics: {name: A}\nbasics: {name: B}\n", "cv.yaml")


def test_oversized_file_is_refused_unread(tmp_path):
    path = tmp_path / "big.yaml"
    with path.open("wb") as handle:
        handle.truncate(100 * 1024 * 1024)  # sparse: 100 MB without writing them
    with pytest.raises(DocumentError, match="may be at most 5.0 MB"):
        load(path)


def test_failed_write_leaves_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "cv.yaml"
    path.write_text("old")

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="disk full"):
        atomic_write(path, b"new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["cv.yaml"]


def test_writing_onto_a_folder_fails_cleanly(tmp_path):
    with pytest.raises(IsADirectoryError):
        atomic_write(tmp_path, b"x")
    assert list(tmp_path.iterdir()) == []


_SAVER = """
import sys
from editor.formats.atomic import atomic_write
path, old, new = sys.argv[1], open(sys.argv[2], 'rb').read(), open(sys.argv[3], 'rb').read()
print('ready', flush=True)
while True:
    atomic_write(path, new)
    atomic_write(path, old)
"""


@pytest.mark.slow
def test_sigkill_during_save_leaves_old_or_new_whole(tmp_path):
    old = dumps(DOC).encode()
    new = dumps(DOC.model_copy(update={"basics": DOC.basics.model_copy(update={"name": "Bo " * 20000})})).encode()
    (tmp_path / "old").write_bytes(old)
    (tmp_path / "new").write_bytes(new)
    target = tmp_path / "cv.yaml"
    target.write_bytes(old)
    rng = random.Random(7)
    for _ in range(300):
        child = subprocess.Popen(
            [sys.executable, "-c", _SAVER, str(target), str(tmp_path / "old"), str(tmp_path / "new")],
            stdout=subprocess.PIPE, cwd=ROOT,
        )
        assert child.stdout.readline() == b"ready\n"
        time.sleep(rng.uniform(0, 0.02))
        child.send_signal(signal.SIGKILL)
        child.wait()
        assert target.read_bytes() in (old, new)


def test_items_with_no_text_in_any_language_are_left_out_of_the_file():
    # A bullet the person had just started when the file was saved prints nothing: no ''.
    doc = DOC.model_copy(deep=True)
    entry = doc.sections[0].entries[0]
    entry.highlights = ["", entry.highlights[0], {"en": " ", "zh": ""}]
    assert dumps(doc) == dumps(DOC)
    entry.highlights = [""]
    assert "highlights" not in dumps(doc)
