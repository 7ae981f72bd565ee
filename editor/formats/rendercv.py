"""RenderCV (https://rendercv.com, input file version 2) in.

RenderCV tells an entry's type from the fields only that type has, as
RenderCV itself does; each type maps to its Vitae entry kind, and a section's
kind comes from its title (``experience``, ``selected_publications`` …) or,
failing that, from its entries. Text keeps its inline Markdown, which is
Vitae's markup too. ``design`` and ``locale`` map where Vitae has a match
(:mod:`editor.formats.rendercv_design`); everything else is named in a note.
"""

from __future__ import annotations

import re
from typing import Any

from ..model import Basics, Profile, Resume, Section
from ..model.entries import (
    EducationEntry, ExperienceEntry, GenericEntry, ListEntry, ProjectEntry, PublicationEntry,
    SkillEntry, TextEntry,
)
from ..model.l10n import section_title
from .errors import DocumentError, FileProblem
from .interchange import ImportResult, build, is_present, partial_date, run_import, type_name
from .rendercv_design import design_problems, import_design, import_locale

_COMPLEX = {"start_date", "end_date", "date", "location", "summary", "highlights"}
# In RenderCV's own detection order: the first type whose own fields the entry uses.
ENTRY_TYPES: dict[str, tuple[set[str], set[str]]] = {  # type: (its own fields, every field it has)
    "one_line": ({"label", "details"}, {"label", "details"}),
    "normal": ({"name"}, {"name"} | _COMPLEX),
    "experience": ({"company", "position"}, {"company", "position"} | _COMPLEX),
    "education": ({"institution", "area", "degree"}, {"institution", "area", "degree", "grade"} | _COMPLEX),
    "publication": ({"title", "authors", "doi", "url", "journal"},
                    {"title", "authors", "doi", "url", "journal", "date", "summary"}),
    "bullet": ({"bullet"}, {"bullet"}),
    "numbered": ({"number"}, {"number"}),
    "reversed_numbered": ({"reversed_number"}, {"reversed_number"}),
    "skill_icons": ({"icons", "theme", "perline", "align", "size"}, {"icons", "theme", "perline", "align", "size"}),
}
_LIST_FIELDS = {"highlights", "authors", "tags"}
_LIST_TEXT = {"bullet": "bullet", "numbered": "number", "reversed_numbered": "reversed_number"}
_DATE_FIELDS = {"date", "start_date", "end_date"}
# A section's kind from words in its title; the first match wins ("Research Interests" → interests).
_TITLE_WORDS = (
    ("about", ("summary", "about", "profile", "objective", "bio", "biography")), ("interests", ("interest",)),
    ("news", ("news",)), ("publications", ("publication", "paper")), ("research", ("research",)),
    ("volunteering", ("volunt",)), ("references", ("reference", "referee")),
    ("education", ("education",)), ("experience", ("experience", "employment", "work")),
    ("projects", ("project",)), ("awards", ("award", "honor", "honour", "prize", "scholarship")),
    ("certifications", ("certific", "licen")), ("skills", ("skill", "technolog")),
)
# "Languages" alone is the spoken languages; "Programming Languages" is not.
_LANGUAGES_TITLE = re.compile(r"(?:spoken |foreign )?languages?(?: skills)?", re.IGNORECASE)
_KIND_OF_ENTRY = {"education": "education", "experience": "experience", "publication": "publications",
                  "one_line": "skills", "skill_icons": "skills"}
_NETWORK_URLS = {
    "LinkedIn": "https://linkedin.com/in/", "GitHub": "https://github.com/", "GitLab": "https://gitlab.com/",
    "IMDB": "https://imdb.com/name/", "Instagram": "https://instagram.com/", "ORCID": "https://orcid.org/",
    "StackOverflow": "https://stackoverflow.com/users/", "ResearchGate": "https://researchgate.net/profile/",
    "YouTube": "https://youtube.com/@", "Google Scholar": "https://scholar.google.com/citations?user=",
    "Telegram": "https://t.me/", "Leetcode": "https://leetcode.com/u/", "X": "https://x.com/",
}
_CV_KEYS = {"name", "headline", "location", "email", "phone", "website", "photo", "social_networks",
            "custom_connections", "sections"}


def import_rendercv(data: dict, filename: str) -> ImportResult:
    """A RenderCV input file (already parsed) as a Vitae résumé plus notes."""
    if not isinstance(data, dict) or not isinstance(data.get("cv"), dict):
        raise DocumentError.single(filename, "a RenderCV file has a 'cv:' mapping at the top")
    problems = [*_type_problems(data["cv"], filename),
                *(FileProblem(filename, None, path, message) for path, message in design_problems(data.get("design")))]
    return run_import(problems, lambda: _Importer(data).run(), filename)


def entry_type(entry: object) -> str | None:
    """RenderCV's type for one entry: a plain string is a text entry."""
    if isinstance(entry, str):
        return "text"
    if isinstance(entry, dict):
        for name, (own, _) in ENTRY_TYPES.items():
            if own & set(entry):
                return name
    return None


def _type_problems(cv: dict, filename: str):
    def problem(path: str, message: str) -> FileProblem:
        return FileProblem(filename, None, path, message)

    for key in ("name", "headline", "location", "photo"):
        if cv.get(key) is not None and not isinstance(cv[key], str):
            yield problem(f"cv.{key}", f"must be text, not {type_name(cv[key])}")
    for key in ("social_networks", "custom_connections"):
        if cv.get(key) is not None and not (isinstance(cv[key], list) and all(isinstance(i, dict) for i in cv[key])):
            yield problem(f"cv.{key}", "must be a list of mappings")
    sections = cv.get("sections")
    if sections is None:
        return
    if not isinstance(sections, dict):
        yield problem("cv.sections", f"must map section titles to lists of entries, not {type_name(sections)}")
        return
    for title, entries in sections.items():
        where = f"cv.sections.{title}"
        if not isinstance(entries, list):
            yield problem(where, f"must be a list of entries, not {type_name(entries)}")
            continue
        for i, entry in enumerate(entries):
            if entry_type(entry) is None:
                yield problem(f"{where}[{i}]", "matches no RenderCV entry type (text, or a mapping with "
                              "company/position, institution/area, name, title/authors, label/details, bullet …)")
                continue
            text_key = _LIST_TEXT.get(entry_type(entry) or "")
            if text_key and (entry.get(text_key) is None or not str(entry[text_key]).strip()):
                yield problem(f"{where}[{i}].{text_key}", f"is empty; a {text_key} entry needs its text")
                continue
            for key, value in (entry.items() if isinstance(entry, dict) else ()):
                if value is None:  # an empty key, as in RenderCV's own sample: left out
                    continue
                if key in _LIST_FIELDS:
                    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                        yield problem(f"{where}[{i}].{key}", f"must be a list of text, not {type_name(value)}")
                elif key in _DATE_FIELDS:
                    if not isinstance(value, (str, int)) or isinstance(value, bool):
                        yield problem(f"{where}[{i}].{key}", f"must be a date or text, not {type_name(value)}")
                elif key != "icons" and value is not None and not isinstance(value, (str, int, float)):
                    yield problem(f"{where}[{i}].{key}", f"must be text, not {type_name(value)}")


def proper_title(key: str) -> str:
    """RenderCV's title for a section key: ``education_and_training`` → ``Education and Training``."""
    if " " in key or any(c.isupper() for c in key):
        return key
    small = {"a", "and", "as", "at", "but", "by", "for", "from", "if", "in", "into", "like", "near", "nor",
             "of", "off", "on", "onto", "or", "over", "so", "than", "that", "to", "upon", "when", "with", "yet"}
    return " ".join(w if w in small else w.capitalize() for w in key.replace("_", " ").split(" "))


def same_person(author: str, owner: str) -> bool:
    """``J. Doe`` / ``Doe, John`` / ``John Doe`` are the same person; a shared surname alone is not."""
    def words(name: str) -> list[str]:
        if "," in name:
            last, _, first = name.partition(",")
            name = f"{first} {last}"
        return re.sub(r"[.\-]", " ", name).casefold().split()

    a, b = words(author), words(owner)
    if not a or not b:
        return False
    return a == b or (a[-1] == b[-1] and a[0][0] == b[0][0])


class _Importer:
    def __init__(self, data: dict):
        self.data = data
        self.cv: dict = data["cv"]
        self.notes: list[str] = []
        self.lang = "en"

    def run(self) -> ImportResult:
        languages = import_locale(self.data.get("locale"), self.notes)
        self.lang = languages[0]
        design = import_design(self.data.get("design"), self.notes)
        for key in self.data:
            if key not in ("cv", "design", "locale"):
                self.notes.append(f"{key}: RenderCV settings; ignored")
        for key in self.cv:
            if key == "sort_entries":
                self.notes.append("cv.sort_entries: Vitae keeps entries in the file's order; ignored")
            elif key not in _CV_KEYS:
                self.notes.append(f"cv.{key}: not a RenderCV field; not imported")
        sections = [self._section(title, entries) for title, entries in (self.cv.get("sections") or {}).items()]
        resume = Resume(languages=languages, basics=self._basics(), design=design,
                        sections=[s for s in sections if s.entries])
        return ImportResult(resume, self.notes)

    def _first(self, key: str) -> str | None:
        value = self.cv.get(key)
        if isinstance(value, list):
            if len(value) > 1 and key != "website":
                self.notes.append(f"cv.{key}: Vitae keeps one; {', '.join(map(str, value[1:]))} not imported")
            return str(value[0]) if value else None
        return None if value is None else str(value)

    def _basics(self) -> Basics:
        profiles: list[tuple[str, dict]] = []
        website = self.cv.get("website")
        websites = website if isinstance(website, list) else []
        for i, url in enumerate(websites[1:], start=1):
            profiles.append((f"cv.website[{i}]", {"network": "Website", "url": url}))
        for i, network in enumerate(self.cv.get("social_networks") or []):
            name, username = str(network.get("network", "")), str(network.get("username", ""))
            url = _network_url(name, username)
            profiles.append((f"cv.social_networks[{i}]", {"network": name, "username": username, "url": url}))
        for i, connection in enumerate(self.cv.get("custom_connections") or []):
            where = f"cv.custom_connections[{i}]"
            profiles.append((where, {"network": connection.get("placeholder"), "url": connection.get("url")}))
            if connection.get("fontawesome_icon"):
                self.notes.append(f"{where}.fontawesome_icon: Vitae shows no icons; ignored")
        kept = []
        for where, profile in profiles:
            if profile.get("network"):
                kept.append(build(Profile, profile, where, self.notes))
            else:
                self.notes.append(f"{where}: has no network or placeholder; not imported")
        phone = self._first("phone")
        data = {"name": self.cv.get("name") or "", "headline": self.cv.get("headline"),
                "location": self.cv.get("location"), "email": self._first("email"),
                "phone": phone.removeprefix("tel:") if phone else None, "website": self._first("website"),
                "photo": self.cv.get("photo"), "profiles": kept}
        return build(Basics, data, "cv", self.notes)

    def _section(self, key: str, entries: list) -> Section:
        title = proper_title(str(key))
        types = [entry_type(entry) for entry in entries]
        kind = _kind_for(title, types)
        where = f"cv.sections.{key}"
        out: list = []
        for i, (entry, kind_of_entry) in enumerate(zip(entries, types)):
            assert kind_of_entry is not None  # _type_problems refuses a file with an entry of no type
            converted = self._entry(entry, kind_of_entry, kind, f"{where}[{i}]")
            if isinstance(converted, ListEntry) and out and isinstance(out[-1], ListEntry):
                out[-1] = ListEntry(items=out[-1].items + converted.items)
            elif converted is not None:
                out.append(converted)
        if {"numbered", "reversed_numbered"} & set(types):
            self.notes.append(f"{where}: numbered entries become a bulleted list (Vitae has no numbered lists)")
        default = section_title(kind, self.lang)
        return Section(kind=kind, title=None if title == default else title, entries=out)

    def _entry(self, entry: Any, kind: str, section_kind: str, where: str) -> Any:
        if kind == "text":
            return TextEntry(text=entry)
        for key in entry:
            if entry[key] is None:  # an empty key, as in RenderCV's own sample
                continue
            if key == "tags":
                self.notes.append(f"{where}.tags: Vitae has no tag filtering; ignored")
            elif key not in ENTRY_TYPES[kind][1]:
                self.notes.append(f"{where}.{key}: not a field of RenderCV's {kind} entry; not imported")
        def get(key: str) -> Any:
            value = entry.get(key)  # YAML reads `name: 2023` as a number; it is text here
            return str(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else value

        if kind in _LIST_TEXT:
            text = get(_LIST_TEXT[kind])
            if not isinstance(text, str) or not text.strip():
                problem = "is empty" if text in (None, "") or isinstance(text, str) else f"holds {type_name(text)}, not text"
                self.notes.append(f"{where}.{_LIST_TEXT[kind]}: {problem}; not imported")
                return None
            return build(ListEntry, {"items": [text]}, where, self.notes)
        if kind == "one_line":
            return build(SkillEntry, {"label": get("label"), "details": get("details")}, where, self.notes)
        if kind == "skill_icons":
            icons = get("icons")
            items = icons if isinstance(icons, list) else str(icons or "").split(",")
            self.notes.append(f"{where}: skill icons become a list of skill names")
            return SkillEntry(items=[str(item).strip() for item in items if str(item).strip()])
        if kind == "publication":
            return self._publication(entry, where)
        common = {"location": get("location"), "highlights": get("highlights") or [], **self._dates(entry, where)}
        names = {"start": "start_date", "end": "end_date"}
        if kind == "experience":
            data = {"organisation": get("company") or "", "role": get("position"), "summary": get("summary"), **common}
            return build(ExperienceEntry, data, where, self.notes, {"organisation": "company", "role": "position", **names})
        if kind == "education":
            for key in ("summary", "grade"):  # each goes on top: the grade, the summary, the highlights
                if get(key):
                    common["highlights"] = [get(key), *common["highlights"]]
                    self.notes.append(f"{where}.{key}: Vitae's education entry has no {key}; kept as the first highlight")
            data = {"institution": get("institution") or "", "field": get("area"), "degree": get("degree"), **common}
            return build(EducationEntry, data, where, self.notes, {"field": "area", **names})
        if section_kind == "projects":
            return build(ProjectEntry, {"name": get("name") or "", "summary": get("summary"), **common}, where, self.notes, names)
        return build(GenericEntry, {"title": get("name") or "", "summary": get("summary"), **common},
                     where, self.notes, {"title": "name", **names})

    def _date(self, value: Any, where: str, key: str) -> str | None:
        date = partial_date(value)
        if date is None:
            self.notes.append(f"{where}.{key}: {value!r} is not a date Vitae reads; left out")
        return date

    def _dates(self, entry: dict, where: str) -> dict[str, str | None]:
        date, start, end = entry.get("date"), entry.get("start_date"), entry.get("end_date")
        if date is None and start is None and end is not None:
            date, end = end, None  # RenderCV reads a lone end date as the date
        if date is not None:
            if start is not None or end is not None:
                self.notes.append(f"{where}: RenderCV ignores start_date/end_date beside date; so does Vitae")
            span = re.fullmatch(r"(.+?)\s*(?:–|—|-| to )\s*(.+)", str(date))
            if partial_date(date) is None and span and partial_date(span.group(1)):
                end_text = span.group(2)
                return {"start": partial_date(span.group(1)),
                        "end": "present" if is_present(end_text) else self._date(end_text, where, "date")}
            return {"start": self._date(date, where, "date"), "end": None}
        if start is None:
            return {"start": None, "end": None}
        stop = "present" if end is None or is_present(end) else self._date(end, where, "end_date")
        return {"start": self._date(start, where, "start_date"), "end": stop}

    def _publication(self, entry: dict, where: str) -> PublicationEntry:
        owner = self.cv.get("name") or ""
        authors = []
        for raw in entry.get("authors") or []:
            marked = re.fullmatch(r"\*{1,2}(.+?)\*{1,2}", raw.strip())
            name = marked.group(1).strip() if marked else raw.strip()
            me = bool(marked) or bool(owner and same_person(name, owner))
            authors.append({"name": name, "me": True} if me else name)
        url = f"https://doi.org/{entry['doi']}" if entry.get("doi") else entry.get("url")
        links = [{"label": "Web", "url": entry["url"]}] if entry.get("doi") and entry.get("url") else []
        data = {"title": entry.get("title") or "", "authors": authors, "venue": entry.get("journal"),
                "date": self._date(entry["date"], where, "date") if entry.get("date") is not None else None,
                "url": url, "links": links, "summary": entry.get("summary")}
        return build(PublicationEntry, data, where, self.notes, {"venue": "journal", "url": "doi/url"})


def _kind_for(title: str, types: list[str | None]) -> str:
    lowered = title.casefold()
    if _LANGUAGES_TITLE.fullmatch(lowered.strip()):
        return "languages"
    for kind, words in _TITLE_WORDS:
        # Whole words for "about" (a Bioinformatics section is no bio); word starts for the rest.
        pattern = r"\b(?:{})\b" if kind == "about" else r"\b(?:{})"
        if re.search(pattern.format("|".join(words)), lowered):
            return kind
    for entry_kind in types:
        if entry_kind in _KIND_OF_ENTRY:
            return _KIND_OF_ENTRY[entry_kind]
    return "custom"


def _network_url(network: str, username: str) -> str | None:
    if network == "Mastodon" and username.count("@") == 2:
        _, user, domain = username.split("@")
        return f"https://{domain}/@{user}"
    prefix = _NETWORK_URLS.get(network)
    return prefix + username if prefix and username else None
