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


def word_datecol(latin: str, cjk: str, accent: str):
    """A Word résumé made of tables, as many Word templates are: the name and the
    contacts side by side in a header table, and each entry a table row with its
    dates (and place) in a narrow left cell, the title, role and bullets in the
    right one; skills as a two-column table of labels and lists."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, bytes]:
        import io

        from docx_backend import _docx

        docx, ALIGN, TAB, OxmlElement, qn, Pt, RGBColor, Mm = _docx()
        v = view(data, style, lang)
        doc = docx.Document()
        colour = RGBColor.from_string(accent.lstrip("#"))
        section = doc.sections[0]
        section.page_width, section.page_height = Mm(210), Mm(297)
        section.left_margin = section.right_margin = Mm(18)
        for name in ("Normal", "Title", "List Bullet"):
            doc.styles[name].font.name = latin
            rpr = doc.styles[name].element.get_or_add_rPr()
            fonts = rpr.find(qn("w:rFonts"))
            if fonts is None:
                fonts = OxmlElement("w:rFonts")
                rpr.append(fonts)
            fonts.set(qn("w:eastAsia"), cjk)
        doc.styles["Normal"].font.size = Pt(10)
        doc.styles["Normal"].paragraph_format.space_after = Pt(1)

        def spans(par, items: list[dict], bold: bool = False, italic: bool = False) -> None:
            for s in items:
                run = par.add_run(s["text"])
                run.bold = bold or s["bold"] or None
                run.italic = italic or s["italic"] or None

        def row_cells(table, left_width, right_width):
            cells = table.add_row().cells
            cells[0].width, cells[1].width = left_width, right_width
            return cells

        head = doc.add_table(rows=1, cols=2)
        left, right = head.rows[0].cells
        name = left.paragraphs[0]
        run = name.add_run(v["name"])
        run.bold, run.font.size, run.font.color.rgb = True, Pt(22), colour
        if v["headline"]:
            left.add_paragraph().add_run(v["headline"]).font.size = Pt(12)
        right.paragraphs[0].add_run(v["contacts"][0]["text"] if v["contacts"] else "")
        for c in v["contacts"][1:]:
            right.add_paragraph().add_run(c["text"])
        for p in right.paragraphs:
            p.alignment = ALIGN.RIGHT

        narrow, wide = Mm(32), Mm(142)
        for sec in v["sections"]:
            h = doc.add_paragraph()
            h.paragraph_format.space_before = Pt(10)
            run = h.add_run(sec["title"])
            run.bold, run.font.size, run.font.color.rgb = True, Pt(13), colour
            table = doc.add_table(rows=0, cols=2)
            for b in sec["blocks"]:
                if b["type"] == "entry":
                    when, what = row_cells(table, narrow, wide)
                    when.paragraphs[0].add_run(b["dates"]).font.size = Pt(9)
                    if b["location"]:
                        when.add_paragraph().add_run(b["location"]).font.size = Pt(9)
                    spans(what.paragraphs[0], b["title"], bold=True)
                    if b["subtitle"]:
                        spans(what.add_paragraph(), b["subtitle"], italic=True)
                    if b["summary"]:
                        spans(what.add_paragraph(), b["summary"])
                    for line in b["highlights"]:
                        spans(what.add_paragraph(style="List Bullet"), line)
                elif b["type"] == "skill":
                    label, details = row_cells(table, narrow, wide)
                    label.paragraphs[0].add_run(b["label"]).bold = True
                    spans(details.paragraphs[0], b["details"])
                elif b["type"] in ("text", "list"):
                    for line in [b["text"]] if b["type"] == "text" else b["items"]:
                        _, cell = row_cells(table, narrow, wide)
                        spans(cell.paragraphs[0], line)
                elif b["type"] == "pub":
                    year, cell = row_cells(table, narrow, wide)
                    p = cell.paragraphs[0]
                    for i, a in enumerate(b["authors"]):
                        p.add_run(("" if i == 0 else ", ") + a["name"]).bold = a["me"] or None
                    p.add_run(". ")
                    spans(p, b["title"])
                    p.add_run(". ")
                    p.add_run(b["venue"]).italic = True
        out = io.BytesIO()
        doc.save(out)
        return {"cv.docx": out.getvalue()}
    return build
