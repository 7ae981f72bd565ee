"""LaTeX layouts held out from the reader (the "heldout2" family): scored before any
change to the reader was made for them, so their first score is an honest
figure for generators it had not seen.

- :func:`latex_europecv`: TeX Live's ``europecv`` class as the old Europass CV
  is filled in: a column of labels at the left ("Dates", "Occupation or
  position held", "Name of employer") and the values at the right, the
  personal data as labelled rows too;
- :func:`latex_currvita`: the ``currvita`` package: the name as the title of
  the CV, every section a list whose item labels (the dates) hang in the left
  margin, "Role, Organisation, Place" run into one line;
- :func:`latex_tabularx`: a hand-written XeLaTeX article (DejaVu Sans): every
  entry a ``tabularx`` row, the dates in a narrow column at the left margin,
  headings in small capitals over a full rule;
- :func:`latex_marginheads`: a hand-written article in the style of the old
  ``res`` class: section headings set in the left margin beside the body,
  the dates in italics on a line of their own under the title.

User text goes through latex.tex/inline only.
"""

from __future__ import annotations

import latex
from common import DateStyle, contacts, item, publication

_DATED = ("education", "experience", "project", "generic", "award")


def _rest(e: dict, bullet_item: str = r"\item") -> list[str]:
    """Publications, skills, texts and lists as LaTeX lines (the same in every layout)."""
    k = e["kind"]
    if k == "publication":
        _, title, venue = publication(e)
        return [rf"{latex.authors(e)}. {latex.inline(title)}. \emph{{{latex.tex(venue)}}}."]
    if k == "skill":
        return [rf"\textbf{{{latex.tex(e.get('label'))}}}: {latex.inline(e.get('details'))}"]
    if k == "text":
        return [latex.inline(e["text"])]
    if k == "list":
        return [", ".join(latex.inline(x) for x in e["items"])]
    raise ValueError(f"heldout2: no layout for {k!r}")


# --- europecv ------------------------------------------------------------------

_EUROPECV_LABELS = {
    "experience": ("Occupation or position held", "Name of employer"),
    "education": ("Title of qualification awarded", "Organisation providing education"),
    "project": ("Project", "Role"),
    "generic": ("Title", "Details"),
    "award": ("Award", "Awarded by"),
}


def latex_europecv(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    head = [r"\documentclass[english,a4paper,nologo,booktabs]{europecv}",
            r"\usepackage[utf8]{inputenc}",
            r"\usepackage[top=15mm,bottom=15mm,left=12mm,right=12mm]{geometry}",
            r"\usepackage[hidelinks]{hyperref}",
            rf"\ecvname{{{latex.tex(b['name'])}}}",
            rf"\ecvfootername{{{latex.tex(b['name'])}}}"]
    if b.get("location"):
        head.append(rf"\ecvaddress{{{latex.tex(b['location'])}}}")
    if b.get("phone"):
        head.append(rf"\ecvtelephone{{{latex.tex(b['phone'])}}}")
    if b.get("email"):
        head.append(rf"\ecvemail{{\href{{mailto:{latex.url(b['email'])}}}{{{latex.tex(b['email'])}}}}}")
    body = [r"\begin{europecv}", r"\ecvpersonalinfo"]
    for _, shown, link in contacts(b):
        if link and not link.startswith("mailto:"):
            body.append(rf"\ecvitem{{Web}}{{{latex.linked(shown, link)}}}")
    if b.get("headline"):
        body.append(rf"\ecvitem{{\large Desired employment}}{{\large {latex.tex(b['headline'])}}}")
    for sec in data["sections"]:
        body.append(rf"\ecvsection{{{latex.tex(sec.get('title', ''))}}}")
        for e in sec["entries"]:
            k = e["kind"]
            if k in _DATED:
                it = item(e, style, lang)
                what, who = _EUROPECV_LABELS[k]
                if it.dates:
                    body.append(rf"\ecvitem{{Dates}}{{{latex.tex(it.dates)}}}")
                body.append(rf"\ecvitem{{{what}}}{{\textbf{{{latex.inline(it.title)}}}}}")
                where = ", ".join(x for x in (latex.inline(it.subtitle), latex.tex(it.location)) if x)
                if where:
                    body.append(rf"\ecvitem{{{who}}}{{{where}}}")
                if it.summary:
                    body.append(rf"\ecvitem{{Summary}}{{{latex.inline(it.summary)}}}")
                if it.highlights:
                    body.append(rf"\ecvitem{{Main activities}}{{{latex.itemize(it.highlights, 'itemize', '')}}}")
                body.append(r"\ecvitem{}{}")
            else:
                label = latex.tex(e.get("label")) if k == "skill" else ""
                text = latex.inline(e.get("details")) if k == "skill" else _rest(e)[0]
                body.append(rf"\ecvitem{{{label}}}{{{text}}}")
    body.append(r"\end{europecv}")
    return "\n".join([*head, r"\begin{document}", *body, r"\end{document}", ""])


# --- currvita ------------------------------------------------------------------

def latex_currvita(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    shown = r" \textperiodcentered{} ".join(latex.linked(text, link) for _, text, link in contacts(b))
    body = []
    if b.get("headline"):
        body.append(rf"\begin{{center}}\large {latex.tex(b['headline'])}\\[2pt]\small {shown}\end{{center}}")
    else:
        body.append(rf"\begin{{center}}\small {shown}\end{{center}}")
    for sec in data["sections"]:
        items = []
        for e in sec["entries"]:
            if e["kind"] in _DATED:
                it = item(e, style, lang)
                line = rf"\textbf{{{latex.inline(it.title)}}}"
                rest = ", ".join(x for x in (latex.inline(it.subtitle), latex.tex(it.location)) if x)
                if rest:
                    line += f", {rest}"
                if it.summary:
                    line += rf"\newline {latex.inline(it.summary)}"
                if it.highlights:
                    line += "\n" + latex.itemize(it.highlights, "itemize", "[nosep,leftmargin=1.2em]")
                items.append(rf"\item[{latex.tex(it.dates)}] {line}")
            elif e["kind"] == "skill":
                items.append(rf"\item[{latex.tex(e.get('label'))}] {latex.inline(e.get('details'))}")
            elif e["kind"] == "list":
                items.extend(rf"\item[] {latex.inline(x)}" for x in e["items"])
            else:
                items.extend(rf"\item[] {x}" for x in _rest(e))
        body.append(rf"\begin{{cvlist}}{{{latex.tex(sec.get('title', ''))}}}" + "\n" + "\n".join(items)
                    + "\n" + r"\end{cvlist}")
    return "\n".join([
        r"\documentclass[a4paper,10pt]{article}",
        r"\usepackage[T1]{fontenc}\usepackage[utf8]{inputenc}\usepackage{charter}",
        r"\usepackage[margin=20mm]{geometry}\usepackage{enumitem}\usepackage[hidelinks]{hyperref}",
        r"\usepackage[NoDate,LabelsAligned]{currvita}\setlength{\cvlabelwidth}{34mm}",
        r"\pagestyle{empty}",
        r"\begin{document}",
        rf"\begin{{cv}}{{{latex.tex(b['name'])}}}",
        *body,
        r"\end{cv}", r"\end{document}", ""])


# --- tabularx: a date column at the left margin --------------------------------

def _tabularx_entry(it) -> str:
    title = rf"\textbf{{{latex.inline(it.title)}}}"
    if it.location:
        title += rf" \hfill {latex.tex(it.location)}"
    rows = [title]
    if it.subtitle:
        rows.append(rf"\textit{{{latex.inline(it.subtitle)}}}")
    if it.summary:
        rows.append(latex.inline(it.summary))
    cell = r"\newline ".join(rows)
    if it.highlights:
        cell += latex.itemize(it.highlights, "itemize", "[nosep,leftmargin=1.1em,label=\\textbullet]")
    return rf"{{\small {latex.tex(it.dates)}}} & {cell} \\[4pt]"


def latex_tabularx(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    contact_rows = r" \enspace\textbar\enspace ".join(latex.linked(t, link) for _, t, link in contacts(b))
    body = []
    for sec in data["sections"]:
        body.append(rf"\section*{{{latex.tex(sec.get('title', ''))}}}")
        rows = []
        for e in sec["entries"]:
            if e["kind"] in _DATED:
                rows.append(_tabularx_entry(item(e, style, lang)))
            elif e["kind"] == "skill":
                rows.append(rf"\textbf{{{latex.tex(e.get('label'))}}} & {latex.inline(e.get('details'))} \\[2pt]")
            elif e["kind"] == "list":
                rows.extend(rf" & {latex.inline(x)} \\" for x in e["items"])
            else:
                rows.extend(rf" & {x} \\[2pt]" for x in _rest(e))
        body.append(r"\begin{tabularx}{\textwidth}{@{}>{\raggedright\arraybackslash}p{27mm}X@{}}" + "\n"
                    + "\n".join(rows) + "\n" + r"\end{tabularx}")
    return "\n".join([
        r"\documentclass[a4paper,10pt]{article}",
        r"\usepackage{fontspec}\setmainfont{DejaVu Sans}[Scale=0.92]",
        r"\usepackage[margin=16mm]{geometry}\usepackage{tabularx,array,enumitem,titlesec,xcolor}",
        r"\usepackage[hidelinks]{hyperref}\pagestyle{empty}\setlength{\parindent}{0pt}",
        r"\definecolor{accent}{HTML}{1F5673}",
        r"\titleformat{\section}{\color{accent}\large\scshape}{}{0pt}{}[{\color{accent}\titlerule[0.8pt]}]",
        r"\titlespacing*{\section}{0pt}{8pt}{4pt}",
        r"\begin{document}",
        rf"{{\fontsize{{22}}{{26}}\selectfont\bfseries {latex.tex(b['name'])}}}\par\vspace{{2pt}}",
        rf"{{\color{{accent}}\large {latex.tex(b.get('headline', ''))}}}\par\vspace{{3pt}}" if b.get("headline") else "",
        rf"{{\small {contact_rows}}}\par",
        *body, r"\end{document}", ""])


# --- res-style: headings in the left margin ------------------------------------

def latex_marginheads(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    shown = [latex.linked(t, link) for _, t, link in contacts(b)]
    body = []
    for sec in data["sections"]:
        body.append(rf"\marginsection{{{latex.tex(sec.get('title', ''))}}}")
        for e in sec["entries"]:
            if e["kind"] in _DATED:
                it = item(e, style, lang)
                head = rf"\textbf{{{latex.inline(it.title)}}}"
                if it.subtitle:
                    head += f", {latex.inline(it.subtitle)}"
                if it.location:
                    head += rf" --- {latex.tex(it.location)}"
                parts = [head + r"\\"]
                if it.dates:
                    parts.append(rf"\textit{{{latex.tex(it.dates)}}}\\")
                if it.summary:
                    parts.append(latex.inline(it.summary) + r"\par")
                else:
                    parts.append(r"\par")
                if it.highlights:
                    parts.append(latex.itemize(it.highlights, "itemize", "[nosep,leftmargin=1.2em,label=$\\circ$]"))
                body.append("\n".join(parts) + r"\par\smallskip")
            elif e["kind"] == "list":
                body.append(latex.itemize(e["items"], "itemize", "[nosep,leftmargin=1.2em,label=$\\circ$]"))
            else:
                body.extend(x + r"\par\smallskip" for x in _rest(e))
    return "\n".join([
        r"\documentclass[letterpaper,11pt]{article}",
        r"\usepackage[utf8]{inputenc}",
        r"\usepackage[left=50mm,right=18mm,top=16mm,bottom=16mm]{geometry}\usepackage{enumitem}",
        r"\usepackage[hidelinks]{hyperref}\pagestyle{empty}\setlength{\parindent}{0pt}",
        r"\newcommand{\marginsection}[1]{\par\medskip\noindent\llap{\parbox[t]{36mm}{\raggedright\small\bfseries\MakeUppercase{#1}}\hspace{3mm}}\ignorespaces}",
        r"\begin{document}",
        r"\hspace*{-34mm}\begin{minipage}{\dimexpr\textwidth+34mm}\centering",
        rf"{{\LARGE\bfseries {latex.tex(b['name'])}}}\\[2pt]",
        rf"{latex.tex(b.get('headline', ''))}\\[2pt]" if b.get("headline") else "",
        r"\small " + r" \,\textbullet\, ".join(shown),
        r"\end{minipage}\par\bigskip\hrule\medskip",
        *body, r"\end{document}", ""])
