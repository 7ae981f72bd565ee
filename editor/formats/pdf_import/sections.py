"""Where sections start: headings told by size, weight, capitals, rules and
the vocabulary of section names; the lines before the first are the header."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from .dates import find_range
from .lines import Line, Segment
from .paragraphs import _BULLET
from .vocabulary import SECTION_NUMBER, heading_prefix, kind_of_heading, without_icons


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


def _signature(line: Line) -> tuple:
    """How a heading looks: size, weight, capitals, colour."""
    runs = [run for run in line.runs if without_icons(run.text).strip()]
    text = without_icons(line.text)
    return (round(line.size * 2) / 2, bool(runs) and all(run.bold for run in runs),
            text.upper() == text, runs[0].colour if runs else ())


def split_sections(lines: list[Line]) -> tuple[list[Line], list[RawSection]]:
    """(header lines, sections)."""
    body = body_size(lines)
    lines = _side_headings(lines, body)
    header: list[Line] = []
    sections: list[RawSection] = []
    name_seen = False
    in_contact = False
    kinds = _labels_under_headings(lines, [_heading_kind(line, body, index, lines) for index, line in enumerate(lines)])
    known = Counter(_signature(line) for line, kind in zip(lines, kinds) if kind)
    for index, line in enumerate(lines):
        heading = _styled_like_headings(kinds[index], line, known)
        if not sections and header and name_seen and abs(line.size - header[-1].size) < 0.5 \
                and _is_name(header[-1], body, index - 1) and not heading \
                and header[-1].size >= max(other.size for other in header) - 0.5:
            heading = None  # the name set on two lines (not a known heading under a headline)
        if heading == "" and not sections and name_seen and header and index + 1 < len(lines) \
                and kinds[index + 1] is not None:
            heading = None  # under the name, a line styled as the headings with a heading right under it: the headline
        if heading == "" and sections and sections[-1].kind in _DATED_KINDS and _dates_below(lines, index, kinds):
            heading = None  # an organisation styled like the headings, with its dates under it: an entry's title
        if heading == "contact":
            in_contact = True  # a "Contact" block: its lines belong to the header
            cut = heading_prefix(line.text, "contact")
            rest = line.text[cut:].strip()
            if not sections and len(line.segments) == 1 and cut and len(rest) >= 2 and line.size >= body * 1.3:
                # "PERSONAL INFORMATION  Tobias Renner": a label, then the name
                runs = [replace(line.runs[-1], text=rest)]
                header.append(replace(line, segments=[Segment(runs, line.x0, line.x1, line.size)]))
            continue
        if heading is not None and (name_seen or sections or not _is_name(line, body, index)):
            sections.append(RawSection(_heading_name(line), heading or None))
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
    for section in [s for s in sections if s.kind in ("about", "misc", None) and _all_contacts(s.lines)]:
        header.extend(section.lines)  # a sidebar's "About" or "Info" block of contacts: the header's
        sections.remove(section)
    for section in sections:
        contacts = _column_of_contacts(section.lines) or (
            _trailing_contacts(section.lines) if section.kind in ("about", "misc", None) else 0)
        if contacts:
            header.extend(section.lines[-contacts:])
            del section.lines[-contacts:]
    return header, sections


def _trailing_contacts(lines: list[Line]) -> int:
    """How many lines, two or more, end a section of prose with contact details alone
    ("Phone: …", "Email: …" under the About text): the header's."""
    from .basics import is_contact

    count = 0
    for line in reversed(lines):
        if not all(is_contact(seg) for seg in line.segments) or len(line.text) > 80:
            break
        count += 1
    return count if 2 <= count < len(lines) else 0


def _column_of_contacts(lines: list[Line]) -> int:
    """How many lines at the end of a section start another column and are contact
    details alone (a sidebar that opens with the phone and e-mail, no heading above
    them, read after the main column): they are the header's."""
    if not lines:
        return 0
    last = lines[-1]
    start = len(lines)
    while start > 0 and lines[start - 1].page == last.page and abs(lines[start - 1].column_left - last.column_left) <= 2:
        start -= 1
    if start == 0 or abs(lines[start - 1].column_left - last.column_left) <= 20:
        return 0
    from .basics import is_contact

    # Skills or the like may open that column: the contacts are the lines from the first that holds one.
    while start < len(lines) and not any(is_contact(seg) or "@" in seg.text for seg in lines[start].segments):
        start += 1
    return len(lines) - start if start < len(lines) and _all_contacts(lines[start:]) else 0


_DATED_KINDS = ("education", "experience", "projects", "research", "volunteering")


def _dates_below(lines: list[Line], index: int, kinds: list[str | None]) -> bool:
    """Whether a date range sits on one of the three lines under *index*, before any heading."""
    for line, kind in zip(lines[index + 1: index + 4], kinds[index + 1: index + 4]):
        if kind is not None:
            return False
        if find_range(line.text) is not None:
            return True
    return False


def _all_contacts(lines: list[Line]) -> bool:
    """Whether *lines* are contact details (an e-mail or a link among them, a phone, perhaps a
    place), with no dates: a block of contacts under a heading of its own."""
    from .basics import is_contact

    if any(find_range(line.text) for line in lines):
        return False
    contacts = sum(1 for line in lines if any(is_contact(seg) or "@" in seg.text for seg in line.segments))
    linked = any("@" in line.text or any(run.url for run in line.runs) for line in lines)
    return linked and contacts >= 2 and contacts >= 0.5 * len(lines) and all(len(line.text) < 60 for line in lines)


def _side_headings(lines: list[Line], body: float) -> list[Line]:
    """A heading set in a column of its own at the left, on the baseline of its
    section's first line ("Work    Senior Engineer"): two lines, the heading first."""
    lines = _wrapped_side_headings(_centred_headings_first(lines))
    out: list[Line] = []
    for index, line in enumerate(lines):
        first = line.segments[0]
        if len(line.segments) >= 2 and kind_of_heading(without_icons(first.text), partial=False) not in (None, "contact"):
            runs = [run for run in first.runs if without_icons(run.text).strip()]
            styled = first.size >= body * 1.12 or bool(runs) and (
                all(run.bold for run in runs) or first.text.upper() == first.text and len(first.text) > 3)
            after = [other for other in lines[index + 1: index + 4] if other.page == line.page]
            beside = [other.x0 >= line.segments[1].x0 - 2 or kind_of_heading(
                without_icons(other.segments[0].text), partial=False) is not None
                or _label_date(other.segments[0]) for other in after]
            # The column stays empty under the heading; a theme may still set a later entry's
            # first line in it (a broken indent), but never the line right under the heading.
            # ("Languages:  English" is a label with its value, whatever follows it.)
            labelled = first.text.strip().endswith((":", "："))
            column_empty = all(beside) or bool(beside) and beside[0] and not labelled
            if styled and column_empty and line.segments[1].x0 - first.x1 >= first.size:
                head = replace(line, segments=[first], size=first.size, rule_below=False)
                rest = replace(line, segments=line.segments[1:], size=max(seg.size for seg in line.segments[1:]),
                               gap_above=0.0, column_left=line.segments[1].x0)
                out += [head, rest]
                continue
        out.append(line)
    return out


def _wrapped_side_headings(lines: list[Line]) -> list[Line]:
    """A heading in a column of its own at the left wrapped over two lines beside its
    section's first lines ("Selected" over "Publications"): the two words are one
    heading, on the first line; the second line keeps only what is beside it."""
    out: list[Line | None] = list(lines)
    for i in range(len(out) - 1):
        line, below = out[i], out[i + 1]
        if line is None or below is None or len(line.segments) < 2 or below.page != line.page or not 0 < line.y - below.y <= line.size * 1.8:
            continue
        first, second = line.segments[0], below.segments[0]
        beside = line.segments[1].x0
        if abs(second.x0 - first.x0) > first.size * 1.5 or second.x1 + first.size > beside \
                or len(below.segments) > 1 and below.segments[1].x0 < beside - 2 or abs(second.size - first.size) > 0.5:
            continue
        words = [run for seg in (first, second) for run in seg.runs if without_icons(run.text).strip()]
        if not words or not all(run.bold for run in words) and not all(run.bold is False for run in words):
            continue
        if not all(run.bold for run in words) and not (first.text.upper() == first.text and second.text.upper() == second.text):
            continue
        joined = f"{without_icons(first.text)} {without_icons(second.text)}"
        if kind_of_heading(joined, partial=False) in (None, "contact") \
                or kind_of_heading(without_icons(first.text), partial=False) == kind_of_heading(joined, partial=False):
            continue
        space = replace(first.runs[-1], text=" ")
        merged = Segment([*first.runs, space, *second.runs], first.x0, max(first.x1, second.x1), first.size)
        out[i] = replace(line, segments=[merged, *line.segments[1:]])
        out[i + 1] = replace(below, segments=below.segments[1:], column_left=beside) if len(below.segments) > 1 else None
    return [line for line in out if line is not None]


def _centred_headings_first(lines: list[Line]) -> list[Line]:
    """A heading alone in a column at the left, set a little lower than the first line of
    its section beside it (centred on a two-line block): read before that line."""
    out = list(lines)
    for i in range(1, len(out)):
        heading, before = out[i], out[i - 1]
        if len(heading.segments) == 1 and before.page == heading.page and before.x0 > heading.x1 + heading.size \
                and 0 < before.y - heading.y < heading.size \
                and kind_of_heading(without_icons(heading.text), partial=False) not in (None, "contact") \
                and (i < 2 or out[i - 2].y - before.y > heading.size):
            out[i - 1], out[i] = heading, before
    return out


def _label_date(segment: Segment) -> bool:
    """A date alone in the headings' column (an entry's dates under its section's heading)."""
    return len(segment.text) <= 40 and find_range(segment.text) is not None


def _styled_like_headings(kind: str | None, line: Line, known: Counter) -> str | None:
    """Where a résumé's known headings share a style, a line of no known name is a
    heading only in that style (a bold company name, a capitalised headline or a
    wrapped table label is not), and a known name in another, smaller style is
    a label inside a section ("Languages" among the skills)."""
    if kind is None or not known:
        return kind
    signature = _signature(line)
    (common, count), = known.most_common(1)
    if kind == "":
        return kind if signature in known and (known[signature] >= 2 or count < 2) else None
    if count >= 3 and known[signature] == 1 and signature[0] < common[0] - 0.5:
        return None
    return kind


def _labels_under_headings(lines: list[Line], kinds: list[str | None]) -> list[str | None]:
    """A heading directly under a heading in a larger style, with nothing between them, is
    the first label inside that section ("Skills", then "Languages" over a few tags), and
    so is every heading styled as it is."""
    signatures = [_signature(line) if kind is not None else None for line, kind in zip(lines, kinds)]
    counts = Counter(sig for sig in signatures if sig is not None)
    labels = set()
    for i in range(len(lines) - 1):
        above, below = signatures[i], signatures[i + 1]
        if above is None or below is None or lines[i].page != lines[i + 1].page:
            continue
        if below[0] < above[0] - 0.5 and counts[below] < counts[above] and counts[above] >= 2:
            labels.add(below)
    return [None if sig in labels else kind for sig, kind in zip(signatures, kinds)]


def _is_name(line: Line, body: float, index: int) -> bool:
    return index < 6 and line.size >= body * 1.3 and kind_of_heading(line.text, partial=False) is None


def _heading_name(line: Line) -> str:
    """What a heading line names: its text without icons, a closing colon or the section's
    number ("1. Experience", "一、教育背景": a numbered section, not an item of a numbered list;
    the résumé numbers nothing itself)."""
    text = without_icons(line.text).rstrip(":：")
    numbered = SECTION_NUMBER.match(text)
    if numbered and kind_of_heading(text[numbered.end():].strip(), partial=False) is not None:
        return text[numbered.end():]
    return text


def _heading_kind(line: Line, body: float, index: int, lines: list[Line]) -> str | None:
    """The kind (``""`` for a heading of no known kind) when *line* is a section heading, else ``None``."""
    text = _heading_name(line).strip()
    # LaTeX sets a section's number a quad apart ("1", then "Experience"): two segments, one heading.
    number_apart = len(line.segments) == 2 and without_icons(line.segments[1].text).rstrip(":：").strip() == text
    if len(line.segments) > 1 and not line.rule_below and not number_apart:
        return None
    if not text or len(text) > 48 or _BULLET.match(text) or find_range(text) and len(text) > 12:
        return None
    runs = [run for run in line.runs if without_icons(run.text).strip()]
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
