"""Where sections start: headings told by size, weight, capitals, rules and
the vocabulary of section names; the lines before the first are the header."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .dates import find_range
from .lines import Line
from .paragraphs import _BULLET
from .vocabulary import kind_of_heading


@dataclass
class RawSection:
    title: str
    kind: str | None
    """``None`` when the heading is no known section name (the content decides)."""
    lines: list[Line] = field(default_factory=list)


def body_size(lines: list[Line]) -> float:
    sizes: Counter = Counter()
    for line in lines:
        for seg in line.segments:
            sizes[seg.size] += seg.chars
    return sizes.most_common(1)[0][0] if sizes else 10.0


def split_sections(lines: list[Line]) -> tuple[list[Line], list[RawSection]]:
    """(header lines, sections)."""
    body = body_size(lines)
    header: list[Line] = []
    sections: list[RawSection] = []
    name_seen = False
    in_contact = False
    for index, line in enumerate(lines):
        heading = _heading_kind(line, body, index, lines)
        if not sections and header and name_seen and abs(line.size - header[-1].size) < 0.5 \
                and _is_name(header[-1], body, index - 1):
            heading = None  # the name set on two lines
        if heading == "contact":
            in_contact = True  # a "Contact" block: its lines belong to the header
            continue
        if heading is not None and (name_seen or sections or not _is_name(line, body, index)):
            sections.append(RawSection(line.text.strip().rstrip(":："), heading or None))
            in_contact = False
            continue
        if in_contact:
            header.append(line)
            continue
        if not sections:
            name_seen = name_seen or _is_name(line, body, index)
            header.append(line)
        else:
            sections[-1].lines.append(line)
    return header, sections


def _is_name(line: Line, body: float, index: int) -> bool:
    return index < 6 and line.size >= body * 1.3 and kind_of_heading(line.text, partial=False) is None


def _heading_kind(line: Line, body: float, index: int, lines: list[Line]) -> str | None:
    """The kind (``""`` for a heading of no known kind) when *line* is a section heading, else ``None``."""
    if len(line.segments) > 1 and not line.rule_below:
        return None
    text = line.text.strip().rstrip(":：").strip()
    if not text or len(text) > 48 or _BULLET.match(text) or find_range(text) and len(text) > 12:
        return None
    runs = [run for run in line.runs if run.text.strip()]
    bold = bool(runs) and all(run.bold for run in runs)
    bigger = line.size >= body * 1.12
    upper = text.upper() == text and any(ch.isupper() for ch in text) and len(text) > 3
    coloured = bool(runs) and runs[0].colour not in ((), (0.0,), (0.0, 0.0, 0.0), (0.0, 0.0, 0.0, 1.0))
    ruled = line.rule_below
    alone = line.gap_above >= line.size * 1.6
    italic = bool(runs) and all(run.italic for run in runs)
    kind = kind_of_heading(text, partial=False)
    if kind is not None and not italic:
        if bold or bigger or upper or ruled or coloured or (alone and len(text.split()) <= 3):
            return kind
        return None
    kind = kind_of_heading(text)
    if kind is not None and not italic and (bigger or upper or ruled):
        return kind
    words = len(text.split())
    if words <= 5 and (ruled and (bold or bigger or upper) or bigger and (bold or upper) and index > 1):
        return ""
    return None
