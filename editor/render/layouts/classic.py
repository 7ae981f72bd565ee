"""classic — seed 000: name on top, "e-mail · GitHub" line, ruled headings, the
organisation and its dates on one line, a role/department line, bullets with
bold lead-ins."""

from __future__ import annotations

from ...model.entries import EducationEntry, ExperienceEntry, ProjectEntry
from ..context import Block, RenderContext
from . import common
from .common import Layout, bullets, dates_of, row, summary
from ...model.l10n import separator_between


def education(ctx: RenderContext, e: EducationEntry, index: int) -> Block:
    """"B.S. in Software Engineering at **Northeastern University**, NE, China | dates"
    (the language's ``degree_at`` phrase)."""
    degree, field, institution = ctx.text(e.degree), ctx.text(e.field), ctx.text(e.institution)
    style = "line"
    strong = ctx.link(e.url, ctx.markup(style, institution, bold=True, link=False))
    left, last = ctx.phrase(style, "degree_at", {"degree": degree, "field": field, "institution": institution},
                            {"institution": strong})
    location = ctx.text(e.location)
    if location:
        sep = separator_between(ctx.locale.enum_sep, last, location)
        left += ctx.markup(style, f"{sep}{location}", parse=False)
    head = [row(ctx, left, ctx.markup("entry_meta", dates_of(ctx, e), parse=False), left_style=style)]
    lines = [ctx.p("line", text) for text in (ctx.highlight(h) for h in e.highlights) if text]
    return Block(head, lines)


def experience(ctx: RenderContext, e: ExperienceEntry, index: int) -> Block:
    """"**Organisation**, location | dates" then "team, *role*"."""
    title = ctx.link(e.url, ctx.markup("line", ctx.text(e.organisation), bold=True, link=False))
    location = ctx.text(e.location)
    if location:
        sep = separator_between(ctx.locale.enum_sep, ctx.text(e.organisation), location)
        title += ctx.markup("line", f"{sep}{location}", parse=False)
    head = [row(ctx, title, ctx.markup("entry_meta", dates_of(ctx, e), parse=False), left_style="line")]
    sub = [ctx.text(e.team), ctx.text(e.role)]
    if any(sub):
        head.append(ctx.para("entry_sub", ctx.join("entry_sub", sub)))
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def project(ctx: RenderContext, e: ProjectEntry, index: int) -> Block:
    title = ctx.link(e.url, ctx.markup("entry_title", ctx.text(e.name), link=False))
    head = [row(ctx, title, ctx.markup("entry_meta", dates_of(ctx, e), parse=False))]
    sub = [ctx.text(e.organisation), ctx.text(e.role), ctx.text(e.location)]
    if any(sub):
        head.append(ctx.para("entry_sub", ctx.join("entry_sub", sub)))
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


LAYOUT = Layout(
    header=common.header,
    section_heading=common.section_heading,
    renderers={**common.RENDERERS, "education": education, "experience": experience, "project": project},
)
