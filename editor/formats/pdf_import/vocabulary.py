"""Section names CVs use, and the kind each means (the words of each section kind are
in its row of ``model/kinds.py``)."""

from __future__ import annotations

import functools
import re
import unicodedata

from ...model import SECTION_KIND_TABLE
from .languages import heading_key, section_titles

# Each section kind's words, in every language, from its row in model/kinds.py.
_WORDS: dict[str, tuple[str, ...]] = {
    row.name: tuple(word for words in row.words.values() for word in words) for row in SECTION_KIND_TABLE if row.words
}

_WORDS["contact"] = ("contact", "contacts", "contact information", "contact info", "contact details",
                     "personal information", "personal details", "links", "get in touch", "联系方式", "个人信息",
                     "联系信息", "基本信息")
"""Not a section of the document: its lines are the header's contacts."""

def heading_prefix(text: str, kind: str) -> int:
    """The length of a heading of *kind* that *text* starts with ("PERSONAL INFORMATION Tobias Renner"), or 0."""
    folded = text.casefold()
    best = 0
    for name in _WORDS.get(kind, ()):
        if folded.startswith(name) and len(name) > best and (len(folded) == len(name) or not folded[len(name)].isalnum()):
            best = len(name)
    return best


_CLEAN = re.compile(r"[\s:：·•|/&,、-]+")


def _key(text: str) -> str:
    return _CLEAN.sub(" ", text.strip().casefold().replace("&", " and ")).strip()


_BY_NAME = {_key(name): kind for kind, names in _WORDS.items() for name in names}
"""Each word as a heading is looked up: its punctuation folded the same way ("honors, awards and grants")."""
_BY_COMPACT = {name.replace(" ", ""): kind for name, kind in reversed(list(_BY_NAME.items()))}
_CJK_NAMES = [(name, kind) for name, kind in _BY_NAME.items()
              if len(name) >= 2 and any("\u4e00" <= ch <= "\u9fff" for ch in name)]


SECTION_NUMBER = re.compile(
    r"^\s*(?:\d{1,2}(?:\.\d{1,2})*[.)]?\s+|[IVX]{1,4}[.)]\s*|[一二三四五六七八九十]{1,3}[、.．]\s*"
    r"|[(（][一二三四五六七八九十\d]{1,2}[)）]\s*)(?=\S)")
"""A section's number before its name: "1. Experience", "2.1 Awards", "II. Education", "一、教育背景",
"（二）项目经历" (LaTeX's article class and groff's macros number their sections)."""


@functools.cache
def _by_folded() -> dict[str, str]:
    """Every section name of every language, compared case, accents and plurals aside
    ("EXPERIENCES PROFESSIONNELLES", "COMPETENCES"): the words of model/kinds.py, then each language
    file's printed titles (see :mod:`.languages`); English's words are matched as listed."""
    table = {heading_key(word): row.name for row in SECTION_KIND_TABLE for lang, words in (row.words or {}).items()
             if lang != "en" for word in words}
    for key, kind in section_titles().items():
        table.setdefault(key, kind)
    return table


_ROLE_WORD = re.compile(
    r"\b(?:engineer|developer|programmer|scientist|researcher|analyst|designer|architect|manager|director|"
    r"intern|trainee|apprentice|consultant|assistant|fellow|professor|lecturer|teacher|tutor|instructor|"
    r"officer|specialist|administrator|technician|coordinator|founder|co-founder|postdoc|maintainer|"
    r"editor|writer)s?\b|工程师|实习|经理|研究员|开发|负责人|主管|总监|教授|助理|讲师|架构师|科学家|分析师|设计师", re.I)


def role_like(text: str) -> bool:
    """Whether a short line names a job ("Senior Compiler Engineer", "算法工程师"), which
    :func:`place_like` alone cannot tell from a place of capitalised words."""
    return bool(_ROLE_WORD.search(text))


def kind_of_heading(text: str, *, partial: bool = True) -> str | None:
    """The section kind *text* names, or ``None`` when it is no known section name.

    With *partial*, a known name inside a longer heading counts too
    ("Selected Publications (2020–2024)")."""
    key = _key(text)
    if not key or len(key) > 48:
        return None
    if key in _BY_NAME:
        return _BY_NAME[key]
    found = _by_folded().get(heading_key(text))
    if found is not None:
        return found
    compact = key.replace(" ", "")
    if compact in _BY_COMPACT:
        return _BY_COMPACT[compact]
    if not partial or re.search(r"[,.，。、:：;；]", text):
        return None
    # "Work Experience & Internships", "Selected Publications (2020–2024)": the first known phrase.
    words = [] if role_like(key) else key.split()  # "Research Intern": a job, not a heading
    for size in range(min(4, len(words)), 0, -1):
        for start in range(0, len(words) - size + 1):
            phrase = " ".join(words[start:start + size])
            if phrase in _BY_NAME and len(words) <= 5 and len(phrase) >= 0.4 * len(key):
                return _BY_NAME[phrase]
    for name, kind in _CJK_NAMES:
        if name in compact and len(name) >= 0.6 * len(compact):
            return kind
    return None


_DOCUMENT_TITLES = re.compile(
    r"(curriculum vitae|curriculum vitæ|vita|cv|résumé|resume|个人简历|简历|履歴書|職務経歴書|이력서)",
    re.I)


def is_document_title(text: str) -> bool:
    """Whether *text* names the kind of document ("Curriculum Vitae", "Résumé", "简历"),
    which some CVs print large at the top: it is nobody's name."""
    return bool(_DOCUMENT_TITLES.fullmatch(_key(text)))


_ICON = re.compile(r"\(cid:\d+\)|[\ue000-\uf8ff]")


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch)[0] in "SCP" and ch not in "([（【\"'“‘#&+"


def without_icons(text: str) -> str:
    """*text* less the icons and marks in front of it ("▪ Education", "★ Awards",
    "(cid:12) Skills"): an icon font's glyph says nothing a reader needs."""
    text = _ICON.sub(" ", text).strip()
    i = 0
    while i < len(text) and (text[i].isspace() or _is_mark(text[i])):
        i += 1
    return text[i:]
