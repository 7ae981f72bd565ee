"""Where each piece of a page was drawn, and what it drew: for redrawing only what changed.

A keystroke changes one paragraph; the preview then needs only the band of the
page where the drawing changed, not the whole page rasterised again. While the
pages are laid out, :class:`PartsRecorder` notes, for each flowable drawn, the
rectangle of the frame it took (points, from the page's bottom left) and a
digest of the drawing operators it wrote; the operators no flowable wrote (page
backgrounds, the page number) make the page's *rest*. Two renders of a page
whose rests are equal differ only inside the rectangles of the pieces that one
of them has and the other has not (:func:`changed_band`).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

Piece = tuple[float, float, float, float, bytes]
"""(left, bottom, right, top) in points from the page's bottom left, and the digest of what was drawn there."""


@dataclass(frozen=True)
class PageParts:
    rest: bytes
    """The digest of what the page drew outside its pieces."""
    pieces: frozenset[Piece]


def _digest(lines: list[str]) -> bytes:
    return hashlib.blake2b("\n".join(lines).encode("utf-8", "surrogatepass"), digest_size=12).digest()


class PartsRecorder:
    """Told by the layout when a frame begins, when a flowable has been drawn and when a
    page is finished; gives each page's :class:`PageParts` in :attr:`pages`."""

    def __init__(self) -> None:
        self.pages: list[PageParts] = []
        self._ranges: dict[int, list[tuple[int, int, tuple[float, float, float, float]]]] = {}
        self._mark = 0
        self._top = 0.0

    def frame_began(self, frame: Any, canvas: Any) -> None:
        self._mark = len(canvas._code)
        self._top = frame._y

    def drawn(self, frame: Any, canvas: Any) -> None:
        end = len(canvas._code)
        if frame is None:  # an action between frames (a page break): it drew nothing of its own
            self._mark = end
            return
        if end > self._mark:
            rect = (frame._x1, frame._y, frame._x1 + frame._width, self._top)
            self._ranges.setdefault(canvas._pageNumber, []).append((self._mark, end, rect))
        self._mark = end
        self._top = frame._y

    def page_done(self, canvas: Any) -> None:
        """The page *canvas* is on is complete (its number printed): note its parts."""
        code: list[str] = canvas._code
        ranges = self._ranges.pop(canvas._pageNumber, [])
        inside = [False] * len(code)
        pieces = set()
        for start, end, rect in ranges:
            pieces.add((*rect, _digest(code[start:end])))
            inside[start:end] = [True] * (end - start)
        rest = [line for line, covered in zip(code, inside) if not covered]
        self.pages.append(PageParts(_digest(rest), frozenset(pieces)))


def changed_band(old: PageParts, new: PageParts, pad: float = 3.0) -> tuple[float, float] | None:
    """The (bottom, top) in points of the one horizontal band holding every difference
    between two renders of a page; None when they differ outside their pieces (the whole
    page may have changed)."""
    if old.rest != new.rest:
        return None
    changed = old.pieces ^ new.pieces
    if not changed:
        return (0.0, 0.0)
    return (min(piece[1] for piece in changed) - pad, max(piece[3] for piece in changed) + pad)
