"""Cold `vitae export` of the bundled example, each format as a whole process,
next to a PDF export of the same file in the same run.

    .venv/bin/python benchmarks/export_formats.py [ROUNDS]

Each round starts one process per format in turn (json, md, html, txt, pdf), so
a drift in the machine's speed touches every format alike; the figures are the
medians over the rounds, and each text format's ratio is the median of its
per-round ratios to that round's PDF export (target: ≤ 0.5). The machine's load
average is printed before and after, with the speed probe of `bench.py`.
Each process is `python -m editor.cli export …` run in this checkout (what the
installed `vitae` program runs), so an older checkout measures its own code.
"""

from __future__ import annotations

import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench import load_average, speed_probe  # noqa: E402

EXAMPLE = ROOT / "resources" / "examples" / "example.yaml"
FORMATS = ("json", "md", "html", "txt", "pdf")


def once(fmt: str, out: Path) -> float:
    cmd = [sys.executable, "-m", "editor.cli", "export", str(EXAMPLE), "--format", fmt, "--lang", "en", "-o", str(out / f"cv.{fmt}")]
    start = time.perf_counter()
    subprocess.run(cmd, check=True, capture_output=True, cwd=ROOT)
    return time.perf_counter() - start


def main(rounds: int) -> None:
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"{platform.system()}; load average {load_average()}")
    print(f"speed probe: {speed_probe():.0f} ms (lower is faster)")
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "editor")], check=True)
    times: dict[str, list[float]] = {fmt: [] for fmt in FORMATS}
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder)
        for fmt in FORMATS:  # warm the disk cache and the font cache
            once(fmt, out)
        for _ in range(rounds):
            for fmt in FORMATS:
                times[fmt].append(once(fmt, out))
    pdf = statistics.median(times["pdf"])
    print(f"cold `vitae export` of the example, English, median of {rounds} rounds:")
    for fmt in FORMATS:
        ratio = statistics.median(t / p for t, p in zip(times[fmt], times["pdf"]))
        spread = f"{min(times[fmt]):.3f}–{max(times[fmt]):.3f}"
        note = "" if fmt == "pdf" else f"  {ratio:.2f}× the PDF export{'  (target ≤ 0.5)' if ratio > 0.5 else ''}"
        print(f"  {fmt:<5} {statistics.median(times[fmt]):.3f} s  (range {spread}){note}")
    print(f"  pdf median {pdf:.3f} s; load average {load_average()}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
