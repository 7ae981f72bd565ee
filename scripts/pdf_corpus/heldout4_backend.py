"""Held out a fourth time: PDF writers the corpus had not used, scored once
before any change to the reader was made for them.

- wkhtmltopdf (Qt WebKit's PDF writer, once the engine behind many
  HTML-to-PDF services): a hand-written two-column HTML résumé with a dark
  sidebar holding the contacts and skills; a Chinese résumé with the dates
  (``2021.09 - 2024.06``) right-aligned on the title line and the headings
  behind a coloured bar; a JSON Resume theme's HTML (rendered as
  jsonresume_backend does).
- rst2pdf (ReportLab): a reStructuredText CV, each section a table with the
  dates in the left column.
- LibreOffice Writer: a flat ODT (``.fodt``) whose body is a two-column
  *section* (not a table): the first column holds the experience with the dates
  on a right tab stop, the second (after a column break) the education, skills
  and awards, their dates on a line of their own.

None is a project dependency. wkhtmltopdf (Debian's ``wkhtmltopdf``) is found
on PATH or named by VITAE_WKHTMLTOPDF; rst2pdf (PyPI, a separate virtual
environment will do) on PATH or named by VITAE_RST2PDF; soffice on PATH. Rows
whose tool is missing are skipped. No file is fetched from the network.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from html import escape
from pathlib import Path

from common import DateStyle, dotted_range, view
from heldout3_backend import NoToolchain
from html_backend import link_html as _link, spans_html as _span_html


def _tool(name: str, env: str) -> str:
    found = shutil.which(os.environ.get(env, name))
    if not found:
        raise NoToolchain(f"{name} is not installed (or named by {env})")
    return found


def _run(cmd: list[str], work: Path, timeout: int, epoch: int) -> None:
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(epoch), TZ="UTC", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{(done.stdout + done.stderr)[-3000:]}")


# --- compilers ---------------------------------------------------------------

def compile_wkhtmltopdf(source: Path, work: Path, epoch: int, timeout: int) -> Path:
    exe = _tool("wkhtmltopdf", "VITAE_WKHTMLTOPDF")
    _run([exe, "--quiet", "--page-size", "A4", "--margin-top", "12mm", "--margin-bottom", "12mm",
          "--margin-left", "10mm", "--margin-right", "10mm", "--encoding", "utf-8",
          "--disable-javascript", source.name, "cv.pdf"], work, timeout, epoch)
    return work / "cv.pdf"


def compile_rst2pdf(source: Path, work: Path, epoch: int, timeout: int) -> Path:
    exe = _tool("rst2pdf", "VITAE_RST2PDF")
    _run([exe, source.name, "-o", "cv.pdf"], work, timeout, epoch)
    return work / "cv.pdf"


# --- a two-column HTML résumé with a dark sidebar (wkhtmltopdf) ---------------

_SIDEBAR_CSS = """
body { font-family: "Lato", sans-serif; font-size: 10pt; color: #222; margin: 0; }
table.page { width: 100%; border-collapse: collapse; }
td.side { width: 31%; background: SIDE; color: #eef; vertical-align: top; padding: 8mm 5mm; }
td.main { vertical-align: top; padding: 6mm 2mm 6mm 7mm; }
td.side h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1pt; color: #fff;
             border-bottom: 1px solid #8890aa; padding-bottom: 1mm; margin: 6mm 0 2mm 0; }
td.side p { margin: 0 0 1.6mm 0; font-size: 9pt; word-wrap: break-word; }
td.side .label { font-weight: bold; display: block; color: #fff; }
td.side a { color: #dde; text-decoration: none; }
h1 { font-size: 24pt; font-weight: 300; margin: 0; color: SIDE; }
.headline { font-size: 12pt; color: #666; margin: 1mm 0 4mm 0; }
td.main h2 { font-size: 12pt; color: SIDE; text-transform: uppercase; letter-spacing: 0.8pt;
             margin: 5mm 0 2mm 0; }
.entry { margin-bottom: 3mm; }
.entry .top { font-weight: bold; font-size: 10.5pt; }
.entry .meta { color: #555; font-size: 9pt; }
.entry .meta .dates { color: ACCENT; font-weight: bold; }
.entry ul { margin: 1mm 0 0 0; padding-left: 5mm; }
.entry li { margin: 0.4mm 0; }
td.main p { margin: 0.8mm 0; }
td.main a { color: inherit; text-decoration: none; }
"""


def _html_pub(b: dict) -> str:
    who = ", ".join(f"<strong>{escape(a['name'])}</strong>" if a["me"] else escape(a["name"]) for a in b["authors"])
    return f"{who}. {_span_html(b['title'])}. <em>{escape(b['venue'])}</em>."


def _main_block(b: dict) -> str:
    if b["type"] == "entry":
        title = _span_html(b["title"])
        if b["url"]:
            title = f'<a href="{escape(b["url"], quote=True)}">{title}</a>'
        meta = " · ".join(p for p in (_span_html(b["subtitle"]), escape(b["location"])) if p)
        dates = f'<span class="dates">{escape(b["dates"])}</span>' if b["dates"] else ""
        out = f'<div class="top">{title}</div><div class="meta">{" | ".join(p for p in (dates, meta) if p)}</div>'
        if b["summary"]:
            out += f"<p>{_span_html(b['summary'])}</p>"
        if b["highlights"]:
            out += "<ul>" + "".join(f"<li>{_span_html(h)}</li>" for h in b["highlights"]) + "</ul>"
        return f'<div class="entry">{out}</div>'
    if b["type"] == "skill":
        return f"<p><strong>{escape(b['label'])}:</strong> {_span_html(b['details'])}</p>"
    if b["type"] == "text":
        return f"<p>{_span_html(b['text'])}</p>"
    if b["type"] == "list":
        return "<ul>" + "".join(f"<li>{_span_html(x)}</li>" for x in b["items"]) + "</ul>"
    if b["type"] == "pub":
        return f'<div class="entry">{_html_pub(b)}</div>'
    return ""


def _side_block(b: dict) -> str:
    if b["type"] == "skill":
        return f'<p><span class="label">{escape(b["label"])}</span>{_span_html(b["details"])}</p>'
    if b["type"] == "entry":
        parts = [f'<span class="label">{_span_html(b["title"])}</span>']
        parts += [p for p in (_span_html(b["subtitle"]), escape(b["dates"])) if p]
        return "<p>" + "<br>".join(parts) + "</p>"
    if b["type"] == "text":
        return f"<p>{_span_html(b['text'])}</p>"
    if b["type"] == "list":
        return "".join(f"<p>{_span_html(x)}</p>" for x in b["items"])
    return _main_block(b)


def wk_sidebar(side: tuple[str, ...], colour: str, accent: str, contact_title: str):
    """A Row.build: a page-high table of two cells, a dark sidebar (contacts, then the *side*
    sections) beside the main column that opens with the name and headline."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
        v = view(data, style, lang)
        contacts = "".join(f"<p>{_link(c['text'], c['url'])}</p>" for c in v["contacts"])
        left = f"<h2>{escape(contact_title)}</h2>{contacts}"
        right = f'<h1>{escape(v["name"])}</h1><div class="headline">{escape(v["headline"])}</div>'
        for sec in v["sections"]:
            if sec["kind"] in side:
                left += f'<h2>{escape(sec["title"])}</h2>' + "".join(_side_block(b) for b in sec["blocks"])
            else:
                right += f'<h2>{escape(sec["title"])}</h2>' + "".join(_main_block(b) for b in sec["blocks"])
        css = _SIDEBAR_CSS.replace("SIDE", colour).replace("ACCENT", accent)
        page = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{escape(v["name"])}</title>'
                f'<style>{css}</style></head><body><table class="page"><tr><td class="side">{left}</td>'
                f'<td class="main">{right}</td></tr></table></body></html>')
        return {"cv.html": page}
    return build


# --- a Chinese résumé: dotted dates right-aligned, headings behind a bar ----------


_ZH_CSS = """
body { font-family: "Noto Sans CJK SC", sans-serif; font-size: 10pt; color: #222; line-height: 1.5; }
h1 { font-size: 22pt; margin: 0 0 1mm 0; letter-spacing: 2pt; }
.headline { font-size: 12pt; color: ACCENT; margin-bottom: 1mm; }
.contacts { font-size: 9pt; color: #444; border-bottom: 1px solid #ccc; padding-bottom: 2mm; }
.contacts span { margin-right: 5mm; }
h2 { font-size: 12pt; color: ACCENT; background: #f2f2f2; border-left: 5px solid ACCENT;
     padding: 0.6mm 0 0.6mm 3mm; margin: 5mm 0 2mm 0; }
.head { overflow: hidden; font-size: 10.5pt; }
.head .when { float: right; color: #555; }
.head .sub { margin-left: 4mm; }
.head .place { margin-left: 4mm; color: #777; }
ul { margin: 0.8mm 0 2.5mm 0; padding-left: 6mm; }
li { margin: 0.2mm 0; }
p { margin: 0.8mm 0 2mm 0; }
a { color: inherit; text-decoration: none; }
"""


def wk_chinese(accent: str):
    """A Row.build: a one-column Chinese résumé: the title, the organisation and the place on one
    line with the dates floated to the right, headings on a grey band behind a coloured bar."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
        v = view(data, style, lang)
        contacts = "".join(f"<span>{_link(c['text'], c['url'])}</span>" for c in v["contacts"])
        body = ""
        for sec, dsec in zip(v["sections"], data["sections"]):
            body += f"<h2>{escape(sec['title'])}</h2>"
            for b, entry in zip(sec["blocks"], dsec.get("entries", [])):
                if b["type"] == "entry":
                    title = _span_html(b["title"])
                    if b["url"]:
                        title = f'<a href="{escape(b["url"], quote=True)}">{title}</a>'
                    when = dotted_range(entry, " - ")
                    head = (f'<span class="when">{escape(when)}</span>' if when else "") + f"<strong>{title}</strong>"
                    if b["subtitle"]:
                        head += f'<span class="sub">{_span_html(b["subtitle"])}</span>'
                    if b["location"]:
                        head += f'<span class="place">{escape(b["location"])}</span>'
                    body += f'<div class="head">{head}</div>'
                    if b["summary"]:
                        body += f"<p>{_span_html(b['summary'])}</p>"
                    if b["highlights"]:
                        body += "<ul>" + "".join(f"<li>{_span_html(h)}</li>" for h in b["highlights"]) + "</ul>"
                elif b["type"] == "skill":
                    body += f"<p><strong>{escape(b['label'])}：</strong>{_span_html(b['details'])}</p>"
                else:
                    body += _main_block(b)
        page = (f'<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>{escape(v["name"])}</title>'
                f'<style>{_ZH_CSS.replace("ACCENT", accent)}</style></head><body>'
                f'<h1>{escape(v["name"])}</h1><div class="headline">{escape(v["headline"])}</div>'
                f'<div class="contacts">{contacts}</div>{body}</body></html>')
        return {"cv.html": page}
    return build


# --- reStructuredText with a table of dates (rst2pdf) -----------------------------

_RST_SPECIAL = set("\\*`_|[]<>:")


def _rst(text: str) -> str:
    return "".join("\\" + c if c in _RST_SPECIAL else c for c in text.replace("\n", " "))


def _rst_spans(spans: list[dict]) -> str:
    out = ""
    for s in spans:
        text = s["text"]
        core = text.strip()
        lead, tail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()):]
        if not core:
            out += text
            continue
        if s["url"]:
            piece = f"`{_rst(core)} <{s['url']}>`__"
        elif s["bold"]:
            piece = f"**{_rst(core)}**"
        elif s["italic"]:
            piece = f"*{_rst(core)}*"
        else:
            out += lead + _rst(core) + tail
            continue
        before = out + lead
        if before and not before[-1].isspace() and before[-1] not in "([":
            before += "\\ "  # inline markup right after a word
        out = before + piece + ("\\ " if tail == "" else tail)
    return out.removesuffix("\\ ")


def _cell(lines: list[str], first: str) -> list[str]:
    """A list-table cell: *first* marker, the lines indented under it."""
    if not lines:
        return [f"   {first} .."]  # an empty cell (a comment)
    return [f"   {first} {lines[0]}"] + [f"       {ln}" if ln else "" for ln in lines[1:]]


def rst_cv(data: dict, style: DateStyle, lang: str) -> str:
    """A Row.build: the name as the document's title, the headline as its subtitle, the contacts
    on one line, and each section a two-column ``list-table`` (dates | what)."""
    v = view(data, style, lang)
    name = _rst(v["name"])
    out = ["=" * len(name), name, "=" * len(name), ""]
    if v["headline"]:
        head = _rst(v["headline"])
        out += ["-" * len(head), head, "-" * len(head), ""]
    contacts = [f"`{_rst(c['text'])} <{c['url']}>`__" if c["url"] else _rst(c["text"]) for c in v["contacts"]]
    out += [" · ".join(contacts), ""]
    for sec in v["sections"]:
        title = _rst(sec["title"])
        out += [title, "=" * len(title), ""]
        rows = []
        loose = []
        for b in sec["blocks"]:
            if b["type"] == "entry":
                what = [f"**{_rst_spans(b['title']).replace('**', '')}**" if not b["url"] else
                        f"`{_rst(''.join(s['text'] for s in b['title']))} <{b['url']}>`__"]
                sub = ", ".join(p for p in (_rst_spans(b["subtitle"]), _rst(b["location"])) if p)
                if sub:
                    what += ["", f"*{sub}*" if "*" not in sub and "`" not in sub else sub]
                if b["summary"]:
                    what += ["", _rst_spans(b["summary"])]
                if b["highlights"]:
                    what += [""] + [f"- {_rst_spans(h)}" for h in b["highlights"]]
                rows.append(([_rst(b["dates"])] if b["dates"] else [], what))
            elif b["type"] == "skill":
                rows.append(([f"**{_rst(b['label'])}**"], [_rst_spans(b["details"])]))
            elif b["type"] == "pub":
                who = ", ".join(f"**{_rst(a['name'])}**" if a["me"] else _rst(a["name"]) for a in b["authors"])
                rows.append(([], [f"{who}. {_rst_spans(b['title'])}. *{_rst(b['venue'])}*."]))
            elif b["type"] == "text":
                loose += [_rst_spans(b["text"]), ""]
            elif b["type"] == "list":
                loose += [f"- {_rst_spans(x)}" for x in b["items"]] + [""]
        out += loose
        if rows:
            out += [".. list-table::", "   :widths: 24 76", ""]
            for left, right in rows:
                out += _cell(left, "* -")
                out += _cell(right, "  -")
            out.append("")
    return "\n".join(out) + "\n"


# --- LibreOffice Writer: a two-column section (flat ODT) -------------------------

_NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
       'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
       'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
       'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
       'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
       'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0"')

_ODT_STYLES = """
<office:font-face-decls>
 <style:font-face style:name="BODY" svg:font-family="BODY" style:font-family-generic="swiss"/>
 <style:font-face style:name="HEAD" svg:font-family="HEAD" style:font-family-generic="roman"/>
</office:font-face-decls>
<office:styles>
 <style:default-style style:family="paragraph">
  <style:text-properties style:font-name="BODY" fo:font-size="10pt" fo:language="en" fo:country="GB"/>
 </style:default-style>
 <style:style style:name="Standard" style:family="paragraph" style:class="text">
  <style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.08cm"/>
 </style:style>
 <style:style style:name="Title" style:family="paragraph" style:parent-style-name="Standard">
  <style:text-properties style:font-name="HEAD" fo:font-size="26pt" fo:color="ACCENT"/>
 </style:style>
 <style:style style:name="Subtitle" style:family="paragraph" style:parent-style-name="Standard">
  <style:text-properties fo:font-size="13pt" fo:color="#555555"/>
 </style:style>
 <style:style style:name="Contacts" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-bottom="0.35cm" fo:padding-bottom="0.12cm"
    fo:border-bottom="0.06pt solid ACCENT"/>
  <style:text-properties fo:font-size="9pt"/>
 </style:style>
 <style:style style:name="Heading_20_1" style:display-name="Heading 1" style:family="paragraph"
   style:parent-style-name="Standard" style:default-outline-level="1" style:class="text">
  <style:paragraph-properties fo:margin-top="0.3cm" fo:margin-bottom="0.12cm" fo:keep-with-next="always"/>
  <style:text-properties style:font-name="HEAD" fo:font-size="13pt" fo:font-weight="bold" fo:color="ACCENT"
    fo:font-variant="small-caps"/>
 </style:style>
 <style:style style:name="EntryHead" style:family="paragraph" style:parent-style-name="Standard">
  <style:paragraph-properties fo:margin-top="0.14cm" fo:keep-with-next="always">
   <style:tab-stops><style:tab-stop style:position="TABcm" style:type="right"/></style:tab-stops>
  </style:paragraph-properties>
  <style:text-properties fo:font-weight="bold" fo:font-size="10.5pt"/>
 </style:style>
 <style:style style:name="EntryMeta" style:family="paragraph" style:parent-style-name="Standard">
  <style:text-properties fo:font-style="italic" fo:color="#444444"/>
 </style:style>
 <style:style style:name="Dates" style:family="paragraph" style:parent-style-name="Standard">
  <style:text-properties fo:font-size="9pt" fo:color="#666666"/>
 </style:style>
 <style:style style:name="Strong" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>
 <style:style style:name="Em" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>
 <style:style style:name="Normal" style:family="text"><style:text-properties fo:font-weight="normal"/></style:style>
 <text:list-style style:name="Bullets">
  <text:list-level-style-bullet text:level="1" text:bullet-char="•">
   <style:list-level-properties text:list-level-position-and-space-mode="label-alignment">
    <style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.5cm"
      fo:text-indent="-0.4cm" fo:margin-left="0.5cm"/>
   </style:list-level-properties>
  </text:list-level-style-bullet>
 </text:list-style>
</office:styles>
<office:automatic-styles>
 <style:style style:name="Body2" style:family="section">
  <style:section-properties text:dont-balance-text-columns="true" style:editable="false">
   <style:columns fo:column-count="2" fo:column-gap="0.8cm">
    <style:column style:rel-width="1000*" fo:start-indent="0cm" fo:end-indent="0.4cm"/>
    <style:column style:rel-width="1000*" fo:start-indent="0.4cm" fo:end-indent="0cm"/>
   </style:columns>
  </style:section-properties>
 </style:style>
 <style:style style:name="ColumnBreak" style:family="paragraph" style:parent-style-name="Heading_20_1">
  <style:paragraph-properties fo:break-before="column"/>
 </style:style>
 <style:style style:name="P_Bullet" style:family="paragraph" style:parent-style-name="Standard"
   style:list-style-name="Bullets"/>
 <style:page-layout style:name="pm1">
  <style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.6cm"
    fo:margin-bottom="1.6cm" fo:margin-left="1.8cm" fo:margin-right="1.8cm"/>
 </style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"/></office:master-styles>
"""


def _x(text: str) -> str:
    return escape(text, quote=False)


def _odt_spans(spans: list[dict]) -> str:
    out = []
    for s in spans:
        piece = _x(s["text"])
        if s["bold"]:
            piece = f'<text:span text:style-name="Strong">{piece}</text:span>'
        elif s["italic"]:
            piece = f'<text:span text:style-name="Em">{piece}</text:span>'
        out.append(piece)
    return "".join(out)


def _p(style: str, inner: str) -> str:
    return f'<text:p text:style-name="{style}">{inner}</text:p>'


def _odt_block(b: dict, wide: bool) -> str:
    if b["type"] == "entry":
        title = _odt_spans(b["title"])
        meta = ", ".join(p for p in (_odt_spans(b["subtitle"]), _x(b["location"])) if p)
        if wide:
            out = _p("EntryHead", title + (f'<text:tab/><text:span text:style-name="Normal">{_x(b["dates"])}</text:span>'
                                           if b["dates"] else ""))
            out += _p("EntryMeta", meta) if meta else ""
        else:
            out = _p("EntryHead", title) + (_p("EntryMeta", meta) if meta else "")
            out += _p("Dates", _x(b["dates"])) if b["dates"] else ""
        if b["summary"]:
            out += _p("Standard", _odt_spans(b["summary"]))
        if b["highlights"]:
            out += ('<text:list text:style-name="Bullets">'
                    + "".join(f"<text:list-item>{_p('P_Bullet', _odt_spans(h))}</text:list-item>" for h in b["highlights"])
                    + "</text:list>")
        return out
    if b["type"] == "skill":
        return _p("Standard", f'<text:span text:style-name="Strong">{_x(b["label"])}:</text:span> '
                              f'{_odt_spans(b["details"])}')
    if b["type"] == "text":
        return _p("Standard", _odt_spans(b["text"]))
    if b["type"] == "list":
        return ('<text:list text:style-name="Bullets">'
                + "".join(f"<text:list-item>{_p('P_Bullet', _odt_spans(x))}</text:list-item>" for x in b["items"])
                + "</text:list>")
    if b["type"] == "pub":
        who = ", ".join(f'<text:span text:style-name="Strong">{_x(a["name"])}</text:span>' if a["me"] else _x(a["name"])
                        for a in b["authors"])
        return _p("Standard", f'{who}. {_odt_spans(b["title"])}. <text:span text:style-name="Em">{_x(b["venue"])}</text:span>.')
    return ""


def odt_section(narrow: tuple[str, ...], accent: str, body_font: str, head_font: str):
    """A Row.build: a flat ODT: the name, headline and contacts across the page, then one section
    in two columns; the *narrow* sections start the second column (a column break)."""
    def build(data: dict, style: DateStyle, lang: str) -> str:
        v = view(data, style, lang)
        head = _p("Title", _x(v["name"])) + (_p("Subtitle", _x(v["headline"])) if v["headline"] else "")
        head += _p("Contacts", "  |  ".join(_x(c["text"]) for c in v["contacts"]))
        wide_secs = [s for s in v["sections"] if s["kind"] not in narrow]
        narrow_secs = [s for s in v["sections"] if s["kind"] in narrow]
        body = ""
        for s in wide_secs:
            body += _p("Heading_20_1", _x(s["title"])) + "".join(_odt_block(b, True) for b in s["blocks"])
        for i, s in enumerate(narrow_secs):
            body += _p("ColumnBreak" if i == 0 else "Heading_20_1", _x(s["title"]))
            body += "".join(_odt_block(b, False) for b in s["blocks"])
        styles = (_ODT_STYLES.replace("ACCENT", accent).replace("BODY", body_font).replace("HEAD", head_font)
                  .replace("TAB", "7.9"))
        return (f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document {_NS} office:version="1.3" '
                f'office:mimetype="application/vnd.oasis.opendocument.text">{styles}<office:body><office:text>'
                f'{head}<text:section text:style-name="Body2" text:name="Body">{body}</text:section>'
                f'</office:text></office:body></office:document>\n')
    return build
