"""Chinese line breaking in reportlab: which text needs it, and two adjustments.

:func:`has_cjk` tells which paragraphs break between any two characters. The
adjustments below are installed once.

1. reportlab's list of marks that never start a line (``ALL_CANNOT_START``)
   misses the closing curly quotes U+201D/U+2019 and most full-width
   punctuation (，；：！？》〉), so a line could begin with "，". The list is
   module data that ``paragraph`` imported by name, so the fuller list is
   installed there.
2. CJK line building compares each character's fragment with the previous
   one (``sameFrag``); consecutive characters share one fragment object, and
   the accelerated comparison is slow on the missing attributes it probes.
   An identity check first keeps the result and saves a quarter of a Chinese
   render.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from .text_memory import remembers_text

CLOSING = "”’」』】〕）》〉｝］，。、；：！？…‥·・ー"
_BLOCKS = (
    ("\u3000", "\u303f"),  # CJK symbols and punctuation
    ("\u3040", "\u30ff"),  # hiragana and katakana
    ("\u3400", "\u4dbf"),  # ideographs, extension A
    ("\u4e00", "\u9fff"),  # unified ideographs
    ("\uf900", "\ufaff"),  # compatibility ideographs
    ("\uff00", "\uffef"),  # full-width forms
)
_FIRST = _BLOCKS[0][0]


@remembers_text
@functools.lru_cache(maxsize=4096)
def has_cjk(text: str) -> bool:
    """Whether *text* holds a character that wraps the CJK way (one at a time).

    A loop rather than a character-class pattern: the pattern spans most of
    the BMP and costs 3 ms to compile, paid by every Chinese export. Text
    below U+3000 (all Latin text) is settled by one ``max``; otherwise
    characters below the first block are skipped with one comparison each,
    and the answer is remembered for the next render of the same text.
    """
    if not text or max(text) < _FIRST:
        return False
    return any(ch >= _FIRST and any(low <= ch <= high for low, high in _BLOCKS) for ch in text)


def install_line_rules() -> None:
    from reportlab.lib import textsplit
    from reportlab.platypus import paragraph

    from .. import patches

    if not patches.applies("cjk-line-rules"):
        return
    missing = "".join(ch for ch in CLOSING if ch not in paragraph.ALL_CANNOT_START)
    if missing:
        paragraph.ALL_CANNOT_START += missing
        textsplit.ALL_CANNOT_START = paragraph.ALL_CANNOT_START
    if not getattr(paragraph.sameFrag, "_vitae", False):
        paragraph.sameFrag = _identity_first(paragraph.sameFrag)


def _identity_first(same_frag: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    def same(f: Any, g: Any) -> Any:
        if f is g:
            attrs = f.__dict__
            return not ("cbDefn" in attrs or "lineBreak" in attrs)
        return same_frag(f, g)

    same._vitae = True  # type: ignore[attr-defined]
    return same
