"""Paragraphs of a section of dated entries (education, experience, projects,
research, other) → entries: split at title lines, fields from the head."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from .dates import DateRange, edge_range, find_range, is_present, parse_range, stacked
from .lines import Run, is_cjk
from .paragraphs import Paragraph, runs_markup
from .vocabulary import role_like

_SEPS = re.compile(r"^\s*(?:[,，;；|·•:：]|—|–|-(?=\s))\s*|\s*(?:[,，;；|·•:：]|—|–|\s-)\s*$")
_DEGREE = re.compile(r"^(ph\.?\s?d\.?|b\.?\s?[as]\.?c?\.?|m\.?\s?[as]\.?c?\.?|b\.?eng\.?|m\.?eng\.?|m\.?phil\.?|mba|"
                     r"bachelor(?:'s)?(?: of [\w ]+?)?|master(?:'s)?(?: of [\w ]+?)?|doctor(?:ate)?(?: of [\w ]+?)?|"
                     r"associate(?: of [\w ]+?)?|diploma|学士|硕士|博士|本科|硕博连读|研究生|专科|直博)\b\.?", re.I)

_LABELLED = re.compile(r"\w[:：]\s?")
""""Duties: …", "职责：…": a labelled sentence of the body, not a line of an entry's head."""


@dataclass
class DatedDraft:
    head: list[Paragraph] = field(default_factory=list)
    body: list[Paragraph] = field(default_factory=list)


_BULLETS_LABEL = re.compile(
    r"(?:key\s+)?(?:highlights|responsibilities|achievements|accomplishments|duties|tasks|contributions)\s*[:：]?",
    re.I)
"""What a theme prints over an entry's bullets: JSON Resume's own name for them, or the like."""


def split_entries(paragraphs: list[Paragraph], kind: str = "") -> list[DatedDraft]:
    drafts: list[DatedDraft] = []
    entry_marker_x = _entry_marker_x(paragraphs)
    colours = Counter(run.colour for p in paragraphs for run in p.runs for _ in range(len(run.text)))
    body_colour = colours.most_common(1)[0][0] if colours else None
    sizes = Counter(p.size for p in paragraphs for run in p.runs for _ in range(len(run.text)))
    body_size = sizes.most_common(1)[0][0] if sizes else 0.0
    dated_titles = sum(1 for p in paragraphs if _is_title(p, entry_marker_x) and _has_dates(p))
    for index, p in enumerate(paragraphs):
        current = drafts[-1] if drafts else None
        previous = paragraphs[index - 1] if index else None
        following = paragraphs[index + 1] if index + 1 < len(paragraphs) else None
        if current is not None and previous is not None and _bullets_label(previous, p):
            current.body.append(p)  # the first bullet under the label: the body starts here
            continue
        if current is not None and following is not None and _bullets_label(p, following):
            continue  # "Highlights", "Responsibilities:" over the bullets: the theme's label, not the person's
        if current is not None and not current.body and 2 <= len(current.head) < 3 \
                and _date_only(current.head[0]) and not p.marker and not _has_dates(p) and p.lines == 1 \
                and abs(p.x0 - current.head[-1].x0) <= 2 and not p.starts_bold and following is not None \
                and (following.marker or following.x0 > p.x0 + 0.6 * p.size):
            current.head.append(p)  # under a title that has its dates above it, the line before the indented body
            continue
        if dated_titles >= 2 and current is not None and not current.body and 0 < len(current.head) < 3 \
                and _has_dates(current.head[0]) and p.starts_bold and not _has_dates(p) and not p.marker \
                and p.lines == 1 and len(p.text.split()) <= 8 and not _date_only(current.head[-1]):
            current.head.append(p)  # a bold role or degree under a dated title, where titles carry their dates
            continue
        if current is not None and not current.body and 0 < len(current.head) < 3 and not p.marker \
                and p.size < current.head[0].size - 1.0 and p.lines == 1 and not _has_dates(p) \
                and len(p.text.split()) <= 10 and not _date_only(current.head[0]):
            current.head.append(p)  # a smaller line right under a title: its organisation or role, bold or not
            continue
        if current is not None and not current.body and 0 < len(current.head) < 3 and _date_lead(current.head[0]) \
                and p.lead and not _date_lead(p):
            current.head.append(p)  # the place under the dates in a date column, beside the role or organisation
            continue
        if current is not None and not current.body and len(current.head) == 1 and _date_only(current.head[0]) \
                and not p.marker and not _has_dates(p) and p.lines <= 2 and not _is_title(p, entry_marker_x):
            current.head.append(p)  # the dates on a line of their own above a title in the body's style
            continue
        if _closed_by_dates(current) and not p.marker and p.lines == 1 and not _has_dates(p) \
                and place_like(_clean(p.text)) and not role_like(p.text) and _set_like(p, current.head[-1]):
            current.head.append(p)  # the place on a line of its own under the dates (a narrow column)
            continue
        if kind == "education" and current is not None and not current.body and 0 < len(current.head) < 3 \
                and any(map(_has_dates, current.head)) and not p.marker and p.lines == 1 and not _has_dates(p) \
                and degree_like(p.text) and not any(degree_like(q.text) for q in current.head):
            current.head.append(p)  # "M.Sc. in Computer Engineering" on a line of its own under the school's
            continue
        if _closed_by_dates(current) and not p.marker and p.lines <= 2 and not _has_dates(p) \
                and role_like(p.text) and not any(role_like(q.text) for q in current.head):
            current.head.append(p)  # the role under the organisation's block of place and dates
            continue
        if _is_title(p, entry_marker_x):
            if current is not None and not current.body and len(current.head) == 1 and _date_only(current.head[0]) \
                    and not _date_only(p):
                current.head.append(p)  # the dates on a line above the title
            elif current is not None and not current.body and current.head and len(current.head) < 4 \
                    and _date_only(p) and not any(map(_has_dates, current.head)) and not p.marker:
                current.head.append(p)  # the dates on a line below the title (and role)
            elif current is not None and current.head and 0 < len(current.body) <= 2 and len(current.head) < 3 \
                    and _date_only(p) and not p.marker and not any(map(_has_dates, current.head)) \
                    and all(q.lines == 1 and not q.marker and not q.text.endswith((".", "。")) for q in current.body) \
                    and not _date_only(paragraphs[0]):  # (a section opening with dates has them above titles)
                # the dates on a line below the title and an organisation set as wide as the column
                current.head += [*current.body, p]
                current.body = []
            elif current is not None and not current.body and len(current.head) == 1 and _lone_lead(current.head[0]) \
                    and _lone_lead(p) and not p.starts_bold:
                current.head.append(p)  # a date column with the range on two lines: end above start
            elif current is None or current.body or p.marker or len(current.head) >= 2 or p.starts_bold and current.head \
                    and _has_title_signal(current.head[-1]) or _has_dates(p) and any(map(_has_dates, current.head)):
                drafts.append(DatedDraft([p]))
            else:
                current.head.append(p)
        elif current is None:
            drafts.append(DatedDraft([], [p]) if p.marker else DatedDraft([p]))
        elif current.head and not p.marker and _shape(p) == _shape(current.head[0]) and (
                _shape(p)[1] or _colour(p.first_run) == _colour(current.head[0].first_run)
                and p.size >= min([body_size, *(q.size for q in current.head[1:2])]) + 1.0):
            # shaped like this entry's title line (in bold, or larger than the text or than the line
            # under that title): the next entry
            drafts.append(DatedDraft([p]))
        elif not current.body and not p.marker and len(current.head) < 3 and current.head \
                and _sub_line(p, current.head[0], body_colour):
            current.head.append(p)
        elif entry_marker_x is not None and p.marker and not current.body and _short(p) and current.head \
                and current.head[0].marker and len(current.head) < 3 and kind != "education":
            current.head.append(p)  # "– Bytedance, Beijing" under "• dates: **Title**"
        else:
            current.body.append(p)
    return _stacked_heads(drafts)


def _stacked_heads(drafts: list[DatedDraft]) -> list[DatedDraft]:
    """An organisation alone on its line, then the role, then the dates on a line of their
    own, or the role in a smaller size with the dates beside it (each line a title by its
    style): one entry, not an undated one before a dated one."""
    out: list[DatedDraft] = []
    for draft in drafts:
        last = out[-1] if out else None
        if last is not None and not last.body and len(last.head) == 1 and last.head[0].lines == 1 \
                and not _has_dates(last.head[0]) and not last.head[0].marker and draft.head \
                and draft.head[0].page == last.head[0].page and not draft.head[0].marker and (
                    not _has_dates(draft.head[0]) and any(_date_only(p) for p in draft.head[1:])
                    and draft.head[0].gap_above <= 1.3 * draft.head[1].gap_above + 1.0  # as close as its own lines
                    or _has_dates(draft.head[0]) and not _date_only(draft.head[0]) and draft.head[0].lines == 1
                    and draft.head[0].size < last.head[0].size - 0.5
                    and draft.head[0].gap_above <= 2.0 * draft.head[0].size  # a smaller role beside its dates
                    or _has_dates(draft.head[0]) and not _date_only(draft.head[0]) and _capitals(last.head[0].text)
                    and not _capitals(draft.head[0].text) and abs(draft.head[0].size - last.head[0].size) < 0.5
                    and draft.head[0].gap_above <= 3.5 * draft.head[0].size):  # a role in capitals over "Org | dates"
            draft.head = last.head + draft.head
            out[-1] = draft
            continue
        out.append(draft)
    return out


def _bullets_label(p: Paragraph, following: Paragraph) -> bool:
    """Whether *p* is a theme's label over the bullets under it ("Highlights", "Responsibilities:")."""
    return _BULLETS_LABEL.fullmatch(p.text.strip()) is not None \
        and (following.marker or following.x0 > p.x0 + 0.6 * p.size)


def _closed_by_dates(draft: DatedDraft | None) -> bool:
    """Whether *draft* has no body yet and a head of two or three lines, a title first and a
    line of dates last (what may follow: the place under the dates, the role under the block)."""
    return draft is not None and not draft.body and 2 <= len(draft.head) < 4 \
        and _date_only(draft.head[-1]) and not _date_only(draft.head[0])


def _colour(run: Run | None) -> tuple | None:
    return run.colour if run is not None else None


def _set_like(p: Paragraph, above: Paragraph) -> bool:
    """Whether *p* is set as the line *above* it and as close: the same size and colour, no
    more space between them than between lines of one paragraph (not the next entry's title)."""
    mine, theirs = p.first_run, above.first_run
    return mine is not None and theirs is not None and mine.colour == theirs.colour \
        and (mine.bold, mine.italic) == (theirs.bold, theirs.italic) and abs(p.size - above.size) < 0.3 \
        and p.gap_above <= 1.4 * p.size


def _capitals(text: str) -> bool:
    """Whether *text* is set in capitals (or small capitals read as them): words, no small letter."""
    letters = [ch for ch in text if ch.isalpha()]
    return len(letters) >= 4 and all(ch.isupper() for ch in letters)


def _shape(p: Paragraph) -> tuple:
    """How a line looks: (starts bold, holds bold, size, lines)."""
    return (p.starts_bold, any(run.bold and run.text.strip() for run in p.runs), round(p.size), p.lines)


def _sub_line(p: Paragraph, title: Paragraph, body_colour: tuple | None) -> bool:
    """A line under a title that belongs to the head (role, degree, place):
    set apart by style, or a short line; a long plain one starts the body."""
    if p.lines > 2 or p.x0 > title.text_x0 + 0.6 * title.size and not p.right and not title.marker and not _short(p):
        return False  # a sentence indented under the title: the body (a list with no marks)
    first = p.first_run
    styled = p.all_italic or p.size < title.size - 0.3 or bool(p.right) or (
        first is not None and first.colour != body_colour and not p.starts_bold)
    short = p.lines == 1 and p.last_limit - p.last_x1 > 0.4 * max(1.0, p.last_limit - p.x0) \
        and not _LABELLED.search(p.text) and not p.text.endswith(("。", ".")) \
        and not _full_title(title)
    return styled or short


def _full_title(title: Paragraph) -> bool:
    """A title line that already holds the name in bold and, after it, the role or degree
    and the place ("**Eastbridge Institute** B.Eng. Software Engineering, Hangzhou"): a
    plain line under it is the body, not more of the head. After a comma, the plain part
    is only the place ("**Fjordlight Systems**, Bergen"): the role or degree may follow."""
    plain = "".join(run.text for run in title.runs if not run.bold).strip()
    return title.starts_bold and len(plain.split()) >= 2 and bool(re.search(r"[,，]", plain)) \
        and not plain.startswith((",", "，"))


def _short(p: Paragraph) -> bool:
    text = p.text
    if p.lines > 1 or text.endswith((".", "。")) or p.starts_bold or _LABELLED.search(text):
        return False
    wide = sum(1 for ch in text if is_cjk(ch))
    return len(text) <= 28 if wide > len(text) / 3 else len(text.split()) <= 8


def _entry_marker_x(paragraphs: list[Paragraph]) -> float | None:
    """With two levels of bullets, the x of the outer level (whose items are the entries)."""
    xs = sorted({round(p.x0) for p in paragraphs if p.marker})
    if xs and all(p.marker for p in paragraphs) and len(xs) == 1:
        return xs[0]  # bullets only, one level: each is an entry
    if not xs or not any(p.marker and round(p.x0) == xs[0] and _has_dates(p) for p in paragraphs):
        return None
    if len(xs) >= 2 or not any(_is_title(p, None) for p in paragraphs):
        return xs[0]  # two levels of bullets, or bullets only: each outer one is an entry
    return None


def any_dated_titles(paragraphs: list[Paragraph]) -> bool:
    """Whether a section of no known kind holds dated entries (not a list)."""
    return any(p.right for p in paragraphs) or any(
        _has_dates(p) and (p.starts_bold or any(r.bold for r in p.runs)) for p in paragraphs) or any(
        _date_only(p) and not p.marker and any(q.starts_bold and not _has_dates(q) for q in paragraphs[max(0, i - 2): i])
        for i, p in enumerate(paragraphs))  # the dates on a line of their own under a bold title (and a sub line)


def _date_only(p: Paragraph) -> bool:
    """A line holding only dates (and perhaps a place flush right or after them)."""
    if _date_lead(p):
        return p.lines == 1 and len(p.text) < 40 and not p.starts_bold
    if not p.text:
        return False
    if parse_range(p.text) is not None:
        return True
    found = find_range(p.text)  # "2021.9-present | London, UK"
    rest = p.text[found.stop:] if found is not None else ""
    return found is not None and not p.text[: found.begin].strip() and bool(re.match(r"\s*[|·•,，]", rest)) \
        and place_like(_clean(rest))


def _has_dates(p: Paragraph) -> bool:
    return any(parse_range(r) for r in p.right) or bool(p.lead) and parse_range(p.lead) is not None or bool(edge_range(p.text)) and len(p.text) < 160


def _date_lead(p: Paragraph) -> bool:
    return bool(p.lead) and bool(parse_range(p.lead) or is_present(p.lead))


def _lone_lead(p: Paragraph) -> bool:
    found = parse_range(p.lead) if p.lead else None
    return _date_lead(p) and (found is None or not found.is_range)


def _has_title_signal(p: Paragraph) -> bool:
    return bool(p.right) or p.starts_bold or _has_dates(p)


def _is_title(p: Paragraph, entry_marker_x: float | None) -> bool:
    if p.marker:
        return entry_marker_x is not None and abs(p.x0 - entry_marker_x) < 2
    if p.right:
        return True
    if p.starts_bold and p.lines <= 3 and not _bold_lead_in(p):
        return True
    return _has_dates(p) and p.lines <= 2 and len(p.text) < 120


def _bold_lead_in(p: Paragraph) -> bool:
    """"**Label:** a sentence…" is a body line with a bold lead-in, not a title."""
    first = p.first_run
    return bool(first and first.bold and first.text.rstrip().endswith((":", "：")) and not p.all_bold
                and len(p.text) > len(first.text) + 20)


@dataclass
class HeadFields:
    title: str = ""
    subs: list[str] = field(default_factory=list)
    sub_markups: dict[str, str] = field(default_factory=dict)
    """A sub line's markup (bold, italics) by its plain text, for a line that turns out to be a bullet."""
    location: str = ""
    dates: DateRange | None = None
    extra: list[str] = field(default_factory=list)
    comma_place: bool = False
    """The location is the title line's part after a comma (which may be the organisation instead)."""
    organisation_first_sub: bool = False
    """The first sub is the organisation and the title the role ("**Role**, *Organisation*, place")."""


def head_fields(draft: DatedDraft) -> HeadFields:
    out = HeadFields()
    rights: list[str] = []
    leads = [p.lead for p in draft.head if p.lead]
    if len(leads) >= 2:
        out.dates = stacked(leads[0], leads[1])  # a date column with the range on two lines
    for p in draft.head:
        rights.extend(p.right)
        if p.lead and out.dates is None:
            out.dates = parse_range(p.lead)
    if draft.body and not any(edge_range(text) for text in rights):
        # Dates set flush right on the first line under the head (beside a bullet).
        first = draft.body[0]
        dated = [text for text in first.right if parse_range(text)]
        if dated:
            rights.extend(dated)
            first.right = [text for text in first.right if text not in dated]
    for text in rights:
        found = parse_range(text) if out.dates is None else None
        if found:
            out.dates = found
            continue
        inner = edge_range(text) if out.dates is None else None
        if inner:
            out.dates = inner
            rest = _clean(text[: inner.begin] + " " + text[inner.stop:])
            if rest:
                out.location = out.location or rest
            continue
        if not out.location:
            out.location = _clean(text)
        else:
            out.extra.append(_clean(text))
    title_index = next((i for i, p in enumerate(draft.head) if not _date_only(p)), 0)
    _head_lines(out, draft, title_index)
    if out.comma_place and out.subs and place_like(out.subs[-1]) and not role_like(out.subs[-1]):
        # "**Role**, Company" over a line naming the place: the comma part is the company.
        # ("**Company**, Place" over "Senior Engineer": that line is the role.)
        out.subs.insert(0, out.location)
        out.location = out.subs.pop()
    return out


def _head_lines(out: HeadFields, draft: DatedDraft, title_index: int) -> None:
    for index, p in enumerate(draft.head):
        text = p.text
        runs = p.runs
        if index < title_index:
            if out.dates is None:
                out.dates = parse_range(text)
            elif p.lead and text and not out.location:
                out.location = _clean(text)
            continue
        dated = _date_lead(p)
        if p.lead and not dated and index > title_index and not out.location and place_like(p.lead):
            out.location = _clean(p.lead)  # the place in the date column, under the dates
        if out.dates is None:
            found = edge_range(text)
            if found:
                out.dates = found
                text = text[: found.begin] + " " + text[found.stop:]
                runs = None
                dated = True
        if index == title_index:
            _title_line(out, p, text, runs)
        else:
            cleaned = _clean(text)
            after_dates = index > 0 and _date_only(draft.head[index - 1])
            # a block of organisation, place and dates with the role under it
            over_dates = 0 < index + 1 < len(draft.head) and _date_only(draft.head[index + 1]) \
                and any(role_like(q.text) for q in draft.head[index + 2:])
            if cleaned and (dated or after_dates or over_dates) and not out.location and place_like(cleaned) \
                    and not role_like(cleaned):
                # "2021.9 – present | London, UK": the place beside the dates, or on a line under or over them
                out.location = cleaned
            elif cleaned:
                out.subs.append(cleaned)
                if runs is not None:
                    out.sub_markups[cleaned] = runs_markup(runs)


def _title_line(out: HeadFields, p: Paragraph, text: str, runs: list | None) -> None:
    """The first head line: a bold part is the title; text before it is a
    degree or role ("B.S. in X at **School**"), text after it a place
    (after a comma) or a role (after a dash)."""
    if runs is not None and not p.all_bold and any(r.bold and r.text.strip() for r in runs):
        i = next(i for i, r in enumerate(runs) if r.bold and r.text.strip())
        j = i
        while j + 1 < len(runs) and (runs[j + 1].bold or not runs[j + 1].text.strip()):
            j += 1
        before = _clean("".join(r.text for r in runs[:i]))
        after = "".join(r.text for r in runs[j + 1:])
        out.title = _clean("".join(r.text for r in runs[i:j + 1]))
        if before:
            out.subs.append(re.sub(r"\s+(at|@|于)$", "", before, flags=re.I))
        after_clean = _clean(after)
        tail = runs[j + 1:]
        slanted = [k for k, r in enumerate(tail) if r.italic and r.text.strip(" ,，")]
        listed = re.match(r"^\s*[,，]", after) or "".join(r.text for r in runs[i:j + 1]).rstrip().endswith((",", "，"))
        if after_clean and slanted and listed and not out.location \
                and not any(r.italic for r in runs[i:j + 1]):
            # "**Role**, *Organisation*, place.": the italic part of the list is the organisation
            k, m = slanted[0], slanted[0]
            while m + 1 < len(tail) and (tail[m + 1].italic or not tail[m + 1].text.strip()):
                m += 1
            out.subs.insert(0, _clean("".join(r.text for r in tail[k:m + 1])))
            out.organisation_first_sub = True
            place = _clean("".join(r.text for r in tail[m + 1:])).rstrip(".")
            if place:
                out.location = place
            return
        if after_clean:
            if re.match(r"^\s*[,，]", after) and not out.location:
                out.location = after_clean
                out.comma_place = True
            else:
                out.subs.insert(0, after_clean)
        return
    if p.all_bold:
        out.title = _clean(text)
        return
    parts = [part for part in re.split(r"\s+[—|–]\s+|\s{2,}", _clean(text)) if part.strip()]
    out.title = _clean(parts[0]) if parts else ""
    out.subs.extend(_clean(part) for part in parts[1:] if _clean(part))


def _clean(text: str) -> str:
    text = " ".join(text.split())
    previous = None
    while previous != text:
        previous = text
        text = _SEPS.sub("", text).strip()
        text = re.sub(r"^[(（]\s*[)）]$", "", text)
    return text


def degree_like(text: str) -> bool:
    """Whether *text* opens with a degree ("M.Sc. in Computer Engineering", "B.Eng.", "硕士")."""
    return bool(_DEGREE.match(_clean(text)))


def split_degree(title: str) -> tuple[str, str, str] | None:
    """"湖南大学 学士 计算机科学与技术" → (institution, degree, field) when a
    degree word stands inside the title."""
    for match in re.finditer(r"(?<![\w.])" + _DEGREE.pattern.lstrip("^"), title, re.I):
        if match.start() > 0:
            return _clean(title[: match.start()]), match.group(0).strip(), _clean(title[match.end():])
    return None


_PLACE_END = re.compile(r"(省|市|区|县|州|镇)$")
_CJK = re.compile(r"[\u3400-\u9fff]")


def place_like(text: str) -> bool:
    """Whether a line on its own under an entry's head can be its place
    ("Hunan, China", "合肥", "北京市海淀区") rather than a line of text
    ("Excellent Graduation Thesis", "湖南大学优秀毕业论文")."""
    text = text.strip()
    if not text or len(text) > 50 or re.search(r"[.;:!?。；：！？]\s*$|[;:；：]", text):
        return False
    parts = [part.strip() for part in re.split(r"[,，、/]", text) if part.strip()]
    if _CJK.search(text):
        return all(len(part) <= 6 or _PLACE_END.search(part) for part in parts)
    words = text.split()
    if len(parts) == 1:
        return len(words) <= 3 and all(word[:1].isupper() for word in words)
    return len(words) <= 7 and all(part[:1].isupper() for part in parts)


def degree_and_field(text: str, lang: str) -> tuple[str, str]:
    """"Ph.D. in Computer Science" → ("Ph.D.", "Computer Science")."""
    match = re.match(r"^(.+?)\s+in\s+(.+)$", text)
    if match:
        return match.group(1).strip(), match.group(2).strip()
    match = _DEGREE.match(text)
    if match:
        rest = _clean(text[match.end():])
        return match.group(0).strip(), rest
    return text, ""


def body_texts(draft: DatedDraft) -> tuple[str, list[str]]:
    """(summary, highlights): plain paragraphs before the first bullet make the summary."""
    summary: list[str] = []
    highlights: list[str] = []
    for p in draft.body:
        markup = runs_markup(p.runs)
        if not markup:
            continue
        if not p.marker and not highlights and p.lines >= 1 and not summary and _summary_like(p, draft):
            summary.append(markup)
        else:
            highlights.append(markup)
    return " ".join(summary), highlights


def _summary_like(p: Paragraph, draft: DatedDraft) -> bool:
    return any(other.marker for other in draft.body)
