"""A start measured from outside: `vitae FILE` → its finished preview on the screen,
beside a bare PySide6 window's start in the same run.

    .venv/bin/python benchmarks/start_outside.py                 # 7 rounds, the 2-page CV
    .venv/bin/python benchmarks/start_outside.py --rounds 5 --file resources/examples/example.yaml

Starts Xvfb on a free display and watches every change of the screen's pixels (the X
Damage extension). Each round starts, one after the other, as separate processes:

* the anchor: a bare PySide6 window (a ``QLabel`` in a ``QMainWindow``, the interpreter
  beside this one), from its start until it has drawn itself and the screen stays
  still for ``--quiet`` seconds;
* ``vitae FILE`` (the installed program beside this interpreter, fresh settings and
  data folders, as a first start), from its start until the last redraw before the
  screen stays still (the window, then its preview's pages).

The time of a start is that of its last redraw before the stillness. Prints the medians,
their ratio, each round's figures and the load average before and after. Needs Linux,
Xvfb. The 2-page CV is ``tests/fixtures/seeds/s000.yaml``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.bench import load_average  # noqa: E402
from benchmarks.xscreen import VirtualScreen, XConnection, person_env, start_vitae, stop  # noqa: E402

BARE = """
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
window = QMainWindow()
window.setWindowTitle("bare")
window.setCentralWidget(QLabel("A bare PySide6 window"))
window.resize(1400, 900)
window.show()
app.exec()
"""


def until_still(x: XConnection, start: float, quiet_s: float, timeout_s: float = 60.0) -> float | None:
    """Seconds from *start* to the last redraw before the screen stays still for *quiet_s*."""
    last = None
    end = start + timeout_s
    while time.perf_counter() < end:
        batch = x.damage(quiet_s if last is not None else max(0.0, end - time.perf_counter()))
        if not batch:
            return None if last is None else last - start
        last = batch[-1][0]
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--file", type=Path, default=ROOT / "tests" / "fixtures" / "seeds" / "s000.yaml")
    parser.add_argument("--quiet", type=float, default=1.5, help="s of stillness that end a start")
    args = parser.parse_args()
    print(f"load average before: {load_average()}; {os.cpu_count()} cores; Xvfb, no window manager", flush=True)
    bare, vitae = [], []
    with VirtualScreen() as screen:
        x = XConnection(screen.display)
        x.watch_damage()
        for round_number in range(args.rounds):
            with tempfile.TemporaryDirectory() as scratch:
                env = screen.env(person_env(os.environ, Path(scratch)))
                x.drain()
                start = time.perf_counter()
                process = subprocess.Popen([sys.executable, "-c", BARE], env=env,
                                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                seconds = until_still(x, start, args.quiet)
                stop(process)
                time.sleep(0.5)
                x.drain()
                start = time.perf_counter()
                app = start_vitae([str(args.file)], env, log=Path(scratch) / "vitae.out")
                started = until_still(x, start, args.quiet)
                stop(app)
                time.sleep(0.5)
            if seconds is None or started is None:
                print(f"round {round_number + 1}: nothing was drawn", flush=True)
                continue
            bare.append(seconds)
            vitae.append(started)
            print(f"round {round_number + 1}: bare window {seconds:.2f} s, vitae {started:.2f} s", flush=True)
    if not bare:
        return 1
    b, v = statistics.median(bare), statistics.median(vitae)
    print(f"{args.file.name}: start → finished preview {v:.2f} s (min {min(vitae):.2f}); "
          f"a bare PySide6 window {b:.2f} s (min {min(bare):.2f}); ratio {v / b:.2f}×")
    print(f"load average after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
