"""What a résumé prints, resolved once as plain data: ``printed(resume, request)``.

The language, the template's data, the headings, dates and separators, and
each entry's lines of styled runs as its layout chooses them (the PDF layouts
in :mod:`editor.render.layouts` are the reference: a real CV's words). A
backend only typesets these lines: Word (:mod:`editor.render.docx_export`)
turns them into paragraphs; nothing here imports a drawing or document library.

The résumé is read as given: a variant is cut before any exporter runs
(:mod:`editor.exports`), a letter's variant lends it its look only.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from ...model import Resume
from ...model.content import cut
from ...model.letter_text import letter_named, letter_text
from ...request import RenderRequest
from ..errors import RenderError
from ..layouts.arrangement import jianli_rank
from ..templates import check_template, template_info
from ..theme import Theme, load_theme
from . import academic, classic, common, plain, profile
from .context import Ctx
from .letter import letter_lines
from .lines import Block, Line, Run
from .story import PrintedLayout, header_lines, sidebar_story, story

__all__ = ["LAYOUTS", "Block", "Ctx", "Line", "Printed", "PrintedLayout", "Run", "printed", "printed_layout"]

LAYOUTS: dict[str, PrintedLayout] = {
    "classic": PrintedLayout(classic.PRINTERS),
    "academic": PrintedLayout(academic.PRINTERS),
    "plain": PrintedLayout(plain.PRINTERS),
    "profile": PrintedLayout(profile.PRINTERS),
    "jianli": PrintedLayout(classic.PRINTERS, objective=True, details=True, rank=jianli_rank,
                            heading_bars=True),
    "sidebar": PrintedLayout(common.PRINTERS, sidebar=True),
}
"""Each PDF layout's choices (``render/layouts/NAME.py``), by the layout's name."""


def printed_layout(name: str) -> PrintedLayout:
    """The lines of layout *name*; a layout with none is an error, never another layout's words."""
    try:
        return LAYOUTS[name]
    except KeyError:
        raise RenderError(f"layout {name!r} has no printed lines: add it to LAYOUTS in "
                          "editor/render/printed/__init__.py") from None


@dataclass(frozen=True)
class Printed:
    """A résumé (or a cover letter) as its lines, ready to typeset."""

    template: str
    layout: str
    lang: str
    theme: Theme
    """The template's data with the document's design (and the request's page numbers)."""
    today: datetime.date
    lines: list[Line]
    """The story: one column, header first; with a sidebar, the main column."""
    side: list[Line] | None = None
    """The sidebar's column (name, headline, contact items, its sections), when the layout has one."""
    heading_bars: bool = False
    """Section headings on a tinted bar (the layout's look, for a backend that draws one)."""
    name: str = ""
    """The person's name in this language (the file's author and title)."""
    subject: str = ""
    """The résumé's headline, or the letter's subject."""
    letter: bool = False


def printed(resume: Resume, request: RenderRequest) -> Printed:
    letter = letter_named(resume, request.letter) if request.letter is not None else None
    design = cut(resume, letter.variant).design if letter is not None else resume.design  # its variant's look
    template = check_template(request.template or design.template)
    lang = request.lang or resume.default_language
    today = request.today or datetime.date.today()
    if request.page_numbers is not None:
        design = design.model_copy(update={"page_numbers": request.page_numbers})
    theme = load_theme(template, design)
    name = template_info(template).layout
    layout = printed_layout(name)
    ctx = Ctx(resume, lang, theme)
    side: list[Line] | None = None
    if letter is not None:  # the template's header, the accent rule, the letter (one column, always)
        rule = Line("body", [], rule=theme.colour(theme.colours.rule), space_before=6 * theme.spacing.scale)
        lines = header_lines(ctx, layout) + [rule] + letter_lines(ctx, letter_text(resume, letter, lang, today))
    elif layout.sidebar:
        side, lines = sidebar_story(ctx, layout)
    else:
        lines = story(ctx, layout)
    subject = ctx.text(letter.subject if letter is not None else resume.basics.headline)
    return Printed(template, name, lang, theme, today, lines, side, heading_bars=layout.heading_bars,
                   name=ctx.text(resume.basics.name), subject=subject, letter=letter is not None)
