"""Sections of one-paragraph entries: publications, skills, awards, news,
paragraphs and lists."""

from __future__ import annotations

import re

from .dates import find_all, find_range, parse_range
from .lines import Run
from .paragraphs import Paragraph, runs_markup

_AUTHOR_SPLIT = re.compile(r"\s*(?:,|，|、|;|\band\b|&)\s*")
_SHORT_YEAR = re.compile(r"['’‘](\d{2})\b")


def group_publications(paragraphs: list[Paragraph]) -> list[list[Paragraph]]:
    """One group per publication: a numbered/bulleted item with what follows
    it, or (no markers) a bold title line with the lines under it."""
    groups: list[list[Paragraph]] = []
    marked = bool(paragraphs) and bool(paragraphs[0].marker)
    titled = any(p.all_bold or _bold_title_lead(p) for p in paragraphs)
    for p in paragraphs:
        # Under a bold title, an author line set smaller (more space above it for its size) is the title's.
        authors_under = bool(groups) and _looks_like_authors(p) and not p.all_bold \
            and not any(_looks_like_authors(q) and not q.all_italic for q in groups[-1][1:])
        # A year alone (bold or not) right under a title is that publication's date.
        year_under = bool(groups) and len(groups[-1]) == 1 and _YEAR_ALONE.fullmatch(p.text.strip()) is not None \
            and p.gap_above <= p.size * 1.6
        # "Published on: Jan 01, 2025" under a title and its venue: the date that ends it.
        dated_under = bool(groups) and _date_line(p) and not any(map(_date_line, groups[-1])) \
            and p.gap_above <= p.size * 2.5
        # After its date, a publication is whole: a paragraph set apart starts the next one,
        # even one whose commas make it look like a line of authors.
        closed = bool(groups) and any(map(_date_line, groups[-1]))
        starts = p.marker if marked else (p.all_bold and not year_under or not groups
                                          or p.gap_above > p.size * 1.6 and (not authors_under or closed)
                                          and not dated_under) \
            if titled else True
        if starts or not groups:
            groups.append([p])
        else:
            groups[-1].append(p)
    return groups


_YEAR = re.compile(r"\b(?:19|20)\d{2}\b|[A-Za-z]['’]\d{2}\b")  # 2024, or ToN'24
_YEAR_ALONE = re.compile(r"(?:19|20)\d{2}")
_DATE_LABEL_LEAD = re.compile(r"(?:published|publication date|date|released|presented|accepted)(?:\s+(?:on|in))?\s*[:：]?\s*",
                              re.I)


def _bold_title_lead(p: Paragraph) -> str:
    """The bold words a paragraph opens with when they are a title and the rest is not bold
    ("**Gradient Compression That Knows the Topology** , Conference on …"): four words or more
    and no comma (a line of authors bolds one name), else ""."""
    if p.all_bold or not p.starts_bold:
        return ""
    lead = []
    for run in p.runs:
        if not run.bold and run.text.strip():
            break
        lead.append(run.text)
    title = " ".join("".join(lead).split())
    return title if len(title.split()) >= 4 and "," not in title else ""


def _date_line(p: Paragraph) -> bool:
    """A line holding one date and nothing else but a label ("Published on: Jan 01, 2025", "2024")."""
    text = p.text.strip()
    label = _DATE_LABEL_LEAD.match(text)
    rest = text[label.end():] if label else text
    found = find_range(rest) if p.lines == 1 and len(rest) <= 30 else None
    return found is not None and found.begin == 0 and found.stop >= len(rest.rstrip(" .)")) - 1


def publication_fields(group: list[Paragraph]) -> dict:
    """title, authors [(name, me)], venue, date from one publication's paragraphs."""
    dated = [p for p in group[1:] if _date_line(p)]  # "Published on: Jan 01, 2025": the date, not the venue
    group = [p for p in group if p not in dated]
    runs = [run for p in group for run in p.runs + [Run(" ", False, False, None, 0, ())]]
    text = " ".join("".join(r.text for r in runs).split())
    out: dict = {"authors": [], "venue": "", "date": None, "title": ""}
    bold_lead = _bold_title_lead(group[0])
    if bold_lead:  # "**A Title of Several Words** , Venue": the bold words are the title
        out["title"] = bold_lead
        out["venue"] = _strip(" ".join(text[len(bold_lead):].split()) if text.startswith(bold_lead) else "")
    elif len(group) > 1 and group[0].all_bold:
        # Title on its own line, then venue and authors lines (a personal-site style).
        out["title"] = group[0].text
        for p in group[1:]:
            if _looks_like_authors(p) and not (p.all_italic and any(_looks_like_authors(q) and not q.all_italic
                                                                      for q in group[1:])):
                out["authors"] = _authors(p.runs)
            else:  # a venue in italics over the author line is the venue, whatever its commas
                out["venue"] = " ".join(filter(None, [out["venue"], p.text]))
    else:
        italic = [i for i, r in enumerate(runs) if r.italic and r.text.strip()]
        quoted = re.search(r"[“\"]([^”\"]{8,})[”\"]", text)
        if italic:
            first, last = italic[0], italic[-1]
            while last + 1 < len(runs) and (runs[last + 1].italic or not runs[last + 1].text.strip()):
                last += 1
            italic_text = _strip(" ".join("".join(r.text for r in runs[first:last + 1]).split()))
            after = _strip("".join(r.text for r in runs[last + 1:]))
            before = " ".join("".join(r.text for r in runs[:first]).split())
            before = re.sub(r"^\s*(?:\d{4}|\[\d+\])\s*[:.)\]]?\s*", "", before)
            pieces = [piece for piece in re.split(r"(?<![A-Z])\.\s+", before) if piece.strip()]
            if len(pieces) >= 2 and ("," in pieces[0] or " and " in pieces[0] or len(pieces[0].split()) <= 4):
                # "Authors. Title. *Venue*, year": the italics are the venue.
                out["authors"] = _authors([Run(pieces[0], False, False, None, 0, ())], runs)
                out["title"] = _strip(" ".join(pieces[1:]))
                out["venue"] = _strip(f"{italic_text} {after}")
            else:
                out["title"] = italic_text
                out["authors"] = _authors(runs[:first])
                out["venue"] = after
        elif quoted:
            out["title"] = quoted.group(1).strip(" ,.")
            before = text[: quoted.start()]
            out["authors"] = _authors([Run(before, False, False, None, 0, ())], runs)
            out["venue"] = _strip(text[quoted.end():])
        else:
            pieces = [piece.strip() for piece in re.split(r"(?<=[a-z\)])\.\s+", text) if piece.strip()]
            if len(pieces) >= 3:
                out["authors"] = _authors([Run(pieces[0], False, False, None, 0, ())], runs)
                out["title"], out["venue"] = pieces[1], _strip(" ".join(pieces[2:]))
            else:
                out["title"] = text
    venue_text = " ".join([out["venue"] or text, *(p.text for p in dated)])
    dates = find_all(venue_text)
    if dates:
        out["date"] = dates[-1].start
    else:
        short = _SHORT_YEAR.search(venue_text)
        if short:
            out["date"] = f"20{short.group(1)}"
    return out


def _looks_like_authors(p: Paragraph) -> bool:
    if _YEAR.search(p.text):  # "ATC 2024, USENIX Annual Technical Conference, 2024" is a venue line
        return False
    names = [n for n in _AUTHOR_SPLIT.split(p.text) if n]
    return len(names) >= 2 and all(len(n.split()) <= 4 for n in names) or any(r.bold for r in p.runs) and not p.all_bold


def _strip(text: str) -> str:
    return " ".join(text.split()).strip(" ,.;")


def _authors(runs: list[Run], styled: list[Run] | None = None) -> list[tuple[str, bool]]:
    text = "".join(r.text for r in runs)
    text = re.sub(r"^\s*(?:\d{4}|\[\d+\])\s*[:.)\]]?\s*", "", text)  # "2024: A. B, …" (a year or [1] before the authors)
    bold_names = {" ".join(r.text.split()).strip(" ,") for r in (styled or runs) if r.bold and r.text.strip()}
    names = [n.strip(" .") if not n.strip().endswith(".") or len(n.strip()) > 3 else n.strip()
             for n in _AUTHOR_SPLIT.split(text.strip(" ,"))]
    out = []
    for name in names:
        name = name.strip(" ,")
        if not name:
            continue
        if name.endswith(".") is False and re.search(r"\b[A-Z]$", name):
            name += "."
        out.append((name, name in bold_names or name.rstrip("*") in bold_names))
    return out


def skill_fields(p: Paragraph) -> tuple[str, str]:
    """"**Label:** details" → (label, details)."""
    runs = [r for r in p.runs if r.text]
    lead = []
    for run in runs:
        if run.bold:
            lead.append(run.text)
        elif run.text.strip():
            break
        else:
            lead.append(run.text)
    label = "".join(lead).strip()
    if label and not p.all_bold:
        details = p.text[len(" ".join(label.split())):].strip()
        return label.rstrip(":：").strip(), details.lstrip(":：").strip()
    match = re.match(r"^([^:：]{1,40})[:：]\s*(.+)$", p.text)
    if match:
        return match.group(1).strip(), match.group(2).strip()
    return "", p.text


_YEAR_LIST_GAP = re.compile(r"\s*[,，、/&]\s*|\s+and\s+|\s+")


def award_fields(p: Paragraph) -> tuple[str, list[str]]:
    """(title, dates): years flush right, in a column at the left, at the end of the line or in front of it."""
    dates: list[str] = []
    for text in [p.lead, *p.right] if p.lead else p.right:
        dates += [d.start for d in find_all(text) if d.start]
    text = p.text
    if not dates:
        found = find_all(text)
        tail = [d for d in found if d.stop >= len(text.rstrip(" )）")) - 1 or d.begin > len(text) * 0.6]
        if tail:
            cut = min(d.begin for d in tail)
            for d in sorted(found, key=lambda d: d.begin, reverse=True):  # "2018、2019": the list of years
                if d.begin < cut and _YEAR_LIST_GAP.fullmatch(text[d.stop:cut]):
                    cut = d.begin
            dates = [d.start for d in found if d.begin >= cut and d.start]
            text = text[:cut]
        elif found and found[0].begin == 0 and not found[0].is_range and found[0].start \
                and len(text) > found[0].stop + 3 and text[found[0].stop] in " :：|–—-":
            dates = [found[0].start]  # "2023 Engineering Excellence Award": the year in front
            text = text[found[0].stop:]
    title = text.strip(" ,，|–—-:：()（）")
    if dates and _DATE_LABEL.fullmatch(title):
        title = ""  # "Awarded Jan 2023", "Date: 2021": the date of the award above, not an award
    return title, dates


GIVEN = r"(?:awarded|received|granted)"
"""The words a line opens with that says when an award was given ("Awarded Jan 2023")."""
_DATE_LABEL = re.compile(rf"(?:{GIVEN}|date|year)(?:\s+on)?", re.I)


def news_fields(p: Paragraph) -> tuple[str | None, str]:
    if p.lead:
        found = parse_range(p.lead)
        return (found.start if found else None), runs_markup(p.runs)
    markup = runs_markup(p.runs)
    plain = p.text
    found = find_range(plain)
    if found and found.begin <= 2:
        rest = plain[found.stop:]
        skip = found.stop + len(rest) - len(rest.lstrip(" :：-–—]）)"))
        return found.start, runs_markup(_drop_chars(p.runs, skip))
    return None, markup


def _drop_chars(runs: list[Run], count: int) -> list[Run]:
    """*runs* without their first *count* characters (counted in the text with spaces collapsed)."""
    kept: list[tuple[str, Run]] = []
    for run in runs:
        for ch in run.text:
            if ch.isspace() and (not kept or kept[-1][0] == " "):
                continue
            kept.append((" " if ch.isspace() else ch, run))
    out: list[Run] = []
    for ch, run in kept[count:]:
        if out and out[-1].bold == run.bold and out[-1].italic == run.italic and out[-1].url == run.url:
            out[-1].text += ch
        else:
            out.append(Run(ch, run.bold, run.italic, run.url, run.size, run.colour))
    return out


def list_items(p: Paragraph) -> list[str]:
    markup = runs_markup(p.runs)
    parts = [part.strip() for part in re.split(r"\s+·\s+", markup) if part.strip()]
    return parts if len(parts) > 1 else [markup]
