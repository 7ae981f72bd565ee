"""classic — seed 000: name on top, "e-mail · GitHub" line, ruled headings, the
organisation and its dates on one line, a role/department line, bullets with
bold lead-ins.

Its entries' words are :mod:`editor.render.printed.classic`'s lines (Word prints
the same): "B.S. in Software Engineering at **Northeastern University**, NE,
China | dates" (the language's ``degree_at`` phrase); "**Organisation**,
location | dates" then "team, role"; a project's name | dates, then
"organisation, role, place"."""

from __future__ import annotations

from ..printed import classic as printed
from . import common
from .common import Layout
from .typeset import renderers

LAYOUT = Layout(
    header=common.header,
    section_heading=common.section_heading,
    renderers=renderers(printed.PRINTERS),
)
