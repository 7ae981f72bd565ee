"""Radicals for ideographs: a CJK font's ToUnicode map may send a glyph to the
code point of the radical it looks like (U+2F2F KANGXI RADICAL WORK for 工,
U+2ED3 CJK RADICAL C-SIMPLIFIED LONG for 长), as fonts used by Chromium do.
Read that way, "工作经历" is no heading and "2023 年 07 ⽉" no date: every
radical that stands for one ideograph is read as that ideograph."""

from __future__ import annotations

import re
import unicodedata

# The CJK Radicals Supplement has no compatibility mapping (Kangxi radicals do: NFKC);
# its forms that stand for one ideograph, from Unicode's EquivalentUnifiedIdeograph.txt.
_SUPPLEMENT = dict(zip(
    "\u2e93\u2e9d\u2ea0\u2eae\u2ebc\u2ec4\u2ec5\u2ec6\u2ec8\u2ec9\u2ecb\u2ecc\u2ecd\u2ecf\u2ed1\u2ed3\u2ed4\u2ed7"
    "\u2ed8\u2ed9\u2eda\u2edb\u2edc\u2edd\u2ee0\u2ee2\u2ee3\u2ee4\u2ee5\u2ee6\u2ee7\u2ee8\u2ee9\u2eec\u2eee\u2eef"
    "\u2ef0",
    "幺月民竹月西见角讠贝车辶辶阝長长门雨青韦页风飞食饣马骨鬼鱼鸟卤麦黄齐齿竜龙"))
_RADICAL = re.compile("[\u2e80-\u2eff\u2f00-\u2fdf]")


def _ideograph(match: re.Match[str]) -> str:
    ch = match.group()
    return _SUPPLEMENT.get(ch) or unicodedata.normalize("NFKC", ch)


def as_ideographs(text: str) -> str:
    return _RADICAL.sub(_ideograph, text) if _RADICAL.search(text) else text
