"""The résumé as an editable Word document (.docx) that looks like the PDF.

The same content rules as the PDF (:mod:`editor.model.content`) and the same
theme data (:mod:`editor.render.theme`), set with Word's own means: named
paragraph and character styles (one place to restyle the whole document;
capitals by style), a right tab stop at the text width for dates and places
(a two-cell row only when a title is too long to share its line,
:mod:`editor.render.docx_rows`), real numbering definitions for bullets and
numbered publications, ``w:hyperlink`` elements for links, paragraph borders
for heading rules, keep-with-next on headings and entry titles, separate
Latin and East Asian fonts (East Asian text never italic), each run's
language, and the fonts themselves embedded (:mod:`editor.render.docx_fonts`).

Each template's layout is mirrored line by line here: a line is a style, runs
on the left and runs after a right tab. User text only ever becomes run text
(python-docx escapes it); characters XML cannot hold are dropped.

The photo floats at the top right of the first page, the size of the
template's slot, described by the person's name. The sidebar template's two
columns are one table row (:mod:`editor.render.docx_columns`): the tinted
sidebar's cell, photo on top, then the main column's, so the text reads column
by column. Word has no contact icons: where the PDF draws them, words say what
each contact is.
"""

from __future__ import annotations

import datetime
import functools
import io
from pathlib import Path
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from ..model import Resume
from ..model import content
from ..model.content import cut, named_authors
from ..model.letter_text import letter_named, letter_text
from ..model.dates import parse_date
from ..model.l10n import Locale, contact_label, format_range, locale_for
from ..model.markup import is_safe_url, parse_inline
from ..model.text import text_or_fallback
from .docx_rows import GAP, SLACK, row_table, text_width, unbreakable
from .docx_fonts import FontUse, ask_for_embedding, east_asian_pieces, embed_fonts, word_name
from .fonts import family as bundled_family
from .docx_columns import SidebarColumns, band_behind_every_page, document_end, place_tables_by_border, sidebar_columns, two_column_table
from .layouts.arrangement import in_sidebar, jianli_rank, labelled_handle, objective_label
from .request import RenderRequest
from .templates import check_template, template_info
from .theme import Theme, load_theme
from ..model.l10n import join_texts, separator_between

# ---- fonts and languages ---------------------------------------------------

LANG_TAGS = {"en": "en-US", "zh": "zh-CN", "zh-Hans": "zh-CN", "zh-Hant": "zh-TW", "ja": "ja-JP",
             "ko": "ko-KR", "de": "de-DE", "fr": "fr-FR", "es": "es-ES"}
CJK_LANGS = ("zh", "ja", "ko")
REGIONAL_EAST_ASIAN = {"ja": "NotoSansJP", "ko": "NotoSansKR"}
"""The bundled East Asian family of a language, as the PDF's font chain picks it."""

_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff\ufffe\uffff]")


def word_lang(lang: str) -> str:
    """``zh`` → ``zh-CN``: Word's spelling and line breaking want a region."""
    return LANG_TAGS.get(lang) or LANG_TAGS.get(lang.split("-")[0], lang)


def east_asian_family(theme: Theme, lang: str) -> str:
    """The bundled family East Asian text is set in (embedded in the file)."""
    return REGIONAL_EAST_ASIAN.get(lang.split("-")[0].lower(), theme.fonts.cjk)


def clean(text: str) -> str:
    """*text* as run text: characters XML 1.0 cannot hold are dropped; a tab
    (which would jump to the date column) becomes a space."""
    return _NOT_XML.sub("", text).replace("\t", " ").replace("\r", "")


# ---- lines: what the layouts produce ------------------------------------------

@dataclass(frozen=True)
class Run:
    text: str
    bold: bool = False
    italic: bool = False
    url: str | None = None
    style: str | None = None
    """A character style id (the right-hand column's)."""


@dataclass
class Line:
    style: str
    """The paragraph style's key (a theme style name: ``entry_title``, ``bullet``…)."""
    left: list[Run]
    right: list[Run] = field(default_factory=list)
    hanging: list[Run] | None = None
    """Text in a hanging column before a tab (profile's news dates)."""
    numbered: int | None = None
    """The numbering instance of a numbered list (publications)."""
    keep: bool = False
    space_before: float | None = None
    indent_chars: int = 0
    """A first-line indent of this many characters (a Chinese paragraph's two)."""
    half: bool = False
    """The right-hand runs start at a left tab half-way across (jianli's details, two to a row)."""
    rule: str | None = None
    """An empty line drawn as a rule of this colour (``#rrggbb``): the letter's accent rule."""


@dataclass
class Block:
    head: list[Line]
    body: list[Line] = field(default_factory=list)
    spaced: bool = True


class Ctx:
    """The Word side of :class:`editor.render.context.RenderContext`: the same
    helper names, producing runs instead of reportlab markup."""

    def __init__(self, resume: Resume, lang: str, theme: Theme) -> None:
        self.resume, self.lang, self.theme = resume, lang, theme
        self.default_lang = resume.default_language
        self.locale: Locale = locale_for(lang)
        self.numbering = 0

    def text(self, value: Any) -> str:
        return text_or_fallback(value, self.lang, self.default_lang).strip()

    def runs(self, text: str, *, parse: bool = True, bold: bool = False, italic: bool = False,
             link: bool = True) -> list[Run]:
        if not text:
            return []
        if not parse:
            return [Run(text, bold, italic)]
        return [Run(s.text, s.bold, s.italic, s.url if link else None)
                for s in parse_inline(text, bold=bold, italic=italic)]

    def link(self, url: str | None, runs: list[Run]) -> list[Run]:
        if not url or not is_safe_url(url):
            return runs
        return [replace(run, url=url) for run in runs]

    def join(self, parts: Iterable[str], sep: str | None = None, **kwargs: bool) -> list[Run]:
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

    def en(self) -> bool:
        return self.lang.split("-")[0] == "en"


def meta(text: str, style: str = "entry_meta") -> list[Run]:
    return [Run(text, style=style)] if text else []


# ---- the shared layout (layouts/common.py) -------------------------------------

def dates_of(ctx: Ctx, e: Any) -> str:
    return ctx.dates(e.start, e.end, e.expected)


def years_of(ctx: Ctx, dates: list[str]) -> str:
    return join_texts(ctx.locale.list_sep, [ctx.dates(d, None) for d in dates])


def bullets(ctx: Ctx, items: list, style: str = "bullet") -> list[Line]:
    return [Line(style, ctx.runs(t)) for t in (ctx.text(i) for i in items) if t]


def summary(ctx: Ctx, value: Any, style: str = "summary") -> list[Line]:
    text = ctx.text(value)
    return [Line(style, ctx.runs(text))] if text else []


def row(left: list[Run], right: list[Run], style: str = "entry_title") -> Line:
    return Line(style, left, right)


def titled_entry(ctx: Ctx, title: str, right: str, sub: list[str], sub_right: str, body: list[Line]) -> Block:
    head = [row(ctx.runs(title), meta(right))]
    sub_runs = ctx.join(sub)
    if sub_runs or sub_right:
        place = [replace(r, style="entry_meta_sub") for r in ctx.runs(sub_right)]
        head.append(row(sub_runs, place, "entry_sub"))
    return Block(head, body)


def education(ctx: Ctx, e: Any, index: int) -> Block:
    degree = ctx.join([ctx.text(e.degree), ctx.text(e.field)])
    head = [row(ctx.runs(ctx.text(e.institution)), meta(dates_of(ctx, e)))]
    place = [replace(r, style="entry_meta_sub") for r in ctx.runs(ctx.text(e.location))]
    if degree or place:
        head.append(row(degree, place, "entry_sub"))
    return Block(head, bullets(ctx, e.highlights))


def experience(ctx: Ctx, e: Any, index: int) -> Block:
    title = join_texts(ctx.locale.enum_sep, [p for p in (ctx.text(e.organisation), ctx.text(e.team)) if p])
    return titled_entry(ctx, title, dates_of(ctx, e), [ctx.text(e.role)], ctx.text(e.location),
                        summary(ctx, e.summary) + bullets(ctx, e.highlights))


def project(ctx: Ctx, e: Any, index: int) -> Block:
    return titled_entry(ctx, ctx.text(e.name), dates_of(ctx, e), [ctx.text(e.organisation), ctx.text(e.role)],
                        ctx.text(e.location), summary(ctx, e.summary) + bullets(ctx, e.highlights))


def generic(ctx: Ctx, e: Any, index: int) -> Block:
    return titled_entry(ctx, ctx.text(e.title), dates_of(ctx, e), [ctx.text(e.subtitle)], ctx.text(e.location),
                        summary(ctx, e.summary) + bullets(ctx, e.highlights))


def equal_note(ctx: Ctx, e: Any) -> str:
    return f"* {ctx.locale.equal_contribution}" if any(a.equal for a, _ in named_authors(e.authors, ctx.text)) else ""


def author_runs(ctx: Ctx, e: Any) -> list[Run]:
    """The authors that print (a row with no name prints nothing), the owner bold, * for equal contribution."""
    runs: list[Run] = []
    for author, name in named_authors(e.authors, ctx.text):
        if runs:
            runs.append(Run(", "))
        runs.append(Run(name + ("*" if author.equal else ""), bold=author.me))
    return runs


def publication_runs(ctx: Ctx, e: Any, *, italic_title: bool = True) -> list[Run]:
    """Authors (the owner bold), title, venue (**short**), status, note, links."""
    sep = Run(", ")
    parts: list[list[Run]] = []
    authors = author_runs(ctx, e)
    if authors:
        parts.append(authors)
    parts.append(ctx.link(e.url, ctx.runs(ctx.text(e.title), italic=italic_title, link=False)))
    venue, short = ctx.text(e.venue), ctx.text(e.venue_short)
    venue_runs = ctx.runs(venue)
    if short:
        short_runs = [Run("("), *ctx.runs(short, bold=True), Run(")")]
        venue_runs = venue_runs + [Run(" ")] + short_runs if venue_runs else short_runs
    if e.date:  # also beside a short venue, as layouts/common.py prints it
        date = ctx.dates(e.date, None)
        venue_runs = venue_runs + [Run(", "), Run(date)] if venue_runs else [Run(date)]
    if venue_runs:
        parts.append(venue_runs)
    for extra in (ctx.text(e.status), ctx.text(e.note)):
        if extra:
            parts.append(ctx.runs(extra))
    if note := equal_note(ctx, e):
        parts.append([Run(note)])
    out: list[Run] = []
    for part in parts:
        if out:
            out.append(sep)
        out += part
    for link in e.links:
        out += [Run(" "), *ctx.link(link.url, [Run(f"[{ctx.text(link.label)}]")])]
    return out


def publication(ctx: Ctx, e: Any, index: int) -> Block:
    if index == 0:
        ctx.numbering += 1
    line = Line("numbered", publication_runs(ctx, e), numbered=ctx.numbering)
    return Block([line], summary(ctx, e.summary, "note"), spaced=False)


def award(ctx: Ctx, e: Any, index: int) -> Block:
    left = ctx.join([ctx.text(e.title), ctx.text(e.issuer)])
    return Block([row(left, meta(years_of(ctx, e.dates)), "line")], summary(ctx, e.note, "note"), spaced=False)


def skill_runs(ctx: Ctx, e: Any) -> list[Run]:
    """"**Label:** details, item, item" (the colon is the locale's)."""
    label = ctx.text(e.label)
    text = ctx.join([ctx.text(e.details), *(ctx.text(i) for i in e.items)], sep=ctx.locale.list_sep)
    if not label:
        return text
    colon = ctx.locale.colon
    details = ctx.text(e.details)
    if details and details[0] in "([（,，":
        colon = " "
    lead = [Run(label + colon.rstrip(), bold=True)]
    return lead + [Run(colon[len(colon.rstrip()):])] + text if text else lead


def skill(ctx: Ctx, e: Any, index: int) -> Block:
    return Block([Line("bullet", skill_runs(ctx, e))], spaced=False)


def news(ctx: Ctx, e: Any, index: int) -> Block:
    date = Run(ctx.dates(e.date, None), bold=True)
    return Block([Line("line", [date, Run("  "), *ctx.runs(ctx.text(e.text))])], spaced=False)


def text_entry(ctx: Ctx, e: Any, index: int) -> Block:
    return Block(summary(ctx, e.text, "text"), spaced=False)


def list_entry(ctx: Ctx, e: Any, index: int) -> Block:
    return Block(bullets(ctx, e.items), spaced=False)


Renderer = Callable[[Ctx, Any, int], Block]
COMMON: dict[str, Renderer] = {
    "education": education, "experience": experience, "project": project, "publication": publication,
    "award": award, "skill": skill, "news": news, "text": text_entry, "list": list_entry, "generic": generic,
}


# ---- classic (layouts/classic.py) ------------------------------------------------

def classic_education(ctx: Ctx, e: Any, index: int) -> Block:
    degree, fld, institution = ctx.text(e.degree), ctx.text(e.field), ctx.text(e.institution)
    strong = ctx.link(e.url, ctx.runs(institution, bold=True, link=False))
    if ctx.en():
        study = " in ".join(p for p in (degree, fld) if p)
        left = [*ctx.runs(study), Run(" at "), *strong] if study else strong
    else:
        left = list(strong)
        for part in (degree, fld):
            if part:
                left += [Run(" "), *ctx.runs(part)]
    location = ctx.text(e.location)
    if location:
        last = ctx.text(e.institution) if ctx.lang.split("-")[0] == "en" else (fld or degree or ctx.text(e.institution))
        left.append(Run(separator_between(ctx.locale.enum_sep, last, location) + location))
    head = [row(left, meta(dates_of(ctx, e)), "line")]
    return Block(head, [Line("line", ctx.runs(t)) for t in (ctx.text(h) for h in e.highlights) if t])


def classic_experience(ctx: Ctx, e: Any, index: int) -> Block:
    title = ctx.link(e.url, ctx.runs(ctx.text(e.organisation), bold=True, link=False))
    location = ctx.text(e.location)
    if location:
        title.append(Run(separator_between(ctx.locale.enum_sep, ctx.text(e.organisation), location) + location))
    head = [row(title, meta(dates_of(ctx, e)), "line")]
    sub = [ctx.text(e.team), ctx.text(e.role)]
    if any(sub):
        head.append(Line("entry_sub", ctx.join(sub)))
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def classic_project(ctx: Ctx, e: Any, index: int) -> Block:
    title = ctx.link(e.url, ctx.runs(ctx.text(e.name), link=False))
    head = [row(title, meta(dates_of(ctx, e)))]
    sub = [ctx.text(e.organisation), ctx.text(e.role), ctx.text(e.location)]
    if any(sub):
        head.append(Line("entry_sub", ctx.join(sub)))
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


# ---- academic (layouts/academic.py) ----------------------------------------------

def _two_rows(ctx: Ctx, title: list[Run], place: str, sub: list[Run], dates: str, body: list[Line]) -> Block:
    head = [row(title, [replace(r, style="entry_meta") for r in ctx.runs(place)], "line")]
    if sub or dates:
        head.append(row(sub, meta(dates, "entry_meta_sub"), "entry_sub"))
    return Block(head, body)


def academic_education(ctx: Ctx, e: Any, index: int) -> Block:
    institution = ctx.link(e.url, ctx.runs(ctx.text(e.institution), bold=True, link=False))
    degree, fld, place = ctx.text(e.degree), ctx.text(e.field), ctx.text(e.location)
    body = bullets(ctx, e.highlights)
    if not place:
        left = list(institution)
        for part in (degree, fld):
            if part:
                left += [Run(" "), *ctx.runs(part)]
        return Block([row(left, meta(dates_of(ctx, e)), "line")], body)
    sub = (" in " if ctx.en() else " ").join(p for p in (degree, fld) if p)
    return _two_rows(ctx, institution, place, ctx.runs(sub), dates_of(ctx, e), body)


def _place(ctx: Ctx, *parts: Any) -> str:
    return join_texts(ctx.locale.enum_sep, [t for t in (ctx.text(p) for p in parts) if t])


def academic_project(ctx: Ctx, e: Any, index: int) -> Block:
    title = ctx.link(e.url, ctx.runs(ctx.text(e.name), bold=True, link=False))
    return _two_rows(ctx, title, _place(ctx, e.organisation, e.location), ctx.runs(ctx.text(e.role)),
                     dates_of(ctx, e), summary(ctx, e.summary) + bullets(ctx, e.highlights))


def academic_experience(ctx: Ctx, e: Any, index: int) -> Block:
    title = ctx.link(e.url, ctx.runs(ctx.text(e.organisation), bold=True, link=False))
    team = ctx.text(e.team)
    if team:
        title.append(Run(separator_between(ctx.locale.enum_sep, ctx.text(e.organisation), team) + team))
    return _two_rows(ctx, title, ctx.text(e.location), ctx.runs(ctx.text(e.role)), dates_of(ctx, e),
                     summary(ctx, e.summary) + bullets(ctx, e.highlights))


def academic_generic(ctx: Ctx, e: Any, index: int) -> Block:
    title = ctx.link(e.url, ctx.runs(ctx.text(e.title), bold=True, link=False))
    return _two_rows(ctx, title, ctx.text(e.location), ctx.runs(ctx.text(e.subtitle)), dates_of(ctx, e),
                     summary(ctx, e.summary) + bullets(ctx, e.highlights))


def academic_award(ctx: Ctx, e: Any, index: int) -> Block:
    """"• title, issuer | 2022, 2023"."""
    title = ctx.link(e.url, ctx.runs(ctx.text(e.title), link=False))
    last = ctx.text(e.title)
    for extra in (ctx.text(e.issuer), ctx.text(e.note)):
        if extra:
            title += [Run(separator_between(ctx.locale.enum_sep, last, extra)), *ctx.runs(extra)]
            last = extra
    return Block([Line("bullet", title, meta(years_of(ctx, e.dates)))], spaced=False)


# ---- plain (layouts/plain.py) ---------------------------------------------------

def _nested(ctx: Ctx, texts: list[str]) -> list[Line]:
    return [Line("bullet_nested", ctx.runs(t)) for t in texts if t]


def _dated_heading(ctx: Ctx, dates: str, title: str) -> list[Run]:
    if dates and title:
        return [Run(dates + ctx.locale.colon), *ctx.runs(title, bold=True)]
    return ctx.runs(title, bold=True) if title else [Run(dates)] if dates else []


def plain_education(ctx: Ctx, e: Any, index: int) -> Block:
    degree, fld = ctx.text(e.degree), ctx.text(e.field)
    institution = ctx.link(e.url, ctx.runs(ctx.text(e.institution), link=False))
    if degree and ctx.en():
        lead = f"{degree} in {fld}{ctx.locale.enum_sep}" if fld else f"{degree} in "
        runs = [Run(lead), *institution]
    else:
        study = " ".join(p for p in (degree, fld) if p)
        runs = list(institution) + ([Run(" "), *ctx.runs(study)] if study else [])
    tail = [p for p in (ctx.text(e.location), dates_of(ctx, e)) if p]
    if tail:
        last = ctx.text(e.institution) if degree and ctx.lang.split("-")[0] == "en" else (fld or degree or ctx.text(e.institution))
        runs.append(Run(separator_between(ctx.locale.enum_sep, last, tail[0])
                        + join_texts(ctx.locale.enum_sep, tail)))
    return Block([Line("bullet", runs)], _nested(ctx, [ctx.text(h) for h in e.highlights]), spaced=False)


def _work(ctx: Ctx, e: Any, title: str, organisation: str, extra: list[str]) -> Block:
    head = Line("bullet", _dated_heading(ctx, dates_of(ctx, e), title))
    body = [Line("bullet_nested", ctx.link(e.url, ctx.runs(organisation, link=False)))] if organisation else []
    body += _nested(ctx, [*extra, ctx.text(e.summary), *(ctx.text(h) for h in e.highlights)])
    return Block([head], body)


def plain_experience(ctx: Ctx, e: Any, index: int) -> Block:
    organisation = join_texts(ctx.locale.enum_sep, [
        p for p in (ctx.text(e.organisation), ctx.text(e.team), ctx.text(e.location)) if p])
    return _work(ctx, e, ctx.text(e.role), organisation, [])


def plain_project(ctx: Ctx, e: Any, index: int) -> Block:
    organisation = join_texts(ctx.locale.enum_sep, [p for p in (ctx.text(e.organisation), ctx.text(e.location)) if p])
    return _work(ctx, e, ctx.text(e.name), organisation, [ctx.text(e.role)])


def plain_generic(ctx: Ctx, e: Any, index: int) -> Block:
    organisation = join_texts(ctx.locale.enum_sep, [p for p in (ctx.text(e.subtitle), ctx.text(e.location)) if p])
    return _work(ctx, e, ctx.text(e.title), organisation, [])


def plain_publication(ctx: Ctx, e: Any, index: int) -> Block:
    return Block([Line("bullet", publication_runs(ctx, e))], summary(ctx, e.summary, "note"), spaced=False)


def plain_award(ctx: Ctx, e: Any, index: int) -> Block:
    runs = ctx.join([ctx.text(e.title), ctx.text(e.issuer), years_of(ctx, e.dates)])
    return Block([Line("bullet", runs)], _nested(ctx, [ctx.text(e.note)]), spaced=False)


def plain_news(ctx: Ctx, e: Any, index: int) -> Block:
    runs = _dated_heading(ctx, ctx.dates(e.date, None), "") + ctx.runs(ctx.locale.colon + ctx.text(e.text))
    return Block([Line("bullet", runs)], spaced=False)


# ---- profile (layouts/profile.py) ------------------------------------------------

DASH = " — "


def _title(ctx: Ctx, main: str, url: str | None, rest: list[str]) -> list[Run]:
    out = ctx.link(url, ctx.runs(main, bold=True, link=False))
    return out + [Run(DASH + part) for part in rest if part]


def _sub(ctx: Ctx, *parts: str) -> list[Line]:
    text = join_texts(ctx.locale.enum_sep, [p for p in parts if p])
    return [Line("entry_sub", ctx.runs(text))] if text else []


def profile_experience(ctx: Ctx, e: Any, index: int) -> Block:
    organisation = DASH.join(p for p in (ctx.text(e.organisation), ctx.text(e.team)) if p)
    head = [row(_title(ctx, organisation, e.url, [ctx.text(e.role)]), meta(dates_of(ctx, e)), "line"),
            *_sub(ctx, ctx.text(e.location))]
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def profile_project(ctx: Ctx, e: Any, index: int) -> Block:
    head = [row(_title(ctx, ctx.text(e.name), e.url, [ctx.text(e.role)]), meta(dates_of(ctx, e)), "line"),
            *_sub(ctx, ctx.text(e.organisation), ctx.text(e.location))]
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def profile_generic(ctx: Ctx, e: Any, index: int) -> Block:
    head = [row(_title(ctx, ctx.text(e.title), e.url, [ctx.text(e.subtitle)]), meta(dates_of(ctx, e)), "line"),
            *_sub(ctx, ctx.text(e.location))]
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def profile_education(ctx: Ctx, e: Any, index: int) -> Block:
    institution = ctx.link(e.url, ctx.runs(ctx.text(e.institution), bold=True, link=False))
    head = [row(institution, meta(dates_of(ctx, e)), "line")]
    study = (" in " if ctx.en() else " ").join(p for p in (ctx.text(e.degree), ctx.text(e.field)) if p)
    return Block(head + _sub(ctx, study, ctx.text(e.location)), bullets(ctx, e.highlights))


def profile_publication(ctx: Ctx, e: Any, index: int) -> Block:
    head = [Line("entry_title", ctx.link(e.url, ctx.runs(ctx.text(e.title), link=False)))]
    venue = " ".join(p for p in (ctx.text(e.venue_short), ctx.text(e.venue)) if p)
    if not ctx.text(e.venue_short) and e.date:
        venue = join_texts(ctx.locale.enum_sep, [p for p in (venue, ctx.dates(e.date, None)) if p])
    body = []
    if venue or e.status:
        runs = ctx.join([venue, ctx.text(e.status)])
        for link in e.links:
            runs += [Run(" "), *ctx.link(link.url, [Run(f"[{ctx.text(link.label)}]")])]
        body.append(Line("venue", runs))
    authors = author_runs(ctx, e)
    if authors:
        body.append(Line("line", authors))
    body += summary(ctx, e.note, "note") + summary(ctx, e.summary, "note")
    if note := equal_note(ctx, e):
        body.append(Line("note", [Run(note)]))
    return Block(head, body)


def _news_date(value: str) -> str:
    parts = parse_date(value)
    return f"{parts.year}.{parts.month:02d}" if parts.month else str(parts.year)


def profile_news(ctx: Ctx, e: Any, index: int) -> Block:
    return Block([Line("dated", ctx.runs(ctx.text(e.text)), hanging=[Run(_news_date(e.date))])], spaced=False)


def profile_list(ctx: Ctx, e: Any, index: int) -> Block:
    return Block([Line("line", ctx.join([ctx.text(i) for i in e.items], sep="  ·  "))], spaced=False)


def profile_award(ctx: Ctx, e: Any, index: int) -> Block:
    head = [row(_title(ctx, ctx.text(e.title), e.url, [ctx.text(e.issuer)]), meta(years_of(ctx, e.dates)), "line")]
    return Block(head, summary(ctx, e.note, "note"), spaced=False)


LAYOUTS: dict[str, dict[str, Renderer]] = {
    "classic": {**COMMON, "education": classic_education, "experience": classic_experience,
                "project": classic_project},
    "academic": {**COMMON, "education": academic_education, "experience": academic_experience,
                 "project": academic_project, "generic": academic_generic, "award": academic_award},
    "plain": {**COMMON, "education": plain_education, "experience": plain_experience, "project": plain_project,
              "generic": plain_generic, "publication": plain_publication, "award": plain_award, "news": plain_news},
    "profile": {**COMMON, "education": profile_education, "experience": profile_experience,
                "project": profile_project, "generic": profile_generic, "publication": profile_publication,
                "news": profile_news, "list": profile_list, "award": profile_award},
    "sidebar": dict(COMMON),
    "jianli": {**COMMON, "education": classic_education, "experience": classic_experience,
               "project": classic_project},
}


# ---- header, headings, story ----------------------------------------------------

def display_url(url: str) -> str:
    for prefix in ("https://", "http://", "mailto:", "tel:"):
        if url.lower().startswith(prefix):
            url = url[len(prefix):]
            break
    return url.rstrip("/")


def contact_runs(ctx: Ctx) -> list[Run]:
    """The contact items (as layouts/common.py lists them), joined by the theme's
    separator. Where the PDF draws icons, Word has none: a word says what each is
    ("Email: …", "GitHub: linwei"); where the PDF has none either, a handle
    carries its network and a site its scheme, as in the PDF."""
    basics = ctx.resume.basics
    short = ctx.theme.header.contact_style == "short"
    icons = ctx.theme.header.contact_icons
    bare = short and not icons
    colon = ctx.locale.colon
    items: list[tuple[str, str, str | None]] = []  # (label, text, link)
    if basics.email:
        items.append(("email", basics.email, f"mailto:{basics.email}"))
    if basics.phone:
        items.append(("phone", basics.phone,
                      "tel:" + "".join(ch for ch in basics.phone if ch.isdigit() or ch == "+")))
    if basics.website:
        items.append(("website", display_url(basics.website) if short and not bare else basics.website,
                      basics.website))
    for profile in basics.profiles:
        network = profile.network.strip()
        if icons and short and profile.username:
            items.append((network or "profile", profile.username, profile.url))
            continue
        if bare:
            text = labelled_handle(network, profile.username, colon) or profile.url or ""
        elif short:
            text = profile.username or display_url(profile.url or "")
        else:
            text = profile.url or profile.username or ""
        if text:
            items.append(((network or "profile") if icons else "", text, profile.url))
    location = ctx.text(basics.location)
    if location:
        items.append(("", location, None))
    out: list[Run] = []
    for label, text, url in items:
        if out:
            out.append(Run(ctx.theme.header.contact_separator, style="ContactSeparator"))
        if icons and label:
            word = contact_label(label, ctx.lang) if label in CONTACT_KEYS else label
            out.append(Run(word + colon.rstrip(), style="ContactSeparator"))
            out.append(Run(colon[len(colon.rstrip()):] or "", style="ContactSeparator"))
        out.append(Run(text, url=url if url and is_safe_url(url) else None))
    return out


CONTACT_KEYS = ("email", "phone", "website", "profile")


def story(ctx: Ctx, template: str) -> list[Line]:
    """The one-column templates' lines: the header, then every section."""
    return header_lines(ctx, template) + section_lines(ctx, template, _arranged(ctx, template))


def header_lines(ctx: Ctx, template: str) -> list[Line]:
    lines: list[Line] = []
    basics = ctx.resume.basics
    name = ctx.text(basics.name)  # in capitals by its style when the template's are
    if name:
        lines.append(Line("name", [Run(name)]))
    if headline := ctx.text(basics.headline):
        lead = [Run(objective_label(ctx.lang) + ctx.locale.colon, bold=True)] if template == "jianli" else []
        lines.append(Line("headline", lead + ctx.runs(headline)))
    if contact := contact_runs(ctx):
        lines.append(Line("contact", contact))
    if template == "jianli":  # the person's details two to a row, as the PDF's grid
        details = [[Run(label + ctx.locale.colon, bold=True), *ctx.runs(value)]
                   for label, value in content.personal_details(basics, ctx.text)]
        for index in range(0, len(details), 2):
            pair = details[index:index + 2]
            lines.append(Line("contact", pair[0], pair[1] if len(pair) > 1 else [], half=True,
                              space_before=3 if index == 0 else None))
    return lines


def section_lines(ctx: Ctx, template: str, sections: Iterable) -> list[Line]:
    """Each section's heading and entries, set by the template's renderers."""
    theme, scale = ctx.theme, ctx.theme.spacing.scale
    lines: list[Line] = []
    renderers = LAYOUTS[template]
    for section, entries in sections:
        title = content.section_heading(section, ctx.lang, ctx.default_lang)
        if title:
            lines.append(Line("heading", [Run(title)], keep=True))  # capitals by style
        for index, entry in enumerate(entries):
            block = renderers[entry.kind](ctx, entry, index)
            group = block.head + block.body[:1]
            if not group:
                continue
            for line in block.head:
                line.keep = True
            if index == 0 and not title:
                group[0].space_before = theme.spacing.section_before * scale
            elif index and block.spaced:
                group[0].space_before = theme.spacing.entry_gap * scale
            lines += block.head + block.body
    return lines


def sidebar_story(ctx: Ctx) -> tuple[list[Line], list[Line]]:
    """(sidebar, main): as layouts/sidebar.py splits them. The sidebar has the
    name, headline and one contact item a line (a narrow column has no room
    for a contact row), then its sections; the main column starts at its top."""
    side = [line for line in header_lines(ctx, "sidebar") if line.style != "contact"]
    item: list[Run] = []
    for run in [*contact_runs(ctx), Run("", style="ContactSeparator")]:
        if run.style == "ContactSeparator":
            if item:
                side.append(Line("contact", item))
            item = []
        else:
            item.append(run)
    sections = list(content.shown_sections(ctx.resume, ctx.lang))
    side_sections = [pair for pair in sections if in_sidebar(pair[0].kind, pair[1], ctx.text)]
    main_sections = [pair for pair in sections if not in_sidebar(pair[0].kind, pair[1], ctx.text)]
    side += section_lines(ctx, "sidebar", side_sections)
    main = section_lines(ctx, "sidebar", main_sections)
    if main:
        main[0].space_before = 0
    return side, main


def _arranged(ctx: Ctx, template: str) -> list:
    """The shown sections in the order the template's PDF reads them."""
    sections = list(content.shown_sections(ctx.resume, ctx.lang))
    if template == "jianli":
        return sorted(sections, key=lambda pair: jianli_rank(pair[0].kind))
    return sections


# ---- Word XML -------------------------------------------------------------------

STYLE_NAMES = {
    "body": "Normal", "name": "Name", "headline": "Headline", "contact": "Contact", "heading": "Heading",
    "entry_title": "Entry Title", "entry_sub": "Entry Subtitle", "summary": "Summary", "bullet": "Bullet",
    "bullet_nested": "Nested Bullet", "line": "Entry Line", "text": "Body Text", "numbered": "Publication",
    "note": "Note", "dated": "Dated", "venue": "Venue", "footer": "Footer",
    "letter": "Letter Text", "letter_meta": "Letter Line", "letter_right": "Letter Right",
    "letter_subject": "Letter Subject", "letter_title": "Letter Title",
}
"""Theme style → Word paragraph style. ``entry_meta`` and ``entry_meta_sub`` are
character styles (the right-hand column of a line)."""
CHAR_STYLES = {"entry_meta": "Entry Meta", "entry_meta_sub": "Entry Meta Sub"}
BULLET_NUM, NESTED_LEVEL = 1, 1
PUBLICATION_ABSTRACT = 2


def _sid(name: str) -> str:
    return name.replace(" ", "")


def _twips(points: float) -> str:
    return str(round(points * 20))


def _half_points(points: float) -> str:
    return str(round(points * 2))


@dataclass(frozen=True)
class Geometry:
    page_w: float
    page_h: float
    left: float
    top: float
    bottom: float

    @property
    def text_width(self) -> float:
        return self.page_w - 2 * self.left


def geometry(theme: Theme) -> Geometry:
    mm = 72 / 25.4
    width, height = (595.276, 841.89) if theme.page.size == "A4" else (612.0, 792.0)
    side = theme.page.margin_mm * mm
    top = (theme.page.top_mm or theme.page.margin_mm) * mm
    bottom = (theme.page.bottom_mm or theme.page.margin_mm) * mm
    return Geometry(width, height, side, top, bottom)


def _resolved_specs(theme: Theme) -> dict[str, dict]:
    """Every style's values with its parent chain applied (as styles.py compiles them)."""
    specs = theme.style_specs()
    base = {"scale": 1.0, "bold": False, "italic": False, "colour": "text", "align": "left",
            "space_before": 0.0, "space_after": 0.0, "left_indent": 0.0, "leading": theme.fonts.leading}

    @functools.cache
    def values(name: str) -> tuple:
        spec = specs[name]
        parent = spec.parent or ("body" if name != "body" else None)
        out = dict(values(parent)) if parent and parent in specs else dict(base)
        out.update(spec.model_dump(exclude_none=True, exclude={"parent"}))
        return tuple(out.items())

    return {name: dict(values(name)) for name in specs}


def _ns() -> dict[str, str]:
    from docx.oxml.ns import nsmap

    return nsmap


def _run_props(values: dict, theme: Theme, size: float, *, colour: str | None = None, caps: bool = False) -> str:
    # Explicit on and off: a character style (the date column) must not take
    # the bold of the title paragraph it sits in.
    parts = []
    for flag, tags in (("bold", ("b", "bCs")), ("italic", ("i", "iCs"))):
        value = "" if values.get(flag) else ' w:val="0"'
        parts += [f"<w:{tag}{value}/>" for tag in tags]
    if caps:  # capitals by style: the text stays as typed (search, copy, a screen reader)
        parts.append("<w:caps/>")
    parts.append(f'<w:color w:val="{(colour or theme.colour(values.get("colour", "text")))[1:]}"/>')
    parts.append(f'<w:sz w:val="{_half_points(size)}"/><w:szCs w:val="{_half_points(size)}"/>')
    return "<w:rPr>" + "".join(parts) + "</w:rPr>"


def styles_xml(theme: Theme, lang: str, right_edge: float | None = None) -> str:
    """styles.xml: document defaults (fonts, language, no space after) and one
    style per theme style, all based on Normal. Dates and places sit on a
    right tab stop at *right_edge* (the text width unless a column is narrower)."""
    base = theme.fonts.size
    latin = _attr(word_name(bundled_family(theme.fonts.latin).name))
    east = _attr(word_name(east_asian_family(theme, lang)))
    cjk = lang.split("-")[0] in CJK_LANGS
    latin_lang = "en-US" if cjk else word_lang(lang)
    east_lang = word_lang(lang) if cjk else "zh-CN"
    geo = geometry(theme)
    resolved = _resolved_specs(theme)
    out = [
        f'<w:styles xmlns:w="{_ns()["w"]}"><w:docDefaults><w:rPrDefault><w:rPr>'
        f'<w:rFonts w:ascii="{latin}" w:hAnsi="{latin}" w:eastAsia="{east}" w:cs="{latin}"/>'
        f'<w:sz w:val="{_half_points(base)}"/><w:szCs w:val="{_half_points(base)}"/>'
        f'<w:lang w:val="{latin_lang}" w:eastAsia="{east_lang}" w:bidi="ar-SA"/>'
        '</w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:before="0" w:after="0"/></w:pPr>'
        '</w:pPrDefault></w:docDefaults>',
        '<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont">'
        '<w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/>'
        '</w:style>',
        '<w:style w:type="numbering" w:default="1" w:styleId="NoList"><w:name w:val="No List"/>'
        '<w:semiHidden/><w:unhideWhenUsed/></w:style>',
    ]
    for key, name in STYLE_NAMES.items():
        if key not in resolved:
            continue
        v = resolved[key]
        size = base * v["scale"]
        ppr_xml = paragraph_properties(key, v, theme, size, right_edge or geo.text_width)
        based = "" if key == "body" else '<w:basedOn w:val="Normal"/>'
        default = ' w:default="1"' if key == "body" else ""
        out.append(f'<w:style w:type="paragraph"{default} w:styleId="{_sid(name)}"><w:name w:val="{name}"/>'
                   f'{based}<w:qFormat/>{ppr_xml}{_run_props(v, theme, size, caps=key in capitals(theme))}'
                   '</w:style>')
    for key, name in CHAR_STYLES.items():
        v = resolved[key]
        out.append(f'<w:style w:type="character" w:styleId="{_sid(name)}"><w:name w:val="{name}"/>'
                   f'<w:basedOn w:val="DefaultParagraphFont"/><w:qFormat/>'
                   f'{_run_props(v, theme, base * v["scale"])}</w:style>')
    out.append('<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/>'
               '<w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/>'
               f'<w:rPr><w:color w:val="{theme.colour(theme.colours.link)[1:]}"/></w:rPr></w:style>')
    out.append('<w:style w:type="character" w:styleId="ContactSeparator"><w:name w:val="Contact Separator"/>'
               '<w:basedOn w:val="DefaultParagraphFont"/>'
               f'<w:rPr><w:color w:val="{theme.colour("muted")[1:]}"/></w:rPr></w:style>')
    out.append("</w:styles>")
    return "".join(out)


def capitals(theme: Theme) -> set[str]:
    """The paragraph styles the template sets in capitals (``w:caps``)."""
    out = set()
    if theme.header.name_case == "upper":
        out.add("name")
    if theme.heading.case == "upper":
        out.add("heading")
    return out


_PPR_ORDER = ("keepNext", "numPr", "pBdr", "tabs", "spacing", "ind", "jc", "outlineLvl")
"""pPr children in the order the schema requires (Word refuses a file with others)."""
_ALIGN = {"left": "left", "center": "center", "right": "right", "justify": "both"}
RIGHT_COLUMN = ("entry_title", "entry_sub", "line", "bullet", "dated")
TABLE_ROWS = ("entry_title", "entry_sub", "line")
"""Styles whose title and dates become a two-cell table when they do not fit on one line."""
"""Styles whose lines may carry a right-hand column (dates, places)."""


def paragraph_properties(key: str, v: dict, theme: Theme, size: float, text_width: float) -> str:
    """The ``w:pPr`` of theme style *key* with resolved values *v*."""
    scale = theme.spacing.scale
    before, after = v["space_before"], v["space_after"]
    if key == "heading":  # the section spacing is the heading's, as in the PDF
        before, after = theme.spacing.section_before, theme.spacing.section_after
    props = {"spacing": f'<w:spacing w:before="{_twips(before * scale)}" w:after="{_twips(after * scale)}" '
                        f'w:line="{_twips(size * v["leading"])}" w:lineRule="exact"/>'}
    if v["align"] != "left":
        props["jc"] = f'<w:jc w:val="{_ALIGN[v["align"]]}"/>'
    tabs = []
    if key in ("bullet", "bullet_nested"):
        level = 1 if key == "bullet_nested" else 0
        props["numPr"] = f'<w:numPr><w:ilvl w:val="{level}"/><w:numId w:val="{BULLET_NUM}"/></w:numPr>'
    elif key == "dated":  # the date hangs in its own column, then a tab to the text
        indent = _twips(v["left_indent"])
        tabs.append(f'<w:tab w:val="left" w:pos="{indent}"/>')
        props["ind"] = f'<w:ind w:left="{indent}" w:hanging="{indent}"/>'
    elif key == "numbered":
        column = _twips(number_column(theme))
        props["ind"] = f'<w:ind w:left="{column}" w:hanging="{column}"/>'
    elif v["left_indent"]:
        props["ind"] = f'<w:ind w:left="{_twips(v["left_indent"])}"/>'
    if key in RIGHT_COLUMN:
        tabs.append(f'<w:tab w:val="right" w:pos="{_twips(text_width)}"/>')
    if tabs:
        props["tabs"] = "<w:tabs>" + "".join(tabs) + "</w:tabs>"
    if key == "heading":
        props["keepNext"] = "<w:keepNext/>"
        props["outlineLvl"] = '<w:outlineLvl w:val="0"/>'  # listed in Word's navigation pane
        if theme.heading.rule != "none":
            width = max(2, round(theme.heading.rule_width * 8))  # eighths of a point
            props["pBdr"] = (f'<w:pBdr><w:bottom w:val="single" w:sz="{width}" w:space="1" '
                             f'w:color="{theme.colour(theme.colours.rule)[1:]}"/></w:pBdr>')
    return "<w:pPr>" + "".join(props[tag] for tag in _PPR_ORDER if tag in props) + "</w:pPr>"


def number_column(theme: Theme) -> float:
    """Where a publication's text starts after its number ("12." fits)."""
    return theme.bullet.indent + 4


def numbering_xml(theme: Theme) -> str:
    """Two list definitions: bullets (two levels) and decimal numbers for publications."""
    b = theme.bullet
    w = _ns()["w"]

    def level(ilvl: int, fmt: str, text: str, left: float, hang: float) -> str:
        return (f'<w:lvl w:ilvl="{ilvl}"><w:start w:val="1"/><w:numFmt w:val="{fmt}"/>'
                f'<w:lvlText w:val="{_attr(text)}"/><w:lvlJc w:val="left"/>'
                f'<w:pPr><w:ind w:left="{_twips(left)}" w:hanging="{_twips(hang)}"/></w:pPr></w:lvl>')

    hang = b.indent - b.bullet_indent
    bullets_def = (f'<w:abstractNum w:abstractNumId="{BULLET_NUM}"><w:multiLevelType w:val="multilevel"/>'
                   + level(0, "bullet", b.char, b.indent, hang)
                   + level(1, "bullet", b.nested_char, 2 * b.indent, hang) + "</w:abstractNum>")
    numbers_def = (f'<w:abstractNum w:abstractNumId="{PUBLICATION_ABSTRACT}">'
                   '<w:multiLevelType w:val="singleLevel"/>'
                   + level(0, "decimal", "%1.", number_column(theme), number_column(theme)) + "</w:abstractNum>")
    return (f'<w:numbering xmlns:w="{w}">{bullets_def}{numbers_def}'
            f'<w:num w:numId="{BULLET_NUM}"><w:abstractNumId w:val="{BULLET_NUM}"/></w:num></w:numbering>')


def _attr(text: str) -> str:
    return (clean(text).replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
            .replace(">", "&gt;"))


@functools.lru_cache(maxsize=16)
def blank_document(theme_json: str, lang: str, right_edge: float | None = None) -> bytes:
    """A clean .docx for a theme and language: python-docx's default package
    with its extra parts dropped, and our styles, numbering and page set-up."""
    import docx
    from docx.opc.constants import RELATIONSHIP_TYPE as RT
    from docx.oxml import parse_xml

    theme = Theme.model_validate_json(theme_json)
    document = docx.Document()
    part = document.part
    keep = {RT.STYLES, RT.SETTINGS, RT.FONT_TABLE, RT.THEME, RT.NUMBERING}
    for rid, rel in list(part.rels.items()):
        if rel.reltype not in keep:
            part.drop_rel(rid)
    package = part.package
    for rid, rel in list(package.rels.items()):
        if rel.reltype == RT.THUMBNAIL:
            package.rels.pop(rid)
    part._styles_part._element = parse_xml(styles_xml(theme, lang, right_edge).encode())
    settings = document.settings.element
    ask_for_embedding(settings, _ns()["w"])
    place_tables_by_border(settings, _ns()["w"])  # compatibility mode 15: Word 2013 and later, no banner
    part.numbering_part._element = parse_xml(numbering_xml(theme).encode())
    geo = geometry(theme)
    section = document.sections[0]
    from docx.shared import Pt

    section.page_width, section.page_height = Pt(geo.page_w), Pt(geo.page_h)
    section.left_margin = section.right_margin = Pt(geo.left)
    section.top_margin, section.bottom_margin = Pt(geo.top), Pt(geo.bottom)
    section.header_distance = section.footer_distance = Pt(geo.bottom / 2)
    body = document.element.body
    for child in list(body):
        if child.tag != section._sectPr.tag:
            body.remove(child)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


class Writer:
    """Appends lines to a document as ``w:p`` elements."""

    def __init__(self, document: Any, ctx: Ctx, right_edge: float) -> None:
        from docx.opc.constants import RELATIONSHIP_TYPE as RT

        self.body_size = ctx.theme.fonts.size
        self.theme = ctx.theme
        from docx.oxml import OxmlElement
        from docx.oxml.ns import qn

        self.document, self.part, self.RT = document, document.part, RT
        self.qn, self.el = qn, OxmlElement
        self.body = document.element.body
        self.sect = self.body[-1]
        cjk = ctx.lang.split("-")[0] in CJK_LANGS
        self.lang_attrs = {qn("w:val"): "en-US" if cjk else word_lang(ctx.lang),
                           qn("w:eastAsia"): word_lang(ctx.lang) if cjk else "zh-CN"}
        self.hint = cjk
        self.fonts = FontUse(bundled_family(ctx.theme.fonts.latin).name, east_asian_family(ctx.theme, ctx.lang))
        """The characters set in each face: what the file embeds."""
        self.specs = _resolved_specs(ctx.theme)
        self.caps = capitals(ctx.theme)
        self.style = "body"
        """The style of the paragraph being written (its runs' bold and italic)."""
        self.links: dict[str, str] = {}
        self.numbers: dict[int, str] = {}
        self.right_edge = right_edge
        """Where the styles put the right tab stop."""

    def paragraph(self, line: Line, into: Any = None, right_edge: float | None = None) -> None:
        """Appends *line* to the body, or to the end of *into* (a table cell);
        *right_edge* moves its right tab stop (a column narrower than the one
        the styles were made for)."""
        qn, el = self.qn, self.el
        if line.right:
            line = replace(line, right=[replace(run, text=unbreakable(run.text)) for run in line.right])
            if line.style in TABLE_ROWS and not line.hanging and self.row_as_table(line, into, right_edge):
                return
        p = el("w:p")
        ppr = el("w:pPr")
        style = el("w:pStyle")
        style.set(qn("w:val"), _sid(STYLE_NAMES[line.style]))
        ppr.append(style)
        if line.keep:
            ppr.append(el("w:keepNext"))
        if line.numbered is not None:
            num = el("w:numPr")
            ilvl, num_id = el("w:ilvl"), el("w:numId")
            ilvl.set(qn("w:val"), "0")
            num_id.set(qn("w:val"), self.number(line.numbered))
            num.append(ilvl)
            num.append(num_id)
            ppr.append(num)
        if line.rule:
            ppr.append(self._xml(
                f'<w:pBdr xmlns:w="{_ns()["w"]}"><w:bottom w:val="single" w:sz="6" w:space="0" '
                f'w:color="{line.rule.lstrip("#").upper()}"/></w:pBdr>'))
        if line.half and line.right:
            ppr.append(self._xml(f'<w:tabs xmlns:w="{_ns()["w"]}"><w:tab w:val="left" '
                                 f'w:pos="{_twips((right_edge or self.right_edge) / 2)}"/></w:tabs>'))
        if right_edge is not None and line.right and line.style in RIGHT_COLUMN:
            ppr.append(self._xml(
                f'<w:tabs xmlns:w="{_ns()["w"]}"><w:tab w:val="clear" w:pos="{_twips(self.right_edge)}"/>'
                f'<w:tab w:val="right" w:pos="{_twips(right_edge)}"/></w:tabs>'))
        if line.space_before is not None or line.rule:
            spacing = el("w:spacing")
            spacing.set(qn("w:before"), _twips(line.space_before or 0))
            if line.rule:  # a rule, not a line of text: as thin as Word draws it
                spacing.set(qn("w:after"), "0")
                spacing.set(qn("w:line"), "20")
                spacing.set(qn("w:lineRule"), "exact")
            ppr.append(spacing)
        if line.indent_chars:
            indent = el("w:ind")  # in characters, as Word's paragraph dialog sets a CJK indent;
            indent.set(qn("w:firstLineChars"), str(100 * line.indent_chars))  # LibreOffice reads the length
            indent.set(qn("w:firstLine"), _twips(line.indent_chars * self.body_size))
            ppr.append(indent)
        p.append(ppr)
        self.style = line.style
        numbering = {"bullet": self.bullets, "bullet_nested": self.bullets, "numbered": "0123456789."}
        if line.style in numbering or line.numbered is not None:  # the list's own marks, in the paragraph's face
            spec = self.specs.get(line.style, {})
            self.fonts.add(numbering.get(line.style, "0123456789."), bold=bool(spec.get("bold")),
                           italic=bool(spec.get("italic")))
        if line.hanging:
            self.runs(p, line.hanging)
            self.tab(p)
        self.runs(p, line.left)
        if line.right:
            self.tab(p)
            self.runs(p, line.right)
        if into is None:
            self.sect.addprevious(p)
        else:
            into.append(p)

    def width(self, runs: list[Run], style: str) -> float:
        """How wide *runs* are in a paragraph of *style*, in the embedded fonts."""
        base = self.theme.fonts.size
        spec = self.specs.get(style, {})
        total = 0.0
        for run in runs:
            own = self.specs.get(run.style or "", spec) if run.style in CHAR_STYLES else spec
            total += text_width(clean(run.text), self.fonts.latin, self.fonts.east, base * own.get("scale", 1.0),
                                bold=run.bold or bool(own.get("bold")), italic=run.italic or bool(own.get("italic")))
        return total

    def row_as_table(self, line: Line, into: Any, right_edge: float | None) -> bool:
        """A line whose title and dates do not fit side by side, as the PDF's
        Row: a two-cell table (:mod:`.docx_rows`). False when they fit."""
        indent = self.specs.get(line.style, {}).get("left_indent", 0.0)
        available = (right_edge if right_edge is not None else self.right_edge) - indent
        right = self.width(line.right, line.style) + SLACK
        if self.width(line.left, line.style) + GAP + right <= available or right > available / 2:
            return False
        table, title, dates = row_table(_ns()["w"], indent, available - right, right)
        if into is None:
            self.sect.addprevious(table)
        else:
            into.append(table)
        self.paragraph(replace(line, right=[]), title)
        self.paragraph(Line(line.style, line.right, keep=line.keep, space_before=line.space_before), dates)
        dates[-1].find(self.qn("w:pPr")).append(self._xml(f'<w:jc xmlns:w="{_ns()["w"]}" w:val="right"/>'))
        return True

    def number(self, instance: int) -> str:
        """A numbering instance that restarts at 1 for each numbered list."""
        if instance not in self.numbers:
            num_id = str(BULLET_NUM + 1 + len(self.numbers))
            numbering = self.part.numbering_part.element
            numbering.append(self._xml(
                f'<w:num xmlns:w="{_ns()["w"]}" w:numId="{num_id}"><w:abstractNumId w:val="{PUBLICATION_ABSTRACT}"/>'
                '<w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>'))
            self.numbers[instance] = num_id
        return self.numbers[instance]

    def _xml(self, xml: str) -> Any:
        from docx.oxml import parse_xml

        return parse_xml(xml)

    def tab(self, p: Any) -> None:
        r = self.el("w:r")
        r.append(self.el("w:tab"))
        p.append(r)

    def runs(self, p: Any, runs: list[Run]) -> None:
        qn, el = self.qn, self.el
        index = 0
        while index < len(runs):
            url = runs[index].url
            group = [runs[index]]
            index += 1
            while url and index < len(runs) and runs[index].url == url:
                group.append(runs[index])
                index += 1
            parent = p
            if url:
                parent = el("w:hyperlink")
                parent.set(qn("r:id"), self.link_id(url))
                p.append(parent)
            for run in group:
                self.run(parent, run, hyperlink=bool(url))

    def link_id(self, url: str) -> str:
        if url not in self.links:
            self.links[url] = self.part.relate_to(url, self.RT.HYPERLINK, is_external=True)
        return self.links[url]

    @property
    def bullets(self) -> str:
        bullet = self.theme.bullet
        return bullet.char + bullet.nested_char

    def run(self, parent: Any, run: Run, *, hyperlink: bool) -> None:
        text = clean(run.text)
        if not text:
            return
        spec = self.specs.get(self.style, {})
        char_spec = self.specs.get(run.style or "", spec) if run.style in CHAR_STYLES else spec
        bold, italic = run.bold or bool(char_spec.get("bold")), run.italic or bool(char_spec.get("italic"))
        shown = text.upper() if self.style in self.caps else text
        self.fonts.add(shown, bold=bold, italic=italic, east_hint=self.hint)
        if not italic:
            self._run(parent, run, text, hyperlink=hyperlink, upright=False)
            return
        for piece, east in east_asian_pieces(text):  # Chinese has no italic: its characters stay upright
            self._run(parent, run, piece, hyperlink=hyperlink, upright=east)

    def _run(self, parent: Any, run: Run, text: str, *, hyperlink: bool, upright: bool) -> None:
        qn, el = self.qn, self.el
        r = el("w:r")
        rpr = el("w:rPr")
        style = run.style or ("Hyperlink" if hyperlink else None)
        if style:
            rs = el("w:rStyle")
            rs.set(qn("w:val"), _sid(CHAR_STYLES.get(style, style)))
            rpr.append(rs)
        if self.hint:
            fonts = el("w:rFonts")
            fonts.set(qn("w:hint"), "eastAsia")
            rpr.append(fonts)
        if run.bold:
            rpr.append(el("w:b"))
            rpr.append(el("w:bCs"))
        if upright:
            for tag in ("w:i", "w:iCs"):
                off = el(tag)
                off.set(qn("w:val"), "0")
                rpr.append(off)
        elif run.italic:
            rpr.append(el("w:i"))
            rpr.append(el("w:iCs"))
        lang = el("w:lang")
        for key, value in self.lang_attrs.items():
            lang.set(key, value)
        rpr.append(lang)
        r.append(rpr)
        for number, piece in enumerate(text.split("\n")):
            if number:
                r.append(el("w:br"))
            if piece:
                t = el("w:t")
                t.text = piece
                if piece != piece.strip():
                    t.set("{http://www.w3.org/XML/1998/namespace}space", "preserve")
                r.append(t)
        parent.append(r)


def section_bars(document: Any, theme: Theme) -> None:
    """jianli's section headings on a tinted bar with an accent stripe at its
    left, as the PDF draws them: the Heading style's shading and left border."""
    from docx.oxml.ns import qn

    style = document.styles["Heading"].element
    ppr = style.find(qn("w:pPr"))
    w = _ns()["w"]
    stripe = max(2, round(theme.fonts.size * 1.12 * 0.3 * 8))  # eighths of a point, the PDF's stripe
    border = parse_xml_fragment(
        f'<w:pBdr xmlns:w="{w}"><w:left w:val="single" w:sz="{min(stripe, 96)}" w:space="8" '
        f'w:color="{theme.colour("accent")[1:].upper()}"/></w:pBdr>')
    shading = parse_xml_fragment(f'<w:shd xmlns:w="{w}" w:val="clear" w:color="auto" '
                                 f'w:fill="{theme.colour(theme.colours.panel)[1:].upper()}"/>')
    after = ppr.find(qn("w:keepNext"))
    old = ppr.find(qn("w:pBdr"))
    if old is not None:
        ppr.remove(old)
    if after is None:
        ppr.insert(0, border)
    else:
        after.addnext(border)
    border.addnext(shading)


def parse_xml_fragment(xml: str) -> Any:
    from docx.oxml import parse_xml

    return parse_xml(xml)


def page_number_footer(document: Any) -> None:
    """"3 / 5" centred in the footer, as Word fields (they count the pages Word lays out)."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import qn

    paragraph = document.sections[0].footer.paragraphs[0]
    paragraph._p.get_or_add_pPr().get_or_add_pStyle().set(qn("w:val"), _sid(STYLE_NAMES["footer"]))
    w = _ns()["w"]
    for xml in ('<w:fldSimple xmlns:w="{w}" w:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple>',
                '<w:r xmlns:w="{w}"><w:t xml:space="preserve"> / </w:t></w:r>',
                '<w:fldSimple xmlns:w="{w}" w:instr="NUMPAGES"><w:r><w:t>1</w:t></w:r></w:fldSimple>'):
        paragraph._p.append(parse_xml(xml.format(w=w)))


def export_docx(resume: Resume, request: RenderRequest) -> bytes:
    """The export registry's entry point (``editor.exports``): the .docx bytes."""
    import docx

    from .docx_letter import letter_lines

    letter = letter_named(resume, request.letter) if request.letter is not None else None
    design = cut(resume, letter.variant).design if letter is not None else resume.design  # its variant's look
    template = check_template(request.template or design.template)
    lang = request.lang or resume.default_language
    today = request.today or datetime.date.today()
    if request.page_numbers is not None:
        design = design.model_copy(update={"page_numbers": request.page_numbers})
    theme = load_theme(template, design)
    layout = template_info(template).layout
    layout = layout if layout in LAYOUTS else "classic"
    ctx = Ctx(resume, lang, theme)
    geo = geometry(theme)
    columns = sidebar_columns(geo.left, geo.text_width) if layout == "sidebar" and letter is None else None
    right_edge = columns.main if columns else None
    document = docx.Document(io.BytesIO(blank_document(theme.model_dump_json(), lang, right_edge)))
    writer = Writer(document, ctx, right_edge or geo.text_width)
    if columns is not None:
        write_sidebar(document, writer, ctx, columns, request.base_dir)
    else:
        rule = Line("body", [], rule=theme.colour(theme.colours.rule), space_before=6 * theme.spacing.scale)
        lines = header_lines(ctx, layout) + [rule] + letter_lines(ctx, letter_text(resume, letter, lang, today)) \
            if letter is not None else story(ctx, layout)
        for line in lines or [Line("body", [])]:  # Word wants a paragraph even in an empty document
            writer.paragraph(line)
        add_photo(document, resume, lang, theme, request.base_dir)
    if layout == "jianli":
        section_bars(document, theme)
    if theme.page_numbers:
        page_number_footer(document)
        footer = writer.specs.get("footer", {})
        writer.fonts.add("0123456789 /", bold=bool(footer.get("bold")), italic=bool(footer.get("italic")))
    embed_fonts(document, writer.fonts, (writer.fonts.latin, writer.fonts.east))
    name = ctx.text(resume.basics.name)
    props = document.core_properties
    what = (ctx.text(letter.subject) or "Cover letter") if letter is not None else "CV"
    props.title = clean(f"{name} — {what}" if name else what)
    props.author = props.last_modified_by = clean(name)
    props.subject = clean(what if letter is not None else ctx.text(resume.basics.headline)) or "Curriculum vitae"
    props.language = word_lang(lang)
    props.comments = props.keywords = props.category = ""
    moment = datetime.datetime.combine(today, datetime.time())
    props.created = props.modified = moment
    props.revision = 1
    return saved_bytes(document)


def saved_bytes(document: Any) -> bytes:
    """The .docx as bytes, the same for the same document: python-docx stamps each
    part of the ZIP with the current time, so two exports a second apart differed."""
    import zipfile

    made = io.BytesIO()
    document.save(made)
    out = io.BytesIO()
    with zipfile.ZipFile(made) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as target:
        for item in source.infolist():
            target.writestr(zipfile.ZipInfo(item.filename, date_time=(1980, 1, 1, 0, 0, 0)),
                            source.read(item), compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


def write_sidebar(document: Any, writer: Writer, ctx: Ctx, columns: SidebarColumns, base_dir: Path | None) -> None:
    """The sidebar template: one table row, the tinted sidebar's cell (the
    photo on top) before the main column's, so the text reads column by column."""
    from docx.text.paragraph import Paragraph

    side, main = sidebar_story(ctx)
    w = _ns()["w"]
    theme = ctx.theme
    tint = theme.colour(theme.colours.panel)
    table, side_cell, main_cell = two_column_table(columns, tint, w)
    writer.sect.addprevious(table)
    photo = photo_jpeg(ctx.resume, ctx.lang, theme, base_dir)
    if photo is not None:
        from docx.shared import Mm, Pt

        writer.paragraph(Line("body", [], space_before=0), side_cell)
        picture = Paragraph(side_cell[-1], document._body)
        picture.paragraph_format.space_after = Pt(8 * theme.spacing.scale)
        picture.paragraph_format.line_spacing = 1.0  # the body's exact line height would crop it
        width, height = theme.header.photo_mm
        run = picture.add_run()
        run.add_picture(io.BytesIO(photo), width=Mm(width), height=Mm(height))
        describe_photo(run._r, ctx.text(ctx.resume.basics.name))
    for line in side or ([] if photo else [Line("body", [])]):  # a cell ends with a paragraph
        writer.paragraph(line, side_cell, right_edge=columns.side)
    for line in main or [Line("body", [])]:
        writer.paragraph(line, main_cell)
    writer.sect.addprevious(document_end(w))
    place_tables_by_border(document.settings.element, w)
    band_behind_every_page(document.sections[0].header.paragraphs[0], columns, tint, geometry(theme).page_h)


def photo_jpeg(resume: Resume, lang: str, theme: Theme, base_dir: Path | None) -> bytes | None:
    """The photo this language prints, cropped to the template's slot; None when
    the template has no slot or the photo cannot be read, as in the PDF
    (``vitae export`` of the PDF says why)."""
    from ..model.content import photo_in
    from .photo import PhotoProblem, cleaned_photo, crop_of

    source = photo_in(resume.basics, lang)
    if source is None or theme.header.photo == "none":
        return None
    width, height = theme.header.photo_mm
    try:
        return cleaned_photo(source, base_dir, width / height, crop_of(resume.basics)).jpeg
    except PhotoProblem:
        return None


def add_photo(document: Any, resume: Resume, lang: str, theme: Theme, base_dir: Path | None) -> None:
    """The photo floating at the top right of the first page (text wraps
    around it), when the template has a slot."""
    from docx.oxml import parse_xml
    from docx.oxml.ns import nsdecls
    from docx.shared import Mm

    photo = photo_jpeg(resume, lang, theme, base_dir)
    if photo is None or not document.paragraphs:
        return
    width, height = theme.header.photo_mm
    run = document.paragraphs[0].add_run()
    run.add_picture(io.BytesIO(photo), width=Mm(width), height=Mm(height))
    describe_photo(run._r, text_or_fallback(resume.basics.name, lang, resume.default_language).strip())
    inline = run._r.xpath(".//wp:inline")[0]
    # An inline picture would push the name down; Word floats a header photo instead.
    anchor = parse_xml(
        f'<wp:anchor {nsdecls("wp")} distT="0" distB="0" distL="114300" distR="0" simplePos="0" '
        'relativeHeight="2" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="0">'
        '<wp:simplePos x="0" y="0"/>'
        '<wp:positionH relativeFrom="margin"><wp:align>right</wp:align></wp:positionH>'
        '<wp:positionV relativeFrom="margin"><wp:posOffset>0</wp:posOffset></wp:positionV>'
        '</wp:anchor>')
    for child in list(inline):
        tag = child.tag.split("}")[1]
        if tag == "docPr":
            anchor.append(parse_xml(f'<wp:wrapSquare {nsdecls("wp")} wrapText="left"/>'))
        anchor.append(child)
    inline.getparent().replace(inline, anchor)
    _clear_header_of(document, height)


def describe_photo(run: Any, name: str) -> None:
    """The photo's alternative text is whose photo it is (python-docx calls it
    "Picture 1"), for a screen reader and for Word's accessibility check."""
    for element in run.xpath(".//wp:docPr | .//pic:cNvPr"):
        element.set("name", "Photo")
        element.set("descr", clean(name) or "Photo")


def _clear_header_of(document: Any, photo_mm: float) -> None:
    """Room under the header for a photo taller than it: Word keeps a right tab
    stop (the dates of the first entry) under a floating picture, so the first
    section starts below the photo, as in the PDF."""
    from docx.shared import Mm, Pt

    header = []
    for paragraph in document.paragraphs:
        if paragraph.style is not None and paragraph.style.name == "Heading":
            break
        header.append(paragraph)
    if not header:
        return
    points = 0.0
    for paragraph in header:
        size = paragraph.style.font.size if paragraph.style is not None and paragraph.style.font.size else Pt(10)
        fmt = paragraph.paragraph_format
        points += size.pt * 1.25 + (fmt.space_before.pt if fmt.space_before else 0) \
            + (fmt.space_after.pt if fmt.space_after else 0)
    missing = Mm(photo_mm).pt - points
    if missing > 0:
        last = header[-1].paragraph_format
        last.space_after = Pt((last.space_after.pt if last.space_after else 0) + missing)
