"""Partial dates: a year, a year and month, a full date, or a season.

Stored as short ISO-like strings (``2021``, ``2021-09``, ``2021-09-15``,
``2024-summer``) so files stay readable; formatted per language only when
rendered (see ``editor.model.l10n``). ``present`` is a separate marker for
open-ended ranges, never a date.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, Field, WithJsonSchema

SEASONS = ("spring", "summer", "fall", "winter")
_SEASON_ALIASES = {"autumn": "fall"}
_DATE = re.compile(r"^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?$")
_SEASON = re.compile(r"^(\d{4})-([a-z]+)$")


@dataclass(frozen=True, order=True)
class DateParts:
    year: int
    month: int | None = None
    day: int | None = None
    season: str | None = None

    def sort_key(self) -> tuple[int, int, int]:
        month = self.month or (SEASONS.index(self.season) * 3 + 3 if self.season else 0)
        return (self.year, month, self.day or 0)


def parse_date(text: str) -> DateParts:
    """Parse a partial date; raise ``ValueError`` with a sentence a person understands."""
    text = text.strip()
    season = _SEASON.match(text.lower())
    if season:
        name = _SEASON_ALIASES.get(season.group(2), season.group(2))
        if name not in SEASONS:
            raise ValueError(f"season must be one of {', '.join(SEASONS)}, got {_quoted(season.group(2))}")
        return DateParts(int(season.group(1)), season=name)
    match = _DATE.match(text)
    if not match:
        raise ValueError(
            f"a date must look like 2021, 2021-09, 2021-09-15 or 2024-summer, got {_quoted(text)}"
        )
    year = int(match.group(1))
    month = int(match.group(2)) if match.group(2) else None
    day = int(match.group(3)) if match.group(3) else None
    if month is not None and not 1 <= month <= 12:
        raise ValueError(f"month must be 1–12, got {month}")
    if day is not None:
        last = calendar.monthrange(year, month or 1)[1]
        if not 1 <= day <= last:
            raise ValueError(f"day must be 1–{last}, got {day}")
    return DateParts(year, month, day)


def _quoted(text: str) -> str:
    """*text* quoted for a message, cut short: a date field may hold anything."""
    return repr(text) if len(text) <= 40 else repr(text[:37]) + "..."


def _coerce(value: object) -> object:
    # YAML reads an unquoted 2021 as an int; a date is text either way.
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return value


def _normalise(text: str) -> str:
    """The stored form of a date: what it normalises to must parse again.

    Years keep four digits (``0202-05`` stays ``0202-05``, not ``202-05``,
    which would not read back) and digits are written in ASCII.
    """
    parts = parse_date(text)
    if parts.season:
        return f"{parts.year:04d}-{parts.season}"
    out = f"{parts.year:04d}"
    if parts.month:
        out += f"-{parts.month:02d}"
    if parts.day:
        out += f"-{parts.day:02d}"
    return out


_DATE_SCHEMA = {
    "type": "string",
    "pattern": r"^\d{4}(-(\d{1,2}(-\d{1,2})?|spring|summer|fall|autumn|winter))?$",
    "examples": ["2021", "2021-09", "2021-09-15", "2024-summer"],
}

PartialDate = Annotated[
    str,
    BeforeValidator(_coerce),
    AfterValidator(_normalise),
    WithJsonSchema(_DATE_SCHEMA),
    Field(description="A partial date: year, year-month, year-month-day or year-season."),
]

def _normalise_end(text: str) -> str:
    return "present" if text.strip().lower() == "present" else _normalise(text)


EndDate = Annotated[
    str,
    BeforeValidator(_coerce),
    AfterValidator(_normalise_end),
    WithJsonSchema({"anyOf": [_DATE_SCHEMA, {"const": "present"}]}),
    Field(description="A partial date, or 'present' for an ongoing range."),
]


def date_key(value: str | None) -> tuple[int, int, int]:
    """Sort key for a stored date string; ``present`` sorts last."""
    if value is None:
        return (0, 0, 0)
    if value == "present":
        return (9999, 12, 31)
    return parse_date(value).sort_key()
