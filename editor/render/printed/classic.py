"""classic's own lines (:mod:`editor.render.layouts.classic`); jianli prints entries as classic does."""

from __future__ import annotations

from typing import Any

from ...model.l10n import separator_between
from . import common
from .common import bullets, dates_of, summary
from .context import Ctx
from .lines import Block, Line, Run, meta, row


def education(ctx: Ctx, e: Any, index: int) -> Block:
    """"B.S. in Software Engineering at **Northeastern University**, NE, China | dates"
    (the language's ``degree_at`` phrase)."""
    degree, fld, institution = ctx.text(e.degree), ctx.text(e.field), ctx.text(e.institution)
    strong = ctx.link(e.url, ctx.runs(institution, bold=True, link=False))
    left, last = ctx.phrase("degree_at", {"degree": degree, "field": fld, "institution": institution},
                            {"institution": strong})
    location = ctx.text(e.location)
    if location:
        left.append(Run(separator_between(ctx.locale.enum_sep, last, location) + location))
    head = [row(left, meta(dates_of(ctx, e)), "line")]
    return Block(head, [Line("line", ctx.runs(t)) for t in (ctx.highlight(h) for h in e.highlights) if t])


def experience(ctx: Ctx, e: Any, index: int) -> Block:
    title = ctx.link(e.url, ctx.runs(ctx.text(e.organisation), bold=True, link=False))
    location = ctx.text(e.location)
    if location:
        title.append(Run(separator_between(ctx.locale.enum_sep, ctx.text(e.organisation), location) + location))
    head = [row(title, meta(dates_of(ctx, e)), "line")]
    sub = [ctx.text(e.team), ctx.text(e.role)]
    if any(sub):
        head.append(Line("entry_sub", ctx.join(sub)))
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def project(ctx: Ctx, e: Any, index: int) -> Block:
    title = ctx.link(e.url, ctx.runs(ctx.text(e.name), link=False))
    head = [row(title, meta(dates_of(ctx, e)))]
    sub = [ctx.text(e.organisation), ctx.text(e.role), ctx.text(e.location)]
    if any(sub):
        head.append(Line("entry_sub", ctx.join(sub)))
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


PRINTERS = {**common.PRINTERS, "education": education, "experience": experience, "project": project}
