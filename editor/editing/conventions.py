"""What a résumé in one language usually has, or leaves out: hints, never errors.

Markets differ: a photo, a birth date or a marital status is usual on a Chinese
résumé and unusual on an English one (employers in the US and the UK avoid them
for fair hiring); a Chinese one is expected to state its job objective (求职意向)
and a contact line. The rules are data, ``conventions.json`` beside this module:
``markets`` names, per language tag, what is ``unusual`` and what is ``expected``
there; ``signs`` the words a label carries when it names a birth date, a marital
status or an objective. A language it does not list gets no hints. What each
thing is (a printed photo, a personal detail, the headline) is this module's:
one function a thing, whatever the language. ``vitae check`` and the window's
Check PDF show the hints.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from importlib.resources import files
from typing import Any

from ..model.content import personal_details, photo_in, section_heading, shown_sections
from ..model.l10n import language_name
from ..model.resume import Resume
from ..model.text import text_or_fallback

WHAT = {
    "photo": "a photo",
    "birth_date": "a birth date",
    "marital_status": "a marital status",
    "objective": "a job objective (the headline under the name, or an Objective section)",
    "contact": "a contact line (an e-mail address or a phone number)",
}


@cache
def conventions() -> dict[str, Any]:
    """The rules of every market, as ``conventions.json`` holds them."""
    data: dict[str, Any] = json.loads((files(__package__ or "editor.editing") / "conventions.json")
                                      .read_text(encoding="utf-8"))
    return data


def market(lang: str) -> dict[str, Any] | None:
    """The rules for *lang* (``zh-CN`` takes ``zh``'s), or None when none are written down."""
    markets = conventions()["markets"]
    return markets.get(lang) or markets.get(lang.split("-")[0])


def _labels(resume: Resume, lang: str) -> list[str]:
    """Every label that prints in *lang*: the personal details' and the section headings."""
    def text(value: Any) -> str:
        return text_or_fallback(value, lang, resume.default_language)

    details = [label for label, _ in personal_details(resume.basics, text)]
    headings = [section_heading(section, lang, resume.default_language) for section, _ in shown_sections(resume, lang)]
    return [label.casefold() for label in details + headings if label]


def _signed(thing: str) -> Callable[[Resume, str], bool]:
    def has(resume: Resume, lang: str) -> bool:
        signs = [sign.casefold() for sign in conventions()["signs"][thing]]
        return any(sign in label for label in _labels(resume, lang) for sign in signs)
    return has


def _has_objective(resume: Resume, lang: str) -> bool:
    headline = text_or_fallback(resume.basics.headline, lang, resume.default_language).strip()
    return bool(headline) or _signed("objective")(resume, lang)


HAS: dict[str, Callable[[Resume, str], bool]] = {
    "photo": lambda resume, lang: photo_in(resume.basics, lang) is not None,
    "birth_date": _signed("birth_date"),
    "marital_status": _signed("marital_status"),
    "objective": _has_objective,
    "contact": lambda resume, lang: bool(resume.basics.email or resume.basics.phone),
}


def market_hints(resume: Resume, lang: str) -> list[str]:
    """One line per convention of *lang*'s market the résumé's *lang* version does not follow."""
    rules = market(lang)
    if rules is None:
        return []
    name, where = language_name(lang) or lang, rules.get("market", "")
    place = f" ({where})" if where else ""
    hints = [f"{WHAT[thing]} is unusual in a résumé in {name}{place}: leave it out of this language"
             for thing in rules.get("unusual", []) if HAS[thing](resume, lang)]
    hints += [f"no {WHAT[thing].removeprefix('a ')}: a résumé in {name}{place} usually has one"
              for thing in rules.get("expected", []) if not HAS[thing](resume, lang)]
    return hints
