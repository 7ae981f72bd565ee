"""Keystroke → changed preview pixels, measured from outside the code (run by bench.py).

argv: FILE. Opens FILE in the window (offscreen), puts the caret in the Name
field, and for each of 15 keystrokes sends a real key event and polls the
preview's viewport until its pixels change: the time from the key event to
the first changed frame. The debounce pause is set to 0 (it is a choice of
how long to wait for more typing, not work). Prints ``keystroke_ms=<median>
pages=<n>``.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from editor.lean_imports import without_pydantic_plugins  # noqa: E402

without_pydantic_plugins()  # as the `vitae` program starts

from editor.ui.app import open_window  # noqa: E402  (Qt is imported after it has forked, as in `vitae`)


def frame(window):
    """What the preview shows, at full resolution (a changed name is a few pixels), as a
    QImage: compared in C++, not copied into Python (a 5 MB copy per poll held the
    interpreter the render thread needs, and slowed what it measured)."""
    return window.preview.view.viewport().grab().toImage()


def wait_until(condition, timeout_s: float = 10.0) -> bool:
    """Poll *condition* while the event loop runs; a short sleep between polls
    lets the render thread have the interpreter (a busy poll would starve it)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    end = time.perf_counter() + timeout_s
    while time.perf_counter() < end:
        app.processEvents()
        if condition():
            return True
        time.sleep(0.002)
    return False


def main() -> None:
    scratch = tempfile.TemporaryDirectory()  # as `vitae` starts, with scratch settings and data folders
    window = open_window(Path(sys.argv[1]), data_dir=Path(scratch.name), settings_file=Path(scratch.name) / "bench.ini")
    window.resize(1400, 900)
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QLineEdit
    wait_until(lambda: window.preview.shown_generation > 0)
    window.preview.set_debounce(0)
    window.outline.select(("basics",))
    field = window.form.editor("name").findChild(QLineEdit)
    field.setFocus()
    field.end(False)
    wait_until(lambda: False, 0.8)  # QPdfView draws its pages on a worker: let it settle
    times = []
    for key in "abcdefghijklmno":
        before = frame(window)
        start = time.perf_counter()
        QTest.keyClick(field, key)
        if wait_until(lambda: frame(window) != before):
            times.append((time.perf_counter() - start) * 1000)
        wait_until(lambda: False, 0.15)  # let the frame settle before the next key
    print(f"keystroke_ms={statistics.median(times):.1f} pages={window.preview.page_count()}")
    window.preview.shutdown()
    window.document.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    main()
