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
        items = [seg.text for tag in tags for seg in tag.segments]
        if not all(_tag(text) for text in items):
            return None
        out.append({"kind": "skill", "label": label.text.rstrip(":："), "items": items})
    return out


def _label(line: Line) -> bool:
    """One short piece of text, no bullet, nothing after a colon (a bulleted
    "Languages: C++, Python," wrapped under itself is a sentence, not a label)."""
    text = line.text.rstrip(":：")
    return len(line.segments) == 1 and len(text) <= _MAX_TAG_CHARS and not _BULLET.match(text) \
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
