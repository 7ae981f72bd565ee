"""A Vitae résumé as a JSON Resume (schema v1.0.0) document, one language at a time.

The inverse of :mod:`editor.formats.jsonresume`'s import: labelled highlights
(``**Courses:** …``) go back to their fields, and sections titled
Volunteering / Certificates / Languages / References go back to their lists.
What JSON Resume has no field for (news, authors, a second award date's
note…) is listed in :attr:`JsonResumeExport.notes`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..model import Resume, Section, row_for
from ..model.content import photo_in
from ..model.entries import (
    AwardEntry, EducationEntry, ExperienceEntry, GenericEntry, ListEntry, ProjectEntry,
    PublicationEntry, SkillEntry, TextEntry,
)
from ..request import RenderRequest
from .interchange import iso_date, take_labelled
from .view import LanguageView, requested_language, titled

SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json"
# The sections an import creates for lists Vitae has no kind of its own for;
# the export recognises them by these titles (and a few synonyms).
VOLUNTEERING, CERTIFICATES, LANGUAGES, REFERENCES, INTERESTS = (
    "Volunteering", "Certificates", "Languages", "References", "Interests")
_ORDER = ("basics", "work", "volunteer", "education", "awards", "certificates", "publications",
          "skills", "languages", "interests", "references", "projects")


@dataclass
class JsonResumeExport:
    data: dict[str, Any]
    notes: list[str] = field(default_factory=list)


def export_jsonresume(resume: Resume, lang: str) -> dict[str, Any]:
    """The résumé in *lang* as JSON Resume data (valid against the official schema)."""
    return jsonresume_export(resume, lang).data


def jsonresume_export(resume: Resume, lang: str) -> JsonResumeExport:
    return _Exporter(LanguageView(resume, lang)).run()


def _clean(item: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in item.items() if value not in (None, "", [])}


class _Exporter:
    def __init__(self, view: LanguageView):
        self.view = view
        self.t = view.text
        self.lists: dict[str, list] = {key: [] for key in _ORDER[1:]}
        self.summary: list[str] = []
        self.notes: list[str] = []

    def run(self) -> JsonResumeExport:
        for section, entries in self.view.sections():
            heading = self.view.heading(section)
            for entry in entries:
                self._entry(section, heading, entry)
        data: dict[str, Any] = {"$schema": SCHEMA_URL, "basics": self._basics()}
        data.update((key, value) for key, value in self.lists.items() if value)
        return JsonResumeExport(data, self.notes)

    def _basics(self) -> dict[str, Any]:
        basics = self.view.resume.basics
        location = self.t(basics.location)
        return _clean({
            "name": self.t(basics.name), "label": self.t(basics.headline), "image": photo_in(basics, self.view.lang),
            "email": basics.email, "phone": basics.phone, "url": basics.website,
            "summary": "\n\n".join(self.summary),
            "location": _clean({"address": self.t(basics.address), "postalCode": basics.postal_code,
                                **(parse_location(location) if location else {})}) or None,
            "profiles": [_clean({"network": p.network, "username": p.username, "url": p.url})
                         for p in basics.profiles],
        })

    def _dates(self, entry: Any) -> dict[str, str | None]:
        return {"startDate": iso_date(entry.start), "endDate": iso_date(entry.end)}

    def _entry(self, section: Section, heading: str, entry: Any) -> None:
        where = f"{heading}: {type(entry).__name__.removesuffix('Entry').lower()}"
        place, entry = row_for(ENTRY_PLACES, entry)
        if place is None:
            self._nowhere(where)
        else:
            place(self, section, heading, entry, where)

    def _nowhere(self, where: str) -> None:
        self.notes.append(f"{where}: JSON Resume has no place for it; not exported")

    def _experience(self, section: Section, heading: str, entry: ExperienceEntry, where: str) -> None:
        key = "volunteer" if _is(section, "volunteering", VOLUNTEERING, "Volunteer", "Volunteer work") else "work"
        self.lists[key].append(self._work(entry, key))

    def _list(self, section: Section, heading: str, entry: ListEntry, where: str) -> None:
        if section.kind == "skills":
            self.lists["skills"].append(_clean({"name": heading, "keywords": self.view.texts(entry.items)}))
        else:
            self.lists["interests"].extend({"name": item} for item in self.view.texts(entry.items))

    def _text(self, section: Section, heading: str, entry: TextEntry, where: str) -> None:
        if section.kind == "about":
            self.summary.append(self.t(entry.text))
        else:
            self._nowhere(where)  # a paragraph elsewhere has no JSON Resume field

    def _work(self, entry: ExperienceEntry, key: str) -> dict[str, Any]:
        description, highlights = take_labelled(self.view.texts(entry.highlights), "description")
        name = self.t(entry.organisation)
        if entry.team:
            name = f"{name} — {self.t(entry.team)}"
        return _clean({
            ("name" if key == "work" else "organization"): name,
            "location": self.t(entry.location) if key == "work" else None,
            "description": description if key == "work" else None,
            "position": self.t(entry.role), "url": entry.url, **self._dates(entry),
            "summary": self.t(entry.summary), "highlights": highlights,
        })

    def _education(self, section: Section, heading: str, entry: EducationEntry, where: str) -> None:
        highlights = self.view.texts(entry.highlights)
        score, highlights = take_labelled(highlights, "score")
        courses, highlights = take_labelled(highlights, "courses")
        if highlights or entry.location:
            self.notes.append(f"{where} {self.t(entry.institution)}: location and highlights have no JSON Resume field")
        self.lists["education"].append(_clean({
            "institution": self.t(entry.institution), "url": entry.url, "area": self.t(entry.field),
            "studyType": self.t(entry.degree), **self._dates(entry), "score": score,
            "courses": courses.split("; ") if courses else None,
        }))

    def _project(self, section: Section, heading: str, entry: ProjectEntry, where: str) -> None:
        keywords, highlights = take_labelled(self.view.texts(entry.highlights), "keywords")
        kind, highlights = take_labelled(highlights, "type")
        if entry.location:
            self.notes.append(f"{where} {self.t(entry.name)}: location has no JSON Resume field")
        role = self.t(entry.role)
        self.lists["projects"].append(_clean({
            "name": self.t(entry.name), "description": self.t(entry.summary), "highlights": highlights,
            "keywords": keywords.split(", ") if keywords else None, **self._dates(entry), "url": entry.url,
            "roles": role.split(", ") if role else None, "entity": self.t(entry.organisation), "type": kind,
        }))

    def _generic(self, section: Section, heading: str, entry: GenericEntry, where: str) -> None:
        if _is(section, "references", REFERENCES, "Referees"):
            self.lists["references"].append(_clean({"name": self.t(entry.title), "reference": self.t(entry.summary)}))
            return
        # Anything else titled and dated reads best as a project of the section's type (Talks, Teaching…).
        if entry.location:
            self.notes.append(f"{where} {self.t(entry.title)}: location has no JSON Resume field")
        self.lists["projects"].append(_clean({
            "name": self.t(entry.title), "entity": self.t(entry.subtitle), "description": self.t(entry.summary),
            "highlights": self.view.texts(entry.highlights), **self._dates(entry), "url": entry.url,
            "type": heading,
        }))

    def _publication(self, section: Section, heading: str, entry: PublicationEntry, where: str) -> None:
        lost = [name for name in ("authors", "status", "note", "links") if getattr(entry, name)]
        if lost:
            self.notes.append(f"{where} {self.t(entry.title)}: {', '.join(lost)} have no JSON Resume field")
        self.lists["publications"].append(_clean({
            "name": self.t(entry.title), "publisher": self.t(entry.venue) or self.t(entry.venue_short),
            "releaseDate": iso_date(entry.date), "url": entry.url, "summary": self.t(entry.summary),
        }))

    def _award(self, section: Section, heading: str, entry: AwardEntry, where: str) -> None:
        # JSON Resume gives an award one date; an award won in several years is several awards.
        dates = [iso_date(date) for date in entry.dates] or [None]
        if _is(section, "certifications", CERTIFICATES, "Certifications"):
            if entry.note:
                self.notes.append(f"{where} {self.t(entry.title)}: the note has no JSON Resume field")
            self.lists["certificates"].extend(_clean({
                "name": self.t(entry.title), "date": date, "url": entry.url, "issuer": self.t(entry.issuer),
            }) for date in dates)
            return
        if entry.url:
            self.notes.append(f"{where} {self.t(entry.title)}: the link has no JSON Resume field")
        self.lists["awards"].extend(_clean({
            "title": self.t(entry.title), "date": date, "awarder": self.t(entry.issuer), "summary": self.t(entry.note),
        }) for date in dates)

    def _skill(self, section: Section, heading: str, entry: SkillEntry, where: str) -> None:
        label, details, items = self.t(entry.label), self.t(entry.details), self.view.texts(entry.items)
        if _is(section, "languages", LANGUAGES):
            self.lists["languages"].append(_clean({"language": label, "fluency": details}))
        elif section.kind == "interests":
            self.lists["interests"].append(_clean({"name": label, "keywords": items}))
        else:
            self.lists["skills"].append(_clean({"name": label, "level": details, "keywords": items}))


def _is(section: Section, kind: str, *titles: str) -> bool:
    """Whether *section* is of *kind*, or a custom section titled so (files made before the kind existed)."""
    return section.kind == kind or titled(section, *titles)


def format_location(location: dict) -> str | None:
    """``city, region, countryCode`` — what a résumé prints; :func:`parse_location` reverses it."""
    text = ", ".join(str(location[key]) for key in ("city", "region", "countryCode") if location.get(key))
    return text or None


def parse_location(text: str) -> dict[str, str]:
    parts = [part.strip() for part in text.split(",") if part.strip()]
    location: dict[str, str] = {}
    if parts and len(parts[-1]) == 2 and parts[-1].isupper() and parts[-1].isalpha():
        location["countryCode"] = parts.pop()
    if "countryCode" not in location and len(parts) > 2:
        location["countryCode"] = parts.pop()  # a country written out ("India"): it was the last part
    if len(parts) > 2:
        parts = [", ".join(parts[:-1]), parts[-1]]  # a comma inside the city: keep it whole
    if parts:
        location["city"] = parts[0]
    if len(parts) > 1:
        location["region"] = parts[1]
    return {key: location[key] for key in ("city", "region", "countryCode") if key in location}


ENTRY_PLACES: dict[str, Callable[[_Exporter, Section, str, Any, str], None] | None] = {
    "education": _Exporter._education, "experience": _Exporter._experience, "project": _Exporter._project,
    "publication": _Exporter._publication, "award": _Exporter._award, "skill": _Exporter._skill,
    "news": None,  # JSON Resume has no list of news
    "text": _Exporter._text, "list": _Exporter._list, "generic": _Exporter._generic,
}
"""Where each entry kind goes in JSON Resume; ``None``: nowhere, and the export notes what
was left out."""


def export_bytes(resume: Resume, request: RenderRequest) -> bytes:
    """The export registry's entry point (``editor.exports``): one language's JSON Resume."""
    import json

    data = export_jsonresume(resume, requested_language(resume, request))
    return (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode()
