"""What layout functions need while building one PDF: language, styles, text helpers."""

from __future__ import annotations

import datetime
from pathlib import Path
from dataclasses import dataclass, field

from reportlab.platypus import Flowable

from .flowables import PARAGRAPH, Para

from ..model import Resume
from ..model.content import shown_in
from ..model.l10n import Locale, format_range, locale_for, phrase, relabel, separator_between
from ..model.text import LocalText, text_or_fallback
from .inline import link_markup, to_markup
from .styles import Stylesheet
from .theme import Theme


@dataclass
class Block:
    """An entry's flowables: ``head`` is kept on one page with the first of ``body``."""

    head: list[Flowable]
    body: list[Flowable] = field(default_factory=list)
    spaced: bool = True
    """Whether the theme's entry gap separates it from the previous entry
    (one-line entries such as skills or awards sit closer together)."""


@dataclass
class RenderContext:
    resume: Resume
    lang: str
    styles: Stylesheet
    today: datetime.date
    base_dir: Path | None = None
    """The document's folder: a relative asset path (a photo) resolves against it."""
    warnings: list[str] = field(default_factory=list)
    """What could not be printed and was left out ("basics.photo: … cannot be found")."""
    anchors: list[tuple[tuple, int, float, float]] = field(default_factory=list)
    """Where each entry landed: (its model path, page index, x, y from the page's top; points)."""
    story_ends: list[tuple[int, int]] = field(default_factory=list)
    """(index of a top-level piece of the story, the page index it ends on), as laid out."""
    page_parts: list = field(default_factory=list)
    """Each page's :class:`~editor.render.page_parts.PageParts`, when the request asked for them."""
    _paths: dict[int, tuple] | None = field(default=None, repr=False)

    def path_of(self, section: object, entry: object) -> tuple | None:
        """The model path (``("sections", i, "entries", j)``) of *entry* of *section* in this résumé."""
        if self._paths is None:
            self._paths = {id(e): ("sections", i, "entries", j)
                           for i, s in enumerate(self.resume.sections) for j, e in enumerate(s.entries)}
        return self._paths.get(id(entry))

    @property
    def theme(self) -> Theme:
        return self.styles.theme

    @property
    def default_lang(self) -> str:
        return self.resume.default_language

    @property
    def locale(self) -> Locale:
        return locale_for(self.lang)

    def shows(self, item: object) -> bool:
        """Whether a section or entry is rendered in this language."""
        return shown_in(item, self.lang)

    def text(self, value: LocalText | None) -> str:
        return text_or_fallback(value, self.lang, self.default_lang).strip()

    def highlight(self, value: LocalText | None) -> str:
        """A highlight's text; a labelled one ("**Courses:** …") gets the label in this language."""
        return relabel(self.text(value), self.lang)

    def markup(self, style: str, text: str, *, parse: bool = True, bold: bool = False,
               italic: bool = False, link: bool = True) -> str:
        """Safe markup for *text* as a piece of a paragraph in *style*."""
        link_colour = self.styles.colour(self.theme.colours.link) if link else None
        return to_markup(self.styles.chain, text, self.styles[style].fontName, parse=parse,
                         bold=bold, italic=italic, link_colour=link_colour)

    def phrase(self, style: str, key: str, texts: dict[str, str],
               markups: dict[str, str] | None = None) -> tuple[str, str]:
        """Markup of phrase *key* as this language words it (:func:`~editor.model.l10n.phrase`)
        for the parts' *texts*, a part's markup from *markups* when given (a linked
        institution), else its text's; and the text of the last part it prints (what a
        separator after the phrase stands beside)."""
        out, last = "", ""
        for piece, is_part in phrase(key, self.lang, [name for name, text in texts.items() if text]):
            if is_part:
                out += (markups or {}).get(piece) or self.markup(style, texts[piece])
                last = texts[piece]
            else:  # the language's own words: data, never markup
                out += self.markup(style, piece, parse=False)
        return out, last

    def link(self, url: str | None, inner: str) -> str:
        """Safe markup *inner* made a link to *url* (when there is one)."""
        if not url:
            return inner
        return link_markup(url, inner, self.styles.colour(self.theme.colours.link))

    def para(self, style: str, markup: str, *, bullet: str | None = None) -> Para:
        """A paragraph of already-safe *markup* (build it with :meth:`markup`)."""
        return PARAGRAPH(markup, self.styles.wrapping(style, markup), bulletText=bullet)

    def p(self, style: str, text: str, **kwargs: bool) -> Para:
        """A paragraph of user *text* in *style*."""
        return self.para(style, self.markup(style, text, **kwargs))

    def dates(self, start: str | None, end: str | None, expected: bool = False) -> str:
        style = None if self.theme.date_style == "locale" else self.theme.date_style
        return format_range(start, end, self.lang, expected=expected, style=style)

    def join(self, style: str, parts: list[str], sep: str | None = None, **kwargs: bool) -> str:
        """Markup of the non-empty *parts* joined by *sep* (the locale's comma)."""
        sep = self.locale.enum_sep if sep is None else sep
        texts = [part for part in parts if part]
        out = self.markup(style, texts[0], **kwargs) if texts else ""
        for before, part in zip(texts, texts[1:]):
            out += self.markup(style, separator_between(sep, before, part), parse=False)
            out += self.markup(style, part, **kwargs)
        return out

    def space(self, points: float) -> float:
        return self.styles.space(points)
