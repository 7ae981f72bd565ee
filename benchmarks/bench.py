"""Print median timings for Vitae's speed targets.

    .venv/bin/python benchmarks/bench.py            # everything
    .venv/bin/python benchmarks/bench.py export     # one group: export, cold, scale, length, window, peer, word

Groups and the targets they check (issue "Prove it", 2-core machine):
  export  warm in-process export of each seed fixture   ≤ 20 ms en / ≤ 30 ms zh (academic, s001_003)
          a 2-page CV with a photo (classic)             ≤ 15 ms
  cold    `vitae export` as a whole process              ≤ 0.35 s
  scale   a 40-page CV                                   ≤ 1 s
  window  start → window with preview; edit → new page image; resident memory
                                                         ≤ 1.0 s; ≤ 60 ms; ≤ 250 MiB
          variant switch → new page image                ≤ 100 ms
  length  export time against field length: one paragraph of 25k … 1M characters
          (beyond the model's 20,000-character cap: the renderer alone), 1M
          characters as fields at the cap, 40 KB of unclosed "["   ≤ 10 s for 1M; ≤ 1 s
  peer    RenderCV on the same content, when installed
  pdfimport  `vitae import cv.pdf` as a whole process: the 3-page example and a 40-page PDF
                                                         ≤ 0.5 s; ≤ 3 s
  word    warm Word (.docx) export of 2-page CVs                ≤ 50 ms
  keystroke  a key event → the preview's first changed frame: 2 pages, 18 pages
                                                         ≤ 20 ms; ≤ 40 ms
"""

from __future__ import annotations

import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
FIXTURES = ROOT / "tests" / "fixtures" / "seeds"

CASES = [  # fixture, template, language
    ("s000.yaml", "classic", "en"),
    ("s001_003.yaml", "academic", "en"),
    ("s001_003.yaml", "academic", "zh"),
    ("s002.yaml", "plain", "en"),
    ("s004.yaml", "profile", "en"),
]


def median_ms(fn, repeat: int, warmup: int = 2) -> float:
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def report(label: str, value: float, unit: str, target: float | None = None) -> None:
    verdict = "" if target is None else ("  ok" if value <= target else f"  OVER target {target:g} {unit}")
    digits = 2 if unit == "s" else 1
    print(f"  {label:<46} {value:8.{digits}f} {unit}{verdict}")


def bench_export() -> None:
    import editor
    from editor.render import render_pdf

    print("warm export (median of 30, in process)")
    for fixture, template, lang in CASES:
        resume = editor.load(FIXTURES / fixture)
        ms = median_ms(lambda: render_pdf(resume, template=template, lang=lang), 30)
        target = {"en": 20.0, "zh": 30.0}[lang] if fixture == "s001_003.yaml" else None
        report(f"{fixture} {template} {lang}", ms, "ms", target)
    bench_export_photo(editor.load(FIXTURES / "s001_003.yaml"))
    bench_export_variants(editor.load(FIXTURES / "s001_003.yaml"))


def bench_export_photo(resume) -> None:
    """A 2-page CV with a photo: the photo is decoded once, then its cleaned
    JPEG is copied into each PDF (target ≤ 15 ms warm)."""
    from editor.render import RenderRequest, render_pdf_report

    basics = resume.basics.model_copy(update={"photo": "photo.jpg"})
    resume = resume.model_copy(update={"basics": basics})
    request = RenderRequest(template="classic", lang="en", base_dir=ROOT / "tests" / "fixtures" / "photo")
    result = render_pdf_report(resume, request)
    assert not result.warnings and b"/Subtype /Image" in result.pdf, result.warnings
    ms = median_ms(lambda: render_pdf_report(resume, request), 30)
    report(f"s001_003 classic en + photo ({result.page_count} pages)", ms, "ms", 15.0)
    from editor.model import PhotoCrop

    cropped = resume.model_copy(update={"basics": basics.model_copy(
        update={"photo_crop": PhotoCrop(x=0.1, y=0.05, w=0.7, h=0.6)})})
    ms = median_ms(lambda: render_pdf_report(cropped, request), 30)
    report(f"s001_003 classic en + cropped photo ({result.page_count} pages)", ms, "ms", 15.0)


def bench_export_variants(resume) -> None:
    """What a re-render costs when its text is not all remembered (see
    ``editor.render.forget_text``): after an edit, as in the preview, one
    bullet is new each time; with nothing remembered, all of it is."""
    from editor.render import forget_text, render_pdf

    print("  s001_003 academic, beyond the warm case:")
    for lang in ("en", "zh"):
        edited = iter([_edited(resume, lang, n) for n in range(40)])
        ms = median_ms(lambda: render_pdf(next(edited), template="academic", lang=lang), 30, warmup=2)
        report(f"  {lang}: after an edit to one bullet", ms, "ms")

        def forgetful() -> bytes:
            forget_text()
            return render_pdf(resume, template="academic", lang=lang)

        report(f"  {lang}: nothing remembered (a new document)", median_ms(forgetful, 30), "ms")


def _edited(resume, lang: str, n: int):
    """*resume* with the first bullet of its first entry that has bullets changed."""
    from editor.model.text import text_in, with_text

    copy = resume.model_copy(deep=True)
    for section in copy.sections:
        for entry in section.entries:
            bullets = getattr(entry, "highlights", None)
            if bullets:
                old = text_in(bullets[0], lang, copy.default_language)
                bullets[0] = with_text(bullets[0], lang, f"{old} (edit {n})", copy.default_language)
                return copy
    raise ValueError("no entry with bullets to edit")


def bench_cold() -> None:
    print("cold export (median of 15, whole process: python -m editor.cli export)")
    # An installed program runs from compiled bytecode; compile it first so a
    # PYTHONDONTWRITEBYTECODE environment does not time the compiler instead.
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "editor")], check=True)
    with tempfile.TemporaryDirectory() as out:
        for fixture, template, lang in CASES[1:3]:
            cmd = [sys.executable, "-m", "editor.cli", "export", str(FIXTURES / fixture),
                   "--template", template, "--lang", lang, "-o", str(Path(out) / "cv.pdf")]
            ms = median_ms(lambda: subprocess.run(cmd, check=True, capture_output=True, cwd=ROOT), 15, warmup=1)
            report(f"{fixture} {template} {lang}", ms / 1000, "s", 0.35)


def big_resume(pages: int = 40):
    """The bundled example with its sections repeated until it fills *pages*
    pages, each copy's bullets numbered so that no two paragraphs are alike."""
    import editor
    from editor.model import Resume

    base = editor.load(ROOT / "resources" / "examples" / "example.yaml")
    sections = [s.model_dump(mode="json") for s in base.sections if s.entries]
    copies = []
    while len(copies) < pages * len(sections) // 2:
        for section in sections:
            copies.append(_numbered(section, len(copies)))
    return Resume.model_validate({**base.model_dump(mode="json"), "sections": copies})


def _numbered(section: dict, n: int) -> dict:
    def mark(text):
        if isinstance(text, dict):
            return {lang: f"{value} ({n})" for lang, value in text.items()}
        return f"{text} ({n})"

    entries = [{**entry, "highlights": [mark(h) for h in entry["highlights"]]} if entry.get("highlights") else entry
               for entry in section["entries"]]
    return {**section, "entries": entries}


def bench_scale() -> None:
    from editor.render import forget_text, render_pdf_report

    resume = big_resume()
    result = render_pdf_report(resume, lang="en")

    def export_new() -> None:
        forget_text()  # as for a document this process has not rendered
        render_pdf_report(resume, lang="en")

    ms = median_ms(export_new, 5, warmup=1)
    entries = sum(len(s.entries) for s in resume.sections)
    print(f"scale ({result.page_count} pages, {entries} entries, median of 5, nothing remembered)")
    report("export", ms / 1000, "s", 1.0)


LENGTHS = (25_000, 100_000, 400_000, 1_000_000)
_WORDS = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "


def _one_paragraph(text: str):
    """A résumé whose one experience summary is *text*, however long: built
    past the model's check, which refuses more than its cap."""
    from editor.model import Resume

    resume = Resume.model_validate({"basics": {"name": "Ada Quill"}, "sections": [
        {"kind": "experience", "entries": [{"kind": "experience", "organisation": "Acme", "summary": "x"}]}]})
    resume.sections[0].entries[0].__dict__["summary"] = text
    return resume


def bench_length() -> None:
    """Long text must cost time in proportion to its length (it was quadratic:
    400k characters took 21 s, 1.6M over 15 minutes)."""
    from editor.model import Resume
    from editor.model.markup import parse_inline
    from editor.model.text import MAX_TEXT_CHARS
    from editor.render import forget_text, render_pdf

    def once(fn) -> float:
        forget_text()
        start = time.perf_counter()
        fn()
        return time.perf_counter() - start

    print(f"length (one run each, nothing remembered; the model caps a field at {MAX_TEXT_CHARS:,} "
          "characters, so one paragraph past that is the renderer alone)")
    for n in LENGTHS:
        resume = _one_paragraph((_WORDS * (n // len(_WORDS) + 1))[:n])
        seconds = once(lambda: render_pdf(resume, template="classic"))
        report(f"one paragraph, {n:>9,} characters", seconds, "s",
               10.0 if n == 1_000_000 else None)
    at_cap = (_WORDS * (MAX_TEXT_CHARS // len(_WORDS) + 1))[:MAX_TEXT_CHARS]
    resume = Resume.model_validate({"basics": {"name": "Ada Quill"}, "sections": [
        {"kind": "experience", "entries": [
            {"kind": "experience", "organisation": f"Acme {i}", "summary": at_cap} for i in range(50)]}]})
    report(f"50 fields of {MAX_TEXT_CHARS:,} characters (1M in all)",
           once(lambda: render_pdf(resume, template="classic")), "s", 10.0)
    brackets = "[" * 40_000
    report("parse 40 KB of unclosed '['", once(lambda: parse_inline(brackets)), "s", 1.0)
    report(f"export a field of {MAX_TEXT_CHARS:,} unclosed '['",
           once(lambda: render_pdf(_one_paragraph("[" * MAX_TEXT_CHARS), template="classic")), "s", 1.0)


def bench_window() -> None:
    script = ROOT / "benchmarks" / "window_probe.py"
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "editor")], check=True)  # as installed
    print("window (median of 5 starts; 30 edits after each start)")
    runs = []
    for _ in range(5):
        env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
        start = time.monotonic()
        out = subprocess.run([sys.executable, str(script), str(FIXTURES / "s000.yaml"), str(start)],
                             check=True, capture_output=True, text=True, cwd=ROOT, env=env).stdout
        runs.append(dict(line.split("=") for line in out.split()))
    report("start → window with preview shown", statistics.median(float(r["shown_s"]) for r in runs), "s", 1.0)
    report("edit → new page image (median)", statistics.median(float(r["refresh_ms"]) for r in runs), "ms", 60.0)
    report("resident memory with a 2-page document", statistics.median(float(r["rss_mib"]) for r in runs), "MiB", 250.0)
    report("EN | 中文 toggle → new page image", statistics.median(float(r["toggle_ms"]) for r in runs), "ms", 200.0)
    report("variant switch → new page image", statistics.median(float(r["variant_ms"]) for r in runs), "ms", 100.0)
    big = statistics.median(float(r["big_keystroke_ms"]) for r in runs)
    # The 40-page render runs on a worker thread but shares the GIL, so a
    # keystroke waits for its slice; 50 ms is where typing starts to feel late.
    report("keystroke in a 40-page CV (GUI thread)", big, "ms", 50.0)


def bench_keystroke() -> None:
    """A real key event in a field → the first changed frame of the preview, for a
    2-page CV and an 18-page one (the example's sections repeated), debounce off."""
    from editor.formats import save

    script = ROOT / "benchmarks" / "keystroke_probe.py"
    print("keystroke → changed preview pixels (median of 15 keys, 3 starts each)")
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    with tempfile.TemporaryDirectory() as scratch:
        long = Path(scratch) / "long.yaml"
        save(big_resume(18), long)
        for label, path, target in (("2-page CV (s000)", FIXTURES / "s000.yaml", 20.0),
                                    ("18-page CV", long, 40.0)):
            runs = []
            for _ in range(3):
                out = subprocess.run([sys.executable, str(script), str(path)], check=True, capture_output=True,
                                     text=True, cwd=ROOT, env=env).stdout
                runs.append(float(dict(item.split("=") for item in out.split())["keystroke_ms"]))
            report(label, statistics.median(runs), "ms", target)


def bench_peer() -> None:
    from benchmarks.peer import peer_python, time_rendercv

    python = peer_python()
    if python is None:
        print("peer: RenderCV is not installed; skipped "
              "(pip install rendercv, or set VITAE_PEER_PYTHON to an interpreter that has it)")
        return
    time_rendercv(report, median_ms, python)


def bench_pdfimport() -> None:
    """Cold `vitae import` of a Vitae export: the bundled example (3 pages,
    classic) and the 40-page résumé of the scale group."""
    import editor
    from editor.render import render_pdf_report

    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "editor")], check=True)
    example = editor.load(ROOT / "resources" / "examples" / "example.yaml")
    cases = [(render_pdf_report(example, template="classic", lang="en"), 0.5),
             (render_pdf_report(big_resume(), lang="en"), 3.0)]
    print("cold PDF import (median of 7, whole process: python -m editor.cli import)")
    with tempfile.TemporaryDirectory() as out:
        for result, target in cases:
            source = Path(out) / "cv.pdf"
            source.write_bytes(result.pdf)
            cmd = [sys.executable, "-m", "editor.cli", "import", str(source), "-o", str(Path(out) / "cv.yaml")]
            cpu: list[float] = []

            def run() -> None:
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                subprocess.run(cmd, check=True, capture_output=True, cwd=ROOT)
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)

            ms = median_ms(run, 7, warmup=1)
            label = f"{result.page_count}-page PDF ({len(result.pdf) // 1024} KB)"
            report(label, ms / 1000, "s", target)
            # On a shared machine the wall time waits for other processes;
            # the CPU time is what the import itself costs.
            report(f"{label}, CPU time", statistics.median(cpu), "s", target)


def load_average() -> str:
    """The machine's load averages over 1, 5 and 15 minutes ("?" where the system has none),
    printed beside each benchmark's figures with :func:`speed_probe`."""
    try:
        return " ".join(f"{load:.2f}" for load in os.getloadavg())
    except OSError:
        return "?"


def speed_probe() -> float:
    """Median ms of a fixed pure-Python workload. This machine class is a
    shared VM whose speed drifts by up to half over minutes; printing this
    next to the figures says which state a run caught."""

    def work() -> None:
        table = {}
        for i in range(200_000):
            table[i] = str(i)
        sum(range(1_000_000))

    return median_ms(work, 5, warmup=1)


def bench_word() -> None:
    import editor
    from editor.render import RenderRequest, render_pdf_report
    from editor.render.docx_export import export_docx

    print("warm Word export (median of 30, in process)")
    for fixture, template, lang in [("s000.yaml", "classic", "en"), ("s001_003.yaml", "academic", "en"),
                                    ("s001_003.yaml", "academic", "zh")]:
        resume = editor.load(FIXTURES / fixture)
        request = RenderRequest(template=template, lang=lang)
        pages = render_pdf_report(resume, request).page_count
        ms = median_ms(lambda: export_docx(resume, request), 30)
        report(f"{fixture} {template} {lang} ({pages} pages)", ms, "ms", 50.0 if pages <= 2 else None)


GROUPS = {"export": bench_export, "cold": bench_cold, "scale": bench_scale, "length": bench_length,
          "window": bench_window, "keystroke": bench_keystroke, "peer": bench_peer, "pdfimport": bench_pdfimport, "word": bench_word}

if __name__ == "__main__":
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.python_implementation()} "
          f"{platform.python_version()}, {platform.system()} {platform.release()}")
    print(f"speed probe: {speed_probe():.0f} ms (lower is faster; see speed_probe)")
    for name in sys.argv[1:] or GROUPS:
        GROUPS[name]()
