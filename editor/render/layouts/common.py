"""What every template shares: the story driver, the header, headings, and a
sensible rendering of every entry kind that a template may override.

A renderer takes (context, entry, index among the section's shown entries)
and returns a :class:`Block`; it names styles only by name. The shared kinds
set the lines :mod:`editor.render.printed` prints (:mod:`.typeset`), so the
PDF and Word take their words from one function per kind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from reportlab.platypus import Flowable, KeepTogether, Table, TableStyle

from ...model import content, row_for
from ..context import Block, RenderContext
from ..flowables import Anchor, ContactItem, ContactLine, SectionHeading
from ..icons import icon_for_network
from .typeset import identity, renderers
from ..printed import Ctx
from ..printed import common as printed
from ..printed.story import contacts
from ..pdf_file import PagePlan, single_column
from ..photo import photo_flowable

Renderer = Callable[[RenderContext, Any, int], Block]


@dataclass(frozen=True)
class Layout:
    """How a template arranges a résumé: small functions, naming styles only by name."""

    header: Callable[[RenderContext], list[Flowable]]
    section_heading: Callable[[RenderContext, str], list[Flowable]]
    renderers: dict[str, Renderer] = field(default_factory=dict)
    pages: PagePlan = single_column
    """The page frames (one column; a sidebar layout plans two)."""
    story: Callable[[RenderContext, Layout], list[Flowable]] | None = None
    """The whole story, for a layout whose order is not header-then-sections
    (a sidebar's content before the main column's); None means the header, then
    each section in order (:meth:`build`)."""

    def build(self, ctx: RenderContext, limit: int | None = None) -> list[Flowable]:
        """The story; with *limit*, at least its first *limit* pieces (a glance at the
        first pages need not build the rest, where the layout reads in order)."""
        if self.story is not None:
            return self.story(ctx, self)
        story = list(self.header(ctx))
        for section, entries in content.shown_sections(ctx.resume, ctx.lang):
            if limit is not None and len(story) >= limit:
                break
            story.extend(section_story(ctx, self, section, entries))
        return story


# ---- the story -------------------------------------------------------------

def section_story(ctx: RenderContext, layout: Layout, section: Any, entries: list) -> list[Flowable]:
    """One section's flowables: its heading kept with its first entry, each
    entry's head with its first line, and an anchor at each entry recording
    where it lands (the window's preview selects what was clicked)."""
    title = content.section_heading(section, ctx.lang, ctx.default_lang)
    heading = layout.section_heading(ctx, title) if title else []
    blocks = [render(ctx, shown, index)
              for index, (render, shown) in enumerate(row_for(layout.renderers, e) for e in entries)]
    for entry, block in zip(entries, blocks):
        path = ctx.path_of(section, entry)
        flowables = block.head or block.body
        if path is not None and flowables:
            flowables.insert(1, Anchor(path, ctx.anchors, flowables[0]))
    # A section without a heading still stands apart from the one before.
    first_gap = 0.0 if heading else ctx.space(ctx.theme.spacing.section_before)
    return keep_headings(heading, blocks, ctx.space(ctx.theme.spacing.entry_gap), first_gap)


def keep_headings(heading: list[Flowable], blocks: list[Block], gap: float,
                  first_gap: float = 0.0) -> list[Flowable]:
    """Keep each entry's head with its first line of body (and the section
    heading with the first entry), so no heading ends a page alone."""
    out: list[Flowable] = []
    for index, block in enumerate(blocks):
        group = (heading if index == 0 else []) + block.head + block.body[:1]
        if not group:
            continue
        space = gap if index and block.spaced else first_gap if not index else 0.0
        if space:
            group[0].spaceBefore = max(group[0].getSpaceBefore(), space)
        out.append(KeepTogether(group) if len(group) > 1 else group[0])
        out.extend(block.body[1:])
    return out


# ---- header and headings ---------------------------------------------------

def contact_items(ctx: RenderContext) -> list[ContactItem]:
    """The contact line's items as :mod:`editor.render.printed` lists them (Word
    prints the same), each with its icon."""
    return [ContactItem(item.text, item.url, icon_for_network(item.network) if item.kind == "profile" else item.kind)
            for item in contacts(Ctx(ctx.resume, ctx.lang, ctx.theme))]


def contact_line(ctx: RenderContext, items: list[ContactItem]) -> ContactLine:
    style = ctx.styles["contact"]
    theme = ctx.theme
    if not theme.header.contact_icons:
        items = [ContactItem(item.text, item.url, None) for item in items]
    line = ContactLine(
        items, face=style.fontName, size=style.fontSize, leading=style.leading, chain=ctx.styles.chain,
        align={0: "left", 1: "center"}.get(style.alignment, "left"),
        separator=theme.header.contact_separator,
        colour=style.textColor.hexval().replace("0x", "#"),
        link_colour=ctx.styles.colour(theme.colours.link),
        separator_colour=ctx.styles.colour("muted"), icon_colour=ctx.styles.colour("accent"),
    )
    line.spaceBefore, line.spaceAfter = style.spaceBefore, style.spaceAfter
    return line


def header(ctx: RenderContext) -> list[Flowable]:
    out = identity(ctx)
    items = contact_items(ctx)
    if items:
        out.append(contact_line(ctx, items))
    return beside_photo(ctx, out)


def header_photo(ctx: RenderContext) -> Flowable | None:
    """The photo at the theme's size, when the template has a slot and this language prints one."""
    if ctx.theme.header.photo == "none":
        return None
    width, height = ctx.theme.header.photo_mm
    return photo_flowable(ctx, width, height)


def beside_photo(ctx: RenderContext, flowables: list[Flowable]) -> list[Flowable]:
    """*flowables* with the photo at their top right. A centred header keeps
    an empty column on the left as wide as the photo, so it stays centred on the page."""
    photo = header_photo(ctx)
    if photo is None:
        return flowables
    width = photo.drawWidth + ctx.space(8)
    centred = ctx.styles["name"].alignment == 1
    cells = [[[], flowables, photo]] if centred else [[flowables, photo]]
    widths = [width, "*", width] if centred else ["*", width]
    table = Table(cells, colWidths=widths, hAlign="LEFT")
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("ALIGN", (-1, 0), (-1, 0), "RIGHT"),
                               # the embedded body font: a table otherwise names Helvetica, unembedded
                               ("FONTNAME", (0, 0), (-1, -1), ctx.styles["body"].fontName),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
    return [table]


def section_heading(ctx: RenderContext, title: str) -> list[Flowable]:
    theme = ctx.theme
    if theme.heading.case == "upper":
        title = title.upper()
    heading = SectionHeading(ctx.p("heading", title, parse=False), rule=theme.heading.rule,
                             colour=ctx.styles.colour(theme.colours.rule), rule_width=theme.heading.rule_width)
    heading.spaceBefore = ctx.space(theme.spacing.section_before)
    heading.spaceAfter = ctx.space(theme.spacing.section_after)
    return [heading]


# ---- one renderer per entry kind ------------------------------------------------
# Their words are editor/render/printed/common.py's lines, the ones Word prints too.

RENDERERS: dict[str, Renderer] = renderers(printed.PRINTERS)

DEFAULT = Layout(header=header, section_heading=section_heading, renderers=RENDERERS)
