"""Words Vitae prints that the user did not type, per language.

Section titles, month names, "Present"/"至今", "expected"/"预计", list
separators. Pure data plus formatting functions, shared by the PDF renderer,
the HTML/Markdown exporters and the window. A language without its own table
uses English's.
"""

from __future__ import annotations

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

LOCALES: dict[str, Locale] = {"en": EN, "zh": ZH}


def locale_for(lang: str) -> Locale:
    """The table for *lang*, matching on the primary subtag (zh-Hans → zh)."""
    return LOCALES.get(lang) or LOCALES.get(lang.split("-")[0].lower()) or EN


def format_date(value: str | None, lang: str, *, style: str | None = None) -> str:
    if not value:
        return ""
    loc = locale_for(lang)
    if value == "present":
        return loc.present
    parts = parse_date(value)
    return _format_parts(parts, loc, style or loc.date_style)


def _format_parts(parts: DateParts, loc: Locale, style: str) -> str:
    if parts.season:
        season = loc.seasons[parts.season]
        return f"{parts.year}年{season}" if loc is ZH else f"{season} {parts.year}"
    if style == "dots":
        return ".".join(str(p) for p in (parts.year, parts.month, parts.day) if p)
    if parts.month is None:
        return str(parts.year)
    month = loc.months[parts.month - 1]
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
