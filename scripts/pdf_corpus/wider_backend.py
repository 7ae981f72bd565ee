"""Layouts the reader was not written against: a LaTeX paracol résumé (a
header across two columns, icons in headings, dates on a line below the
title, contacts only in the sidebar) and a Typst résumé with a date column at
the left (icons from Font Awesome, "Role, Organisation" on one line, dates
stacked end above start, Chinese dates with spaces). User text stays data:
LaTeX through latex.tex/inline, Typst through data.json."""

from __future__ import annotations

import json
from pathlib import Path

import latex
from common import DateStyle, contacts, item, view
from jsonresume_backend import NoTheme, node_dir

HERE = Path(__file__).parent / "wider_src"


def _fontawesome() -> Path:
    """Font Awesome 5's TrueType files (npm: fa5@npm:@fortawesome/fontawesome-free@5)."""
    return node_dir() / "node_modules" / "fa5" / "webfonts"


def latex_paracol(side_kinds: tuple[str, ...], accent: str, icons: dict[str, str], bullet: str):
    def build(data: dict, style: DateStyle, lang: str) -> str:
        side, main = [], []
        b = data["basics"]
        side.append(r"\section{\Email\ " + ("Contact" if lang == "en" else "联系方式") + "}")
        for label, shown, link in contacts(b):
            side.append(latex.linked(shown, link) + r"\par\smallskip")
        for sec in data["sections"]:
            out = side if sec["kind"] in side_kinds else main
            mark = icons.get(sec["kind"], r"\ding{70}")
            out.append(rf"\section{{{mark}\ {latex.tex(sec.get('title', ''))}}}")
            for e in sec["entries"]:
                out.append(_latex_entry(e, style, lang))
        return latex.fill("../wider_src/paracol.tex", accent=accent, bullet=bullet, name=latex.tex(b["name"]),
                          headline=latex.tex(b.get("headline", "")), side="\n".join(side), main="\n".join(main))
    return build


def _latex_entry(e: dict, style: DateStyle, lang: str) -> str:
    k = e["kind"]
    if k in ("education", "experience", "project", "generic"):
        it = item(e, style, lang)
        lines = [rf"\textbf{{{latex.inline(it.title)}}}\par"]
        if it.subtitle:
            lines.append(rf"\textit{{{latex.inline(it.subtitle)}}}\par")
        below = " \\textbar{} ".join(x for x in (latex.tex(it.dates), latex.tex(it.location)) if x)
        if below:
            lines.append(rf"{{\small\color{{gray}} {below}}}\par")
        if it.summary:
            lines.append(latex.inline(it.summary) + r"\par")
        lines.append(latex.itemize(it.highlights))
        return "\n".join(lines) + r"\medskip"
    if k == "award":
        it = item(e, style, lang)
        return rf"\textbf{{{latex.inline(it.title)}}} {latex.tex(it.dates)}\par {{\small {latex.tex(it.subtitle)}}}\par\smallskip"
    if k == "skill":
        return rf"\textbf{{{latex.tex(e.get('label', ''))}}}\par {latex.inline(e.get('details'))}\par\smallskip"
    if k == "publication":
        names, title, venue = latex.publication(e)
        return rf"{latex.authors(e)}. {latex.inline(title)}. \emph{{{latex.tex(venue)}}}.\par\smallskip"
    if k == "text":
        return latex.inline(e["text"]) + r"\par"
    if k == "list":
        return latex.itemize(e["items"])
    raise ValueError(k)


def typst_datecol(fonts: list[str], accent: str, stacked: bool = False):
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
        payload = view(data, style, lang) | {"style": {"fonts": fonts, "accent": accent, "stacked": stacked}}
        return {"main.typ": (HERE / "datecol.typ").read_text(encoding="utf-8"),
                "data.json": json.dumps(payload, ensure_ascii=False, indent=1)}
    return build


def compile_typst_icons(source: Path, work: Path, timestamp: int) -> Path:
    import typst as typst_py

    if not _fontawesome().is_dir():
        raise NoTheme(f"Font Awesome 5 (npm: fa5@npm:@fortawesome/fontawesome-free@5) is not in {node_dir()}")
    pdf = work / "main.pdf"
    typst_py.compile(str(source), output=str(pdf), root=str(work), font_paths=[str(_fontawesome())],
                     timestamp=timestamp)
    return pdf
