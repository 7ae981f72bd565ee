"""What the exporters share: which sections and entries show in a language,
and their text in that language."""

from __future__ import annotations

from collections.abc import Iterator

from ..model import LocalText, Resume, Section, text_or_fallback
from ..model.entries import EntryBase
from ..model.l10n import section_title


class LanguageView:
    """One language's reading of a résumé, by Vitae's text rule (as the PDF):
    a plain string prints in every language until translated, a
    ``{lang: text}`` mapping only in the languages it lists."""

    def __init__(self, resume: Resume, lang: str):
        self.resume = resume
        self.lang = lang
        self.default = resume.default_language

    def text(self, value: LocalText | None) -> str:
        return text_or_fallback(value, self.lang, self.default)

    def texts(self, values: list[LocalText]) -> list[str]:
        return [text for text in (self.text(v) for v in values) if text]

    def shows(self, item: Section | EntryBase) -> bool:
        return item.visible and (not item.languages or self.lang in item.languages)

    def sections(self) -> Iterator[tuple[Section, list]]:
        """Visible sections in this language with their visible entries (empty ones skipped)."""
        for section in self.resume.sections:
            if not self.shows(section):
                continue
            entries = [entry for entry in section.entries if self.shows(entry)]
            if entries:
                yield section, entries

    def heading(self, section: Section) -> str:
        return self.text(section.title) or section_title(section.kind, self.lang) or section.kind.title()


def titled(section: Section, *names: str) -> bool:
    """Whether the section's title, in any language, is one of *names* (case-insensitive)."""
    title = section.title
    titles = [title] if isinstance(title, str) else list((title or {}).values())
    wanted = {name.casefold() for name in names}
    return any(t.strip().casefold() in wanted for t in titles)
