"""jianli (中文简历) — the conventional Chinese résumé: the name and the job
objective (求职意向, the headline) at the top, the photo top right, the
person's own details (出生年月, 籍贯… as label/value pairs) in two columns,
then 教育背景, 工作经历, 项目经历, 专业技能, 获奖情况 under tinted section
bars. In English it reads as a compact one-page résumé.
"""

from __future__ import annotations

from reportlab.lib.colors import HexColor
from reportlab.platypus import Flowable, Paragraph, Table, TableStyle

from ...model import content
from ..context import RenderContext
from ..tagging import artifact, tagger_of
from ..printed import LAYOUTS, Ctx
from ..printed.story import detail_runs
from .arrangement import jianli_rank
from .common import Layout, beside_photo, contact_items, contact_line, section_story
from .typeset import identity, markup, renderers


class SectionBar(Flowable):
    """A section title on a tinted bar with an accent stripe at its left."""

    def __init__(self, para: Paragraph, *, fill: str, stripe: str) -> None:
        super().__init__()
        self.para, self.fill, self.stripe = para, fill, stripe
        self.pad = para.style.fontSize * 0.3
        self._ph = 0.0

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        inset = self.pad * 3
        self._ph = self.para.wrap(avail_width - inset * 2, avail_height)[1]
        self.width, self.height = avail_width, self._ph + self.pad * 2
        return self.width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        frame = getattr(self, "_frame", None)
        if frame is not None and not frame._atTop:
            return []
        return self.para.split(avail_width, avail_height)  # a title taller than a page (hostile text)

    def draw(self) -> None:
        c = self.canv
        with artifact(c):  # the tint and the stripe
            c.saveState()
            c.setFillColor(HexColor(self.fill))
            c.rect(0, 0, self.width, self.height, stroke=0, fill=1)
            c.setFillColor(HexColor(self.stripe))
            c.rect(0, 0, self.pad, self.height, stroke=0, fill=1)
            c.restoreState()
        self.para.drawOn(c, self.pad * 3, self.pad)


def section_bar(ctx: RenderContext, title: str) -> list[Flowable]:
    theme = ctx.theme
    bar = SectionBar(ctx.p("heading", title, parse=False), fill=ctx.styles.colour(theme.colours.panel),
                     stripe=ctx.styles.colour("accent"))
    bar.spaceBefore = ctx.space(theme.spacing.section_before)
    bar.spaceAfter = ctx.space(theme.spacing.section_after)
    return [bar]


def header(ctx: RenderContext) -> list[Flowable]:
    out = identity(ctx, objective=LAYOUTS["jianli"].objective)
    items = contact_items(ctx)
    if items:
        out.append(contact_line(ctx, items))
    grid = details_grid(ctx)
    if grid is not None:
        out.append(grid)
    return beside_photo(ctx, out)


def details_grid(ctx: RenderContext) -> Flowable | None:
    """The person's details, "label：value", two to a row."""
    cells = [ctx.para("detail", markup(ctx, "detail", runs))
             for runs in detail_runs(Ctx(ctx.resume, ctx.lang, ctx.theme))]
    if not cells:
        return None
    rows = [cells[i:i + 2] + ([""] if len(cells[i:i + 2]) == 1 else []) for i in range(0, len(cells), 2)]
    table = Table(rows, colWidths=["50%", "50%"], hAlign="LEFT", renderCB=grid_tags)
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("FONTNAME", (0, 0), (-1, -1), ctx.styles["body"].fontName),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 6),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 1)]))
    table.spaceBefore = ctx.space(3)
    return table


def grid_tags(table: Table, event: str, *args: object) -> None:
    """In a tagged PDF the details are a list (the grid only lays them out)."""
    tagger = tagger_of(table.canv)
    if tagger is not None:
        tagger.grid_callback(table, event, *args)


def story(ctx: RenderContext, layout: Layout) -> list[Flowable]:
    out = list(layout.header(ctx))
    sections = sorted(content.shown_sections(ctx.resume, ctx.lang), key=lambda pair: jianli_rank(pair[0].kind))
    for section, entries in sections:
        out.extend(section_story(ctx, layout, section, entries))
    return out


LAYOUT = Layout(
    header=header,
    section_heading=section_bar,
    renderers=renderers(LAYOUTS["jianli"].printers),  # entries as classic prints them
    story=story,
)
