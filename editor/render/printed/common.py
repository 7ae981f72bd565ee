"""The lines every layout shares, one function per entry kind, as
:mod:`editor.render.layouts.common` chooses the words for the PDF; a layout's
own module overrides the kinds it prints differently.

A printer takes (context, entry, index among the section's shown entries) and
returns a :class:`~.lines.Block` of lines.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ...model.content import named_authors
from ...model.l10n import join_texts
from .context import Ctx
from .lines import Block, Line, Run, meta, row

def dates_of(ctx: Ctx, e: Any) -> str:
    return ctx.dates(e.start, e.end, e.expected)


def years_of(ctx: Ctx, dates: list[str]) -> str:
    return join_texts(ctx.locale.list_sep, [ctx.dates(d, None) for d in dates])


def bullets(ctx: Ctx, items: list, style: str = "bullet") -> list[Line]:
    return [Line(style, ctx.runs(t)) for t in (ctx.highlight(i) for i in items) if t]


def summary(ctx: Ctx, value: Any, style: str = "summary") -> list[Line]:
    text = ctx.text(value)
    return [Line(style, ctx.runs(text))] if text else []


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


Printer = Callable[[Ctx, Any, int], Block]
PRINTERS: dict[str, Printer] = {
    "education": education, "experience": experience, "project": project, "publication": publication,
    "award": award, "skill": skill, "news": news, "text": text_entry, "list": list_entry, "generic": generic,
}

