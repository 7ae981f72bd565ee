"""An academicpages ``_pages/cv.md`` read back: the shape :mod:`editor.formats.markdown` writes.

A page is front matter, then setext headings (``Title`` over ``=====``), each
with a bullet list. The heading tells the section's kind (in English,
Chinese or Japanese, or by a word such as "Experience" inside a longer
title); the bullets are read by that kind's shape, the inverse of the
exporter's: ``* Ph.D in Field, [University](url), 2026 (expected)``,
``* July 2025 - Present: Role`` with the organisation as its first
sub-bullet, ``* "Title". Authors. *Venue*. 2024.`` Markdown's escapes and
HTML entities come back as the characters they stand for; emphasis and
links stay Vitae's inline markup, which is the same syntax.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from ..model import Basics, Resume, Section
from ..model.entries import (
    AwardEntry, EducationEntry, ExperienceEntry, GenericEntry, ListEntry, NewsEntry, ProjectEntry,
    PublicationEntry, SkillEntry, TextEntry,
)
from ..model.kinds import Entry
from ..model.l10n import LOCALES
from .errors import DocumentError
from .interchange import ImportResult, build, guess_language, is_present, partial_date

MAX_BYTES = 1024 * 1024  # a long CV page is 50 kB
MAX_LINES = 20_000
MAX_LINE = 2000  # characters; a CV line is a sentence or two
_SETEXT = re.compile(r"^(=+|-+)\s*$")
_BULLET = re.compile(r"^( *)[*+-] (.*)$")
_MD_ESCAPE = re.compile(r"\\([`_#|$!=+>.\-])")  # what Markdown needed and Vitae's markup does not
_LINK = re.compile(r"^\[(?P<label>(?:\\.|[^\]\\])+)\]\((?P<url>[^)\s]+)\)$")
_YEAR = re.compile(r"\d{4}")
# What a degree's name looks like ("Ph.D", "B.Sc.", "MSc", "Master of Arts"), so that
# "Summer School in Network Science" stays a school.
_DEGREE = re.compile(r"^\S*\.|^[A-Z][A-Za-z]{0,3}$|bachelor|master|doctor|diplom|licenc|associate|学士|硕士|博士|修士",
                     re.IGNORECASE)
_DATED = re.compile(r"\d{4}|Present|至今|現在")
_KEYWORDS = (  # a heading's words → the kind it most likely is; first match wins
    ("publication", "publications"), ("paper", "publications"), ("论文", "publications"), ("成果", "publications"),
    ("education", "education"), ("教育", "education"), ("学歴", "education"),
    ("research", "research"), ("科研", "research"), ("研究歴", "research"),
    ("experience", "experience"), ("employment", "experience"), ("work", "experience"), ("经历", "experience"),
    ("職歴", "experience"), ("project", "projects"), ("项目", "projects"),
    ("award", "awards"), ("honor", "awards"), ("honour", "awards"), ("奖", "awards"), ("受賞", "awards"),
    ("skill", "skills"), ("技能", "skills"), ("news", "news"), ("动态", "news"),
    ("interest", "interests"), ("兴趣", "interests"), ("about", "about"), ("summary", "about"), ("简介", "about"),
)


def looks_like_markdown(raw: bytes, filename: str) -> bool:
    """A ``.md`` file, or a Jekyll page: front matter with an academicpages layout or a setext heading."""
    if filename.lower().endswith((".md", ".markdown")):
        return True
    head = raw[:2048].decode("utf-8", "replace")
    return head.startswith("---\n") and "\nlayout:" in head and "\n---" in head[4:] and "{% include" in raw[:4096].decode("utf-8", "replace")


def import_academicpages(raw: bytes, filename: str) -> ImportResult:
    if len(raw) > MAX_BYTES:
        raise DocumentError.single(filename, f"is {len(raw) / 1e6:.1f} MB; a CV page must be under "
                                             f"{MAX_BYTES // 2**20} MB")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DocumentError.single(filename, f"is not UTF-8 text (byte 0x{raw[error.start]:02x} at offset "
                                             f"{error.start})") from None
    lines = text.replace("\r\n", "\n").split("\n")
    if len(lines) > MAX_LINES:
        raise DocumentError.single(filename, f"has more than {MAX_LINES} lines; not a CV page")
    long_line = next((i for i, line in enumerate(lines) if len(line) > MAX_LINE), None)
    if long_line is not None:
        raise DocumentError.single(filename, f"a line is longer than {MAX_LINE} characters; not a CV page",
                                   long_line + 1)
    blocks = _sections(_body(lines))
    if not blocks:
        raise DocumentError.single(filename, "is Markdown without the headings of an academicpages CV "
                                             "(a title over a line of ===)")
    notes: list[str] = []
    # Link targets are no words of the page: a Chinese CV full of links is still Chinese.
    language = guess_language([re.sub(r"\]\([^)]*\)", "]", line) for _, body in blocks for line in body])
    sections = [s for s in (_Section(title, body, language, notes).read() for title, body in blocks) if s]
    name = _front_matter_name(lines)
    return ImportResult(Resume(languages=[language], basics=Basics(name=name), sections=sections), notes)


def _body(lines: list[str]) -> list[str]:
    """The lines after the front matter and the ``{% include %}`` line."""
    start = 0
    if lines and lines[0].strip() == "---":
        end = next((i for i in range(1, len(lines)) if lines[i].strip() == "---"), 0)
        start = end + 1
    return [line for line in lines[start:] if not line.strip().startswith("{%")]


def _front_matter_name(lines: list[str]) -> str:
    """academicpages keeps the owner's name in ``_config.yml``, not the page; an ``author:`` line is used if any."""
    for line in lines[1:40]:
        if line.strip() == "---":
            break
        match = re.match(r"^author:\s*[\"']?([^\"'\n]+?)[\"']?\s*$", line)
        if match and match.group(1).lower() not in ("true", "false"):
            return match.group(1)
    return ""


def _sections(lines: list[str]) -> list[tuple[str, list[str]]]:
    blocks: list[tuple[str, list[str]]] = []
    i = 0
    while i < len(lines):
        if i + 1 < len(lines) and lines[i].strip() and _SETEXT.match(lines[i + 1]) and not _BULLET.match(lines[i]):
            blocks.append((lines[i].strip(), []))
            i += 2
            continue
        match = re.match(r"^#{1,3} +(.+?)\s*#*$", lines[i])
        if match:
            blocks.append((match.group(1), []))
        elif blocks:
            blocks[-1][1].append(lines[i])
        i += 1
    return blocks


def unescape(text: str) -> str:
    """Markdown from the exporter as Vitae markup: its extra escapes and HTML entities undone."""
    return html.unescape(_MD_ESCAPE.sub(r"\1", text))


def _plain(text: str) -> str:
    """Inline markup removed, escapes undone: the text of a field that takes no markup (a URL's label)."""
    return re.sub(r"\\([\\*\[\]])", r"\1", text)


@dataclass
class _Item:
    """A top-level bullet with its sub-bullets (or a paragraph, when ``bullet`` is false)."""

    text: str
    bullet: bool = True
    subs: list[str] = field(default_factory=list)


def _items(body: list[str]) -> list[_Item]:
    items: list[_Item] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            items.append(_Item(" ".join(paragraph), bullet=False))
            paragraph.clear()

    for line in body:
        match = _BULLET.match(line)
        if match and len(match.group(1)) == 0:
            flush()
            items.append(_Item(match.group(2).strip()))
        elif match and items and items[-1].bullet:
            items[-1].subs.append(match.group(2).strip())
        elif line.strip():
            paragraph.append(line.strip())
        else:
            flush()
    flush()
    return items


_SPLIT_MARKS = re.compile(r"\\.|[\[\]()]|, ")


def _split(text: str) -> list[str]:
    """*text* split at ", " outside links (a comma in a link's label or URL stays)."""
    if not any(ch in text for ch in "[(\\"):
        return [p.strip() for p in text.split(", ") if p.strip()]
    parts, depth, start = [], 0, 0
    for match in _SPLIT_MARKS.finditer(text):
        mark = match.group()
        if mark in "[(":
            depth += 1
        elif mark in "])":
            depth = max(0, depth - 1)
        elif mark == ", " and depth == 0:
            parts.append(text[start:match.start()])
            start = match.end()
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def _when_head(text: str) -> tuple[str, str] | None:
    """``July 2025 - Present: Role`` as (``July 2025 - Present``, ``Role``) when the part before ": " is dated."""
    when, sep, head = text.partition(": ")
    return (when, head) if sep and _DATED.search(when) else None


def _linked(text: str) -> tuple[str, str | None]:
    """``[label](url)`` as (label, url); other text as (text, None)."""
    match = _LINK.match(text.strip())
    return (match.group("label"), match.group("url")) if match else (text, None)


def _when(text: str) -> dict | None:
    """``July 2025 - Present`` / ``2021`` / ``Summer 2024 (expected)`` as start, end and expected."""
    expected = False
    text = text.strip()
    match = re.search(r"\s*\((expected|预计|見込み)\)$", text)
    if match:
        expected, text = True, text[: match.start()]
    parts = [p.strip() for p in re.split(r" - |–|-(?=\D)|(?<=\d)-(?=\d{4})", text) if p.strip()]
    if not parts or len(parts) > 2:
        return None
    dates = ["present" if is_present(p) or p in ("至今", "現在") else partial_date(p) for p in parts]
    if None in dates:
        return None
    start, end = (dates[0], dates[1]) if len(dates) == 2 else (dates[0], None)  # one date: a start only
    return {"start": start, "end": end, "expected": expected}


def kind_of_heading(title: str) -> str:
    for locale in LOCALES.values():
        for kind, name in locale.section_titles.items():
            if name and name.casefold() == title.casefold():
                return kind
    lowered = title.casefold()
    return next((kind for word, kind in _KEYWORDS if word in lowered), "custom")


class _Section:
    def __init__(self, title: str, body: list[str], language: str, notes: list[str]):
        self.title = unescape(title)
        self.kind = kind_of_heading(self.title)
        self.items = _items(body)
        self.notes = notes
        self.where = self.title

    def read(self) -> Section | None:
        entries: list[Entry] = []
        for i, item in enumerate(self.items):
            entry = self._entry(item, f"{self.where}[{i + 1}]")
            if isinstance(entry, ListEntry) and entries and isinstance(entries[-1], ListEntry):
                entries[-1].items.extend(entry.items)
            elif entry is not None:
                entries.append(entry)
        if not entries:
            return None
        default = next((loc.section_titles.get(self.kind) for loc in LOCALES.values()
                        if loc.section_titles.get(self.kind, "").casefold() == self.title.casefold()), None)
        return Section(kind=self.kind, title=None if default else _plain(self.title), entries=entries)

    def _entry(self, item: _Item, where: str):
        if not item.bullet:
            return TextEntry(text=unescape(item.text))
        kind = self.kind
        if kind == "education":
            return self._education(item, where)
        if kind == "publications":
            return self._publication(item, where)
        if kind == "news":
            return self._news(item, where) or self._list(item)
        if kind == "awards":
            return self._award(item, where)
        if kind == "skills":
            return self._skill(item, where)
        if kind in ("experience", "research", "projects") or item.subs or _when_head(item.text):
            return self._dated(item, where)
        if kind in ("interests", "about", "misc"):
            return self._list(item)
        if ": " in item.text:
            return self._skill(item, where)
        return self._list(item)

    def _list(self, item: _Item) -> ListEntry:
        return ListEntry(items=[unescape(item.text)])

    def _education(self, item: _Item, where: str) -> EducationEntry:
        parts = _split(item.text)
        dates = _when(parts[-1]) if len(parts) > 1 else None
        if dates:
            parts.pop()
            if dates["end"] is None:
                dates["start"], dates["end"] = None, dates["start"]  # a degree is dated by its final year
        degree = field_ = institution = url = None
        first = parts.pop(0) if parts else ""
        # "Degree in Field, School" when more follows; alone, "X in Y" is a degree only if X reads as one.
        if " in " in first and (parts or _DEGREE.search(first.split(" in ", 1)[0])):
            degree, rest = first.split(" in ", 1)
            label, url = _linked(rest)
            if url or not parts:
                institution = label
            else:
                field_ = rest
        elif _linked(first)[1] or not any(_linked(p)[1] for p in parts):
            institution, url = _linked(first)
        else:
            field_ = first
        if institution is None and parts:
            institution, url = _linked(parts.pop(0))
        data = {"institution": unescape(institution or ""), "url": url, "degree": unescape(degree or "") or None,
                "field": unescape(field_ or "") or None, "location": unescape(", ".join(parts)) or None,
                "highlights": [unescape(s) for s in item.subs], **(dates or {})}
        return build(EducationEntry, data, where, self.notes)

    def _dated(self, item: _Item, where: str):
        match = _when_head(item.text)
        dates = _when(match[0]) if match else None
        head = match[1] if match and dates else item.text  # dates only come with a match
        if dates is None:
            dates = _when(item.text) or {}
            head = "" if dates else item.text
        subs = list(item.subs)
        if self.kind in ("experience", "research"):
            place = _split(subs.pop(0)) if subs else []
            organisation, url = _linked(place.pop(0)) if place else ("", None)
            if not head:
                head, organisation = organisation, ""
            data = {"organisation": unescape(organisation or head), "url": url,
                    "role": unescape(head) if organisation else None, "location": unescape(", ".join(place)) or None,
                    "highlights": [unescape(s) for s in subs], **dates}
            return build(ExperienceEntry, data, where, self.notes)
        name, url = _linked(head)
        if self.kind == "projects":
            data = {"name": unescape(name), "url": url, "highlights": [unescape(s) for s in subs], **dates}
            return build(ProjectEntry, data, where, self.notes)
        subtitle = unescape(subs.pop(0)) if subs else None
        data = {"title": unescape(name), "url": url, "subtitle": subtitle,
                "highlights": [unescape(s) for s in subs], **dates}
        return build(GenericEntry, data, where, self.notes)

    def _publication(self, item: _Item, where: str) -> PublicationEntry:
        text = item.text
        match = re.match(r'^"(?P<title>.+?)"\.(?: |$)', text)
        if not match:
            return build(PublicationEntry, {"title": unescape(text)}, where, self.notes)
        title, url = _linked(match.group("title"))
        rest = text[match.end():]
        venue = re.search(r"(?:^|\. )\*(?!\*)(?P<venue>(?:\\.|[^*\\])+)\*(?:\.|$)", rest)
        if venue:
            authors_text, after = rest[: venue.start()], rest[venue.end():]
        else:
            authors_text, after = rest, ""
        date_match = None
        for date_match in re.finditer(r"(?:^|\. |\s)(?P<date>(?:[A-Z][a-z]+ )?\d{4}(?:\.\d{1,2})?)\.(?: |$)",
                                      after if venue else authors_text):
            pass
        source = after if venue else authors_text
        date = partial_date(date_match.group("date")) if date_match else None
        status = note = None
        if date_match:
            status = source[: date_match.start()].strip(" .") or None
            note = source[date_match.end():].strip() or None
            if not venue:
                authors_text, status = status or "", None
        else:
            note = source.strip(" .") or None
        authors = []
        for name in _split(authors_text.strip().rstrip(".")):
            equal = name.endswith("\\*")
            name = name[:-2] if equal else name
            me = name.startswith("**") and name.endswith("**") and len(name) > 4
            authors.append({"name": unescape(name[2:-2] if me else name), "me": me, "equal": equal})
        summary = links = None
        subs = list(item.subs)
        if subs and all(_LINK.match(p.strip()) for p in subs[-1].split(" · ")):
            links = [{"label": unescape(_linked(p)[0]), "url": _linked(p)[1]} for p in subs.pop().split(" · ")]
        if subs:
            summary = unescape(" ".join(subs))
        data = {"title": unescape(title), "url": url, "authors": authors,
                "venue": unescape(venue.group("venue")) if venue else None, "date": date,
                "status": unescape(status) if status else None, "note": unescape(note) if note else None,
                "summary": summary, "links": links or []}
        return build(PublicationEntry, data, where, self.notes)

    def _award(self, item: _Item, where: str) -> AwardEntry:
        text, note = item.text, None
        match = re.search(r" \((?P<note>[^()]*)\)$", text)
        if match:
            text, note = text[: match.start()], match.group("note")
        parts = _split(text)
        dates: list[str | None] = []
        while len(parts) > 1 and partial_date(parts[-1]):
            dates.insert(0, partial_date(parts.pop()))
        title, url = _linked(parts.pop(0)) if parts else ("", None)
        data = {"title": unescape(title), "url": url, "issuer": unescape(", ".join(parts)) or None,
                "dates": dates, "note": unescape(note) if note else None}
        return build(AwardEntry, data, where, self.notes)

    def _skill(self, item: _Item, where: str) -> SkillEntry:
        label, sep, rest = item.text.partition(": ")
        if not sep:
            return build(SkillEntry, {"details": unescape(item.text)}, where, self.notes)
        details, _, items = rest.rpartition("; ")
        data = {"label": unescape(label), "details": unescape(details) or None,
                "items": [unescape(i) for i in _split(items)]}
        return build(SkillEntry, data, where, self.notes)

    def _news(self, item: _Item, where: str) -> NewsEntry | None:
        when, sep, text = item.text.partition(": ")
        date = partial_date(when) if sep else None
        return build(NewsEntry, {"date": date, "text": unescape(text)}, where, self.notes) if date else None
