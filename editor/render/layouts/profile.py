"""profile — seed 004, a personal-site profile: About, Research Interests,
News with dates in a hanging column, Publications (title, venue, "* Equal
Contribution"), Experience as "Organisation — Role" with years and bullets.

Its entries' words are :mod:`editor.render.printed.profile`'s lines (Word prints the same)."""

from __future__ import annotations

from ..printed import profile as printed
from . import common
from .common import Layout
from .typeset import renderers

LAYOUT = Layout(
    header=common.header,
    section_heading=common.section_heading,
    renderers=renderers(printed.PRINTERS),
)
