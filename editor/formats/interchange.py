"""What the importers share: the result type, notes, dates and careful building.

An importer never drops a value silently. A value Vitae cannot hold is named
in ``ImportResult.notes``; a value the model rejects (a malformed e-mail, an
end before its start) is left out of its entry, and named in the notes, so
one bad field does not cost the whole file.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ValidationError

from ..model import Resume, l10n
from ..model.dates import SEASONS, parse_date
from ..model.errors import problems_from
from .errors import DocumentError, FileProblem


@dataclass
class ImportResult:
    resume: Resume
    notes: list[str] = field(default_factory=list)


_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august",
                "september", "october", "november", "december")
_SEASON_WORDS = {"spring": "spring", "summer": "summer", "fall": "fall", "autumn": "fall", "winter": "winter"}
_SLASHED = re.compile(r"(\d{4})[/.](\d{1,2})(?:[/.](\d{1,2}))?")
_WORD_DATE = re.compile(r"^([A-Za-z]+)\.?\s+(\d{4})$|^(\d{4})\s+([A-Za-z]+)$")


def partial_date(value: object) -> str | None:
    """A Vitae partial date from ISO text, a year number, or words such as
    ``Fall 2023`` / ``Sept 2021``; ``None`` when it reads as none of them."""
    if isinstance(value, bool) or value is None:
        return None
    text = str(value).strip()
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?", text):
        text = text[:10]  # a timestamp: the day is what a résumé means
    slashed = _SLASHED.fullmatch(text)
    if slashed:  # 2021/07, 2021/7/15 (common in hand-written files), read as ISO
        text = "-".join(slashed.group(i) for i in (1, 2, 3) if slashed.group(i))
    try:
        parts = parse_date(text)
    except ValueError:
        match = _WORD_DATE.match(text)
        if not match:
            return None
        word = (match.group(1) or match.group(4)).lower()
        year = match.group(2) or match.group(3)
        if word in _SEASON_WORDS:
            return f"{year}-{_SEASON_WORDS[word]}"
        word = "sep" if word == "sept" else word
        months = [i for i, name in enumerate(_MONTH_NAMES, start=1) if len(word) >= 3 and name.startswith(word)]
        return f"{year}-{months[0]:02d}" if months else None
    if parts.season:
        return f"{parts.year}-{parts.season}"
    return text if re.fullmatch(r"\d{4}(-\d{2}(-\d{2})?)?", text) else _zero_padded(parts.year, parts.month, parts.day)


def _zero_padded(year: int, month: int | None, day: int | None) -> str:
    return f"{year}" + (f"-{month:02d}" if month else "") + (f"-{day:02d}" if day else "")


def is_present(value: object) -> bool:
    return isinstance(value, str) and value.strip().lower() in ("present", "now", "current", "today")


def iso_date(value: str | None) -> str | None:
    """A stored partial date as ISO 8601 (``2024-summer`` → ``2024``); ``present`` → None."""
    if not value or value == "present":
        return None
    year, _, rest = value.partition("-")
    return year if rest in SEASONS else value


# Labelled highlights keep a value that has no field of its own where the
# reader sees it ("**Courses:** …"), and let an exporter find it again, in
# whichever language's wording (see ``l10n.labelled``).
def labelled(key: str, text: str, lang: str = "en") -> str:
    return l10n.labelled(key, text, lang)


def take_labelled(highlights: list[str], key: str) -> tuple[str | None, list[str]]:
    """The text of the first highlight labelled *key* ("courses"), and the highlights without it."""
    for i, item in enumerate(highlights):
        found = l10n.split_labelled(item)
        if found and found[0] == key:
            return found[1], highlights[:i] + highlights[i + 1:]
    return None, highlights


def build(model: type[BaseModel], data: dict[str, Any], where: str, notes: list[str],
          source_names: dict[str, str] | None = None) -> Any:
    """``model(**data)``, leaving out (and noting) each optional field the model rejects.

    *source_names* maps a model field to the name it had in the imported
    file, so the note points at what the user wrote.
    """
    data = {key: value for key, value in data.items()
            if value not in (None, "", []) or model.model_fields[key].is_required()}
    names = source_names or {}
    for _ in range(len(data) + 1):
        try:
            return model.model_validate(data)
        except ValidationError as error:
            problems = problems_from(error, model)
        for problem in problems:
            # A check across fields (end before start) has no location: the end gives way.
            key = problem.loc[0] if problem.loc else "end"
            if key in data and not model.model_fields[key].is_required():
                notes.append(f"{where}.{names.get(key, key)}: {problem.message}; left out")
                del data[key]
                break
        else:
            raise DocumentError([
                FileProblem("", None, f"{where}.{names.get(str(p.loc[0]), p.path)}" if p.loc else where, p.message)
                for p in problems
            ])
    raise AssertionError("unreachable: every pass drops one field")


def run_import(problems: list[FileProblem], run: Callable[[], "ImportResult"], filename: str) -> "ImportResult":
    """Refuse a file with type problems; otherwise import it, naming the file in any error.

    A value that reaches a model unchecked and fails there is still one
    located problem (the importers' own checks should have noted it first)."""
    if problems:
        raise DocumentError(problems)
    try:
        return run()
    except DocumentError as error:
        raise with_file(error, filename) from None
    except ValidationError as error:
        raise DocumentError([FileProblem(filename, None, p.path, p.message)
                             for p in problems_from(error, error_model(error))]) from None


def error_model(error: ValidationError) -> type[BaseModel]:
    """The model class a :class:`ValidationError` is about (for the names in its message)."""
    from .. import model
    from ..model import ENTRY_KINDS

    found = getattr(model, error.title, None) or next(
        (kind for kind in ENTRY_KINDS.values() if kind.__name__ == error.title), None)
    return found if isinstance(found, type) and issubclass(found, BaseModel) else Resume


def with_file(error: DocumentError, filename: str) -> DocumentError:
    """The same problems, located in *filename*."""
    return DocumentError([FileProblem(filename, p.line, p.path, p.message) for p in error.problems])


def guess_language(data: object) -> str:
    """``zh`` when most letters in *data*'s text are CJK, ``ja`` when they are and
    kana are among them (Chinese is written without kana; Japanese prose never is),
    ``ko`` when most are Hangul, else ``en``: a file that does not say its
    language still gets its headings and dates."""
    cjk = latin = kana = hangul = 0
    cjk_letter, kana_letter, latin_letter, hangul_letter = _script_patterns()
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str) and not value.startswith(("http://", "https://")):
            cjk += len(cjk_letter.findall(value))
            kana += len(kana_letter.findall(value))
            latin += len(latin_letter.findall(value))
            hangul += len(hangul_letter.findall(value))
    if hangul > cjk + kana and hangul > latin:
        return "ko"
    if cjk + kana <= latin:
        return "en"
    return "ja" if kana * 20 >= cjk + kana else "zh"


LANGUAGE_NAMES = {"zh": "Chinese", "ja": "Japanese", "ko": "Korean"}


@functools.cache
def _script_patterns() -> tuple[re.Pattern[str], ...]:
    """CJK, kana, Latin and Hangul letters: compiled when an import first guesses a
    language (wide ranges take ~10 ms to compile; an export never needs them)."""
    return (re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"),
            re.compile(r"[\u3041-\u309f\u30a0-\u30ff\uff66-\uff9f]"),
            re.compile(r"[A-Za-z]"),
            re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]"))


def type_name(value: object) -> str:
    if value is None:
        return "null"
    return {bool: "true/false", int: "a number", float: "a number", str: "text",
            list: "a list", dict: "a mapping"}.get(type(value), type(value).__name__)


# Hosts whose profile a résumé names by the site (github.com → GitHub); any
# other host names itself, so a profile with a link is never dropped.
_NETWORKS = (
    ("github.com", "GitHub"), ("gitlab.com", "GitLab"), ("linkedin.com", "LinkedIn"),
    ("scholar.google.", "Google Scholar"), ("orcid.org", "ORCID"), ("twitter.com", "Twitter"),
    ("x.com", "X"), ("researchgate.net", "ResearchGate"), ("stackoverflow.com", "Stack Overflow"),
    ("medium.com", "Medium"), ("dribbble.com", "Dribbble"), ("behance.net", "Behance"),
    ("youtube.com", "YouTube"), ("facebook.com", "Facebook"), ("instagram.com", "Instagram"),
    ("kaggle.com", "Kaggle"), ("huggingface.co", "Hugging Face"), ("zhihu.com", "Zhihu"),
    ("bitbucket.org", "Bitbucket"), ("dblp.org", "DBLP"), ("mastodon.social", "Mastodon"),
)
_SCHEMELESS = re.compile(r"^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(/\S*)?$", re.IGNORECASE)


def web_url(value: object) -> object:
    """*value* with ``https://`` in front when it is a bare web address
    (``www.linkedin.com/in/jane``); anything else unchanged, for the model to judge."""
    if isinstance(value, str) and _SCHEMELESS.match(value.strip()):
        return "https://" + value.strip()
    return value


def network_from_url(url: str) -> str | None:
    """The site a profile link points to: ``GitHub`` for github.com, the bare host otherwise."""
    host = re.sub(r"^[a-z][a-z0-9+.-]*://", "", url.strip(), flags=re.IGNORECASE).split("/")[0].split("@")[-1]
    host = host.split(":")[0].lower().removeprefix("www.")
    if not host or "." not in host:
        return None
    for suffix, name in _NETWORKS:
        if host == suffix or host.endswith("." + suffix) or (suffix.endswith(".") and host.startswith(suffix)):
            return name
    return host
