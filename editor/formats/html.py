"""A résumé as one standalone HTML5 profile page (seed 004's shape: About,
Research Interests, News, Publications, Experience, Education …).

One file, no scripts, no external resources: the CSS is inline and a
Content-Security-Policy forbids anything else, so the page also works when
opened from disk. Every user string passes through :func:`html.escape`; tags
come only from this module and from the Span structure of
:func:`editor.model.markup.parse_inline`, and links only when their scheme is
http(s), mailto or tel.
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Callable
from typing import Any

from ..model import Entry, Resume, row_for
from ..model.content import named_authors
from ..model.entries import (
    AwardEntry, EducationEntry, ExperienceEntry, GenericEntry, ListEntry, NewsEntry, ProjectEntry,
    PublicationEntry, SkillEntry, TextEntry,
)
from ..model.l10n import format_date, format_range, locale_for
from ..model.markup import is_safe_url, parse_inline
from ..request import RenderRequest
from .unseen import without_unseen
from .view import LanguageView, requested_language

DEFAULT_ACCENT = "#1f4e79"
_CSS = """
:root { --accent: %(accent)s; --muted: #5b6470; }
* { box-sizing: border-box; }
body { margin: 0; background: #fafafa; color: #1a1a1a;
  font: 16px/1.55 system-ui, -apple-system, "Segoe UI", "Noto Sans", "Noto Sans SC", sans-serif; }
main { max-width: 52rem; margin: 0 auto; padding: 3rem 1.5rem 4rem; background: #fff; }
header h1 { margin: 0; font-size: 2.1rem; color: var(--accent); }
.headline { margin: .2rem 0 .6rem; font-size: 1.15rem; color: var(--muted); }
.contact { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; }
h2 { margin: 2.4rem 0 .8rem; padding-bottom: .25rem; font-size: 1.3rem; color: var(--accent);
  border-bottom: 1px solid #d9dee5; }
h3 { margin: 0; font-size: 1.05rem; }
a { color: var(--accent); }
.entry { margin: 0 0 1.2rem; }
.entry-head { display: flex; justify-content: space-between; gap: 1rem; align-items: baseline; }
.date { color: var(--muted); white-space: nowrap; font-size: .95rem; }
.sub, .venue, .authors { margin: .1rem 0; color: var(--muted); }
.entry p { margin: .3rem 0; }
.entry ul { margin: .35rem 0 0; padding-left: 1.2rem; }
.tags { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
.tags li { padding: .15rem .7rem; border: 1px solid #d9dee5; border-radius: 1rem; }
.news .date { display: inline-block; min-width: 6.5rem; }
@media print { body { background: #fff; } main { padding: 0; } }
"""
_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
# A line break typed in a field is CR, LF or CR LF (as in the Markdown
# export): each is one <br>, and a blank line between them a new paragraph.
_LINE_BREAK = re.compile(r"\r\n?|\n")


def export_html(resume: Resume, lang: str) -> str:
    """The résumé in *lang* as a self-contained HTML page."""
    view = LanguageView(resume, lang)
    name = esc(view.text(resume.basics.name) or "CV")
    body = [_header(view)]
    for section, entries in view.sections():
        body.append(_section(view, section, entries))
    accent = resume.design.accent or DEFAULT_ACCENT  # validated #rrggbb, safe inside CSS
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{esc(lang)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{_CSP}">\n'
        f"<title>{name}</title>\n<style>{_CSS % {'accent': accent}}</style>\n</head>\n"
        "<body>\n<main>\n" + "\n".join(part for part in body if part) + "\n</main>\n</body>\n</html>\n"
    )


def esc(text: str) -> str:
    """*text* as HTML text: escaped, and without control characters or bidirectional overrides."""
    return html.escape(without_unseen(text), quote=True)


def href(url: str | None) -> str | None:
    """The attribute value for *url*, or ``None`` when it is not a link Vitae allows."""
    return esc(url) if url and is_safe_url(url) else None


def link(label_html: str, url: str | None) -> str:
    target = href(url)
    if not target or not label_html:
        return label_html
    return f'<a href="{target}" rel="noopener noreferrer">{label_html}</a>'


def inline(text: str) -> str:
    """Vitae markup as HTML: ``<strong>``, ``<em>`` and links from the spans, text escaped."""
    out = []
    for url, group in itertools.groupby(parse_inline(text), key=lambda span: span.url):
        label = ""
        for span in group:
            piece = _LINE_BREAK.sub("<br>", esc(span.text))
            piece = f"<em>{piece}</em>" if span.italic else piece
            label += f"<strong>{piece}</strong>" if span.bold else piece
        out.append(link(label, url))
    return "".join(out)


def _header(view: LanguageView) -> str:
    basics = view.resume.basics
    contact = []
    if basics.email:
        contact.append(link(esc(basics.email), f"mailto:{basics.email}"))
    if basics.phone:
        contact.append(link(esc(basics.phone), "tel:" + re.sub(r"[^\d+]", "", basics.phone)))
    if basics.website:
        contact.append(link(esc(re.sub(r"^https?://", "", basics.website).rstrip("/")), basics.website))
    if view.text(basics.location):
        contact.append(esc(view.text(basics.location)))
    for profile in basics.profiles:
        contact.append(link(esc(profile.network), profile.url) if profile.url else
                       esc(f"{profile.network}: {profile.username or ''}"))
    parts = [f"<h1>{esc(view.text(basics.name))}</h1>"]
    if view.text(basics.headline):
        parts.append(f'<p class="headline">{inline(view.text(basics.headline))}</p>')
    if contact:
        parts.append('<ul class="contact">' + "".join(f"<li>{c}</li>" for c in contact) + "</ul>")
    return "<header>\n" + "\n".join(parts) + "\n</header>"


def _section(view: LanguageView, section, entries: list) -> str:
    heading = view.heading(section)
    parts = [f'<section class="{esc(section.kind)}">']
    if heading:  # an empty title means no heading, as in the PDF
        parts.append(f"<h2>{esc(heading)}</h2>")
    list_class = "tags" if section.kind == "interests" else "news" if section.kind == "news" else "items"
    # Entries that are list items (news, awards, skills, list items) share one <ul>.
    for is_item, group in itertools.groupby((_entry(view, e) for e in entries), key=lambda r: r[0]):
        chunks = [html_ for _, html_ in group if html_]
        if is_item:
            parts.append(f'<ul class="{list_class}">' + "".join(chunks) + "</ul>")
        else:
            parts.extend(chunks)
    parts.append("</section>")
    return "\n".join(parts)


def _entry(view: LanguageView, entry: Entry) -> tuple[bool, str]:
    """(whether it is a list item, its HTML) for *entry*."""
    (is_item, make), shown = row_for(ENTRY_HTML, entry)
    return is_item, make(view, shown)


def _text(view: LanguageView, entry: TextEntry) -> str:
    text = _LINE_BREAK.sub("\n", view.text(entry.text))
    paragraphs = [p.strip() for p in re.split(r"\n[ \t]*\n", text) if p.strip()]
    return "".join(f"<p>{inline(p)}</p>" for p in paragraphs)


def _list(view: LanguageView, entry: ListEntry) -> str:
    return "".join(f"<li>{inline(item)}</li>" for item in view.texts(entry.items))


def _news(view: LanguageView, entry: NewsEntry) -> str:
    return (f'<li><span class="date">{esc(format_date(entry.date, view.lang))}</span> '
            f"{inline(view.text(entry.text))}</li>")


def _skill(view: LanguageView, entry: SkillEntry) -> str:
    t = view.text
    label, rest = t(entry.label), "; ".join(
        p for p in (inline(t(entry.details)), ", ".join(inline(i) for i in view.texts(entry.items))) if p)
    head = f"<strong>{inline(label)}</strong>" + (locale_for(view.lang).colon if rest else "") if label else ""
    return f"<li>{head}{rest}</li>" if head or rest else ""


def _award(view: LanguageView, entry: AwardEntry) -> str:
    t, lang = view.text, view.lang
    dates = locale_for(lang).list_sep.join(format_date(d, lang) for d in entry.dates)
    parts = [link(f"<strong>{inline(t(entry.title))}</strong>", entry.url), inline(t(entry.issuer)), esc(dates)]
    note = f" — {inline(t(entry.note))}" if t(entry.note) else ""
    return "<li>" + ", ".join(p for p in parts if p) + note + "</li>"


def _dated(view: LanguageView, entry) -> str:
    t = view.text
    if isinstance(entry, ExperienceEntry):
        title = link(inline(t(entry.organisation)), entry.url)
        if t(entry.team):
            title += f" — {inline(t(entry.team))}"
        sub = [f"— {inline(t(entry.role))}" if t(entry.role) else "", inline(t(entry.location))]
    elif isinstance(entry, EducationEntry):
        title = link(inline(t(entry.institution)), entry.url)
        degree = " in ".join(inline(x) for x in (t(entry.degree), t(entry.field)) if x)
        sub = [degree, inline(t(entry.location))]
    elif isinstance(entry, ProjectEntry):
        title = link(inline(t(entry.name)), entry.url)
        sub = [inline(t(entry.role)), inline(t(entry.organisation)), inline(t(entry.location))]
    elif isinstance(entry, GenericEntry):
        title = link(inline(t(entry.title)), entry.url)
        sub = [inline(t(entry.subtitle)), inline(t(entry.location))]
    else:
        return ""
    end = None if entry.end == entry.start else entry.end  # a one-day event is dated once
    when = format_range(entry.start, end, view.lang, expected=entry.expected)
    parts = ['<article class="entry">', f'<div class="entry-head"><h3>{title}</h3>'
             + (f'<span class="date">{esc(when)}</span>' if when else "") + "</div>"]
    if any(sub):
        parts.append('<p class="sub">' + " · ".join(s for s in sub if s) + "</p>")
    summary = t(getattr(entry, "summary", None))
    if summary:
        parts.append(f"<p>{inline(summary)}</p>")
    highlights = view.texts(entry.highlights)
    if highlights:
        parts.append("<ul>" + "".join(f"<li>{inline(h)}</li>" for h in highlights) + "</ul>")
    return "\n".join(parts) + "\n</article>"


def _publication(view: LanguageView, entry: PublicationEntry) -> str:
    t = view.text
    parts = ['<article class="entry">', f"<h3>{link(inline(t(entry.title)), entry.url)}</h3>"]
    authors = []
    for author, name in named_authors(entry.authors, t):
        name = inline(name) + ("*" if author.equal else "")
        authors.append(f"<strong>{name}</strong>" if author.me else name)
    if authors:
        parts.append('<p class="authors">' + ", ".join(authors) + "</p>")
    venue_text = t(entry.venue_short) or t(entry.venue)
    # "OSDI 2025" already says when; a bare venue gets the date beside it.
    date = format_date(entry.date, view.lang) if entry.date and entry.date[:4] not in venue_text else ""
    venue = [inline(venue_text), esc(date), inline(t(entry.status))]
    if any(venue):
        parts.append('<p class="venue">' + " · ".join(v for v in venue if v) + "</p>")
    for extra in (t(entry.note), t(entry.summary)):
        if extra:
            parts.append(f"<p>{inline(extra)}</p>")
    links = [link(inline(t(item.label)), item.url) for item in entry.links]
    if links:
        parts.append('<p class="links">' + " · ".join(links) + "</p>")
    return "\n".join(parts) + "\n</article>"


def export_bytes(resume: Resume, request: RenderRequest) -> bytes:
    """The export registry's entry point (``editor.exports``)."""
    return export_html(resume, requested_language(resume, request)).encode()


ENTRY_HTML: dict[str, tuple[bool, Callable[[LanguageView, Any], str]]] = {
    "education": (False, _dated), "experience": (False, _dated), "project": (False, _dated),
    "generic": (False, _dated), "publication": (False, _publication), "award": (True, _award),
    "skill": (True, _skill), "news": (True, _news), "text": (False, _text), "list": (True, _list),
}
"""Each entry kind: whether it is a list item, and its HTML (tests/test_kind_tables.py checks every kind)."""
