"""A long CV exported as a person exports it: `vitae export` as a whole process,
for CVs of growing length, with each process's time and peak memory.

    .venv/bin/python benchmarks/long_export.py [ROUNDS]

The CVs are the bundled example's sections repeated (each copy's bullets numbered,
so no two paragraphs are alike) to about 25, 50, 100 and 200 pages, written as files
first. Each round exports each of them once, English, to PDF; the figures are the
medians over the rounds: wall time, time per page, and the peak resident memory of
the process (its maximum resident set, from the kernel's accounting of the child).
Targets: time linear in the pages (the time per page of 200 pages no more than
1.25× that of 25 pages) and ≤ 100 MiB at 200 pages.

This process stays small: the CVs are written by a child of their own, and the
pages are counted and the speed probe run after the exports. The kernel counts
a child's peak from its parent's at the fork, so a parent that had built a
200-page CV put a floor of ~76 MiB under every figure.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench import big_resume, load_average, speed_probe  # noqa: E402

SIZES = (25, 50, 100, 200)


def export_once(cv: Path, out: Path) -> tuple[float, float]:
    """Seconds and peak MiB of one `vitae export` of *cv*."""
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "editor.cli", "export", str(cv), "--lang", "en",
                                "-o", str(out)], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"export of {cv.name} failed ({process.returncode})")
    return seconds, usage.ru_maxrss / 1024


def write_cvs(folder: Path) -> None:
    from editor.formats import save

    for size in SIZES:
        save(big_resume(size), folder / f"cv-{size}.yaml")


def main(rounds: int) -> None:
    load = load_average()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        subprocess.run([sys.executable, __file__, "--write", str(folder)], check=True)
        files = {size: folder / f"cv-{size}.yaml" for size in SIZES}
        outs = {size: folder / f"cv-{size}.pdf" for size in SIZES}
        for size in SIZES:  # read once: the validated résumé is cached, as for a file opened before
            export_once(files[size], outs[size])
        runs: dict[int, list[tuple[float, float]]] = {size: [] for size in SIZES}
        for _ in range(rounds):
            for size in SIZES:
                runs[size].append(export_once(files[size], outs[size]))
        from pypdf import PdfReader

        pages = {size: len(PdfReader(outs[size]).pages) for size in SIZES}
    print(f"machine: {os.cpu_count()} cores; load average {load} before, {load_average()} after; "
          f"speed probe {speed_probe():.0f} ms (lower is faster)")
    per_page = {}
    print(f"`vitae export` of a long CV, English, median of {rounds} rounds:")
    for size in SIZES:
        seconds = statistics.median(run[0] for run in runs[size])
        peak = max(run[1] for run in runs[size])
        per_page[size] = seconds / pages[size]
        print(f"  {pages[size]:4d} pages  {seconds:6.2f} s  {1000 * per_page[size]:5.1f} ms a page  peak {peak:5.1f} MiB")
    growth = per_page[SIZES[-1]] / per_page[SIZES[0]]
    print(f"time per page, {SIZES[-1]} against {SIZES[0]} pages: {growth:.2f}× (linear: ≤ 1.25×)")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--write"]:
        write_cvs(Path(sys.argv[2]))
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
