"""Held out a third time: PDF writers the corpus had not used, scored once
before any change to the reader was made for them.

- WeasyPrint (its own PDF writer, not Chromium's): two JSON Resume themes'
  HTML (papirus, relaxed; rendered as jsonresume_backend does) and a
  hand-written HTML/CSS résumé on a two-column grid with the dates and place
  in the left column.
- Pandoc: a Markdown CV through Pandoc's default LaTeX template (the name and
  headline as the document's title, ``\\hfill`` before the dates).
- groff: a CV typeset with the ms macros and printed by gropdf
  (``groff -ms -Tpdf``): dates right-aligned on a tab stop.

None is a project dependency. WeasyPrint is found on PATH or named by
VITAE_WEASYPRINT (a separate virtual environment will do); pandoc and groff on
PATH. Rows whose tool is missing are skipped. No file is fetched from the
network: the themes' links to CDN stylesheets are replaced by the few rules
they use (the Bootstrap grid columns) and Debian's Font Awesome 4 stylesheet
(fonts-font-awesome), and their images from CDNs are dropped.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from html import escape
from pathlib import Path

from common import DateStyle, publication, view
from html_backend import link_html, spans_html
from jsonresume_backend import _RENDER_JS, NoTheme, _older_names, node_dirs, resume_json

from editor.formats import native

FONT_AWESOME_CSS = Path("/usr/share/fonts-font-awesome/css/font-awesome.min.css")


class NoToolchain(NoTheme):
    """The row's tool (WeasyPrint, pandoc, groff) is not installed: the row is skipped."""


def _tool(name: str, env: str | None = None) -> str:
    found = shutil.which(os.environ.get(env, name) if env else name)
    if not found:
        raise NoToolchain(f"{name} is not installed" + (f" (or named by {env})" if env else ""))
    return found


def _run(cmd: list[str], work: Path, timeout: int, env: dict[str, str]) -> None:
    done = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True, timeout=timeout)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed:\n{(done.stdout + done.stderr)[-3000:]}")


def _env(epoch: int) -> dict[str, str]:
    return dict(os.environ, SOURCE_DATE_EPOCH=str(epoch), FORCE_SOURCE_DATE="1", TZ="UTC")


# --- compilers ---------------------------------------------------------------

def compile_weasyprint(source: Path, work: Path, epoch: int, timeout: int) -> Path:
    exe = _tool("weasyprint", "VITAE_WEASYPRINT")
    _run([exe, "--quiet", "--pdf-identifier", "vitae-corpus", source.name, "cv.pdf"], work, timeout, _env(epoch))
    return work / "cv.pdf"


def compile_pandoc(source: Path, work: Path, epoch: int, timeout: int) -> Path:
    exe = _tool("pandoc")
    _run([exe, source.name, "--standalone", "-o", "cv.pdf"], work, timeout, _env(epoch))
    return work / "cv.pdf"


def compile_groff(source: Path, work: Path, epoch: int, timeout: int) -> Path:
    exe = _tool("groff")
    done = subprocess.run([exe, "-Kutf8", "-ms", "-Tpdf", "-P-pa4", "-dpaper=a4", source.name], cwd=work,
                          env=_env(epoch), capture_output=True, timeout=timeout)
    if done.returncode != 0 or not done.stdout.startswith(b"%PDF"):
        raise RuntimeError(f"groff failed:\n{done.stderr.decode(errors='replace')[-3000:]}")
    (work / "cv.pdf").write_bytes(done.stdout)
    return work / "cv.pdf"


# --- JSON Resume themes, printed by WeasyPrint -------------------------------

_GRID = """<style>/* the Bootstrap 3 rules the theme uses, in place of the CDN stylesheet */
*, *:before, *:after { box-sizing: border-box; }
body { font-family: "Helvetica Neue", Helvetica, Arial, sans-serif; font-size: 14px; line-height: 1.42857; }
.row { margin-left: -15px; margin-right: -15px; }
.row:after { content: ""; display: table; clear: both; }
.col-xs-4, .col-xs-8 { float: left; position: relative; min-height: 1px; padding-left: 15px; padding-right: 15px; }
.col-xs-4 { width: 33.33333%; } .col-xs-8 { width: 66.66667%; }
</style>"""

_SKILL_LEVELS = ("Master", "Advanced", "Intermediate")


def weasy_theme(name: str, skill_levels: bool = False, january: bool = False):
    """A Row.build: the theme's HTML of the key, made printable offline (see the module's doc).
    With *skill_levels*, each skill gets a level word the theme draws as a bar (it needs one).
    With *january*, a start or end that is a year alone becomes January of it: the theme prints
    a year as "January 1, 2022", and the key (read back from resume.json) must say what it printed."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
        folder = next((d for d in node_dirs() if (d / "node_modules" / f"jsonresume-theme-{name}").is_dir()), None)
        if folder is None:
            raise NoTheme(f"jsonresume-theme-{name} is not installed in {os.pathsep.join(map(str, node_dirs()))}")
        resume = resume_json(native.dumps(native.loads(json.dumps(data))), lang)
        if skill_levels:
            for index, skill in enumerate(resume.get("skills", [])):
                skill["level"] = _SKILL_LEVELS[index % len(_SKILL_LEVELS)]
        if january:
            for items in resume.values():
                for item in items if isinstance(items, list) else []:
                    for k in ("startDate", "endDate"):
                        if isinstance(item, dict) and re.fullmatch(r"\d{4}", str(item.get(k, ""))):
                            item[k] = f"{item[k]}-01"
        done = subprocess.run(["node", "-e", _RENDER_JS, f"jsonresume-theme-{name}"],
                              input=json.dumps(_older_names(json.loads(json.dumps(resume)))), cwd=folder,
                              capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise RuntimeError(f"jsonresume-theme-{name}: {done.stderr[-2000:]}")
        page = done.stdout
        fa = FONT_AWESOME_CSS.read_text(encoding="utf-8") if FONT_AWESOME_CSS.is_file() else ""
        fa = re.sub(r"@font-face\s*\{[^}]*\}", "", fa)  # the installed FontAwesome face is used by name

        def offline(match: re.Match) -> str:
            href = match.group(1)
            if "bootstrap" in href:
                return _GRID
            if "font-awesome" in href:
                return f"<style>{fa}</style>"
            return ""
        page = re.sub(r'<link[^>]*rel="stylesheet"[^>]*href="(https?://[^"]+)"[^>]*>', offline, page)
        page = re.sub(r'<img\b[^>]*\bsrc="https?://[^"]*"[^>]*>', "", page)
        # WeasyPrint 70 fails on the logical float values (KeyError 'inline-end'): their physical
        # equivalents in a left-to-right page.
        page = re.sub(r"float:\s*inline-end", "float: right", page)
        page = re.sub(r"float:\s*inline-start", "float: left", page)
        return {"cv.html": page, "resume.json": json.dumps(resume, ensure_ascii=False, indent=1)}
    return build


# --- a hand-written HTML résumé on a grid, printed by WeasyPrint ------------

_GRID_CSS = """
@page { size: A4; margin: 16mm 16mm 18mm 16mm;
        @bottom-right { content: counter(page) " / " counter(pages); font-size: 8pt; color: #888; } }
body { font-family: "DejaVu Sans", sans-serif; font-size: 9pt; line-height: 1.38; color: #222; margin: 0; }
header { border-bottom: 2px solid ACCENT; padding-bottom: 3mm; margin-bottom: 4mm; }
header h1 { font-size: 21pt; font-weight: 300; letter-spacing: 0.5pt; margin: 0; }
header .headline { font-size: 11pt; color: ACCENT; margin: 1mm 0 2mm 0; }
header .contacts { font-size: 8.5pt; color: #444; }
header .contacts span + span:before { content: "  |  "; color: #aaa; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 1.2pt; color: ACCENT; margin: 5mm 0 2mm 0;
     border-bottom: 0.5pt solid #ccc; padding-bottom: 0.8mm; }
.grid { display: grid; grid-template-columns: 34mm 1fr; column-gap: 5mm; row-gap: 2.6mm; }
.when { color: #555; font-size: 8.5pt; padding-top: 0.4mm; }
.when .place { display: block; font-style: italic; color: #777; }
.what .title { font-weight: bold; }
.what .org { color: #333; }
.what ul { margin: 0.8mm 0 0 0; padding-left: 4mm; }
.what li { margin: 0.3mm 0; }
.what p { margin: 0.6mm 0 0 0; }
a { color: inherit; text-decoration: none; }
"""


def _grid_section(sec: dict, data_sec: dict) -> str:
    cells = []
    for b, entry in zip(sec["blocks"], data_sec.get("entries", [])):
        if b["type"] == "entry":
            left = escape(b["dates"]) + (f'<span class="place">{escape(b["location"])}</span>' if b["location"] else "")
            title = spans_html(b["title"])
            if b["url"]:
                title = f'<a href="{escape(b["url"], quote=True)}">{title}</a>'
            right = f'<div class="title">{title}</div>'
            if b["subtitle"]:
                right += f'<div class="org">{spans_html(b["subtitle"])}</div>'
            if b["summary"]:
                right += f"<p>{spans_html(b['summary'])}</p>"
            if b["highlights"]:
                right += "<ul>" + "".join(f"<li>{spans_html(h)}</li>" for h in b["highlights"]) + "</ul>"
        elif b["type"] == "skill":
            left, right = f"<strong>{escape(b['label'])}</strong>", spans_html(b["details"])
        elif b["type"] == "text":
            left, right = "", f"<p>{spans_html(b['text'])}</p>"
        elif b["type"] == "list":
            left, right = "", "<ul>" + "".join(f"<li>{spans_html(x)}</li>" for x in b["items"]) + "</ul>"
        elif b["type"] == "pub":
            names, _, venue = publication(entry)
            year = str(entry.get("date", ""))[:4]
            who = ", ".join(f"<strong>{escape(n)}</strong>" if me else escape(n) for n, me in names)
            venue = entry.get("venue") or entry.get("venue_short") or ""
            note = f" ({escape(entry['note'])})" if entry.get("note") else ""
            left = escape(year)
            right = f"{who}. {spans_html(b['title'])}. <em>{escape(venue)}</em>{note}."
        else:
            continue
        cells.append(f'<div class="when">{left}</div><div class="what">{right}</div>')
    return f'<section><h2>{escape(sec["title"])}</h2><div class="grid">{"".join(cells)}</div></section>'


def html_grid(accent: str):
    """A Row.build: html with a header across the page and every section a two-column grid,
    dates (and place) at the left of each entry."""
    def build(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
        v = view(data, style, lang)
        contacts = "".join(f"<span>{link_html(c['text'], c['url'])}</span>" for c in v["contacts"])
        body = "\n".join(_grid_section(s, d) for s, d in zip(v["sections"], data["sections"]))
        page = (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{escape(v["name"])}</title>'
                f'<style>{_GRID_CSS.replace("ACCENT", accent)}</style></head><body>'
                f'<header><h1>{escape(v["name"])}</h1><div class="headline">{escape(v["headline"])}</div>'
                f'<div class="contacts">{contacts}</div></header>{body}</body></html>')
        return {"cv.html": page}
    return build


# --- Markdown through Pandoc's default LaTeX template ------------------------

def _md(text: str) -> str:
    """Plain text as Markdown that prints it as is (every ASCII punctuation escaped)."""
    return re.sub(r"([\\`*_{}\[\]()#+\-.!|<>$%&~^\"'@:])", r"\\\1", text)


def _md_spans(spans: list[dict]) -> str:
    out = []
    for s in spans:
        piece = _md(s["text"])
        lead = piece[: len(piece) - len(piece.lstrip())]
        tail = piece[len(piece.rstrip()):]
        core = piece.strip()
        if core and s["italic"]:
            core = f"*{core}*"
        if core and s["bold"]:
            core = f"**{core}**"
        if core and s["url"]:
            core = f"[{core}]({s['url']})"
        out.append(lead + core + tail)
    return "".join(out)


def pandoc_markdown(data: dict, style: DateStyle, lang: str) -> str:
    """A Row.build: a Markdown CV as people write them for Pandoc: the name as the title,
    ``## Organisation``, then ``*Role*, place \\hfill dates`` and the bullets."""
    v = view(data, style, lang)
    meta = {"title": v["name"], "subtitle": v["headline"], "geometry": "margin=2cm", "fontfamily": "charter", "fontsize": "11pt",
            "colorlinks": True, "papersize": "a4"}
    lines = ["---"] + [f"{k}: {json.dumps(val, ensure_ascii=False)}" for k, val in meta.items() if val] + ["---", ""]
    contacts = [f"[{_md(c['text'])}]({c['url']})" if c["url"] else _md(c["text"]) for c in v["contacts"]]
    lines += [" · ".join(contacts), ""]
    for sec in v["sections"]:
        lines += [f"# {_md(sec['title'])}", ""]
        for b in sec["blocks"]:
            if b["type"] == "entry":
                title = _md_spans(b["title"])
                if b["url"]:
                    title = f"[{title}]({b['url']})"
                lines.append(f"## {title}")
                lines.append("")
                second = ", ".join(p for p in (_md_spans(b["subtitle"]) and f"*{_md_spans(b['subtitle'])}*",
                                               _md(b["location"])) if p)
                if second or b["dates"]:
                    lines.append(f"{second} \\hfill {_md(b['dates'])}" if b["dates"] else second)
                    lines.append("")
                if b["summary"]:
                    lines += [_md_spans(b["summary"]), ""]
                lines += [f"- {_md_spans(h)}" for h in b["highlights"]]
                lines.append("")
            elif b["type"] == "skill":
                lines += [f"**{_md(b['label'])}:** {_md_spans(b['details'])}", ""]
            elif b["type"] == "text":
                lines += [_md_spans(b["text"]), ""]
            elif b["type"] == "list":
                lines += [f"- {_md_spans(x)}" for x in b["items"]] + [""]
            elif b["type"] == "pub":
                who = ", ".join(f"**{_md(a['name'])}**" if a["me"] else _md(a["name"]) for a in b["authors"])
                lines += [f"- {who}. {_md_spans(b['title'])}. *{_md(b['venue'])}*.", ""]
    return "\n".join(lines) + "\n"


# --- troff with the ms macros, printed by gropdf ------------------------------

def _roff(text: str) -> str:
    """Plain text safe in a troff text line: backslashes escaped, no line starting with a
    control character, dashes and quotes as the glyphs they are."""
    text = text.replace("\\", "\\e").replace("\n", " ")
    return "\\&" + text if text[:1] in ".'" else text


def _roff_spans(spans: list[dict]) -> str:
    out = []
    for s in spans:
        piece = _roff(s["text"]).removeprefix("\\&") if out else _roff(s["text"])
        font = "BI" if s["bold"] and s["italic"] else "B" if s["bold"] else "I" if s["italic"] else ""
        out.append(f"\\f[{font}]{piece}\\f[]" if font else piece)
    return "".join(out)


def groff_ms(data: dict, style: DateStyle, lang: str) -> str:
    """A Row.build: ms with the name centred, ``.SH`` headings, the title in bold with the dates
    right-aligned on a tab stop, the organisation and place in italics below, ``.IP \\(bu``."""
    v = view(data, style, lang)
    out = [".nr PS 10", ".nr VS 12.5", ".nr LL 6.5i", ".nr PO 1i", ".nr HM 0.7i", ".nr FM 0.8i", ".nr PD 0.35v",
           ".ds CH", ".ds FAM H", ".ce 3", f"\\s[+8]\\f[B]{_roff(v['name'])}\\f[]\\s[0]"]
    out += [f"\\f[I]{_roff(v['headline'])}\\f[]" if v["headline"] else ""]
    out += [" \\(bu ".join(_roff(c["text"]).removeprefix("\\&") for c in v["contacts"])]
    out += [".sp 0.5"]
    for sec in v["sections"]:
        out += [".SH", _roff(sec["title"].upper())]
        for b in sec["blocks"]:
            if b["type"] == "entry":
                out += [".LP", ".ta \\n(.luR", f"\\f[B]{_roff_spans(b['title'])}\\f[]\t{_roff(b['dates'])}"]
                second = ", ".join(p for p in (_roff_spans(b["subtitle"]).removeprefix("\\&"), _roff(b["location"]).removeprefix("\\&")) if p)
                if second:
                    out += [".br", f"\\f[I]{second}\\f[]"]
                if b["summary"]:
                    out += [".br", _roff_spans(b["summary"])]
                for h in b["highlights"]:
                    out += [".IP \\(bu 2", _roff_spans(h)]
            elif b["type"] == "skill":
                out += [".LP", f"\\f[B]{_roff(b['label'])}:\\f[] {_roff_spans(b['details']).removeprefix(chr(92) + '&')}"]
            elif b["type"] == "text":
                out += [".LP", _roff_spans(b["text"])]
            elif b["type"] == "list":
                for x in b["items"]:
                    out += [".IP \\(bu 2", _roff_spans(x)]
            elif b["type"] == "pub":
                who = ", ".join(f"\\f[B]{_roff(a['name'])}\\f[]" if a["me"] else _roff(a["name"]) for a in b["authors"])
                out += [".IP \\(bu 2", f"{who}. {_roff_spans(b['title']).removeprefix(chr(92) + '&')}. "
                                       f"\\f[I]{_roff(b['venue']).removeprefix(chr(92) + '&')}\\f[]."]
    return "\n".join(line for line in out if line != "") + "\n"
