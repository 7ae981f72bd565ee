"""The pages a new preview will show, rasterised on the render worker.

A keystroke changes one or two pages of a résumé. The render worker, right
after laying out the PDF, compares each page's content with the pages on show
(:func:`page_digests`) and rasterises only the pages that changed and are on
screen, at the scale the view draws them; the view keeps the images of the
others. The window then shows the new pages in one paint, without a frame of
blank paper and without rasterising on the GUI thread.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize
from PySide6.QtGui import QImage
from PySide6.QtPdf import QPdfDocument

_OBJECT = re.compile(rb"\n(\d+) 0 obj\n")
_KIDS = re.compile(rb"/Kids \[([\d R\s]*)\]")
_CONTENTS = re.compile(rb"/Contents (\d+) 0 R")
_MEDIA_BOX = re.compile(rb"/MediaBox \[[^\]]*\]")


def page_digests(pdf: bytes) -> list[bytes]:
    """A digest of what each page draws (its content stream and its size), in page order,
    read from a PDF as Vitae's renderer writes it (objects on lines of their own, one
    page tree); an empty list when the file is laid out otherwise (every page then counts
    as changed). Two pages with the same digest look the same: the renderer numbers a
    font's glyphs in the order they first appear, so a page whose stream is unchanged
    uses the same glyphs."""
    starts = {int(m.group(1)): m.end() for m in _OBJECT.finditer(pdf)}
    kids = _KIDS.search(pdf)
    if kids is None:
        return []
    digests = []
    for number in kids.group(1).split()[::3]:
        page = _object(pdf, starts, int(number))
        contents = _CONTENTS.search(page) if page is not None else None
        stream = _object(pdf, starts, int(contents.group(1))) if contents else None
        box = _MEDIA_BOX.search(page) if page is not None else None
        if stream is None or box is None:
            return []
        digests.append(hashlib.blake2b(box.group() + stream, digest_size=16).digest())
    return digests


def _object(pdf: bytes, starts: dict[int, int], number: int) -> bytes | None:
    start = starts.get(number)
    if start is None:
        return None
    end = pdf.find(b"endobj", start)
    return pdf[start:end] if end >= 0 else None


@dataclass(frozen=True)
class FrameRequest:
    """What the view on screen needs from a render: the pages it shows and the size it draws
    each at (page, width, height in device pixels), the screen's pixel ratio, and the
    digests of the pages it has images of."""

    pages: tuple[tuple[int, int, int], ...]
    pixel_ratio: float = 1.0
    shown: tuple[bytes, ...] = ()


@dataclass
class Frame:
    """A render's pages for the view: their digests, the pages that look as before, and
    images of the changed pages that were asked for."""

    digests: list[bytes]
    kept: frozenset[int] = frozenset()
    images: dict[int, QImage] = field(default_factory=dict)


def frame_for(pdf: bytes, request: FrameRequest | None) -> Frame:
    """Compare *pdf*'s pages with the ones on show and rasterise the changed pages asked for."""
    digests = page_digests(pdf)
    if request is None:
        return Frame(digests)
    kept = frozenset(page for page, digest in enumerate(digests)
                     if page < len(request.shown) and request.shown[page] == digest)
    changed = [(page, QSize(width, height)) for page, width, height in request.pages if page not in kept]
    images: dict[int, QImage] = {}
    if changed:
        buffer = QBuffer()
        buffer.setData(QByteArray(pdf))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        document = QPdfDocument()
        document.load(buffer)
        for page, size in changed:
            if page < document.pageCount():
                images[page] = rasterise(document, page, size, request.pixel_ratio)
        document.close()
    return Frame(digests, kept, images)


def rasterise(document: QPdfDocument, page: int, size: QSize, ratio: float = 1.0) -> QImage:
    """Page *page* of *document* at *size* device pixels, its paper transparent."""
    image = document.render(page, size)
    image.setDevicePixelRatio(ratio)
    return image
