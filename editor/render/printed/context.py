"""What the printing functions need while resolving one résumé: its language,
its template's data and text helpers that make runs (the PDF layouts'
:class:`~editor.render.context.RenderContext` has the same names, making markup)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from ...model import Resume
from ...model.l10n import Locale, format_range, locale_for, phrase, relabel, separator_between
from ...model.markup import is_safe_url, parse_inline
from ...model.text import text_or_fallback
from ..theme import Theme
from .lines import Run


class Ctx:
    def __init__(self, resume: Resume, lang: str, theme: Theme) -> None:
        self.resume, self.lang, self.theme = resume, lang, theme
        self.default_lang = resume.default_language
        self.locale: Locale = locale_for(lang)
        self.numbering = 0
        """The numbered list last begun: each section of publications numbers from 1."""

    def text(self, value: Any) -> str:
        return text_or_fallback(value, self.lang, self.default_lang).strip()

    def highlight(self, value: Any) -> str:
        """A highlight's text; a labelled one ("**Courses:** …") gets the label in this language."""
        return relabel(self.text(value), self.lang)

    def runs(self, text: str, *, parse: bool = True, bold: bool = False, italic: bool = False,
             link: bool = True) -> list[Run]:
        """*text* as runs: its inline markup (bold, italic, links) read unless *parse* is False."""
        if not text:
            return []
        if not parse:
            return [Run(text, bold, italic)]
        return [Run(s.text, s.bold, s.italic, s.url if link else None)
                for s in parse_inline(text, bold=bold, italic=italic)]

    def phrase(self, key: str, texts: dict[str, str],
               own: dict[str, list[Run]] | None = None) -> tuple[list[Run], str]:
        """Phrase *key* as this language words it (:func:`~editor.model.l10n.phrase`) for
        the parts' *texts*, a part's runs from *own* when given (a linked, bold
        institution), else its text's; and the text of the last part it prints (what a
        separator after the phrase stands beside)."""
        out: list[Run] = []
        last = ""
        for piece, is_part in phrase(key, self.lang, [name for name, text in texts.items() if text]):
            if is_part:
                out += (own or {}).get(piece) or self.runs(texts[piece])
                last = texts[piece]
            else:  # the language's own words: data, never markup
                out.append(Run(piece))
        return out, last

    def link(self, url: str | None, runs: list[Run]) -> list[Run]:
        if not url or not is_safe_url(url):
            return runs
        return [replace(run, url=url) for run in runs]

    def join(self, parts: Iterable[str], sep: str | None = None, **kwargs: bool) -> list[Run]:
        """The non-empty *parts* joined by *sep* (the locale's comma)."""
        sep = self.locale.enum_sep if sep is None else sep
        out: list[Run] = []
        before = ""
        for part in (p for p in parts if p):
            if out:
                out.append(Run(separator_between(sep, before, part)))
            out += self.runs(part, **kwargs)
            before = part
        return out

    def dates(self, start: str | None, end: str | None, expected: bool = False) -> str:
        style = None if self.theme.date_style == "locale" else self.theme.date_style
        return format_range(start, end, self.lang, expected=expected, style=style)
