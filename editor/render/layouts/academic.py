"""academic — seeds 001 (English) and 003 (Chinese), after billryan/resume.

Centred name; contact line with icons; upper-case headings with a rule;
institution bold with its location flush right and the degree line with its
dates flush right (one line "**institution** degree field | dates" when there
is no location, as the Chinese version prints it); numbered publications with
the owner's name and the venue's short name bold; awards as "• title | years".
"""

from __future__ import annotations

from typing import Any

from ...model.entries import (
    AwardEntry,
    EducationEntry,
    ExperienceEntry,
    GenericEntry,
    ProjectEntry,
)
from ..context import Block, RenderContext
from ..flowables import Row
from . import common
from .common import Layout, bullets, dates_of, row, summary
from ...model.l10n import join_texts, separator_between


def _two_rows(ctx: RenderContext, title: str, place: str, sub: str, dates: str, body: list) -> Block:
    """**title** | place, then sub | dates (rows without content left out)."""
    head = [row(ctx, title, ctx.markup("entry_meta", place), left_style="line")]
    if sub or dates:
        head.append(row(ctx, sub, ctx.markup("entry_meta_sub", dates, parse=False),
                        left_style="entry_sub", right_style="entry_meta_sub"))
    return Block(head, body)


def education(ctx: RenderContext, e: EducationEntry, index: int) -> Block:
    institution = ctx.link(e.url, ctx.markup("line", ctx.text(e.institution), bold=True, link=False))
    degree, field, place = ctx.text(e.degree), ctx.text(e.field), ctx.text(e.location)
    body = bullets(ctx, e.highlights)
    if not place:
        left = " ".join([institution, *(ctx.markup("line", p) for p in (degree, field) if p)])
        return Block([row(ctx, left, ctx.markup("entry_meta", dates_of(ctx, e), parse=False),
                          left_style="line")], body)
    sub, _ = ctx.phrase("entry_sub", "degree_in", {"degree": degree, "field": field})
    return _two_rows(ctx, institution, place, sub, dates_of(ctx, e), body)


def _place(ctx: RenderContext, *parts: Any) -> str:
    return join_texts(ctx.locale.enum_sep, [t for t in (ctx.text(p) for p in parts) if t])


def project(ctx: RenderContext, e: ProjectEntry, index: int) -> Block:
    title = ctx.link(e.url, ctx.markup("line", ctx.text(e.name), bold=True, link=False))
    return _two_rows(ctx, title, _place(ctx, e.organisation, e.location),
                     ctx.markup("entry_sub", ctx.text(e.role)), dates_of(ctx, e),
                     summary(ctx, e.summary) + bullets(ctx, e.highlights))


def experience(ctx: RenderContext, e: ExperienceEntry, index: int) -> Block:
    title = ctx.link(e.url, ctx.markup("line", ctx.text(e.organisation), bold=True, link=False))
    team = ctx.text(e.team)
    if team:
        sep = separator_between(ctx.locale.enum_sep, ctx.text(e.organisation), team)
        title += ctx.markup("line", f"{sep}{team}", parse=False)
    return _two_rows(ctx, title, ctx.text(e.location), ctx.markup("entry_sub", ctx.text(e.role)),
                     dates_of(ctx, e), summary(ctx, e.summary) + bullets(ctx, e.highlights))


def generic(ctx: RenderContext, e: GenericEntry, index: int) -> Block:
    title = ctx.link(e.url, ctx.markup("line", ctx.text(e.title), bold=True, link=False))
    return _two_rows(ctx, title, ctx.text(e.location), ctx.markup("entry_sub", ctx.text(e.subtitle)),
                     dates_of(ctx, e), summary(ctx, e.summary) + bullets(ctx, e.highlights))


def award(ctx: RenderContext, e: AwardEntry, index: int) -> Block:
    """"• title, issuer | 2022, 2023": the title column and the years column."""
    title = ctx.link(e.url, ctx.markup("bullet", ctx.text(e.title), link=False))
    last = ctx.text(e.title)
    for extra in (ctx.text(e.issuer), ctx.text(e.note)):
        if extra:
            sep = separator_between(ctx.locale.enum_sep, last, extra)
            title += ctx.markup("bullet", sep, parse=False) + ctx.markup("bullet", extra)
            last = extra
    left = ctx.para("bullet", title, bullet=ctx.theme.bullet.char)
    years = ctx.para("entry_meta", ctx.markup("entry_meta", common.years_of(ctx, e.dates), parse=False))
    return Block([Row(left, years)], spaced=False)


LAYOUT = Layout(
    header=common.header,
    section_heading=common.section_heading,
    renderers={**common.RENDERERS, "education": education, "experience": experience,
               "project": project, "generic": generic, "award": award},
)
