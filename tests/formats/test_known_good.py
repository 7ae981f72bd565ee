"""A file read before comes back from the cache: the same résumé, no validator built."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from editor.formats import DocumentError, known_good
from editor.formats.native import dumps, loads
from editor.paths import EXAMPLE
from tests.helpers import FIXTURES, ROOT

DOCUMENTS = sorted([EXAMPLE, *FIXTURES.glob("*/*.yaml")])


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("VITAE_NO_VALIDATED_CACHE", raising=False)
    return tmp_path / "cache" / "vitae" / "validated"


def _valid(path: Path) -> bytes | None:
    raw = path.read_bytes()
    try:
        loads(raw, path.name)
    except DocumentError:
        return None
    return raw


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_a_file_read_before_comes_back_as_validated(path, cache, monkeypatch):
    monkeypatch.setenv("VITAE_NO_VALIDATED_CACHE", "1")
    raw = _valid(path)
    if raw is None:
        pytest.skip("not a valid résumé file")
    validated = loads(raw, path.name)
    monkeypatch.delenv("VITAE_NO_VALIDATED_CACHE")
    first = loads(raw, path.name)  # validates and keeps it
    assert len(list(cache.glob("*.pickle"))) == 1
    again = loads(raw, path.name)  # from the cache
    assert again == validated and again is not first
    assert dumps(again) == dumps(validated)


def test_a_hit_builds_no_validator(cache, tmp_path):
    script = (
        "import sys\n"
        "from editor.formats.native import loads\n"
        "from editor.model import Resume\n"
        "from pydantic._internal._mock_val_ser import MockValSer\n"
        "loads(open(sys.argv[1], 'rb').read(), sys.argv[1])\n"
        "print(isinstance(Resume.__pydantic_validator__, MockValSer))\n")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    env.pop("VITAE_NO_VALIDATED_CACHE", None)
    run = [sys.executable, "-c", script, str(EXAMPLE)]
    first = subprocess.run(run, capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    second = subprocess.run(run, capture_output=True, text=True, env=env, cwd=ROOT, check=True)
    assert (first.stdout.strip(), second.stdout.strip()) == ("False", "True")


def test_a_bad_file_is_never_kept(cache):
    raw = b"basics:\n  name: Ada\n  nmae: typo\n"
    for _ in range(2):
        with pytest.raises(DocumentError, match="nmae"):
            loads(raw, "cv.yaml")
    assert not list(cache.glob("*.pickle"))


def test_other_bytes_or_another_parser_miss(cache):
    raw = EXAMPLE.read_bytes()
    loads(raw, "cv.yaml")
    assert known_good.recall(raw, "cv.yaml") is not None
    assert known_good.recall(raw + b"\n", "cv.yaml") is None
    assert known_good.recall(raw, "cv.json") is None  # JSON is read by another parser


def test_a_damaged_entry_is_a_miss_and_is_replaced(cache):
    raw = EXAMPLE.read_bytes()
    expected = loads(raw, "cv.yaml")
    (entry,) = cache.glob("*.pickle")
    entry.write_bytes(b"\x80\x05garbage")
    assert known_good.recall(raw, "cv.yaml") is None
    assert loads(raw, "cv.yaml") == expected
    assert known_good.recall(raw, "cv.yaml") == expected


def test_the_cache_is_private_and_bounded(cache, monkeypatch):
    monkeypatch.setattr(known_good, "KEEP", 3)
    raw = EXAMPLE.read_bytes()
    for number in range(5):
        loads(raw + f"\n# {number}\n".encode(), "cv.yaml")
    assert len(list(cache.glob("*.pickle"))) == 3
    assert cache.stat().st_mode & 0o777 == 0o700
    assert not list(cache.glob(".*.tmp"))
