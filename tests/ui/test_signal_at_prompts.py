"""SIGTERM, SIGHUP and Ctrl+C end `vitae FILE` while a start-up question is open
("Could not open", "Document in use", "Restore unsaved work?"), at once, leaving
no child process behind, and the work a question was about where the next start
finds it. Each case starts the real program (its own start-up, with the child
that lays out the first pages) on Qt's offscreen platform."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from editor.paths import user_dir
from editor.ui.doc_lock import DocumentLock, lock_path
from tests.helpers import ROOT

EXIT_BOUND_S = 3.0
"""The promise is 1 s; the bound leaves room for a loaded machine (the measured time is printed)."""
SIGNALS = [signal.SIGTERM, signal.SIGHUP, signal.SIGINT]
SIGNAL_IDS = ["SIGTERM", "SIGHUP", "SIGINT"]


def children(pid: int) -> dict[int, str]:
    """The child processes of *pid* and their states (``Z``: a zombie), from /proc."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        state, parent = stat.rsplit(")", 1)[1].split()[:2]
        if int(parent) == pid:
            found[int(entry.name)] = state
    return found


def start_vitae(cv: Path, home: Path) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_STATE_HOME=str(home / "state"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(user_dir("cache").parent))  # the parsed fonts: no need to parse them again
    program = [sys.executable, "-c", "import sys; from editor.cli import main; sys.exit(main())", str(cv)]
    return subprocess.Popen(program, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def wait_for_question(process: subprocess.Popen, home: Path, title: str, timeout: float = 60) -> None:
    """Until the window's log says it is showing the question *title*."""
    log = home / "state" / "vitae" / "vitae.log"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"vitae ended before asking {title!r}: {process.stderr.read().decode()[-2000:]}")
        if log.exists() and f": {title}" in log.read_text(encoding="utf-8", errors="replace"):
            return
        time.sleep(0.05)
    process.kill()
    pytest.fail(f"vitae never asked {title!r}")


def end_at_question(process: subprocess.Popen, signum: int) -> float:
    """Wait until no child of the window is a zombie (the start-up child has ended and been
    reaped), send *signum*, and return how long the process took to end."""
    deadline = time.monotonic() + 10
    while any(state == "Z" for state in children(process.pid).values()) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = children(process.pid)
    assert "Z" not in left.values(), f"a zombie child waits with the question: {left}"
    start = time.monotonic()
    process.send_signal(signum)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        pytest.fail(f"vitae ignored signal {signum} at its question")
    took = time.monotonic() - start
    print(f"ended {took:.3f} s after signal {signum}")
    assert took <= EXIT_BOUND_S, took
    time.sleep(0.2)  # a child that outlived it would still be listed
    assert not any(Path(f"/proc/{pid}").exists() and pid_parent(pid) in (process.pid, 1) for pid in left), left
    return took


def pid_parent(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, IndexError, ValueError):
        return -1


def recovery_files(home: Path) -> list[Path]:
    return sorted((home / "data" / "vitae" / "recovery").glob("*.json"))


@pytest.mark.slow
@pytest.mark.parametrize("signum", SIGNALS, ids=SIGNAL_IDS)
def test_a_signal_at_could_not_open_ends_vitae(tmp_path: Path, signum: int) -> None:
    cv = tmp_path / "cv.yaml"
    cv.write_text("basics: {name: A}\nlanguages: 3\n")
    home = tmp_path / "home"
    process = start_vitae(cv, home)
    wait_for_question(process, home, "Could not open")
    end_at_question(process, signum)
    assert process.returncode == 0, process.stderr.read().decode()[-2000:]
    assert recovery_files(home) == []  # nothing was open, nothing is kept
    assert cv.read_text() == "basics: {name: A}\nlanguages: 3\n"


@pytest.mark.slow
@pytest.mark.parametrize("signum", SIGNALS, ids=SIGNAL_IDS)
def test_a_signal_at_document_in_use_ends_vitae_and_leaves_the_other_lock(cv_path: Path, tmp_path: Path,
                                                                           signum: int) -> None:
    held = DocumentLock(cv_path)
    assert held.acquire() is None  # this test process is the other window holding the file
    home = tmp_path / "home"
    before = cv_path.read_bytes()
    try:
        process = start_vitae(cv_path, home)
        wait_for_question(process, home, "Document in use")
        end_at_question(process, signum)
        assert process.returncode == 0, process.stderr.read().decode()[-2000:]
        assert lock_path(cv_path).exists()  # the holder's lock, untouched
        assert recovery_files(home) == []
        assert cv_path.read_bytes() == before
    finally:
        held.release()


@pytest.mark.slow
@pytest.mark.parametrize("signum", SIGNALS, ids=SIGNAL_IDS)
def test_a_signal_at_restore_keeps_the_work_offered(cv_path: Path, tmp_path: Path, signum: int) -> None:
    """The question was not answered: the work is neither restored nor set aside, and the next
    start offers it again."""
    home = tmp_path / "home"
    folder = home / "data" / "vitae" / "recovery"
    folder.mkdir(parents=True)
    document = cv_path.read_text(encoding="utf-8").replace("name:", "name: Left By A Crash #", 1)
    left = folder / "0123456789abcdef.json"
    left.write_text(json.dumps({"document": document, "original": str(cv_path), "saved_at": time.time()}),
                    encoding="utf-8")
    process = start_vitae(cv_path, home)
    wait_for_question(process, home, "Restore unsaved work?")
    end_at_question(process, signum)
    assert process.returncode == 0, process.stderr.read().decode()[-2000:]
    assert recovery_files(home) == [left]
    assert json.loads(left.read_text(encoding="utf-8"))["document"] == document
    assert not (folder / "declined").exists() or not list((folder / "declined").iterdir())
    assert not lock_path(cv_path).exists()


FORKING_WINDOW = r"""
import sys, time
from pathlib import Path
from editor.ui.first_preview import FirstPreview

path = Path(sys.argv[1])
first = FirstPreview.start(path)
from editor.formats import known_good
raw = path.read_bytes()
while known_good.recall(raw, str(path.resolve())) is None:  # not yet read: the child reads it, then lays out 120 pages
    time.sleep(0.02)
assert first is not None
print(first.pid, flush=True)
time.sleep(60)
"""


def long_resume(path: Path) -> None:
    """The example's sections 60 times over: 120 pages, seconds of layout."""
    from editor.formats import dumps, load
    from editor.model import Resume

    data = load(ROOT / "resources" / "examples" / "example.yaml").model_dump(mode="json", exclude_none=True)
    data["sections"] = [section for _ in range(60) for section in data["sections"]]
    path.write_text(dumps(Resume.model_validate(data)), encoding="utf-8")


def running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


@pytest.mark.slow
def test_the_start_up_child_dies_with_the_window(tmp_path: Path) -> None:
    cv = tmp_path / "long.yaml"
    long_resume(cv)
    process = subprocess.Popen([sys.executable, "-c", FORKING_WINDOW, str(cv)], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline()
        assert line.strip().isdigit(), process.stderr.read()[-2000:]
        child = int(line)
        assert running(child)  # still laying out the pages
    finally:
        process.kill()
        process.wait()
    deadline = time.monotonic() + 2
    while running(child) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not running(child), "the start-up child outlived the window"


CLOSING_WITH_EDITS = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from editor.ui.app import run
from editor.ui.main_window import MainWindow

app = QApplication([])

def edit_and_close():
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    if window.document.file_path is None:
        QTimer.singleShot(20, edit_and_close)
        return
    window.document.set_text(("basics", "name"), "Edited Then Asked To Save")
    QTimer.singleShot(0, window.close)  # asks "Unsaved changes", in the window's event loop

QTimer.singleShot(0, edit_and_close)
sys.exit(run(Path(sys.argv[1])))
"""


@pytest.mark.slow
@pytest.mark.parametrize("signum", SIGNALS, ids=SIGNAL_IDS)
def test_a_signal_at_unsaved_changes_keeps_the_edit(cv_path: Path, tmp_path: Path, signum: int) -> None:
    """A question asked inside the running window: the edit goes to the recovery file, not to the
    file (the question's default, Save, is not taken)."""
    home = tmp_path / "home"
    before = cv_path.read_bytes()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_DATA_HOME=str(home / "data"),
               XDG_STATE_HOME=str(home / "state"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(user_dir("cache").parent))
    process = subprocess.Popen([sys.executable, "-c", CLOSING_WITH_EDITS, str(cv_path)], cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    wait_for_question(process, home, "Unsaved changes")
    end_at_question(process, signum)
    assert process.returncode == 0, process.stderr.read().decode()[-2000:]
    assert cv_path.read_bytes() == before
    (kept,) = recovery_files(home)
    assert "Edited Then Asked To Save" in json.loads(kept.read_text(encoding="utf-8"))["document"]
    assert not lock_path(cv_path).exists()
