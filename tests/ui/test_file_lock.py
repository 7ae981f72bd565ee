"""Two editors on one file: a lock beside the document says who holds it."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from editor.formats import load
from editor.ui.doc_lock import lock_path, read_owner


def write_lock(document: Path, *, host: str, pid: int) -> None:
    lock_path(document).write_text(json.dumps({"host": host, "user": "someone", "pid": pid,
                                               "since": 1_700_000_000, "token": "other"}))


@pytest.fixture
def live_pid():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    yield child.pid
    child.kill()
    child.wait()


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_opening_takes_a_lock_naming_host_process_and_time(window, cv_path: Path) -> None:
    owner = read_owner(cv_path)
    assert owner is not None
    assert (owner.host, owner.pid) == (socket.gethostname(), os.getpid())
    assert owner.since > 0


def test_a_second_window_is_told_who_holds_the_file_and_opens_it_read_only(
        window, make_window, cv_path: Path, prompts, tmp_path: Path) -> None:
    before = cv_path.read_bytes()
    second = make_window(cv_path)
    assert prompts.asked.count("locked") == 1
    assert f"process {os.getpid()}" in prompts.lock_holders[0]
    assert socket.gethostname() in prompts.lock_holders[0]
    assert "[read-only]" in second.windowTitle()
    second.document.set_text(("basics", "name"), "Second Window")
    prompts.save_path = None  # Save on a read-only copy asks for a new name; the user cancels
    assert not second.files.save()
    assert prompts.asked[-1] == "save_path"
    assert cv_path.read_bytes() == before
    prompts.save_path = tmp_path / "copy.yaml"
    assert second.files.save()
    assert load(tmp_path / "copy.yaml").basics.name["en"] == "Second Window"
    assert "[read-only]" not in second.windowTitle()
    assert read_owner(cv_path).token == window.files.file.lock.owner.token  # the first keeps its lock


def test_open_anyway_is_writable_and_cancel_opens_nothing(window, make_window, cv_path: Path, prompts) -> None:
    prompts.locked_choice = "cancel"
    third = make_window(None)
    assert not third.files.open_path(cv_path)
    assert third.document.file_path is None
    prompts.locked_choice = "anyway"
    assert third.files.open_path(cv_path)
    assert "[read-only]" not in third.windowTitle()
    third.document.set_text(("basics", "name"), "Anyway")
    assert third.files.save()
    assert load(cv_path).basics.name["en"] == "Anyway"


def test_a_lock_held_by_another_live_process_is_respected(make_window, cv_path: Path, prompts, live_pid) -> None:
    write_lock(cv_path, host=socket.gethostname(), pid=live_pid)
    window = make_window(cv_path)
    assert prompts.asked == ["locked"]
    assert f"process {live_pid}" in prompts.lock_holders[0]
    assert window.files.file.read_only
    assert read_owner(cv_path).pid == live_pid  # untouched


def test_a_lock_from_another_host_is_respected(make_window, cv_path: Path, prompts) -> None:
    write_lock(cv_path, host="elsewhere.invalid", pid=dead_pid())
    make_window(cv_path)
    assert prompts.asked == ["locked"]
    assert "elsewhere.invalid" in prompts.lock_holders[0]


def test_a_stale_lock_of_a_dead_process_is_taken_over(make_window, cv_path: Path, prompts) -> None:
    write_lock(cv_path, host=socket.gethostname(), pid=dead_pid())
    window = make_window(cv_path)
    assert "locked" not in prompts.asked
    assert not window.files.file.read_only
    assert read_owner(cv_path).pid == os.getpid()


def test_closing_releases_the_lock_and_the_next_window_opens_freely(
        window, make_window, cv_path: Path, prompts) -> None:
    assert lock_path(cv_path).exists()
    window.close()
    assert not lock_path(cv_path).exists()
    make_window(cv_path)
    assert "locked" not in prompts.asked


def test_opening_another_file_releases_the_first_lock(window, cv_path: Path, tmp_path: Path) -> None:
    other = tmp_path / "other.yaml"
    other.write_bytes(cv_path.read_bytes())
    assert window.files.open_path(other)
    assert not lock_path(cv_path).exists()
    assert read_owner(other).pid == os.getpid()


HOLDER = r"""
import sys, time
from pathlib import Path
from editor.ui.doc_lock import DocumentLock
assert DocumentLock(Path(sys.argv[1])).acquire() is None
print("locked", flush=True)
time.sleep(60)
"""


def test_another_process_holds_the_lock_until_it_dies(make_window, cv_path: Path, prompts) -> None:
    from tests.helpers import ROOT

    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(cv_path)], stdout=subprocess.PIPE, cwd=ROOT)
    try:
        assert holder.stdout.readline() == b"locked\n"
        first = make_window(cv_path)
        assert prompts.asked == ["locked"]
        assert f"process {holder.pid}" in prompts.lock_holders[0]
        assert first.files.file.read_only
    finally:
        holder.kill()  # a crash: its lock stays behind
        holder.wait()
    assert read_owner(cv_path).pid == holder.pid
    second = make_window(cv_path)
    assert prompts.asked == ["locked"]  # not asked again: the lock was stale and is ours now
    assert not second.files.file.read_only
    assert read_owner(cv_path).pid == os.getpid()


def test_save_as_moves_the_lock_and_refuses_a_file_another_window_holds(
        window, make_window, cv_path: Path, prompts, tmp_path: Path) -> None:
    other = tmp_path / "other.yaml"
    other.write_bytes(cv_path.read_bytes())
    holder = make_window(other)
    before = other.read_bytes()
    window.document.set_text(("basics", "name"), "Not Over Theirs")
    prompts.save_path = other
    assert not window.files.save_as()
    assert "open in another window" in prompts.errors[-1]
    assert other.read_bytes() == before
    assert read_owner(other).token == holder.files.file.lock.owner.token

    prompts.save_path = tmp_path / "moved.yaml"
    assert window.files.save_as()
    assert not lock_path(cv_path).exists()
    assert read_owner(tmp_path / "moved.yaml").token == window.files.file.lock.owner.token
