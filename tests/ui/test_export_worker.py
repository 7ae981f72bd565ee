"""Exports are made on the render worker: the window stays responsive and shows progress;
quitting during a long render ends the process at once."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from editor.render import render_pdf
from tests.helpers import ROOT


class SlowRender:
    """The real renderer after a stretch of pure-Python work, as a huge field costs."""

    def __init__(self, seconds: float = 1.0):
        self.seconds = seconds
        self.threads: list[threading.Thread] = []

    def __call__(self, resume, *, template=None, lang=None) -> bytes:
        self.threads.append(threading.current_thread())
        end = time.perf_counter() + self.seconds
        while time.perf_counter() < end:
            sum(range(1000))
        return render_pdf(resume, template=template, lang=lang)


def trigger_export(window, how: str, prompts, tmp_path: Path) -> None:
    if how == "export":
        window.export_action.trigger()
    elif how == "export_all":
        window.export_all_action.trigger()
    else:
        prompts.export_as_path = tmp_path / "as.pdf"
        window.import_export.export_as_actions["pdf"].trigger()


@pytest.mark.parametrize("how", ["export", "export_all", "export_as"])
def test_export_runs_off_the_gui_thread_and_shows_progress(window, prompts, qtbot, tmp_path: Path, how) -> None:
    if how == "export_as":
        prompts.ask_export_as_path = lambda suggested, name_filter: tmp_path / "as.pdf"
    slow = SlowRender(0.8)
    window.files.render = slow
    window.import_export.render = slow
    ticks = []
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start(20)
    started = time.perf_counter()
    with qtbot.waitSignal(window.files.exported, timeout=20_000) as exported:
        trigger_export(window, how, prompts, tmp_path)
        returned = time.perf_counter() - started
        assert not window.export_progress.isHidden()
    timer.stop()
    assert returned < 0.3  # the action only starts the work
    assert slow.threads and threading.main_thread() not in slow.threads
    written = exported.args[0]
    assert len(written) == (2 if how == "export_all" else 1)
    assert all(path.read_bytes().startswith(b"%PDF") for path in written)
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert len(ticks) > 10 and max(gaps) < 0.5, gaps  # the event loop kept running
    assert window.export_progress.isHidden()
    assert "Exported" in window.statusBar().currentMessage()


def test_a_second_export_while_one_runs_is_refused_with_a_message(window, qtbot) -> None:
    window.files.render = SlowRender(0.5)
    with qtbot.waitSignal(window.files.exported, timeout=20_000):
        assert window.files.export()
        assert not window.files.export()
        assert "still running" in window.statusBar().currentMessage()


def test_cancel_stops_before_the_next_language(window, cv_path: Path, qtbot) -> None:
    window.files.render = SlowRender(0.5)
    with qtbot.waitSignal(window.files.exported, timeout=20_000) as exported:
        window.export_all_action.trigger()
        window.export_progress.cancel_button.click()
    assert exported.args[0] == []  # the one being made is dropped, the next never started
    assert window.statusBar().currentMessage() == ""  # no "Exporting…" left behind
    assert not cv_path.with_name("cv-en.pdf").exists() and not cv_path.with_name("cv-zh.pdf").exists()


CHILD = r"""
import sys, time
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from editor.ui.app import run
from editor.ui.main_window import MainWindow

app = QApplication([])

def endless_render(resume, *, template=None, lang=None):
    while True:  # a render that would take minutes, holding the interpreter like reportlab does
        sum(range(1000))

def export_then_quit():
    window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
    if window.document.file_path is None or not window.preview.shown_generation:
        QTimer.singleShot(20, export_then_quit)
        return
    window.files.render = endless_render
    window.export_action.trigger()
    QTimer.singleShot(300, lambda: (print("quitting", flush=True), window.quit_action.trigger()))

QTimer.singleShot(0, export_then_quit)
sys.exit(run(Path(sys.argv[1])))
"""


@pytest.mark.slow
def test_quitting_during_a_long_export_ends_the_process_within_a_second(cv_path: Path, tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(cv_path)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, cwd=ROOT, env=env)
    try:
        line = child.stdout.readline()
        assert line == b"quitting\n", child.stderr.read().decode()[-2000:]
        asked = time.perf_counter()
        child.wait(timeout=30)
        took = time.perf_counter() - asked
    finally:
        child.kill()
    assert child.returncode == 0, child.stderr.read().decode()[-2000:]
    print(f"quit took {took:.2f} s")
    assert took < 1.0, took
