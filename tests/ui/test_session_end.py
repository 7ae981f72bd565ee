"""SIGTERM, SIGHUP and a logout end the editor like a close that keeps the work: a real
editor process (``vitae FILE``'s own start-up) with edits not yet autosaved gets the
signal, writes its recovery file, frees its lock and exits; the next start offers the edits."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal

from editor.ui import session_end
from editor.ui.doc_lock import lock_path
from tests.helpers import ROOT

CHILD = r"""
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from editor.ui.app import run
from editor.ui.main_window import MainWindow

app = QApplication([])

def edit():
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    if window.document.file_path is None:
        QTimer.singleShot(20, edit)
        return
    window.document.set_text(("basics", "name"), "Edited Just Before The Signal")
    assert not list(window.autosaver.folder.glob("*.json"))  # the 2 s autosave has not run
    print("edited", flush=True)

QTimer.singleShot(0, edit)
sys.exit(run(Path(sys.argv[1])))
"""


def start_editor(cv_path: Path, home: Path) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"))
    return subprocess.Popen([sys.executable, "-c", CHILD, str(cv_path)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT, env=env)


@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT],
                         ids=["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_keeps_unsaved_edits_for_the_next_start(make_window, cv_path: Path, prompts,
                                                         tmp_path: Path, signum) -> None:
    before = cv_path.read_bytes()
    home = tmp_path / "home"
    child = start_editor(cv_path, home)
    watchdog = threading.Timer(60, child.kill)
    watchdog.start()
    try:
        line = child.stdout.readline()
        assert line == b"edited\n", child.stderr.read().decode()[-2000:]
        assert lock_path(cv_path).exists()
        child.send_signal(signum)
        child.wait(timeout=20)
    finally:
        watchdog.cancel()
        child.kill()
    assert child.returncode == 0, child.stderr.read().decode()[-2000:]
    assert not lock_path(cv_path).exists()
    assert cv_path.read_bytes() == before  # a signal is not a save
    (folder,) = list((home / "data").rglob("recovery"))
    assert len(list(folder.glob("*.json"))) == 1
    shutil.copytree(folder, tmp_path / "appdata" / "recovery")

    window = make_window(cv_path)
    assert prompts.asked.count("restore") == 1
    assert window.document.resume.basics.name["en"] == "Edited Just Before The Signal"
    assert window.document.is_modified()


class FakeApplication(QObject):
    """The two QGuiApplication signals a session manager drives."""

    commitDataRequest = Signal(object)
    aboutToQuit = Signal()


def test_a_logout_writes_the_recovery_file_and_a_clean_close_leaves_none(make_window, cv_path: Path) -> None:
    window = make_window(cv_path, autosave_settle_ms=60_000)
    app = FakeApplication()
    watcher = session_end.install(app, window.end_session, window.keep_unsaved_work)
    try:
        window.document.set_text(("basics", "name"), "Before Logout")
        assert not window.autosaver.file.exists()
        app.commitDataRequest.emit(None)  # the session manager asks us to save our state
        assert window.autosaver.file.exists()
        assert "Before Logout" in window.autosaver.file.read_text(encoding="utf-8")
        app.aboutToQuit.emit()
        assert window.autosaver.file.exists()  # kept for the next start
        assert not lock_path(cv_path).exists()
    finally:
        watcher.uninstall()


def test_quitting_after_a_deliberate_close_keeps_nothing(make_window, cv_path: Path, prompts) -> None:
    window = make_window(cv_path)
    app = FakeApplication()
    watcher = session_end.install(app, window.end_session, window.keep_unsaved_work)
    try:
        window.document.set_text(("basics", "name"), "Discarded")
        prompts.save_choice = "discard"
        assert window.close()
        app.aboutToQuit.emit()
        assert list(window.autosaver.folder.glob("*.json")) == []
    finally:
        watcher.uninstall()
