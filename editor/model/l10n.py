"""Words Vitae prints that the user did not type, per language.

Section titles, field labels ("Courses:"), month names, "Present"/"至今",
"expected"/"预计", list separators. Pure data plus formatting functions, shared by the PDF renderer,
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
    field_labels: dict[str, str] | None = None  # "Courses" for a value kept as a labelled line; None: English
    season_format: str = "{season} {year}"
    # A cover letter's conventions: what it says when the person leaves a part
    # empty, and where its parts go.
    salutation: str = "Dear Hiring Manager,"
    salutation_to: str = "Dear {recipient},"
    """The greeting when the letter names its recipient."""
    closing: tuple[str, ...] = ("Sincerely,",)
    letter_date: str = "{month_name} {day}, {year}"
    """How a letter's full date reads: ``{month_name}`` spelled out, or ``{month}`` as a number."""
    letter_style: str = "western"
    """"western": date at the top, closing and name at the left below the body;
    "chinese": the closing's first line (此致) indented under the body, its second
    (敬礼！) flush left, then the name and the date at the right."""


EN = Locale(
    section_titles={
        "about": "About", "education": "Education", "experience": "Experience",
        "research": "Research Experience", "projects": "Projects", "publications": "Publications",
        "awards": "Awards", "skills": "Skills", "news": "News", "interests": "Research Interests",
        "misc": "Miscellaneous", "certifications": "Certifications", "volunteering": "Volunteering",
        "languages": "Languages", "references": "References", "custom": "",
    },
    field_labels={"description": "Description", "keywords": "Keywords", "courses": "Courses", "score": "Score",
                  "type": "Type", "cause": "Cause", "activities": "Activities"},
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
        "misc": "其他", "certifications": "资格证书", "volunteering": "志愿经历",
        "languages": "语言能力", "references": "推荐人", "custom": "",
    },
    field_labels={"description": "描述", "keywords": "关键词", "courses": "主修课程", "score": "成绩",
                  "type": "类型", "cause": "公益领域", "activities": "社团活动"},
    season_format="{year}年{season}",
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
    salutation="尊敬的招聘负责人：",
    salutation_to="尊敬的{recipient}：",
    closing=("此致", "敬礼！"),
    letter_date="{year}年{month}月{day}日",
    letter_style="chinese",
)

# Japanese: headings and words only (a résumé detected as Japanese must not get
# Chinese headings); dates as in Chinese, 2021.9.
JA = Locale(
    section_titles={
        "about": "自己紹介", "education": "学歴", "experience": "職歴", "research": "研究歴",
        "projects": "プロジェクト", "publications": "業績", "awards": "受賞歴", "skills": "スキル",
        "news": "ニュース", "interests": "研究関心", "misc": "その他", "certifications": "資格・免許",
        "volunteering": "ボランティア活動", "languages": "語学", "references": "推薦者", "custom": "",
    },
    field_labels={"description": "説明", "keywords": "キーワード", "courses": "履修科目", "score": "成績",
                  "type": "種類", "cause": "分野", "activities": "課外活動"},
    season_format="{year}年{season}",
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
    salutation="採用ご担当者様",
    salutation_to="{recipient}様",
    closing=("敬具",),
    letter_date="{year}年{month}月{day}日",
)

# Korean: headings and words; dates as 2021.9, a range with spaces around its dash.
KO = Locale(
    section_titles={
        "about": "자기소개", "education": "학력", "experience": "경력", "research": "연구 경력",
        "projects": "프로젝트", "publications": "논문 및 저서", "awards": "수상 경력", "skills": "기술",
        "news": "소식", "interests": "연구 관심 분야", "misc": "기타", "certifications": "자격증",
        "volunteering": "봉사 활동", "languages": "어학", "references": "추천인", "custom": "",
    },
    field_labels={"description": "설명", "keywords": "키워드", "courses": "이수 과목", "score": "성적",
                  "type": "유형", "cause": "분야", "activities": "교내외 활동"},
    months=tuple(f"{m}월" for m in range(1, 13)),
    seasons={"spring": "봄", "summer": "여름", "fall": "가을", "winter": "겨울"},
    present="현재",
    expected="예정",
    equal_contribution="공동 제1저자",
    range_sep=" - ",
    date_style="dots",
    season_format="{year}년 {season}",
    salutation="채용 담당자님께",
    salutation_to="{recipient}님께",
    closing=("감사합니다.",),
    letter_date="{year}년 {month}월 {day}일",
)

LOCALES: dict[str, Locale] = {"en": EN, "zh": ZH, "ja": JA, "ko": KO}


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
        return loc.season_format.format(year=parts.year, season=loc.seasons[parts.season])
    if style == "dots":
        return ".".join(str(p) for p in (parts.year, parts.month, parts.day) if p)
    if parts.month is None:
        return str(parts.year)
    month = ((long_months and loc.long_months) or loc.months)[parts.month - 1]
    if parts.day:
        return f"{month} {parts.day}, {parts.year}"
    return f"{month} {parts.year}"


def format_letter_date(value: str, lang: str) -> str:
    """A letter's date as letters in *lang* write it: ``November 22, 2026``,
    ``2026年11月22日``; a date without a day prints as :func:`format_date` does."""
    parts = parse_date(value)
    loc = locale_for(lang)
    if parts.day is None or parts.month is None:
        return format_date(value, lang, long_months=True)
    month_name = (loc.long_months or loc.months)[parts.month - 1]
    return loc.letter_date.format(year=parts.year, month=parts.month, month_name=month_name, day=parts.day)


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


# ---- labelled lines ------------------------------------------------------------
# A value with no field of its own is kept as a line that starts with its label
# in bold ("**Courses:** Algorithms"). The label is localised like a heading:
# written in the document's language, printed in the output's.

FIELD_LABELS = ("description", "keywords", "courses", "score", "type", "cause", "activities")


def field_label(key: str, lang: str) -> str:
    """The printed label of the field *key* ("courses" → "Courses", "主修课程")."""
    labels = locale_for(lang).field_labels or EN.field_labels or {}
    return labels.get(key) or (EN.field_labels or {})[key]


def labelled(key: str, text: str, lang: str) -> str:
    """``**Courses:** text`` with *lang*'s label and colon (``**主修课程：**text``)."""
    colon = locale_for(lang).colon
    return f"**{field_label(key, lang)}{colon.rstrip()}**{colon[len(colon.rstrip()):]}{text}"


def split_labelled(line: str) -> tuple[str, str] | None:
    """(field key, text) of a labelled line in any language's wording, else None."""
    if not line.startswith("**"):
        return None
    for loc in LOCALES.values():
        colon = loc.colon
        for key, label in (loc.field_labels or {}).items():
            head = f"**{label}{colon.rstrip()}**"
            if line.startswith(head):
                rest = line[len(head):]
                return key, rest[1:] if rest[:1] == " " else rest
    return None


def relabel(line: str, lang: str) -> str:
    """*line* with its field label (if it has one) in *lang*'s wording."""
    found = split_labelled(line)
    return labelled(found[0], found[1], lang) if found else line


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
