"""Hostile files in the new formats: refused at a cap, or read in bounded time, always one line."""

import json
import time

import pytest

from editor.formats import DocumentError
from editor.formats import academicpages, reactive_resume
from editor.formats.detect import import_file
from tests.helpers import FIXTURES


def _rr(content: str) -> bytes:
    data = json.loads((FIXTURES / "import" / "reactive_resume_v4.json").read_text(encoding="utf-8"))
    data["sections"]["summary"]["content"] = content
    return json.dumps(data).encode()


PUBLICATIONS = b"Publications\n============\n\n"


@pytest.mark.parametrize("raw, filename, message", [
    (PUBLICATIONS + b"* x\n" * 300_000, "cv.md", "a CV page must be under 1 MB"),
    (PUBLICATIONS + b"* " + b"y" * 3000 + b"\n", "cv.md", "a line is longer than 2000 characters"),
    (_rr("<b>" * 300_000), "r.json", "the descriptions hold more than 256 kB of HTML"),
    (b"Name\n" + b"skill\n" * 6000, "Skills.csv", "has more than 5000 rows"),
])
def test_inputs_past_a_cap_are_refused_in_one_line(raw, filename, message):
    with pytest.raises(DocumentError) as caught:
        import_file(raw, filename)
    assert message in str(caught.value) and "\n" not in str(caught.value)


@pytest.mark.slow
@pytest.mark.parametrize("raw, filename", [
    (PUBLICATIONS + (b'* "T". ' + b". *a" * 495 + b"\n") * 500, "cv.md"),  # the venue pattern's worst case
    (b"Awards\n======\n\n" + (b"* " + b"[(" * 999 + b"\n") * 500, "cv.md"),  # links never closed
    (_rr("<p>" + "<b><i>x" * 36_000 + "</p>"), "r.json"),  # emphasis nested without end
    (b"Company Name,Title,Description,Location,Started On,Finished On\n" + b"A,B,C,D,Jan 2020,\n" * 4999,
     "Positions.csv"),
])
def test_the_worst_inputs_under_the_caps_take_seconds_not_minutes(raw, filename):
    assert len(raw) <= max(academicpages.MAX_BYTES, reactive_resume.MAX_RICH_TEXT * 2)
    start = time.perf_counter()
    try:
        import_file(raw, filename)
    except DocumentError as error:  # refused past the model's field cap: also an answer
        assert "a field holds at most" in str(error)
    assert time.perf_counter() - start < 10
