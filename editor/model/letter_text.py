"""What a cover letter prints in one language: the one rule the PDF, the
Word export and the window's letter list read.

Empty parts take the language's conventions (:mod:`editor.model.l10n`): the
salutation, the closing (English "Sincerely,"; Chinese 此致 / 敬礼！), the
date as that language writes it, and the résumé's name as the signature.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from .content import language_matches, named, variant_named
from .l10n import format_letter_date, locale_for
from .letter import Letter
from .resume import Resume
from .text import LocalText, text_or_fallback


@dataclass(frozen=True)
class LetterText:
    date: str
    recipient: list[str]
    """Name, organisation and address lines, the empty ones left out."""
    subject: str
    salutation: str
    paragraphs: list[str]
    """In the model's inline syntax (``**bold**``, ``*italic*``, links)."""
    closing: list[str]
    signature: str
    style: str
    """The language's letter layout: "western" or "chinese" (see :class:`~editor.model.l10n.Locale`)."""


def letter_named(resume: Resume, name: str) -> Letter:
    return named(resume.letters, name, "letter")


def letter_languages(resume: Resume, letter: Letter) -> list[str]:
    """The languages *letter* is written in: its own limit, within its variant's."""
    variant_langs = variant_named(resume, letter.variant).languages if letter.variant else None
    return [lang for lang in resume.languages
            if language_matches(lang, letter.languages) and language_matches(lang, variant_langs)]


def _greeting(loc, recipient: str) -> str:
    """The language's usual greeting: to the recipient by name when the letter has one."""
    return loc.salutation_to.format(recipient=recipient) if recipient else loc.salutation


def letter_text(resume: Resume, letter: Letter, lang: str, today: datetime.date) -> LetterText:
    default = resume.default_language
    loc = locale_for(lang)

    def text(value: LocalText | None) -> str:
        return text_or_fallback(value, lang, default).strip()

    lines = [text(letter.recipient), text(letter.organisation)]
    lines += [line.strip() for line in text(letter.address).splitlines()]
    closing = text(letter.closing)
    return LetterText(
        date=format_letter_date(letter.date or today.isoformat(), lang),
        recipient=[line for line in lines if line],
        subject=text(letter.subject),
        salutation=text(letter.salutation) or _greeting(loc, text(letter.recipient)),
        paragraphs=[paragraph for paragraph in (text(body) for body in letter.body) if paragraph],
        closing=[line.strip() for line in closing.splitlines() if line.strip()] if closing else list(loc.closing),
        signature=text(letter.signature) or text(resume.basics.name),
        style=loc.letter_style,
    )
