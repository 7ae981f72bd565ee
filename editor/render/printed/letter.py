"""A cover letter's lines under the template's header, laid out as
the PDF letter lays them (:mod:`editor.render.letter`) and as the language's
letters are (:class:`~editor.model.letter_text.LetterText`'s ``style``)."""

from __future__ import annotations

from ...model.letter_text import LetterText
from .context import Ctx
from .lines import Line, Run

GAP = 10.0
"""Points between the letter's blocks (date, recipient, subject)."""


def letter_lines(ctx: Ctx, text: LetterText) -> list[Line]:
    chinese = text.style == "chinese"
    lines: list[Line] = []

    def add(style: str, value: str, *, parse: bool = False, gap: float | None = None, indent: int = 0) -> None:
        lines.append(Line(style, ctx.runs(value, parse=parse) or [Run("")], space_before=gap, indent_chars=indent))

    first_gap: float | None = 14.0  # below the header, as the PDF's accent rule leaves
    if chinese and text.subject:
        add("letter_title", text.subject, gap=first_gap)
        first_gap = None
    if not chinese:
        add("letter_meta", text.date, gap=first_gap)
        first_gap = GAP
    for index, line in enumerate(text.recipient):
        add("letter_meta", line, gap=first_gap if index == 0 else None)
    block_gap = GAP if text.recipient or not chinese else first_gap
    if text.subject and not chinese:
        add("letter_subject", text.subject, gap=block_gap)
        block_gap = None
    add("letter", text.salutation, gap=block_gap)
    for paragraph in text.paragraphs:
        add("letter", paragraph, parse=True, indent=2 if chinese else 0)
    if chinese:
        first, *rest = text.closing or [""]
        add("letter_meta", first, indent=2)
        for line in rest:
            add("letter_meta", line)
        for index, line in enumerate(x for x in (text.signature, text.date) if x):
            add("letter_right", line, gap=16.0 if index == 0 else None)
    else:
        for line in text.closing:
            add("letter_meta", line)
        if text.signature:
            add("letter_meta", text.signature, gap=22.0)
    return lines
