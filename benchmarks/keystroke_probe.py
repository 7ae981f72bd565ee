"""Keystroke → changed preview pixels, measured from outside the code (run by bench.py).

argv: FILE. Opens FILE in the window as `vitae` does (offscreen), puts the
caret in the Name field, and for each of 15 keystrokes sends a real key event
and waits in the event loop, as an idle window does, for the preview's
viewport to paint pixels that differ: the time from the key event to that
paint, with the window's own settings (it renders as soon as its render thread is
free). An in-process figure, offscreen: what a person sees is measured from
outside by ``keystroke_outside.py``. Prints ``keystroke_ms=<median> pages=<n>``.
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


class PaintWatch:
    """Waits in the event loop, as an idle window does, until the preview's viewport
    paints pixels that differ from *before*: the time of that paint is when the change
    reached the screen. (Grabbing every few milliseconds instead repainted the view
    each time and held the interpreter the render thread needs, doubling what it measured.)"""

    def __init__(self, viewport):
        from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer

        watch = self

        class Filter(QObject):
            def eventFilter(self, watched, event):  # noqa: N802
                if event.type() == QEvent.Type.Paint and not watch.grabbing:
                    watch.painted_at = time.perf_counter()
                    watch.loop.quit()
                return False

        self.viewport = viewport
        self.loop = QEventLoop()
        self.deadline = QTimer()  # one timer: a fresh single shot per wait would quit later waits early
        self.deadline.setSingleShot(True)
        self.deadline.timeout.connect(self.loop.quit)
        self.grabbing = False
        self.painted_at = 0.0
        self._filter = Filter()
        viewport.installEventFilter(self._filter)

    def frame(self):
        self.grabbing = True
        try:
            return self.viewport.grab().toImage()
        finally:
            self.grabbing = False

    def first_change(self, before, timeout_s: float = 10.0) -> float | None:
        """perf_counter() of the first paint showing other pixels than *before*."""
        end = time.perf_counter() + timeout_s
        try:
            while (left := end - time.perf_counter()) > 0:
                self.deadline.start(max(1, int(left * 1000)))
                self.loop.exec()
                if self.frame() != before:
                    return self.painted_at
            return None
        finally:
            self.deadline.stop()


def main() -> None:
    scratch = tempfile.TemporaryDirectory()  # as `vitae` starts, with scratch settings and data folders
    window = open_window(Path(sys.argv[1]), data_dir=Path(scratch.name), settings_file=Path(scratch.name) / "bench.ini")
    window.resize(1400, 900)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    wait_until(lambda: window.preview.shown_generation > 0)
    window.outline.select(("basics",))
    field = window.form.editor("name").input
    field.setFocus()
    QTest.keyClick(field, Qt.Key.Key_End)
    wait_until(lambda: False, 0.8)  # let the first pages settle
    watch = PaintWatch(window.preview.view.viewport())
    times = []
    for key in "abcdefghijklmno":
        before = watch.frame()
        start = time.perf_counter()
        QTest.keyClick(field, key)
        changed = watch.first_change(before)
        if changed is not None:
            times.append((changed - start) * 1000)
        wait_until(lambda: False, 0.15)  # let the frame settle before the next key
    print(f"keystroke_ms={statistics.median(times):.1f} pages={window.preview.page_count()}")
    window.preview.shutdown()
    window.document.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    main()
