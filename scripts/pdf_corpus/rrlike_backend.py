"""Résumés laid out the way a web résumé builder's React templates are (the
"rrlike" family), written here from scratch as HTML and CSS and printed by
headless Chromium, as such builders print their PDFs. Four arrangements:

- ``onyx``: one column; a header row with a photo placeholder, the name, the
  headline and a line of contacts behind icons, the profiles at the right;
  every entry "Organisation ........ dates" over "Role ........ place", the
  entry's link under it behind a link icon; skills and awards in a grid;
- ``pikachu``: a sidebar at the left (the photo, profiles, skills, awards,
  interests) beside a main column that opens with a coloured box holding the
  name, the headline and the contacts behind icons;
- ``gengar``: a coloured sidebar at the left holding the photo, the name, the
  headline, the contacts one a line behind icons and the short sections;
  the main column opens with the summary in a tinted box;
- ``bronzor``: a centred header; each section a row, its heading in a narrow
  column at the left under a rule across the page, its entries at the right
  (skills and awards two to a row).

Icons are Font Awesome 4 glyphs (Debian: fonts-font-awesome) in the Private
Use Area, as icon fonts print them; the text faces are Lato and Open Sans
(fonts-lato, fonts-open-sans), DejaVu as the fallback. The photo is a grey
placeholder drawn in CSS. Every user string goes through html.escape; links
are only http(s)/mailto.
"""

from __future__ import annotations

from html import escape

from common import DateStyle, contacts, item, publication, spans

# Font Awesome 4.7 code points.
ICON = {"email": "\uf0e0", "phone": "\uf095", "website": "\uf0ac", "location": "\uf041", "GitHub": "\uf09b",
        "LinkedIn": "\uf0e1", "ORCID": "\uf2bb", "link": "\uf0c1", "Google Scholar": "\uf19d",
        "experience": "\uf0b1", "education": "\uf19d", "skills": "\uf121", "awards": "\uf091",
        "publications": "\uf02d", "projects": "\uf0eb", "about": "\uf007", "interests": "\uf004",
        "research": "\uf0c3", "misc": "\uf005", "languages": "\uf1ab"}


def _i(name: str) -> str:
    return f'<i class="ic">{ICON.get(name, ICON["link"])}</i>'


def _html(text: str | None) -> str:
    out = []
    for s in spans(text):
        piece = escape(s.text)
        if s.italic:
            piece = f"<em>{piece}</em>"
        if s.bold:
            piece = f"<strong>{piece}</strong>"
        if s.url and s.url.startswith(("http://", "https://", "mailto:")):
            piece = f'<a href="{escape(s.url, quote=True)}">{piece}</a>'
        out.append(piece)
    return "".join(out)


def _a(text: str, url: str | None) -> str:
    if url and url.startswith(("http://", "https://", "mailto:")):
        return f'<a href="{escape(url, quote=True)}">{escape(text)}</a>'
    return escape(text)


def _row(left: str, right: str, cls: str = "") -> str:
    return f'<div class="row {cls}"><span>{left}</span><span class="r">{right}</span></div>' if right else \
        f'<div class="row {cls}"><span>{left}</span></div>'


def _entry(e: dict, style: DateStyle, lang: str) -> str:
    """One entry as the builder's templates print it."""
    k = e["kind"]
    parts = []
    if k in ("experience", "education", "project", "generic", "award"):
        it = item(e, style, lang)
        if k == "experience":    # the organisation first, the role under it
            first, second = it.subtitle, it.title
        else:
            first, second = it.title, it.subtitle
        parts.append(_row(f"<b>{_html(first)}</b>", f"<b>{escape(it.dates)}</b>", "head"))
        if second or it.location:
            parts.append(_row(_html(second), escape(it.location), "sub"))
        if it.url:
            shown = it.url.removeprefix("https://").removeprefix("http://")
            parts.append(f'<div class="url">{_i("link")} {_a(shown, it.url)}</div>')
        if it.summary:
            parts.append(f'<p>{_html(it.summary)}</p>')
        if it.highlights:
            parts.append("<ul>" + "".join(f"<li>{_html(h)}</li>" for h in it.highlights) + "</ul>")
    elif k == "publication":
        names, title, venue = publication(e)
        parts.append(_row(f"<b>{_html(title)}</b>", escape(str(e.get("date", ""))), "head"))
        venue_only = ", ".join(x for x in (e.get("venue") or e.get("venue_short"),) if x)
        if e.get("note"):
            venue_only = f"{venue_only} ({e['note']})"
        parts.append(f'<div class="sub"><em>{escape(venue_only)}</em></div>')
        who = ", ".join(f"<b>{escape(n)}</b>" if me else escape(n) for n, me in names)
        parts.append(f'<p class="authors">{who}</p>')
        if e.get("url"):
            parts.append(f'<div class="url">{_i("link")} {_a(e["url"].removeprefix("https://"), e["url"])}</div>')
    elif k == "skill":
        parts.append(f'<div class="head"><b>{escape(e.get("label", ""))}</b></div>')
        parts.append(f'<div class="kw">{_html(e.get("details"))}</div>')
    elif k == "text":
        parts.append(f"<p>{_html(e['text'])}</p>")
    elif k == "list":
        parts.append('<div class="kw">' + ", ".join(_html(x) for x in e["items"]) + "</div>")
    else:
        raise ValueError(f"rrlike: no layout for {k!r}")
    return f'<div class="item {k}">' + "\n".join(parts) + "</div>"


def _section(sec: dict, style: DateStyle, lang: str, icons: bool, grid: int = 1) -> str:
    title = escape(sec.get("title", ""))
    head = f"<h2>{_i(sec['kind']) + ' ' if icons else ''}{title}</h2>"
    body = "\n".join(_entry(e, style, lang) for e in sec["entries"])
    cols = grid if sec["kind"] in ("skills", "awards") else 1
    return (f'<section class="s-{sec["kind"]}">{head}<div class="items" style="--cols:{cols}">'
            f"{body}</div></section>")


def _contacts(b: dict, sep: str) -> str:
    return sep.join(f'<span class="c">{_i(label)} {_a(shown, link)}</span>'
                    for label, shown, link in contacts(b) if label in ("email", "phone", "website", "location"))


def _profiles(b: dict) -> str:
    return "\n".join(f'<div class="p">{_i(p["network"])} {_a(p.get("username") or p["network"], p.get("url"))}'
                     f'<div class="net">{escape(p["network"])}</div></div>' for p in b.get("profiles", []))


BASE_CSS = """
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: "%(font)s", "DejaVu Sans", sans-serif; font-size: 9.4pt; color: #1f2328; line-height: 1.35; }
.ic { font-family: "FontAwesome"; font-style: normal; color: %(accent)s; font-size: 0.95em; }
a { color: inherit; text-decoration: none; }
p { margin: 0.8mm 0; }
.row { display: flex; justify-content: space-between; gap: 4mm; }
.row .r { text-align: right; white-space: nowrap; }
.item { margin: 0 0 2.6mm; break-inside: avoid; }
.items { display: grid; grid-template-columns: repeat(var(--cols), 1fr); column-gap: 5mm; }
.url { font-size: 8.6pt; }
.kw { font-size: 8.6pt; color: #444; }
.authors { font-size: 8.8pt; }
ul { margin: 1mm 0 0; padding-left: 4.5mm; }
li { margin: 0.5mm 0; }
h2 { font-size: 10.5pt; margin: 3.5mm 0 1.6mm; }
.photo { width: 24mm; height: 24mm; border-radius: 2mm; background: #c9ced6;
         background-image: radial-gradient(circle at 50%% 38%%, #8e96a3 0 22%%, transparent 23%%),
                           radial-gradient(ellipse at 50%% 100%%, #8e96a3 0 42%%, transparent 43%%); }
.name { font-size: 19pt; font-weight: 700; line-height: 1.15; }
.headline { font-size: 10pt; margin: 0.8mm 0 1.5mm; }
.c { white-space: nowrap; }
"""

_TEMPLATES = {
    "onyx": """
.page { padding: 11mm 12mm; }
header { display: flex; gap: 5mm; align-items: center; padding-bottom: 3.5mm; border-bottom: 1.5px solid %(accent)s; }
header .who { flex: 1; }
header .contacts { font-size: 8.6pt; display: flex; flex-wrap: wrap; column-gap: 3.5mm; }
header .profiles { font-size: 8.6pt; text-align: left; }
header .net { display: none; }
h2 { color: %(accent)s; }
""",
    "pikachu": """
.page { display: grid; grid-template-columns: 62mm 1fr; gap: 6mm; padding: 10mm 11mm; }
aside .photo { width: 62mm; height: 50mm; margin-bottom: 3mm; }
.box { background: %(accent)s; color: #fff; border-radius: 2mm; padding: 5mm 6mm; margin-bottom: 2mm; }
.box .ic { color: #fff; }
.box .contacts { font-size: 8.6pt; display: flex; flex-wrap: wrap; column-gap: 2mm; }
h2 { border-bottom: 1.5px solid %(accent)s; padding-bottom: 0.6mm; }
aside .p { margin: 1mm 0 1.8mm; }
aside .net { font-size: 8.4pt; color: #555; }
""",
    "gengar": """
.page { display: grid; grid-template-columns: 66mm 1fr; min-height: 297mm; }
aside { background: %(accent)s; color: #fff; padding: 10mm 6mm; }
aside .ic { color: #fff; }
aside .kw, aside .net { color: #e8eef3; }
aside .photo { margin-bottom: 3mm; }
aside .contacts > div { margin: 0.7mm 0; font-size: 8.6pt; word-break: break-all; }
aside h2 { border-bottom: 1px solid rgba(255,255,255,0.6); padding-bottom: 0.6mm; }
main { padding: 0 9mm 10mm 7mm; }
main .summary { background: %(tint)s; margin: 0 -9mm 2mm -7mm; padding: 9mm 9mm 4mm 7mm; }
main h2 { color: %(accent)s; border-bottom: 1px solid %(accent)s; padding-bottom: 0.6mm; }
aside .p { margin: 1mm 0 1.8mm; }
""",
    "bronzor": """
.page { padding: 11mm 12mm; }
header { text-align: center; margin-bottom: 3mm; }
header .contacts { font-size: 8.6pt; display: flex; flex-wrap: wrap; justify-content: center; column-gap: 3.5mm; }
section { display: grid; grid-template-columns: 32mm 1fr; column-gap: 5mm; border-top: 1px solid #9aa3ad; padding-top: 2.2mm; margin-top: 2mm; }
section h2 { margin: 0; font-size: 10pt; }
.profiles { display: flex; gap: 8mm; font-size: 8.8pt; }
""",
}


def rrlike(template: str, accent: str, font: str, tint: str = "#eef3f7",
           side: tuple[str, ...] = ("skills", "awards", "interests", "languages")):
    """A builder of make_corpus for one of the arrangements above."""
    def build(data: dict, style: DateStyle, lang: str) -> str:
        b = data["basics"]
        css = (BASE_CSS + _TEMPLATES[template]) % {"accent": accent, "font": font, "tint": tint}
        name = f'<div class="name">{escape(b["name"])}</div>'
        headline = f'<div class="headline">{escape(b.get("headline", ""))}</div>' if b.get("headline") else ""
        sections = data["sections"]
        if template == "onyx":
            body = (f'<div class="page"><header><div class="photo"></div><div class="who">{name}{headline}'
                    f'<div class="contacts">{_contacts(b, "")}</div></div>'
                    f'<div class="profiles">{_profiles(b)}</div></header>'
                    + "\n".join(_section(s, style, lang, False, grid=3 if s["kind"] == "skills" else 2)
                                for s in sections) + "</div>")
        elif template == "pikachu":
            aside = "".join(_section(s, style, lang, False) for s in sections if s["kind"] in side)
            main = "".join(_section(s, style, lang, False) for s in sections if s["kind"] not in side)
            profiles = f"<section><h2>Profiles</h2>{_profiles(b)}</section>" if b.get("profiles") else ""
            body = (f'<div class="page"><aside><div class="photo"></div>{profiles}{aside}</aside>'
                    f'<main><div class="box">{name}{headline}<div class="contacts">{_contacts(b, " • ")}</div></div>'
                    f"{main}</main></div>")
        elif template == "gengar":
            about = [s for s in sections if s["kind"] == "about"]
            rest = [s for s in sections if s["kind"] != "about"]
            aside = "".join(_section(s, style, lang, False) for s in rest if s["kind"] in side)
            main = "".join(_section(s, style, lang, False) for s in rest if s["kind"] not in side)
            summary = "".join(f'<div class="summary">{_entry(e, style, lang)}</div>'
                              for s in about for e in s["entries"])
            one_a_line = "".join(f"<div>{c}</div>" for c in _contacts(b, "\n").split("\n"))
            profiles = f"<section><h2>Profiles</h2>{_profiles(b)}</section>" if b.get("profiles") else ""
            body = (f'<div class="page"><aside><div class="photo"></div>{name}{headline}'
                    f'<div class="contacts">{one_a_line}</div>{profiles}{aside}</aside>'
                    f"<main>{summary}{main}</main></div>")
        elif template == "bronzor":
            profiles = (f'<section><h2>Profiles</h2><div class="profiles">{_profiles(b)}</div></section>'
                        if b.get("profiles") else "")
            body = (f'<div class="page"><header>{name}{headline}<div class="contacts">{_contacts(b, "")}</div>'
                    f"</header>{profiles}"
                    + "\n".join(_section(s, style, lang, True, grid=2) for s in sections) + "</div>")
        else:
            raise ValueError(template)
        return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
                f"<title>{escape(b['name'])}</title><style>{css}</style></head>\n<body>{body}</body></html>\n")
    return build

