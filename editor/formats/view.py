"""What the exporters share: which sections and entries show in a language,
and their text in that language."""

from __future__ import annotations

from collections.abc import Iterator

from ..model import LocalText, Resume, Section, text_or_fallback
from ..model.content import section_heading, shown_in, shown_sections
from ..model import Entry, EntryBase
from ..request import RenderRequest


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
        return shown_in(item, self.lang)

    def sections(self) -> Iterator[tuple[Section, list[Entry]]]:
        """The sections that print in this language with their entries (see :mod:`editor.model.content`)."""
        return shown_sections(self.resume, self.lang)

    def heading(self, section: Section) -> str:
        """The section's printed heading; "" means it prints without one."""
        return section_heading(section, self.lang, self.default)


def titled(section: Section, *names: str) -> bool:
    """Whether the section's title, in any language, is one of *names* (case-insensitive)."""
    title = section.title
    titles = [title] if isinstance(title, str) else list((title or {}).values())
    wanted = {name.casefold() for name in names}
    return any(t.strip().casefold() in wanted for t in titles)


def requested_language(resume: Resume, request: RenderRequest) -> str:
    """The language an export request asks for, else the résumé's default.

    Exporters take the same request as the PDF renderer (see ``editor.exports``);
    the text formats need only its language.
    """
    return request.lang or resume.default_language
