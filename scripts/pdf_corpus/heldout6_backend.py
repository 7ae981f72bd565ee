"""Held out a sixth time: templates and tools the corpus had not used, built
and committed without being read by Vitae's reader, to be scored once later.

- groff with the ``mom`` macros (not ms), printed by gropdf: ``.HEADING``
  titles in coloured capitals, each entry a row of mom's multi-column tabs
  (``.MCO``): the dates in a narrow left column, the title, the organisation
  and the bullets in the right one.
- XeLaTeX in URW Gothic (the OpenType files of Debian's fonts-urw-base35), a
  TikZ-drawn coloured band down the left of the first page holding the name,
  the contacts, the skills and awards; the body beside it with TikZ-ruled
  headings, and the publications as an ``etaremune`` list (numbered
  downwards).
- Typst: a header, then each section's entries as rounded, shaded cards set
  two to a row, the dates in a tag at the card's top right.
- LibreOffice *Draw*: a one-page "designed" CV drawn as a flat ODG (a
  coloured band with the name, two text frames for a narrow and a wide
  column), exported by Draw's own PDF filter.
- A Markdown CV in Chinese (markdown-it-py) as HTML with a GitHub-like
  stylesheet, printed by Chromium: the name as ``h1``, sections as ``h2``,
  entries as ``h3`` with the dates in an ``em`` floated right.

None is a project dependency: groff, xelatex, soffice and chromium on PATH,
``typst`` from PyPI (it may live in a folder of its own on PYTHONPATH). User
text is data: escaped for troff, LaTeX, XML, Markdown; Typst reads JSON.
"""

from __future__ import annotations

import json
import re
import subprocess
from html import escape
from pathlib import Path
from xml.sax.saxutils import escape as xml_escape

import latex
from common import DateStyle, view
from heldout3_backend import _env, _roff, _roff_spans, _tool

# --- groff mom ---------------------------------------------------------------


def compile_groff_mom(source: Path, work: Path, epoch: int, timeout: int) -> Path:
    exe = _tool("groff")
    done = subprocess.run([exe, "-Kutf8", "-mom", "-Tpdf", "-P-pa4", source.name], cwd=work, env=_env(epoch),
                          capture_output=True, timeout=timeout)
    if done.returncode != 0 or not done.stdout.startswith(b"%PDF") or b"[mom]" in done.stderr:
        raise RuntimeError(f"groff failed:\n{done.stderr.decode(errors='replace')[-3000:]}")
    (work / "cv.pdf").write_bytes(done.stdout)
    return work / "cv.pdf"


def _arg(text: str) -> str:
    """A macro argument in double quotes."""
    return '"' + _roff(text).removeprefix("\\&").replace('"', "\\(dq") + '"'


def _inline(spans: list[dict]) -> str:
    return _roff_spans(spans).removeprefix("\\&") if spans else ""


def groff_mom(data: dict, style: DateStyle, lang: str) -> str:
    """A Row.build: mom, the name large at the left, contacts under it, headings in capitals
    over a rule, entries as two tab columns (dates | the rest)."""
    v = view(data, style, lang)
    out = [".PAPER A4", ".PRINTSTYLE TYPESET", ".L_MARGIN 2c", ".R_MARGIN 2c", ".T_MARGIN 1.8c",
           ".B_MARGIN 2c", ".FAMILY T", ".PT_SIZE 10", ".LS 12.5", ".QUAD LEFT", ".HEADER_OFF",
           ".PAGINATION OFF", ".PARA_INDENT 0", ".HY OFF", ".NEWCOLOR accent RGB #5a2a82",
           ".HEADING_STYLE 1 FONT B SIZE +1.5 CAPS COLOR accent", ".START",
           ".PT_SIZE +12", ".FT B", _roff(v["name"]), ".FT R", ".PT_SIZE -12", ".SP .6"]
    if v["headline"]:
        out += [".COLOR accent", f"\\f[I]{_roff(v['headline']).removeprefix(chr(92) + '&')}\\f[]", ".COLOR black",
                ".BR"]
    out += [".PT_SIZE -1", "  \\(bu  ".join(_roff(c["text"]).removeprefix("\\&") for c in v["contacts"]),
            ".PT_SIZE +1", ".SP .4"]
    tabs = [".TAB_SET 1 0 3.4c L QUAD", ".TAB_SET 2 3.8c 13.2c L QUAD"]
    for sec in v["sections"]:
        out += [f".HEADING 1 {_arg(sec['title'])}"]
        for b in sec["blocks"]:
            if b["type"] == "entry":
                out += tabs + [".MCO", ".TAB 1", ".PT_SIZE -1", _roff(b["dates"]) if b["dates"] else "\\&",
                               ".PT_SIZE +1", ".MCR", ".TAB 2", f"\\f[B]{_inline(b['title']) or _roff(' ')}\\f[]"]
                second = ", ".join(p for p in (_inline(b["subtitle"]), _roff(b["location"]).removeprefix("\\&")) if p)
                if second:
                    out += [".BR", f"\\f[I]{second}\\f[]"]
                if b["summary"]:
                    out += [".BR", _roff_spans(b["summary"])]
                for h in b["highlights"]:
                    out += [".BR", f"\\(en\\0{_inline(h)}"]
                out += [".MCX", ".TQ", ".SP .3"]
            elif b["type"] == "skill":
                out += [".PP", f"\\f[B]{_roff(b['label']).removeprefix(chr(92) + '&')}:\\f[] {_inline(b['details'])}"]
            elif b["type"] == "text":
                out += [".PP", _roff_spans(b["text"])]
            elif b["type"] == "list":
                out += [".LIST BULLET", *[x for item in b["items"] for x in (".ITEM", _roff_spans(item))],
                        ".LIST OFF"]
            elif b["type"] == "pub":
                who = ", ".join(f"\\f[B]{_roff(a['name'])}\\f[]" if a["me"] else _roff(a["name"]) for a in b["authors"])
                out += [".PP", f"{who}. {_inline(b['title'])}. \\f[I]{_roff(b['venue']).removeprefix(chr(92) + '&')}\\f[]."]
    return "\n".join(out) + "\n"


# --- XeLaTeX with a TikZ band --------------------------------------------------

_XETEX = r"""\documentclass[10pt]{article}
\usepackage[a4paper,left=7.4cm,right=1.4cm,top=1.5cm,bottom=1.6cm]{geometry}
\usepackage{fontspec}
\setmainfont{URWGothic-Book.otf}[BoldFont=URWGothic-Demi.otf,ItalicFont=URWGothic-BookOblique.otf,BoldItalicFont=URWGothic-DemiOblique.otf]
\usepackage{xcolor}
\definecolor{band}{HTML}{<<ACCENT>>}
\usepackage{tikz}
\usepackage{etaremune}
\usepackage{enumitem}
\setlist[itemize]{leftmargin=1.1em,itemsep=0pt,topsep=2pt,label=\textcolor{band}{\textbullet}}
\usepackage[hidelinks]{hyperref}
\hypersetup{pdftitle={<<TITLE>>},pdfauthor={<<TITLE>>}}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\newcommand{\cvsection}[1]{\par\vspace{9pt}{\large\bfseries\color{band}#1}\par\vspace{-3pt}%
  \tikz\draw[band,line width=0.8pt](0,0)--(\linewidth,0);\par\vspace{2pt}}
\newcommand{\bandhead}[1]{\par\vspace{10pt}{\bfseries\color{white}\MakeUppercase{#1}}\par\vspace{2pt}}
\begin{document}
\begin{tikzpicture}[remember picture,overlay]
  \fill[band] (current page.north west) rectangle ([xshift=6.3cm]current page.south west);
  \node[anchor=north west,text width=5.1cm,inner sep=0pt,text=white,font=\small,align=left]
    at ([xshift=0.6cm,yshift=-1.5cm]current page.north west) {<<BAND>>};
\end{tikzpicture}%
<<BODY>>
\end{document}
"""


def _tex_entry(b: dict, lang: str) -> str:
    title = r"\textbf{" + "".join(_tex_span(s) for s in b["title"]) + "}"
    if b["url"]:
        title = rf"\href{{{latex.url(b['url'])}}}{{{title}}}"
    head = title + (rf"\hfill{{\small\color{{band}}{latex.tex(b['dates'])}}}" if b["dates"] else "")
    sub = ", ".join(p for p in ("".join(_tex_span(s) for s in b["subtitle"]), latex.tex(b["location"])) if p)
    lines = [r"\par\vspace{5pt}" + head]
    if sub:
        lines.append(rf"\\{{\itshape {sub}}}")
    if b["summary"]:
        lines.append(r"\par " + "".join(_tex_span(s) for s in b["summary"]))
    if b["highlights"]:
        lines.append("\\begin{itemize}\n" + "\n".join(r"\item " + "".join(_tex_span(s) for s in h)
                                                     for h in b["highlights"]) + "\n\\end{itemize}")
    return "\n".join(lines)


def _tex_span(s: dict) -> str:
    piece = latex.tex(s["text"])
    if s["italic"]:
        piece = rf"\emph{{{piece}}}"
    if s["bold"]:
        piece = rf"\textbf{{{piece}}}"
    if s["url"]:
        piece = rf"\href{{{latex.url(s['url'])}}}{{{piece}}}"
    return piece


def xelatex_tikz_band(accent: str, band_kinds: tuple[str, ...]):
    """A Row.build: the name, contacts and the *band_kinds* sections in a TikZ band at the left."""
    def build(data: dict, style: DateStyle, lang: str) -> str:
        v = view(data, style, lang)
        band = [r"\hyphenpenalty=10000 ", rf"{{\LARGE\bfseries {latex.tex(v['name'])}\par}}\vspace{{6pt}}"]
        if v["headline"]:
            band.append(rf"{{\itshape {latex.tex(v['headline'])}\par}}")
        band.append(r"\bandhead{Contact}")
        for c in v["contacts"]:
            text = re.sub(r"([/?=])", r"\1\\allowbreak{}", latex.tex(c["text"]))
            band.append((rf"\href{{{latex.url(c['url'])}}}{{{text}}}" if c["url"] else text) + r"\par\vspace{2pt}")
        body = []
        for sec in v["sections"]:
            if sec["kind"] in band_kinds:
                band.append(rf"\bandhead{{{latex.tex(sec['title'])}}}")
                for b in sec["blocks"]:
                    if b["type"] == "skill":
                        band.append(rf"\textbf{{{latex.tex(b['label'])}}}\par "
                                    + "".join(_tex_span(s) for s in b["details"]) + r"\par\vspace{3pt}")
                    elif b["type"] == "entry":
                        band.append(r"\textbf{" + "".join(_tex_span(s) for s in b["title"]) + r"}\par "
                                    + ", ".join(p for p in ("".join(_tex_span(s) for s in b["subtitle"]),
                                                            latex.tex(b["dates"])) if p) + r"\par\vspace{3pt}")
                    elif b["type"] == "text":
                        band.append("".join(_tex_span(s) for s in b["text"]) + r"\par")
                    elif b["type"] == "list":
                        band += ["".join(_tex_span(s) for s in x) + r"\par" for x in b["items"]]
                continue
            body.append(rf"\cvsection{{{latex.tex(sec['title'])}}}")
            pubs = [b for b in sec["blocks"] if b["type"] == "pub"]
            if pubs:
                items = []
                for b in pubs:
                    who = ", ".join(rf"\textbf{{{latex.tex(a['name'])}}}" if a["me"] else latex.tex(a["name"])
                                    for a in b["authors"])
                    items.append(rf"\item {who}. " + "".join(_tex_span(s) for s in b["title"])
                                 + rf". \emph{{{latex.tex(b['venue'])}}}.")
                body.append("\\begin{etaremune}[itemsep=1pt,topsep=3pt,leftmargin=1.6em]\n" + "\n".join(items)
                            + "\n\\end{etaremune}")
            for b in sec["blocks"]:
                if b["type"] == "entry":
                    body.append(_tex_entry(b, lang))
                elif b["type"] == "skill":
                    body.append(rf"\par\textbf{{{latex.tex(b['label'])}:}} " + "".join(_tex_span(s) for s in b["details"]))
                elif b["type"] == "text":
                    body.append(r"\par " + "".join(_tex_span(s) for s in b["text"]))
                elif b["type"] == "list":
                    body.append("\\begin{itemize}\n" + "\n".join(r"\item " + "".join(_tex_span(s) for s in x)
                                                                 for x in b["items"]) + "\n\\end{itemize}")
        slots = {"ACCENT": accent.lstrip("#"), "TITLE": latex.tex(v["name"]), "BAND": "\n".join(band),
                 "BODY": "\n".join(body)}
        return re.sub(r"<<([A-Z]+)>>", lambda m: slots[m.group(1)], _XETEX)
    return build


# --- Typst cards -------------------------------------------------------------

_TYPST_CARDS = r"""// Each section's entries as shaded cards, two to a row.
#let d = json("data.json")
#let accent = rgb(d.style.accent)
#set document(title: d.name, author: d.name, date: none)
#set page(paper: "a4", margin: (x: 1.3cm, y: 1.2cm))
#set text(font: d.style.fonts, size: 9pt, lang: d.lang)
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

#block(width: 100%, fill: accent, inset: (x: 0.6cm, y: 0.45cm), radius: 5pt)[
  #text(size: 21pt, weight: "bold", fill: white, d.name)
  #if d.headline != "" { h(0.6em); text(size: 11pt, fill: white.darken(8%), d.headline) }
  #v(-0.2em)
  #text(size: 8.5pt, fill: white, d.contacts.map(contact).join(h(1.2em)))
]

#let card(b) = block(width: 100%, fill: accent.lighten(90%), stroke: 0.5pt + accent.lighten(60%),
  radius: 4pt, inset: 7pt, breakable: false)[
  #if b.type == "entry" [
    #grid(columns: (1fr, auto), column-gutter: 0.5em,
      text(size: 10pt, weight: "bold", spans(b.title)),
      if b.dates != "" { box(fill: accent, inset: (x: 3pt, y: 2pt), radius: 2pt,
        text(size: 7.5pt, fill: white, b.dates)) })
    #if b.subtitle.len() > 0 or b.location != "" {
      block(above: 0.45em, text(fill: accent.darken(20%))[#spans(b.subtitle)#if b.subtitle.len() > 0 and b.location != "" [ · ]#b.location])
    }
    #if b.summary.len() > 0 { block(above: 0.5em, spans(b.summary)) }
    #if b.highlights.len() > 0 {
      list(marker: text(fill: accent, sym.triangle.filled.r), indent: 0pt, body-indent: 0.4em, spacing: 0.45em,
        ..b.highlights.map(spans))
    }
  ] else if b.type == "skill" [
    #text(weight: "bold", fill: accent, b.label) \ #spans(b.details)
  ] else if b.type == "text" [
    #spans(b.text)
  ] else if b.type == "list" [
    #list(..b.items.map(spans))
  ] else if b.type == "pub" [
    #b.authors.map(a => if a.me { strong(a.name) } else { text(a.name) }).join(", "). #spans(b.title). #emph(b.venue).
  ]
]

#for sec in d.sections {
  block(above: 1.0em, below: 0.5em, sticky: true,
    text(size: 12pt, weight: "bold", fill: accent, upper(sec.title)))
  let wide = sec.blocks.len() == 1 and sec.blocks.at(0).type == "text"
  if wide { card(sec.blocks.at(0)) } else {
    grid(columns: (1fr, 1fr), column-gutter: 8pt, row-gutter: 8pt, ..sec.blocks.map(card))
  }
}
"""


def typst_cards(fonts: list[str], accent: str):
    """A Row.build: Typst, entries as cards in a two-column grid under each heading."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
        payload = view(data, style, lang) | {"style": {"fonts": fonts, "accent": accent}}
        return {"main.typ": _TYPST_CARDS, "data.json": json.dumps(payload, ensure_ascii=False, indent=1)}
    return build


# --- LibreOffice Draw: a flat ODG ---------------------------------------------

_FODG = """<?xml version="1.0" encoding="UTF-8"?>
<office:document office:mimetype="application/vnd.oasis.opendocument.graphics" office:version="1.3"
 xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"
 xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
 >
 <office:meta><dc:title>{title}</dc:title><meta:initial-creator>{title}</meta:initial-creator></office:meta>
 <office:font-face-decls>
  <style:font-face style:name="{font}" svg:font-family="'{font}'"/>
 </office:font-face-decls>
 <office:styles>
  <style:default-style style:family="graphic">
   <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0cm"/>
   <style:text-properties style:font-name="{font}" style:font-name-asian="{font}" fo:font-size="9pt" style:font-size-asian="9pt" fo:color="#222222"/>
  </style:default-style>
 </office:styles>
 <office:automatic-styles>
  <style:page-layout style:name="PM1">
   <style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:margin-left="0cm"
    fo:margin-right="0cm" fo:page-width="21cm" fo:page-height="29.7cm" style:print-orientation="portrait"/>
  </style:page-layout>
  <style:style style:name="dp1" style:family="drawing-page"/>
  <style:style style:name="band" style:family="graphic">
   <style:graphic-properties draw:stroke="none" draw:fill="solid" draw:fill-color="{accent}"/>
  </style:style>
  <style:style style:name="side" style:family="graphic">
   <style:graphic-properties draw:stroke="none" draw:fill="solid" draw:fill-color="{side_fill}"/>
  </style:style>
  <style:style style:name="frame" style:family="graphic">
   <style:graphic-properties draw:stroke="none" draw:fill="none" draw:textarea-vertical-align="top"
    draw:auto-grow-height="false" fo:padding-top="0cm" fo:padding-bottom="0cm" fo:padding-left="0cm"
    fo:padding-right="0cm" fo:wrap-option="wrap"/>
   <style:text-properties style:font-name="{font}" style:font-name-asian="{font}" fo:font-size="9pt" style:font-size-asian="9pt"
    fo:color="#222222"/>
  </style:style>
  <style:style style:name="Pname" style:family="paragraph">
   <style:text-properties fo:font-size="26pt" style:font-size-asian="26pt" fo:font-weight="bold" style:font-weight-asian="bold" fo:color="#ffffff"/>
  </style:style>
  <style:style style:name="Phead" style:family="paragraph">
   <style:paragraph-properties fo:margin-top="0.1cm"/>
   <style:text-properties fo:font-size="12pt" style:font-size-asian="12pt" fo:color="#ffffff" fo:font-style="italic" style:font-style-asian="italic"/>
  </style:style>
  <style:style style:name="Pcontact" style:family="paragraph">
   <style:paragraph-properties fo:margin-bottom="0.08cm"/>
   <style:text-properties fo:font-size="8.5pt" style:font-size-asian="8.5pt"/>
  </style:style>
  <style:style style:name="Psec" style:family="paragraph">
   <style:paragraph-properties fo:margin-top="0.42cm" fo:margin-bottom="0.15cm" fo:padding-bottom="0.05cm"
    fo:border-bottom="0.06pt solid {accent}" fo:border-top="none" fo:border-left="none" fo:border-right="none"/>
   <style:text-properties fo:font-size="11pt" style:font-size-asian="11pt" fo:font-weight="bold" style:font-weight-asian="bold" fo:color="{accent}" fo:letter-spacing="0.04cm"
    fo:text-transform="uppercase"/>
  </style:style>
  <style:style style:name="Ptitle" style:family="paragraph">
   <style:paragraph-properties fo:margin-top="0.22cm">
    <style:tab-stops><style:tab-stop style:position="{tab}" style:type="right"/></style:tab-stops>
   </style:paragraph-properties>
   <style:text-properties fo:font-size="10pt" style:font-size-asian="10pt" fo:font-weight="bold" style:font-weight-asian="bold"/>
  </style:style>
  <style:style style:name="Psub" style:family="paragraph">
   <style:paragraph-properties fo:margin-bottom="0.05cm"/>
   <style:text-properties fo:font-size="9pt" style:font-size-asian="9pt" fo:font-style="italic" style:font-style-asian="italic" fo:color="#555555"/>
  </style:style>
  <style:style style:name="Pbody" style:family="paragraph">
   <style:text-properties fo:font-size="9pt" style:font-size-asian="9pt"/>
   <style:paragraph-properties fo:margin-bottom="0.05cm"/>
  </style:style>
  <style:style style:name="Pbullet" style:family="paragraph">
   <style:text-properties fo:font-size="9pt" style:font-size-asian="9pt"/>
   <style:paragraph-properties fo:margin-left="0.4cm" fo:text-indent="-0.3cm" fo:margin-bottom="0.05cm"/>
  </style:style>
  <style:style style:name="Plabel" style:family="paragraph">
   <style:paragraph-properties fo:margin-top="0.15cm"/>
   <style:text-properties fo:font-size="9pt" style:font-size-asian="9pt" fo:font-weight="bold" style:font-weight-asian="bold"/>
  </style:style>
  <style:style style:name="Tdate" style:family="text">
   <style:text-properties fo:font-size="8.5pt" style:font-size-asian="8.5pt" fo:font-weight="normal" style:font-weight-asian="normal" fo:color="{accent}"/>
  </style:style>
  <style:style style:name="Tb" style:family="text"><style:text-properties fo:font-weight="bold" style:font-weight-asian="bold"/></style:style>
  <style:style style:name="Ti" style:family="text"><style:text-properties fo:font-style="italic" style:font-style-asian="italic"/></style:style>
  <style:style style:name="Tbi" style:family="text">
   <style:text-properties fo:font-weight="bold" style:font-weight-asian="bold" fo:font-style="italic" style:font-style-asian="italic"/>
  </style:style>
 </office:automatic-styles>
 <office:master-styles>
  <style:master-page style:name="Default" style:page-layout-name="PM1" draw:style-name="dp1"/>
 </office:master-styles>
 <office:body><office:drawing><draw:page draw:name="CV" draw:master-page-name="Default">
  <draw:rect draw:style-name="band" svg:x="0cm" svg:y="0cm" svg:width="21cm" svg:height="3.6cm"/>
  <draw:rect draw:style-name="side" svg:x="0cm" svg:y="3.6cm" svg:width="6.4cm" svg:height="26.1cm"/>
  <draw:frame draw:style-name="frame" svg:x="1.2cm" svg:y="0.8cm" svg:width="18.6cm" svg:height="2.6cm">
   <draw:text-box>{header}</draw:text-box></draw:frame>
  <draw:frame draw:style-name="frame" svg:x="0.8cm" svg:y="4.0cm" svg:width="4.9cm" svg:height="25cm">
   <draw:text-box>{side}</draw:text-box></draw:frame>
  <draw:frame draw:style-name="frame" svg:x="7.1cm" svg:y="4.0cm" svg:width="12.7cm" svg:height="25cm">
   <draw:text-box>{main}</draw:text-box></draw:frame>
 </draw:page></office:drawing></office:body>
</office:document>
"""


def _x(text: str) -> str:
    return xml_escape(text)


def _x_spans(spans: list[dict]) -> str:
    out = []
    for s in spans:
        style = "Tbi" if s["bold"] and s["italic"] else "Tb" if s["bold"] else "Ti" if s["italic"] else ""
        out.append(f'<text:span text:style-name="{style}">{_x(s["text"])}</text:span>' if style else _x(s["text"]))
    return "".join(out)


def _p(style: str, inner: str) -> str:
    return f'<text:p text:style-name="{style}">{inner}</text:p>'


def draw_fodg(font: str, accent: str, side_fill: str, side: tuple[str, ...], contact_title: str):
    """A Row.build: a flat ODG for LibreOffice Draw: a band with the name and headline, a shaded
    column at the left (contacts, the *side* sections) and the other sections at the right."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
        v = view(data, style, lang)
        header = _p("Pname", _x(v["name"])) + (_p("Phead", _x(v["headline"])) if v["headline"] else "")

        def blocks(sec: dict, narrow: bool) -> list[str]:
            out = [_p("Psec", _x(sec["title"]))]
            for b in sec["blocks"]:
                if b["type"] == "entry":
                    dates = f'<text:span text:style-name="Tdate">{_x(b["dates"])}</text:span>' if b["dates"] else ""
                    if narrow:
                        out.append(_p("Plabel", _x_spans(b["title"])))
                        for line in (_x_spans(b["subtitle"]), _x(b["location"]), dates):
                            if line:
                                out.append(_p("Pbody", line))
                        continue
                    out.append(_p("Ptitle", _x_spans(b["title"]) + ("<text:tab/>" + dates if dates else "")))
                    sub = _x_spans(b["subtitle"]) + (" — " + _x(b["location"]) if b["location"] else "")
                    if sub:
                        out.append(_p("Psub", sub))
                    if b["summary"]:
                        out.append(_p("Pbody", _x_spans(b["summary"])))
                    out += [_p("Pbullet", "•<text:s/>" + _x_spans(h)) for h in b["highlights"]]
                elif b["type"] == "skill":
                    out += [_p("Plabel", _x(b["label"])), _p("Pbody", _x_spans(b["details"]))]
                elif b["type"] == "text":
                    out.append(_p("Pbody", _x_spans(b["text"])))
                elif b["type"] == "list":
                    out += [_p("Pbullet", "•<text:s/>" + _x_spans(x)) for x in b["items"]]
                elif b["type"] == "pub":
                    who = ", ".join(f'<text:span text:style-name="Tb">{_x(a["name"])}</text:span>' if a["me"]
                                    else _x(a["name"]) for a in b["authors"])
                    out.append(_p("Pbody", f'{who}. {_x_spans(b["title"])}. '
                                           f'<text:span text:style-name="Ti">{_x(b["venue"])}</text:span>.'))
            return out

        side_parts = [_p("Psec", _x(contact_title))] + [_p("Pcontact", _x(c["text"])) for c in v["contacts"]]
        main_parts: list[str] = []
        for sec in v["sections"]:
            if sec["kind"] in side:
                side_parts += blocks(sec, True)
            else:
                main_parts += blocks(sec, False)
        page = _FODG.format(title=_x(v["name"]), font=_x(font), accent=accent, side_fill=side_fill, tab="12.7cm",
                            header=header, side="".join(side_parts), main="".join(main_parts))
        return {"cv.fodg": page}
    return build


# --- Markdown with a GitHub-like stylesheet, printed by Chromium --------------

_GITHUB_CSS = """
@page { size: A4; margin: 16mm 18mm; }
body { font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", "Open Sans", "Droid Sans Fallback";
  font-size: 10.5pt; line-height: 1.5; color: #1f2328; margin: 0; font-synthesis: none; }
h1, h2, h3 { font-weight: 600; line-height: 1.25; }
h1 { font-size: 2em; margin: 0 0 .2em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0; }
h2 { font-size: 1.4em; margin: 1.1em 0 .5em; padding-bottom: .3em; border-bottom: 1px solid #d1d9e0; }
h3 { font-size: 1.1em; margin: .9em 0 .3em; }
h3 em { float: right; font-style: normal; font-weight: 400; font-size: .85em; color: #59636e; }
p { margin: 0 0 .5em; }
ul { margin: 0 0 .5em; padding-left: 2em; }
li + li { margin-top: .2em; }
a { color: #0969da; text-decoration: none; }
blockquote { margin: 0 0 .6em; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
code { font-family: "DejaVu Sans Mono"; font-size: 85%; background: #eff1f3; padding: .2em .4em;
  border-radius: 6px; }
"""

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!<>|~&])")


def _md(text: str) -> str:
    return _MD_SPECIAL.sub(r"\\\1", text or "")


def _md_spans(spans: list[dict]) -> str:
    out = []
    for s in spans:
        text = s["text"]
        lead, core, trail = "", text, ""
        if s["italic"] or s["bold"]:  # CommonMark: a marker beside punctuation may not close
            m = re.fullmatch(r"(\W*)(.*?)(\W*)", text, re.S)
            lead, core, trail = m.group(1), m.group(2), m.group(3)
        piece = _md(core)
        if s["italic"] and core:
            piece = f"*{piece}*"
        if s["bold"] and core:
            piece = f"**{piece}**"
        piece = _md(lead) + piece + _md(trail)
        if s["url"]:
            piece = f"[{piece}](<{s['url']}>)"
        out.append(piece)
    return "".join(out)


def markdown_source(v: dict, lang: str) -> str:
    """The CV as a person writes it in a README-style Markdown file."""
    sep = "，" if lang == "zh" else ", "
    lines = [f"# {_md(v['name'])}", ""]
    if v["headline"]:
        lines += [f"> {_md(v['headline'])}", ""]
    lines += [" · ".join(f"[{_md(c['text'])}](<{c['url']}>)" if c["url"] else _md(c["text"]) for c in v["contacts"]),
              ""]
    for sec in v["sections"]:
        lines += [f"## {_md(sec['title'])}", ""]
        for b in sec["blocks"]:
            if b["type"] == "entry":
                title = _md_spans(b["title"])
                if b["url"]:
                    title = f"[{title}](<{b['url']}>)"
                lines += [f"### {title}" + (f" *{_md(b['dates'])}*" if b["dates"] else ""), ""]
                sub = sep.join(p for p in (_md_spans(b["subtitle"]), _md(b["location"])) if p)
                if sub:
                    lines += [sub, ""]
                if b["summary"]:
                    lines += [_md_spans(b["summary"]), ""]
                lines += [f"- {_md_spans(h)}" for h in b["highlights"]] + ([""] if b["highlights"] else [])
            elif b["type"] == "skill":
                lines += [f"- **{_md(b['label'])}**{'：' if lang == 'zh' else ': '}{_md_spans(b['details'])}"]
            elif b["type"] == "text":
                lines += [_md_spans(b["text"]), ""]
            elif b["type"] == "list":
                lines += [f"- {_md_spans(x)}" for x in b["items"]] + [""]
            elif b["type"] == "pub":
                who = ", ".join(f"**{_md(a['name'])}**" if a["me"] else _md(a["name"]) for a in b["authors"])
                lines += [f"- {who}. {_md_spans(b['title'])}. *{_md(b['venue'])}*."]
        lines.append("")
    return "\n".join(lines)


def markdown_github(lang_title: str):
    """A Row.build: Markdown rendered by markdown-it-py (CommonMark, raw HTML off) into a page
    with a GitHub-like stylesheet; Chromium prints it."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
        from markdown_it import MarkdownIt
        v = view(data, style, lang)
        md = markdown_source(v, lang)
        body = MarkdownIt("commonmark", {"html": False}).render(md)
        page = (f'<!DOCTYPE html>\n<html lang="{escape(lang_title)}"><head><meta charset="utf-8">'
                f"<title>{escape(v['name'])}</title><style>{_GITHUB_CSS}</style></head>\n"
                f'<body><article class="markdown-body">\n{body}</article></body></html>\n')
        return {"cv.html": page, "cv.md": md}
    return build
