"""Reactive Resume (rxresu.me) JSON exports, versions 4 and 5.

Both versions keep ``basics`` and a mapping of ``sections`` with ``items``;
they differ in names. Version 4 marks shown items ``visible`` and dates an
item with free text (``date: "January 2019 to Present"``); version 5 marks
hidden ones ``hidden``, dates with ``period``, links with ``website`` and
moves the summary and the photo to the top level. Both store descriptions
as rich-text HTML, read by :mod:`editor.formats.html_text` into Vitae's
inline markup. Version 3 (``public``, sections with a ``type``) is refused
by name.
"""

from __future__ import annotations

import re
from typing import Any

from ..model import Basics, Profile, Resume, Section
from ..model.entries import (
    AwardEntry, EducationEntry, ExperienceEntry, GenericEntry, ListEntry, ProjectEntry, PublicationEntry,
    SkillEntry, TextEntry,
)
from .errors import DocumentError
from .html_text import html_to_markup
from .interchange import (
    LANGUAGE_NAMES, ImportResult, build, guess_language, is_present, labelled, network_from_url, partial_date,
    run_import, type_name, web_url,
)

READS = "Vitae reads v4 and v5"
MAX_RICH_TEXT = 256 * 1024  # characters of HTML in the whole file; a long résumé has 30 k
_RANGE_SEP = re.compile(r"\s+(?:to|until|-|–|—)\s+|\s*[–—]\s*|(?<=\d)\s*-\s*(?=[A-Za-z]|\d{4})", re.IGNORECASE)


def version_of(data: dict) -> int | None:
    """3, 4 or 5 from the shape of an export; ``None`` when it matches none of them.

    Each version's own marks are looked for, newest first, so an early v4
    export (``basics.url`` still a plain string) is read as v4, not refused as v3.
    """
    sections, basics, metadata = (_mapping(data.get(key)) for key in ("sections", "basics", "metadata"))
    version = str(data.get("version", ""))
    layout = metadata.get("layout")
    if version.startswith("5") or "customSections" in data or isinstance(data.get("picture"), dict) \
            or isinstance(layout, dict) or isinstance(basics.get("website"), dict):
        return 5
    v4_sections = any(isinstance(s, dict) and ("separateLinks" in s or "columns" in s) for s in sections.values())
    if version.startswith("4") or isinstance(layout, list) or isinstance(basics.get("url"), dict) \
            or isinstance(basics.get("customFields"), list) or isinstance(basics.get("picture"), dict) \
            or isinstance(sections.get("summary"), dict) or v4_sections:
        return 4
    if "public" in data or isinstance(basics.get("location"), dict) or any(
            isinstance(s, dict) and s.get("type") in ("basic", "work", "custom") for s in sections.values()):
        return 3
    return None


def _mapping(value: object) -> dict:
    return value if isinstance(value, dict) else {}


def import_reactive_resume(data: dict, filename: str) -> ImportResult:
    version = version_of(data)
    if version == 3:
        raise DocumentError.single(filename, f"is a Reactive Resume v3 export; {READS} (export it again "
                                             "from a current Reactive Resume)")
    if version is None:
        raise DocumentError.single(filename, f"looks like a Reactive Resume export of a version Vitae does not "
                                             f"know; {READS}")
    return run_import([], lambda: _Importer(data, version).run(), filename)


_NOT_TEXT = {"id", "icon", "iconColor", "metadata", "picture", "url", "href", "website", "level", "visible", "hidden"}


def _visible_text(value: Any, depth: int = 0) -> list[str]:
    """The words a reader sees, for telling the language: no ids, icons, tags or settings."""
    if depth > 12:
        return []
    if isinstance(value, dict):
        return [t for key, item in value.items() if key not in _NOT_TEXT for t in _visible_text(item, depth + 1)]
    if isinstance(value, list):
        return [t for item in value for t in _visible_text(item, depth + 1)]
    return [re.sub(r"<[^>]*>", " ", value)] if isinstance(value, str) else []


def _text(value: Any) -> str:
    return value.strip() if isinstance(value, str) else ""


def _photo(value: Any, notes: list[str]) -> str | None:
    """The picture when it is a web link: a path in an export names a file on someone
    else's machine (or, as ``../../etc/passwd``, one that is no photo at all)."""
    text = _text(value)
    if not text:
        return None
    if text.lower().startswith(("http://", "https://")):
        return text
    notes.append(f"picture.url: {text[:80]!r} is not a web link; the résumé has no photo")
    return None


def _link(value: Any) -> str | None:
    """A v4 ``url: {href}`` or v5 ``website: {url}`` (or a bare string) as a URL."""
    if isinstance(value, dict):
        value = value.get("href") or value.get("url")
    text = _text(value)
    return str(web_url(text)) if text else None


class _Importer:
    def __init__(self, data: dict, version: int):
        self.data = data
        self.version = version
        self.notes: list[str] = []
        self.rich_budget = MAX_RICH_TEXT

    def run(self) -> ImportResult:
        sections_data = self.data.get("sections") or {}
        for key in sections_data:
            if key not in _SECTIONS and key not in ("summary", "profiles", "custom"):
                self.notes.append(f"sections.{key}: not a Reactive Resume v{self.version} section; not imported")
        sections = [s for s in (self._summary(), *self._sections(sections_data), *self._custom()) if s is not None]
        language = guess_language(_visible_text(self.data))
        if language != "en":
            self.notes.append(f"the text is mostly {LANGUAGE_NAMES[language]}: "
                              f"the résumé's language is set to {language}")
        return ImportResult(Resume(languages=[language], basics=self._basics(), sections=sections), self.notes)

    # -- helpers -------------------------------------------------------------------------------------------

    def _shown(self, item: dict) -> bool:
        return not item.get("hidden", False) and item.get("visible", True) is not False

    def _items(self, section: Any, where: str) -> list[tuple[dict, str]]:
        if not isinstance(section, dict):
            if section is not None:
                raise DocumentError.single("", f"{where}: must be an object, not {type_name(section)}")
            return []
        items = section.get("items") or []
        if not isinstance(items, list):
            raise DocumentError.single("", f"{where}.items: must be a list, not {type_name(items)}")
        kept = []
        for i, item in enumerate(items):
            if isinstance(item, dict):
                kept.append((item, f"{where}.items[{i}]"))
            else:
                self.notes.append(f"{where}.items[{i}]: {type_name(item)}, not an item; not imported")
        return kept

    def _range(self, item: dict, where: str) -> dict:
        text = _text(item.get("period") if "period" in item else item.get("date"))
        if not text:
            return {}
        parts = [p.strip() for p in _RANGE_SEP.split(text, maxsplit=1)]
        start = partial_date(parts[0])
        end = None
        if len(parts) > 1:
            end = "present" if is_present(parts[1]) else partial_date(parts[1])
        if start is None or (len(parts) > 1 and end is None):
            self.notes.append(f"{where}.{'period' if 'period' in item else 'date'}: {text!r} is not a date "
                              "range Vitae reads; left out")
            return {}
        return {"start": start, "end": end}

    def _date(self, item: dict, where: str) -> list[str]:
        dates = self._range(item, where)
        return [d for d in (dates.get("start"), dates.get("end")) if d and d != "present"][:1]

    def _html(self, html: str, where: str):
        """*html* read as markup, within the file's budget of rich text (HTML parsing is slow per tag)."""
        self.rich_budget -= len(html)
        if self.rich_budget < 0:
            raise DocumentError.single("", f"{where}: the descriptions hold more than {MAX_RICH_TEXT // 1024} kB "
                                           "of HTML; not a résumé")
        return html_to_markup(html)

    def _rich(self, item: dict, where: str = "") -> tuple[str | None, list[str]]:
        """The item's description (v5) or summary (v4) as a paragraph and bullets."""
        html = _text(item.get("description") if self.version == 5 else item.get("summary"))
        rich = self._html(html, where)
        return ("\n\n".join(rich.paragraphs) or None), rich.items

    def _title(self, section: Any, default: str | None) -> str | None:
        if not isinstance(section, dict):
            return default
        name = _text(section.get("title") or section.get("name"))
        return name if name and default is not None else default

    # -- basics and summary --------------------------------------------------------------------------------

    def _basics(self) -> Basics:
        basics = self.data.get("basics") or {}
        if not isinstance(basics, dict):
            raise DocumentError.single("", f"basics: must be an object, not {type_name(basics)}")
        picture = self.data.get("picture") if self.version == 5 else basics.get("picture")
        photo = _photo(picture.get("url") if isinstance(picture, dict) else None, self.notes)
        profiles = []
        for item, where in self._items((self.data.get("sections") or {}).get("profiles"), "sections.profiles"):
            if not self._shown(item):
                continue
            url = _link(item.get("website") if self.version == 5 else item.get("url"))
            network = _text(item.get("network")) or (network_from_url(url) if url else None)
            if network:
                profiles.append(build(Profile, {"network": network, "username": _text(item.get("username")),
                                                "url": url}, where, self.notes))
        for i, custom in enumerate(basics.get("customFields") or []):
            if isinstance(custom, dict) and _text(custom.get("value")):
                self.notes.append(f"basics.customFields[{i}]: {_text(custom.get('name')) or 'a field'} "
                                  f"({_text(custom.get('value'))}) has no Vitae field; not imported")
        name = _text(basics.get("name"))
        if not name:
            self.notes.append("basics.name: missing; the résumé has no name yet")
        data = {"name": name, "headline": _text(basics.get("headline")), "email": _text(basics.get("email")),
                "phone": _text(basics.get("phone")), "location": _text(basics.get("location")),
                "website": _link(basics.get("website") if self.version == 5 else basics.get("url")),
                "photo": photo, "profiles": profiles}
        return build(Basics, data, "basics", self.notes, {"website": "url" if self.version == 4 else "website",
                                                          "photo": "picture.url"})

    def _summary(self) -> Section | None:
        summary = self.data.get("summary") if self.version == 5 else (self.data.get("sections") or {}).get("summary")
        if not isinstance(summary, dict) or not self._shown(summary):
            return None
        text = self._html(_text(summary.get("content")), "summary.content").text()
        return Section(kind="about", entries=[TextEntry(text=text)]) if text else None

    # -- sections ------------------------------------------------------------------------------------------

    def _sections(self, sections: dict) -> list[Section]:
        out = []
        for key, (kind, title, convert) in _SECTIONS.items():
            section = sections.get(key)
            entries = [convert(self, part, at) for item, where in self._items(section, f"sections.{key}")
                       if self._shown(item) for part, at in self._roles(item, where)]
            entries = [e for e in entries if e is not None]
            if entries:
                hidden = isinstance(section, dict) and not self._shown(section)
                out.append(Section(kind=kind, title=self._title(section, title), visible=not hidden, entries=entries))
        return out

    def _roles(self, item: dict, where: str) -> list[tuple[dict, str]]:
        """A v5 item with several ``roles`` at one organisation as one item per role (Vitae's way)."""
        listed = item.get("roles") or []
        if not isinstance(listed, list):
            self.notes.append(f"{where}.roles: {type_name(listed)}, not a list of roles; not imported")
            listed = []
        for i, role in enumerate(listed):
            if not isinstance(role, dict):
                self.notes.append(f"{where}.roles[{i}]: {type_name(role)}, not a role; not imported")
        roles = [r for r in listed if isinstance(r, dict) and self._shown(r)]
        if not roles:
            return [(item, where)]
        # The organisation's own description goes with its first role only, not repeated under each.
        shared = [item, {**item, "description": "", "summary": ""}]
        return [({**shared[min(i, 1)], **{k: v for k, v in role.items() if v not in (None, "", [])}, "roles": []},
                 f"{where}.roles[{i}]") for i, role in enumerate(roles)]

    def _custom(self) -> list[Section]:
        groups = self.data.get("customSections") if self.version == 5 else \
            (self.data.get("sections") or {}).get("custom")
        # Anything but a mapping or a list (a stray `true`) holds no sections.
        groups = list(groups.values()) if isinstance(groups, dict) else groups if isinstance(groups, list) else []
        out = []
        for i, group in enumerate(groups):
            where = f"customSections[{i}]" if self.version == 5 else f"sections.custom.{i}"
            if not isinstance(group, dict):
                self.notes.append(f"{where}: {type_name(group)}, not a section; not imported")
                continue
            where = where if self.version == 5 else f"sections.custom.{group.get('id', i)}"
            entries = [self._generic(item, w) for item, w in self._items(group, where) if self._shown(item)]
            if entries:
                out.append(Section(kind="custom", title=_text(group.get("title") or group.get("name")) or None,
                                   visible=self._shown(group), entries=entries))
        return out

    def _experience(self, item: dict, where: str) -> ExperienceEntry:
        summary, bullets = self._rich(item, where)
        data = {"organisation": _text(item.get("company") or item.get("organization")),
                "role": _text(item.get("position")), "location": _text(item.get("location")),
                "url": _link(item.get("website") if self.version == 5 else item.get("url")),
                "summary": summary, "highlights": bullets, **self._range(item, where)}
        return build(ExperienceEntry, data, where, self.notes, {"organisation": "company", "role": "position"})

    def _education(self, item: dict, where: str) -> EducationEntry:
        summary, bullets = self._rich(item, where)
        score = _text(item.get("grade") or item.get("score"))
        highlights = ([labelled("score", score)] if score else []) + ([summary] if summary else []) + bullets
        data = {"institution": _text(item.get("school") or item.get("institution")),
                "degree": _text(item.get("degree") or item.get("studyType")), "field": _text(item.get("area")),
                "location": _text(item.get("location")),
                "url": _link(item.get("website") if self.version == 5 else item.get("url")),
                "highlights": highlights, **self._range(item, where)}
        return build(EducationEntry, data, where, self.notes, {"institution": "institution", "degree": "studyType"})

    def _project(self, item: dict, where: str) -> ProjectEntry:
        summary, bullets = self._rich(item, where)
        if self.version == 4 and _text(item.get("description")):
            summary = "\n\n".join(p for p in (_text(item["description"]), summary) if p)
        keywords = [k for k in item.get("keywords") or [] if isinstance(k, str) and k.strip()]
        if keywords:
            bullets.append(labelled("keywords", ", ".join(keywords)))
        data = {"name": _text(item.get("name")), "summary": summary, "highlights": bullets,
                "url": _link(item.get("website") if self.version == 5 else item.get("url")), **self._range(item, where)}
        return build(ProjectEntry, data, where, self.notes)

    def _publication(self, item: dict, where: str) -> PublicationEntry:
        summary, bullets = self._rich(item, where)
        data = {"title": _text(item.get("title") or item.get("name")), "venue": _text(item.get("publisher")),
                "url": _link(item.get("website") if self.version == 5 else item.get("url")),
                "date": next(iter(self._date(item, where)), None),
                "summary": " ".join([summary or "", *bullets]).strip()}
        return build(PublicationEntry, data, where, self.notes, {"title": "name", "venue": "publisher"})

    def _award(self, item: dict, where: str) -> AwardEntry:
        summary, bullets = self._rich(item, where)
        data = {"title": _text(item.get("title") or item.get("name")),
                "issuer": _text(item.get("awarder") or item.get("issuer")),
                "url": _link(item.get("website") if self.version == 5 else item.get("url")),
                "dates": self._date(item, where), "note": " ".join([summary or "", *bullets]).strip()}
        return build(AwardEntry, data, where, self.notes, {"issuer": "awarder", "note": "summary"})

    def _skill(self, item: dict, where: str) -> SkillEntry:
        keywords = [k.strip() for k in item.get("keywords") or [] if isinstance(k, str) and k.strip()]
        details = _text(item.get("proficiency") or item.get("description"))
        return build(SkillEntry, {"label": _text(item.get("name")), "details": details, "items": keywords},
                     where, self.notes)

    def _language(self, item: dict, where: str) -> SkillEntry:
        data = {"label": _text(item.get("language") or item.get("name")),
                "details": _text(item.get("fluency") or item.get("description"))}
        return build(SkillEntry, data, where, self.notes)

    def _interest(self, item: dict, where: str) -> SkillEntry | ListEntry:
        keywords = [k.strip() for k in item.get("keywords") or [] if isinstance(k, str) and k.strip()]
        return build(SkillEntry, {"label": _text(item.get("name")), "items": keywords}, where, self.notes)

    def _generic(self, item: dict, where: str) -> GenericEntry:
        summary, bullets = self._rich(item, where)
        keywords = [k for k in item.get("keywords") or [] if isinstance(k, str) and k.strip()]
        if keywords:
            bullets.append(labelled("keywords", ", ".join(keywords)))
        title = _text(item.get("name") or item.get("title")) or _text(item.get("description")) or "—"
        subtitle = _text(item.get("position") or (item.get("description") if self.version == 4 else ""))
        data = {"title": title, "subtitle": subtitle if subtitle != title else None,
                "location": _text(item.get("location")), "summary": summary, "highlights": bullets,
                "url": _link(item.get("website") if self.version == 5 else item.get("url")), **self._range(item, where)}
        return build(GenericEntry, data, where, self.notes)


_SECTIONS: dict[str, tuple[str, str | None, Any]] = {
    "experience": ("experience", None, _Importer._experience),
    "volunteer": ("volunteering", None, _Importer._experience),
    "education": ("education", None, _Importer._education),
    "projects": ("projects", None, _Importer._project),
    "publications": ("publications", None, _Importer._publication),
    "awards": ("awards", None, _Importer._award),
    "certifications": ("certifications", None, _Importer._award),
    "skills": ("skills", None, _Importer._skill),
    "languages": ("languages", None, _Importer._language),
    "interests": ("interests", None, _Importer._interest),
    "references": ("references", None, _Importer._generic),
}
