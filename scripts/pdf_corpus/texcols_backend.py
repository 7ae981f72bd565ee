"""Hand-written XeLaTeX layouts with Font Awesome icons (the "texcols" family):
arrangements that CV classes on CTAN use, set with packages not used by the
other families (multicol, minipage rows, fontspec with an icon font):

- :func:`latex_datecol`: every entry a row of two minipages, the dates and the
  place in a narrow column at the left (the place under the dates), the
  title, organisation and bullets at the right; headings behind an icon, in
  small capitals, with a rule filling the rest of the line;
- :func:`latex_multicol`: the name and contacts (behind icons) across the
  page, the body in two balanced ``multicols`` columns; under each title the
  organisation, then the dates behind a calendar icon and the place behind a
  map-marker icon on one line;
- :func:`latex_tagheader`: the name and headline at the left of the header,
  the contacts right-aligned one a line behind icons at the right; headings
  in capitals behind an icon in a coloured disc; the dates of an entry in a
  coloured tag at the right of its title.

Icons are Font Awesome 4 glyphs (Debian: fonts-font-awesome) in the Private
Use Area, as the fontawesome packages print them under XeLaTeX; text faces
are Open Sans and Lato (fonts-open-sans, fonts-lato). User text goes through
latex.tex/inline only.
"""

from __future__ import annotations

import latex
from common import DateStyle, contacts, item, publication

_DATED = ("education", "experience", "project", "generic", "award")
_ICON = {"email": "F0E0", "phone": "F095", "website": "F0AC", "location": "F041", "GitHub": "F09B",
         "LinkedIn": "F0E1", "ORCID": "F2BB", "Google Scholar": "F19D", "link": "F0C1",
         "experience": "F0B1", "education": "F19D", "skills": "F121", "awards": "F091", "publications": "F02D",
         "projects": "F0EB", "about": "F007", "interests": "F004", "research": "F0C3", "misc": "F005",
         "calendar": "F073"}


def _icon(name: str) -> str:
    code = _ICON.get(name, _ICON["link"])
    return '{\\FA\\symbol{"' + code + '}}'


def _preamble(font: str, accent: str, size: str = "10pt") -> list[str]:
    return [rf"\documentclass[a4paper,{size}]{{article}}",
            r"\usepackage{fontspec}",
            rf"\setmainfont{{{font}}}",
            r"\newfontfamily\FA{FontAwesome}",
            r"\usepackage[margin=14mm]{geometry}",
            r"\usepackage{xcolor,enumitem,multicol}",
            r"\usepackage[hidelinks]{hyperref}",
            rf"\definecolor{{accent}}{{HTML}}{{{accent}}}",
            r"\pagestyle{empty}\setlength{\parindent}{0pt}",
            r"\setlist[itemize]{nosep,leftmargin=1.1em,label={\color{accent}\textbullet}}"]


def _other(e: dict) -> str:
    """Publications, skills, texts and lists as one paragraph."""
    k = e["kind"]
    if k == "publication":
        _, title, venue = publication(e)
        return rf"{latex.authors(e)}. {latex.inline(title)}. \emph{{{latex.tex(venue)}}}."
    if k == "skill":
        return rf"\textbf{{{latex.tex(e.get('label'))}}}: {latex.inline(e.get('details'))}"
    if k == "text":
        return latex.inline(e["text"])
    if k == "list":
        return ", ".join(latex.inline(x) for x in e["items"])
    raise ValueError(f"texcols: no layout for {k!r}")


def _contact_items(b: dict) -> list[str]:
    return [rf"{_icon(label)}~{latex.linked(shown, link)}" for label, shown, link in contacts(b)]


# --- a date column made of minipage rows ------------------------------------------

def latex_datecol(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    body = []
    for sec in data["sections"]:
        body.append(rf"\par\medskip{{\color{{accent}}\large {_icon(sec['kind'])}\enspace\scshape "
                    rf"{latex.tex(sec.get('title', ''))}}}\enspace{{\color{{accent}}\hrulefill}}\par\smallskip")
        for e in sec["entries"]:
            if e["kind"] in _DATED:
                it = item(e, style, lang)
                left = rf"{{\small {latex.tex(it.dates)}}}"
                if it.location:
                    left += rf"\\{{\footnotesize\color{{gray}} {latex.tex(it.location)}}}"
                right = [rf"\textbf{{{latex.inline(it.title)}}}"]
                if it.subtitle:
                    right.append(rf"\\\textit{{{latex.inline(it.subtitle)}}}")
                if it.url:
                    right.append(rf"\\{{\small {_icon('link')}~{latex.linked(it.url.removeprefix('https://'), it.url)}}}")
                if it.summary:
                    right.append(rf"\\{latex.inline(it.summary)}")
                if it.highlights:
                    right.append("\n" + latex.itemize(it.highlights))
                body.append(rf"\noindent\begin{{minipage}}[t]{{0.2\textwidth}}\raggedright {left}\end{{minipage}}"
                            rf"\hfill\begin{{minipage}}[t]{{0.77\textwidth}}{''.join(right)}\end{{minipage}}"
                            r"\par\medskip")
            else:
                body.append(rf"\noindent\hspace*{{0.23\textwidth}}\begin{{minipage}}[t]{{0.77\textwidth}}"
                            rf"{_other(e)}\end{{minipage}}\par\smallskip")
    head = [rf"{{\fontsize{{24}}{{28}}\selectfont\bfseries {latex.tex(b['name'])}}}\par\smallskip"]
    if b.get("headline"):
        head.append(rf"{{\large\color{{accent}} {latex.tex(b['headline'])}}}\par\smallskip")
    head.append(r"{\small " + r"\quad ".join(_contact_items(b)) + r"}\par")
    return "\n".join([*_preamble("Open Sans", "2A6F97", "10pt"), r"\begin{document}", *head, *body,
                      r"\end{document}", ""])


# --- two balanced columns under a header -------------------------------------------

def latex_multicol(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    body = []
    for sec in data["sections"]:
        body.append(rf"\par\medskip{{\color{{accent}}\bfseries\MakeUppercase{{{latex.tex(sec.get('title', ''))}}}}}"
                    r"\par\vspace{1pt}{\color{accent}\hrule height 0.6pt}\par\smallskip")
        for e in sec["entries"]:
            if e["kind"] in _DATED:
                it = item(e, style, lang)
                parts = [rf"{{\bfseries {latex.inline(it.title)}}}\par"]
                if it.subtitle:
                    parts.append(rf"{{\color{{accent}} {latex.inline(it.subtitle)}}}\par")
                meta = []
                if it.dates:
                    meta.append(rf"{_icon('calendar')}~{latex.tex(it.dates)}")
                if it.location:
                    meta.append(rf"{_icon('location')}~{latex.tex(it.location)}")
                if meta:
                    parts.append(r"{\footnotesize\color{darkgray} " + r"\quad ".join(meta) + r"}\par")
                if it.url:
                    parts.append(rf"{{\footnotesize {_icon('link')}~{latex.linked(it.url.removeprefix('https://'), it.url)}}}\par")
                if it.summary:
                    parts.append(latex.inline(it.summary) + r"\par")
                if it.highlights:
                    parts.append(latex.itemize(it.highlights))
                body.append("\n".join(parts) + r"\par\smallskip")
            else:
                body.append(_other(e) + r"\par\smallskip")
    head = [r"\begin{center}", rf"{{\fontsize{{22}}{{26}}\selectfont {latex.tex(b['name'])}}}\\[3pt]"]
    if b.get("headline"):
        head.append(rf"{{\color{{accent}}\large {latex.tex(b['headline'])}}}\\[3pt]")
    head += [r"{\small " + r"\enspace\textbar\enspace ".join(_contact_items(b)) + "}", r"\end{center}"]
    return "\n".join([*_preamble("Lato", "7A3E65", "10pt"), r"\setlength{\columnsep}{7mm}",
                      r"\begin{document}", *head, r"\begin{multicols}{2}\raggedright", *body,
                      r"\end{multicols}", r"\end{document}", ""])


# --- a header with the contacts at the right, dates in tags ---------------------------

def latex_tagheader(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    body = []
    for sec in data["sections"]:
        body.append(r"\par\medskip\noindent\colorbox{accent}{\makebox[1.1em]{\color{white}\small "
                    + _icon(sec["kind"]) + r"}}\enspace{\large\bfseries\color{accent}\MakeUppercase{"
                    + latex.tex(sec.get("title", "")) + r"}}\par\smallskip")
        for e in sec["entries"]:
            if e["kind"] in _DATED:
                it = item(e, style, lang)
                line = rf"\textbf{{{latex.inline(it.title)}}}"
                if it.dates:
                    line += rf"\hfill\colorbox{{accent!12}}{{\small {latex.tex(it.dates)}}}"
                parts = [line + r"\par"]
                where = r" \textbullet{} ".join(x for x in (latex.inline(it.subtitle), latex.tex(it.location)) if x)
                if where:
                    parts.append(rf"{{\itshape {where}}}\par")
                if it.url:
                    parts.append(rf"{{\small {_icon('link')}~{latex.linked(it.url.removeprefix('https://'), it.url)}}}\par")
                if it.summary:
                    parts.append(latex.inline(it.summary) + r"\par")
                if it.highlights:
                    parts.append(latex.itemize(it.highlights))
                body.append("\n".join(parts) + r"\par\smallskip")
            else:
                body.append(_other(e) + r"\par\smallskip")
    right = r"\\".join(rf"{latex.linked(shown, link)}~{_icon(label)}" for label, shown, link in contacts(b))
    left = rf"{{\fontsize{{24}}{{28}}\selectfont\bfseries {latex.tex(b['name'])}}}"
    if b.get("headline"):
        left += rf"\\[4pt]{{\large\color{{accent}} {latex.tex(b['headline'])}}}"
    head = [rf"\noindent\begin{{minipage}}[c]{{0.55\textwidth}}{left}\end{{minipage}}\hfill"
            rf"\begin{{minipage}}[c]{{0.43\textwidth}}\raggedleft\small {right}\end{{minipage}}\par\medskip",
            r"{\color{accent}\hrule height 1pt}\par"]
    return "\n".join([*_preamble("Open Sans", "1E6B52", "10pt"), r"\begin{document}", *head, *body,
                      r"\end{document}", ""])
