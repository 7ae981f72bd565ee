"""Field recall of Vitae's PDF reader and of the naive baseline (baseline.py)
on every PDF of the corpus, file by file and per generator family.

    python scripts/pdf_corpus/score.py [--markdown] [DIR]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(HERE), str(ROOT)]

import baseline  # noqa: E402

from editor.formats import load  # noqa: E402
from editor.formats.pdf_import import read_pdf  # noqa: E402
from editor.formats.pdf_import.recall import field_recall  # noqa: E402

FAMILIES = (
    ("heldout10_", "Held out a tenth time: RenderCV 2.8's themes not used before (ember, engineeringclassic, "
                   "harvard, ink, moderncv, opal), Typst underneath"),
    ("heldout9_", "Held out a ninth time: more JSON Resume themes not used before (tachyons-clean, mantra, github, "
                  "compact, simple-red, direct, jacrys) via Chromium"),
    ("heldout8_", "Held out an eighth time: JSON Resume themes not used before (slick, minyma, simplyelegant, "
                  "pumpkin, classy, msresume, lucide) via Chromium"),
    ("heldout7_", "Held out a seventh time: the shapes of LaTeX CVs common in public repositories, set with "
                  "pdfLaTeX's own fonts (a two-row table per entry; Org, Place \\hfill dates over the role; two "
                  "minipage columns; description lists labelled with dates)"),
    ("heldout6_", "Held out a sixth time: groff mom (a tab column of dates), XeLaTeX with a TikZ band, Typst cards "
                  "two to a row, LibreOffice Draw (a designed page, English and Chinese), Chinese Markdown with a "
                  "GitHub-like stylesheet (Chromium)"),
    ("heldout5_", "Held out a fifth time: moderncv oldstyle and fancy (pdfTeX), LibreOffice (a Chinese table form; "
                  "a header band over a text-box sidebar), Typst (headings in a left margin; a Chinese sidebar)"),
    ("heldout4_", "Held out a fourth time: wkhtmltopdf (a dark sidebar, Chinese with dotted dates, JSON Resume "
                  "straightforward), rst2pdf (a table of dates), LibreOffice (a two-column section)"),
    ("heldout3_", "Held out a third time: WeasyPrint (JSON Resume papirus, relaxed; a grid with dates at the left), "
                  "Pandoc's LaTeX template, groff ms"),
    ("rrlike_", "A web résumé builder's template arrangements (onyx, pikachu, gengar, bronzor) via Chromium"),
    ("texcols_", "XeLaTeX with Font Awesome: minipage date column, multicol body, contacts right-aligned"),
    ("heldout2_latex_", "Held out again: LaTeX europecv (a column of labels), currvita, tabularx date column, "
                        "headings in the margin"),
    ("fresh_jsonresume_", "Fresh: JSON Resume themes (autumn, onepage-plus, straightforward, sceptile)"),
    ("heldout_jsonresume_", "Held out: JSON Resume themes (modern, crisp, cora, eloquent)"),
    ("heldout_latex_", "Held out: LaTeX simplecv (dates as labels in the margin, contacts above the name)"),
    ("unseen_jsonresume_", "JSON Resume themes not used before (class, paper, spartan, short, caffeine, actual)"),
    ("unseen_latex_", "LaTeX: curve (date key column), one-page article (dates under the organisation)"),
    ("unseen_html_", "HTML with a right sidebar under a header (Chinese spaced dates, dotted dates)"),
    ("jsonresume_", "JSON Resume themes (npm) via Chromium"),
    ("wider_latex_", "LaTeX paracol: icons in headings, sidebar, dates below titles"),
    ("wider_typst_", "Typst: date column, Font Awesome icons, Chinese spaced dates"),
    ("wider_docx_", "Word made of tables (date column) via LibreOffice"),
    ("rendercv_", "RenderCV"),
    ("typst_", "Typst"),
    ("chromium_", "HTML via Chromium"),
    ("libreoffice_", "Word via LibreOffice"),
    ("", "LaTeX (moderncv, europasscv, ctex, article)"),
)


def family(stem: str) -> str:
    return next(label for prefix, label in FAMILIES if stem.startswith(prefix))


def scores(pdf: Path) -> tuple[float, float, float]:
    """(Vitae's recall, the baseline's, Vitae's seconds)."""
    key = load(pdf.with_suffix(".yaml"))
    lang = key.default_language
    started = time.perf_counter()
    read = read_pdf(pdf.read_bytes(), pdf.name)
    seconds = time.perf_counter() - started
    ours = field_recall(key, lang, read.resume).score
    theirs = field_recall(key, lang, baseline.read_pdf(pdf)).score
    return ours, theirs, seconds


def main(argv: list[str]) -> int:
    markdown = "--markdown" in argv
    args = [a for a in argv if not a.startswith("--")]
    folder = Path(args[0]) if args else ROOT / "tests" / "fixtures" / "pdf_corpus"
    by_family: dict[str, list[tuple[str, float, float]]] = {}
    for pdf in sorted(folder.glob("*.pdf")):
        ours, theirs, seconds = scores(pdf)
        by_family.setdefault(family(pdf.stem), []).append((pdf.stem, ours, theirs))
        if not markdown:
            flag = "  BELOW BASELINE" if ours < theirs else ""
            print(f"{pdf.stem:42s} vitae {ours:.3f}  baseline {theirs:.3f}  {seconds:.2f} s{flag}")
    if markdown:
        print("| generator family | PDFs | Vitae: mean (lowest) | baseline: mean (lowest) |")
        print("|---|---|---|---|")
    for label, rows in by_family.items():
        ours = [r[1] for r in rows]
        theirs = [r[2] for r in rows]
        line = (f"{sum(ours) / len(ours):.3f} ({min(ours):.3f})", f"{sum(theirs) / len(theirs):.3f} ({min(theirs):.3f})")
        if markdown:
            print(f"| {label} | {len(rows)} | {line[0]} | {line[1]} |")
        else:
            print(f"{label:48s} n={len(rows):2d}  vitae {line[0]}  baseline {line[1]}")
    every = [r for rows in by_family.values() for r in rows]
    ours, theirs = sum(r[1] for r in every) / len(every), sum(r[2] for r in every) / len(every)
    below = [r[0] for r in every if r[1] < r[2]]
    if markdown:
        print(f"| all | {len(every)} | {ours:.3f} ({min(r[1] for r in every):.3f}) | "
              f"{theirs:.3f} ({min(r[2] for r in every):.3f}) |")
    else:
        print(f"all {len(every)}: vitae mean {ours:.3f}, baseline {theirs:.3f}; below the baseline: {below or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
