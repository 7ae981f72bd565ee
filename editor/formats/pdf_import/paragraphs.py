"""Lines → paragraphs: a bullet or a wrapped sentence is one paragraph,
its right-aligned part (dates, a place) kept apart, its styled runs kept."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ...model.markup import escape_inline
from .dates import SPAN, is_present, parse_range
from .lines import Line, Run, Segment, is_cjk

# A bullet drawn from a symbol font without a Unicode mapping reads "(cid:N)".
_BULLET = re.compile(r"^([•▪◦●○■□►▸‣⁃∙·*–—\-➢➤✓✔❖◆◇]|\(cid:\d+\)|\(?\d{1,3}[.)]|\[\d{1,3}\])(?:\s+|$)")
_BULLET_ONLY = re.compile(r"^([•▪◦●○■□►▸‣⁃∙·*–—\-➢➤✓✔❖◆◇]|\(cid:\d+\)|\(?\d{1,3}[.)]|\[\d{1,3}\])$")


@dataclass
class Paragraph:
    runs: list[Run]
    right: list[str] = field(default_factory=list)
    """Text set flush right on its lines (dates, places), in order."""
    lead: str = ""
    """A date set in a hanging column before the text (news)."""
    marker: str = ""
    x0: float = 0.0
    text_x0: float = 0.0
    size: float = 0.0
    gap_above: float = 0.0
    lines: int = 1
    page: int = 1
    y: float = 0.0
    last_x1: float = 0.0
    """Where the paragraph's last line ends, and where it could have gone on to."""
    last_limit: float = 0.0
    leading: float = 0.0
    """The distance between the paragraph's lines (once it has two)."""

    @property
    def text(self) -> str:
        return " ".join("".join(run.text for run in self.runs).split())

    @property
    def first_run(self) -> Run | None:
        """The first run that holds more than spaces."""
        return next((run for run in self.runs if run.text.strip()), None)

    @property
    def starts_bold(self) -> bool:
        first = self.first_run
        return bool(first and first.bold)

    @property
    def all_bold(self) -> bool:
        runs = [run for run in self.runs if run.text.strip()]
        return bool(runs) and all(run.bold for run in runs)

    @property
    def all_italic(self) -> bool:
        runs = [run for run in self.runs if run.text.strip()]
        return bool(runs) and all(run.italic for run in runs)

    def markup(self) -> str:
        return runs_markup(self.runs)


def runs_markup(runs: list[Run]) -> str:
    """Vitae inline markup for *runs*: ``**bold**``, ``*italic*``, ``[label](url)``; the rest escaped."""
    merged: list[Run] = []
    for run in runs:
        if merged and (merged[-1].bold, merged[-1].italic, merged[-1].url) == (run.bold, run.italic, run.url):
            merged[-1] = Run(merged[-1].text + run.text, run.bold, run.italic, run.url, run.size, run.colour)
        else:
            merged.append(run)
    out: list[str] = []
    for run in merged:
        text = " ".join(run.text.split(" ")) if run.text else ""
        core = text.strip()
        if not core:
            out.append(" " if text else "")
            continue
        lead, trail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()):]
        piece = escape_inline(core)
        if run.italic:
            piece = f"*{piece}*"
        if run.bold:
            piece = f"**{piece}**"
        if run.url and not _same_target(core, run.url):
            piece = f"[{piece}]({run.url})"
        out.append(lead + piece + trail)
    return " ".join("".join(out).split())


def _same_target(text: str, url: str) -> bool:
    bare = re.sub(r"^(https?://|mailto:|tel:)", "", url.lower()).rstrip("/")
    shown = re.sub(r"^(https?://)", "", text.lower()).rstrip("/")
    return bare == shown or url.lower().startswith(("mailto:", "tel:"))


def _copy(run: Run, text: str | None = None) -> Run:
    return Run(run.text if text is None else text, run.bold, run.italic, run.url, run.size, run.colour)


def _split_marker(segments: list[Segment]) -> tuple[str, list[Segment], float]:
    """(marker, the segments without it, x where the text starts)."""
    first = segments[0]
    text = first.text
    if _BULLET_ONLY.match(text) and len(segments) > 1:
        return text, segments[1:], segments[1].x0
    match = _BULLET.match(text)
    if match and len(text) > len(match.group(0)):
        marker = match.group(1)
        if marker in "-–—*" and not text[len(marker):len(marker) + 1].isspace():
            return "", segments, first.x0
        cut = len(match.group(0))
        runs = []
        for run in first.runs:
            stripped = run.text.lstrip() if not runs else run.text
            if cut > 0:
                take = min(cut, len(stripped))
                stripped = stripped[take:]
                cut -= take
            if stripped:
                runs.append(_copy(run, stripped))
        # The text starts after the marker: estimate from the marker's share.
        share = len(match.group(0)) / max(1, len(text))
        x = first.x0 + (first.x1 - first.x0) * share
        return marker, [Segment(runs, x, first.x1, first.size), *segments[1:]], x
    return "", segments, first.x0


def _est_width(text: str, size: float) -> float:
    word = text.split(" ", 1)[0] if text else ""
    if word and is_cjk(word[0]):
        return size
    return max(1, len(word)) * size * 0.45


def _dates_unwrapped(lines: list[Line]) -> list[Line]:
    """Date ranges wrapped in a narrow column at the left ("Jul 2019 – Feb" over "2022",
    "Mar 2022 –" over "Present", each beside the entry's text): the end joins its start on
    the first line, and the second line keeps only its text beside the column."""
    out: list[Line] = []
    for line in lines:
        above = out[-1] if out else None
        if above is None or len(above.segments) < 2 or above.page != line.page \
                or not 0 < above.y - line.y <= 1.8 * max(above.size, line.size):
            out.append(line)
            continue
        start, end = above.segments[0], line.segments[0]
        aligned = abs(start.x0 - end.x0) <= 2 or abs(start.x1 - end.x1) <= 2
        alone = parse_range(start.text)
        joined = f"{start.text.rstrip()} {end.text.strip()}"
        both = parse_range(joined)
        if not aligned or end.x1 >= above.segments[1].x0 or len(end.text.strip()) > 20 \
                or alone is not None and alone.end is not None or both is None or both.end is None \
                or both.begin != 0 or both.stop < len(joined.rstrip()) - 1:
            out.append(line)
            continue
        runs = [replace(run) for run in start.runs]
        runs[-1].text = runs[-1].text.rstrip() + " "
        runs += [replace(run) for run in end.runs]
        out[-1] = replace(above, segments=[Segment(runs, start.x0, max(start.x1, end.x1), start.size),
                                           *above.segments[1:]])
        if len(line.segments) > 1:
            out.append(replace(line, segments=line.segments[1:]))
    return out


def build_paragraphs(lines: list[Line]) -> list[Paragraph]:
    lines = _dates_unwrapped(lines)
    paragraphs: list[Paragraph] = []
    previous_line: Line | None = None
    lead_at: tuple[float, float] | None = None
    """Where a column of dates at the left starts, and where the text beside it starts."""
    for line in lines:
        marker, segments, text_x0 = _split_marker(_without_durations(line.segments))
        lead = ""
        if len(segments) > 1 and (parse_range(segments[0].text) or is_present(segments[0].text)) \
                and segments[0].x1 < segments[1].x0:
            lead, segments = segments[0].text, segments[1:]
            text_x0 = segments[0].x0
            lead_at = (lead_at[0], segments[0].x0) if lead_at and abs(lead_at[0] - line.x0) < 2 else (line.x0, text_x0)
        elif len(segments) > 1 and lead_at and abs(line.x0 - lead_at[0]) < 2 and abs(segments[1].x0 - lead_at[1]) < 2 \
                and len(segments[0].text) <= 40 and segments[0].x1 < segments[1].x0 - line.size:
            lead, segments = segments[0].text, segments[1:]  # a place under the dates, in the date column
            text_x0 = segments[0].x0
        current = paragraphs[-1] if paragraphs else None
        if current and not marker and not lead and _range_goes_on(current, segments, line):
            current.right[-1] = f"{current.right[-1].rstrip()} {segments[0].text.strip()}"
            continue
        left, right = _left_right(segments, line)
        if current and previous_line and not marker and not lead and _continues(current, previous_line, line, left, text_x0, bool(right)):
            _append_runs(current, left)
            current.right.extend(seg.text for seg in right)
            current.lines += 1
            current.leading = current.leading or line.gap_above
            current.last_x1, current.last_limit = left[-1].x1, _limit(line, right)
        else:
            runs = _joined(left)
            paragraphs.append(Paragraph(
                runs, [seg.text for seg in right], lead, marker, line.x0, text_x0,
                max((s.size for s in left), default=line.size), line.gap_above, 1, line.page, line.y,
                left[-1].x1 if left else line.x1, _limit(line, right)))
        previous_line = line
    return [p for p in paragraphs if p.text or p.right or p.lead]


_OPEN_RANGE = re.compile(r"(?:–|—|-|‒|−|~|～|至|\bto)\s*$", re.IGNORECASE)


def _whole_range(text: str) -> bool:
    """Whether *text* is a date range with both ends and nothing else."""
    found = parse_range(text)
    return found is not None and found.is_range and not _OPEN_RANGE.search(text)


def _range_goes_on(current: Paragraph, segments: list[Segment], line: Line) -> bool:
    """A date range at the right wrapped after its dash ("Mar 2022 -", then "Present" or
    "Jun 2024" alone under it, in the same narrow column): the end goes with the start."""
    if len(segments) != 1 or not current.right or not _OPEN_RANGE.search(current.right[-1]) \
            or line.page != current.page or segments[0].x0 < current.last_limit + 6 - line.size:
        return False
    joined = f"{current.right[-1].rstrip()} {segments[0].text.strip()}"
    return is_present(segments[0].text) or parse_range(joined) is not None and parse_range(segments[0].text) is None


_DURATION = re.compile(rf"[▪·•(（]?\s*(?:{SPAN})\s*[)）]?", re.I)  # behind a clock's icon too


def _without_durations(segments: list[Segment]) -> list[Segment]:
    """Segments less a length of time set beside a date range ("5 years", "2 yrs 3 mos",
    "3年2个月"): the dates say it, and it is no role, place or title."""
    if len(segments) < 2 or not any(_DURATION.fullmatch(seg.text) for seg in segments):
        return segments
    if not any(parse_range(seg.text) for seg in segments if not _DURATION.fullmatch(seg.text)):
        return segments
    return [seg for seg in segments if not _DURATION.fullmatch(seg.text)]


def _joined(segments: list[Segment]) -> list[Run]:
    """The runs of *segments*, a space between one segment and the next."""
    runs: list[Run] = []
    for seg in segments:
        if runs and not runs[-1].text.endswith(" "):
            runs[-1] = _copy(runs[-1], runs[-1].text + " ")
        runs.extend(_copy(run) for run in seg.runs)
    return runs


def _left_right(segments: list[Segment], line: Line) -> tuple[list[Segment], list[Segment]]:
    if len(segments) < 2 or _justified(segments):
        return segments, []
    width = max(1.0, line.column_right - line.column_left)
    last = segments[-1]
    if last.x1 >= line.column_right - 0.05 * width or last.x0 > line.column_left + 0.55 * width:
        return segments[:-1], [last]
    return segments, []


def _justified(segments: list[Segment]) -> bool:
    """A line of justified text in a narrow column, its spaces stretched into gaps (LaTeX's
    minipages): the last word at the edge is no flush-right part. Told by a word broken at
    the line's end ("Communication-"), or by three or more words spaced alike, each gap a
    stretched space (a table's cells stand further apart; CJK text stretches between
    characters, not words)."""
    last = segments[-1].text.rstrip()
    if len(last) > 2 and last.endswith("-") and last[-2].isalpha() and not parse_range(last):
        return True
    if len(segments) < 3 or any(is_cjk(ch) for seg in segments for ch in seg.text):
        return False
    gaps = [b.x0 - a.x1 for a, b in zip(segments, segments[1:])]
    return min(gaps) > 0 and max(gaps) <= 1.35 * min(gaps) and max(gaps) <= 1.6 * max(seg.size for seg in segments)


def _limit(line: Line, right: list[Segment]) -> float:
    return right[0].x0 - 6 if right else line.column_right


def _continues(current: Paragraph, previous: Line, line: Line, left: list[Segment], text_x0: float,
               line_has_right: bool = False) -> bool:
    if not left or line.page != current.page and line.gap_above < line.size * 2.9:
        return False
    if _sentence_goes_on(current, line, left):
        return True
    if current.lines == 1 and not current.right and _whole_range(current.text):
        return False  # a line of dates alone ("October 2014 – December 2018") wraps into nothing
    first_bold = any(run.bold for seg in left[:1] for run in seg.runs[:1])
    wrapped_title = current.all_bold and first_bold and current.lines == 1
    # A line filled to the column's edge was wrapped, even with generous leading (LaTeX, CJK).
    filled = current.last_limit - current.last_x1 < 2.0 and not current.right
    factor = 1.9 if filled else 1.65 if wrapped_title else 1.45
    if line.page == current.page and line.gap_above > max(current.size, line.size) * factor:
        return False
    if abs(line.size - current.size) > 0.6:
        return False
    if current.leading and line.gap_above > current.leading + max(0.6, 0.05 * line.size):
        return False  # more space than between the paragraph's own lines
    first_run = next((run for seg in left for run in seg.runs if run.text.strip()), None)
    if first_run is not None and current.runs:
        if current.all_bold and not first_run.bold or current.all_italic and not first_run.italic:
            return False  # a bold title, then a plain line: a new paragraph
        if first_run.colour != current.runs[-1].colour and not current.marker:
            return False
    x0 = left[0].x0
    if current.marker:
        if not current.x0 + 0.3 * line.size < x0 <= current.x0 + 3.2 * line.size:
            return False
    elif abs(x0 - current.text_x0) > max(2.5, line.size * 0.4) and not _under_indented_first(current, x0, first_run, line):
        return False
    # Wrapped: the next line's first word would not have fitted on the last one.
    room = current.last_limit - current.last_x1
    first = left[0]
    per_char = (first.x1 - first.x0) / max(1, len(first.text))
    need = 0.0
    for ch in first.text.split(" ", 1)[0]:
        if is_cjk(ch):  # a line may break before any CJK character
            need += line.size
            break
        need += per_char
    last_run = next((run for run in reversed(current.runs) if run.text.strip()), None)
    same_style = last_run is not None and first_run is not None and (
        last_run.bold and first_run.bold or last_run.italic and first_run.italic)
    # Beside a flush-right part the left column's true edge is unknown (templates
    # reserve more or less room): a title going on in its own style gets a wide
    # margin, other text a narrow one. A CJK line could have broken anywhere.
    if current.right:
        margin = 0.3 if not same_style or is_cjk(first.text[:1]) else 2.0
    else:
        margin = 1.0
    return room < need + line.size * margin


def _under_indented_first(current: Paragraph, x0: float, first_run: Run | None, line: Line) -> bool:
    """A line that starts a little left of the paragraph's first line, in its style: the
    first line was set further in (a list marker drawn as a shape, not a glyph, or a
    first-line indent) and this one may go on from it (the wrap is checked after)."""
    last_run = next((run for run in reversed(current.runs) if run.text.strip()), None)
    return (not current.marker and first_run is not None and last_run is not None
            and current.text_x0 - 3.2 * line.size <= x0 < current.text_x0
            and (first_run.bold, first_run.italic) == (last_run.bold, last_run.italic)
            and not current.all_bold)


def _sentence_goes_on(current: Paragraph, line: Line, left: list[Segment]) -> bool:
    """A sentence left open (no full stop, colon or semicolon) and a line that starts in
    lower case at the same indent, size and style, at most two lines' height below:
    the sentence wrapped, however generous the leading (CSS line heights of 1.8)."""
    tail = current.text.rstrip()
    head = left[0].text.lstrip()
    if not tail or not head or not head[0].islower() or tail.endswith((".", ";", ":", "!", "?", "。", "；", "：")):
        return False
    first_run = next((run for seg in left for run in seg.runs if run.text.strip()), None)
    last_run = next((run for run in reversed(current.runs) if run.text.strip()), None)
    return (line.page == current.page and line.gap_above <= max(current.size, line.size) * 2.2
            and abs(line.size - current.size) <= 0.6 and first_run is not None and last_run is not None
            and (first_run.bold, first_run.italic) == (last_run.bold, last_run.italic)
            and (abs(left[0].x0 - current.text_x0) <= max(2.5, line.size * 0.4)
                 or bool(current.marker) and current.x0 < left[0].x0 <= current.x0 + 3.2 * line.size
                 or _under_indented_first(current, left[0].x0, first_run, line)))


def _append_runs(paragraph: Paragraph, segments: list[Segment]) -> None:
    runs = _joined(segments)
    if not runs:
        return
    last = paragraph.runs[-1] if paragraph.runs else None
    if last is not None:
        tail = last.text.rstrip()
        head = runs[0].text.lstrip()
        if tail.endswith("-") and len(tail) > 1 and tail[-2].isalpha() and tail[-2].islower() \
                and head[:1].islower():
            last.text = tail[:-1]  # a word hyphenated at the line's end
            runs[0].text = head
        elif tail.endswith("-") and len(tail) > 1 and not tail[-2].isspace() and head:
            last.text = tail  # a compound broken at its own hyphen: "512-" + "GPU jobs"
            runs[0].text = head
        elif tail and is_cjk(tail[-1]) and head and is_cjk(head[0]):
            last.text = tail
            runs[0].text = head
        else:
            last.text = tail + " "
            runs[0].text = head
    paragraph.runs.extend(runs)
