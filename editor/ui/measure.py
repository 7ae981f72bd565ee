"""Timings of the window, for the benchmark script and for curious users.

    python -m editor.ui.measure tests/fixtures/seeds/s000.yaml

* start-up: a fresh process, from launch until the preview shows the first
  page (``run(..., quit_after_first_render=True)``), with its peak memory;
* refresh: a model change until the new first-page image exists, with the
  debounce set to zero (what remains is render + load + draw).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def measure_startup(path: Path | None, *, runs: int = 3) -> dict[str, float]:
    """Seconds from process launch to the first preview, and peak RSS in MiB (medians)."""
    code = ("import sys; from editor.ui.app import run; "
            f"sys.exit(run({str(path)!r} if {path is not None} else None, quit_after_first_render=True))")
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    seconds, rss = [], []
    scratch = tempfile.TemporaryDirectory()
    # Fresh settings and data folders: no restore question, no saved geometry, no user files touched.
    env["XDG_CONFIG_HOME"] = str(Path(scratch.name) / "config")
    env["XDG_DATA_HOME"] = str(Path(scratch.name) / "data")
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen([sys.executable, "-c", code], env=env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _pid, status, usage = os.wait4(process.pid, 0)
        process.returncode = os.waitstatus_to_exitcode(status)
        seconds.append(time.perf_counter() - start)
        rss.append(usage.ru_maxrss / 1024)  # KiB on Linux
        if process.returncode != 0:
            raise RuntimeError(f"the editor exited with {process.returncode} while starting")
    scratch.cleanup()
    return {"startup_s": statistics.median(seconds), "startup_min_s": min(seconds),
            "peak_rss_mib": statistics.median(rss)}


def measure_refresh(path: Path, *, edits: int = 20, lang: str | None = None) -> dict[str, float]:
    """Milliseconds from an edit to the new first-page image (median and 90th percentile)."""
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from ..formats import load
    from .document import Document
    from .preview import PreviewPanel

    app = QApplication.instance() or QApplication(sys.argv[:1])
    document = Document(load(path))
    if lang:
        document.set_language(lang)
    preview = PreviewPanel(document, debounce_ms=0)
    preview.resize(700, 900)
    preview.show()

    def wait_for_render() -> None:
        loop = QEventLoop()
        preview.rendered.connect(loop.quit)
        preview.render_failed.connect(loop.quit)
        QTimer.singleShot(10_000, loop.quit)
        loop.exec()
        preview.rendered.disconnect(loop.quit)
        preview.render_failed.disconnect(loop.quit)

    preview.refresh_now()
    wait_for_render()
    total, render = [], []
    for index in range(edits):
        start = time.perf_counter()
        document.set_text(("basics", "headline"), f"Benchmark edit {index}")
        wait_for_render()
        image = preview.page_image(0)
        total.append((time.perf_counter() - start) * 1000)
        render.append(preview.last_timing.get("render_ms", 0.0))
        assert not image.isNull()
    preview.shutdown()
    preview.deleteLater()
    del app
    total.sort()
    return {"refresh_median_ms": statistics.median(total),
            "refresh_p90_ms": total[int(0.9 * (len(total) - 1))],
            "render_median_ms": statistics.median(render), "pages": float(preview.page_count())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time the editor window's start-up and preview refresh.")
    parser.add_argument("file", type=Path, nargs="?")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--edits", type=int, default=20)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    result = measure_startup(args.file, runs=args.runs)
    if args.file is not None:
        result |= measure_refresh(args.file, edits=args.edits)
    print(json.dumps({k: round(v, 3) for k, v in result.items()}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
