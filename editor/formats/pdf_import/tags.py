"""Skills set as groups of tags: a label on a line of its own, its skills under
it, indented or smaller, as separate boxes (several on a line, far apart) or
one to a line. Web themes print JSON Resume's ``keywords`` this way; read as
paragraphs, the labels became skills and the tags ran together."""

from __future__ import annotations

from .dates import find_range
from .lines import Line
from .paragraphs import _BULLET

_MAX_TAG_WORDS = 5
_MAX_TAG_CHARS = 40


def tag_groups(lines: list[Line]) -> list[dict] | None:
    """The section's skill entries ({label, items}) when every line is a label or
    a tag line under one; None when the section has another shape."""
    groups: list[tuple[Line, list[Line]]] = []
    for i, line in enumerate(lines):
        if groups and _under(line, groups[-1][0]):
            groups[-1][1].append(line)
        elif _label(line) and i + 1 < len(lines) and _under(lines[i + 1], line):
            groups.append((line, []))
        else:
            return None
    if not groups or any(not tags for _, tags in groups):
        return None
    if not any(len(tags) > 1 or len(tags[0].segments) > 1 for _, tags in groups):
        return None  # one line of text under each label: label and details, read as paragraphs
    out = []
    for label, tags in groups:
        # A row of labels heads a grid: each tag belongs to the label whose column it is in.
        labels = label.segments
        columns: list[list[str]] = [[] for _ in labels]
        for seg in (seg for tag in tags for seg in tag.segments):
            columns[max((k for k, head in enumerate(labels) if head.x0 <= seg.x0 + 2), default=0)].append(seg.text)
        if not all(_tag(text) for items in columns for text in items) or not all(columns):
            return None
        out += [{"kind": "skill", "label": head.text.rstrip(":："), "items": items} for head, items in zip(labels, columns)]
    return out


def _label(line: Line) -> bool:
    """Short pieces of text (one label, or a row of them heading a grid), no bullet, nothing
    after a colon (a bulleted "Languages: C++, Python," wrapped under itself is a sentence,
    not a label)."""
    return all(_one_label(seg.text.rstrip(":：")) for seg in line.segments)


def _one_label(text: str) -> bool:
    return 0 < len(text) <= _MAX_TAG_CHARS and not _BULLET.match(text) \
        and ":" not in text and "：" not in text and not text.endswith((",", "，", ";"))


def _under(line: Line, label: Line) -> bool:
    """Set under *label* as its content: further right, or smaller (on its page or, a
    group broken by the page's end, the next)."""
    return (line.page == label.page and line.y < label.y or line.page == label.page + 1) and (
        line.x0 > label.x0 + 2 or line.size < label.size - 0.5)


def _tag(text: str) -> bool:
    return 0 < len(text) <= _MAX_TAG_CHARS and len(text.split()) <= _MAX_TAG_WORDS and not text.endswith((".", "。", ",", "，", ";", "、"))


def tag_sections(sections: list) -> dict[int, tuple[int, list[dict]]]:
    """Skill groups set as headings of their own (a sidebar's "LANGUAGES", "KERNEL",
    "PRACTICE", each over a few tags, with no "Skills" heading above them): runs of
    two or more consecutive sections that hold tags alone, one of them under no known
    section name. Each run's first index → (its length, one skill per section)."""
    runs: dict[int, tuple[int, list[dict]]] = {}
    start = 0
    while start < len(sections):
        end = start
        while end < len(sections) and _tags_alone(sections[end].lines):
            end += 1
        run = sections[start:end]
        if len(run) >= 2 and any(raw.kind is None for raw in run):
            runs[start] = (len(run), [{"kind": "skill", "label": raw.title,
                                       "items": [seg.text for line in raw.lines for seg in line.segments]}
                                      for raw in run])
        start = max(end, start + 1)
    return runs


def _tags_alone(lines: list[Line]) -> bool:
    texts = [seg.text for line in lines for seg in line.segments]
    return len(texts) >= 2 and all(_tag(text) and len(text.split()) <= 3 and not find_range(text) for text in texts)
