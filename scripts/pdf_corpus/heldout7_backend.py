"""Held out a seventh time: the shapes of the LaTeX CVs most often found in public
repositories, written here from scratch (no template was fetched), set with pdfLaTeX's
own fonts, and scored once before the reader is changed for them.

- ``subheading``: a one-page article in Computer Modern with ``glyphtounicode``, small-capital
  headings over a rule (titlesec), each entry a two-row table — the organisation in bold
  with its place flush right, the role in small italics with the dates flush right — then
  small bullets; skills as "**Label**: details" lines.
- ``hfill``: the plainest hand-made CV: ``\\section*`` headings, "**Organisation**, Place
  \\hfill dates" over the role (or degree) on the next line, ``itemize`` bullets, Computer
  Modern without ``glyphtounicode`` (the bullets' font carries no Unicode mapping).
- ``twocol``: two minipages in Helvetica: a narrow left column (education, skills, awards)
  with each field on its own line, a wide right one (experience, projects) with
  "**Role** | Organisation" over a grey line "dates | place".
- ``description``: Palatino, ``description`` lists whose labels are the dates
  ("2019 – 2022") beside "**Role**, *Organisation*, Place." and a nested list of bullets.

Every user string passes through :func:`latex.tex` or :func:`latex.inline`.
"""

from __future__ import annotations

from common import DateStyle, contacts, item, plain, publication
from latex import authors, inline, itemize, linked, tex


_DATED = ("education", "experience", "project", "generic", "award")
"""The entry kinds every layout here prints as a dated entry (a title, a line under it, bullets)."""


def _entries(data: dict, style: DateStyle, lang: str, kinds: tuple[str, ...] | None = None,
             skip: tuple[str, ...] = ()) -> list[tuple[dict, list[dict]]]:
    return [(s, s.get("entries", [])) for s in data["sections"]
            if (kinds is None or s["kind"] in kinds) and s["kind"] not in skip]


def _pubs(entries: list[dict], env: str = "enumerate") -> str:
    lines = []
    for e in entries:
        _, title, venue = publication(e)
        lines.append(rf"\item {authors(e)}. {inline(title)}. \emph{{{tex(venue)}}}.")
    return rf"\begin{{{env}}}" + "\n" + "\n".join(lines) + rf"\end{{{env}}}" if lines else ""


def _other(e: dict) -> str:
    k = e["kind"]
    if k == "skill":
        return rf"\textbf{{{tex(e.get('label'))}}}: {inline(e.get('details'))}\par"
    if k == "text":
        return inline(e["text"]) + r"\par"
    if k == "list":
        return itemize(e["items"])
    raise ValueError(f"heldout7: no layout for {k!r}")


# --- subheading ---------------------------------------------------------------

_SUBHEADING = r"""\documentclass[letterpaper,11pt]{article}
\usepackage[empty]{fullpage}
\usepackage{titlesec}
\usepackage[usenames,dvipsnames]{xcolor}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\usepackage{tabularx}
\input{glyphtounicode}
\pdfgentounicode=1
\addtolength{\oddsidemargin}{-0.5in}
\addtolength{\textwidth}{1in}
\addtolength{\topmargin}{-.5in}
\addtolength{\textheight}{1.0in}
\raggedbottom
\raggedright
\setlength{\tabcolsep}{0in}
\titleformat{\section}{\vspace{-4pt}\scshape\raggedright\large}{}{0em}{}[\color{black}\titlerule \vspace{-5pt}]
\newcommand{\subheading}[4]{\vspace{-2pt}\item
  \begin{tabular*}{0.97\textwidth}[t]{l@{\extracolsep{\fill}}r}
    \textbf{#1} & #2 \\
    \textit{\small#3} & \textit{\small #4} \\
  \end{tabular*}\vspace{-7pt}}
\newcommand{\oneline}[2]{\item
  \begin{tabular*}{0.97\textwidth}{l@{\extracolsep{\fill}}r}
    \small#1 & #2 \\
  \end{tabular*}\vspace{-7pt}}
\begin{document}
\begin{center}
  \textbf{\Huge \scshape %(name)s} \\ \vspace{1pt}
  %(headline)s
  \small %(contacts)s
\end{center}
%(body)s
\end{document}
"""


def subheading(data: dict, style: DateStyle, lang: str) -> str:
    body = []
    for section, entries in _entries(data, style, lang):
        body.append(rf"\section{{{tex(section['title'])}}}")
        dated = [e for e in entries if e["kind"] in _DATED]
        if dated:
            body.append(r"\begin{itemize}[leftmargin=0.15in, label={}]")
            for e in dated:
                it = item(e, style, lang)
                if e["kind"] == "experience":
                    body.append(rf"\subheading{{{tex(plain(it.subtitle))}}}{{{tex(it.location)}}}"
                                rf"{{{inline(it.title)}}}{{{tex(it.dates)}}}")
                elif e["kind"] == "education":
                    body.append(rf"\subheading{{{inline(it.title)}}}{{{tex(it.location)}}}"
                                rf"{{{inline(it.subtitle)}}}{{{tex(it.dates)}}}")
                else:
                    sub = rf" $|$ \emph{{{inline(it.subtitle)}}}" if it.subtitle else ""
                    body.append(rf"\oneline{{\textbf{{{inline(it.title)}}}{sub}}}{{{tex(it.dates)}}}")
                if it.summary:
                    body.append(rf"{{\small {inline(it.summary)}}}\par")
                if it.highlights:
                    body.append(itemize(it.highlights, "itemize", r"[leftmargin=0.15in]"))
            body.append(r"\end{itemize}")
        pubs = [e for e in entries if e["kind"] == "publication"]
        if pubs:
            body.append(_pubs(pubs))
        rest = [e for e in entries if e["kind"] in ("skill", "text", "list")]
        if rest:
            body.append(r"\begin{itemize}[leftmargin=0.15in, label={}]\small\item")
            body.extend(_other(e) for e in rest)
            body.append(r"\end{itemize}")
    line = r" $|$ ".join(linked(shown, link) for _, shown, link in contacts(data["basics"]))
    headline = data["basics"].get("headline")
    return _SUBHEADING % {"name": tex(data["basics"]["name"]), "headline": rf"{tex(headline)} \\" if headline else "",
                          "contacts": line, "body": "\n".join(body)}


# --- hfill --------------------------------------------------------------------

_HFILL = r"""\documentclass[11pt]{article}
\usepackage[margin=2cm]{geometry}
\usepackage{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\begin{document}
\begin{center}
{\LARGE\bfseries %(name)s}\\[3pt]
%(headline)s
%(contacts)s
\end{center}
%(body)s
\end{document}
"""


def hfill(data: dict, style: DateStyle, lang: str) -> str:
    body = []
    for section, entries in _entries(data, style, lang):
        body.append(rf"\section*{{{tex(section['title'])}}}")
        for e in entries:
            k = e["kind"]
            if k in _DATED:
                it = item(e, style, lang)
                if k == "experience":
                    head, under = tex(plain(it.subtitle)), inline(it.title)
                else:
                    head, under = inline(it.title), inline(it.subtitle)
                place = rf", {tex(it.location)}" if it.location else ""
                line = rf"\textbf{{{head}}}{place} \hfill {tex(it.dates)}"
                if k == "experience" and under:
                    line += rf"\\" "\n" rf"\textit{{{under}}}"
                elif under:
                    line += rf"\\" "\n" + under
                if it.summary:
                    line += rf"\\" "\n" + inline(it.summary)
                body.append(line)
                body.append(itemize(it.highlights) if it.highlights else r"\par\smallskip")
            elif k == "publication":
                body.append(_pubs([e]))
            else:
                body.append(_other(e))
    b = data["basics"]
    line = r" \textbar{} ".join(linked(shown, link) for _, shown, link in contacts(b))
    headline = tex(b.get("headline")) + r"\\" if b.get("headline") else ""
    return _HFILL % {"name": tex(b["name"]), "headline": headline, "contacts": line, "body": "\n\n".join(body)}


# --- twocol -------------------------------------------------------------------

_TWOCOL = r"""\documentclass[10pt]{article}
\usepackage[a4paper,margin=1.4cm]{geometry}
\usepackage[scaled]{helvet}
\renewcommand{\familydefault}{\sfdefault}
\usepackage[T1]{fontenc}
\usepackage{xcolor}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\definecolor{grey}{HTML}{6B6B6B}
\definecolor{accent}{HTML}{1D5F8A}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\setlist[itemize]{leftmargin=1em,itemsep=0pt,topsep=2pt,parsep=0pt}
\newcommand{\heading}[1]{\vspace{8pt}{\color{accent}\large\bfseries\MakeUppercase{#1}}\par\vspace{2pt}}
\begin{document}
{\fontsize{26}{30}\selectfont %(name)s}\hfill\begin{minipage}[b]{0.38\textwidth}\raggedleft\small %(contacts)s\end{minipage}\\[2pt]
{\color{grey}\large %(headline)s}
\vspace{10pt}

\begin{minipage}[t]{0.30\textwidth}
%(left)s
\end{minipage}\hfill
\begin{minipage}[t]{0.65\textwidth}
%(right)s
\end{minipage}
\end{document}
"""

_LEFT = ("education", "skills", "awards", "languages", "interests")


def _twocol_column(sections: list[tuple[dict, list[dict]]], style: DateStyle, lang: str, narrow: bool) -> str:
    out = []
    for section, entries in sections:
        out.append(rf"\heading{{{tex(section['title'])}}}")
        for e in entries:
            k = e["kind"]
            if k in _DATED:
                it = item(e, style, lang)
                if narrow:
                    lines = [rf"\textbf{{{inline(it.title)}}}", inline(it.subtitle),
                             rf"{{\color{{grey}}{tex(it.dates)}}}", rf"{{\color{{grey}}{tex(it.location)}}}"]
                    out.append(r"\\".join(line for line in lines if line and not line.endswith("{}}")) + r"\par\smallskip")
                else:
                    who = inline(it.title) if it.title else inline(it.subtitle)
                    sub = rf" \textbar{{}} {inline(it.subtitle)}" if it.title and it.subtitle else ""
                    grey = r" \textbar{} ".join(x for x in (tex(it.dates), tex(it.location)) if x)
                    out.append(rf"\textbf{{{who}}}{sub}\\{{\color{{grey}}\small {grey}}}\par")
                if it.summary:
                    out.append(inline(it.summary) + r"\par")
                if it.highlights:
                    out.append(itemize(it.highlights))
                out.append(r"\smallskip")
            elif k == "publication":
                out.append(_pubs([e], "itemize"))
            elif k == "skill" and narrow:
                out.append(rf"\textbf{{{tex(e.get('label'))}}}\\ {inline(e.get('details'))}\par\smallskip")
            else:
                out.append(_other(e))
    return "\n".join(out)


def twocol(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    left = _twocol_column(_entries(data, style, lang, _LEFT), style, lang, narrow=True)
    right = _twocol_column(_entries(data, style, lang, skip=_LEFT), style, lang, narrow=False)
    line = r"\\".join(linked(shown, link) for _, shown, link in contacts(b))
    return _TWOCOL % {"name": tex(b["name"]), "headline": tex(b.get("headline")), "contacts": line,
                      "left": left, "right": right}


# --- description --------------------------------------------------------------

_DESCRIPTION = r"""\documentclass[11pt,a4paper]{article}
\usepackage[margin=2.2cm]{geometry}
\usepackage{mathpazo}
\usepackage[T1]{fontenc}
\usepackage{enumitem}
\usepackage[hidelinks]{hyperref}
\pagestyle{empty}
\setlength{\parindent}{0pt}
\setlist[description]{leftmargin=3.2cm,labelwidth=3.0cm,labelsep=0.2cm,font=\normalfont,align=left,itemsep=4pt}
\begin{document}
{\huge %(name)s}\par\smallskip
\emph{%(headline)s}\par\smallskip
%(contacts)s
%(body)s
\end{document}
"""


def description(data: dict, style: DateStyle, lang: str) -> str:
    body = []
    for section, entries in _entries(data, style, lang):
        body.append(rf"\section*{{{tex(section['title'])}}}")
        dated = [e for e in entries if e["kind"] in _DATED]
        if dated:
            body.append(r"\begin{description}")
            for e in dated:
                it = item(e, style, lang)
                if e["kind"] == "experience":
                    parts = [rf"\textbf{{{inline(it.title)}}}", rf"\emph{{{tex(plain(it.subtitle))}}}"]
                elif e["kind"] == "education":
                    parts = [inline(it.subtitle), rf"\emph{{{inline(it.title)}}}"]
                else:
                    parts = [rf"\textbf{{{inline(it.title)}}}", inline(it.subtitle)]
                parts.append(tex(it.location))
                line = ", ".join(p for p in parts if p and p != r"\emph{}") + "."
                body.append(rf"\item[{tex(it.dates)}] {line}")
                if it.summary:
                    body.append(r"\newline " + inline(it.summary))
                if it.highlights:
                    body.append(itemize(it.highlights, "itemize", "[leftmargin=1.2em,topsep=2pt,itemsep=0pt]"))
            body.append(r"\end{description}")
        pubs = [e for e in entries if e["kind"] == "publication"]
        if pubs:
            body.append(_pubs(pubs))
        body.extend(_other(e) for e in entries if e["kind"] in ("skill", "text", "list"))
    b = data["basics"]
    line = r" \textperiodcentered{} ".join(linked(shown, link) for _, shown, link in contacts(b))
    return _DESCRIPTION % {"name": tex(b["name"]), "headline": tex(b.get("headline")), "contacts": line,
                           "body": "\n".join(body)}
