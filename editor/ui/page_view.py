"""The preview's pages on screen: a scroll area that draws page images it is handed.

``QPdfView`` clears its page cache whenever it gets a new document and draws
each page white until its own render thread has rasterised it again, so every
keystroke showed white pages for a frame or two. This view is given the new
document together with the pages already rasterised (on the render worker, see
:mod:`editor.ui.page_frames`), keeps the images of pages whose content did not
change, and swaps in one paint: the screen goes from the old pages to the new
ones with nothing in between. A page it has no image for (scrolled to, zoomed)
is rasterised as it is painted.

The layout is ``QPdfView``'s multi-page layout (pages stacked from the top
margin, the page spacing between them, each centred across the wider of the
viewport and the widest page), and the method names follow ``QPdfView``'s where
they do the same thing (``zoomMode``, ``setZoomFactor``, ``documentMargins``…).
"""

from __future__ import annotations

import enum
import math

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import QImage, QPainter, QPaintEvent, QPalette, QRegion, QResizeEvent
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

from ..render.page_parts import PageParts
from .page_frames import FrameRequest, rasterise


class PageView(QAbstractScrollArea):
    """Signals:
        current_page_changed(int): the page at the middle of the viewport changed.
    """

    current_page_changed = Signal(int)

    class ZoomMode(enum.Enum):
        Custom = 0
        FitToWidth = 1
        FitInView = 2

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._document: QPdfDocument | None = None
        self._points: list[QSizeF] = []
        self._images: dict[int, QImage] = {}
        self._zoom_mode = self.ZoomMode.FitToWidth
        self._zoom_factor = 1.0
        self._spacing = 3
        self._margins = QMargins(6, 6, 6, 6)
        self._current = 0
        self.setFrameShape(QAbstractScrollArea.Shape.NoFrame)
        self.verticalScrollBar().setSingleStep(20)
        self.horizontalScrollBar().setSingleStep(20)
        self.verticalScrollBar().valueChanged.connect(self._on_scrolled)

    # --- what is shown ------------------------------------------------------------

    def document(self) -> QPdfDocument | None:
        return self._document

    def set_pages(self, document: QPdfDocument | None, images: dict[int, QImage] | None = None,
                  kept: frozenset[int] = frozenset(), bands: dict[int, tuple[int, int]] | None = None) -> None:
        """Show *document*: *images* are its pages already rasterised (see :meth:`frame_request`);
        the pages in *kept* look exactly as the ones on show, whose images stay; *bands*: the
        rows (top, bottom; device pixels) of a page's image that differ from the one on show."""
        self._document = document
        points = [document.pagePointSize(page) for page in range(document.pageCount())] if document else []
        same_pages = bool(points) and points == self._points
        self._points = points
        old, self._images = self._images, {}
        for page in kept:
            if page in old and page < len(self._points):
                self._images[page] = old[page]
        for page, image in (images or {}).items():
            if page < len(self._points):
                self._images[page] = image
        self._update_scroll_bars()
        self._set_current(min(self._current, max(0, len(self._points) - 1)))
        if same_pages:  # only what changed is painted again (and, on X11, sent to the screen)
            self.viewport().update(self._changed_region(kept, bands or {}))
        else:
            self.viewport().update()

    def _changed_region(self, kept: frozenset[int], bands: dict[int, tuple[int, int]]) -> QRegion:
        """The part of the viewport showing pages not in *kept*: of a page in *bands*, its band."""
        ratio = self.devicePixelRatioF()
        region = QRegion()
        for page, rect in enumerate(self.page_rects()):
            if page in kept:
                continue
            if page in bands:
                top, bottom = bands[page]
                # A row more each way: device rows rounded to logical pixels.
                rect = QRect(rect.left(), rect.top() + math.floor(top / ratio) - 1,
                             rect.width(), math.ceil((bottom - top) / ratio) + 2).intersected(rect)
            region += rect
        return region

    def page_count(self) -> int:
        return len(self._points)

    def page_points(self, page: int) -> QSizeF:
        """Page *page*'s size in points."""
        return self._points[page]

    # --- zoom and layout (QPdfView's names) ---------------------------------------------

    def zoomMode(self) -> ZoomMode:  # noqa: N802
        return self._zoom_mode

    def setZoomMode(self, mode: ZoomMode) -> None:  # noqa: N802
        if mode != self._zoom_mode:
            self._zoom_mode = mode
            self._relayout()

    def zoomFactor(self) -> float:  # noqa: N802
        return self._zoom_factor

    def setZoomFactor(self, factor: float) -> None:  # noqa: N802
        if factor != self._zoom_factor:
            self._zoom_factor = factor
            self._relayout()

    def pageSpacing(self) -> int:  # noqa: N802
        return self._spacing

    def setPageSpacing(self, spacing: int) -> None:  # noqa: N802
        self._spacing = spacing
        self._relayout()

    def documentMargins(self) -> QMargins:  # noqa: N802
        return QMargins(self._margins)

    def screen_resolution(self) -> float:
        """Logical pixels per point at 100 %."""
        screen = self.screen() or QApplication.primaryScreen()
        return screen.logicalDotsPerInch() / 72.0 if screen else 96.0 / 72.0

    def page_sizes(self) -> list[QSize]:
        """Each page's size on screen, in logical pixels."""
        resolution = self.screen_resolution()
        width = self.viewport().width() - self._margins.left() - self._margins.right()
        height = self.viewport().height() - self._margins.top() - self._margins.bottom()
        sizes = []
        for points in self._points:
            size = (points * resolution).toSize()
            if self._zoom_mode == self.ZoomMode.Custom:
                size = (points * resolution * self._zoom_factor).toSize()
            elif self._zoom_mode == self.ZoomMode.FitToWidth:
                size = size * (width / max(1, size.width()))
            else:
                size = size * min(width / max(1, size.width()), height / max(1, size.height()))
            sizes.append(size)
        return sizes

    def frame_request(self, shown: tuple[bytes, ...] = (), parts: tuple[PageParts, ...] = ()) -> FrameRequest:
        """What a render should rasterise for this view: the pages on screen at their size
        in device pixels, with the images on show (*shown*: the digests of the pages on
        show; *parts*: their parts, see :mod:`editor.render.page_parts`)."""
        ratio = self.devicePixelRatioF()
        viewport = self.viewport().rect()
        pages = tuple((page, round(rect.width() * ratio), round(rect.height() * ratio))
                      for page, rect in enumerate(self.page_rects()) if rect.intersects(viewport))
        images = {page: self._images[page] for page, _w, _h in pages if page in self._images}
        return FrameRequest(pages, ratio, shown, images, parts)

    def page_rects(self) -> list[QRect]:
        """Each page's rectangle in viewport coordinates."""
        sizes = self.page_sizes()
        if not sizes:
            return []
        total_width = max(size.width() for size in sizes) + self._margins.left() + self._margins.right()
        dx, dy = self.horizontalScrollBar().value(), self.verticalScrollBar().value()
        rects, y = [], self._margins.top()
        for size in sizes:
            x = (max(total_width, self.viewport().width()) - size.width()) // 2
            rects.append(QRect(QPoint(x - dx, y - dy), size))
            y += size.height() + self._spacing
        return rects

    def visible_pages(self) -> list[int]:
        viewport = self.viewport().rect()
        return [page for page, rect in enumerate(self.page_rects()) if rect.intersects(viewport)]

    # --- navigation ------------------------------------------------------------------

    def current_page(self) -> int:
        return self._current

    def jump(self, page: int) -> None:
        """Scroll so that page *page* starts at the top of the viewport."""
        rects = self.page_rects()
        if 0 <= page < len(rects):
            bar = self.verticalScrollBar()
            bar.blockSignals(True)
            bar.setValue(bar.value() + rects[page].top() - self._margins.top())
            bar.blockSignals(False)
            self.viewport().update()
            self._set_current(page)

    def _set_current(self, page: int) -> None:
        if page != self._current:
            self._current = page
            self.current_page_changed.emit(page)

    def _on_scrolled(self, _value: int) -> None:
        middle = self.viewport().height() // 2
        rects = self.page_rects()
        if rects:
            below = [page for page, rect in enumerate(rects) if rect.top() <= middle]
            self._set_current(below[-1] if below else 0)

    # --- drawing ------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self.viewport())
        painter.fillRect(event.rect(), self.palette().brush(QPalette.ColorRole.Dark))
        for page, rect in enumerate(self.page_rects()):
            if rect.intersects(event.rect()):
                painter.fillRect(rect, Qt.GlobalColor.white)  # the paper: a rendered page is transparent
                painter.drawImage(rect, self._image(page, rect.size()))
        painter.end()

    def _image(self, page: int, size: QSize) -> QImage:
        """Page *page* at *size* (logical pixels): the one it was handed, else rasterised now."""
        ratio = self.devicePixelRatioF()
        wanted = QSize(round(size.width() * ratio), round(size.height() * ratio))
        image = self._images.get(page)
        if image is None or image.size() != wanted:
            image = rasterise(self._document, page, wanted, ratio) if self._document else QImage()
            self._images[page] = image
        return image

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._update_scroll_bars()

    def scrollContentsBy(self, dx: int, dy: int) -> None:  # noqa: N802
        self.viewport().update()

    def _relayout(self) -> None:
        self._update_scroll_bars()
        self.viewport().update()

    def _update_scroll_bars(self) -> None:
        sizes = self.page_sizes()
        width = (max((s.width() for s in sizes), default=0) + self._margins.left() + self._margins.right())
        height = (sum(s.height() for s in sizes) + self._spacing * max(0, len(sizes) - 1)
                  + self._margins.top() + self._margins.bottom())
        viewport = self.viewport().size()
        for bar, total, shown in ((self.horizontalScrollBar(), width, viewport.width()),
                                  (self.verticalScrollBar(), height, viewport.height())):
            bar.setRange(0, max(0, total - shown))
            bar.setPageStep(shown)

