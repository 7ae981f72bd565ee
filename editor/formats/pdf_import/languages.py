"""The words of every language Vitae has a table for, as the reader meets them in CVs other
tools made: month names, the word for "present", section titles.

They come from the language files Vitae prints with (:mod:`editor.model.l10n`), so a language
added there is read here too: one table per language, in one place. Text is compared
:func:`folded`: case, accents and the apostrophe's shape aside ("COMPETENCES" is
"Compétences", "Aujourd'hui" is "aujourd’hui").
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from ...model.l10n import LOCALES


def folded(text: str) -> str:
    """*text* compared as a reader would: case and accents aside, ’ as '."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().replace("’", "'"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _tables(*, but: str = "") -> list:
    out = []
    for tag in LOCALES:
        if tag == but:
            continue
        try:
            out.append(LOCALES[tag])
        except ValueError:  # a broken language file (a person's own): the others still count
            continue
    return out


@cache
def month_numbers() -> dict[str, int]:
    """Each language's month names and abbreviations, folded and without their full stop → 1-12
    (names written with digits, "9月", are read by the date patterns themselves)."""
    numbers: dict[str, int] = {}
    for table in _tables():
        for names in (table.months, table.long_months):
            for number, name in enumerate(names, start=1):
                key = folded(name).rstrip(".")
                if key.isalpha():
                    numbers.setdefault(key, number)
    return numbers


@cache
def month_pattern() -> str:
    """A regular expression (no groups) matching any language's month name as a CV prints it:
    with or without its accents and its full stop ("févr.", "Fevr", "März", "sept.")."""
    spellings: set[str] = set()
    for table in _tables():
        for name in (*table.months, *table.long_months):
            bare = name.rstrip(".").casefold()
            if bare.isalpha():
                spellings.update((bare, folded(bare)))
    return "(?:" + "|".join(re.escape(s) for s in sorted(spellings, key=len, reverse=True)) + r")\.?"


@cache
def present_pattern() -> str:
    """A regular expression (no groups) matching any language's word for "to this day"."""
    words: set[str] = set()
    for table in _tables():
        word = table.present.casefold()
        words.update((word, word.replace("’", "'"), folded(word)))
    return "(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + ")"


@cache
def section_titles() -> dict[str, str]:
    """Each language's printed section titles but English's, :func:`heading_key`-folded → the
    section kind. (English headings are listed with their plurals in ``model/kinds.py``, where
    a plural can mean another section: "Profiles" are links, a "Profile" is about the person.)"""
    titles: dict[str, str] = {}
    for table in _tables(but="en"):
        for kind, title in (table.section_titles or {}).items():
            if title:
                titles.setdefault(heading_key(title), kind)
    return titles


def heading_key(text: str) -> str:
    """A heading compared across its forms: folded, punctuation as spaces, each word without a
    plural's final s ("Expériences professionnelles" is "Expérience professionnelle")."""
    words = re.sub(r"[\s:：·•|/&,、'-]+", " ", folded(text)).split()
    return " ".join(word[:-1] if len(word) > 3 and word.endswith("s") else word for word in words)
