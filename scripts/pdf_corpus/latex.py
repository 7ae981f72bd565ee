"""LaTeX sources for the TeX Live résumé classes (moderncv, europasscv) and for
hand-written article/ctex layouts. Every user string passes through :func:`tex`
or :func:`inline`; URLs through :func:`url`."""

from __future__ import annotations

from pathlib import Path

from common import DateStyle, contacts, item, plain, publication, spans

HERE = Path(__file__).parent / "latex"

_SPECIAL = {
    "\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#",
    "^": r"\^{}", "_": r"\_", "%": r"\%", "~": r"\textasciitilde{}", "<": r"\textless{}",
    ">": r"\textgreater{}",
}


def tex(text: str | None) -> str:
    """Plain user text as LaTeX that prints it verbatim."""
    return "".join(_SPECIAL.get(ch, ch) for ch in (text or ""))


def url(link: str) -> str:
    """A URL for \\href (hyperref reads # and % only when escaped)."""
    if any(ch in link for ch in "{}\\ "):
        raise ValueError(f"cannot put {link!r} in \\href")
    return link.replace("#", r"\#").replace("%", r"\%")


def inline(text: str | None, bold_owner: bool = False) -> str:
    out = []
    for span in spans(text):
        piece = tex(span.text)
        if span.italic:
            piece = rf"\emph{{{piece}}}"
        if span.bold:
            piece = rf"\textbf{{{piece}}}"
        if span.url:
            piece = rf"\href{{{url(span.url)}}}{{{piece}}}"
        out.append(piece)
    return "".join(out)


def linked(text: str, link: str | None) -> str:
    return rf"\href{{{url(link)}}}{{{tex(text)}}}" if link else tex(text)


def authors(entry: dict, sep: str = ", ") -> str:
    names, title, venue = publication(entry)
    who = sep.join(rf"\textbf{{{tex(n)}}}" if me else tex(n) for n, me in names)
    return who


def itemize(lines: list[str], env: str = "itemize", opts: str = "") -> str:
    if not lines:
        return ""
    body = "\n".join(rf"  \item {inline(line)}" for line in lines)
    return f"\\begin{{{env}}}{opts}\n{body}\n\\end{{{env}}}"


def fill(template: str, **slots: str) -> str:
    text = (HERE / template).read_text(encoding="utf-8")
    for name, value in slots.items():
        text = text.replace(f"%%{name.upper()}%%", value)
    return text


def _split_name(name: str) -> tuple[str, str]:
    first, _, last = name.rpartition(" ")
    return (first, last) if first else ("", name)


# --- moderncv ----------------------------------------------------------------

CJK_PREAMBLE = r"\usepackage{xeCJK}\setCJKmainfont{Noto Serif CJK SC}[BoldFont=Noto Sans CJK SC]\setCJKsansfont{Noto Sans CJK SC}"


def moderncv(data: dict, style: DateStyle, lang: str, variant: str) -> str:
    b = data["basics"]
    first, last = (b["name"], "") if lang == "zh" else _split_name(b["name"])
    head = [rf"\name{{{tex(first)}}}{{{tex(last)}}}"]
    if b.get("headline"):
        head.append(rf"\title{{{tex(b['headline'])}}}")
    if b.get("location"):
        head.append(rf"\address{{{tex(b['location'])}}}{{}}{{}}")
    if b.get("phone"):
        head.append(rf"\phone[mobile]{{{tex(b['phone'])}}}")
    if b.get("email"):
        head.append(rf"\email{{{tex(b['email'])}}}")
    if b.get("website"):
        head.append(rf"\homepage{{{tex(b['website'].removeprefix('https://'))}}}")
    for p in b.get("profiles", []):
        head.append(rf"\social[{p['network'].lower().replace(' ', '')}]{{{tex(p['username'])}}}")
    body = []
    for section in data["sections"]:
        body.append(rf"\section{{{tex(section['title'])}}}")
        for e in section.get("entries", []):
            k = e["kind"]
            if k in ("education", "experience", "project", "generic"):
                it = item(e, style, lang)
                desc = "\n".join(x for x in (inline(it.summary), itemize(it.highlights)) if x)
                title = linked(plain(it.title), it.url) if it.url else inline(it.title)
                if k == "education":
                    body.append(rf"\cventry{{{tex(it.dates)}}}{{{inline(it.subtitle)}}}{{{title}}}"
                                rf"{{{tex(it.location)}}}{{}}{{{desc}}}")
                else:
                    body.append(rf"\cventry{{{tex(it.dates)}}}{{{title}}}{{{inline(it.subtitle)}}}"
                                rf"{{{tex(it.location)}}}{{}}{{{desc}}}")
            elif k == "award":
                it = item(e, style, lang)
                extra = f", {tex(it.subtitle)}" if it.subtitle else ""
                body.append(rf"\cvitem{{{tex(it.dates)}}}{{{inline(it.title)}{extra}}}")
            elif k == "skill":
                body.append(rf"\cvitem{{{tex(e.get('label'))}}}{{{inline(e.get('details'))}}}")
            elif k == "text":
                body.append(rf"\cvitem{{}}{{{inline(e['text'])}}}")
            elif k == "list":
                body.extend(rf"\cvlistitem{{{inline(x)}}}" for x in e["items"])
            elif k == "publication":
                _, title, venue = publication(e)
                body.append(rf"\cvitem{{{tex(str(e.get('date', '')))}}}{{{authors(e)}. "
                            rf"\emph{{{inline(title)}}}. {tex(venue)}.}}")
            else:
                raise ValueError(f"moderncv: no layout for {k!r}")
    return fill("moderncv.tex", style=variant, head="\n".join(head), body="\n".join(body),
                extra=CJK_PREAMBLE if lang == "zh" else "")


# --- europasscv --------------------------------------------------------------

def europass(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    head = [rf"\ecvname{{{tex(b['name'])}}}"]
    if b.get("location"):
        head.append(rf"\ecvaddress{{{tex(b['location'])}}}")
    if b.get("phone"):
        head.append(rf"\ecvmobile{{{tex(b['phone'])}}}")
    if b.get("email"):
        head.append(rf"\ecvemail{{{tex(b['email'])}}}")
    if b.get("website"):
        head.append(rf"\ecvhomepage{{{tex(b['website'])}}}")
    for p in b.get("profiles", []):
        if p["network"] == "LinkedIn":
            head.append(rf"\ecvlinkedinpage{{{tex(p['url'].removeprefix('https://'))}}}")
        elif p["network"] == "GitHub":
            head.append(rf"\ecvgithubpage{{{tex(p['url'].removeprefix('https://'))}}}")
    body = []
    if b.get("headline"):
        body.append(rf"\ecvsection{{Position}}" "\n" rf"\ecvtitle{{}}{{{tex(b['headline'])}}}")
    for section in data["sections"]:
        body.append(rf"\ecvsection{{{tex(section['title'])}}}")
        for e in section.get("entries", []):
            k = e["kind"]
            if k in ("education", "experience", "project", "generic", "award"):
                it = item(e, style, lang)
                title = inline(it.title) if k != "education" else inline(it.subtitle)
                sub = inline(it.subtitle) if k != "education" else inline(it.title)
                body.append(rf"\ecvtitle{{{tex(it.dates)}}}{{{title}}}")
                where = ", ".join(x for x in (sub, tex(it.location)) if x)
                if where:
                    body.append(rf"\ecvitem{{}}{{{where}}}")
                if it.summary:
                    body.append(rf"\ecvitem{{}}{{{inline(it.summary)}}}")
                if it.highlights:
                    body.append(rf"\ecvitem{{}}{{{itemize(it.highlights, 'ecvitemize')}}}")
            elif k == "skill":
                body.append(rf"\ecvitem{{{tex(e.get('label'))}}}{{{inline(e.get('details'))}}}")
            elif k == "text":
                body.append(rf"\ecvitem{{}}{{{inline(e['text'])}}}")
            else:
                raise ValueError(f"europasscv: no layout for {k!r}")
    return fill("europasscv.tex", head="\n".join(head), body="\n".join(body))


# --- a hand-written academic CV (article, right-aligned dates, footer) -------

def comma(lang: str) -> str:
    return "，" if lang == "zh" else ", "


def _dated_block(it, lang: str, bullets: str = "itemize") -> str:
    title = linked(plain(it.title), it.url) if it.url else inline(it.title)
    line1 = rf"\entryhead{{{title}}}{{{tex(it.dates)}}}"
    parts = [line1]
    second = comma(lang).join(x for x in (inline(it.subtitle), tex(it.location)) if x)
    if second:
        parts.append(rf"\entrysub{{{second}}}")
    if it.summary:
        parts.append(inline(it.summary) + r"\par")
    if it.highlights:
        parts.append(itemize(it.highlights, bullets))
    return "\n".join(parts)


def article_body(data: dict, style: DateStyle, lang: str, numbered_pubs: bool = True,
                 bullets: str = "itemize") -> str:
    """Sections of an article-class CV; *bullets* is the list environment of highlights."""
    body = []
    for section in data["sections"]:
        body.append(rf"\section*{{{tex(section['title'])}}}")
        pubs = []
        for e in section.get("entries", []):
            k = e["kind"]
            if k in ("education", "experience", "project", "generic", "award"):
                body.append(_dated_block(item(e, style, lang), lang, bullets))
            elif k == "publication":
                _, title, venue = publication(e)
                pubs.append(rf"\item {authors(e)}. {inline(title)}. \emph{{{tex(venue)}}}.")
            elif k == "skill":
                body.append(rf"\skillline{{{tex(e.get('label'))}}}{{{inline(e.get('details'))}}}")
            elif k == "text":
                body.append(inline(e["text"]) + r"\par")
            elif k == "list":
                body.append(itemize(e["items"]))
            else:
                raise ValueError(f"article: no layout for {k!r}")
        if pubs:
            env = "enumerate" if numbered_pubs else "itemize"
            body.append(rf"\begin{{{env}}}" + "\n" + "\n".join(pubs) + rf"\end{{{env}}}")
    return "\n\n".join(body)


def contact_line(data: dict, sep: str = r" \quad{}\textbar\quad{} ") -> str:
    return sep.join(linked(shown, link) for _, shown, link in contacts(data["basics"]))


def academic(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    return fill("academic.tex", name=tex(b["name"]), headline=tex(b.get("headline")),
                contacts=contact_line(data), body=article_body(data, style, lang))


def ctex_onecol(data: dict, style: DateStyle, lang: str) -> str:
    b = data["basics"]
    return fill("ctex_onecol.tex", name=tex(b["name"]), headline=tex(b.get("headline")),
                contacts=contact_line(data, r" \enspace$\cdot$\enspace "),
                body=article_body(data, style, lang, numbered_pubs=False))


def ctex_sidebar(data: dict, style: DateStyle, lang: str, side_kinds: tuple[str, ...]) -> str:
    """Two columns: a narrow one with contacts, skills and awards, a wide one with the rest."""
    b = data["basics"]
    side = {"basics": b, "sections": [s for s in data["sections"] if s["kind"] in side_kinds]}
    main = {"basics": b, "sections": [s for s in data["sections"] if s["kind"] not in side_kinds]}
    contact_lines = r"\\" "\n".join(
        rf"\textbf{{{tex(label_zh(label))}}}\quad {linked(shown, link)}" for label, shown, link in contacts(b))
    return fill("ctex_sidebar.tex", name=tex(b["name"]), headline=tex(b.get("headline")),
                contacts=contact_lines, side=article_body(side, style, lang),
                main=article_body(main, style, lang, bullets="enumerate"))


def label_zh(label: str) -> str:
    return {"email": "邮箱", "phone": "电话", "website": "主页", "location": "城市"}.get(label, label)
