"""The files the window reads beside a document (its lock, recovery files, the document
itself while watched) may be FIFOs, devices or huge: nothing hangs, nothing reads without bound."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from editor.ui.disk_watch import fingerprint
from editor.ui.doc_lock import lock_path, read_owner
from editor.ui.recovery import find_orphans

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are a POSIX thing")


def finishes(call, seconds: float = 5.0):
    """The result of *call*, which must return within *seconds* (a daemon thread keeps a hang contained)."""
    result = []
    worker = threading.Thread(target=lambda: result.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), "hung"
    return result[0]


def test_a_lock_that_is_a_fifo_counts_as_held_by_someone_unknown(tmp_path: Path) -> None:
    document = tmp_path / "cv.yaml"
    document.write_text("x")
    os.mkfifo(lock_path(document))
    owner = finishes(lambda: read_owner(document))
    assert owner is not None and owner.pid == 0 and not owner.is_stale()


def test_a_lock_that_is_an_endless_device_is_not_read(tmp_path: Path) -> None:
    document = tmp_path / "cv.yaml"
    lock_path(document).symlink_to("/dev/zero")
    owner = finishes(lambda: read_owner(document))
    assert owner is not None and owner.pid == 0


def test_a_watched_document_replaced_by_a_fifo_has_no_fingerprint(tmp_path: Path) -> None:
    document = tmp_path / "cv.yaml"
    os.mkfifo(document)
    assert finishes(lambda: fingerprint(document)) is None


def test_recovery_files_that_are_fifos_or_huge_are_reported_not_read(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo.json")
    with open(tmp_path / "huge.json", "wb") as handle:
        handle.truncate(1 << 30)
    (tmp_path / "folder.json").mkdir()
    (tmp_path / "zero.json").symlink_to("/dev/zero")
    found, unreadable = finishes(lambda: find_orphans(tmp_path))
    assert found == []
    reasons = dict((path.name, reason) for path, reason in unreadable)
    assert sorted(reasons) == ["fifo.json", "folder.json", "huge.json", "zero.json"]
    assert "larger than" in reasons["huge.json"]
    assert "not a regular file" in reasons["zero.json"]


def test_a_window_opens_beside_a_fifo_lock_and_asks(make_window, cv_path: Path, prompts) -> None:
    os.mkfifo(lock_path(cv_path))
    window = make_window(cv_path)
    assert prompts.asked == ["locked"]
    assert "unknown" in prompts.lock_holders[0]
    assert window.files.file.read_only
