"""Sections of paragraphs → a Vitae résumé, and what the reader was unsure of."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from pydantic import ValidationError

from ...model import SCHEMA_VERSION, Resume
from ...model.markup import plain_text
from .basics import read_header
from .confidence import assess, with_confidence
from .dates import find_all
from .entries import (DatedDraft, any_dated_titles, body_texts, degree_and_field, degree_like, head_fields, place_like, split_degree,
                      split_entries)
from .lines import Line, is_cjk
from .others import (GIVEN, award_fields, group_publications, list_items, news_fields, publication_fields,
                     skill_fields)
from .paragraphs import Paragraph, build_paragraphs, runs_markup
from .sections import RawSection
from .tags import tag_groups, tag_sections

Unsure = tuple[str, str]
"""(path in the document, e.g. ``sections[2].entries[0]``, what the reader was unsure of)."""


@dataclass
class _Builder:
    lang: str
    unsure: list[Unsure] = field(default_factory=list)

    def note(self, path: str, reason: str, confidence: float = 0.5) -> None:
        """What the reader is unsure of at *path*, and how sure it is (0: a guess, 1: sure)."""
        self.unsure.append((path, with_confidence(reason, confidence)))


def language_of(lines: list[Line]) -> str:
    text = "".join(line.text for line in lines)
    letters = [ch for ch in text if ch.isalpha()]
    cjk = sum(1 for ch in letters if is_cjk(ch))
    return "zh" if letters and cjk / len(letters) > 0.15 else "en"


def build_resume(header: list[Line], sections: list[RawSection], lang: str) -> tuple[Resume, list[Unsure]]:
    builder = _Builder(lang)
    unreadable = sum(line.unreadable for line in header) + sum(line.unreadable for raw in sections for line in raw.lines)
    if unreadable:
        builder.note("", f"{unreadable} characters have no Unicode mapping, glyph name or known encoding; left out", 0.6)
    basics, leftover = _basics(header, builder)
    out_sections = []
    if leftover:  # header text with no field of its own is kept, in a section of its own
        # Sentences under the name and no heading (one paragraph, perhaps broken after a
        # sentence that ends at the line's end): an introduction.
        intro = sum(map(len, leftover)) >= 100 and all(t.rstrip().endswith((".", "。", "!")) for t in leftover)
        if intro:
            leftover = [" ".join(t.strip() for t in leftover)]
        out_sections.append({"kind": "about" if intro else "misc", "title": "",
                             "entries": [{"kind": "text", "text": t} for t in leftover]})
        builder.note("sections[0]", "text at the top that is no contact detail, kept here", 0.5)
    grouped = tag_sections(sections)
    skip_to = 0
    for at, raw in enumerate(sections):
        if at < skip_to:
            continue
        if at in grouped:  # skill groups under headings of their own: one skills section
            count, skills = grouped[at]
            skip_to = at + count
            builder.note(f"sections[{len(out_sections)}]", "sections holding only short items: read as skill groups", 0.6)
            out_sections.append({"kind": "skills", "title": "", "entries": skills})
            continue
        paragraphs = build_paragraphs(raw.lines)
        index = len(out_sections)
        kind = raw.kind or _guess_kind(paragraphs)
        if raw.kind is None:
            builder.note(f"sections[{index}]", f"heading {raw.title!r} is no known section name; read as {kind}", 0.5)
        set_apart = _awards_set_apart(kind, paragraphs)
        if set_apart:
            paragraphs = paragraphs[: -len(set_apart)]
        tagged = tag_groups(raw.lines) if kind in ("skills", "languages") and not set_apart else None
        entries = tagged or _entries(kind, paragraphs, builder, f"sections[{index}]")
        if not entries:
            continue
        out_sections.append({"kind": kind, "title": raw.title, "entries": entries})
        awards = _entries("awards", set_apart, builder, f"sections[{index + 1}]") if set_apart \
            else _take_trailing_awards(kind, entries)
        if awards:
            builder.note(f"sections[{len(out_sections)}]",
                         "awards after the section above with no heading of their own: read as awards")
            out_sections.append({"kind": "awards", "title": "", "entries": awards})
    document = {"schema_version": SCHEMA_VERSION, "languages": [lang], "basics": basics, "sections": out_sections}
    for path, reason, confidence in assess(document, header_kept=bool(leftover)):
        builder.note(path, reason, confidence)
    try:
        return Resume.model_validate(document), builder.unsure
    except ValidationError as error:  # a last resort: keep what validates
        builder.note("", f"some fields were left out: {error.errors()[0]['msg']}", 0.3)
        for section in document["sections"]:
            section["entries"] = [e for e in section["entries"] if _valid_entry(e)]
        return Resume.model_validate(document), builder.unsure


_AWARD_WORDS = re.compile(r"scholarship|award|prize|fellowship|honou?r|medal|grant|奖|荣誉|称号", re.I)


_AWARDED = re.compile(rf"^{GIVEN}\s+(?:on\s+|in\s+)?(?P<when>.+?)(?:\s+by\s+(?P<by>.+))?$", re.I)
"""The line a theme prints under an award: when it was given, and by whom."""


def _awards_set_apart(kind: str, paragraphs: list[Paragraph]) -> list[Paragraph]:
    """Lines naming awards at the end of a dated section, set apart from its
    last entry by more space than its entries are from each other: a list of
    awards printed with no heading (seed 004 prints its scholarships so)."""
    if kind not in ("education", "experience", "research", "projects"):
        return []
    tail: list[Paragraph] = []
    for p in reversed(paragraphs):
        if p.right or p.lines > 1 or not _AWARD_WORDS.search(p.text) or len(p.text.split()) > 8 and not is_cjk(p.text):
            break
        tail.insert(0, p)
    inside = paragraphs[1: len(paragraphs) - len(tail)]
    if not tail or not inside or tail[0].gap_above <= max(p.gap_above for p in inside) + 1.0:
        return []
    return tail


def _take_trailing_awards(kind: str, entries: list[dict]) -> list[dict]:
    """Entries at the end of an education or experience section that are
    only a title naming an award (a headingless awards list), taken out of
    *entries* and returned as awards."""
    if kind not in ("education", "experience"):
        return []
    title_key = "institution" if kind == "education" else "organisation"
    tail: list[dict] = []
    for entry in reversed(entries):
        bare = set(entry) - {"kind", title_key, "highlights", "expected"} <= {"start", "end"} and not entry.get("highlights")
        if not bare or not _AWARD_WORDS.search(entry.get(title_key, "")):
            break
        tail.append(entry)
    if not tail or len(tail) == len(entries):
        return []
    del entries[-len(tail):]
    awards = []
    for entry in reversed(tail):
        dates = [d for d in (entry.get("start"), entry.get("end")) if d and d != "present"]
        awards.append({"kind": "award", "title": entry[title_key], "dates": dates})
    return awards


def _valid_entry(entry: dict) -> bool:
    return _validates({"sections": [{"kind": "custom", "entries": [entry]}]})


def _validates(part: dict) -> bool:
    """Whether *part* of a document validates, asked of the résumé's own validator:
    built before the reader's child starts, where each entry kind's and the basics'
    validators would be built in the child on first use (tens of milliseconds)."""
    try:
        Resume.model_validate({"schema_version": SCHEMA_VERSION, "basics": {"name": "x"}, **part})
    except ValidationError:
        return False
    return True


def _basics(header: list[Line], builder: _Builder) -> tuple[dict, list[str]]:
    found = read_header(header)
    basics: dict = {"name": found.get("name") or ""}
    if not basics["name"]:
        builder.note("basics.name", "no name found at the top of the first page", 0.0)
        basics["name"] = "?"
    for key in ("headline", "email", "phone", "website", "location"):
        if found.get(key):
            basics[key] = found[key]
    basics["profiles"] = [{k: v for k, v in p.items() if v} for p in found["profiles"]]
    for key in ("email", "phone", "website"):
        if key in basics and not _validates({"basics": {"name": "x", key: basics[key]}}):
            value = basics.pop(key)
            found["leftover"].append(value)
            builder.note(f"basics.{key}", f"{value!r} is not a valid {key}", 0.3)
    from ...model.markup import escape_inline

    return basics, [escape_inline(text) for text in found["leftover"]]


def _guess_kind(paragraphs: list[Paragraph]) -> str:
    drafts = split_entries(paragraphs)
    dated = sum(1 for d in drafts if head_fields(d).dates is not None and d.head)
    return "custom" if dated == 0 or dated < len(drafts) / 2 else "custom"


def _entries(kind: str, paragraphs: list[Paragraph], b: _Builder, path: str) -> list[dict]:
    if kind in ("education", "experience", "projects", "research", "volunteering"):
        return [_dated(kind, d, b, f"{path}.entries[{i}]") for i, d in enumerate(split_entries(paragraphs, kind))]
    if kind == "publications":
        return [_publication(g, b, f"{path}.entries[{i}]") for i, g in enumerate(group_publications(paragraphs))]
    if kind == "about":
        paragraphs = _prose(paragraphs)
    if kind in ("skills", "languages"):
        paragraphs = _labels_joined(paragraphs)
    out: list[dict] = []
    previous_size = 0.0
    previous_x = 0.0
    pending_dates: list[str] = []
    bold_award = False
    for number, p in enumerate(paragraphs):
        where = f"{path}.entries[{len(out)}]"
        previous_size, last_size = p.size, previous_size
        previous_x, last_x = p.x0, previous_x
        if kind in ("skills", "languages"):
            label, details = skill_fields(p)
            out.append({"kind": "skill", **({"label": label} if label else {}), "details": details})
        elif kind in ("awards", "certifications"):
            awarded = _AWARDED.match(p.text) if out and out[-1]["kind"] == "award" and not p.starts_bold else None
            when = [d.start for d in find_all(awarded["when"]) if d.start] if awarded else []
            if awarded and when:  # "Awarded Jan 2016 by Eastham Systems Symposium" under its award
                out[-1]["dates"] = out[-1]["dates"] or when
                if awarded["by"] and "issuer" not in out[-1]:
                    out[-1]["issuer"] = awarded["by"].strip()
                continue
            title, dates = award_fields(p)
            if pending_dates:
                dates, pending_dates = pending_dates + dates, []
            if dates and not title.strip(" ,;|–—-"):
                # under its award when the section does not open with a year (years above their awards)
                first_title, _ = award_fields(paragraphs[0])
                below = paragraphs[number + 1].gap_above if number + 1 < len(paragraphs) else math.inf
                near = p.gap_above <= 1.6 * max(p.size, last_size) or p.gap_above <= below + 0.5  # nearer the one above
                if out and out[-1]["kind"] == "award" and not out[-1]["dates"] and 0 < p.gap_above and near \
                        and first_title.strip(" ,;|–—-"):
                    out[-1]["dates"] = dates  # a year on a line under its award (which has none)
                else:
                    pending_dates = dates  # a year on a line above its award
                continue
            if out and out[-1]["kind"] == "award" and not dates and (
                    not p.marker and p.size < last_size - 0.3 or p.marker and p.x0 > last_x + 3):
                out[-1]["note"] = runs_markup(p.runs)  # a smaller line under an award: its remark
                continue
            if out and out[-1]["kind"] == "award" and bold_award and not dates and not p.marker \
                    and not p.starts_bold and p.gap_above <= 1.6 * p.size and "issuer" not in out[-1]:
                out[-1]["issuer"] = p.text  # a plain line under a bold award: who gave it (and what it was worth)
                continue
            bold_award = p.all_bold
            out.append({"kind": "award", "title": title or p.text, "dates": dates})
        elif kind == "news":
            date, text = news_fields(p)
            if date:
                out.append({"kind": "news", "date": date, "text": text})
            else:
                b.note(where, "a news line without a date, kept as text", 0.6)
                out.append({"kind": "text", "text": text})
        elif kind == "interests" or p.marker:
            out.append({"kind": "list", "items": list_items(p)})
        else:
            out.append({"kind": "text", "text": runs_markup(p.runs)})
    if kind in ("misc", "custom") and _any_dated(paragraphs):
        return [_generic(d, b, f"{path}.entries[{i}]") for i, d in enumerate(split_entries(paragraphs))]
    return _merge_lists(out)


def _labels_joined(paragraphs: list[Paragraph]) -> list[Paragraph]:
    """A short bold label on its own line, the skills on the next: one paragraph."""
    out: list[Paragraph] = []
    for p in paragraphs:
        last = out[-1] if out else None
        if last is not None and last.all_bold and last.lines == 1 and len(last.text) <= 40 and not p.starts_bold \
                and not last.right and not p.marker:
            last.runs[-1].text = last.runs[-1].text.rstrip() + ": "
            last.runs.extend(p.runs)
            last.lines += p.lines
            continue
        out.append(p)
    return out


def _any_dated(paragraphs: list[Paragraph]) -> bool:
    return any_dated_titles(paragraphs)


def _prose(paragraphs: list[Paragraph]) -> list[Paragraph]:
    """In a prose section, lines at the paragraph's own leading that do not
    end a sentence go on the same paragraph, whatever room the line left."""
    out: list[Paragraph] = []
    for p in paragraphs:
        last = out[-1] if out else None
        if last is not None and not p.marker and not last.marker and p.gap_above <= p.size * 1.7 \
                and not last.text.endswith((".", "。", "!", "?", "！", "？", ":", "：")):
            last.runs[-1].text = last.runs[-1].text.rstrip() + ("" if is_cjk(p.text[:1]) and is_cjk(last.text[-1:]) else " ")
            last.runs.extend(p.runs)
            last.lines += p.lines
            continue
        out.append(p)
    return out


def _merge_lists(entries: list[dict]) -> list[dict]:
    """Consecutive list items make one list entry."""
    out: list[dict] = []
    for entry in entries:
        if entry["kind"] == "list" and out and out[-1]["kind"] == "list":
            out[-1]["items"].extend(entry["items"])
        else:
            out.append(entry)
    return out


def _dates(fields, entry: dict) -> None:
    found = fields.dates
    if found is None:
        return
    if found.end:
        entry["start"], entry["end"] = found.start, found.end
    elif found.expected or entry["kind"] == "education":
        entry["end"] = found.start  # a lone date of a degree is when it ends (or is expected to)
    else:
        entry["start"] = found.start
    entry["expected"] = found.expected


def _dated(kind: str, draft: DatedDraft, b: _Builder, path: str) -> dict:
    fields = head_fields(draft)
    summary, highlights = body_texts(draft)
    title = fields.title or (fields.subs.pop(0) if fields.subs else "")
    if not title:
        b.note(path, "no title line found for this entry", 0.2)
        title = "?"
    entry: dict = {}
    if kind == "education":
        entry = {"kind": "education", "institution": title}
        inside = split_degree(title) if not fields.subs else None
        if inside and inside[0]:
            entry["institution"], entry["degree"] = inside[0], inside[1]
            if inside[2]:
                entry["field"] = inside[2]
        rest: list[str] = []
        if len(fields.subs) >= 2 and not fields.location and fields.subs[0] in draft.head[0].text \
                and place_like(fields.subs[0]) and not degree_like(fields.subs[0]) and degree_like(fields.subs[1]):
            fields.location = fields.subs.pop(0)  # "**School** – Place" over "M.Sc. in Field"
        if len(fields.subs) >= 2 and _field_over_degree(fields.subs[0], fields.subs[1]):
            # the field, then the degree alone on the line under it ("Mechatronics" over "M.Sc.")
            entry["field"], entry["degree"] = fields.subs[0], fields.subs[1]
            rest = fields.subs[2:]
        elif fields.subs:
            degree, study = degree_and_field(fields.subs[0], b.lang)
            entry["degree"] = degree
            if study:
                entry["field"] = study
            rest = fields.subs[1:]
        if rest and not fields.location and place_like(rest[0]):
            fields.location = rest.pop(0)
        if rest:
            highlights = [fields.sub_markups.get(text, text) for text in rest] + highlights
        if summary:
            highlights = [summary, *highlights]
        if "field" not in entry and entry.get("degree") and highlights \
                and _field_over_degree(entry["degree"], plain_text(highlights[0])):
            # the field of study under the school, the degree alone on a line under it ("M.Sc.")
            entry["field"], entry["degree"] = entry["degree"], plain_text(highlights.pop(0)).strip()
    elif kind in ("experience", "research", "volunteering"):
        entry = {"kind": "experience", "organisation": title}
        if fields.subs and fields.organisation_first_sub and fields.title:
            entry["organisation"], fields.subs[0] = fields.subs[0], title
        if fields.subs:
            entry["role"] = ", ".join(fields.subs)
        if summary:
            entry["summary"] = summary
    else:
        entry = {"kind": "project", "name": title}
        if fields.subs:
            entry["role"] = ", ".join(fields.subs)
        if summary:
            entry["summary"] = summary
    if fields.location:
        entry["location"] = fields.location
    if kind == "education":
        highlights = _school_below(entry, highlights)
    if fields.extra:
        entry.setdefault("highlights", [])
        highlights = fields.extra + highlights
    entry["highlights"] = highlights
    _dates(fields, entry)
    if fields.dates is None:
        b.note(path, "no dates found for this entry", 0.6)
    return _checked(entry, b, path)


_SCHOOL = re.compile(r"\b(?:universit(?:y|ät|é|à|eit|ad)|college|institut(?:e|o)?|school|academy|polytechnic|hochschule)\b"
                     r"|大学|学院|学校", re.I)


def _school_below(entry: dict, highlights: list[str]) -> list[str]:
    """An education entry whose title line is the degree and field ("Computer Science,
    Ph.D.") with the school on a line under it: the school is the institution, the title
    the field, a degree read as the place the degree. The highlights left."""
    location = entry.get("location", "")
    if location and "degree" not in entry and _DEGREE_ALONE.fullmatch(location):
        entry["degree"] = entry.pop("location")
    title = entry.get("institution", "")
    if _SCHOOL.search(title) or not highlights or len(highlights[0]) > 80 or not _SCHOOL.search(highlights[0]):
        return highlights
    entry["institution"] = highlights[0]
    inside = split_degree(title)
    if inside and inside[1] and "degree" not in entry:
        entry["degree"] = inside[1]
        title = " ".join(part for part in (inside[0], inside[2]) if part)
    if title and "field" not in entry:
        entry["field"] = title.strip(" ,;")
    return highlights[1:]


def _field_over_degree(above: str, below: str) -> bool:
    """Whether *above* is a field of study and *below*, the line under it, a degree alone
    ("Mechatronics" over "M.Sc."), in the head or first in the body."""
    return _DEGREE_ALONE.fullmatch(below.strip().rstrip(".")) is not None and not _DEGREE_ALONE.match(above)


_DEGREE_ALONE = re.compile(r"(?:ph\.?\s?d\.?|[bm]\.?\s?(?:sc|eng|a|s)\.?|m\.?phil\.?|mba|学士|硕士|博士)", re.I)


def _generic(draft: DatedDraft, b: _Builder, path: str) -> dict:
    fields = head_fields(draft)
    summary, highlights = body_texts(draft)
    entry = {"kind": "generic", "title": fields.title or "?", "highlights": highlights}
    if fields.subs:
        entry["subtitle"] = ", ".join(fields.subs)
    if fields.location:
        entry["location"] = fields.location
    if summary:
        entry["summary"] = summary
    _dates(fields, entry)
    b.note(path, "a dated entry in a section of no known kind, read as a generic entry", 0.6)
    return _checked(entry, b, path)


def _checked(entry: dict, b: _Builder, path: str) -> dict:
    try:
        Resume.model_validate({"schema_version": SCHEMA_VERSION, "basics": {"name": "x"},
                               "sections": [{"kind": "custom", "entries": [entry]}]})
    except ValidationError as error:
        for key in ("start", "end", "expected"):
            entry.pop(key, None)
        b.note(path, f"dates left out: {error.errors()[0]['msg']}", 0.3)
    return entry


def _publication(group: list[Paragraph], b: _Builder, path: str) -> dict:
    found = publication_fields(group)
    if not found["date"]:  # a date set flush right beside the title
        dated = [d for p in group for text in p.right for d in find_all(text)]
        if dated:
            found["date"] = dated[0].start
    entry: dict = {"kind": "publication", "title": found["title"] or "?"}
    if found["authors"]:
        entry["authors"] = [{"name": name, "me": me} for name, me in found["authors"]]
    else:
        b.note(path, "no authors found for this publication", 0.6)
    if found["venue"]:
        entry["venue"] = found["venue"]
    if found["date"]:
        entry["date"] = found["date"]
    return entry
