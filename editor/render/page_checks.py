"""What a printed résumé should not do, said as warnings with their remedy.

* A last page holding a line or two (a page turned for one entry): *Fit to
  pages* would bring it back onto the page before, and nothing says so.
* Margins under 8 mm: many office printers cannot print that close to the
  edge, and the text is cut.

The renderer plants an :class:`EndMark` after the story; where it lands is
how much of the last page the story uses. The warnings join the render's
others (``RenderResult.warnings``): ``vitae export`` prints them and the
window shows them in its status bar.
"""

from __future__ import annotations

from typing import Any

from reportlab.platypus import Flowable

from .theme import Theme

MIN_MARGIN_MM = 8.0
NEARLY_EMPTY = 0.1
"""A last page whose text takes less than this share of its height is nearly empty."""


class EndMark(Flowable):
    """Takes no room and draws nothing; records (page index, points from the
    page's top) of where the story ended."""

    _ZEROSIZE = True

    def __init__(self) -> None:
        super().__init__()
        self.width = self.height = 0
        self.landed: tuple[int, float] | None = None

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:  # noqa: N803 (reportlab's names)
        return 0, 0

    def drawOn(self, canvas: Any, x: float, y: float, _sW: float = 0) -> None:  # noqa: N802, N803
        _, bottom = canvas.absolutePosition(x, y)
        self.landed = (canvas.getPageNumber() - 1, canvas._pagesize[1] - bottom)

    def draw(self) -> None:
        pass


def margin_warnings(theme: Theme) -> list[str]:
    page = theme.page
    narrow = min(m for m in (page.margin_mm, page.top_mm, page.bottom_mm) if m is not None)
    if narrow >= MIN_MARGIN_MM:
        return []
    return [f"margins of {narrow:g} mm: many printers cannot print closer than {MIN_MARGIN_MM:g} mm to the "
            f"paper's edge and would cut the text (Design → Margins, or margin_mm: {MIN_MARGIN_MM:g} or more)"]


def last_page_warnings(theme: Theme, pages: int, mark: EndMark, page_height: float, leading: float) -> list[str]:
    """A warning when the story ends near the top of a last page that is not the first."""
    if pages < 2 or mark.landed is None or mark.landed[0] != pages - 1:
        return []
    mm = 72 / 25.4
    page = theme.page
    top = (page.top_mm if page.top_mm is not None else page.margin_mm) * mm
    bottom = (page.bottom_mm if page.bottom_mm is not None else page.margin_mm) * mm
    used = mark.landed[1] - top
    if used > NEARLY_EMPTY * (page_height - top - bottom):
        return []
    lines = max(1, round(used / leading))
    noun = "line" if lines == 1 else "lines"
    return [f"page {pages} holds only about {lines} {noun}: Fit to pages {pages - 1} (Design → Fit to pages, "
            f"or vitae export --fit-pages {pages - 1}) would bring it onto {pages - 1} "
            f"{'page' if pages == 2 else 'pages'}"]
