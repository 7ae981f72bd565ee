"""A key press → the preview's pixels changing on screen, measured from outside the window.

    .venv/bin/python benchmarks/keystroke_outside.py                # 25 keys, 2-, 3- and 18-page CVs
    .venv/bin/python benchmarks/keystroke_outside.py --keys 40 --wm openbox

What a person sees, with the window's own settings (whatever pause it takes
after typing before it renders is included): starts Xvfb on a free display, and for
each CV starts ``vitae FILE`` there as a separate process (the installed
program beside this interpreter, fresh settings), gives its window the
keyboard focus (the only non-key event), waits until the first preview has
been drawn and the screen has been still for 1.5 s, and puts the caret at the
end of the Name field with the keys Tab (outline → Name) and End.

One calibration key finds the preview on screen: the rectangles the X server
redraws in the right half of the window below the toolbar. Then, for each of
``--keys`` letters, once the screen has been still for ``--settle`` seconds:
the preview's pixels are read (``XGetImage``), the key is pressed and released
(an XTEST request, what ``xdotool key`` sends, issued from this process so the
clock starts when it goes to the server; ``--sender xdotool`` runs ``xdotool
key`` instead, and then includes that program's start), and the X Damage
extension reports each redraw. *first*: the time from the key to the first
redraw of the preview whose pixels differ from before; *settled*: to the last
redraw of the preview before it stays still.

The 2-page CV is ``tests/fixtures/seeds/s000.yaml``, the 3-page one the bundled
example (``resources/examples/example.yaml``), the 18-page one the example's
sections repeated (``bench.big_resume(18)``). Needs Linux, Xvfb and xdotool;
prints medians and the load average before and after.
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
from benchmarks.xscreen import (  # noqa: E402
    VirtualScreen, XConnection, find_window, overlaps, person_env, start_vitae, stop,
)

Rect = tuple[int, int, int, int]


def wait_still(x: XConnection, quiet_s: float, timeout_s: float = 60.0, region: Rect | None = None) -> bool:
    """Wait until nothing (in *region*, else on the screen) has been redrawn for *quiet_s*."""
    end = time.perf_counter() + timeout_s
    last = time.perf_counter()
    while (now := time.perf_counter()) < end:
        left = last + quiet_s - now
        if left <= 0:
            return True
        if any(region is None or overlaps(rect, region) for _, rect in x.damage(left)):
            last = time.perf_counter()
    return False


def union(rects: list[Rect]) -> Rect:
    left = min(r[0] for r in rects)
    top = min(r[1] for r in rects)
    right = max(r[0] + r[2] for r in rects)
    bottom = max(r[1] + r[3] for r in rects)
    return left, top, right - left, bottom - top


def find_preview(x: XConnection, window: Rect) -> Rect:
    """Press one key and return the part of the window's right half that it redraws."""
    wx, wy, ww, wh = window
    x.drain()
    x.key("z")
    rects: list[Rect] = []
    end = time.perf_counter() + 3.0
    while time.perf_counter() < end:
        for _, rect in x.damage(0.6):
            if rect[0] >= wx + ww // 2 and rect[1] >= wy + wh // 16 and rect[2] >= 50:
                rects.append(rect)
        if rects and not x.damage(0.6):
            break
    if not rects:
        raise SystemExit("the preview did not change after a key press in the Name field")
    return union(rects)


def press(x: XConnection, env: dict[str, str], key: str, sender: str) -> float:
    """Send *key*; returns perf_counter() when it was sent."""
    start = time.perf_counter()
    if sender == "xdotool":
        subprocess.run(["xdotool", "key", key], env=env, check=True)
    else:
        x.key(key)
    return start


def measure_key(x: XConnection, env: dict[str, str], region: Rect, key: str, sender: str,
                timeout_s: float = 5.0, quiet_s: float = 0.5) -> dict[str, float] | None:
    """Press *key* and follow the preview (*region*) until it has been still for *quiet_s*.

    Returns ms from the key to: ``first``, the first redraw whose pixels differ from before;
    ``shown``, the first redraw showing what the preview ends up showing (the new text);
    ``last``, the last redraw; and ``flashes``, the redraws in between showing neither the
    old nor the final picture (a blank page while a new one is drawn). None: no change."""
    before = x.grab(*region)
    x.drain()
    start = press(x, env, key, sender)
    frames: list[tuple[float, bytes]] = []  # each redraw of the preview: when, and what it showed
    end = start + timeout_s
    while (left := end - time.perf_counter()) > 0:
        batch = x.damage(left if not frames else min(left, quiet_s))
        if not batch:
            break  # still for quiet_s after a change, or the time is up
        hits = [when for when, rect in batch if overlaps(rect, region)]
        if hits:
            frames.append((hits[0], x.grab(*region)))
    changed = [(when, frame) for when, frame in frames if frame != before]
    if not changed:
        return None
    final = frames[-1][1]
    shown = next(when for when, frame in frames if frame == final)
    flashes = sum(1 for _, frame in changed if frame != final)
    return {"first": (changed[0][0] - start) * 1000, "shown": (shown - start) * 1000,
            "last": (frames[-1][0] - start) * 1000, "flashes": flashes}


def run_file(screen: VirtualScreen, path: Path, args: argparse.Namespace) -> tuple[list[dict[str, float]], int]:
    """The measure of each key that changed the preview of *path*, and how many did not."""
    with tempfile.TemporaryDirectory() as scratch:
        env = screen.env(person_env(os.environ, Path(scratch)))
        app = start_vitae([str(path)], env, log=Path(scratch) / "vitae.out")
        x = XConnection(screen.display)
        try:
            x.watch_damage()
            window_id = find_window(env, "— Vitae$", timeout_s=60)
            focus = ["windowactivate", "--sync"] if args.wm else ["windowfocus", "--sync"]
            subprocess.run(["xdotool", *focus, str(window_id)], env=env, check=True)
            if not wait_still(x, 1.5):
                raise SystemExit("the window never became still")
            subprocess.run(["xdotool", "key", "Tab", "End"], env=env, check=True)  # outline → Name, at its end
            time.sleep(1.0)  # (the caret blinks from now on: the screen is never still again)
            region = find_preview(x, x.window_rect(window_id))
            results, missed = [], 0
            letters = "abcdefghijklmnopqrstuvwxy"
            for index in range(args.keys):
                wait_still(x, args.settle, region=region)
                result = measure_key(x, env, region, letters[index % len(letters)], args.sender)
                if result is None:
                    missed += 1
                else:
                    results.append(result)
        finally:
            stop(app)  # SIGTERM: the window keeps the edits for a next start, in the scratch folder
            x.close()
    return results, missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keys", type=int, default=25, help="key presses per CV (default 25)")
    parser.add_argument("--wm", default=None, help="a window manager to run, e.g. openbox")
    parser.add_argument("--sender", choices=("xtest", "xdotool"), default="xtest")
    parser.add_argument("--settle", type=float, default=0.6, help="s of stillness before each key")
    parser.add_argument("--only", choices=("2", "3", "18"), action="append", help="only these CVs (pages)")
    args = parser.parse_args()

    from benchmarks.bench import big_resume
    from editor.formats import save
    from editor.render import render_pdf_report
    import editor

    with tempfile.TemporaryDirectory() as scratch:
        long = Path(scratch) / "long.yaml"
        save(big_resume(18), long)
        cases = {"2": ROOT / "tests" / "fixtures" / "seeds" / "s000.yaml",
                 "3": ROOT / "resources" / "examples" / "example.yaml", "18": long}
        print(f"load average before: {load_average()}; {os.cpu_count()} cores; Xvfb, window manager: {args.wm or 'none'}; "
              f"keys sent by {args.sender}")
        with VirtualScreen(wm=args.wm) as screen:
            for label, path in cases.items():
                if args.only and label not in args.only:
                    continue
                pages = render_pdf_report(editor.load(path), lang="en").page_count
                keys, missed = run_file(screen, path, args)
                name = path.name if label != "18" else "example × 18"
                if not keys:
                    print(f"{name} ({pages} pages): the preview never changed")
                    continue

                def median(what: str) -> float:
                    return statistics.median(k[what] for k in keys)

                print(f"{name} ({pages} pages), {len(keys)} keys"
                      + (f" ({missed} changed nothing)" if missed else "") + ": medians "
                      f"first changed frame {median('first'):.0f} ms, new text shown {median('shown'):.0f} ms "
                      f"(min {min(k['shown'] for k in keys):.0f}, max {max(k['shown'] for k in keys):.0f}), "
                      f"last redraw {median('last'):.0f} ms; frames showing neither old nor new: "
                      f"{statistics.mean(k['flashes'] for k in keys):.1f} a key")
        print(f"load average after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
