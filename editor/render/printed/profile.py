"""profile's own lines (:mod:`editor.render.layouts.profile`): a personal site's profile."""

from __future__ import annotations

from typing import Any

from ...model.dates import parse_date
from ...model.l10n import join_texts, phrase_text
from . import common
from .common import author_runs, bullets, dates_of, equal_note, summary, years_of
from .context import Ctx
from .lines import Block, Line, Run, meta, row


DASH = " — "


def _title(ctx: Ctx, main: str, url: str | None, rest: list[str]) -> list[Run]:
    out = ctx.link(url, ctx.runs(main, bold=True, link=False))
    return out + [Run(DASH + part) for part in rest if part]


def _sub(ctx: Ctx, *parts: str) -> list[Line]:
    text = join_texts(ctx.locale.enum_sep, [p for p in parts if p])
    return [Line("entry_sub", ctx.runs(text))] if text else []


def experience(ctx: Ctx, e: Any, index: int) -> Block:
    organisation = DASH.join(p for p in (ctx.text(e.organisation), ctx.text(e.team)) if p)
    head = [row(_title(ctx, organisation, e.url, [ctx.text(e.role)]), meta(dates_of(ctx, e)), "line"),
            *_sub(ctx, ctx.text(e.location))]
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def project(ctx: Ctx, e: Any, index: int) -> Block:
    head = [row(_title(ctx, ctx.text(e.name), e.url, [ctx.text(e.role)]), meta(dates_of(ctx, e)), "line"),
            *_sub(ctx, ctx.text(e.organisation), ctx.text(e.location))]
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def generic(ctx: Ctx, e: Any, index: int) -> Block:
    head = [row(_title(ctx, ctx.text(e.title), e.url, [ctx.text(e.subtitle)]), meta(dates_of(ctx, e)), "line"),
            *_sub(ctx, ctx.text(e.location))]
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def education(ctx: Ctx, e: Any, index: int) -> Block:
    institution = ctx.link(e.url, ctx.runs(ctx.text(e.institution), bold=True, link=False))
    head = [row(institution, meta(dates_of(ctx, e)), "line")]
    study = phrase_text("degree_in", ctx.lang, {"degree": ctx.text(e.degree), "field": ctx.text(e.field)})
    return Block(head + _sub(ctx, study, ctx.text(e.location)), bullets(ctx, e.highlights))


def publication(ctx: Ctx, e: Any, index: int) -> Block:
    """Title; venue; authors; note — each on its own line."""
    head = [Line("entry_title", ctx.link(e.url, ctx.runs(ctx.text(e.title), link=False)))]
    parts = (ctx.text(e.venue_short), ctx.text(e.venue), ctx.dates(e.date, None) if e.date else "")
    venue = join_texts(ctx.locale.enum_sep, [p for p in parts if p])
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


def news(ctx: Ctx, e: Any, index: int) -> Block:
    return Block([Line("dated", ctx.runs(ctx.text(e.text)), hanging=[Run(_news_date(e.date))])], spaced=False)


def list_entry(ctx: Ctx, e: Any, index: int) -> Block:
    return Block([Line("line", ctx.join([ctx.text(i) for i in e.items], sep="  ·  "))], spaced=False)


def award(ctx: Ctx, e: Any, index: int) -> Block:
    head = [row(_title(ctx, ctx.text(e.title), e.url, [ctx.text(e.issuer)]), meta(years_of(ctx, e.dates)), "line")]
    return Block(head, summary(ctx, e.note, "note"), spaced=False)


PRINTERS = {**common.PRINTERS, "education": education, "experience": experience, "project": project,
            "generic": generic, "publication": publication, "news": news, "list": list_entry, "award": award}
