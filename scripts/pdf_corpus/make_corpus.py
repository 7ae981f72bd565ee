"""Build the PDF-import test corpus: résumés of invented people, typeset by
real toolchains (TeX Live classes, Typst, Chromium, LibreOffice).

    python scripts/pdf_corpus/make_corpus.py [--only NAME ...] [--keep-sources DIR]

For each row of CORPUS it narrows the person's source (people/<who>.yaml) to
the PDF's language, writes that as the answer key
tests/fixtures/pdf_corpus/<name>.yaml, writes the toolchain's source from the
key alone, and compiles it to tests/fixtures/pdf_corpus/<name>.pdf.

The toolchains are not project dependencies (CI uses the committed PDFs):
TeX Live from Debian (texlive-latex-extra, -fonts-extra, -fonts-recommended, -plain-generic,
-xetex, -luatex, -lang-chinese, -lang-japanese, fonts-noto-cjk), the
``typst`` and ``python-docx`` packages from PyPI, chromium and
libreoffice-writer, and for the RenderCV rows a Python >= 3.12 with
``rendercv[full]`` named by VITAE_RENDERCV_PYTHON (rows skipped without it).
The JSON Resume rows and the Typst date-column rows need node and npm packages
(see jsonresume_backend.py; rows skipped without the themes): a few themes
and Font Awesome 5, installed with ``npm install --prefix scripts/pdf_corpus/.node``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
OUT = ROOT / "tests" / "fixtures" / "pdf_corpus"
sys.path[:0] = [str(HERE), str(ROOT)]

import common  # noqa: E402
import latex  # noqa: E402
from docx_backend import compile_libreoffice, word  # noqa: E402
from rendercv_backend import NoRenderCV, compile_rendercv, rendercv  # noqa: E402
from html_backend import compile_chromium, sidebar  # noqa: E402
from typst_backend import compile_typst, typst  # noqa: E402
from wider_backend import compile_typst_icons, latex_paracol, typst_datecol, word_datecol  # noqa: E402
from jsonresume_backend import NoTheme, key_from_json, printed_only, theme  # noqa: E402
from unseen_backend import html_right_sidebar, latex_curve, latex_simplecv, latex_subheading  # noqa: E402
from heldout2_backend import latex_currvita, latex_europecv, latex_marginheads, latex_tabularx  # noqa: E402
from rrlike_backend import rrlike  # noqa: E402
from texcols_backend import latex_datecol, latex_multicol, latex_tagheader  # noqa: E402

# Fixed, so that rebuilding gives the same bytes where the toolchain allows it.
SOURCE_DATE_EPOCH = "1767225600"  # 2026-01-01 00:00:00 UTC
TIMEOUT = 300


@dataclass(frozen=True)
class Row:
    name: str                 # file stem in tests/fixtures/pdf_corpus
    person: str               # people/<person>.yaml
    lang: str
    toolchain: str            # pdflatex, xelatex, lualatex, typst, chromium, libreoffice
    build: Callable[[dict, common.DateStyle, str], str | dict[str, str | bytes]]
    source_name: str          # file the source is written to before compiling
    dates: str                # a key of common.STYLES
    printed_key: bool = False
    """The key is what the source file (resume.json) holds, less what the PDF does not print."""


def _env() -> dict[str, str]:
    env = dict(os.environ, SOURCE_DATE_EPOCH=SOURCE_DATE_EPOCH, FORCE_SOURCE_DATE="1", TZ="UTC")
    return env


def _run(cmd: list[str], cwd: Path) -> None:
    done = subprocess.run(cmd, cwd=cwd, env=_env(), capture_output=True, text=True, timeout=TIMEOUT)
    if done.returncode != 0:
        tail = (done.stdout + done.stderr)[-3000:]
        raise RuntimeError(f"{' '.join(cmd)} failed in {cwd}:\n{tail}")


def compile_tex(engine: str) -> Callable[[Path, Path], Path]:
    def run(source: Path, work: Path) -> Path:
        for _ in range(2):  # twice: page references (Page 1 of 2)
            _run([engine, "-interaction=nonstopmode", "-halt-on-error", source.name], work)
        return source.with_suffix(".pdf")
    return run


COMPILERS: dict[str, Callable[[Path, Path], Path]] = {
    "pdflatex": compile_tex("pdflatex"),
    "xelatex": compile_tex("xelatex"),
    "lualatex": compile_tex("lualatex"),
    "typst": lambda source, work: compile_typst(source, work, int(SOURCE_DATE_EPOCH)),
    "chromium": lambda source, work: compile_chromium(source, work, TIMEOUT),
    "libreoffice": lambda source, work: compile_libreoffice(source, work, TIMEOUT),
    "typst_icons": lambda source, work: compile_typst_icons(source, work, int(SOURCE_DATE_EPOCH)),
    "rendercv": lambda source, work: compile_rendercv(source, work, int(SOURCE_DATE_EPOCH), TIMEOUT),
}


def _moderncv(variant: str):
    return lambda data, style, lang: latex.moderncv(data, style, lang, variant)


CORPUS: list[Row] = [
    Row("moderncv_classic_pdflatex_en", "mara_lindqvist", "en", "pdflatex", _moderncv("classic"),
        "cv.tex", "mon"),
    Row("moderncv_banking_xelatex_en", "priya_castellanos", "en", "xelatex", _moderncv("banking"),
        "cv.tex", "month"),
    Row("europasscv_pdflatex_en", "tobias_renner", "en", "pdflatex", latex.europass, "cv.tex", "slash"),
    Row("academic_lualatex_en", "anaya_verhoeven", "en", "lualatex", latex.academic, "cv.tex", "year"),
    Row("ctex_xelatex_zh", "lin_shuhan", "zh", "xelatex", latex.ctex_onecol, "cv.tex", "dot_zh"),
    Row("ctex_sidebar_lualatex_zh", "he_yunzhou", "zh", "lualatex",
        lambda d, s, l: latex.ctex_sidebar(d, s, l, ("skills", "awards")), "cv.tex", "zh"),
    Row("typst_onecol_en", "tobias_renner", "en", "typst",
        typst("onecol.typ", fonts=["Source Sans Pro"], size=10.5, accent="#2b4c7e", bullet="–", caps=False),
        "main.typ", "mon"),
    Row("typst_onecol_zh", "zhou_jingran", "zh", "typst",
        typst("onecol.typ", fonts=["Source Sans Pro", "Noto Sans CJK SC"], size=10.5, accent="#8c1c13",
              bullet="•", caps=False),
        "main.typ", "zh"),
    Row("typst_sidebar_en", "zhou_jingran", "en", "typst",
        typst("sidebar.typ", fonts=["Roboto"], size=9.5, accent="#136f63", bullet="▪",
              side=["skills", "awards"], contact_title="Contact"),
        "main.typ", "dot_en"),
    Row("typst_twocol_en", "anaya_verhoeven", "en", "typst",
        typst("twocol.typ", fonts=["EB Garamond"], size=10.5, accent="#5b3a8c", bullet="◦"),
        "main.typ", "month"),
    Row("chromium_sidebar_en", "priya_castellanos", "en", "chromium",
        sidebar(("skills", "awards", "education"), "#264653", "◦", "Contact", "fira"), "cv.html", "slash"),
    Row("chromium_sidebar_zh", "lin_shuhan", "zh", "chromium",
        sidebar(("skills", "awards"), "#7b2d26", "▸", "联系方式", "fira"), "cv.html", "dot_zh"),
    Row("libreoffice_docx_en", "mara_lindqvist", "en", "libreoffice",
        word("Carlito", "Noto Sans CJK SC", "#1f3864"), "cv.docx", "mon_hyphen"),
    Row("libreoffice_docx_zh", "he_yunzhou", "zh", "libreoffice",
        word("Caladea", "Noto Serif CJK SC", "#9c2a00"), "cv.docx", "slash_zh"),
    Row("libreoffice_docx_table_en", "anaya_verhoeven", "en", "libreoffice",
        word("Carlito", "Noto Sans CJK SC", "#2e5e4e", side=("skills", "awards", "interests")), "cv.docx", "slash"),
    Row("libreoffice_docx_table_zh", "zhou_jingran", "zh", "libreoffice",
        word("Carlito", "Noto Sans CJK SC", "#5b2c83", side=("skills", "awards"), contact_title="联系方式"),
        "cv.docx", "dot_zh"),
    Row("moderncv_casual_lualatex_en", "zhou_jingran", "en", "lualatex", _moderncv("casual"), "cv.tex", "mon"),
    Row("moderncv_banking_xecjk_zh", "lin_shuhan", "zh", "xelatex", _moderncv("banking"), "cv.tex", "zh"),
    Row("rendercv_classic_en", "tobias_renner", "en", "rendercv", rendercv("classic"), "cv.yaml", "mon"),
    Row("rendercv_sb2nov_en", "priya_castellanos", "en", "rendercv", rendercv("sb2nov"), "cv.yaml", "mon"),
    Row("rendercv_engineeringresumes_en", "mara_lindqvist", "en", "rendercv", rendercv("engineeringresumes"),
        "cv.yaml", "mon"),
]

# JSON Resume themes from the npm registry (jsonresume_backend), printed by Chromium.
CORPUS += [
    Row(f"jsonresume_{name}_en", person, "en", "chromium", theme(name), "cv.html", "mon", printed_key=True)
    for name, person in (("even", "mara_lindqvist"), ("elegant", "priya_castellanos"),
                         ("stackoverflow", "tobias_renner"), ("kendall", "anaya_verhoeven"),
                         ("flat", "zhou_jingran"), ("macchiato", "mara_lindqvist"), ("onepage", "priya_castellanos"))
]

# Generators the reader had not seen when it was last changed (the "unseen" families): other
# JSON Resume themes (VITAE_JSONRESUME_DIR may name a second npm folder for them).
CORPUS += [
    Row(f"unseen_jsonresume_{name}_en", person, "en", "chromium", theme(name), "cv.html", "mon", printed_key=True)
    for name, person in (("class", "tobias_renner"), ("paper", "anaya_verhoeven"), ("spartan", "zhou_jingran"),
                         ("short", "priya_castellanos"),
                         ("caffeine", "tobias_renner"), ("actual", "anaya_verhoeven"))
]
# Held out: themes scored only after the reader's changes for the families above were made,
# to tell whether those changes generalise.
CORPUS += [
    Row(f"heldout_jsonresume_{name}_en", person, "en", "chromium", theme(name), "cv.html", "mon", printed_key=True)
    for name, person in (("modern", "priya_castellanos"), ("crisp", "mara_lindqvist"), ("cora", "tobias_renner"),
                         ("eloquent", "anaya_verhoeven"))
] + [
    Row("heldout_latex_simplecv_en", "anaya_verhoeven", "en", "pdflatex", latex_simplecv, "cv.tex", "slash"),
    Row("heldout_latex_simplecv_month_en", "mara_lindqvist", "en", "pdflatex", latex_simplecv, "cv.tex", "month"),
]
# Fresh: themes scored before any change to the reader was made for them (this round's
# generalisation figure), one person new to the corpus among them.
CORPUS += [
    Row(f"fresh_jsonresume_{name}_en", person, "en", "chromium", theme(name), "cv.html", "mon", printed_key=True)
    for name, person in (("autumn", "mara_lindqvist"), ("onepage-plus", "tobias_renner"),
                         ("straightforward", "ines_okafor_brandt"), ("sceptile", "priya_castellanos"))
]
# ... and LaTeX layouts: TeX Live's curve class (a date key column), and the one-page
# "subheading" article (dates on the role's line, under the organisation), in English and Chinese.
CORPUS += [
    Row("unseen_latex_curve_en", "priya_castellanos", "en", "pdflatex", latex_curve, "cv.tex", "month"),
    Row("unseen_latex_curve_slash_en", "tobias_renner", "en", "pdflatex", latex_curve, "cv.tex", "slash"),
    Row("unseen_latex_subheading_en", "mara_lindqvist", "en", "pdflatex", latex_subheading, "cv.tex", "mon"),
]
# ... and HTML with the sidebar at the right under a header across the page (Chromium).
CORPUS += [
    Row("unseen_html_right_sidebar_zh", "zhou_jingran", "zh", "chromium",
        html_right_sidebar(("skills", "awards"), "#1d5c63", "联系方式"), "cv.html", "zh_spaced"),
    Row("unseen_html_right_sidebar_en", "anaya_verhoeven", "en", "chromium",
        html_right_sidebar(("skills", "awards", "education"), "#6b2d5c", "Contact"), "cv.html", "dot_en"),
]

# Held out a second time: TeX Live layouts scored before any change to the reader was made
# for them (europecv's column of labels, currvita's hanging date labels, a tabularx date
# column at the left margin, headings in the left margin with the dates under the title).
CORPUS += [
    Row("heldout2_latex_europecv_en", "ines_okafor_brandt", "en", "pdflatex", latex_europecv, "cv.tex", "month"),
    Row("heldout2_latex_currvita_en", "anaya_verhoeven", "en", "pdflatex", latex_currvita, "cv.tex", "slash"),
    Row("heldout2_latex_tabularx_en", "mara_lindqvist", "en", "xelatex", latex_tabularx, "cv.tex", "mon"),
    Row("heldout2_latex_marginheads_en", "priya_castellanos", "en", "pdflatex", latex_marginheads, "cv.tex",
        "dot_en"),
]

# Layouts of wider_backend: headings behind icons, dates below titles or in a left column, sidebars.
_ICONS = {"experience": r"\Writinghand", "education": r"\ding{45}", "skills": r"\Keyboard", "awards": r"\ding{72}",
          "publications": r"\ding{46}", "projects": r"\ding{228}", "about": r"\Info", "research": r"\ding{43}"}
CORPUS += [
    Row("wider_latex_paracol_en", "priya_castellanos", "en", "pdflatex",
        latex_paracol(("skills", "awards"), "1D4E89", _ICONS, "110"), "cv.tex", "dot_en"),
    Row("wider_latex_paracol_month_en", "tobias_renner", "en", "pdflatex",
        latex_paracol(("skills", "awards", "education"), "7A1F3D", _ICONS, "118"), "cv.tex", "month"),
    Row("wider_typst_datecol_en", "anaya_verhoeven", "en", "typst_icons",
        typst_datecol(["Libertinus Serif"], "#2d5f8b", stacked=True), "main.typ", "mon"),
    Row("wider_typst_datecol_zh", "he_yunzhou", "zh", "typst_icons",
        typst_datecol(["Libertinus Serif", "Noto Sans CJK SC"], "#8b2d2d"), "main.typ", "zh_spaced"),
    Row("wider_typst_datecol_stacked_zh", "lin_shuhan", "zh", "typst_icons",
        typst_datecol(["Libertinus Serif", "Noto Serif CJK SC"], "#305030", stacked=True), "main.typ", "zh_spaced"),
    Row("wider_docx_datecol_en", "mara_lindqvist", "en", "libreoffice",
        word_datecol("Carlito", "Noto Sans CJK SC", "#7a3b00"), "cv.docx", "slash"),
    Row("wider_docx_datecol_zh", "he_yunzhou", "zh", "libreoffice",
        word_datecol("Carlito", "Noto Sans CJK SC", "#1d4e89"), "cv.docx", "zh_spaced"),
]

# Scored before any change to the reader was made for them: arrangements of a web résumé
# builder's templates (rrlike_backend, Chromium; fonts-lato, fonts-open-sans,
# fonts-font-awesome) and XeLaTeX layouts with Font Awesome icons (texcols_backend).
CORPUS += [
    Row("rrlike_onyx_en", "ines_okafor_brandt", "en", "chromium", rrlike("onyx", "#b3261e", "Lato"), "cv.html",
        "month"),
    Row("rrlike_pikachu_en", "tobias_renner", "en", "chromium", rrlike("pikachu", "#c98a06", "Open Sans"), "cv.html",
        "mon"),
    Row("rrlike_gengar_en", "mara_lindqvist", "en", "chromium", rrlike("gengar", "#2f6f8f", "Lato"), "cv.html",
        "slash"),
    Row("rrlike_bronzor_en", "anaya_verhoeven", "en", "chromium", rrlike("bronzor", "#333333", "Open Sans"),
        "cv.html", "month"),
    Row("texcols_datecol_en", "tobias_renner", "en", "xelatex", latex_datecol, "cv.tex", "slash"),
    Row("texcols_multicol_en", "anaya_verhoeven", "en", "xelatex", latex_multicol, "cv.tex", "month"),
    Row("texcols_tagheader_en", "priya_castellanos", "en", "xelatex", latex_tagheader, "cv.tex", "mon"),
]


# Held out a third time, scored once before any change to the reader was made for them: PDF
# writers the corpus had not used (heldout3_backend): WeasyPrint (VITAE_WEASYPRINT names it if it
# is not on PATH) printing two JSON Resume themes and a grid with the dates at the left, a Markdown
# CV through Pandoc's default LaTeX template, and troff's ms macros printed by groff (gropdf).
from heldout3_backend import (compile_groff, compile_pandoc, compile_weasyprint, groff_ms,  # noqa: E402
                              html_grid, pandoc_markdown, weasy_theme)

COMPILERS.update({
    "weasyprint": lambda source, work: compile_weasyprint(source, work, int(SOURCE_DATE_EPOCH), TIMEOUT),
    "pandoc": lambda source, work: compile_pandoc(source, work, int(SOURCE_DATE_EPOCH), TIMEOUT),
    "groff": lambda source, work: compile_groff(source, work, int(SOURCE_DATE_EPOCH), TIMEOUT),
})
CORPUS += [
    Row("heldout3_weasyprint_papirus_en", "tobias_renner", "en", "weasyprint", weasy_theme("papirus"), "cv.html",
        "mon", printed_key=True),
    Row("heldout3_weasyprint_relaxed_en", "anaya_verhoeven", "en", "weasyprint",
        weasy_theme("relaxed", skill_levels=True, january=True), "cv.html", "mon", printed_key=True),
    Row("heldout3_weasyprint_grid_en", "ines_okafor_brandt", "en", "weasyprint", html_grid("#2a6f97"), "cv.html",
        "month"),
    Row("heldout3_pandoc_latex_en", "mara_lindqvist", "en", "pandoc", pandoc_markdown, "cv.md", "mon"),
    Row("heldout3_groff_ms_en", "priya_castellanos", "en", "groff", groff_ms, "cv.ms", "slash"),
]

# Held out a fourth time, scored once before any change to the reader was made for them: PDF
# writers the corpus had not used (heldout4_backend): wkhtmltopdf (VITAE_WKHTMLTOPDF) printing a
# dark-sidebar page, a Chinese page with dotted dates at the right and a JSON Resume theme;
# rst2pdf (VITAE_RST2PDF) printing reStructuredText with a table of dates; LibreOffice printing a
# flat ODT whose body is a two-column section.
from heldout4_backend import (compile_rst2pdf, compile_wkhtmltopdf, odt_section, rst_cv,  # noqa: E402
                              wk_chinese, wk_sidebar)

COMPILERS.update({
    "wkhtmltopdf": lambda source, work: compile_wkhtmltopdf(source, work, int(SOURCE_DATE_EPOCH), TIMEOUT),
    "rst2pdf": lambda source, work: compile_rst2pdf(source, work, int(SOURCE_DATE_EPOCH), TIMEOUT),
})
CORPUS += [
    Row("heldout4_wkhtmltopdf_sidebar_en", "tobias_renner", "en", "wkhtmltopdf",
        wk_sidebar(("skills", "awards"), "#2d3142", "#bf4e30", "Contact"), "cv.html", "mon"),
    Row("heldout4_wkhtmltopdf_zh", "he_yunzhou", "zh", "wkhtmltopdf", wk_chinese("#1f6f8b"), "cv.html", "dot_zh"),
    Row("heldout4_wkhtmltopdf_straightforward_en", "priya_castellanos", "en", "wkhtmltopdf",
        theme("straightforward"), "cv.html", "mon", printed_key=True),
    Row("heldout4_rst2pdf_en", "anaya_verhoeven", "en", "rst2pdf", rst_cv, "cv.rst", "month"),
    Row("heldout4_libreoffice_odt_section_en", "mara_lindqvist", "en", "libreoffice",
        odt_section(("education", "skills", "awards"), "#7a2e4d", "Open Sans", "DejaVu Serif"), "cv.fodt", "slash"),
]

# Held out a fifth time, scored once before any change to the reader was made for them:
# templates the corpus had not used (heldout5_backend): moderncv's oldstyle and fancy styles
# (pdfTeX, Helvetica; fancy with letters for icons); a Chinese Word table form (表格简历) and a
# Word file with a header band and a floating text-box sidebar, both printed by LibreOffice;
# Typst with small-capital headings in a left margin column, and a Chinese Typst page with a dark
# left sidebar (``typst`` may be on PYTHONPATH only).
from heldout5_backend import (compile_pdflatex, docx_table_zh, docx_textbox, moderncv_helvet,  # noqa: E402
                              typst_margin_heads, typst_zh_sidebar)

COMPILERS["pdflatex_bytes"] = lambda source, work: compile_pdflatex(source, work, int(SOURCE_DATE_EPOCH), TIMEOUT)
CORPUS += [
    Row("heldout5_moderncv_oldstyle_en", "ines_okafor_brandt", "en", "pdflatex_bytes", moderncv_helvet("oldstyle"),
        "cv.tex", "month"),
    Row("heldout5_moderncv_fancy_en", "zhou_jingran", "en", "pdflatex_bytes",
        moderncv_helvet("fancy", symbols=False), "cv.tex", "slash"),
    Row("heldout5_docx_table_zh", "he_yunzhou", "zh", "libreoffice", docx_table_zh("#1f4e79", "#DCE6F1"), "cv.docx",
        "dot_zh"),
    Row("heldout5_docx_textbox_en", "tobias_renner", "en", "libreoffice",
        docx_textbox("Carlito", "#0e5a6e", "#E4EEF0", ("skills", "awards"), "Contact"), "cv.docx", "mon_hyphen"),
    Row("heldout5_typst_marginheads_en", "anaya_verhoeven", "en", "typst",
        typst_margin_heads(["New Computer Modern"], "#7b3f00"), "main.typ", "month"),
    Row("heldout5_typst_sidebar_zh", "lin_shuhan", "zh", "typst",
        typst_zh_sidebar(["Libertinus Serif", "Noto Sans CJK SC"], "#2f5d62", ("skills", "awards"), "联系方式"),
        "main.typ", "zh"),
]

# Held out a sixth time, built and committed without being read by the reader, to be scored once
# later (heldout6_backend): groff's mom macros (a tab column of dates), XeLaTeX with a TikZ band
# and an etaremune list, Typst cards two to a row, LibreOffice Draw printing a flat ODG (English
# and Chinese), and a Chinese Markdown CV with a GitHub-like stylesheet printed by Chromium.
from heldout6_backend import (compile_groff_mom, draw_fodg, groff_mom,  # noqa: E402
                              markdown_github, typst_cards, xelatex_tikz_band)

COMPILERS["groff_mom"] = lambda source, work: compile_groff_mom(source, work, int(SOURCE_DATE_EPOCH), TIMEOUT)
CORPUS += [
    Row("heldout6_groff_mom_en", "mara_lindqvist", "en", "groff_mom", groff_mom, "cv.mom", "mon_hyphen"),
    Row("heldout6_xelatex_tikzband_en", "anaya_verhoeven", "en", "xelatex",
        xelatex_tikz_band("#23395b", ("skills", "awards")), "cv.tex", "slash"),
    Row("heldout6_typst_cards_en", "priya_castellanos", "en", "typst", typst_cards(["Nimbus Sans"], "#0b6e4f"),
        "main.typ", "month"),
    Row("heldout6_draw_en", "tobias_renner", "en", "libreoffice",
        draw_fodg("URW Bookman", "#8a3b12", "#f3e9e2", ("skills", "awards", "education"), "Contact"), "cv.fodg",
        "mon"),
    Row("heldout6_draw_zh", "he_yunzhou", "zh", "libreoffice",
        draw_fodg("Noto Serif CJK SC", "#1b4f72", "#e6eef5", ("skills", "awards"), "联系方式"), "cv.fodg",
        "slash_zh"),
    Row("heldout6_markdown_github_zh", "zhou_jingran", "zh", "chromium", markdown_github("zh-CN"), "cv.html", "zh"),
]

# Held out a seventh time, scored once before any change to the reader was made for them: the
# shapes of the LaTeX CVs most often found in public repositories, written here from scratch and
# set with pdfLaTeX's own fonts (heldout7_backend): a two-row table per entry, "**Org**, Place
# \hfill dates" over the role, two minipage columns, and description lists labelled with dates.
from heldout7_backend import description, hfill, subheading, twocol  # noqa: E402

CORPUS += [
    Row("heldout7_latex_subheading_en", "tobias_renner", "en", "pdflatex_bytes", subheading, "cv.tex", "mon"),
    Row("heldout7_latex_hfill_en", "ines_okafor_brandt", "en", "pdflatex_bytes", hfill, "cv.tex", "slash"),
    Row("heldout7_latex_twocol_en", "anaya_verhoeven", "en", "pdflatex_bytes", twocol, "cv.tex", "month"),
    Row("heldout7_latex_description_en", "priya_castellanos", "en", "pdflatex_bytes", description, "cv.tex", "year"),
]
# Held out an eighth time, scored once before any change to the reader was made for them: JSON
# Resume themes from npm the corpus had not used (each may be installed in a folder of its own,
# joined into VITAE_JSONRESUME_DIR).
HELDOUT8_THEMES = (("slick", "ines_okafor_brandt"), ("minyma", "zhou_jingran"), ("simplyelegant", "mara_lindqvist"),
                   ("pumpkin", "tobias_renner"), ("classy", "anaya_verhoeven"), ("msresume", "priya_castellanos"),
                   ("lucide", "ines_okafor_brandt"))
"""(kwan, orbit, rocketspacer, mocha-responsive and professional were tried too: they fail to render
in this Node.js or need fields JSON Resume leaves optional.)"""
CORPUS += [
    Row(f"heldout8_jsonresume_{name}_en", person, "en", "chromium", theme(name), "cv.html", "mon", printed_key=True)
    for name, person in HELDOUT8_THEMES
]
# Held out a ninth time, scored once before any change to the reader was made for them: more
# JSON Resume themes from npm the corpus had not used, one person each.
HELDOUT9_THEMES = (("tachyons-clean", "zhou_jingran"), ("mantra", "tobias_renner"), ("github", "mara_lindqvist"),
                   ("compact", "priya_castellanos"), ("simple-red", "zhou_jingran"), ("direct", "ines_okafor_brandt"),
                   ("jacrys", "tobias_renner"))
"""(kards, engineering, rickosborne and umennel were tried too: they fail to install or to render; paper,
short, class, caffeine and actual are in the corpus already, as unseen_jsonresume_*.)"""
CORPUS += [
    Row(f"heldout9_jsonresume_{name}_en", person, "en", "chromium", theme(name), "cv.html", "mon", printed_key=True)
    for name, person in HELDOUT9_THEMES
]
# Held out a tenth time, scored once before any change to the reader was made for them: the
# themes RenderCV 2.8 ships that the corpus had not used (Typst underneath).
HELDOUT10_THEMES = (("ember", "priya_castellanos"), ("engineeringclassic", "ines_okafor_brandt"),
                    ("harvard", "tobias_renner"), ("ink", "tobias_renner"), ("moderncv", "priya_castellanos"),
                    ("opal", "mara_lindqvist"))
CORPUS += [
    Row(f"heldout10_rendercv_{name}_en", person, "en", "rendercv", rendercv(name), "cv.yaml", "mon")
    for name, person in HELDOUT10_THEMES
]

def build(row: Row, keep: Path | None) -> Path:
    style = common.STYLES[row.dates]
    # LibreOffice's headless PDF export writes no link annotations (a known LibreOffice limit).
    key_text = common.answer_key(HERE / "people" / f"{row.person}.yaml", row.lang, years_only=not style.months,
                                 links=row.toolchain != "libreoffice")
    data = common.key_data(key_text)
    source = row.build(data, style, row.lang)
    # A fixed build path: LuaTeX derives the PDF's /ID from it.
    work = Path(tempfile.gettempdir()) / "vitae-pdfcorpus" / row.name
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    try:
        files = source if isinstance(source, dict) else {row.source_name: source}
        for name, content in files.items():
            (work / name).parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, bytes):
                (work / name).write_bytes(content)
            else:
                (work / name).write_text(content, encoding="utf-8")
        path = work / row.source_name
        pdf = COMPILERS[row.toolchain](path, work)
        if keep:
            keep.mkdir(parents=True, exist_ok=True)
            for name in files:
                if "/" not in name:  # fonts and packages are not sources
                    shutil.copy(work / name, keep / f"{row.name}.{name}")
        OUT.mkdir(parents=True, exist_ok=True)
        shutil.copy(pdf, OUT / f"{row.name}.pdf")
        if row.printed_key:
            shown = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
            key_text = printed_only(key_from_json((work / "resume.json").read_text(encoding="utf-8")), shown)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    (OUT / f"{row.name}.yaml").write_text(key_text, encoding="utf-8")
    return OUT / f"{row.name}.pdf"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", help="build only these rows (names)")
    parser.add_argument("--keep-sources", type=Path, help="also copy each generated source here")
    args = parser.parse_args(argv)
    rows = [r for r in CORPUS if not args.only or r.name in args.only]
    for row in rows:
        try:
            pdf = build(row, args.keep_sources)
        except (NoRenderCV, NoTheme) as why:
            print(f"{row.name}: skipped ({why})")
            continue
        print(f"{pdf.name}: {pdf.stat().st_size // 1024} KiB ({row.toolchain}, {row.lang})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
