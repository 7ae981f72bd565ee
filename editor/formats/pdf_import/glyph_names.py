"""Text for glyphs a PDF gives no (or no usable) Unicode mapping.

A font without a ToUnicode map, or with one that maps a glyph to a control
character (the fi ligature as NUL), still says what the glyph is in other
ways: the glyph's name in the font's encoding (``fi``, ``uniFB01``), or, for TeX's bitmap and Type 3 fonts whose glyphs are named
after their codes (``a28``), the TeX encoding those codes follow (T1 puts
the ligatures at 27–31, OT1 at 11–15). An icon font's glyph (Font Awesome,
Nerd Fonts, Marvosym, Dingbats) is a mark, never text. What none of these
tells is :data:`UNREADABLE`: the line reader leaves it out and counts it.
"""

from __future__ import annotations

import re

UNREADABLE = "\ufffd"
ICON = "▪"
"""What an icon glyph reads as: a mark that headings, contacts and bullets strip."""

_LIGATURES = {"\ufb00": "ff", "\ufb01": "fi", "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl", "\ufb05": "st",
              "\ufb06": "st", "\u2010": "-", "\u2011": "-"}
# TeX's font encodings below code 32, where a font with glyphs named by code has nothing else to say.
_T1_LOW = {0x15: "–", 0x16: "—", 0x1B: "ff", 0x1C: "fi", 0x1D: "fl", 0x1E: "ffi", 0x1F: "ffl",
           0x10: "“", 0x11: "”", 0x0D: ",", 0x0E: "‹", 0x0F: "›"}
_OT1_LOW = {0x0B: "ff", 0x0C: "fi", 0x0D: "fl", 0x0E: "ffi", 0x0F: "ffl", 0x10: "ı", 0x19: "ß"}
_ICON_FONT = re.compile(r"awesome|fontello|icon|nerd|symbol|dingbat|marvosym|wasy|pifont|octicon|feather|"
                        r"material|glyphicon|academicons|entypo|zapf|bbding|ifsym", re.I)


def is_icon_font(fontname: str) -> bool:
    return bool(_ICON_FONT.search(fontname.split("+", 1)[-1]))


def unmapped(font: object, fontname: str, cid: int) -> str:
    """Text for glyph *cid* of *font*, which has no usable Unicode mapping."""
    if is_icon_font(fontname):
        return ICON
    text = _from_encoding(font, cid)
    if text is not None:
        return text
    if cid < 32 and (type(font).__name__ == "PDFType3Font" or getattr(font, "fontname", "") == "unknown"):
        # A font whose glyphs are named by their codes (TeX's bitmap fonts): TeX's ligatures and dashes.
        if cid >= 0x15:
            return _T1_LOW.get(cid, UNREADABLE)
        return _OT1_LOW.get(cid, _T1_LOW.get(cid, UNREADABLE))
    return UNREADABLE


def usable(text: str) -> bool:
    """Whether a mapped glyph's text can be printed (no control characters, no replacement mark)."""
    return not any(ch < " " or "\x7f" <= ch <= "\x9f" or ch == UNREADABLE for ch in text)


def _from_encoding(font: object, cid: int) -> str | None:
    """The glyph's text by its name in the font's encoding (/Differences read through
    the Adobe glyph list), which a ToUnicode map that gives a control character hides."""
    table = getattr(font, "cid2unicode", None)
    found = table.get(cid) if isinstance(table, dict) else None
    if not isinstance(found, str) or not found:
        return None
    text = _LIGATURES.get(found, found)
    if "\ue000" <= text[0] <= "\uf8ff":
        return ICON
    return text if usable(text) else None
