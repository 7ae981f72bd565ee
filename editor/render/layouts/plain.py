"""plain — seed 002, the academicpages CV page: every entry is a bullet.

"Ph.D in <institution>, 2026 (expected)"; work as "July 2025 - Present:
Research Intern" with the organisation, the duties and the highlights as
nested bullets; skills, awards, publications and news as one bullet each.
"""

from __future__ import annotations

from typing import Any

from ...model.entries import (
    AwardEntry,
    EducationEntry,
    ExperienceEntry,
    GenericEntry,
    NewsEntry,
    ProjectEntry,
    PublicationEntry,
)
from ..context import Block, RenderContext
from . import common
from .common import Layout
from ...model.l10n import join_texts, separator_between


def _bullet(ctx: RenderContext, markup: str) -> Any:
    return ctx.para("bullet", markup, bullet=ctx.theme.bullet.char)


def _nested(ctx: RenderContext, texts: list[str], *, parse: bool = True) -> list:
    char = ctx.theme.bullet.nested_char
    return [ctx.para("bullet_nested", ctx.markup("bullet_nested", text, parse=parse), bullet=char)
            for text in texts if text]


def _dated_heading(ctx: RenderContext, dates: str, title: str) -> str:
    """"July 2025 – Present: Research Intern" (or either part alone)."""
    sep = ctx.locale.colon
    if dates and title:
        return ctx.markup("bullet", dates + sep, parse=False) + ctx.markup("bullet", title, bold=True)
    return ctx.markup("bullet", title or dates, bold=bool(title))


def education(ctx: RenderContext, e: EducationEntry, index: int) -> Block:
    degree, field = ctx.text(e.degree), ctx.text(e.field)
    institution = ctx.link(e.url, ctx.markup("bullet", ctx.text(e.institution), link=False))
    # "Ph.D in Physics, <institution>" as the seed has it (the language's ``degree_of`` phrase).
    text, last = ctx.phrase("bullet", "degree_of", {"degree": degree, "field": field,
                                                     "institution": ctx.text(e.institution)},
                            {"institution": institution})
    tail = [p for p in (ctx.text(e.location), common.dates_of(ctx, e)) if p]
    if tail:
        sep = separator_between(ctx.locale.enum_sep, last, tail[0])
        text += ctx.markup("bullet", sep + join_texts(ctx.locale.enum_sep, tail), parse=False)
    return Block([_bullet(ctx, text)], _nested(ctx, [ctx.highlight(h) for h in e.highlights]), spaced=False)


def _work(ctx: RenderContext, e: Any, title: str, organisation: str, extra: list[str]) -> Block:
    head = _bullet(ctx, _dated_heading(ctx, common.dates_of(ctx, e), title))
    org = ctx.link(e.url, ctx.markup("bullet_nested", organisation, link=False)) if organisation else ""
    body = [ctx.para("bullet_nested", org, bullet=ctx.theme.bullet.nested_char)] if org else []
    body += _nested(ctx, [*extra, ctx.text(e.summary), *(ctx.highlight(h) for h in e.highlights)])
    return Block([head], body)


def experience(ctx: RenderContext, e: ExperienceEntry, index: int) -> Block:
    organisation = join_texts(ctx.locale.enum_sep, [
        p for p in (ctx.text(e.organisation), ctx.text(e.team), ctx.text(e.location)) if p])
    return _work(ctx, e, ctx.text(e.role), organisation, [])


def project(ctx: RenderContext, e: ProjectEntry, index: int) -> Block:
    organisation = join_texts(ctx.locale.enum_sep, [
        p for p in (ctx.text(e.organisation), ctx.text(e.location)) if p])
    return _work(ctx, e, ctx.text(e.name), organisation, [ctx.text(e.role)])


def generic(ctx: RenderContext, e: GenericEntry, index: int) -> Block:
    organisation = join_texts(ctx.locale.enum_sep, [p for p in (ctx.text(e.subtitle), ctx.text(e.location)) if p])
    return _work(ctx, e, ctx.text(e.title), organisation, [])


def publication(ctx: RenderContext, e: PublicationEntry, index: int) -> Block:
    return Block([_bullet(ctx, common.publication_markup(ctx, e, "bullet"))],
                 common.summary(ctx, e.summary, "note"), spaced=False)


def award(ctx: RenderContext, e: AwardEntry, index: int) -> Block:
    parts = [ctx.text(e.title), ctx.text(e.issuer), common.years_of(ctx, e.dates)]
    text = ctx.join("bullet", parts)
    note = ctx.text(e.note)
    return Block([_bullet(ctx, text)], _nested(ctx, [note]), spaced=False)


def news(ctx: RenderContext, e: NewsEntry, index: int) -> Block:
    return Block([_bullet(ctx, _dated_heading(ctx, ctx.dates(e.date, None), "")
                          + ctx.markup("bullet", ctx.locale.colon + ctx.text(e.text)))], spaced=False)


LAYOUT = Layout(
    header=common.header,
    section_heading=common.section_heading,
    renderers={**common.RENDERERS, "education": education, "experience": experience,
               "project": project, "generic": generic, "publication": publication,
               "award": award, "news": news},
)
