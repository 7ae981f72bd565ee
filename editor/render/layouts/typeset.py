"""The PDF side of :mod:`editor.render.printed`: an entry's printed lines set
as the paragraphs and rows a layout would build itself, so the PDF and Word
take their words from one function per kind.

A run becomes the markup :meth:`RenderContext.markup` makes of its text
(literally: the runs are already parsed), in the face of the paragraph it sits
in; runs that link to one address share one link. A line with right-hand runs
is a :class:`~editor.render.flowables.Row`, the runs' own style its right cell's;
what a line hangs before its text (a list's mark, a number, a date) is the
paragraph's bullet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from reportlab.platypus import Flowable

from ..context import Block, RenderContext
from ..flowables import Row
from ..printed import Ctx
from ..printed import lines as printed
from ..printed.common import Printer
from ..printed.story import identity_lines


def row(ctx: RenderContext, left: str, right: str, *, left_style: str = "entry_title",
        right_style: str = "entry_meta") -> Flowable:
    """A row of two markups; a lone left part is a plain paragraph."""
    left_para = ctx.para(left_style, left) if left else None
    if not right:
        return left_para or ctx.para(left_style, "")
    return Row(left_para, ctx.para(right_style, right))


def markup(ctx: RenderContext, style: str, runs: list[printed.Run]) -> str:
    out: list[str] = []
    for url, group in printed.link_groups(runs):
        inner = "".join(ctx.markup(style, run.text, parse=False, bold=run.bold, italic=run.italic, link=False)
                        for run in group)
        out.append(ctx.link(url, inner) if url else inner)
    return "".join(out)


def flowable(ctx: RenderContext, line: printed.Line, index: int) -> Flowable:
    """*line* as a paragraph (a bullet's with the template's mark, a numbered
    one with the entry's number, a dated one with its date hanging), or as a
    row of two cells."""
    left = markup(ctx, line.style, line.left)
    bullet = mark(ctx, line, index)
    if not line.right:
        return ctx.para(line.style, left, bullet=bullet)
    right_style = line.right[0].style or "entry_meta"
    right = markup(ctx, right_style, line.right)
    if bullet is None:
        return row(ctx, left, right, left_style=line.style, right_style=right_style)
    return Row(ctx.para(line.style, left, bullet=bullet), ctx.para(right_style, right))


def mark(ctx: RenderContext, line: printed.Line, index: int) -> str | None:
    """What hangs before a line's text: a list's mark, a publication's number, news' date."""
    if line.hanging:
        return "".join(run.text for run in line.hanging)
    bullet = ctx.theme.bullet
    return {"bullet": bullet.char, "bullet_nested": bullet.nested_char, "numbered": f"{index + 1}."}.get(line.style)


def typeset(printer: Printer) -> Callable[[RenderContext, Any, int], Block]:
    """A PDF renderer that sets the lines *printer* prints."""

    def render(ctx: RenderContext, entry: Any, index: int) -> Block:
        block = printer(Ctx(ctx.resume, ctx.lang, ctx.theme), entry, index)
        return Block([flowable(ctx, line, index) for line in block.head],
                     [flowable(ctx, line, index) for line in block.body], block.spaced)

    render.__name__ = printer.__name__
    return render


def renderers(printers: dict[str, Printer]) -> dict[str, Callable[[RenderContext, Any, int], Block]]:
    """A layout's renderers: every kind its printed table prints, set for the PDF."""
    return {kind: typeset(printer) for kind, printer in printers.items()}


def identity(ctx: RenderContext, *, objective: bool = False) -> list[Flowable]:
    """The name and the headline as :mod:`editor.render.printed` words them (after
    the objective label when the layout prints one); the name in capitals where
    the template has them (Word's style sets them instead)."""
    upper = ctx.theme.header.name_case == "upper"
    out = []
    for line in identity_lines(Ctx(ctx.resume, ctx.lang, ctx.theme), objective):
        runs = [replace(run, text=run.text.upper()) for run in line.left] if upper and line.style == "name" else line.left
        out.append(ctx.para(line.style, markup(ctx, line.style, runs)))
    return out
