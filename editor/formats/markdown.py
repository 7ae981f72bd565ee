"""A résumé as an academicpages ``_pages/cv.md``: front matter, setext headings, bullets.

The shape follows the academicpages template (and seed 002, a real one):
``* Ph.D in [University](url), 2026 (expected)`` for a degree,
``* July 2025 - Present: Role`` with the organisation and duties as
sub-bullets for a job, ``* Label: details`` for skills.

Jekyll renders the page with kramdown after Liquid, so user text is made
inert for both: HTML's ``& < >`` and Liquid's braces become entities,
Markdown punctuation is backslash-escaped, and only the Span structure from
:func:`editor.model.markup.parse_inline` writes ``**``, ``*`` and links.
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
    AwardEntry, EducationEntry, ExperienceEntry, ListEntry, NewsEntry, ProjectEntry,
    PublicationEntry, SkillEntry, TextEntry,
)
from ..model.l10n import format_date, locale_for
from ..model.markup import Span, parse_inline
from ..request import RenderRequest
from .unseen import without_unseen
from .view import LanguageView, requested_language

FRONT_MATTER = """---
layout: archive
title: "CV"
permalink: /cv/
author_profile: true
redirect_from:
  - /resume
---

{% include base_path %}
"""
# Inline syntax of CommonMark, GFM (tables, ~~strike~~) and kramdown ($$math$$).
_PUNCTUATION = re.compile(r"([\\`*_\[\]#|$!~])")
# Liquid has no escape character: a brace must not reach it at all.
_BRACES = {"{": "&#123;", "}": "&#125;"}
# CommonMark ends a line at CR, LF or CR LF: a CR alone inside a field would
# start a new line, where text can open a list, a heading or a fence.
_LINE_BREAK = re.compile(r"\r\n?|\n")
# What may open a block at the start of a line once punctuation is escaped:
# bullets, setext underlines and (kramdown) definitions by their character,
# ordered lists by the dot or parenthesis after their number.
_BLOCK_START = re.compile(r"^([-+=:])|^(\d+)([.)])")


def export_markdown(resume: Resume, lang: str) -> str:
    """The résumé in *lang* as a Jekyll/academicpages CV page."""
    view = LanguageView(resume, lang)
    blocks = [FRONT_MATTER]
    for section, entries in view.sections():
        heading = view.heading(section)
        body = _section_body(view, entries)
        if body and heading:
            blocks.append(f"{escape(heading)}\n{'=' * max(len(heading), 3)}\n\n{body}")
        elif body:  # a section with its heading switched off, as in the PDF
            blocks.append(body)
    return "\n".join(blocks).rstrip("\n") + "\n"


def escape(text: str) -> str:
    """*text* as literal Markdown: no HTML, no emphasis, no links, no Liquid."""
    return _line_safe(_literal(_one_line(text)))


def inline(text: str) -> str:
    """Vitae markup as Markdown: the spans' styles and safe links, their text escaped."""
    out = []
    for url, group in itertools.groupby(parse_inline(_one_line(text)), key=lambda span: span.url):
        label = "".join(_styled(span) for span in group)
        out.append(f"[{label}]({_url(url)})" if url else label)
    return _line_safe("".join(out))


def _one_line(text: str) -> str:
    return _LINE_BREAK.sub(" ", text)


def _line_safe(markdown: str) -> str:
    """*markdown* (one line of escaped text) safe to start a line with.

    Every piece of user text may begin a line (a bullet's text, a heading, a
    paragraph), so each is made safe as if it did: no leading indentation
    (four spaces make a code block, and after a bullet marker five do), and
    no list, underline or definition marker first. Without white space at
    either end it can also sit inside the ``*…*`` this module wraps around a
    venue (emphasis does not open before a space).
    """
    markdown = markdown.strip()
    return _BLOCK_START.sub(lambda m: f"\\{m[1]}" if m[1] else f"{m[2]}\\{m[3]}", markdown, count=1)


def _styled(span: Span) -> str:
    text = _literal(span.text)
    marker = "***" if span.bold and span.italic else "**" if span.bold else "*" if span.italic else ""
    if not marker or not text.strip():
        return text
    # Emphasis must hug its text in Markdown: keep the spaces outside the markers.
    core = text.strip()
    lead, trail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()):]
    return f"{lead}{marker}{core}{marker}{trail}"


def _literal(text: str) -> str:
    text = _PUNCTUATION.sub(r"\\\1", html.escape(without_unseen(text), quote=False))
    return re.sub(r"[{}]", lambda m: _BRACES[m.group(0)], text)


def _url(url: str) -> str:
    return re.sub(r"[()<>\"\s{}]", lambda m: f"%{ord(m.group(0)):02X}", url)


def _date(value: str | None, lang: str) -> str:
    """``July 2025``, ``Summer 2024``, ``Present`` in English (as academicpages CVs write them):
    the PDF's date rule (:func:`format_date`) with the month spelled out."""
    return format_date(value, lang, long_months=True)


def _range(start: str | None, end: str | None, lang: str, expected: bool = False) -> str:
    parts = [part for part in (_date(start, lang), _date(end, lang)) if part]
    text = " - ".join(dict.fromkeys(parts))  # a one-day event is dated once
    return f"{text} ({locale_for(lang).expected})" if expected and text else text


def _link(view: LanguageView, text: str, url: str | None) -> str:
    label = inline(text)
    return f"[{label}]({_url(url)})" if url and label else label


def _section_body(view: LanguageView, entries: list) -> str:
    lines: list[str] = []
    for entry in entries:
        block = _entry(view, entry)
        if not block:
            continue
        if len(block) > 1 and lines and lines[-1] != "":
            lines.append("")  # a multi-line entry stands apart, as in academicpages' sample
        lines.extend(block)
        if len(block) > 1:
            lines.append("")
    return "\n".join(lines).strip("\n") + "\n" if lines else ""


def _bullet(text: str, depth: int = 0) -> str:
    return f"{'  ' * depth}* {text}"


def _entry(view: LanguageView, entry: Entry) -> list[str]:
    lines, shown = row_for(ENTRY_LINES, entry)
    return lines(view, shown)


def _education(view: LanguageView, entry: EducationEntry) -> list[str]:
    t = view.text
    degree, field, place = t(entry.degree), t(entry.field), _link(view, t(entry.institution), entry.url)
    if degree:
        what = f"{inline(degree)} in {inline(field)}, {place}" if field else f"{inline(degree)} in {place}"
    else:
        what = ", ".join(p for p in (inline(field), place) if p)
    when = _education_when(entry, view.lang)
    lines = [_bullet(", ".join(p for p in (what, inline(t(entry.location)), when) if p))]
    return lines + [_bullet(inline(h), 1) for h in view.texts(entry.highlights)]


def _award(view: LanguageView, entry: AwardEntry) -> list[str]:
    t = view.text
    dates = ", ".join(_date(d, view.lang) for d in entry.dates)
    parts = [inline(t(entry.title)) if not entry.url else _link(view, t(entry.title), entry.url),
             inline(t(entry.issuer)), dates]
    line = ", ".join(p for p in parts if p)
    return [_bullet(line + (f" ({inline(t(entry.note))})" if t(entry.note) else ""))]


def _skill(view: LanguageView, entry: SkillEntry) -> list[str]:
    t = view.text
    label, details, items = t(entry.label), t(entry.details), view.texts(entry.items)
    rest = "; ".join(p for p in (inline(details), ", ".join(inline(i) for i in items)) if p)
    text = f"{inline(label)}: {rest}" if label and rest else inline(label) or rest
    return [_bullet(text)] if text else []


def _news(view: LanguageView, entry: NewsEntry) -> list[str]:
    return [_bullet(f"{_date(entry.date, view.lang)}: {inline(view.text(entry.text))}")]


def _text(view: LanguageView, entry: TextEntry) -> list[str]:
    text = _LINE_BREAK.sub("\n", view.text(entry.text))
    paragraphs = [p for p in re.split(r"\n[ \t]*\n", text) if p.strip()]
    return ["\n\n".join(inline(p.strip()) for p in paragraphs), ""] if paragraphs else []


def _list(view: LanguageView, entry: ListEntry) -> list[str]:
    return [_bullet(inline(item)) for item in view.texts(entry.items)]


def _education_when(entry: EducationEntry, lang: str) -> str:
    year = lambda value: value.split("-")[0]  # noqa: E731  (a degree is dated by its year)
    if entry.end and entry.end != "present":
        text = year(entry.end)
    elif entry.start:
        text = _range(year(entry.start), entry.end, lang)
    else:
        return ""
    return f"{text} ({locale_for(lang).expected})" if entry.expected else text


def _dated_block(view: LanguageView, entry) -> list[str]:
    t = view.text
    if isinstance(entry, ExperienceEntry):
        head, place = t(entry.role), [_link(view, t(entry.organisation), entry.url), inline(t(entry.team))]
    elif isinstance(entry, ProjectEntry):
        head, place = t(entry.name), [inline(t(entry.role)), inline(t(entry.organisation))]
    else:
        head, place = t(entry.title), [inline(t(entry.subtitle))]
    when = _range(entry.start, entry.end, view.lang, entry.expected)
    linked_head = inline(head) if isinstance(entry, ExperienceEntry) or not entry.url else _link(view, head, entry.url)
    if not head:  # a job without a role is headed by its organisation
        linked_head, place[0] = place[0], ""
    lines = [_bullet(f"{when}: {linked_head}" if when and linked_head else when or linked_head)]
    place.append(inline(t(entry.location)))
    if any(place):
        lines.append(_bullet(", ".join(p for p in place if p), 1))
    if t(entry.summary):
        lines.append(_bullet(inline(t(entry.summary)), 1))
    lines.extend(_bullet(inline(h), 1) for h in view.texts(entry.highlights))
    return lines


def _publication(view: LanguageView, entry: PublicationEntry) -> list[str]:
    t = view.text
    authors = []
    for author, name in named_authors(entry.authors, t):
        name = inline(name)
        name = f"**{name}**" if author.me else name
        authors.append(name + ("\\*" if author.equal else ""))
    venue = t(entry.venue) or t(entry.venue_short)
    parts = [f"\"{_link(view, t(entry.title), entry.url)}\"", ", ".join(a for a in authors if a),
             f"*{inline(venue)}*" if venue else "", inline(t(entry.status)), _date(entry.date, view.lang)]
    line = ". ".join(p for p in parts if p) + "."
    if t(entry.note):
        line += f" {inline(t(entry.note))}"
    lines = [_bullet(line)]
    if t(entry.summary):
        lines.append(_bullet(inline(t(entry.summary)), 1))
    links = " · ".join(f"[{inline(t(link.label))}]({_url(link.url)})" for link in entry.links)
    if links:
        lines.append(_bullet(links, 1))
    return lines


def export_bytes(resume: Resume, request: RenderRequest) -> bytes:
    """The export registry's entry point (``editor.exports``)."""
    return export_markdown(resume, requested_language(resume, request)).encode()


ENTRY_LINES: dict[str, Callable[[LanguageView, Any], list[str]]] = {
    "education": _education, "experience": _dated_block, "project": _dated_block,
    "generic": _dated_block, "publication": _publication, "award": _award, "skill": _skill,
    "news": _news, "text": _text, "list": _list,
}
"""Each entry kind's Markdown lines (tests/test_kind_tables.py checks every kind has a row)."""
