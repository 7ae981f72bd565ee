"""A set of exports (`--lang all`) where one output is a link onto another, full disk;
a variant and a letter that would write the same file."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from editor.cli import main
from editor.formats import atomic

CV = "basics:\n  name: Ada Example\nlanguages: [en, zh]\n"


@pytest.fixture
def linked(tmp_path: Path) -> tuple[Path, Path, Path]:
    """cv.yaml, its output folder holding an old cv-en.md, and cv-zh.md a link into another folder."""
    cv = tmp_path / "cv.yaml"
    cv.write_text(CV)
    out, other = tmp_path / "out", tmp_path / "other-disk"
    out.mkdir()
    other.mkdir()
    (out / "cv-en.md").write_text("old en")
    (other / "cv-zh.md").write_text("old zh")
    os.symlink(other / "cv-zh.md", out / "cv-zh.md")
    return cv, out, other


def test_a_link_onto_a_full_disk_leaves_every_file_as_it_was(linked, monkeypatch, capsys):
    cv, out, other = linked
    real = atomic.tempfile.mkstemp

    def full_disk(*args, **kwargs):
        if Path(kwargs.get("dir", "")) == other:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(*args, **kwargs)

    monkeypatch.setattr(atomic.tempfile, "mkstemp", full_disk)
    assert main(["export", str(cv), "--format", "md", "--lang", "all", "-o", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "nothing was written" in err[0], err
    assert (out / "cv-en.md").read_text() == "old en"  # was replaced before the message said "nothing"
    assert (other / "cv-zh.md").read_text() == "old zh" and (out / "cv-zh.md").is_symlink()
    assert sorted(p.name for p in out.iterdir()) == ["cv-en.md", "cv-zh.md"]
    assert sorted(p.name for p in other.iterdir()) == ["cv-zh.md"]


def test_a_link_elsewhere_is_written_through_and_stays_a_link(linked):
    cv, out, other = linked
    assert main(["export", str(cv), "--format", "md", "--lang", "all", "-o", str(out)]) == 0
    assert (out / "cv-zh.md").is_symlink() and (other / "cv-zh.md").read_text().startswith("---\n")
    assert (out / "cv-en.md").read_text().startswith("---\n")
    assert sorted(p.name for p in other.iterdir()) == ["cv-zh.md"]


def test_a_rename_failing_after_another_says_exactly_what_was_written(linked, monkeypatch, capsys):
    cv, out, other = linked
    real = atomic.os.replace

    def replace(source, target):
        if Path(target).name == "cv-zh.md":
            raise OSError(errno.EIO, "Input/output error")
        return real(source, target)

    monkeypatch.setattr(atomic.os, "replace", replace)
    assert main(["export", str(cv), "--format", "md", "--lang", "all", "-o", str(out)]) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert line.startswith(f"vitae: cannot write {out / 'cv-zh.md'}: ")
    assert line.endswith(f"written before it: {out / 'cv-en.md'}")


def test_a_variant_and_a_letter_that_would_write_the_same_file_are_refused(tmp_path, capsys):
    cv = tmp_path / "cv.yaml"
    cv.write_text(CV + "variants:\n  - name: letter-acme\nletters:\n  - name: acme\n    body: [Dear team]\n")
    assert main(["validate", str(cv)]) == 2
    (line,) = capsys.readouterr().err.strip().splitlines()
    assert str(cv) in line and "'acme'" in line and "letter-acme" in line and "same files" in line
