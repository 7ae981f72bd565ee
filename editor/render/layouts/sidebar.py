"""sidebar — a narrow coloured column (photo, name, contact, and skills,
languages and interests when their entries are short) beside the main
column (everything else).

The story is the sidebar's content, a frame break, then the main column's:
the PDF's text therefore reads column by column, which is what an
applicant-tracking system (or Vitae's own PDF reader) needs. Later pages have
the main column only, at the same place, so long content continues in its
own column.
"""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, FrameBreak, NextPageTemplate, PageTemplate

from ...model import content
from ..context import RenderContext
from ..tagging import artifact
from ..pdf_file import PageArea
from ..printed import LAYOUTS
from . import common
from .arrangement import BAND_PADDING, COLUMN_GAP, SIDE_SHARE, in_sidebar
from .common import Layout, contact_items, section_story
from .typeset import identity, renderers

def pages(area: PageArea) -> list[PageTemplate]:
    side_width = area.width * SIDE_SHARE
    band_right = area.left + side_width + BAND_PADDING
    main_left = band_right + COLUMN_GAP
    main_width = area.left + area.width - main_left

    def frame(x: float, width: float, name: str) -> Frame:
        return Frame(x, area.bottom, width, area.height, id=name,
                     leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)

    def band(canvas: Canvas, doc: BaseDocTemplate) -> None:
        with artifact(canvas, "Background"):
            canvas.saveState()
            canvas.setFillColor(area.panel_colour)
            canvas.rect(0, 0, band_right, area.page_height, stroke=0, fill=1)
            canvas.restoreState()

    first = PageTemplate(id="first", frames=[frame(area.left, side_width, "side"), frame(main_left, main_width, "main")],
                         onPage=band)
    rest = PageTemplate(id="rest", frames=[frame(main_left, main_width, "main")], onPage=band)
    return [first, rest]


def story(ctx: RenderContext, layout: Layout) -> list[Flowable]:
    side: list[Flowable] = []
    photo = common.header_photo(ctx)
    if photo is not None:
        photo.hAlign = "LEFT"
        photo.spaceAfter = ctx.space(8)
        side.append(photo)
    side += _identity(ctx)
    main: list[Flowable] = []
    for section, entries in content.shown_sections(ctx.resume, ctx.lang):
        column = side if in_sidebar(section.kind, entries, ctx.text) else main
        column.extend(section_story(ctx, layout, section, entries))
    if main and not main[0].getSpaceBefore() == 0:
        main[0].spaceBefore = 0  # the main column starts at the top of its frame
    return [NextPageTemplate("rest"), *side, FrameBreak(), *main]


def _identity(ctx: RenderContext) -> list[Flowable]:
    """Name, headline and one contact item a line: a narrow column has no room for a contact row."""
    out = identity(ctx)
    for item in contact_items(ctx):
        markup = ctx.markup("contact", item.text, parse=False, link=False)
        out.append(ctx.para("contact", ctx.link(item.url, markup)))
    return out


LAYOUT = Layout(
    header=common.header,
    section_heading=common.section_heading,
    renderers=renderers(LAYOUTS["sidebar"].printers),
    pages=pages,
    story=story,
)
