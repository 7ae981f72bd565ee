"""Words Vitae prints that the user did not type, per language.

Section titles, field labels ("Courses:"), month names and the order of a
date's parts, "Present"/"至今", "expected"/"预计", list separators, a letter's
greeting and closing, and the phrases a layout builds from an entry's parts
("B.S. in Physics at MIT"). Each language is one YAML file,
``resources/locales/TAG.yaml`` (``es.yaml``, ``zh-Hant.yaml``), or one in the
person's own locales folder (:mod:`editor.locale_files` finds and parses them),
read when first asked for; this module checks what a file holds and holds the
formatting functions shared by the PDF renderer, the HTML/Markdown exporters
and the window. A language without its own file uses English's words.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from collections.abc import Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, fields, replace
from functools import cache
from typing import Any

from .. import locale_files
from .dates import DateParts, parse_date

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Locale:
    section_titles: dict[str, str]
    months: tuple[str, ...]
    seasons: dict[str, str]
    present: str
    expected: str
    equal_contribution: str
    name: str = ""
    """The language's name in itself: "Español", "繁體中文"."""
    aliases: tuple[str, ...] = ()
    """Other tags that take this table (zh-TW, zh-HK for zh-Hant)."""
    month_year: str = "{month} {year}"
    """A month's date with ``date_style`` "words": ``{month}`` its name, ``{mm}`` its
    two-digit number, ``{m}`` its number (``Sep 2021``, ``09/2021``)."""
    day_month_year: str = "{month} {day}, {year}"
    """A day's date, with ``{day}`` and ``{dd}`` too (``Sep 15, 2021``, ``15.09.2021``)."""
    range_sep: str = " – "
    list_sep: str = ", "
    enum_sep: str = ", "
    colon: str = ": "
    date_style: str = "words"  # "words": Sep 2021; "dots": 2021.9
    long_months: tuple[str, ...] = ()  # "September" where an output spells months out; empty: as ``months``
    field_labels: dict[str, str] | None = None  # "Courses" for a value kept as a labelled line; None: English
    contact_labels: dict[str, str] | None = None
    """"Email", "Phone", "Website", "Profile": a contact's label where no icon says what it is."""
    season_format: str = "{season} {year}"
    # A cover letter's conventions: what it says when the person leaves a part
    # empty, and where its parts go.
    salutation: str = "Dear Hiring Manager,"
    salutation_to: str = "Dear {recipient},"
    """The greeting when the letter names its recipient."""
    closing: tuple[str, ...] = ("Sincerely,",)
    letter_date: str = "{month_name} {day}, {year}"
    """How a letter's full date reads: ``{month_name}`` spelled out, or ``{month}`` as a number."""
    letter_months: tuple[str, ...] = ()
    """The month names a letter's date uses where they differ from ``long_months``
    (Russian's genitive: 22 ноября); empty: ``long_months``."""
    letter_style: str = "western"
    """"western": date at the top, closing and name at the left below the body;
    "chinese": the closing's first line (此致) indented under the body, its second
    (敬礼！) flush left, then the name and the date at the right."""
    phrases: dict[str, str | tuple[str, ...]] | None = None
    """How the language words a layout's line made of an entry's parts (:data:`PHRASES`):
    ``{degree} in {field} at {institution}``, or a list of such texts (see :func:`phrase`);
    None: English's."""
    objective: str = "Objective"
    """The label before the job sought (jianli's 求职意向)."""


PHRASES: dict[str, tuple[str, ...]] = {
    "degree_in": ("degree", "field"),
    "degree_at": ("degree", "field", "institution"),
    "degree_of": ("degree", "field", "institution"),
}
"""Each phrase a language file words (``phrases:``) and the parts it may name: the
degree and its field (academic, profile), the study and the institution (classic;
plain, after the academicpages seed: "Ph.D in Physics, MIT")."""


class LocaleFileError(ValueError):
    """A language file that cannot be used: names the file, the key and the problem."""


_FIELDS = {f.name: f for f in fields(Locale)}
_TUPLES = {"months": 12, "long_months": 12, "letter_months": 12, "closing": 0, "aliases": 0}
_MAPPINGS = ("section_titles", "seasons", "field_labels", "contact_labels", "phrases")
_PART = re.compile(r"\{(\w*)\}")


def _locale_from(path: Any, data: object, base: Locale | None) -> Locale:
    """The :class:`Locale` a language file describes, refused with one line naming the problem."""
    if not isinstance(data, dict):
        raise LocaleFileError(f"{path.name}: expected an object of words, got {type(data).__name__}")
    values: dict[str, object] = {}
    for key, value in data.items():
        if key not in _FIELDS:
            raise LocaleFileError(f"{path.name}: {key}: not a word Vitae prints (known: {', '.join(_FIELDS)})")
        if key in _TUPLES:
            size = _TUPLES[key]
            if not isinstance(value, list) or not all(isinstance(item, str) for item in value) \
                    or (size and value and len(value) != size):
                want = f"a list of {size} texts (or none)" if size else "a list of texts"
                raise LocaleFileError(f"{path.name}: {key}: expected {want}")
            value = tuple(value)
        elif key == "phrases":
            if not isinstance(value, dict):
                raise LocaleFileError(f"{path.name}: phrases: expected an object of phrases")
            value = _checked_phrases(path, value)
        elif key in _MAPPINGS:
            if not isinstance(value, dict) or not all(isinstance(item, str) for item in value.values()):
                raise LocaleFileError(f"{path.name}: {key}: expected an object of texts")
        elif not isinstance(value, str):
            raise LocaleFileError(f"{path.name}: {key}: expected a text, got {type(value).__name__}")
        values[key] = value
    if base is not None:
        for key, value in values.items():
            if key in _MAPPINGS:
                merged = dict(getattr(base, key) or {})
                merged.update(value)  # type: ignore[call-overload]
                values[key] = merged
        return replace(base, **{"name": "", "aliases": (), **values})  # type: ignore[arg-type]
    return Locale(**values)  # type: ignore[arg-type]


def _checked_phrases(path: Any, phrases: dict) -> dict[str, str | tuple[str, ...]]:
    """A file's ``phrases``: each a known phrase, a text or a list of texts naming only its parts."""
    checked: dict[str, str | tuple[str, ...]] = {}
    for key, value in phrases.items():
        if key not in PHRASES:
            raise LocaleFileError(f"{path.name}: phrases: {key}: not a phrase Vitae prints (known: {', '.join(PHRASES)})")
        texts = value if isinstance(value, list) else [value]
        if not texts or not all(isinstance(text, str) for text in texts):
            raise LocaleFileError(f"{path.name}: phrases: {key}: expected a text or a list of texts")
        for part in (part for text in texts for part in _PART.findall(text)):
            if part not in PHRASES[key]:
                raise LocaleFileError(f"{path.name}: phrases: {key}: {{{part}}} is not one of its parts "
                                      f"({', '.join('{' + name + '}' for name in PHRASES[key])})")
        checked[key] = tuple(texts) if isinstance(value, list) else value
    return checked


def _load(tag: str) -> Locale:
    path = _files()[tag.lower()][1]
    try:
        data = locale_files.read(path)
    except locale_files.LocaleReadError as error:
        raise LocaleFileError(f"{path.name}: {error}") from None
    return _locale_from(path, data, None if tag == "en" else locale_for("en"))


@cache
def _files() -> dict[str, tuple[str, Any]]:
    """Every language file: lower-case tag → (the tag as its file spells it, its path)."""
    return {tag.lower(): (tag, path) for tag, path in locale_files.files().items()}


_LOADED: dict[str, Locale] = {}


def _locale(tag: str) -> Locale:
    found = _LOADED.get(tag)
    if found is None:
        found = _LOADED[tag] = _load(tag)
    return found


def _usable(tag: str) -> Locale | None:
    """*tag*'s table, or None (logged) when its file cannot be used: a broken file of one
    language (the person's own, say) must not take the others' aliases and labels with it.
    Asking for that language itself (:func:`locale_for`) still raises its one-line problem."""
    try:
        return _locale(tag)
    except LocaleFileError as problem:
        if tag not in _REPORTED:
            _REPORTED.add(tag)
            log.warning("language %s left out: %s", tag, problem)
        return None


_REPORTED: set[str] = set()


@cache
def _aliases() -> dict[str, str]:
    """Other tags a language answers to (zh-TW → zh-Hant), from the files' ``aliases``."""
    return {alias.lower(): tag for tag, _ in _files().values() for alias in getattr(_usable(tag), "aliases", ())}


def languages() -> tuple[str, ...]:
    """The tags of every language Vitae has words for, English first."""
    tags = [tag for tag, _ in _files().values()]
    return tuple(sorted(tags, key=lambda tag: (tag != "en", tag)))


def forget_languages() -> None:
    """Look at the language files again (after one was added or changed)."""
    _LOADED.clear()
    _REPORTED.clear()
    _files.cache_clear()
    _aliases.cache_clear()
    _label_heads.cache_clear()


def has_words(lang: str) -> bool:
    """Whether *lang* (or its primary language) has its own table; else English's is used."""
    return _tag_for(lang) is not None


def _tag_for(lang: str) -> str | None:
    files = _files()
    key = lang.lower()
    if key in files:
        return files[key][0]
    if "-" in key:
        alias = _aliases().get(key)
        if alias:
            return alias
        primary = files.get(key.split("-")[0])
        return primary[0] if primary else None
    return None


def language_name(lang: str) -> str | None:
    """*lang*'s name in itself ("Español", "繁體中文"), or None when Vitae has no table for it."""
    tag = _tag_for(lang)
    table = _usable(tag) if tag else None
    return table.name if table else None


class _AllLocales(Mapping[str, Locale]):
    """Every language's table by tag, each file read when first asked for."""

    def __getitem__(self, tag: str) -> Locale:
        if tag not in languages():
            raise KeyError(tag)
        return _locale(tag)

    def __iter__(self) -> Iterator[str]:
        """The languages whose file can be used (see :func:`_usable`)."""
        return iter([tag for tag in languages() if _usable(tag) is not None])

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __contains__(self, tag: object) -> bool:
        return tag in list(self)


LOCALES: Mapping[str, Locale] = _AllLocales()


def __getattr__(name: str) -> Locale:
    """``EN``, ``ZH``, ``JA``, ``KO``: the tables that were Python literals before the files."""
    if name in ("EN", "ZH", "JA", "KO"):
        return locale_for(name.lower())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def locale_for(lang: str) -> Locale:
    """The table for *lang*: its own file, a file that lists it among its aliases
    (zh-TW → zh-Hant), else its primary subtag's (zh-Hans → zh), else English's."""
    tag = _tag_for(lang)
    return _locale(tag if tag is not None else "en")


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
    words = {"month": month, "m": parts.month, "mm": f"{parts.month:02d}", "year": parts.year}
    if parts.day:
        return loc.day_month_year.format(day=parts.day, dd=f"{parts.day:02d}", **words)
    return loc.month_year.format(**words)


def format_letter_date(value: str, lang: str) -> str:
    """A letter's date as letters in *lang* write it: ``November 22, 2026``,
    ``2026年11月22日``; a date without a day prints as :func:`format_date` does."""
    parts = parse_date(value)
    loc = locale_for(lang)
    if parts.day is None or parts.month is None:
        return format_date(value, lang, long_months=True)
    month_name = (loc.letter_months or loc.long_months or loc.months)[parts.month - 1]
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


def phrase(key: str, lang: str, present: Collection[str]) -> list[tuple[str, bool]]:
    """Phrase *key* as *lang* words it, for an entry whose parts named in *present*
    have text: its pieces in order, each ``(text, False)`` for the language's own
    words or ``(part, True)`` for a part (the caller puts the entry's text there).

    A part without text prints nothing, and neither do the words before it (nor,
    for the last part, the words after it); the words between two parts that
    print are those just before the later one:
    ``{degree} in {field} at {institution}`` without a field reads
    "B.S. at MIT", with the institution only "MIT". Where that is not how the
    language says it, the phrase is a list of texts: the first whose parts all
    have text is used, else the last (``["{degree} in {field}, {institution}",
    "{degree} in {institution}", …]``)."""
    english = locale_for("en").phrases or {}
    value = (locale_for(lang).phrases or english).get(key) or english[key]
    texts = (value,) if isinstance(value, str) else value
    template = next((text for text in texts if set(_PART.findall(text)) <= set(present)), texts[-1])
    pieces = _PART.split(template)  # words, part, words, part, …, words
    out: list[tuple[str, bool]] = []
    for index in range(1, len(pieces), 2):
        if pieces[index] in present:
            words = pieces[index - 1] if out or index == 1 else ""
            out += [(words, False)] if words else []
            out.append((pieces[index], True))
    if pieces[-1] and len(pieces) > 1 and pieces[-2] in present:  # the words after the last part go with it
        out.append((pieces[-1], False))
    return out


def phrase_text(key: str, lang: str, parts: Mapping[str, str]) -> str:
    """Phrase *key* as plain text, its parts' texts in place: "B.S. in Physics"."""
    return "".join(parts[piece] if is_part else piece
                   for piece, is_part in phrase(key, lang, [name for name, text in parts.items() if text]))


# ---- labelled lines ------------------------------------------------------------
# A value with no field of its own is kept as a line that starts with its label
# in bold ("**Courses:** Algorithms"). The label is localised like a heading:
# written in the document's language, printed in the output's.

FIELD_LABELS = ("description", "keywords", "courses", "score", "type", "cause", "activities")


def field_label(key: str, lang: str) -> str:
    """The printed label of the field *key* ("courses" → "Courses", "主修课程")."""
    english = locale_for("en").field_labels or {}
    labels = locale_for(lang).field_labels or english
    return labels.get(key) or english[key]


def contact_label(key: str, lang: str) -> str:
    """What a contact item is, in words (``email`` → "Email", "邮箱"): printed where no icon says it."""
    english = locale_for("en").contact_labels or {}
    return (locale_for(lang).contact_labels or english).get(key) or english.get(key, key)


def labelled(key: str, text: str, lang: str) -> str:
    """``**Courses:** text`` with *lang*'s label and colon (``**主修课程：**text``)."""
    colon = locale_for(lang).colon
    return f"**{field_label(key, lang)}{colon.rstrip()}**{colon[len(colon.rstrip()):]}{text}"


def split_labelled(line: str) -> tuple[str, str] | None:
    """(field key, text) of a labelled line in any language's wording, else None."""
    if not line.startswith("**"):
        return None
    end = line.find("**", 2) + 2  # a label holds no asterisks: its head ends at the first "**"
    key = _label_heads().get(line[:end]) if end > 2 else None
    if key is None:
        return None
    rest = line[end:]
    return key, rest[1:] if rest[:1] == " " else rest


@cache
def _label_heads() -> dict[str, str]:
    """Every language's labelled-line head (``**Courses:**``, ``**主修课程：**``) → its field
    key, the first language's where two share a head. Built once: a render asks for each
    highlight that starts in bold, and most such are not labels."""
    heads: dict[str, str] = {}
    for loc in LOCALES.values():
        colon = loc.colon.rstrip()
        for key, label in (loc.field_labels or {}).items():
            if "*" not in label:
                heads.setdefault(f"**{label}{colon}**", key)
    return heads


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
