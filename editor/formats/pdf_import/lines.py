"""Glyphs → lines of styled runs, split into segments at wide gaps, read
column by column, with running headers, footers and page numbers dropped.

A *segment* is a stretch of a line with no wide gap in it: a title and the
dates flush right on the same baseline are two segments of one line; two
columns side by side are two segments too, and :func:`_columns` tells them
apart from a title row by the shape of the whole page.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass, field

from .dates import find_range
from .extract import Glyph, Link, PageContent
from .glyph_names import ICON, UNREADABLE
from .vocabulary import kind_of_heading, without_icons

_PAGE_NUMBER = re.compile(r"^(page\s*)?\d{1,3}(\s*(/|of)\s*\d{1,3})?$|^第\s*\d+\s*页(\s*/?\s*共\s*\d+\s*页)?$|^-\s*\d+\s*-$", re.I)
_WIDE = ((0x1100, 0x11FF), (0x2E80, 0x9FFF), (0xAC00, 0xD7AF), (0xF900, 0xFAFF), (0xFF00, 0xFFEF))


def is_cjk(ch: str) -> bool:
    """Whether *ch* (the first character) is a wide CJK character, which lines break around."""
    if not ch or ch[0] < "\u1100":
        return False
    code = ord(ch[0])
    return any(low <= code <= high for low, high in _WIDE)


@dataclass(slots=True)
class Run:
    text: str
    bold: bool
    italic: bool
    url: str | None
    size: float
    colour: tuple


@dataclass
class Segment:
    runs: list[Run]
    x0: float
    x1: float
    size: float

    @property
    def text(self) -> str:
        return "".join(run.text for run in self.runs).strip()

    @property
    def chars(self) -> int:
        return sum(len(run.text) for run in self.runs)


@dataclass
class Line:
    segments: list[Segment]
    y: float
    page: int
    size: float
    rule_below: bool = False
    gap_above: float = 0.0
    column_right: float = 0.0
    column_left: float = 0.0
    unreadable: int = 0
    """Glyphs left out above this line (the first of its page): no mapping, name or encoding says what they are."""

    @property
    def x0(self) -> float:
        return self.segments[0].x0

    @property
    def x1(self) -> float:
        return self.segments[-1].x1

    @property
    def text(self) -> str:
        return "  ".join(seg.text for seg in self.segments)

    @property
    def runs(self) -> list[Run]:
        return [run for seg in self.segments for run in seg.runs]


@dataclass
class _RawLine:
    y: float
    glyphs: list[Glyph] = field(default_factory=list)
    _spaced: dict[int, bool] | None = field(default=None, repr=False, compare=False)

    def segments(self, page: PageContent, cuts: list[float] | None = None) -> list[Segment]:
        """The line's segments (cut at *cuts* too), with the page's links over it. Its
        letter spacing is read once, however often the line is cut again."""
        size = self.glyphs[0].size
        links = [link for link in page.links if link.y0 - size <= self.y <= link.y1 + size]
        if self._spaced is None:
            self._spaced = _letter_spaced(self.glyphs) if len(self.glyphs) >= 4 else {}
        return _segments(self.glyphs, links, cuts, self._spaced)


def page_lines(pages: list[PageContent]) -> list[Line]:
    """All lines of the document in reading order."""
    per_page = [_lines_of(page) for page in pages]
    _drop_running_lines(per_page, pages)
    out: list[Line] = []
    for lines in per_page:
        previous = None
        for line in lines:
            if previous is not None and previous.page == line.page and previous.y > line.y:
                line.gap_above = previous.y - line.y
            else:
                line.gap_above = line.size * 3
            out.append(line)
            previous = line
    for line in out:
        _drop_icon_labels(line)
    return out


def _drop_icon_labels(line: Line) -> None:
    """Icons that label a line's values ("[calendar] Sep 2021 – present  [map-marker]
    Meerhaven"): where one stands before a date, they are labels, not bullets; dropped."""
    def value(seg: Segment) -> str:
        return seg.text[len(ICON):].strip() if seg.text.startswith(ICON) else ""

    dated = [seg for seg in line.segments if value(seg) and len(value(seg)) <= 40
             and (found := find_range(value(seg))) is not None and found.begin <= 1]
    if not dated:
        return
    for seg in line.segments:
        if not value(seg):
            continue
        runs = list(seg.runs)
        while runs and not runs[0].text.strip(ICON + " \u00a0"):
            runs.pop(0)
        if runs:
            runs[0] = Run(runs[0].text.lstrip(ICON + " \u00a0"), runs[0].bold, runs[0].italic, runs[0].url,
                          runs[0].size, runs[0].colour)
            seg.runs = runs


def _lines_of(page: PageContent) -> list[Line]:
    unreadable = sum(1 for g in page.glyphs if g.text == UNREADABLE)
    if unreadable:
        page.glyphs = [g for g in page.glyphs if g.text != UNREADABLE]
    raw = _group_baselines(page.glyphs)
    header_rule = _header_rule(page)
    segmented = []
    for line in raw:
        segmented.append((line.y, line.segments(page)))
    segmented = _cut_at_gutter(raw, *_narrow_gutter(raw, segmented, page), page)
    # Above a rule across the page under the header, lines are read whole
    # (a name on the left and contacts flush right belong together).
    above = [(y, segs) for y, segs in segmented if header_rule is not None and y > header_rule]
    below = [(y, segs) for y, segs in segmented if header_rule is None or y <= header_rule]
    left = min((g.x0 for g in page.glyphs), default=0.0)
    right = max((g.x1 for g in page.glyphs), default=page.width)
    # The best gutter below the header, sought once: a form's column of labels or two columns.
    best = _best_gutter([(y, seg) for y, segs in below for seg in segs], page.width)
    form = _without_form_labels(below, best)
    ordered = [(y, segs, left, right) for y, segs in above] + (
        _columns(below, page.width, best) if form is None else [(y, segs, left, right) for y, segs in form])
    ordered = _grids_read_down(raw, ordered, page)
    ordered = _margin_headings(ordered)
    lines: list[Line] = []
    for y, segments, left, right in ordered:
        if not segments:
            continue
        size = max((seg.size for seg in segments), default=0.0)
        line = Line(segments, y, page.number, size, column_left=left, column_right=right)
        line.rule_below = any(
            0 < y - rule_y <= size * 1.1 and rx0 <= line.x0 + 2 and rx1 >= line.x1 - 2
            or abs(rule_y - (y + size * 0.3)) <= size * 0.4 and rx0 >= line.x1 - 2
            for rule_y, rx0, rx1 in page.rules)
        lines.append(line)
    lines = _cells_unwrapped(lines)
    if lines:
        lines[0].unreadable = unreadable
    return lines


def _cells_unwrapped(lines: list[Line]) -> list[Line]:
    """A table's cell wrapped over two lines ("鹏远数据科技 · 算" over "力平台部", a cell
    beside the row's first one), joined: a line whose segments each start where a cell
    (not the row's first) of the row just above starts, close under it, in its size,
    each under a cell that reaches as far right as that column ever does (it filled its
    width), the text broken inside a word (between two ideographs, or before a small letter)."""
    widest: dict[int, float] = {}
    for line in lines:
        for seg in line.segments:
            widest[round(seg.x0)] = max(widest.get(round(seg.x0), 0.0), seg.x1)

    def cell_above(seg: Segment, row: Line) -> Segment | None:
        for index, cell in enumerate(row.segments):
            if index and abs(cell.x0 - seg.x0) <= 1.5 and abs(cell.size - seg.size) < 0.3 and seg.x1 <= cell.x1 + 1:
                reach = max(widest.get(round(cell.x0) + d, 0.0) for d in (-1, 0, 1))
                head, tail = cell.text[-1:], seg.text[:1]
                broken = is_cjk(head) and is_cjk(tail) and unicodedata.category(head) == "Lo" \
                    or head.isalpha() and tail.islower()
                if cell.x1 >= reach - cell.size and broken:
                    return cell
        return None

    out: list[Line] = []
    for line in lines:
        row = out[-1] if out else None
        if row is not None and len(row.segments) >= 3 and row.page == line.page \
                and 0 < row.y - line.y <= 2.0 * line.size:
            cells = [cell_above(seg, row) for seg in line.segments]
            if all(cells):
                for seg, cell in zip(line.segments, cells):
                    if cell is not None:
                        joiner = "" if is_cjk(cell.text[-1:]) else " "
                        cell.runs = [*cell.runs, Run(joiner + seg.runs[0].text.lstrip(), seg.runs[0].bold,
                                                     seg.runs[0].italic, seg.runs[0].url, seg.runs[0].size,
                                                     seg.runs[0].colour), *seg.runs[1:]]
                continue
        out.append(line)
    return out


def _header_rule(page: PageContent) -> float | None:
    """The y of a rule across most of the page in its top third (under a header), if any."""
    xs = [g.x0 for g in page.glyphs] + [g.x1 for g in page.glyphs]
    if not xs or page.number != 1:
        return None
    width = max(xs) - min(xs)
    rules = [y for y, x0, x1 in page.rules if x1 - x0 >= 0.8 * width and y > page.height * 0.65]
    return min(rules) if rules else None


def _group_baselines(glyphs: list[Glyph]) -> list[_RawLine]:
    lines: list[_RawLine] = []
    mean = 0.0  # the mean baseline of the line being built: a line whose first glyphs sit a
    # little high (a sidebar's text, dates centred in a smaller font) keeps the rest of it
    for glyph in sorted(glyphs, key=_reading_key):
        if glyph.text.isspace() and not lines:
            continue
        if lines and abs(mean - glyph.y) <= max(1.0, glyph.size * 0.3):
            line = lines[-1]
            line.glyphs.append(glyph)
            mean += (glyph.y - mean) / len(line.glyphs)
        else:
            lines.append(_RawLine(glyph.y, [glyph]))
            mean = glyph.y
    for line in lines:
        line.glyphs.sort(key=lambda g: g.x0)
    return _joined_touching(lines)


def _joined_touching(lines: list[_RawLine]) -> list[_RawLine]:
    """Text that goes on right where text of the line just above ends, a little
    lower, is on that line: a first letter set larger ("E" + "DUCATION" in small
    capitals), words in small capitals beside full ones: their baselines differ
    by a few points, more than lines of one size do."""
    out: list[_RawLine] = []
    for line in lines:
        last = out[-1] if out else None
        if last is not None and _goes_on(last, line):
            last.glyphs = sorted(last.glyphs + line.glyphs, key=lambda g: g.x0)
            continue
        out.append(line)
    return out


def _goes_on(above: _RawLine, line: _RawLine) -> bool:
    size = max(g.size for g in line.glyphs)
    if abs(above.y - line.y) > 0.5 * max(size, max(g.size for g in above.glyphs)):
        return False
    x0, x1 = line.glyphs[0].x0, line.glyphs[-1].x1
    if any(g.x1 > x0 + 1 and g.x0 < x1 - 1 for g in above.glyphs):
        return False  # text under text: another line
    return any(-1.0 <= x0 - g.x1 <= 1.5 * size for g in above.glyphs)


def _reading_key(glyph: Glyph) -> tuple[float, float]:
    return (-glyph.y, glyph.x0)


def _url_at(glyph: Glyph, links: list[Link]) -> str | None:
    cx, cy = (glyph.x0 + glyph.x1) / 2, glyph.y + glyph.size * 0.3
    for link in links:
        if link.x0 - 1 <= cx <= link.x1 + 1 and link.y0 - 1 <= cy <= link.y1 + 1:
            return link.url
    return None


Gutter = tuple[float, int, int]
"""The x between two columns, with how many segments each side holds (:func:`_gutter`)."""


def _narrow_gutter(raw: list[_RawLine], segmented: list[tuple[float, list[Segment]]],
                   page: PageContent) -> tuple[list[tuple[float, list[Segment]]], Gutter | None]:
    """Two columns set closer than a wide gap (a sidebar beside the main text, one
    space apart on some lines): where no gutter shows, but several lines start a
    segment at one x after a gap, split every line at an ordinary space there, and
    keep that only when it gives a sidebar of many lines beside the main column.
    Returns the lines and the gutter they have (None for one column)."""
    found = _gutter([(y, seg) for y, segs in segmented for seg in segs], page.width)
    if found is not None:
        return segmented, found
    starts = Counter(round(seg.x0) for _, segs in segmented for seg in segs[1:])
    for x, _ in starts.most_common(3):
        if starts[x - 1] + starts[x] + starts[x + 1] < 4:
            break
        cut = [float(x) + d for d in (-1, 0, 1)]
        again = []
        for line in raw:
            again.append((line.y, line.segments(page, cut)))
        found = _gutter([(y, seg) for y, segs in again for seg in segs], page.width)
        if found is None or abs(found[0] - x) > 2 or found[1] < 8 or found[1] < 0.35 * found[2]:
            continue
        ends = [seg.x1 for _, segs in again for seg in segs if seg.x1 <= found[0] - 1]
        if sum(1 for end in ends if end >= max(ends) - 2) < 0.5 * len(ends):  # labels set flush right are no sidebar
            return again, found
    return segmented, None


def _letter_spaced(glyphs: list[Glyph]) -> dict[int, bool]:
    """Letters set apart with uniform gaps ("T O B I A S  R E N N E R"): for each glyph
    after such a gap, True where the gap is inside a word (no space), False where it is
    the wider gap between two words (a space, not a wide gap between segments).

    A run of four or more single letters of one size, each gap wider than a space
    would be but all about equal, is one word; the next run that follows at about
    two such gaps and a space (the spaced words of one line) goes on it."""
    marks: dict[int, bool] = {}
    letters = [i for i, g in enumerate(glyphs) if not g.text.isspace()]
    pairs = []  # (index of the glyph after the gap, the gap, a space glyph between, a letter gap candidate)
    for a, b in zip(letters, letters[1:]):
        left, right = glyphs[a], glyphs[b]
        gap = right.x0 - left.x1
        single = len(left.text) == 1 and len(right.text) == 1 and not is_cjk(left.text) and not is_cjk(right.text)
        same = abs(left.size - right.size) <= 0.1
        pairs.append((b, gap, b - a > 1, single and same and b - a == 1 and 0.05 * right.size < gap < 0.9 * right.size))
    i = 0
    spread = 0.0  # the letter gap of the spaced word just before, if any
    while i < len(pairs):
        if not pairs[i][3]:
            b, gap, _, _ = pairs[i]
            before = glyphs[letters[i]]
            if spread and len(glyphs[b].text) == 1 and abs(glyphs[b].size - before.size) <= 0.1 \
                    and 1.5 * spread <= gap <= 0.9 * glyphs[b].size + 3 * spread:
                # the gap between two spaced words: is the next one spaced alike?
                j = i + 1
                while j < len(pairs) and pairs[j][3] and abs(pairs[j][1] - spread) <= 0.35 * spread:
                    j += 1
                if j == i + 1 or j == len(pairs) or not pairs[j][3]:
                    marks[b] = False
                    for k in range(i + 1, j):
                        marks[pairs[k][0]] = True
                    i = j
                    continue
            spread = 0.0
            i += 1
            continue
        j = i
        while j < len(pairs) and pairs[j][3]:
            j += 1
        gaps = sorted(pair[1] for pair in pairs[i:j])
        middle = gaps[len(gaps) // 2]
        size = glyphs[pairs[i][0]].size
        even = [gap for gap in gaps if abs(gap - middle) <= 0.35 * middle]
        wide = [gap for gap in gaps if 1.5 * middle <= gap <= 0.9 * size + 3 * middle]  # between words
        if len(even) >= 3 and middle > 0.15 * size and len(even) + len(wide) == len(gaps):
            for k in range(i, j):
                marks[pairs[k][0]] = abs(pairs[k][1] - middle) <= 0.35 * middle
            spread = middle
        else:
            spread = 0.0
        i = j
    return marks


def _cut_at_gutter(raw: list[_RawLine], segmented: list[tuple[float, list[Segment]]],
                   found: Gutter | None, page: PageContent) -> list[tuple[float, list[Segment]]]:
    """A line of one column that runs up to the text of the other (a sidebar's heading
    set large, a few points short of the main column's first word on its baseline):
    where the page has a gutter and the line's text changes size or colour across it
    after a gap, it is two segments, one each side."""
    if found is None:
        return segmented
    gutter = found[0]
    out = []
    for line, (y, segs) in zip(raw, segmented):
        if any(seg.x0 < gutter - 1 < seg.x1 for seg in segs):
            letters = [g for g in line.glyphs if not g.text.isspace()]
            for before, after in zip(letters, letters[1:]):
                if abs(after.x0 - gutter) <= max(1.0, 0.1 * after.size) \
                        and after.x0 - before.x1 > 0.3 * max(after.size, before.size) \
                        and (max(after.size, before.size) >= 1.2 * min(after.size, before.size)
                             or after.colour != before.colour):
                    segs = line.segments(page, [after.x0])
                    break
        out.append((y, segs))
    return out


def _grids_read_down(raw: list[_RawLine], ordered: list[tuple[float, list[Segment], float, float]],
                     page: PageContent) -> list[tuple[float, list[Segment], float, float]]:
    """Boxes set side by side in narrow columns within one column of text (publications,
    awards, interests in a grid): a line of three or more segments starting at even
    steps opens a grid whose columns start where they start; the lines under it whose
    segments (cut at those starts) each fit in one column belong to it. A grid is read
    column by column, each box top to bottom, every segment a line of its own."""
    by_y = {line.y: line for line in raw}
    out: list[tuple[float, list[Segment], float, float]] = []
    i = 0
    while i < len(ordered):
        y, segs, left, right = ordered[i]
        starts = [seg.x0 for seg in segs]
        steps = [b - a for a, b in zip(starts, starts[1:])]
        if len(segs) < 3 or min(steps) < 3 * segs[0].size or max(steps) - min(steps) > 2.0 \
                or any(seg.x1 > nxt.x0 - 0.5 * seg.size for seg, nxt in zip(segs, segs[1:])):
            out.append(ordered[i])
            i += 1
            continue
        size = max(seg.size for seg in segs)
        rows = [segs]
        j = i + 1
        while j < len(ordered) and 0 < ordered[j - 1][0] - ordered[j][0] <= 2.5 * size and ordered[j][0] in by_y:
            line = by_y[ordered[j][0]]
            links = [link for link in page.links if link.y0 - size <= line.y <= link.y1 + size]
            cut = _segments(line.glyphs, links, starts)
            if any(seg.size > size + 0.5 for seg in cut) or not all(_in_column(seg, starts) for seg in cut) \
                    or len(cut) == 1 and kind_of_heading(without_icons(cut[0].text), partial=False) is not None:
                break  # text across the columns, or the next section's heading
            rows.append(cut)
            j += 1
        if len(rows) < 2 or sum(1 for row in rows if len(row) >= 2) < 2:
            out.append(ordered[i])
            i += 1
            continue
        for k, x in enumerate(starts):
            end = starts[k + 1] if k + 1 < len(starts) else right
            for row, index in zip(rows, range(i, j)):
                out += [(ordered[index][0], [seg], x, end) for seg in row if _in_column(seg, starts) == k + 1]
        i = j
    return out


def _margin_headings(ordered: list[tuple[float, list[Segment], float, float]]
                     ) -> list[tuple[float, list[Segment], float, float]]:
    """Section headings in a margin at the left of one column of text, each set
    beside the middle of its section (not its first line), some wrapped over two
    lines ("Research" over "Interests"): each heading, its lines joined, is read
    as a line of its own before its section's first line. A section ends at the
    widest gap between the lines of the text set between two headings."""
    starts = Counter(round(segs[-1].x0) for _, segs, _, _ in ordered if segs)
    if not starts:
        return ordered
    body = starts.most_common(1)[0][0]
    margin = [i for i, (_, segs, _, _) in enumerate(ordered)
              if segs and segs[0].x1 < body - 0.5 * segs[0].size and all(seg.x0 >= body - 2 for seg in segs[1:])]
    if len(margin) < 3 or any(ordered[i][0] < ordered[j][0] for i, j in zip(margin, margin[1:])):
        return ordered
    first = ordered[margin[0]][1][0]
    if any(abs(ordered[i][1][0].size - first.size) > 0.3 or ordered[i][1][0].runs[0].bold != first.runs[0].bold
           for i in margin):
        return ordered
    groups: list[list[int]] = []  # a heading's lines
    for i in margin:
        if groups and ordered[groups[-1][-1]][0] - ordered[i][0] <= 1.6 * first.size:
            groups[-1].append(i)
        else:
            groups.append([i])
    texts = [" ".join(ordered[i][1][0].text for i in group) for group in groups]
    if len(groups) < 3 or sum(1 for text in texts if kind_of_heading(without_icons(text)) is not None) < 0.6 * len(groups):
        return ordered
    text_lines = [(k, y) for k, (y, segs, _, _) in enumerate(ordered) if not (k in margin and len(segs) == 1)]
    centres = [sum(ordered[i][0] for i in group) / len(group) for group in groups]
    tops: list[int] = []  # for each heading, the index in text_lines of its section's first line
    for n, centre in enumerate(centres):
        low = tops[-1] + 1 if tops else 0
        if n == 0:
            reach = centre + (centre - centres[1])
            window = [m for m, (_, y) in enumerate(text_lines) if y >= centre and (y <= reach or m + 1 < len(text_lines)
                                                                                   and text_lines[m + 1][1] <= reach)]
        else:
            window = [m for m, (_, y) in enumerate(text_lines) if m >= low and centres[n - 1] >= y >= centre]
            window = [m - 1 for m in window[:1] if m - 1 >= low] + window
        gaps = [(text_lines[m][1] - text_lines[m + 1][1], m + 1) for m in window if m + 1 < len(text_lines)]
        if n == 0 and window and window[0] == 0:
            gaps.append((float("inf"), 0))  # the section may open the page
        if not gaps:
            return ordered
        widest = max(gap for gap, _ in gaps)
        tops.append(max(m for gap, m in gaps if gap >= widest - 0.5))
    out: list[tuple[float, list[Segment], float, float]] = []
    heading_at = {text_lines[m][0]: n for n, m in enumerate(tops)}
    for k, line in enumerate(ordered):
        if k in heading_at:
            group = groups[heading_at[k]]
            runs = [run for i in group for run in ordered[i][1][0].runs]
            runs = [Run(run.text.strip() + " ", run.bold, run.italic, run.url, run.size, run.colour) for run in runs]
            segs = [ordered[i][1][0] for i in group]
            joined = Segment(runs, min(seg.x0 for seg in segs), max(seg.x1 for seg in segs), first.size)
            out.append((line[0] + 0.01, [joined], line[2], line[3]))
        if k in margin:
            if len(line[1]) > 1:
                out.append((line[0], line[1][1:], line[2], line[3]))
            continue
        out.append(line)
    return out


def _in_column(seg: Segment, starts: list[float]) -> int:
    """1 + the index of the column of *starts* that *seg* starts at and fits in; 0 for none."""
    for k, x in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else float("inf")
        if abs(seg.x0 - x) <= 1.5 and seg.x1 <= end - 0.2 * seg.size:
            return k + 1
    return 0


def _segments(glyphs: list[Glyph], links: list[Link], cuts: list[float] | None = None,
              spaced: dict[int, bool] | None = None) -> list[Segment]:
    segments: list[Segment] = []
    runs: list[Run] = []
    previous: Glyph | None = None
    start = 0.0
    if spaced is None:
        spaced = _letter_spaced(glyphs) if len(glyphs) >= 4 else {}
    for index, glyph in enumerate(glyphs):
        if glyph.text.isspace():
            if runs and not runs[-1].text.endswith(" "):
                runs[-1].text += " "
            continue
        url = _url_at(glyph, links) if links else None
        text = glyph.text
        if previous is not None:
            gap = glyph.x0 - previous.x1
            inside = spaced.get(index)
            big, small = max(glyph.size, previous.size), min(glyph.size, previous.size)
            # a wide gap; or a gap of half the larger size where the size jumps (a city set
            # small, flush right against the gutter, and the name set large beyond it)
            if inside is None and (gap > max(0.9 * big, 6.0) or big >= 1.5 * small and gap > max(0.5 * big, 6.0)) \
                    or cuts and gap > 0.2 * glyph.size \
                    and any(abs(glyph.x0 - x) <= 1.0 for x in cuts):
                segments.append(_segment(runs, start, previous.x1))
                runs, previous = [], None
            elif inside:
                pass  # a letter of a letter-spaced word
            elif inside is False:
                if runs and not runs[-1].text.endswith(" "):
                    text = " " + text
            elif gap > 0.15 * glyph.size and not (runs and runs[-1].text.endswith(" ")):
                wide = is_cjk(glyph.text[0]) and is_cjk(previous.text[-1])
                if not wide or gap > 0.5 * glyph.size:
                    text = " " + text
        if previous is None:
            start = glyph.x0
        style = (glyph.bold, glyph.italic, url)
        if runs and (runs[-1].bold, runs[-1].italic, runs[-1].url) == style:
            runs[-1].text += text
            runs[-1].size = max(runs[-1].size, glyph.size)
        elif runs and text.startswith(" ") and not runs[-1].text.endswith(" "):
            runs[-1].text += " "
            runs.append(Run(text[1:], glyph.bold, glyph.italic, url, glyph.size, glyph.colour))
        else:
            runs.append(Run(text, glyph.bold, glyph.italic, url, glyph.size, glyph.colour))
        previous = glyph
    if runs and previous is not None:
        segments.append(_segment(runs, start, previous.x1))
    return [seg for seg in segments if seg.text]


def _segment(runs: list[Run], x0: float, x1: float) -> Segment:
    sizes = Counter()
    for run in runs:
        sizes[run.size] += len(run.text)
    return Segment(runs, x0, x1, sizes.most_common(1)[0][0] if sizes else 0.0)


def _gutter(all_segments: list[tuple[float, Segment]], width: float) -> tuple[float, int, int] | None:
    """The x between two columns, with how many segments each side holds; None for one column."""
    return _column_gutter(all_segments, _best_gutter(all_segments, width))


def _column_gutter(all_segments: list[tuple[float, Segment]],
                   best: tuple[float, int, int] | None) -> tuple[float, int, int] | None:
    """*best* (:func:`_best_gutter` of *all_segments*) when it parts two columns of text:
    not a column of section headings, dates or a form's labels beside the text."""
    if best is None or _heading_column(all_segments, best[0]) or _date_column(all_segments, best[0]) \
            or _label_column(all_segments, best[0]):
        return None
    return best


def _best_gutter(all_segments: list[tuple[float, Segment]], width: float) -> tuple[float, int, int] | None:
    total = sum(seg.chars for _, seg in all_segments) or 1
    best = None
    left_edge = min((seg.x0 for _, seg in all_segments), default=0.0)
    right_edge = max((seg.x1 for _, seg in all_segments), default=width)
    for gutter in sorted({round(seg.x0) for _, seg in all_segments}):
        if gutter - left_edge < 0.18 * (right_edge - left_edge) or right_edge - gutter < 0.18 * (right_edge - left_edge):
            continue
        left = right = crossing = 0
        left_lines = right_lines = 0
        top = _header_over_columns(all_segments, gutter)
        for y, seg in all_segments:
            if seg.x1 > gutter - 1 and seg.x0 < gutter - 1 and y > top:
                continue
            if seg.x1 <= gutter - 1:
                left += seg.chars
                left_lines += 1
            elif seg.x0 >= gutter - 1:
                right += seg.chars
                right_lines += 1
            else:
                crossing += seg.chars
        # A narrow sidebar on the left holds little text; no line crossing the gutter
        # at all tells it apart (dates flush right are a narrow column too, on the right).
        narrow_left = not crossing and left >= 0.01 * total and left_lines >= 3
        if (left >= 0.15 * total and left_lines >= 4 or narrow_left) and right >= 0.15 * total \
                and crossing <= 0.12 * total and right_lines >= 4:
            # Fewest characters across the gutter, then the widest empty band before it.
            band = gutter - max((seg.x1 for _, seg in all_segments if seg.x1 <= gutter - 1), default=gutter)
            score = (crossing, -band)
            if best is None or score < best[0]:
                best = (score, gutter, left_lines, right_lines)
    return None if best is None else (best[1], best[2], best[3])


def _header_over_columns(all_segments: list[tuple[float, Segment]], gutter: float) -> float:
    """The baseline above which lines across *gutter* are a header over two columns (a
    name, a summary), not text that crosses it: where both columns have begun, when
    the few lines above it stand over columns of many lines each; else the page's top."""
    def side_ys(inside) -> set[float]:
        return {round(y, 1) for y, seg in all_segments if inside(seg)}

    left, right = side_ys(lambda seg: seg.x1 <= gutter - 1), side_ys(lambda seg: seg.x0 >= gutter - 1)
    if not left or not right:
        return float("inf")
    top = min(max(left), max(right))
    across = side_ys(lambda seg: seg.x0 < gutter - 1 < seg.x1)
    header = {y for y in across if y > top}
    below = {y for y in left | right if y <= top}
    if not header or any(y <= top for y in across) or sum(1 for y in left if y <= top) < 4 \
            or sum(1 for y in right if y <= top) < 4 or len(header) > 0.3 * len(below):
        return float("inf")
    return top


def _columns(lines: list[tuple[float, list[Segment]]], width: float,
             best: tuple[float, int, int] | None) -> list[tuple[float, list[Segment], float, float]]:
    """Lines in reading order: with two columns, the full-width lines above
    them, then the left column, then the right one, then lines below. *best*:
    :func:`_best_gutter` of the lines' segments."""
    all_segments = [(y, seg) for y, segs in lines for seg in segs]
    left_edge = min((seg.x0 for _, seg in all_segments), default=0.0)
    right_edge = max((seg.x1 for _, seg in all_segments), default=width)
    found = _column_gutter(all_segments, best)
    if found is None:
        return [(y, segs, left_edge, right_edge) for y, segs in lines]
    gutter = found[0]
    banded = _banded(lines, gutter, left_edge, right_edge)
    if banded is not None:
        return banded
    above, left_col, right_col, below = [], [], [], []
    left_right = max((seg.x1 for _, seg in all_segments if seg.x1 <= gutter - 1), default=gutter)
    # Lines across the gutter above where either column starts are the header (a photo's
    # caption at the top of one column does not push the name under the columns).
    inside = [(y, seg) for y, segs in lines if not any(_across(s, gutter) for s in segs) for seg in segs]
    column_top = min(max((y for y, seg in inside if seg.x1 <= gutter - 1), default=0.0),
                     max((y for y, seg in inside if seg.x1 > gutter - 1), default=0.0))
    # Beside such a header, what stands at one side of it (contacts flush right) is the header's.
    header_foot = min((y for y, segs in lines if y >= column_top and any(_across(s, gutter) for s in segs)),
                      default=None)
    for y, segs in lines:
        if any(_across(seg, gutter) for seg in segs) or header_foot is not None and y > header_foot:
            (above if y >= column_top else below).append((y, segs, left_edge, right_edge))
            continue
        lefts = [seg for seg in segs if seg.x1 <= gutter - 1]
        rights = [seg for seg in segs if not _across(seg, gutter) and seg.x1 > gutter - 1]
        if lefts:
            left_col.append((y, lefts, left_edge, left_right))
        if rights:
            right_col.append((y, rights, gutter, right_edge))
    opening = _name_atop(right_col, left_col)
    first = _first_side_heading(left_col, right_col[opening:])
    if first is not None:  # headings beside their sections: read with them, line by line
        beside = sorted(left_col[first:] + right_col[opening:], key=lambda line: (-line[0], line[2]))
        return above + right_col[:opening] + left_col[:first] + beside + below
    return above + right_col[:opening] + left_col + right_col[opening:] + below


def _banded(lines: list[tuple[float, list[Segment]]], gutter: float, left_edge: float,
            right_edge: float) -> list[tuple[float, list[Segment], float, float]] | None:
    """A page of one column with a few blocks set in two (the contacts beside a summary, a
    list of skills beside its heading), where lines of the one column cross the gutter
    between those blocks: each block read left then right where it stands, the rest line
    by line. None where no line from the page's left edge across the gutter has two-column
    lines under it (a sidebar beside a main column: read as columns)."""
    width = right_edge - left_edge

    def crosses(y: float, segs: list[Segment]) -> bool:
        """A line of the one column across the gutter, with nothing at the right beside it
        (a sidebar's line that runs a little over its edge has the main column beside it)."""
        if not any(_across(seg, gutter) for seg in segs) or segs[0].x0 > left_edge + 0.05 * width:
            return False
        reach = 2.5 * max(seg.size for seg in segs)
        return not any(abs(other - y) <= reach and any(seg.x0 >= gutter - 1 for seg in others)
                       for other, others in lines)

    def sides(segs: list[Segment]) -> tuple[bool, bool]:
        return any(seg.x1 <= gutter - 1 for seg in segs), any(seg.x1 > gutter - 1 for seg in segs)

    crossing = {index for index, (y, segs) in enumerate(lines) if crosses(y, segs)}
    if not crossing or not any(sides(segs)[1] for _, segs in lines[min(crossing) + 1:]) \
            or not any(sides(segs)[1] for _, segs in lines[:min(crossing)]):
        return None
    out: list[tuple[float, list[Segment], float, float]] = []
    left_right = max((seg.x1 for _, segs in lines for seg in segs if seg.x1 <= gutter - 1), default=gutter)
    band: list[tuple[float, list[Segment]]] = []

    def flush() -> None:
        right_at = [index for index, (_, segs) in enumerate(band) if sides(segs)[1]]
        if not right_at:
            out.extend((y, segs, left_edge, right_edge) for y, segs in band)
        else:
            first, last = right_at[0], right_at[-1]
            out.extend((y, segs, left_edge, right_edge) for y, segs in band[:first])  # the one column above
            block = band[first:last + 1]
            out.extend((y, [seg for seg in segs if seg.x1 <= gutter - 1], left_edge, left_right)
                       for y, segs in block if sides(segs)[0])
            out.extend((y, [seg for seg in segs if seg.x1 > gutter - 1], gutter, right_edge)
                       for y, segs in block if sides(segs)[1])
            out.extend((y, segs, left_edge, right_edge) for y, segs in band[last + 1:])  # and below the block
        band.clear()

    for index, (y, segs) in enumerate(lines):
        if index in crossing:  # each line's test is a scan of the page: made once, above
            flush()
            out.append((y, segs, left_edge, right_edge))
        else:
            band.append((y, segs))
    flush()
    return out


def _first_side_heading(left: list[tuple[float, list[Segment], float, float]],
                        right: list[tuple[float, list[Segment], float, float]]) -> int | None:
    """Where a left column turns into the section headings of the right one (a
    header's contacts above them perhaps): the index of its first line that names a
    section and shares a baseline with a right line, when from there down every
    line of the left column does (two or more) and names a section; else None."""
    ys = [y for y, _, _, _ in right]

    def heading_beside(line: tuple[float, list[Segment], float, float]) -> bool:
        text = " ".join(seg.text for seg in line[1])
        return kind_of_heading(without_icons(text), partial=False) is not None \
            and any(abs(line[0] - y) <= 2.0 for y in ys)

    for index, line in enumerate(left):
        if heading_beside(line):
            rest = left[index:]
            if len(rest) >= 2 and all(heading_beside(other) for other in rest):
                return index
            return None
    return None


def _across(seg: Segment, gutter: float) -> bool:
    """Whether *seg* crosses *gutter*: a segment starting a little left of it is
    the right column's when that is its first letter's side bearing (a large "J")."""
    return seg.x0 < gutter - max(1.0, 0.1 * seg.size) and seg.x1 > gutter - 1


def _name_atop(column: list[tuple[float, list[Segment], float, float]],
               other: list[tuple[float, list[Segment], float, float]]) -> int:
    """How many lines at the top of the right column are the résumé's header, read
    before the sidebar at its left: where the column opens with the largest text of
    the page (the name), far larger than the body and larger than all of the
    sidebar, its lines down to its first section heading (the name, the headline)."""
    if not column or not other:
        return 0
    sizes: Counter = Counter()
    for _, segs, _, _ in column + other:
        for seg in segs:
            sizes[seg.size] += seg.chars
    body = sizes.most_common(1)[0][0]
    first = max(seg.size for seg in column[0][1])
    if first < 1.5 * body or any(seg.size >= first - 0.5 for _, segs, _, _ in other for seg in segs) \
            or any(seg.size > first + 0.5 for _, segs, _, _ in column for seg in segs):
        return 0
    for count, (_, segs, _, _) in enumerate(column[:12]):
        text = " ".join(seg.text for seg in segs)
        if count and (kind_of_heading(without_icons(text), partial=False) is not None
                      or find_range(text) is not None):
            return count
    return 1


def _heading_column(segments: list[tuple[float, Segment]], gutter: float) -> bool:
    """Whether the column left of *gutter* holds the section headings alone (each
    beside its section's first line): the page is one column read line by line."""

    left = [seg.text for _, seg in segments if seg.x1 <= gutter - 1]
    named = sum(1 for text in left if kind_of_heading(without_icons(text), partial=False) is not None)
    if len(left) >= 2 and named >= 0.6 * len(left):
        return True
    # Headings with the entries' dates under them (a column of labels beside the text).
    dated = sum(1 for text in left if len(text) <= 40 and find_range(text) is not None)
    return named >= 3 and dated >= 2 and named + dated >= 0.6 * len(left)


def _date_column(segments: list[tuple[float, Segment]], gutter: float) -> bool:
    """Whether the column on one side of *gutter* holds the entries' dates (and places)
    alone: the page is one column whose entries have their dates flush right, or in a
    column at the left, beside each title."""
    right = [seg for _, seg in segments if seg.x0 >= gutter - 1]
    left = [seg for _, seg in segments if seg.x1 <= gutter - 1]
    for side in (right, left):
        dated = [seg for seg in side if len(seg.text) <= 40 and find_range(seg.text) is not None]
        if len(side) >= 2 and len(dated) >= 0.5 * len(side):
            return True
    # A left column of dates, each beside a title across the gutter, a place perhaps under it
    # (a right column with a few dates among short lines is a page's main column: a sidebar).
    dated = [seg for seg in left if len(seg.text) <= 40 and find_range(seg.text) is not None]
    return (len(dated) >= 2 and len(dated) >= 0.2 * len(left) and all(len(seg.text) <= 40 for seg in left)
            and _beside(dated, segments, gutter))


_FIELD_LABEL = re.compile(r"(?:(?:name|surname|first name|address|e-?mail|personal e-?mail|phone|mobile|"
                          r"tel(?:ephone)?|fax|web|website|homepage|nationality|date of birth|gender)"
                          r"(?:\s*(?:/|and)\s*\w+)?"
                          r"|姓\s*名|性\s*别|年\s*龄|民\s*族|籍\s*贯|出生(?:年月|日期)|政治面貌|婚姻状况|最高学历|学\s*历|"
                          r"(?:联系|手机|移动)?电\s*话|手\s*机|(?:电子)?邮\s*箱|电子邮件|(?:通讯|联系)?地\s*址|所在地|现居(?:地|住地)?|"
                          r"居住地|所在城市|求职意向|意向岗位|应聘职位|期望职位|目标职位|微\s*信|主\s*页|个人主页|网\s*站|工作年限)\s*[:：]?",
                          re.I)
"""A form's label of a personal detail ("Name / Surname", "Telephone", "姓名", "求职意向")."""
FIELD_LABEL = _FIELD_LABEL


def _without_form_labels(lines: list[tuple[float, list[Segment]]],
                         best: tuple[float, int, int] | None) -> list[tuple[float, list[Segment]]] | None:
    """A page set as a form (a column of labels flush right beside the values) with
    the form's own words left out: a label printed beside a value whose text comes
    back on the page ("Dates", "Name of employer" over each entry), or that names a
    personal detail ("Telephone"). The person's labels (a skill's) stay. None for
    a page that is no form. *best*: :func:`_best_gutter` of the lines' segments."""
    all_segments = [(y, seg) for y, segs in lines for seg in segs]
    if best is None or not _label_column(all_segments, best[0]):
        return None
    gutter = best[0]
    counts = Counter(seg.text.strip() for _, seg in all_segments if seg.x1 <= gutter - 1)
    out = []
    for y, segs in lines:
        lefts = [seg for seg in segs if seg.x1 <= gutter - 1]
        rest = [seg for seg in segs if seg.x1 > gutter - 1]
        label = lefts[0].text.strip() if len(lefts) == 1 else ""
        if label and find_range(label) is None and (counts[label] >= 2 or _FIELD_LABEL.fullmatch(label)):
            if rest:
                out.append((y, rest))
            continue  # a label alone on its line ("Main activities" over the bullets)
        out.append((y, segs))
    return out


def _label_column(segments: list[tuple[float, Segment]], gutter: float) -> bool:
    """Whether the column left of *gutter* is the labels of a form (``Dates``,
    ``Occupation or position held``): short lines set flush right against the
    gutter, most on the baseline of a value across it, far less text than the
    values (a value runs over lines, a label does not): the page is one column of
    rows, read line by line, not a sidebar."""
    left = [seg for _, seg in segments if seg.x1 <= gutter - 1]
    right = [seg for _, seg in segments if seg.x0 >= gutter - 1]
    if len(left) < 6 or sum(seg.chars for seg in left) > 0.8 * sum(seg.chars for seg in right) \
            or any(len(seg.text) > 40 for seg in left):
        return False
    edge = max(seg.x1 for seg in left)
    flush = sum(1 for seg in left if seg.x1 >= edge - 2)
    return flush >= 0.8 * len(left) and _beside(left, segments, gutter, 0.5)


def _beside(dated: list[Segment], segments: list[tuple[float, Segment]], gutter: float, share: float = 0.8) -> bool:
    """Whether most of the *dated* segments share a baseline with text across the gutter."""
    ys = {id(seg): y for y, seg in segments}
    across = [y for y, seg in segments if seg.x0 >= gutter - 1]
    return sum(1 for seg in dated if any(abs(ys[id(seg)] - y) <= 2.0 for y in across)) >= share * len(dated)


def _drop_running_lines(per_page: list[list[Line]], pages: list[PageContent]) -> None:
    """Remove page numbers, and lines repeated at the top or bottom of several pages."""
    def key(line: Line) -> str:
        return re.sub(r"\d+", "#", line.text.strip().lower())

    def at_edge(line: Line, page: PageContent) -> bool:
        return line.y > page.height * 0.9 or line.y < page.height * 0.1

    seen = Counter()
    for lines, page in zip(per_page, pages):
        for k in {key(line) for line in lines if at_edge(line, page)}:
            seen[k] += 1
    for index, (lines, page) in enumerate(zip(per_page, pages)):
        per_page[index] = [
            line for line in lines
            if not (at_edge(line, page) and (_PAGE_NUMBER.match(line.text.strip())
                                            or len(pages) >= 2 and seen[key(line)] >= 2 and index > 0))
        ]
