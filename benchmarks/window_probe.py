"""One editor start, measured from inside (run by bench.py, one process per start).

argv: FILE START where START is time.monotonic() taken by the parent just
before it spawned this process (CLOCK_MONOTONIC is system-wide on Linux).
Prints key=value pairs: shown_s, refresh_ms, rss_mib, big_keystroke_ms, toggle_ms, variant_ms.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

start = float(sys.argv[2])
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from editor.lean_imports import without_pydantic_plugins  # noqa: E402

without_pydantic_plugins()  # as the `vitae` program starts

import editor.ui.app as _app  # noqa: E402  (Qt is imported after it has forked, as in `vitae`)


def wait_for(signal, timeout_ms: int = 10_000) -> None:
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    signal.connect(loop.quit)
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    signal.disconnect(loop.quit)


def to_new_page(window, action) -> float:
    """Milliseconds from *action* to the preview's new first-page image."""
    t0 = time.perf_counter()
    action()
    wait_for(window.preview.rendered)
    window.preview.page_image(0)
    return (time.perf_counter() - t0) * 1000


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    # As `vitae` starts (editor.ui.app.open_window), with scratch settings and data folders.
    scratch = tempfile.TemporaryDirectory()
    window = _app.open_window(Path(sys.argv[1]), data_dir=Path(scratch.name), settings_file=Path(scratch.name) / "bench.ini")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    wait_for(window.preview.rendered)
    window.preview.page_image(0)
    shown = time.monotonic() - start

    # Edit → new page image, with the window's own settings (no pause: it renders at once).
    document = window.document
    refresh = []
    for i in range(30):
        t0 = time.perf_counter()
        document.set_text(("basics", "name"), f"Fan Zhang {i}")
        wait_for(window.preview.rendered)
        window.preview.page_image(0)
        refresh.append((time.perf_counter() - t0) * 1000)
    memory = rss_mib()  # after the edits: the renderer, its fonts and the spelling dictionary loaded

    # The EN | 中文 toggle → the other language's page image (bilingual fixture).
    window.files.open_path(Path(sys.argv[1]).with_name("s001_003.yaml"), ask=False)
    wait_for(window.preview.rendered)
    toggles = [to_new_page(window, lambda lang=lang: document.set_language(lang)) for lang in ("zh", "en") * 5]

    # The variant picker → the variant's page image (the two-cuts fixture, industry ⇄ academic).
    window.files.open_path(ROOT / "tests" / "fixtures" / "variants" / "two_cuts.yaml", ask=False)
    wait_for(window.preview.rendered)
    switches = [to_new_page(window, lambda name=name: document.set_variant(name))
                for name in ("industry", "academic") * 5]

    # A keystroke in a 40-page CV: the GUI-thread time of one edit (render is off-thread).
    from benchmarks.bench import big_resume
    from editor.formats import save

    big = Path(scratch.name) / "big.yaml"
    save(big_resume(), big)
    window.files.open_path(big, ask=False)
    app.processEvents()
    keystrokes = []
    path = ("sections", 3, "entries", 0, "highlights")
    for i in range(20):
        t0 = time.perf_counter()
        document.set_text(("basics", "name"), f"Lin Wei {i}")
        app.processEvents()
        keystrokes.append((time.perf_counter() - t0) * 1000)
    del path
    print(f"shown_s={shown:.3f} refresh_ms={statistics.median(refresh):.1f} rss_mib={memory:.0f} "
          f"big_keystroke_ms={statistics.median(keystrokes):.2f} toggle_ms={statistics.median(toggles):.1f} "
          f"variant_ms={statistics.median(switches):.1f} "
          f"first_preview={window.preview.first_preview.outcome.replace(' ', '_') if window.preview.first_preview else 'none'}")
    window.preview.shutdown()
    window.document.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    main()
