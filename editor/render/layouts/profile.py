"""profile — seed 004, a personal-site profile: About, Research Interests,
News with dates in a hanging column, Publications (title, venue, "* Equal
Contribution"), Experience as "Organisation — Role" with years and bullets."""

from __future__ import annotations

from ...model.content import named_authors
from ...model.dates import parse_date
from ...model.entries import (
    AwardEntry,
    EducationEntry,
    ExperienceEntry,
    GenericEntry,
    ListEntry,
    NewsEntry,
    ProjectEntry,
    PublicationEntry,
)
from ..context import Block, RenderContext
from . import common
from .common import Layout, bullets, dates_of, equal_contribution_note, row, summary
from ...model.l10n import join_texts, phrase_text

DASH = " — "


def _title(ctx: RenderContext, main: str, url: str | None, rest: list[str]) -> str:
    """"**Main** — rest — rest" as line markup."""
    out = ctx.link(url, ctx.markup("line", main, bold=True, link=False))
    for part in rest:
        if part:
            out += ctx.markup("line", DASH + part, parse=False)
    return out


def _meta(ctx: RenderContext, text: str) -> str:
    return ctx.markup("entry_meta", text, parse=False)


def _sub(ctx: RenderContext, *parts: str) -> list:
    """The muted line under a title: organisation, place."""
    text = join_texts(ctx.locale.enum_sep, [p for p in parts if p])
    return [ctx.p("entry_sub", text)] if text else []


def experience(ctx: RenderContext, e: ExperienceEntry, index: int) -> Block:
    organisation = DASH.join(p for p in (ctx.text(e.organisation), ctx.text(e.team)) if p)
    left = _title(ctx, organisation, e.url, [ctx.text(e.role)])
    head = [row(ctx, left, _meta(ctx, dates_of(ctx, e)), left_style="line"), *_sub(ctx, ctx.text(e.location))]
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def project(ctx: RenderContext, e: ProjectEntry, index: int) -> Block:
    left = _title(ctx, ctx.text(e.name), e.url, [ctx.text(e.role)])
    head = [row(ctx, left, _meta(ctx, dates_of(ctx, e)), left_style="line"),
            *_sub(ctx, ctx.text(e.organisation), ctx.text(e.location))]
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def generic(ctx: RenderContext, e: GenericEntry, index: int) -> Block:
    left = _title(ctx, ctx.text(e.title), e.url, [ctx.text(e.subtitle)])
    head = [row(ctx, left, _meta(ctx, dates_of(ctx, e)), left_style="line"), *_sub(ctx, ctx.text(e.location))]
    return Block(head, summary(ctx, e.summary) + bullets(ctx, e.highlights))


def education(ctx: RenderContext, e: EducationEntry, index: int) -> Block:
    institution = ctx.link(e.url, ctx.markup("line", ctx.text(e.institution), bold=True, link=False))
    head = [row(ctx, institution, _meta(ctx, dates_of(ctx, e)), left_style="line")]
    degree, field = ctx.text(e.degree), ctx.text(e.field)
    study = phrase_text("degree_in", ctx.lang, {"degree": degree, "field": field})
    return Block(head + _sub(ctx, study, ctx.text(e.location)), bullets(ctx, e.highlights))


def publication(ctx: RenderContext, e: PublicationEntry, index: int) -> Block:
    """Title; venue; authors; note — each on its own line."""
    head = [ctx.para("entry_title", ctx.link(e.url, ctx.markup("entry_title", ctx.text(e.title), link=False)))]
    parts = (ctx.text(e.venue_short), ctx.text(e.venue), ctx.dates(e.date, None) if e.date else "")
    venue = join_texts(ctx.locale.enum_sep, [p for p in parts if p])
    body = []
    if venue or e.status:
        line = ctx.join("venue", [venue, ctx.text(e.status)])
        for link in e.links:
            line += " " + ctx.link(link.url, ctx.markup("venue", f"[{ctx.text(link.label)}]", parse=False, link=False))
        body.append(ctx.para("venue", line))
    authors = [ctx.markup("line", name + ("*" if a.equal else ""), parse=False, bold=a.me)
               for a, name in named_authors(e.authors, ctx.text)]
    if authors:
        body.append(ctx.para("line", ctx.markup("line", ", ", parse=False).join(authors)))
    body += summary(ctx, e.note, "note") + summary(ctx, e.summary, "note")
    if note := equal_contribution_note(ctx, e):
        body.append(ctx.para("note", ctx.markup("note", note, parse=False)))
    return Block(head, body)


def _news_date(value: str) -> str:
    """2025.05: the compact date personal sites print beside news."""
    parts = parse_date(value)
    return f"{parts.year}.{parts.month:02d}" if parts.month else str(parts.year)


def news(ctx: RenderContext, e: NewsEntry, index: int) -> Block:
    return Block([ctx.para("dated", ctx.markup("dated", ctx.text(e.text)), bullet=_news_date(e.date))],
                 spaced=False)


def list_entry(ctx: RenderContext, e: ListEntry, index: int) -> Block:
    """Research interests and the like: one line of items, as a site shows tags."""
    items = [t for t in (ctx.text(item) for item in e.items) if t]
    sep = ctx.markup("line", "  ·  ", parse=False)
    return Block([ctx.para("line", sep.join(ctx.markup("line", item) for item in items))], spaced=False)


def award(ctx: RenderContext, e: AwardEntry, index: int) -> Block:
    left = _title(ctx, ctx.text(e.title), e.url, [ctx.text(e.issuer)])
    head = [row(ctx, left, _meta(ctx, common.years_of(ctx, e.dates)), left_style="line")]
    return Block(head, summary(ctx, e.note, "note"), spaced=False)


LAYOUT = Layout(
    header=common.header,
    section_heading=common.section_heading,
    renderers={**common.RENDERERS, "education": education, "experience": experience,
               "project": project, "generic": generic, "publication": publication,
               "news": news, "list": list_entry, "award": award},
)
