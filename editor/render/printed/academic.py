"""academic's own lines (:mod:`editor.render.layouts.academic`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...model.l10n import join_texts, separator_between
from . import common
from .common import bullets, dates_of, summary, years_of
from .context import Ctx
from .lines import Block, Line, Run, meta, row


def _two_rows(ctx: Ctx, title: list[Run], place: str, sub: list[Run], dates: str, body: list[Line]) -> Block:
    head = [row(title, [replace(r, style="entry_meta") for r in ctx.runs(place)], "line")]
    if sub or dates:
        head.append(row(sub, meta(dates, "entry_meta_sub"), "entry_sub"))
    return Block(head, body)


def education(ctx: Ctx, e: Any, index: int) -> Block:
    institution = ctx.link(e.url, ctx.runs(ctx.text(e.institution), bold=True, link=False))
    degree, fld, place = ctx.text(e.degree), ctx.text(e.field), ctx.text(e.location)
    body = bullets(ctx, e.highlights)
    if not place:
        left = list(institution)
        for part in (degree, fld):
            if part:
                left += [Run(" "), *ctx.runs(part)]
        return Block([row(left, meta(dates_of(ctx, e)), "line")], body)
    sub, _ = ctx.phrase("degree_in", {"degree": degree, "field": fld})
    return _two_rows(ctx, institution, place, sub, dates_of(ctx, e), body)


def _place(ctx: Ctx, *parts: Any) -> str:
    return join_texts(ctx.locale.enum_sep, [t for t in (ctx.text(p) for p in parts) if t])


def project(ctx: Ctx, e: Any, index: int) -> Block:
    title = ctx.link(e.url, ctx.runs(ctx.text(e.name), bold=True, link=False))
    return _two_rows(ctx, title, _place(ctx, e.organisation, e.location), ctx.runs(ctx.text(e.role)),
                     dates_of(ctx, e), summary(ctx, e.summary) + bullets(ctx, e.highlights))


def experience(ctx: Ctx, e: Any, index: int) -> Block:
    title = ctx.link(e.url, ctx.runs(ctx.text(e.organisation), bold=True, link=False))
    team = ctx.text(e.team)
    if team:
        title.append(Run(separator_between(ctx.locale.enum_sep, ctx.text(e.organisation), team) + team))
    return _two_rows(ctx, title, ctx.text(e.location), ctx.runs(ctx.text(e.role)), dates_of(ctx, e),
                     summary(ctx, e.summary) + bullets(ctx, e.highlights))


def generic(ctx: Ctx, e: Any, index: int) -> Block:
    title = ctx.link(e.url, ctx.runs(ctx.text(e.title), bold=True, link=False))
    return _two_rows(ctx, title, ctx.text(e.location), ctx.runs(ctx.text(e.subtitle)), dates_of(ctx, e),
                     summary(ctx, e.summary) + bullets(ctx, e.highlights))


def award(ctx: Ctx, e: Any, index: int) -> Block:
    """"• title, issuer | 2022, 2023"."""
    title = ctx.link(e.url, ctx.runs(ctx.text(e.title), link=False))
    last = ctx.text(e.title)
    for extra in (ctx.text(e.issuer), ctx.text(e.note)):
        if extra:
            title += [Run(separator_between(ctx.locale.enum_sep, last, extra)), *ctx.runs(extra)]
            last = extra
    # Two columns even without years: the title keeps the width it has beside them.
    return Block([Line("bullet", title, [Run(years_of(ctx, e.dates), style="entry_meta")])], spaced=False)


PRINTERS = {**common.PRINTERS, "education": education, "experience": experience, "project": project,
            "generic": generic, "award": award}
