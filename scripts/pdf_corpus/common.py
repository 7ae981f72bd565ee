"""What every back end of the corpus generator shares.

A person's source (``people/<who>.yaml``, a Vitae document, possibly in two
languages) is narrowed to the one language a PDF is in; that narrowed document
is the PDF's answer key. The back ends never see raw user text as markup: they
get plain strings and inline spans (:func:`spans`) and escape them for their
own language (LaTeX, Typst data, HTML, Word runs).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from editor.formats import native
from editor.model.dates import parse_date
from editor.model.markup import Span, parse_inline

LANG_TAGS = {"en", "zh"}


# --- answer keys -------------------------------------------------------------

def _is_local_text(value: object) -> bool:
    return isinstance(value, dict) and bool(value) and set(value) <= LANG_TAGS


def _narrow(value: object, lang: str) -> object:
    """*value* with every per-language text reduced to *lang*; None when absent."""
    if _is_local_text(value):
        return value.get(lang)
    if isinstance(value, list):
        items = []
        for item in value:
            if isinstance(item, dict) and lang not in item.get("languages", [lang]):
                continue  # a section or entry limited to another language
            narrowed = _narrow(item, lang)
            if narrowed is not None:
                items.append(narrowed)
        return items
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if key == "languages":
                continue
            narrowed = _narrow(item, lang)
            if narrowed is not None:
                out[key] = narrowed
        return out
    return value


def _years_only(data: dict) -> None:
    """Cut entries' start and end to the year: what a layout printing years alone shows."""
    for section in data.get("sections", []):
        for entry in section.get("entries", []):
            for key in ("start", "end"):
                if entry.get(key) and entry[key] != "present":
                    entry[key] = str(entry[key])[:4]


_LINK = re.compile(r"\[((?:\\.|[^\]\\])+?)\]\([^)\s]+\)")


def _without_links(value: object) -> object:
    """Entries with inline links reduced to their labels and no url fields."""
    if isinstance(value, str):
        return _LINK.sub(r"\1", value)
    if isinstance(value, list):
        return [_without_links(v) for v in value]
    if isinstance(value, dict):
        return {k: _without_links(v) for k, v in value.items() if k != "url"}
    return value


def answer_key(person: Path, lang: str, *, years_only: bool = False, links: bool = True) -> str:
    """The person's document in *lang* only, as Vitae writes it (validated).

    The key holds what the PDF shows: with *years_only*, entry dates keep their
    year alone; without *links* (a toolchain that drops link annotations), the
    entries' links keep their labels alone."""
    data = yaml.safe_load(person.read_text(encoding="utf-8"))
    if lang not in data.get("languages", ["en"]):
        raise ValueError(f"{person.name} has no {lang!r} version")
    narrowed = _narrow(data, lang)
    narrowed["languages"] = [lang]
    if years_only:
        _years_only(narrowed)
    if not links:
        narrowed["sections"] = _without_links(narrowed.get("sections", []))
    text = yaml.safe_dump(narrowed, allow_unicode=True, sort_keys=False)
    return native.dumps(native.loads(text, filename=person.name))


def key_data(key_text: str) -> dict:
    """The key as plain data in file order (the back ends' only input)."""
    return native.to_data(native.loads(key_text))


# --- inline markup -----------------------------------------------------------

def spans(text: str | None) -> list[Span]:
    """Styled pieces of a user string (``**bold**``, ``*italic*``, links)."""
    return parse_inline(text or "")


def plain(text: str | None) -> str:
    return "".join(s.text for s in spans(text))


# --- dates -------------------------------------------------------------------

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_FULL = ["January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"]
SEASONS_ZH = {"spring": "春", "summer": "夏", "fall": "秋", "winter": "冬"}


@dataclass(frozen=True)
class DateStyle:
    """How one toolchain's template prints dates (real CVs differ a lot here)."""
    name: str
    dash: str = " – "
    months: bool = True        # False: the layout prints years alone, so the key keeps years alone
    present: str = "Present"
    expected: str = " (expected)"

    def one(self, value: str) -> str:
        parts = parse_date(value)
        if parts.season:
            if self.name.startswith("zh") or self.name == "dot":
                return f"{parts.year}年{SEASONS_ZH[parts.season]}"
            return f"{parts.season.capitalize()} {parts.year}"
        if parts.month is None:
            return str(parts.year)
        return {
            "mon": f"{MONTHS[parts.month - 1]} {parts.year}",
            "month": f"{MONTHS_FULL[parts.month - 1]} {parts.year}",
            "slash": f"{parts.month:02d}/{parts.year}",
            "dot": f"{parts.year}.{parts.month}",
            "zh": f"{parts.year}年{parts.month}月",
            "year": str(parts.year),
            "slash_ym": f"{parts.year}/{parts.month:02d}",
            "zh_spaced": f"{parts.year} 年 {parts.month:02d} 月",
        }[self.name]


def date_range(entry: dict, style: DateStyle) -> str:
    start, end = entry.get("start"), entry.get("end")
    if not start and not end:
        return ""
    if end == "present":
        tail = style.present
    else:
        tail = style.one(end) if end else ""
    text = style.one(start) if start else ""
    if start and end:
        text = f"{text}{style.dash}{tail}"
    elif end:
        text = tail
    return text + (style.expected if entry.get("expected") else "")


STYLES = {
    "mon": DateStyle("mon"),                                                  # Sep 2021 – Jun 2025
    "month": DateStyle("month", present="present"),                           # September 2021 – present
    "slash": DateStyle("slash", dash=" - "),                                  # 09/2021 - Present
    "dot_en": DateStyle("dot", dash="-", present="present"),                  # 2024.11-present
    "dot_zh": DateStyle("dot", dash="-", present="至今", expected=" (预计)"),  # 2020.9-2026.6 (预计)
    "zh": DateStyle("zh", present="至今", expected="（预计）"),                # 2021年9月 – 至今
    "year": DateStyle("year", dash="–", months=False),                        # 2014–2017
    "mon_hyphen": DateStyle("mon", dash=" - "),                               # Sep 2021 - Present
    "slash_zh": DateStyle("slash_ym", present="至今"),                         # 2021/09 – 至今
    "zh_spaced": DateStyle("zh_spaced", present="至今", expected="（预计）"),  # 2022 年 03 月 – 至今 (Typst)
}


# --- a neutral view of entries -----------------------------------------------

@dataclass
class Item:
    """One entry as most CV layouts print it: a head line, a second line, bullets."""
    kind: str
    title: str = ""            # inline markup allowed
    subtitle: str = ""
    location: str = ""
    dates: str = ""
    url: str | None = None
    summary: str = ""
    highlights: list[str] = field(default_factory=list)


def _join(*parts: str | None, sep: str = ", ") -> str:
    return sep.join(p for p in parts if p)


def item(entry: dict, style: DateStyle, lang: str) -> Item:
    kind = entry["kind"]
    dates = date_range(entry, style)
    zh = lang == "zh"
    if kind == "education":
        degree = _join(entry.get("degree"), entry.get("field"), sep="，") if zh else _join(entry.get("degree"), entry.get("field"))
        return Item(kind, entry["institution"], degree, entry.get("location", ""), dates, entry.get("url"),
                    "", entry.get("highlights", []))
    if kind == "experience":
        org = _join(entry["organisation"], entry.get("team"), sep=" · ")
        return Item(kind, entry.get("role", ""), org, entry.get("location", ""), dates, entry.get("url"),
                    entry.get("summary", ""), entry.get("highlights", []))
    if kind == "project":
        sub = _join(entry.get("role"), entry.get("organisation"), sep=" | ")
        return Item(kind, entry["name"], sub, entry.get("location", ""), dates, entry.get("url"),
                    entry.get("summary", ""), entry.get("highlights", []))
    if kind == "generic":
        return Item(kind, entry["title"], entry.get("subtitle", ""), entry.get("location", ""), dates,
                    entry.get("url"), entry.get("summary", ""), entry.get("highlights", []))
    if kind == "award":
        years = ", ".join(style.one(d) for d in entry.get("dates", []))
        return Item(kind, entry["title"], _join(entry.get("issuer"), entry.get("note")), "", years, entry.get("url"))
    raise ValueError(f"no item view for {kind!r}")


def publication(entry: dict) -> tuple[list[tuple[str, bool]], str, str]:
    """(authors as (name, is_owner), title, "venue, year. note")."""
    authors = [(a, False) if isinstance(a, str) else (a["name"], bool(a.get("me"))) for a in entry.get("authors", [])]
    venue = _join(entry.get("venue") or entry.get("venue_short"), entry.get("date"))
    if entry.get("note"):
        venue = f"{venue} ({entry['note']})"
    return authors, entry["title"], venue


def contacts(basics: dict) -> list[tuple[str, str, str | None]]:
    """(label, shown text, link) for each way to reach the person."""
    out = []
    if basics.get("email"):
        out.append(("email", basics["email"], f"mailto:{basics['email']}"))
    if basics.get("phone"):
        out.append(("phone", basics["phone"], None))
    if basics.get("website"):
        out.append(("website", basics["website"].removeprefix("https://"), basics["website"]))
    if basics.get("location"):
        out.append(("location", basics["location"], None))
    for profile in basics.get("profiles", []):
        url = profile.get("url")
        shown = url.removeprefix("https://").removeprefix("www.") if url else profile.get("username", "")
        out.append((profile["network"], shown, url))
    return out


# --- one plain-data view for the Typst, HTML and Word back ends --------------

def _spans(text: str | None) -> list[dict]:
    return [{"text": s.text, "bold": s.bold, "italic": s.italic, "url": s.url} for s in spans(text)]


def view(data: dict, style: DateStyle, lang: str) -> dict:
    """The key as the blocks a layout places: every text already split into spans."""
    b = data["basics"]
    sections = []
    for section in data["sections"]:
        blocks = []
        for e in section.get("entries", []):
            k = e["kind"]
            if k in ("education", "experience", "project", "generic", "award"):
                it = item(e, style, lang)
                blocks.append({"type": "entry", "kind": k, "title": _spans(it.title), "subtitle": _spans(it.subtitle),
                               "location": it.location, "dates": it.dates, "url": it.url,
                               "summary": _spans(it.summary), "highlights": [_spans(h) for h in it.highlights]})
            elif k == "publication":
                names, title, venue = publication(e)
                blocks.append({"type": "pub", "authors": [{"name": n, "me": me} for n, me in names],
                               "title": _spans(title), "venue": venue, "url": e.get("url")})
            elif k == "skill":
                blocks.append({"type": "skill", "label": e.get("label", ""), "details": _spans(e.get("details"))})
            elif k == "text":
                blocks.append({"type": "text", "text": _spans(e["text"])})
            elif k == "list":
                blocks.append({"type": "list", "items": [_spans(x) for x in e["items"]]})
            else:
                raise ValueError(f"no view for {k!r}")
        sections.append({"kind": section["kind"], "title": section.get("title", ""), "blocks": blocks})
    return {
        "lang": lang,
        "name": b["name"],
        "headline": b.get("headline", ""),
        "contacts": [{"label": label, "text": shown, "url": link} for label, shown, link in contacts(b)],
        "sections": sections,
    }


def dotted_date(value: object) -> str:
    """``2021.09``, or the year alone: how Chinese résumés print a month."""
    parts = parse_date(str(value))
    return str(parts.year) if parts.month is None else f"{parts.year}.{parts.month:02d}"


def dotted_range(entry: dict, sep: str) -> str:
    """An entry's dates in dotted months joined by *sep* (``2021.09 - 至今``,
    ``2020.09-2026.06（预计）``); an award's years joined by 、."""
    if entry.get("kind") == "award":
        return "、".join(dotted_date(d) for d in entry.get("dates", []))
    start, end = entry.get("start"), entry.get("end")
    tail = "至今" if end == "present" else dotted_date(end) if end else ""
    text = sep.join(p for p in (dotted_date(start) if start else "", tail) if p)
    return text + ("（预计）" if text and entry.get("expected") else "")
