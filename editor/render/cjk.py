"""Chinese line breaking: reportlab's rule that some marks never start a line.

reportlab's list (``ALL_CANNOT_START``) misses the closing curly quotes
U+201D/U+2019 and most full-width punctuation (，；：！？》〉), so a line could
begin with "，". The list is module data that ``paragraph`` imported by name,
so the fuller list has to be installed there.
"""

from __future__ import annotations

CLOSING = "”’」』】〕）》〉｝］，。、；：！？…‥·・ー"


def install_line_rules() -> None:
    from reportlab.lib import textsplit
    from reportlab.platypus import paragraph

    missing = "".join(ch for ch in CLOSING if ch not in paragraph.ALL_CANNOT_START)
    if missing:
        paragraph.ALL_CANNOT_START += missing
        textsplit.ALL_CANNOT_START = paragraph.ALL_CANNOT_START
