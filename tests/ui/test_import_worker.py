"""File → Import runs on a worker: the window keeps processing events during a slow
import, shows it in the status bar, and Cancel stops it with nothing changed."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt, QTimer

from editor.formats.pdf_import import limits
from tests.formats.pdf_import import hostile_pdfs as hostile


def test_the_window_stays_responsive_during_a_slow_import_and_cancel_stops_it(
        window, prompts, qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(limits.SECONDS_VARIABLE, "25")
    slow = tmp_path / "forms.pdf"  # forms inside forms: the reader would take its whole deadline
    slow.write_bytes(hostile.forms_that_fan_out())
    prompts.ask_import_path = lambda folder: slow
    before = window.document.resume
    runner = window.import_export.imports
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    window.import_export.import_action.trigger()
    assert runner.busy
    progress = window.import_export.import_progress
    assert not progress.isHidden() and slow.name in progress.label.text()
    qtbot.wait(1500)
    timer.stop()
    assert runner.busy
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert len(ticks) >= 20 and max(gaps) < 0.5, f"{len(ticks)} ticks, longest gap {max(gaps):.2f} s"
    began = time.monotonic()
    qtbot.mouseClick(progress.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not runner.busy, timeout=3000)
    assert time.monotonic() - began < 2
    assert runner.wait(2.0)
    assert progress.isHidden()
    assert window.document.resume is before and not prompts.errors
    assert window.statusBar().currentMessage() == "Import cancelled."


def test_a_second_import_while_one_runs_is_refused_with_a_message(window, prompts, qtbot, tmp_path: Path,
                                                                  monkeypatch) -> None:
    monkeypatch.setenv(limits.SECONDS_VARIABLE, "25")
    slow = tmp_path / "forms.pdf"
    slow.write_bytes(hostile.forms_that_fan_out())
    runner = window.import_export.imports
    assert window.import_export.import_path(slow)
    assert not window.import_export.import_path(slow)
    assert window.statusBar().currentMessage() == "An import is still running."
    runner.cancel()
    qtbot.waitUntil(lambda: not runner.busy, timeout=3000)
