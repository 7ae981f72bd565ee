"""Dates as CVs print them, read into Vitae's partial dates.

``Sep 2021 – Jun 2025``, ``09/2021 - Present``, ``2020.9-2026.6 (预计)``,
``2021年9月 – 至今``, ``2024.11-present``, ``Summer 2024``, ``2019``: one
regular expression finds a date or a range anywhere in a line, so the
caller can take it out and keep the rest (a location, a title).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .languages import folded, month_numbers, month_pattern, present_pattern

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_MONTH_WORD = (r"(?:(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
               r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
               rf"|{month_pattern()})")  # and every other language's: "févr. 2019", "März 2020", "ene. 2021"
_SEASON_WORD = r"(?:spring|summer|fall|autumn|winter)"
_ZH_SEASON = {"春": "spring", "夏": "summer", "秋": "fall", "冬": "winter"}
_YEAR = r"(?:19[5-9]\d|20\d\d)"
_ONE = (
    rf"(?:(?:(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\s+)?"      # a day before the month: 1 January 2023
    rf"(?P<mw>{_MONTH_WORD})(?:\s+(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?,)?\s*,?\s*(?P<y1>{_YEAR})"  # Sep 2021, January 1, 2023
    rf"|(?P<sw>{_SEASON_WORD})\s+(?P<y2>{_YEAR})"              # Summer 2024
    rf"|(?P<y7>{_YEAR})\s*年\s*(?:(?P<m7>1[0-2]|0?[1-9])\s*月|(?P<zs>[春夏秋冬])季?)?"  # 2021年9月, 2021 年 9 月
    rf"|(?P<y8>{_YEAR})\s*년\s*(?:(?P<m8>1[0-2]|0?[1-9])\s*월)?"  # 2021년 9월
    rf"|(?P<m3>1[0-2]|0?[1-9])\s*/\s*(?P<y3>{_YEAR})"          # 09/2021
    rf"|(?P<y4>{_YEAR})\s*[./-]\s*(?P<m4>1[0-2]|0?[1-9])(?![\d])(?:\s*[./-]\s*(?P<d4>3[01]|[12]\d|0?[1-9])(?!\d))?"
    rf"|(?P<y5>{_YEAR})\s*/\s*(?P<m5>1[0-2]|0?[1-9])(?!\d)"
    rf"|(?P<y6>{_YEAR})(?![\d年.])"                            # 2019
    r")"
)
_PRESENT = rf"(?:present|now|current(?:ly)?|today|ongoing|至今|现在|今|{present_pattern()})"
_SEP = r"\s*(?:->|–|—|-|‒|−|~|～|至|to|until|--|―|→|⟶|⇒)\s*"  # "2023-07 → Present" too
_EXPECTED = r"(?:\s*[(（]\s*(?:expected|exp\.?|预计|预期)\s*[)）]|\s+expected|\s*预计)"
_RANGE = re.compile(
    rf"(?<![A-Za-z0-9_.])(?:(?:expected|预计)\s*)?(?P<start>{_ONE.replace('?P<', '?P<s_')})"
    rf"(?:{_SEP}(?:(?P<present>{_PRESENT})|(?P<end>{_ONE.replace('?P<', '?P<e_')})))?"
    rf"(?P<expected>{_EXPECTED})?(?![\w])",
    re.IGNORECASE,
)
_LEAD_EXPECTED = re.compile(r"^(expected|预计)", re.IGNORECASE)


@dataclass(frozen=True)
class DateRange:
    start: str | None
    end: str | None
    expected: bool
    begin: int
    """Where the range starts and ends in the text it was found in."""
    stop: int

    @property
    def is_range(self) -> bool:
        return self.end is not None


def _one(match: re.Match, prefix: str) -> str | None:
    g = {k[len(prefix):]: v for k, v in match.groupdict().items() if k.startswith(prefix) and v}
    if "y1" in g:
        word = folded(g["mw"]).rstrip(".")
        number = month_numbers().get(word) or _MONTHS.index(word[:3]) + 1
        return f"{g['y1']}-{number:02d}"
    if "y2" in g:
        season = g["sw"].lower()
        return f"{g['y2']}-{'fall' if season == 'autumn' else season}"
    if "y7" in g:
        if "m7" in g:
            return f"{g['y7']}-{int(g['m7']):02d}"
        if "zs" in g:
            return f"{g['y7']}-{_ZH_SEASON[g['zs']]}"
        return g["y7"]
    if "y8" in g:
        return f"{g['y8']}-{int(g['m8']):02d}" if "m8" in g else g["y8"]
    if "y3" in g:
        return f"{g['y3']}-{int(g['m3']):02d}"
    if "y4" in g:
        out = f"{g['y4']}-{int(g['m4']):02d}"
        return out + (f"-{int(g['d4']):02d}" if "d4" in g else "")
    if "y5" in g:
        return f"{g['y5']}-{int(g['m5']):02d}"
    if "y6" in g:
        return g["y6"]
    return None


def find_range(text: str) -> DateRange | None:
    """The first date or date range in *text* (a range preferred over a lone date)."""
    best = None
    for match in _RANGE.finditer(text):
        found = _from_match(match)
        if found is None:
            continue
        if found.is_range:
            return found
        if best is None:
            best = found
    return best


def find_all(text: str) -> list[DateRange]:
    return [found for found in (_from_match(m) for m in _RANGE.finditer(text)) if found]


def _from_match(match: re.Match) -> DateRange | None:
    start = _one(match, "s_")
    if start is None:
        return None
    end = "present" if match.group("present") else _one(match, "e_")
    expected = bool(match.group("expected")) or bool(_LEAD_EXPECTED.match(match.group(0)))
    stop = match.end()
    if end is not None:  # "Apr 2017 - Aug 2021 (4 years 4 months)": the length of the stay is the dates'
        duration = _DURATION.match(match.string, stop)
        stop = duration.end() if duration else stop
    return DateRange(start, end, expected, match.start(), stop)


_YEARS = r"(?:years?|yrs?|ans?|años?|anos?|anni|anno|jahre?)"
_MONTH_SPANS = r"(?:months?|mos?|mois|meses|mes|mês|monate?|mesi|mese)"
SPAN = (rf"\d+\+?\s*{_YEARS}\b(?:,?\s*\d+\s*{_MONTH_SPANS}\b)?|\d+\s*{_MONTH_SPANS}\b"
        r"|\d+\s*年(?:\s*\d+\s*个?月)?|\d+\s*个?月")
"""A length of time CVs print beside a range ("4 years 8 months", "3 ans 5 mois", "3年2个月"): no part of the dates."""
_DURATION = re.compile(rf"\s*[(（]\s*(?:{SPAN})\s*[)）]", re.I)


_PRESENT_ALONE = re.compile(rf"^\s*{_PRESENT}\s*$", re.IGNORECASE)


def is_present(text: str) -> bool:
    """"Present", "至今": the end of a range printed on a line of its own (dates stacked in a column)."""
    return bool(_PRESENT_ALONE.match(text))


def stacked(first: str, second: str) -> DateRange | None:
    """A range printed on two lines of a date column, either way up ("Present" over
    "Sep 2021", or "2019" over "2021")."""
    a = None if is_present(first) else parse_range(first)
    b = None if is_present(second) else parse_range(second)
    if b is None or b.is_range or a is not None and a.is_range or a is None and not is_present(first):
        return None
    end = "present" if a is None else a.start
    start = b.start
    if end != "present" and end is not None and start is not None and end < start:
        start, end = end, start
    return DateRange(start, end, b.expected, 0, len(second))


def parse_range(text: str) -> DateRange | None:
    """*text* read as a date or range when that is (nearly) all it holds."""
    found = find_range(text)
    if found is None:
        return None
    rest = (text[: found.begin] + text[found.stop:]).strip(" ,;:|·•()（）[]–—-")  # "2023-07 –": open, no end printed
    return found if not rest else None


def edge_range(text: str) -> DateRange | None:
    """A range anywhere in *text*, or a lone date at its start or end: a year
    inside a name ("Huawei 2012 Lab") is no date of the entry."""
    stripped_end = len(text.rstrip(" )）]】.,;:|"))
    lone = None
    for found in find_all(text):
        if found.is_range:
            return found
        if lone is None and (not text[: found.begin].strip(" ([（【|•·") or found.stop >= stripped_end):
            lone = found
    return lone
