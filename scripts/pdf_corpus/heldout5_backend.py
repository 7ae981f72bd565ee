"""Held out a fifth time: templates and tools the corpus had not used, scored
once before any change to the reader was made for them.

- moderncv in the ``oldstyle`` and ``fancy`` styles (the corpus had classic,
  banking and casual): ``make_corpus.py`` fills latex.moderncv with them.
- A Chinese résumé as a Word *table form* (表格简历): one ruled table whose
  rows are a 基本信息 grid of label and value cells (姓名, 求职意向, 电话,
  邮箱, 所在地, GitHub), then a shaded row for each section, each entry a row of
  cells (``2019.09-2023.06`` | organisation | role or degree | place) and a
  merged row below it with the bullets; python-docx, printed by LibreOffice.
- A Word résumé whose header is a coloured band (shaded paragraphs) and whose
  sidebar is a floating DrawingML *text box* anchored beside the body (the
  body wraps around it); python-docx, printed by LibreOffice.
- Typst, English: each section's heading in small capitals in a left margin
  column beside its entries; the place and the dates in italics on a line under
  "Title, Organisation".
- Typst, Chinese: a shaded left sidebar (name, contacts, skills, awards) beside
  the main column, the dates (``2021年9月 – 至今``) at the right of the title.

None is a project dependency: python-docx and ``typst`` from PyPI (``typst``
may live in a folder of its own on PYTHONPATH), soffice on PATH. User text is
data: it goes into runs and JSON, never into XML or markup.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
from pathlib import Path

import latex
from common import DateStyle, dotted_range, view


# --- moderncv ------------------------------------------------------------------------

def moderncv_helvet(variant: str, symbols: bool = True):
    """A Row.build: latex.moderncv in *variant*, set in Helvetica (URW Nimbus Sans) instead of
    Latin Modern, which keeps a pdfTeX file small; without *symbols*, the contacts are labelled
    with letters (the style's ``nosymbols``: its icons need fontawesome5)."""
    def build(data: dict, style: DateStyle, lang: str) -> str:
        tex = latex.moderncv(data, style, lang, variant).replace(r"\usepackage{lmodern}", r"\usepackage{helvet}")
        if not symbols:
            tex = tex.replace(rf"\moderncvstyle{{{variant}}}", rf"\moderncvstyle[nosymbols]{{{variant}}}")
        return tex
    return build


def compile_pdflatex(source: Path, work: Path, epoch: int, timeout: int) -> Path:
    """pdfLaTeX twice; its log is bytes (moderncv's marvosym icons reach it as Latin-1)."""
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(epoch), FORCE_SOURCE_DATE="1", TZ="UTC")
    for _ in range(2):
        done = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", source.name], cwd=work,
                              env=env, capture_output=True, timeout=timeout)
        if done.returncode != 0:
            raise RuntimeError(f"pdflatex failed:\n{(done.stdout + done.stderr)[-3000:].decode('utf-8', 'replace')}")
    return source.with_suffix(".pdf")


# --- python-docx helpers -------------------------------------------------------------

def _docx():
    import docx  # PyPI "python-docx"; only the generator needs it
    from docx.enum.table import WD_TABLE_ALIGNMENT
    from docx.enum.text import WD_ALIGN_PARAGRAPH
    from docx.oxml import OxmlElement, parse_xml
    from docx.oxml.ns import qn
    from docx.shared import Mm, Pt, RGBColor
    from docx.text.paragraph import Paragraph
    return docx, WD_TABLE_ALIGNMENT, WD_ALIGN_PARAGRAPH, OxmlElement, parse_xml, qn, Mm, Pt, RGBColor, Paragraph


def _set_fonts(doc, latin: str, cjk: str, size: float, names=("Normal",)) -> None:
    _, _, _, OxmlElement, _, qn, _, Pt, _, _ = _docx()
    for name in names:
        style = doc.styles[name]
        style.font.name = latin
        style.font.size = Pt(size)
        rpr = style.element.get_or_add_rPr()
        rfonts = rpr.find(qn("w:rFonts"))
        if rfonts is None:
            rfonts = OxmlElement("w:rFonts")
            rpr.append(rfonts)
        for attr in ("w:ascii", "w:hAnsi"):
            rfonts.set(qn(attr), latin)
        rfonts.set(qn("w:eastAsia"), cjk)


def _shade(element_pr, fill: str) -> None:
    _, _, _, OxmlElement, _, qn, _, _, _, _ = _docx()
    shd = OxmlElement("w:shd")
    for key, val in (("w:val", "clear"), ("w:color", "auto"), ("w:fill", fill.lstrip("#"))):
        shd.set(qn(key), val)
    element_pr.append(shd)


def _runs(par, spans: list[dict], bold: bool = False, italic: bool = False, colour=None, size=None) -> None:
    """Spans as runs; a linked span keeps its text (LibreOffice's PDF export drops link targets)."""
    for s in spans:
        run = par.add_run(s["text"])
        run.bold = s["bold"] or bold or None
        run.italic = s["italic"] or italic or None
        if colour is not None:
            run.font.color.rgb = colour
        if size is not None:
            run.font.size = size


def _plain(text: str) -> dict:
    return {"text": text, "bold": False, "italic": False, "url": None}


def _save(doc) -> dict[str, bytes]:
    out = io.BytesIO()
    doc.save(out)
    return {"cv.docx": out.getvalue()}


# --- 表格简历: the whole résumé one ruled table ------------------------------------

def _rule_table(table, qn, OxmlElement, colour: str) -> None:
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        el = OxmlElement(f"w:{edge}")
        for key, val in (("w:val", "single"), ("w:sz", "6"), ("w:space", "0"), ("w:color", colour)):
            el.set(qn(key), val)
        borders.append(el)
    table._tbl.tblPr.append(borders)


def docx_table_zh(accent: str, band: str):
    """A Row.build: a Chinese table-form résumé: a title line, then one table of four columns."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, bytes]:
        docx, TALIGN, ALIGN, OxmlElement, _, qn, Mm, Pt, RGBColor, _ = _docx()
        v = view(data, style, lang)
        doc = docx.Document()
        sec = doc.sections[0]
        sec.page_width, sec.page_height = Mm(210), Mm(297)
        sec.left_margin = sec.right_margin = Mm(18)
        sec.top_margin, sec.bottom_margin = Mm(15), Mm(15)
        width = sec.page_width - sec.left_margin - sec.right_margin
        doc.core_properties.title = doc.core_properties.author = v["name"]
        _set_fonts(doc, "Noto Sans CJK SC", "Noto Sans CJK SC", 10)
        doc.styles["Normal"].paragraph_format.space_after = Pt(0)
        colour = RGBColor.from_string(accent.lstrip("#"))

        head = doc.add_paragraph()
        head.alignment = ALIGN.CENTER
        run = head.add_run("个人简历")
        run.bold, run.font.size = True, Pt(18)
        head.paragraph_format.space_after = Pt(6)

        shares = (0.2, 0.3, 0.2, 0.3)
        table = doc.add_table(rows=0, cols=4)
        table.alignment = TALIGN.CENTER
        table.autofit = False
        _rule_table(table, qn, OxmlElement, "808080")
        widths = [int(width * s) for s in shares]
        for col, w in zip(table.columns, widths):
            col.width = w

        def row():
            r = table.add_row()
            for cell, w in zip(r.cells, widths):
                cell.width = w
            return r.cells

        def banner(title: str) -> None:
            cells = row()
            cell = cells[0].merge(cells[3])
            _shade(cell._tc.get_or_add_tcPr(), band)
            p = cell.paragraphs[0]
            r = p.add_run(title)
            r.bold, r.font.size, r.font.color.rgb = True, Pt(12), colour

        def put(cell, text_or_spans, bold: bool = False, centre: bool = False, shade: str | None = None) -> None:
            p = cell.paragraphs[0]
            if centre:
                p.alignment = ALIGN.CENTER
            if isinstance(text_or_spans, str):
                p.add_run(text_or_spans).bold = bold or None
            else:
                _runs(p, text_or_spans, bold=bold)
            if shade:
                _shade(cell._tc.get_or_add_tcPr(), shade)

        def wide(items: list[list[dict]], bullet: str = "• ") -> None:
            cells = row()
            cell = cells[0].merge(cells[3])
            for i, line in enumerate(items):
                p = cell.paragraphs[0] if i == 0 else cell.add_paragraph()
                p.paragraph_format.left_indent = Mm(4)
                p.paragraph_format.first_line_indent = Mm(-3)
                p.add_run(bullet)
                _runs(p, line)

        # 基本信息: label and value cells, two pairs a row.
        banner("基本信息")
        pairs = [("姓名", v["name"])]
        if v["headline"]:
            pairs.append(("求职意向", v["headline"]))
        label = {"email": "邮箱", "phone": "电话", "location": "所在地", "website": "个人主页"}
        pairs += [(label.get(c["label"], c["label"]), c["text"]) for c in v["contacts"]]
        for i in range(0, len(pairs), 2):
            cells = row()
            for j, (k, val) in enumerate(pairs[i:i + 2]):
                put(cells[2 * j], k, centre=True, shade="F2F2F2")
                put(cells[2 * j + 1], val)

        for vsec, dsec in zip(v["sections"], data["sections"]):
            banner(vsec["title"])
            for b, entry in zip(vsec["blocks"], dsec.get("entries", [])):
                if b["type"] == "entry" and b["kind"] == "award":
                    cells = row()
                    put(cells[0], dotted_range(entry, "-"), centre=True)
                    cell = cells[1].merge(cells[3])
                    put(cell, b["title"] + ([_plain("（")] + b["subtitle"] + [_plain("）")] if b["subtitle"] else []))
                elif b["type"] == "entry":
                    cells = row()
                    put(cells[0], dotted_range(entry, "-"), centre=True)
                    put(cells[1], b["title"], bold=True)
                    put(cells[2], b["subtitle"])
                    put(cells[3], b["location"], centre=True)
                    lines = ([b["summary"]] if b["summary"] else []) + b["highlights"]
                    if lines:
                        wide(lines)
                elif b["type"] == "skill":
                    cells = row()
                    put(cells[0], b["label"], centre=True, shade="F2F2F2")
                    put(cells[1].merge(cells[3]), b["details"])
                elif b["type"] == "pub":
                    cells = row()
                    cell = cells[0].merge(cells[3])
                    p = cell.paragraphs[0]
                    for i, a in enumerate(b["authors"]):
                        p.add_run(("" if i == 0 else ", ") + a["name"]).bold = a["me"] or None
                    p.add_run(". ")
                    _runs(p, b["title"])
                    p.add_run(". ")
                    p.add_run(b["venue"])  # upright: a table form sets no italics
                    p.add_run(".")
                elif b["type"] == "text":
                    cells = row()
                    put(cells[0].merge(cells[3]), b["text"])
                elif b["type"] == "list":
                    wide(b["items"])
        return _save(doc)
    return build


# --- a coloured header band over a body beside a floating text box -------------------

_EMU_MM = 36000
_ANCHOR = """<wp:anchor xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"
 xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"
 xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"
 xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"
 distT="0" distB="0" distL="0" distR="{gap}" simplePos="0" relativeHeight="251659264" behindDoc="0" locked="0"
 layoutInCell="1" allowOverlap="1">
 <wp:simplePos x="0" y="0"/>
 <wp:positionH relativeFrom="page"><wp:posOffset>{x}</wp:posOffset></wp:positionH>
 <wp:positionV relativeFrom="paragraph"><wp:posOffset>0</wp:posOffset></wp:positionV>
 <wp:extent cx="{cx}" cy="{cy}"/>
 <wp:effectExtent l="0" t="0" r="0" b="0"/>
 <wp:wrapSquare wrapText="right"/>
 <wp:docPr id="1" name="Sidebar"/>
 <wp:cNvGraphicFramePr/>
 <a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">
  <wps:wsp>
   <wps:cNvSpPr txBox="1"/>
   <wps:spPr>
    <a:xfrm><a:off x="0" y="0"/><a:ext cx="{cx}" cy="{cy}"/></a:xfrm>
    <a:prstGeom prst="rect"><a:avLst/></a:prstGeom>
    <a:solidFill><a:srgbClr val="{fill}"/></a:solidFill>
    <a:ln><a:noFill/></a:ln>
   </wps:spPr>
   <wps:txbx><w:txbxContent/></wps:txbx>
   <wps:bodyPr rot="0" vert="horz" wrap="square" lIns="108000" tIns="108000" rIns="108000" bIns="108000" anchor="t">
    <a:noAutofit/>
   </wps:bodyPr>
  </wps:wsp>
 </a:graphicData></a:graphic>
</wp:anchor>"""


def docx_textbox(latin: str, accent: str, side_fill: str, side: tuple[str, ...], contact_title: str):
    """A Row.build: a header band (the name, headline, contacts on a coloured ground across the
    page), then the body, with the contacts and the *side* sections in a floating text box at the
    left that the body wraps around."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, bytes]:
        docx, _, ALIGN, OxmlElement, parse_xml, qn, Mm, Pt, RGBColor, Paragraph = _docx()
        from docx.enum.text import WD_TAB_ALIGNMENT
        v = view(data, style, lang)
        doc = docx.Document()
        sec = doc.sections[0]
        sec.page_width, sec.page_height = Mm(210), Mm(297)
        sec.left_margin = sec.right_margin = Mm(14)
        sec.top_margin, sec.bottom_margin = Mm(12), Mm(14)
        width = sec.page_width - sec.left_margin - sec.right_margin
        doc.core_properties.title = doc.core_properties.author = v["name"]
        _set_fonts(doc, latin, "Noto Sans CJK SC", 10, names=("Normal", "List Bullet"))
        doc.styles["Normal"].paragraph_format.space_after = Pt(1)
        white = RGBColor(0xFF, 0xFF, 0xFF)
        colour = RGBColor.from_string(accent.lstrip("#"))

        def band(text: str, size: float, bold: bool, first: bool = False, last: bool = False) -> None:
            p = doc.add_paragraph()
            fmt = p.paragraph_format
            fmt.left_indent = fmt.right_indent = Mm(-4)
            fmt.space_after = Pt(0)
            ppr = p._p.get_or_add_pPr()
            _shade(ppr, accent)
            run = p.add_run(text)
            run.bold, run.font.size, run.font.color.rgb = bold or None, Pt(size), white
            if first:
                fmt.space_before = Pt(0)
            if last:
                fmt.space_after = Pt(10)

        band(v["name"], 24, True, first=True)
        if v["headline"]:
            band(v["headline"], 12, False)
        band("   ·   ".join(c["text"] for c in v["contacts"] if c["label"] in ("email", "phone", "location")), 9,
             False, last=True)

        side_w = Mm(58)
        body_secs = [s for s in v["sections"] if s["kind"] not in side]
        side_secs = [s for s in v["sections"] if s["kind"] in side]

        # The anchor paragraph: the first body heading carries the text box.
        def heading(title: str):
            p = doc.add_paragraph()
            p.paragraph_format.space_before = Pt(8)
            p.paragraph_format.space_after = Pt(3)
            run = p.add_run(title.upper())
            run.bold, run.font.size, run.font.color.rgb = True, Pt(12), colour
            return p

        def entry(b: dict) -> None:
            p = doc.add_paragraph()
            p.paragraph_format.space_before = Pt(5)
            p.paragraph_format.tab_stops.add_tab_stop(width - Mm(2), WD_TAB_ALIGNMENT.RIGHT)
            _runs(p, b["title"], bold=True, size=Pt(10.5))
            if b["dates"]:
                r = p.add_run("\t" + b["dates"])
                r.font.color.rgb, r.font.size = colour, Pt(9)
            meta = b["subtitle"] + ([{"text": " — " + b["location"], "bold": False, "italic": False, "url": None}]
                                    if b["location"] else [])
            if meta:
                _runs(doc.add_paragraph(), meta, italic=True)
            if b["summary"]:
                _runs(doc.add_paragraph(), b["summary"])
            for h in b["highlights"]:
                _runs(doc.add_paragraph(style="List Bullet"), h)

        def block(b: dict) -> None:
            if b["type"] == "entry":
                entry(b)
            elif b["type"] == "skill":
                p = doc.add_paragraph()
                p.add_run(b["label"] + ": ").bold = True
                _runs(p, b["details"])
            elif b["type"] == "text":
                _runs(doc.add_paragraph(), b["text"])
            elif b["type"] == "list":
                for x in b["items"]:
                    _runs(doc.add_paragraph(style="List Bullet"), x)
            elif b["type"] == "pub":
                p = doc.add_paragraph()
                for i, a in enumerate(b["authors"]):
                    p.add_run(("" if i == 0 else ", ") + a["name"]).bold = a["me"] or None
                p.add_run(". ")
                _runs(p, b["title"])
                p.add_run(". ")
                p.add_run(b["venue"]).italic = True
                p.add_run(".")

        first = heading(body_secs[0]["title"] if body_secs else "")
        anchor = parse_xml(_ANCHOR.format(gap=str(Mm(5)), x=str(Mm(10)), cx=str(side_w), cy=str(Mm(232)),
                                          fill=side_fill.lstrip("#")))
        drawing = OxmlElement("w:drawing")
        drawing.append(anchor)
        holder = OxmlElement("w:r")
        holder.append(drawing)
        first._p.insert(1 if first._p.pPr is not None else 0, holder)
        box = anchor.find(".//" + qn("w:txbxContent"))

        def box_par(spans_or_text, bold=False, size=9.0, col=None, space_before=0.0):
            p_el = OxmlElement("w:p")
            box.append(p_el)
            p = Paragraph(p_el, doc._body)
            p.paragraph_format.space_before = Pt(space_before)
            p.paragraph_format.space_after = Pt(1.5)
            spans = ([{"text": spans_or_text, "bold": False, "italic": False, "url": None}]
                     if isinstance(spans_or_text, str) else spans_or_text)
            _runs(p, spans, bold=bold, colour=col, size=Pt(size))
            return p

        box_par(contact_title.upper(), bold=True, size=11, col=colour)
        for c in v["contacts"]:
            box_par(c["text"])
        for s in side_secs:
            box_par(s["title"].upper(), bold=True, size=11, col=colour, space_before=9)
            for b in s["blocks"]:
                if b["type"] == "skill":
                    box_par(b["label"], bold=True, space_before=3)
                    box_par(b["details"])
                elif b["type"] == "entry":
                    box_par(b["title"], bold=True, space_before=3)
                    for line in (b["subtitle"], b["location"], b["dates"]):
                        if line:
                            box_par(line)
                elif b["type"] == "text":
                    box_par(b["text"])
                elif b["type"] == "list":
                    for x in b["items"]:
                        box_par([{"text": "• ", "bold": False, "italic": False, "url": None}] + x)
        if not box.findall(qn("w:p")):
            box_par("")

        for i, s in enumerate(body_secs):
            if i:
                heading(s["title"])
            for b in s["blocks"]:
                block(b)
        return _save(doc)
    return build


# --- Typst ---------------------------------------------------------------------------

_TYPST_MARGIN = r"""// Headings in small capitals in a left margin column beside each section.
#let d = json("data.json")
#let accent = rgb(d.style.accent)
#set document(title: d.name, author: d.name, date: none)
#set page(paper: "us-letter", margin: (x: 1.6cm, y: 1.6cm))
#set text(font: d.style.fonts, size: 10pt, lang: d.lang)
#set par(justify: false, leading: 0.5em)
#let spans(list) = {
  for s in list {
    let c = text(s.text)
    if s.italic { c = emph(c) }
    if s.bold { c = strong(c) }
    if s.url != none { c = link(s.url, c) }
    c
  }
}
#let contact(c) = if c.url != none { link(c.url, c.text) } else { text(c.text) }

#grid(columns: (3.4cm, 1fr), column-gutter: 0.5cm,
  [],
  [
    #text(size: 22pt, smallcaps(d.name)) \
    #if d.headline != "" { text(size: 11pt, fill: accent, d.headline) } \
    #v(0.1em)
    #text(size: 9pt, d.contacts.map(contact).join(h(0.4em) + sym.bar.v + h(0.4em)))
  ])
#v(0.4em)
#line(length: 100%, stroke: 0.4pt + gray)

#let body(b, i) = {
  if b.type == "entry" {
    block(above: 0.9em, below: 0.3em, breakable: true)[
      #strong(spans(b.title))#if b.subtitle.len() > 0 [, #spans(b.subtitle)] \
      #text(fill: luma(90), emph[#b.location#if b.location != "" and b.dates != "" [ #sym.dot.c ]#b.dates])
      #if b.summary.len() > 0 { block(above: 0.5em, spans(b.summary)) }
      #if b.highlights.len() > 0 {
        list(marker: sym.dash.en, indent: 0.2em, body-indent: 0.5em, spacing: 0.4em, ..b.highlights.map(spans))
      }
    ]
  } else if b.type == "pub" {
    let who = b.authors.map(a => if a.me { strong(a.name) } else { text(a.name) }).join(", ")
    block(above: 0.6em)[#who. #spans(b.title). #emph(b.venue).]
  } else if b.type == "skill" {
    block(above: 0.5em)[#strong(b.label) #h(0.3em) #spans(b.details)]
  } else if b.type == "text" {
    block(above: 0.5em, spans(b.text))
  } else if b.type == "list" {
    list(marker: sym.dash.en, ..b.items.map(spans))
  }
}

#for sec in d.sections {
  block(above: 1.1em, breakable: true, grid(columns: (3.4cm, 1fr), column-gutter: 0.5cm,
    align(right, pad(top: 0.9em, text(size: 11.5pt, fill: accent, smallcaps(sec.title)))),
    for (i, b) in sec.blocks.enumerate() { body(b, i) }))
}
"""

_TYPST_ZH_SIDEBAR = r"""// A Chinese résumé: a shaded left sidebar beside the main column.
#let d = json("data.json")
#let accent = rgb(d.style.accent)
#set document(title: d.name, author: d.name, date: none)
#set page(paper: "a4", margin: 0pt)
#set text(font: d.style.fonts, size: 9.5pt, lang: "zh", region: "cn")
#set par(justify: true, leading: 0.6em)
#let spans(list) = {
  for s in list {
    let c = text(s.text)
    if s.italic { c = emph(c) }
    if s.bold { c = strong(c) }
    if s.url != none { c = link(s.url, c) }
    c
  }
}
#let side-kinds = d.style.side
#let side-head(t) = block(above: 1.4em, below: 0.6em)[
  #text(size: 11pt, weight: "bold", fill: white, t)
  #v(-0.6em)
  #line(length: 100%, stroke: 0.5pt + white)
]
#let main-head(t) = block(above: 1.3em, below: 0.7em, grid(columns: (4pt, 1fr), column-gutter: 6pt,
  rect(width: 4pt, height: 1.1em, fill: accent), text(size: 12pt, weight: "bold", fill: accent, t)))

#let side = {
  text(size: 20pt, weight: "bold", fill: white, d.name)
  if d.headline != "" { block(above: 0.6em, text(size: 10pt, fill: white, d.headline)) }
  side-head(d.style.contact_title)
  for c in d.contacts { block(above: 0.5em, text(fill: white, c.text)) }
  for sec in d.sections.filter(s => side-kinds.contains(s.kind)) {
    side-head(sec.title)
    for b in sec.blocks {
      if b.type == "skill" {
        block(above: 0.7em)[#text(weight: "bold", fill: white, b.label) \ #text(fill: white, spans(b.details))]
      } else if b.type == "entry" {
        block(above: 0.7em, text(fill: white)[#strong(spans(b.title)) \ #if b.dates != "" [#b.dates ]#spans(b.subtitle)])
      } else if b.type == "text" {
        block(above: 0.6em, text(fill: white, spans(b.text)))
      } else if b.type == "list" {
        for x in b.items { block(above: 0.5em, text(fill: white, spans(x))) }
      }
    }
  }
}

#let main = {
  for sec in d.sections.filter(s => not side-kinds.contains(s.kind)) {
    main-head(sec.title)
    for b in sec.blocks {
      if b.type == "entry" {
        block(above: 0.9em, below: 0.3em, breakable: true)[
          #grid(columns: (1fr, auto), column-gutter: 1em, row-gutter: 0.5em,
            text(weight: "bold", spans(b.title)), text(fill: accent, b.dates),
            spans(b.subtitle), text(fill: luma(100), b.location))
          #if b.summary.len() > 0 { block(above: 0.5em, spans(b.summary)) }
          #if b.highlights.len() > 0 {
            list(marker: text(fill: accent, sym.square.filled.tiny), indent: 0.2em, body-indent: 0.5em,
              spacing: 0.5em, ..b.highlights.map(spans))
          }
        ]
      } else if b.type == "pub" {
        let who = b.authors.map(a => if a.me { strong(a.name) } else { text(a.name) }).join(", ")
        block(above: 0.6em)[#who. #spans(b.title). #emph(b.venue).]
      } else if b.type == "skill" {
        block(above: 0.5em)[#strong(b.label + "：")#spans(b.details)]
      } else if b.type == "text" {
        block(above: 0.5em, spans(b.text))
      } else if b.type == "list" {
        list(..b.items.map(spans))
      }
    }
  }
}

#grid(columns: (6.2cm, 1fr),
  block(width: 100%, height: 297mm, fill: accent.darken(35%), inset: (x: 0.8cm, y: 1.2cm), side),
  block(width: 100%, inset: (x: 0.9cm, y: 1.0cm), main))
"""


def typst_margin_heads(fonts: list[str], accent: str):
    """A Row.build: Typst, section headings in small capitals in a left margin column."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
        payload = view(data, style, lang) | {"style": {"fonts": fonts, "accent": accent}}
        return {"main.typ": _TYPST_MARGIN, "data.json": json.dumps(payload, ensure_ascii=False, indent=1)}
    return build


def typst_zh_sidebar(fonts: list[str], accent: str, side: tuple[str, ...], contact_title: str):
    """A Row.build: Typst, Chinese, a dark left sidebar (name, contacts, the *side* sections)."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
        payload = view(data, style, lang) | {"style": {"fonts": fonts, "accent": accent, "side": list(side),
                                                       "contact_title": contact_title}}
        return {"main.typ": _TYPST_ZH_SIDEBAR, "data.json": json.dumps(payload, ensure_ascii=False, indent=1)}
    return build

