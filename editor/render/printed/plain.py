"""plain's own lines (:mod:`editor.render.layouts.plain`): a web page's nested lists."""

from __future__ import annotations

from typing import Any

from ...model.l10n import join_texts, separator_between
from . import common
from .common import dates_of, publication_runs, summary, years_of
from .context import Ctx
from .lines import Block, Line, Run


def _nested(ctx: Ctx, texts: list[str]) -> list[Line]:
    return [Line("bullet_nested", ctx.runs(t)) for t in texts if t]


def _dated_heading(ctx: Ctx, dates: str, title: str) -> list[Run]:
    if dates and title:
        return [Run(dates + ctx.locale.colon), *ctx.runs(title, bold=True)]
    return ctx.runs(title, bold=True) if title else [Run(dates)] if dates else []


def education(ctx: Ctx, e: Any, index: int) -> Block:
    degree, fld = ctx.text(e.degree), ctx.text(e.field)
    institution = ctx.link(e.url, ctx.runs(ctx.text(e.institution), link=False))
    # "Ph.D in Physics, <institution>" as the seed has it (the language's ``degree_of`` phrase).
    runs, last = ctx.phrase("degree_of", {"degree": degree, "field": fld, "institution": ctx.text(e.institution)},
                            {"institution": institution})
    tail = [p for p in (ctx.text(e.location), dates_of(ctx, e)) if p]
    if tail:
        runs.append(Run(separator_between(ctx.locale.enum_sep, last, tail[0])
                        + join_texts(ctx.locale.enum_sep, tail)))
    return Block([Line("bullet", runs)], _nested(ctx, [ctx.highlight(h) for h in e.highlights]), spaced=False)


def _work(ctx: Ctx, e: Any, title: str, organisation: str, extra: list[str]) -> Block:
    head = Line("bullet", _dated_heading(ctx, dates_of(ctx, e), title))
    body = [Line("bullet_nested", ctx.link(e.url, ctx.runs(organisation, link=False)))] if organisation else []
    body += _nested(ctx, [*extra, ctx.text(e.summary), *(ctx.highlight(h) for h in e.highlights)])
    return Block([head], body)


def experience(ctx: Ctx, e: Any, index: int) -> Block:
    organisation = join_texts(ctx.locale.enum_sep, [
        p for p in (ctx.text(e.organisation), ctx.text(e.team), ctx.text(e.location)) if p])
    return _work(ctx, e, ctx.text(e.role), organisation, [])


def project(ctx: Ctx, e: Any, index: int) -> Block:
    organisation = join_texts(ctx.locale.enum_sep, [p for p in (ctx.text(e.organisation), ctx.text(e.location)) if p])
    return _work(ctx, e, ctx.text(e.name), organisation, [ctx.text(e.role)])


def generic(ctx: Ctx, e: Any, index: int) -> Block:
    organisation = join_texts(ctx.locale.enum_sep, [p for p in (ctx.text(e.subtitle), ctx.text(e.location)) if p])
    return _work(ctx, e, ctx.text(e.title), organisation, [])


def publication(ctx: Ctx, e: Any, index: int) -> Block:
    return Block([Line("bullet", publication_runs(ctx, e))], summary(ctx, e.summary, "note"), spaced=False)


def award(ctx: Ctx, e: Any, index: int) -> Block:
    runs = ctx.join([ctx.text(e.title), ctx.text(e.issuer), years_of(ctx, e.dates)])
    return Block([Line("bullet", runs)], _nested(ctx, [ctx.text(e.note)]), spaced=False)


def news(ctx: Ctx, e: Any, index: int) -> Block:
    runs = _dated_heading(ctx, ctx.dates(e.date, None), "") + ctx.runs(ctx.locale.colon + ctx.text(e.text))
    return Block([Line("bullet", runs)], spaced=False)


PRINTERS = {**common.PRINTERS, "education": education, "experience": experience, "project": project,
            "generic": generic, "publication": publication, "award": award, "news": news}
