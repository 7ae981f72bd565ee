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

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRect, QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtPdf import QPdfDocument, QPdfDocumentRenderOptions

from .. import patches
from ..render.page_parts import PageParts, changed_band

_OBJECT = re.compile(rb"\n(\d+) 0 obj\n")
_KIDS = re.compile(rb"/Kids \[([\d R\s]*)\]")
_CONTENTS = re.compile(rb"/Contents (\d+) 0 R")
_MEDIA_BOX = re.compile(rb"/MediaBox \[[^\]]*\]")
_LENGTH = re.compile(rb"/Length (\d+)")


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
    """Object *number*'s body; a stream's data is skipped by its length, not searched:
    a page's contents, written plain for the screen, may show the word "endobj"."""
    start = starts.get(number)
    if start is None:
        return None
    end = pdf.find(b"endobj", start)
    if end < 0:
        return None
    data = pdf.find(b"stream\n", start, end)
    length = _LENGTH.search(pdf, start, data) if data >= 0 else None
    if length is not None:
        data_end = data + len(b"stream\n") + int(length.group(1))
        if data_end > end:
            end = pdf.find(b"endobj", data_end)
    return pdf[start:end] if end >= 0 else None


@dataclass(frozen=True)
class FrameRequest:
    """What the view on screen needs from a render: the pages it shows and the size it draws
    each at (page, width, height in device pixels), the screen's pixel ratio, the digests
    of the pages it has images of, and for the pages on screen their images and parts
    (so that a changed page may be redrawn only where it changed)."""

    pages: tuple[tuple[int, int, int], ...]
    pixel_ratio: float = 1.0
    shown: tuple[bytes, ...] = ()
    images: dict[int, QImage] = field(default_factory=dict)
    parts: tuple[PageParts, ...] = ()


@dataclass
class Frame:
    """A render's pages for the view: their digests, the pages that look as before, images
    of the changed pages that were asked for, the rows (top, bottom; device pixels) of
    those redrawn only in a band, and the PDF loaded (with the buffer it reads), handed
    to the GUI thread so that it need not load it again."""

    digests: list[bytes]
    kept: frozenset[int] = frozenset()
    images: dict[int, QImage] = field(default_factory=dict)
    bands: dict[int, tuple[int, int]] = field(default_factory=dict)
    document: QPdfDocument | None = None
    buffer: QBuffer | None = None


BAND_MARGIN = 4
"""Rows drawn beyond a band on each side and not copied (see :func:`patched`)."""
BAND_SHARE = 0.6
"""A changed page is redrawn as a band when the band is at most this share of its height."""


def frame_for(pdf: bytes, request: FrameRequest | None, parts: list[PageParts] | None = None) -> Frame:
    """Compare *pdf*'s pages with the ones on show and rasterise the changed pages asked for:
    only the band that changed, when the page's *parts* (:mod:`editor.render.page_parts`)
    and the image on show tell it, else the whole page. The loaded document goes to the
    application's main thread (the caller may be a worker)."""
    digests = page_digests(pdf)
    buffer = QBuffer()
    buffer.setData(QByteArray(pdf))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document = QPdfDocument()
    document.load(buffer)
    if document.status() != QPdfDocument.Status.Ready:
        return Frame(digests)
    kept: frozenset[int] = frozenset()
    images: dict[int, QImage] = {}
    bands: dict[int, tuple[int, int]] = {}
    if request is not None:
        kept = frozenset(page for page, digest in enumerate(digests)
                         if page < len(request.shown) and request.shown[page] == digest)
        for page, width, height in request.pages:
            if page in kept or page >= document.pageCount():
                continue
            size = QSize(width, height)
            band = _band_rows(document, page, size, request, parts)
            old = request.images.get(page)
            if band is not None and old is not None:
                images[page], bands[page] = patched(document, page, old, band), band
            else:
                images[page] = rasterise(document, page, size, request.pixel_ratio)
    app = QCoreApplication.instance()
    if app is not None:
        buffer.moveToThread(app.thread())
        document.moveToThread(app.thread())
    return Frame(digests, kept, images, bands, document, buffer)

def rasterise(document: QPdfDocument, page: int, size: QSize, ratio: float = 1.0) -> QImage:
    """Page *page* of *document* at *size* device pixels, its paper transparent."""
    image = document.render(page, size)
    image.setDevicePixelRatio(ratio)
    return image


def _band_rows(document: QPdfDocument, page: int, size: QSize, request: FrameRequest,
               parts: list[PageParts] | None) -> tuple[int, int] | None:
    """The rows (top, bottom; device pixels) of page *page* that changed since the image on
    show, when they are one band narrow enough to be worth redrawing alone."""
    old = request.images.get(page)
    if (not parts or page >= len(parts) or page >= len(request.parts) or old is None
            or old.size() != size or not patches.applies("pdf-band-clip")):
        return None
    band = changed_band(request.parts[page], parts[page])
    if band is None or band == (0.0, 0.0):
        return None
    points = document.pagePointSize(page)
    scale = size.height() / points.height()
    top = max(0, int((points.height() - band[1]) * scale))
    bottom = min(size.height(), int((points.height() - band[0]) * scale) + 1)
    return (top, bottom) if 0 < bottom - top <= size.height() * BAND_SHARE else None


def patched(document: QPdfDocument, page: int, old: QImage, rows: tuple[int, int]) -> QImage:
    """The image *old* of page *page* with the *rows* (top, bottom) drawn anew from *document*:
    the same pixels as rasterising the whole page (``tests/ui/test_preview_frames.py``)."""
    top, bottom = rows
    # A few rows more each way, left out of the copy: a glyph cut by the bitmap's edge is
    # smoothed differently from the same glyph on the whole page.
    start, end = max(0, top - BAND_MARGIN), min(old.height(), bottom + BAND_MARGIN)
    options = QPdfDocumentRenderOptions()
    options.setScaledSize(old.size())
    # QPdfDocument scales a clipped render by (right - left) / width of the clip rectangle,
    # whose right and bottom edges QRect counts inclusively: one pixel more each way
    # gives the page's own scale, so the band lines up with the rest of the image.
    options.setScaledClipRect(QRect(0, start, old.width() + 1, end - start + 1))
    band = document.render(page, QSize(old.width(), end - start), options)
    image = old.copy()
    ratio = image.devicePixelRatio()
    image.setDevicePixelRatio(1.0)
    painter = QPainter(image)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    painter.drawImage(0, top, band, 0, top - start, old.width(), bottom - top)
    painter.end()
    image.setDevicePixelRatio(ratio)
    return image
