"""academic — seeds 001 (English) and 003 (Chinese), after billryan/resume.

Centred name; contact line with icons; upper-case headings with a rule;
institution bold with its location flush right and the degree line with its
dates flush right (one line "**institution** degree field | dates" when there
is no location, as the Chinese version prints it); numbered publications with
the owner's name and the venue's short name bold; awards as "• title | years".

Its entries' words are :mod:`editor.render.printed.academic`'s lines (Word prints the same).
"""

from __future__ import annotations

from ..printed import academic as printed
from . import common
from .common import Layout
from .typeset import renderers

LAYOUT = Layout(
    header=common.header,
    section_heading=common.section_heading,
    renderers=renderers(printed.PRINTERS),
)
