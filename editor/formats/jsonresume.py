"""JSON Resume (https://jsonresume.org, schema v1) in and out.

Every field of the schema lands in its matching Vitae field. The few that
Vitae has no field for are kept where a reader sees them — a labelled
highlight such as ``**Courses:** …`` — so that exporting the imported
document gives the same JSON back; the exporter reads those labels again.
Anything else (``meta``, keys outside the schema) is named in the notes. Text is taken as written: Vitae's inline markup is the subset
of Markdown that JSON Resume themes render.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

from ..model import Basics, Profile, Resume, Section
from ..model.entries import (
    AwardEntry, EducationEntry, ExperienceEntry, GenericEntry, ListEntry, ProjectEntry,
    PublicationEntry, SkillEntry, TextEntry,
)
from ..paths import RESOURCES
from .errors import DocumentError, FileProblem
from .interchange import (
    LANGUAGE_NAMES, ImportResult, build, guess_language, is_present, labelled, network_from_url, partial_date,
    run_import, type_name, web_url,
)
from .jsonresume_export import (  # noqa: F401  (export_jsonresume and jsonresume_export: public API)
    CERTIFICATES, INTERESTS, LANGUAGES, REFERENCES, SCHEMA_URL, VOLUNTEERING, export_jsonresume,
    format_location, jsonresume_export,
)

SCHEMA_PATH = RESOURCES / "schemas" / "jsonresume.schema.json"

# Old (0.x) names still common in the wild, read as their v1 names.
_RENAMED = {"work": {"company": "name", "website": "url"}, "volunteer": {"website": "url"},
            "publications": {"website": "url"}, "basics": {"website": "url", "picture": "image"},
            "education": {"gpa": "score"}}
_LINK_KEYS = ("url",)
# JSON Resume's schema asks for full dates; its own sample (and most files)
# write the first of the month for "that month".
_FIRST_OF_MONTH = re.compile(r"^(\d{4}-\d{2})-01$")


@functools.cache
def official_schema() -> dict:
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


def import_jsonresume(data: dict, filename: str) -> ImportResult:
    """A JSON Resume document (already parsed) as a Vitae résumé plus notes."""
    schema = official_schema()
    if not isinstance(data, dict):
        raise DocumentError.single(filename, f"a JSON Resume holds an object at the top, not {type_name(data)}")
    known = set(schema["properties"])
    if not known & set(data):
        raise DocumentError.single(filename, "has none of JSON Resume's keys (basics, work, education, skills …)")
    problems: list[FileProblem] = []
    _check_types(data, schema, "", schema, filename, problems)
    return run_import(problems, lambda: _Importer(data).run(), filename)


def _check_types(value: Any, rule: dict, path: str, schema: dict, filename: str,
                 problems: list[FileProblem]) -> None:
    """Type-check *value* against the vendored schema: wrong types are errors,
    ``null`` counts as absent, and date patterns are left to the importer,
    which reads more date shapes than the schema's pattern allows."""
    if "$ref" in rule:
        rule = schema["definitions"][rule["$ref"].rsplit("/", 1)[1]]
    expected = rule.get("type")
    if value is None or expected is None:
        return
    python_type = {"object": dict, "array": list, "string": str}[expected]
    if not isinstance(value, python_type) or isinstance(value, bool):
        wanted = {"object": "an object", "array": "a list", "string": "text"}[expected]
        problems.append(FileProblem(filename, None, path or None, f"must be {wanted}, not {type_name(value)}"))
    elif expected == "object":
        for key, sub in rule.get("properties", {}).items():
            if key in value:
                _check_types(value[key], sub, f"{path}.{key}" if path else key, schema, filename, problems)
    elif expected == "array":
        for i, item in enumerate(value):
            if item is None:  # a null field is an absent one; a null in a list is a hole
                problems.append(FileProblem(filename, None, f"{path}[{i}]", "must not be null"))
            else:
                _check_types(item, rule.get("items", {}), f"{path}[{i}]", schema, filename, problems)


class _Importer:
    def __init__(self, data: dict):
        self.lang = guess_language(data)
        self.data = data
        self.notes: list[str] = []
        self.props = official_schema()["properties"]

    def run(self) -> ImportResult:
        data = self.data
        for key in data:
            if key not in self.props:
                self.notes.append(f"{key}: not a JSON Resume field; not imported")
        if data.get("$schema") not in (None, SCHEMA_URL):
            self.notes.append(f"$schema: {data['$schema']} is not kept; the export names the v1.0.0 schema")
        if data.get("meta"):
            self.notes.append("meta: not imported (" + ", ".join(f"{k}: {v}" for k, v in data["meta"].items())
                              + "); Vitae files carry no such metadata")
        sections = [s for s in (
            self._about(), self._section("work", "experience", None, self._work),
            self._section("volunteer", "volunteering", None, self._work),
            self._section("education", "education", None, self._education),
            self._section("projects", "projects", None, self._project),
            self._section("publications", "publications", None, self._publication),
            self._section("awards", "awards", None, self._award),
            self._section("certificates", "certifications", None, self._certificate),
            self._section("skills", "skills", None, self._skill),
            self._section("languages", "languages", None, self._language),
            self._interests(),
            self._section("references", "references", None, self._reference),
        ) if s is not None]
        language = self.lang
        if language != "en":
            self.notes.append(f"the text is mostly {LANGUAGE_NAMES[language]}: the résumé's language is set to {language}")
        resume = Resume(languages=[language], basics=self._basics(), sections=sections)
        return ImportResult(resume, self.notes)

    # -- helpers ---------------------------------------------------------------------------------------------

    def _fields(self, item: dict, section: str, where: str) -> dict:
        return self._known(item, self.props[section]["items"], where, _RENAMED.get(section, {}))

    def _known(self, item: dict, rule: dict, where: str, renamed: dict[str, str] | None = None) -> dict:
        """*item* with old names renamed, keys outside the schema's *rule* noted, ``null`` dropped."""
        known, renamed = rule["properties"], renamed or {}
        out = {}
        for key, value in item.items():
            if value is None:
                continue
            if key in renamed and renamed[key] not in item and isinstance(value, (str, int, float)) \
                    and not isinstance(value, bool):
                self.notes.append(f"{where}.{key}: read as {renamed[key]} (the JSON Resume 0.x name)")
                key, value = renamed[key], str(value)
            elif key not in known:
                self.notes.append(f"{where}.{key}: not a JSON Resume field; not imported")
                continue
            out[key] = web_url(value) if key in _LINK_KEYS else value
        return out

    def _date(self, item: dict, key: str, where: str) -> str | None:
        if item.get(key) in (None, ""):
            return None
        first_of_month = _FIRST_OF_MONTH.match(str(item[key]).strip())
        date = first_of_month.group(1) if first_of_month else partial_date(item[key])
        if date is None and not is_present(item[key]):
            self.notes.append(f"{where}.{key}: {item[key]!r} is not a date; left out")
        return date

    def _range(self, item: dict, where: str) -> dict:
        start = self._date(item, "startDate", where)
        end = "present" if is_present(item.get("endDate")) else self._date(item, "endDate", where)
        if start and item.get("endDate") in (None, ""):
            end = "present"  # JSON Resume leaves endDate out for what is ongoing
        return {"start": start, "end": end}

    def _section(self, key: str, kind: str, title: str | None, convert) -> Section | None:
        items = self.data.get(key) or []
        entries = []
        for i, item in enumerate(items):
            where = f"{key}[{i}]"
            if not isinstance(item, dict):
                continue
            entries.append(convert(self._fields(item, key, where), where))
        if not entries:
            return None
        return Section(kind=kind, title=title, entries=entries)

    # -- sections --------------------------------------------------------------------------------------------

    def _basics(self) -> Basics:
        rule = self.props["basics"]
        basics = self._known(self.data.get("basics") or {}, rule, "basics", _RENAMED["basics"])
        location = self._known(basics.get("location") or {}, rule["properties"]["location"], "basics.location")
        profiles = []
        for i, profile in enumerate(basics.get("profiles") or []):
            where = f"basics.profiles[{i}]"
            profile = self._known(profile, rule["properties"]["profiles"]["items"], where)
            if not profile.get("network") and isinstance(profile.get("url"), str):
                profile["network"] = network_from_url(profile["url"])
            if profile.get("network"):
                profiles.append(build(Profile, profile, where, self.notes))
            else:
                self.notes.append(f"{where}: has neither a network nor a link; not imported")
        if not basics.get("name"):
            self.notes.append("basics.name: missing; the résumé has no name yet")
        data = {
            "name": basics.get("name") or "", "headline": basics.get("label"), "email": basics.get("email"),
            "phone": basics.get("phone"), "website": basics.get("url"), "photo": basics.get("image"),
            "location": format_location(location), "profiles": profiles,
            "address": location.get("address"), "postal_code": location.get("postalCode"),
        }
        names = {"headline": "label", "website": "url", "photo": "image", "address": "location.address",
                 "postal_code": "location.postalCode"}
        return build(Basics, data, "basics", self.notes, names)

    def _about(self) -> Section | None:
        summary = (self.data.get("basics") or {}).get("summary")
        if not summary:
            return None
        return Section(kind="about", entries=[TextEntry(text=summary)])

    def _work(self, item: dict, where: str) -> ExperienceEntry:
        highlights = list(item.get("highlights") or [])
        if item.get("description"):
            highlights.insert(0, labelled("description", item["description"], self.lang))
        data = {"organisation": item.get("name") or item.get("organization") or "", "role": item.get("position"),
                "url": item.get("url"), "location": item.get("location"), "summary": item.get("summary"),
                "highlights": highlights, **self._range(item, where)}
        names = {"organisation": "name", "role": "position", "start": "startDate", "end": "endDate"}
        return build(ExperienceEntry, data, where, self.notes, names)

    def _education(self, item: dict, where: str) -> EducationEntry:
        highlights = []
        if item.get("score"):
            highlights.append(labelled("score", item["score"], self.lang))
        if item.get("courses"):
            highlights.append(labelled("courses", "; ".join(item["courses"]), self.lang))
        data = {"institution": item.get("institution") or "", "url": item.get("url"), "degree": item.get("studyType"),
                "field": item.get("area"), "highlights": highlights, **self._range(item, where)}
        names = {"degree": "studyType", "field": "area", "start": "startDate", "end": "endDate"}
        return build(EducationEntry, data, where, self.notes, names)

    def _project(self, item: dict, where: str) -> ProjectEntry:
        highlights = list(item.get("highlights") or [])
        if item.get("keywords"):
            highlights.append(labelled("keywords", ", ".join(item["keywords"]), self.lang))
        if item.get("type"):
            highlights.append(labelled("type", item["type"], self.lang))
        data = {"name": item.get("name") or "", "url": item.get("url"), "organisation": item.get("entity"),
                "role": ", ".join(item.get("roles") or []), "summary": item.get("description"),
                "highlights": highlights, **self._range(item, where)}
        names = {"organisation": "entity", "role": "roles", "summary": "description",
                 "start": "startDate", "end": "endDate"}
        return build(ProjectEntry, data, where, self.notes, names)

    def _publication(self, item: dict, where: str) -> PublicationEntry:
        data = {"title": item.get("name") or "", "venue": item.get("publisher"), "url": item.get("url"),
                "date": self._date(item, "releaseDate", where), "summary": item.get("summary")}
        names = {"title": "name", "venue": "publisher", "date": "releaseDate"}
        return build(PublicationEntry, data, where, self.notes, names)

    def _award(self, item: dict, where: str) -> AwardEntry:
        date = self._date(item, "date", where)
        data = {"title": item.get("title") or "", "issuer": item.get("awarder"), "note": item.get("summary"),
                "dates": [date] if date else []}
        return build(AwardEntry, data, where, self.notes, {"issuer": "awarder", "note": "summary", "dates": "date"})

    def _certificate(self, item: dict, where: str) -> AwardEntry:
        date = self._date(item, "date", where)
        data = {"title": item.get("name") or "", "issuer": item.get("issuer"), "url": item.get("url"),
                "dates": [date] if date else []}
        return build(AwardEntry, data, where, self.notes, {"title": "name", "dates": "date"})

    def _skill(self, item: dict, where: str) -> SkillEntry:
        data = {"label": item.get("name"), "details": item.get("level"), "items": item.get("keywords")}
        return build(SkillEntry, data, where, self.notes, {"label": "name", "details": "level", "items": "keywords"})

    def _language(self, item: dict, where: str) -> SkillEntry:
        data = {"label": item.get("language"), "details": item.get("fluency")}
        return build(SkillEntry, data, where, self.notes, {"label": "language", "details": "fluency"})

    def _reference(self, item: dict, where: str) -> GenericEntry:
        data = {"title": item.get("name") or "", "summary": item.get("reference")}
        return build(GenericEntry, data, where, self.notes, {"title": "name", "summary": "reference"})

    def _interests(self) -> Section | None:
        items = [self._fields(item, "interests", f"interests[{i}]")
                 for i, item in enumerate(self.data.get("interests") or []) if isinstance(item, dict)]
        if not items:
            return None
        if any(item.get("keywords") for item in items):
            entries = [build(SkillEntry, {"label": item.get("name"), "items": item.get("keywords")},
                             f"interests[{i}]", self.notes, {"label": "name", "items": "keywords"})
                       for i, item in enumerate(items)]
        else:
            entries = [ListEntry(items=[item.get("name") or "" for item in items])]
        # JSON Resume's interests are a person's, not research: the kind's own heading would say
        # "Research Interests", so the section is titled, in the résumé's language.
        title = INTERESTS if self.lang == "en" else {self.lang: _INTERESTS[self.lang]} if self.lang in _INTERESTS else None
        return Section(kind="interests", title=title, entries=entries)


_INTERESTS = {"zh": "兴趣爱好", "ja": "趣味", "ko": "관심사"}

