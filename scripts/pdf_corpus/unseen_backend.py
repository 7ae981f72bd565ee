"""LaTeX layouts the reader was not written against, kept apart so their score is
an honest "unseen" figure:

- :func:`latex_curve`: the ``curve`` class of TeX Live (dates in a key column
  at the left, "Role, Organisation" run into the entry's first sentence,
  headings as rubrics);
- :func:`latex_subheading`: an ``article`` résumé of the kind many one-page
  LaTeX templates copy (name in small capitals, contacts on one line between
  bars, headings in small capitals over a rule, each entry two lines: the
  organisation with the place at the right, then the role in italics with the
  dates at the right: the dates are *not* on the title line), in English or
  with ``ctex`` in Chinese.

User text goes through latex.tex/inline only.
"""

from __future__ import annotations

import latex
from common import DateStyle, contacts, item, publication, view


def _entry_parts(e: dict, style: DateStyle, lang: str):
    k = e["kind"]
    if k in ("education", "experience", "project", "generic", "award"):
        return item(e, style, lang)
    return None


def latex_curve(data: dict, style: DateStyle, lang: str) -> dict[str, str]:
    """A curve résumé: one rubric file per section, each entry a row of the rubric's table."""
    b = data["basics"]
    files: dict[str, str] = {}
    rubrics = []
    for n, sec in enumerate(data["sections"]):
        rows = []
        for e in sec["entries"]:
            it = _entry_parts(e, style, lang)
            if it is not None:
                head = rf"\textbf{{{latex.inline(it.title)}}}"
                if it.subtitle:
                    head += f", {latex.inline(it.subtitle)}"
                if it.location:
                    head += f", {latex.tex(it.location)}"
                body = [head + "."]
                if it.summary:
                    body.append(latex.inline(it.summary))
                if it.highlights:
                    body.append(latex.itemize(it.highlights))
                rows.append(rf"\entry*[{latex.tex(it.dates)}] " + " ".join(body))
            elif e["kind"] == "skill":
                rows.append(rf"\entry*[{latex.tex(e.get('label'))}] {latex.inline(e.get('details'))}")
            elif e["kind"] == "publication":
                _, title, venue = publication(e)
                rows.append(rf"\entry* {latex.authors(e)}. {latex.inline(title)}. \emph{{{latex.tex(venue)}}}.")
            elif e["kind"] == "text":
                rows.append(rf"\entry* {latex.inline(e['text'])}")
            elif e["kind"] == "list":
                rows.extend(rf"\entry* {latex.inline(x)}" for x in e["items"])
        name = f"rubric{n}"
        files[f"{name}.tex"] = (rf"\begin{{rubric}}{{{latex.tex(sec.get('title', ''))}}}" + "\n"
                                + "\n".join(rows) + "\n" + r"\end{rubric}" + "\n")
        rubrics.append(rf"\makerubric{{{name}}}")
    shown = [latex.linked(text, link) for _, text, link in contacts(b)]
    half = (len(shown) + 1) // 2
    files["cv.tex"] = "\n".join([
        r"\documentclass[a4paper,10pt]{curve}",
        r"\usepackage[T1]{fontenc}\usepackage[utf8]{inputenc}\usepackage{lmodern}",
        r"\usepackage[colorlinks=false,hidelinks]{hyperref}",
        r"\usepackage[margin=18mm]{geometry}",
        r"\rubricfont{\Large\bfseries\sffamily}\keyfont{\small\itshape}",
        r"\leftheader{" + r"\\".join(shown[:half]) + "}",
        r"\rightheader{" + r"\\".join(shown[half:]) + "}",
        rf"\title{{{latex.tex(b['name'])}}}",
        rf"\subtitle{{{latex.tex(b.get('headline', ''))}}}" if b.get("headline") else "",
        r"\begin{document}", r"\makeheaders[c]", r"\maketitle",
        *rubrics, r"\end{document}", ""])
    return files


def latex_subheading(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    zh = lang == "zh"
    contact_line = r" $|$ ".join(latex.linked(text, link) for _, text, link in contacts(b))
    body = []
    for sec in data["sections"]:
        body.append(rf"\cvsection{{{latex.tex(sec.get('title', ''))}}}")
        items = []
        for e in sec["entries"]:
            it = _entry_parts(e, style, lang)
            if it is not None and e["kind"] != "award":
                # the organisation (or school) first, the role under it with the dates
                top, below = (it.subtitle, it.title) if e["kind"] == "experience" and it.subtitle else (it.title, it.subtitle)
                items.append(rf"\subheading{{{latex.inline(top)}}}{{{latex.tex(it.location)}}}"
                             rf"{{{latex.inline(below)}}}{{{latex.tex(it.dates)}}}")
                if it.summary:
                    items.append(rf"\item[] {latex.inline(it.summary)}")
                if it.highlights:
                    items.append(r"\begin{itemize}[leftmargin=1.4em,itemsep=0pt,topsep=0pt]"
                                 + "".join(rf"\item {latex.inline(h)}" for h in it.highlights) + r"\end{itemize}")
            elif it is not None:
                extra = f", {latex.tex(it.subtitle)}" if it.subtitle else ""
                items.append(rf"\item \textbf{{{latex.inline(it.title)}}}{extra} \hfill {latex.tex(it.dates)}")
            elif e["kind"] == "skill":
                items.append(rf"\item \textbf{{{latex.tex(e.get('label'))}}}{{:}} {latex.inline(e.get('details'))}")
            elif e["kind"] == "publication":
                _, title, venue = publication(e)
                items.append(rf"\item {latex.authors(e)}. {latex.inline(title)}. \emph{{{latex.tex(venue)}}}.")
            elif e["kind"] == "text":
                items.append(rf"\item[] {latex.inline(e['text'])}")
            elif e["kind"] == "list":
                items.extend(rf"\item {latex.inline(x)}" for x in e["items"])
        body.append(r"\begin{itemize}[leftmargin=0.15in,label={}]" + "\n" + "\n".join(items) + "\n" + r"\end{itemize}")
    preamble = [
        r"\documentclass[letterpaper,10pt]{article}",
        r"\usepackage[T1]{fontenc}\usepackage{lmodern}" if not zh else r"\usepackage[UTF8,heading=false]{ctex}",
        r"\usepackage[margin=0.6in]{geometry}\usepackage{enumitem}\usepackage{titlesec}",
        r"\usepackage[hidelinks]{hyperref}\pagestyle{empty}\setlength{\parindent}{0pt}",
        r"\titleformat{\section}{\vspace{-4pt}\scshape\raggedright\large}{}{0em}{}[\titlerule\vspace{-5pt}]",
        r"\newcommand{\cvsection}[1]{\section*{#1}}",
        r"\newcommand{\subheading}[4]{\item\begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}"
        r"\textbf{#1} & #2 \\ \textit{\small#3} & \textit{\small #4} \\ \end{tabular*}\vspace{-5pt}}",
    ]
    head = [r"\begin{center}", rf"{{\Huge \scshape {latex.tex(b['name'])}}} \\ \vspace{{2pt}}",
            rf"{latex.tex(b.get('headline', ''))} \\ \vspace{{1pt}}" if b.get("headline") else "",
            rf"\small {contact_line}", r"\end{center}"]
    return "\n".join([*preamble, r"\begin{document}", *head, *body, r"\end{document}", ""])


_RIGHT_SIDEBAR_CSS = """
@page { size: A4; margin: 12mm 12mm; }
body { font-family: "DejaVu Serif", "Noto Serif CJK SC", serif; font-size: 9.5pt; color: #1b1b1b; line-height: 1.45; margin: 0; }
header { border-bottom: 3px solid ACCENT; padding-bottom: 3mm; margin-bottom: 4mm; }
header h1 { font-family: "DejaVu Sans", "Noto Sans CJK SC", sans-serif; font-size: 24pt; margin: 0; letter-spacing: 0.02em; }
header .headline { font-size: 11pt; color: ACCENT; }
.cols { display: flex; gap: 8mm; }
main { flex: 1; }
aside { width: 56mm; font-size: 9pt; }
h2 { font-family: "DejaVu Sans", "Noto Sans CJK SC", sans-serif; font-size: 11pt; color: ACCENT; margin: 4mm 0 1.5mm; }
.entry { margin: 2mm 0 1mm; break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 3mm; }
.title { font-weight: 700; }
.dates { color: #555; white-space: nowrap; font-size: 8.5pt; }
.sub { color: #333; font-style: italic; }
ul { margin: 0.5mm 0 0; padding-left: 4mm; }
.skill b { display: block; }
p { margin: 1mm 0; }
a { color: inherit; text-decoration: none; }
.contact { margin: 0.6mm 0; word-break: break-all; }
"""


def html_right_sidebar(side: tuple[str, ...], accent: str, contact_title: str):
    """A header across the page, then the main column at the left and a narrower
    sidebar at the *right* (contacts, then the sections named in *side*)."""
    def build(data: dict, dates: DateStyle, lang: str) -> str:
        from html import escape

        from html_backend import _section, link_html

        v = view(data, dates, lang)
        contacts_html = "\n".join(f'<div class="contact">{link_html(c["text"], c["url"])}</div>' for c in v["contacts"])
        main = "\n".join(_section(s, lang) for s in v["sections"] if s["kind"] not in side)
        aside = "\n".join(_section(s, lang) for s in v["sections"] if s["kind"] in side)
        css = _RIGHT_SIDEBAR_CSS.replace("ACCENT", accent)
        headline = f'<div class="headline">{escape(v["headline"])}</div>' if v["headline"] else ""
        return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{escape(v["name"])}</title>'
                f"<style>{css}</style></head><body><header><h1>{escape(v['name'])}</h1>{headline}</header>"
                f'<div class="cols"><main>{main}</main><aside><section><h2>{escape(contact_title)}</h2>'
                f"{contacts_html}</section>{aside}</aside></div></body></html>")
    return build


def latex_simplecv(data: dict, style: DateStyle, lang: str) -> str:
    """TeX Live's simplecv class (held out): contacts in two blocks at the top, the
    name centred under them, each entry an item of a topic list with its dates as
    the label in the left margin, the title in bold, the organisation on the next line."""
    b = data["basics"]
    shown = [latex.linked(text, link) for _, text, link in contacts(b)]
    half = (len(shown) + 1) // 2
    body = []
    for sec in data["sections"]:
        body.append(rf"\section{{{latex.tex(sec.get('title', ''))}}}")
        items = []
        for e in sec["entries"]:
            it = _entry_parts(e, style, lang)
            if it is not None:
                lines = [rf"\textbf{{{latex.inline(it.title)}}}"]
                sub = ", ".join(x for x in (latex.inline(it.subtitle), latex.tex(it.location)) if x)
                if sub:
                    lines.append(rf"\\ \emph{{{sub}}}")
                if it.summary:
                    lines.append(rf"\\ {latex.inline(it.summary)}")
                if it.highlights:
                    lines.append(latex.itemize(it.highlights))
                items.append(rf"\item[{latex.tex(it.dates)}] " + " ".join(lines))
            elif e["kind"] == "skill":
                items.append(rf"\item[{latex.tex(e.get('label'))}] {latex.inline(e.get('details'))}")
            elif e["kind"] == "publication":
                _, title, venue = publication(e)
                items.append(rf"\item[] {latex.authors(e)}. {latex.inline(title)}. \emph{{{latex.tex(venue)}}}.")
            elif e["kind"] == "text":
                items.append(rf"\item[] {latex.inline(e['text'])}")
            elif e["kind"] == "list":
                items.extend(rf"\item[] {latex.inline(x)}" for x in e["items"])
        body.append(r"\begin{topic}" + "\n" + "\n".join(items) + "\n" + r"\end{topic}")
    head = [r"\documentclass[a4paper,10pt]{simplecv}", r"\usepackage[T1]{fontenc}\usepackage[utf8]{inputenc}",
            r"\usepackage[margin=20mm]{geometry}\usepackage[hidelinks]{hyperref}",
            r"\leftheader{" + r"\\".join(shown[:half]) + "}", r"\rightheader{" + r"\\".join(shown[half:]) + "}",
            rf"\title{{{latex.tex(b['name'])}}}", r"\begin{document}", r"\maketitle"]
    if b.get("headline"):
        head.append(rf"\begin{{center}}{latex.tex(b['headline'])}\end{{center}}")
    return "\n".join([*head, *body, r"\end{document}", ""])
