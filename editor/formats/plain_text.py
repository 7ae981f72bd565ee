"""The résumé as plain text: what an applicant-tracking system reads.

An ATS throws away layout, columns, icons and links and keeps the words in
reading order. This export is that reading, made on purpose: the name, the
headline, each contact with what it is ("Email: …", "GitHub: linwei", whole web
addresses), the personal details, then each section that prints in the
language (:mod:`editor.model.content`, the rule every output follows) under its
heading (underlined), each entry as a title line, a line of organisation,
place and dates, and its text and bullets ("- "). A link's address follows its
text in parentheses, as nobody can click paper. No markup, no reportlab.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

from ..model import Resume, row_for
from ..model.content import named_authors, personal_details
from ..model.l10n import contact_label, format_date, format_range, locale_for
from ..model.markup import parse_inline
from ..request import RenderRequest
from .view import LanguageView, requested_language

RULE = "="


def plain(text: str) -> str:
    """Vitae's inline markup as plain words; a link's address after its text."""
    out = []
    current_url: str | None = None
    label = ""
    for span in parse_inline(" ".join(text.split())):
        if span.url != current_url:
            out.append(_linked(label, current_url))
            label, current_url = "", span.url
        label += span.text
    out.append(_linked(label, current_url))
    return "".join(out).strip()


def _linked(label: str, url: str | None) -> str:
    if not url or url.removeprefix("mailto:") in label or _bare(url) == _bare(label):
        return label
    return f"{label} ({url})"


def _bare(url: str) -> str:
    for prefix in ("https://", "http://"):
        url = url.removeprefix(prefix)
    return url.rstrip("/").strip()


def _columns(text: str) -> int:
    """How many columns *text* takes in a fixed-width font (a Chinese character two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _join(parts: list[str], sep: str = ", ") -> str:
    return sep.join(part for part in parts if part)


class Writer:
    def __init__(self, resume: Resume, lang: str) -> None:
        self.view = LanguageView(resume, lang)
        self.lang = lang
        self.locale = locale_for(lang)

    def t(self, value: Any) -> str:
        return plain(self.view.text(value))

    def dates(self, entry: Any) -> str:
        return format_range(entry.start, entry.end, self.lang, expected=entry.expected)

    def label(self, key: str, value: str) -> str:
        return f"{contact_label(key, self.lang)}{self.locale.colon}{value}"

    def header(self) -> list[str]:
        basics = self.view.resume.basics
        lines = [line for line in (self.t(basics.name), self.t(basics.headline)) if line]
        contacts = []
        if basics.email:
            contacts.append(self.label("email", basics.email))
        if basics.phone:
            contacts.append(self.label("phone", basics.phone))
        if basics.website:
            contacts.append(self.label("website", basics.website))
        for profile in basics.profiles:
            network = profile.network.strip() or contact_label("profile", self.lang)
            value = _join([profile.username or "", f"({profile.url})" if profile.url and profile.username
                           else profile.url or ""], " ")
            if value:
                contacts.append(f"{network}{self.locale.colon}{value}")
        location = self.t(basics.location)
        if location:
            contacts.append(location)
        lines += contacts
        lines += [f"{label}{self.locale.colon}{value}"
                  for label, value in personal_details(basics, lambda v: self.view.text(v))]
        return lines

    def bullets(self, items: list) -> list[str]:
        return [f"- {plain(text)}" for text in self.view.texts(items)]

    def body(self, entry: Any) -> list[str]:
        summary = self.t(getattr(entry, "summary", None))
        return ([summary] if summary else []) + self.bullets(getattr(entry, "highlights", []))

    def education(self, e: Any) -> list[str]:
        return [_join([self.t(e.institution), _join([self.t(e.degree), self.t(e.field)], " ")], " — "),
                _join([self.t(e.location), self.dates(e)], " | "), *self.bullets(e.highlights)]

    def experience(self, e: Any) -> list[str]:
        return [_join([_join([self.t(e.organisation), self.t(e.team)]), self.t(e.role)], " — "),
                _join([self.t(e.location), self.dates(e)], " | "), *self.body(e)]

    def project(self, e: Any) -> list[str]:
        return [_join([self.t(e.name), _join([self.t(e.role), self.t(e.organisation)])], " — "),
                _join([self.t(e.location), self.dates(e)], " | "), *self.body(e)]

    def generic(self, e: Any) -> list[str]:
        return [_join([self.t(e.title), self.t(e.subtitle)], " — "),
                _join([self.t(e.location), self.dates(e)], " | "), *self.body(e)]

    def publication(self, e: Any) -> list[str]:
        authors = ", ".join(plain(name) + ("*" if author.equal else "")
                            for author, name in named_authors(e.authors, self.view.text))
        venue = _join([self.t(e.venue), f"({self.t(e.venue_short)})" if self.t(e.venue_short) else ""], " ")
        line = _join([authors, self.t(e.title), venue, format_date(e.date, self.lang) if e.date else "",
                      self.t(e.status), self.t(e.note)], ". ")
        links = [f"{self.t(link.label)}: {link.url}" for link in e.links]
        return [f"- {line}", *([f"  {e.url}"] if e.url else []), *(f"  {link}" for link in links),
                *([f"  {self.t(e.summary)}"] if self.t(e.summary) else [])]

    def award(self, e: Any) -> list[str]:
        years = ", ".join(format_date(d, self.lang) for d in e.dates)
        return [f"- {_join([self.t(e.title), self.t(e.issuer), years])}",
                *([f"  {self.t(e.note)}"] if self.t(e.note) else [])]

    def skill(self, e: Any) -> list[str]:
        rest = _join([self.t(e.details), *(plain(i) for i in self.view.texts(e.items))])
        label = self.t(e.label)
        text = f"{label}{self.locale.colon}{rest}" if label and rest else label or rest
        return [f"- {text}"] if text else []

    def news(self, e: Any) -> list[str]:
        return [f"- {_join([format_date(e.date, self.lang), self.t(e.text)], self.locale.colon)}"]

    def text_entry(self, e: Any) -> list[str]:
        return [plain(p) for p in self.view.text(e.text).split("\n\n") if p.strip()]

    def list_entry(self, e: Any) -> list[str]:
        return self.bullets(e.items)


ENTRY_TEXT: dict[str, Callable[[Writer, Any], list[str]]] = {
    "education": Writer.education, "experience": Writer.experience, "project": Writer.project,
    "generic": Writer.generic, "publication": Writer.publication, "award": Writer.award,
    "skill": Writer.skill, "news": Writer.news, "text": Writer.text_entry, "list": Writer.list_entry,
}
"""Each entry kind's lines (tests/test_kind_tables.py checks every kind has a row)."""


def export_text(resume: Resume, lang: str) -> str:
    """The résumé in *lang* as plain text, section by section in reading order."""
    writer = Writer(resume, lang)
    blocks = ["\n".join(writer.header())]
    for section, entries in writer.view.sections():
        lines: list[str] = []
        heading = writer.view.heading(section)
        if heading:
            lines += [heading, RULE * max(_columns(heading), 3)]
        for entry in entries:
            text, shown = row_for(ENTRY_TEXT, entry)
            block = [line for line in text(writer, shown) if line.strip()]
            if len(block) > 1 and lines and lines[-1] != "" and not lines[-1].startswith(RULE):
                lines.append("")  # an entry of several lines stands apart
            lines += block
        if any(not line.startswith(RULE) for line in lines[2 if heading else 0:]):
            blocks.append("\n".join(lines))
    return "\n\n".join(block for block in blocks if block).rstrip("\n") + "\n"


def export_bytes(resume: Resume, request: RenderRequest) -> bytes:
    """The export registry's entry point (``editor.exports``): UTF-8 text."""
    return export_text(resume, requested_language(resume, request)).encode("utf-8")
