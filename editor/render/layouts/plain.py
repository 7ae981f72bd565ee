"""plain — seed 002, the academicpages CV page: every entry is a bullet.

"Ph.D in <institution>, 2026 (expected)"; work as "July 2025 - Present:
Research Intern" with the organisation, the duties and the highlights as
nested bullets; skills, awards, publications and news as one bullet each.

Its entries' words are :mod:`editor.render.printed.plain`'s lines (Word prints the same).
"""

from __future__ import annotations

from ..printed import plain as printed
from . import common
from .common import Layout
from .typeset import renderers

LAYOUT = Layout(
    header=common.header,
    section_heading=common.section_heading,
    renderers=renderers(printed.PRINTERS),
)
