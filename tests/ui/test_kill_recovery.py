"""A real crash: an editor process with unsaved edits is SIGKILLed; the next
start offers the edits back and restores them exactly."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from editor.formats import load
from editor.model.text import with_text
from tests.helpers import ROOT

CHILD = r"""
import sys, time
from pathlib import Path
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from editor.ui.main_window import MainWindow

cv, data = Path(sys.argv[1]), Path(sys.argv[2])
app = QApplication([])
window = MainWindow(settings=QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat),
                    data_dir=data / "appdata", autosave_settle_ms=20, preview_debounce_ms=5)
window.start(cv)
window.show()
document = window.document
document.set_text(("basics", "name"), "Killed Mid-Edit 方进 <b>&")
document.insert(("sections", 0, "entries"), 0, document.value_at(("sections", 0, "entries", 0)))

def report_when_autosaved():
    if list((data / "appdata" / "recovery").glob("*.json")):
        print("autosaved", flush=True)
    else:
        QTimer.singleShot(20, report_when_autosaved)

QTimer.singleShot(50, report_when_autosaved)
app.exec()
"""


@pytest.mark.slow
def test_sigkilled_editor_offers_its_unsaved_edits_back(make_window, cv_path: Path, prompts, tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(cv_path), str(tmp_path)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env)
    watchdog = threading.Timer(30, child.kill)  # no autosave must fail the test, not hang it
    watchdog.start()
    try:
        line = child.stdout.readline()
        assert line == b"autosaved\n", child.stderr.read().decode()[-2000:]
    finally:
        watchdog.cancel()
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)

    original = load(cv_path)
    expected_basics = original.basics.model_copy(update={"name": with_text(
        original.basics.name, "en", "Killed Mid-Edit 方进 <b>&", original.default_language)})
    first_section = original.sections[0]
    expected_section = first_section.model_copy(update={"entries": [first_section.entries[0], *first_section.entries]})
    expected = original.model_copy(update={"basics": expected_basics,
                                           "sections": [expected_section, *original.sections[1:]]})

    window = make_window(cv_path)
    assert prompts.asked.count("restore") == 1
    assert window.document.resume == expected
    assert window.document.is_modified()
    assert load(cv_path) == original  # the file itself was never touched
