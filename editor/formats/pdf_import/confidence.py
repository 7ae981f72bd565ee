"""How sure the reader is of what it read, field by field.

Each note of the reader (``sections[2].entries[0]: no dates found``) carries
a confidence from 0 (a guess) to 1 (sure), written at the end of its reason
as ``(confidence 0.40)`` so that it survives as text in an import's notes;
the window's review panel lists the least sure first. Besides the notes the
reader makes while it reads, :func:`assess` looks at the document it made
for the marks of a misreading: a name that is no name, a profile that is a
date, a résumé read mostly into sections of no known kind, entries with no
title, bullets that start in lower case (a wrapped line read as a bullet).
"""

from __future__ import annotations

import re
from urllib.parse import urlparse

CONFIDENT = 0.75
"""Fields the reader is at least this sure of get no note."""

_SUFFIX = re.compile(r"\s*\(confidence (\d(?:\.\d+)?)\)$")
_DATED = ("education", "experience", "projects", "research")


def with_confidence(reason: str, confidence: float) -> str:
    return f"{reason} (confidence {max(0.0, min(1.0, confidence)):.2f})"


def confidence_of(note: str) -> float | None:
    """The confidence a note ends with, or None."""
    match = _SUFFIX.search(note)
    return float(match.group(1)) if match else None


def least_sure_first(notes: list[str]) -> list[str]:
    """*notes* with the least sure first; notes without a confidence keep their order after them."""
    def key(note: str) -> float:
        confidence = confidence_of(note)
        return 2.0 if confidence is None else confidence

    return sorted(notes, key=key)


def assess(document: dict, header_kept: bool = False) -> list[tuple[str, str, float]]:
    """(path, reason, confidence) for what *document* (the reader's draft, as data) looks misread;
    *header_kept*: its first section holds the header's lines that are no contact detail."""
    out: list[tuple[str, str, float]] = []
    basics = document.get("basics", {})
    name = basics.get("name", "")
    if name and name != "?" and (re.search(r"[\d@/]|https?:", name) or len(name) > 60 or "\x00" in name):
        out.append(("basics.name", f"{name[:40]!r} does not look like a name", 0.3))
    for index, profile in enumerate(basics.get("profiles", [])):
        host = urlparse(profile.get("url") or "").netloc
        if host and re.fullmatch(r"[\d.]+", host):
            out.append((f"basics.profiles[{index}]", f"{host} looks like a date or a number, not a web address", 0.1))
    sections = document.get("sections", [])
    # The header's own lines kept in the first section (details such as a birth date in a
    # Chinese résumé) are no sign of headings missed: only the body's sections count.
    body = sections[1:] if header_kept else sections
    total = sum(len(s.get("entries", [])) for s in body) or 1
    unknown = sum(len(s.get("entries", [])) for s in body if s.get("kind") in ("misc", "custom"))
    if unknown >= 0.5 * total and total >= 4:
        out.append(("", f"{unknown} of {total} entries are in sections of no known kind: "
                        "the headings were probably not recognised", 0.2))
    for s_index, section in enumerate(sections):
        for e_index, entry in enumerate(section.get("entries", [])):
            path = f"sections[{s_index}].entries[{e_index}]"
            title = next((entry.get(k) for k in ("organisation", "institution", "name", "title") if k in entry), None)
            if title == "?":
                out.append((path, "no title for this entry", 0.2))
            elif section.get("kind") in _DATED and isinstance(title, str) and (len(title) > 90 or title.endswith(".")):
                out.append((path, "the title reads like a sentence: perhaps a bullet taken for a title", 0.4))
            bullets = entry.get("highlights") or []
            lower = [i for i, text in enumerate(bullets) if isinstance(text, str) and text[:1].islower()]
            if lower:
                out.append((f"{path}.highlights[{lower[0]}]",
                            "a bullet starts in lower case: perhaps the end of a wrapped line", 0.5))
    return out
