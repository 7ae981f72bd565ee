"""What each patch to a library's internals buys (the figures in editor/patches.py).

    .venv/bin/python benchmarks/patches.py           # every setting, then the font operations

Each patch is switched off alone (``VITAE_STOCK=NAME``) in a process of its own and
timed against all patches on: a warm export and a cold ``vitae`` export of
s001_003 (academic). Then each font patch's own operation, patched against
reportlab's stock method, in one process. Times are CPU time, the lower quartile
of repeated runs: on a machine other work shares, wall time says more about the
neighbours than about the patch.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
FIXTURE = ROOT / "tests" / "fixtures" / "seeds" / "s001_003.yaml"
SETTINGS = ("", "paragraph-memo", "ascii-split", "subset-memo", "compressed-fonts", "number-arrays", "frame-copy",
            "font-state", "cjk-line-rules", "tagged-pdf,list-labels", "deferred-patterns", "no-pydantic-plugins", "1")


def cpu_ms(fn, repeat: int, warmup: int = 2) -> float:
    """The lower quartile of *fn*'s CPU time over *repeat* runs, in ms."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append((time.process_time() - start) * 1000)
    return sorted(times)[repeat // 4]


def cold_ms(settings: tuple[str, ...], repeat: int = 11) -> dict[str, float]:
    """CPU time of a whole `vitae export` (the program, so its lean imports apply) under
    each setting, taken in turn so that the machine's other work falls on all alike."""
    out = Path(tempfile.mkdtemp()) / "cv.pdf"
    command = [sys.executable, "-c", "import sys; from editor.cli import main; sys.exit(main())", "export",
               str(FIXTURE), "--template", "academic", "--lang", "zh", "-o", str(out)]
    times: dict[str, list[float]] = {stock: [] for stock in settings}
    for _ in range(repeat):
        for stock in settings:
            child = subprocess.Popen(command, cwd=ROOT, env={**os.environ, "VITAE_STOCK": stock},
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            _, status, usage = os.wait4(child.pid, 0)
            assert status == 0, f"vitae export failed with VITAE_STOCK={stock}: {child.stderr.read()!r}"
            child.stderr.close()
            times[stock].append((usage.ru_utime + usage.ru_stime) * 1000)
    return {stock: sorted(values)[repeat // 4] for stock, values in times.items()}


def probe() -> None:
    """This process's warm exports, as JSON (run with the setting in VITAE_STOCK)."""
    import editor
    from editor.render import render_pdf

    resume = editor.load(FIXTURE)
    print(json.dumps({lang: round(cpu_ms(lambda: render_pdf(resume, template="academic", lang=lang), 20), 1)
                      for lang in ("en", "zh")}))


def font_operations() -> None:
    """Each font patch's operation, patched and stock, interleaved in this process."""
    import zlib

    import editor
    from reportlab.pdfbase import pdfdoc, pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont, TTFontFace

    from editor.paths import FONTS
    from editor.render import font_cache, render_pdf

    resume = editor.load(FIXTURE)
    for lang in ("en", "zh"):
        render_pdf(resume, template="academic", lang=lang)
    text = FIXTURE.read_text(encoding="utf-8")
    words = [word for word in text.split() if word.isascii() and word.isprintable()]
    lines = [" ".join(words[i:i + 8]) for i in range(0, len(words), 8)]
    latin = pdfmetrics.getFont("NotoSans-Regular")

    class Document:  # reportlab keys a font's state by document
        pass

    doc = Document()
    TTFont.splitString(latin, "x", doc)
    print(f"  ascii-split: {len(lines)} ASCII lines encoded: "
          f"{cpu_ms(lambda: [latin.splitString(line, doc) for line in lines], 30):.2f} ms, "
          f"stock {cpu_ms(lambda: [TTFont.splitString(latin, line, doc) for line in lines], 30):.2f} ms")
    face = pdfmetrics.getFont("NotoSansSC-Regular").face
    subset = [0, *sorted({ord(ch) for ch in text if ord(ch) > 0x3000 and ord(ch) in face.charToGlyph})[:255]]
    face.makeSubset(subset)
    print(f"  subset-memo: a {len(subset)}-glyph Chinese subset cut again: {cpu_ms(lambda: face.makeSubset(subset), 10):.2f} ms, "
          f"stock {cpu_ms(lambda: TTFontFace.makeSubset(face, subset), 10):.2f} ms")
    data = TTFontFace.makeSubset(face, subset)
    encode = pdfdoc.PDFZCompress.encode
    print(f"  compressed-fonts: that subset ({len(data) // 1024} KB) deflated again: {cpu_ms(lambda: encode(data), 10):.2f} ms, "
          f"stock {cpu_ms(lambda: zlib.compress(data), 10):.2f} ms")
    path = FONTS / "NotoSansSC-Regular.ttf"
    font_cache.load_font("Probe", path)
    print(f"  font-state: {path.name} registered: {cpu_ms(lambda: font_cache.load_font('Probe', path), 5):.1f} ms, "
          f"stock {cpu_ms(lambda: TTFont('Stock', str(path)), 5):.1f} ms")


def main() -> None:
    print("each patch off alone (CPU ms, lower quartile): warm export en, zh; cold `vitae export` zh")
    cold = cold_ms(SETTINGS)
    for stock in SETTINGS:
        warm = json.loads(subprocess.run([sys.executable, __file__, "--probe"], cwd=ROOT, check=True, text=True,
                                         capture_output=True, env={**os.environ, "VITAE_STOCK": stock}).stdout)
        label = {"": "every patch on", "1": "every patch off"}.get(stock, f"{stock} off")
        print(f"  {label:<34} {warm['en']:7.1f} {warm['zh']:7.1f} {cold[stock]:8.0f}")
    print("the font patches' own operations (CPU ms, lower quartile)")
    font_operations()


if __name__ == "__main__":
    probe() if sys.argv[1:] == ["--probe"] else main()
