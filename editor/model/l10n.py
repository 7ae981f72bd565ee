"""Words Vitae prints that the user did not type, per language.

Section titles, month names, "Present"/"至今", "expected"/"预计", list
separators. Pure data plus formatting functions, shared by the PDF renderer,
the HTML/Markdown exporters and the window. A language without its own table
uses English's.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from .dates import DateParts, parse_date


@dataclass(frozen=True)
class Locale:
    section_titles: dict[str, str]
    months: tuple[str, ...]
    seasons: dict[str, str]
    present: str
    expected: str
    equal_contribution: str
    range_sep: str = " – "
    list_sep: str = ", "
    enum_sep: str = ", "
    colon: str = ": "
    date_style: str = "words"  # "words": Sep 2021; "dots": 2021.9
    long_months: tuple[str, ...] = ()  # "September" where an output spells months out; empty: as ``months``


EN = Locale(
    section_titles={
        "about": "About", "education": "Education", "experience": "Experience",
        "research": "Research Experience", "projects": "Projects", "publications": "Publications",
        "awards": "Awards", "skills": "Skills", "news": "News", "interests": "Research Interests",
        "misc": "Miscellaneous", "custom": "",
    },
    months=("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    seasons={"spring": "Spring", "summer": "Summer", "fall": "Fall", "winter": "Winter"},
    present="Present",
    expected="expected",
    equal_contribution="Equal contribution",
    long_months=("January", "February", "March", "April", "May", "June", "July", "August", "September",
                 "October", "November", "December"),
)

ZH = Locale(
    section_titles={
        "about": "个人简介", "education": "教育背景", "experience": "工作经历",
        "research": "科研经历", "projects": "项目经历", "publications": "学术成果",
        "awards": "奖项荣誉", "skills": "专业技能", "news": "近期动态", "interests": "研究兴趣",
        "misc": "其他", "custom": "",
    },
    months=tuple(f"{m}月" for m in range(1, 13)),
    seasons={"spring": "春", "summer": "夏", "fall": "秋", "winter": "冬"},
    present="至今",
    expected="预计",
    equal_contribution="共同第一作者",
    range_sep="-",
    list_sep="、",
    enum_sep="，",
    colon="：",
    date_style="dots",
)

# Japanese: headings and words only (a résumé detected as Japanese must not get
# Chinese headings); dates as in Chinese, 2021.9.
JA = Locale(
    section_titles={
        "about": "自己紹介", "education": "学歴", "experience": "職歴", "research": "研究歴",
        "projects": "プロジェクト", "publications": "業績", "awards": "受賞歴", "skills": "スキル",
        "news": "ニュース", "interests": "研究関心", "misc": "その他", "custom": "",
    },
    months=tuple(f"{m}月" for m in range(1, 13)),
    seasons={"spring": "春", "summer": "夏", "fall": "秋", "winter": "冬"},
    present="現在",
    expected="見込み",
    equal_contribution="共同筆頭著者",
    range_sep="-",
    list_sep="、",
    enum_sep="、",
    colon="：",
    date_style="dots",
)

LOCALES: dict[str, Locale] = {"en": EN, "zh": ZH, "ja": JA}


def locale_for(lang: str) -> Locale:
    """The table for *lang*, matching on the primary subtag (zh-Hans → zh)."""
    return LOCALES.get(lang) or LOCALES.get(lang.split("-")[0].lower()) or EN


def format_date(value: str | None, lang: str, *, style: str | None = None, long_months: bool = False) -> str:
    """The one way every output prints a date: ``Sep 2021``, ``Sep 15, 2021``, ``2021.9``.

    *long_months* spells the month out (``September 2021``) for outputs that
    do, such as academicpages pages; what is printed (year, month, day) is the same.
    """
    if not value:
        return ""
    loc = locale_for(lang)
    if value == "present":
        return loc.present
    parts = parse_date(value)
    return _format_parts(parts, loc, style or loc.date_style, long_months)


def _format_parts(parts: DateParts, loc: Locale, style: str, long_months: bool = False) -> str:
    if parts.season:
        season = loc.seasons[parts.season]
        return f"{parts.year}年{season}" if loc in (ZH, JA) else f"{season} {parts.year}"
    if style == "dots":
        return ".".join(str(p) for p in (parts.year, parts.month, parts.day) if p)
    if parts.month is None:
        return str(parts.year)
    month = ((long_months and loc.long_months) or loc.months)[parts.month - 1]
    if parts.day:
        return f"{month} {parts.day}, {parts.year}"
    return f"{month} {parts.year}"


def format_range(start: str | None, end: str | None, lang: str, *, expected: bool = False,
                 style: str | None = None) -> str:
    """``Sep 2021 – Jun 2025`` / ``2020.9-2026.6 (预计)``; either end may be missing."""
    loc = locale_for(lang)
    text = loc.range_sep.join(
        part for part in (format_date(start, lang, style=style), format_date(end, lang, style=style)) if part
    )
    if expected and text:
        text += f" ({loc.expected})"
    return text


def section_title(kind: str, lang: str) -> str:
    return locale_for(lang).section_titles.get(kind, "")


# Full-width separators and what they become beside Latin text.
_LATIN_FORM = {"，": ", ", "、": ", ", "：": ": ", "；": "; "}


def _is_latin(char: str) -> bool:
    return bool(char) and unicodedata.name(char, "").startswith("LATIN")


def separator_between(sep: str, left: str, right: str) -> str:
    """*sep* as printed between *left* and *right*.

    A Chinese or Japanese comma (，、：) belongs between text of those scripts
    only: beside a Latin word it becomes its Latin form, so "Go、Apache Spark"
    prints "Go, Apache Spark" and "字节跳动，北京" stays as it is. Digits and
    punctuation take either.
    """
    latin = _LATIN_FORM.get(sep)
    if latin is None:
        return sep
    if _is_latin(left.rstrip()[-1:]) or _is_latin(right.lstrip()[:1]):
        return latin
    return sep


def join_texts(sep: str, parts: Iterable[str]) -> str:
    """The non-empty *parts* joined by *sep*, each separator chosen by :func:`separator_between`."""
    out = ""
    for part in parts:
        if part:
            out = out + separator_between(sep, out, part) + part if out else part
    return out
