"""Where things are in the preview: pages on screen, and the entry at a point.

The view (:class:`editor.ui.page_view.PageView`) says where it draws each page;
the renderer's anchors (:attr:`editor.render.RenderResult.anchors`) then say
which entry a point on a page falls in.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect

from .page_view import PageView

Anchor = tuple[tuple, int, float, float]
"""(model path, page index, x, y from the page's top), in points."""


def page_rects(view: PageView) -> list[QRect]:
    """Each page's rectangle in the view's viewport coordinates."""
    return view.page_rects()


def place_at(view: PageView, point: QPoint) -> tuple[int, float, float] | None:
    """(page, x, y) in points from the page's top left under the viewport *point*; None off the pages."""
    for page, rect in enumerate(page_rects(view)):
        if rect.contains(point):
            scale = rect.width() / view.page_points(page).width()
            return page, (point.x() - rect.left()) / scale, (point.y() - rect.top()) / scale
    return None


def entry_at(anchors: list[Anchor], page: int, x: float, y: float) -> tuple | None:
    """The entry a point falls in: the last one that starts above it in its
    column on this page, else the one running over from an earlier page; None
    above the first entry (the header)."""
    column = [a for a in anchors if a[1] == page and a[2] <= x + 2.0]
    if column:
        widest = max(a[2] for a in column)  # the rightmost column left of the point
        above = [a for a in column if abs(a[2] - widest) < 2.0 and a[3] <= y + 2.0]
        if above:
            return max(above, key=lambda a: a[3])[0]
    earlier = [a for a in anchors if a[1] < page]
    return max(earlier, key=lambda a: (a[1], a[3]))[0] if earlier else None


def anchor_rect(view: PageView, anchors: list[Anchor], path: tuple) -> QRect | None:
    """Where the entry at *path* starts in the viewport (a line's height), or None when not printed."""
    found = next((a for a in anchors if a[0] == path), None)
    rects = page_rects(view)
    if found is None or found[1] >= len(rects):
        return None
    rect = rects[found[1]]
    scale = rect.width() / view.page_points(found[1]).width()
    return QRect(rect.left() + round(found[2] * scale), rect.top() + round(found[3] * scale),
                 max(1, rect.width() // 2), max(1, round(14 * scale)))
