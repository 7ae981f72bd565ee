"""A thumbnail of each template's first page, drawn from the résumé being edited.

The template picker shows them. They are rendered on the render thread, one
template at a time (so a preview render waits behind one thumbnail at most,
never behind all of them), and only when asked — the picker asks when it
opens. An edit only marks them out of date, so typing costs nothing here;
until a fresh thumbnail arrives, the last one stays (stale while refreshing).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QRunnable, QSize, Signal
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtPdf import QPdfDocument

from .document import Document
from .render_job import RenderFunction, pdf_and_notes, render_pool
from .snapshot import Snapshot

log = logging.getLogger(__name__)

THUMBNAIL_WIDTH = 180
"""Pixels across: twice the largest icon the picker shows, sharp on a HiDPI screen."""


def first_page_image(pdf: bytes, width: int = THUMBNAIL_WIDTH) -> QImage:
    """The first page of *pdf*, *width* pixels wide, on white with a grey edge;
    a null image if the PDF cannot be read. Safe on a worker thread (Qt's PDF
    module serialises its use of the PDF engine)."""
    buffer = QBuffer()
    buffer.setData(QByteArray(pdf))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    document = QPdfDocument()
    try:
        document.load(buffer)
        if document.status() != QPdfDocument.Status.Ready or document.pageCount() < 1:
            return QImage()
        points = document.pagePointSize(0)
        size = QSize(width, max(1, round(width * points.height() / points.width())))
        image = QImage(size, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))  # the engine leaves the paper transparent
        painter = QPainter(image)
        painter.drawImage(0, 0, document.render(0, size))
        painter.setPen(QColor("#9e9e9e"))
        painter.drawRect(0, 0, size.width() - 1, size.height() - 1)
        painter.end()
        return image
    finally:
        document.close()
        buffer.close()


class _Bridge(QObject):
    """Signals:
        done(template, version, QImage): the thumbnail (null if the render failed).
    """

    done = Signal(str, int, object)


class _ThumbnailJob(QRunnable):
    def __init__(self, bridge: _Bridge, render: RenderFunction, snapshot: Snapshot,
                 template: str, lang: str, version: int):
        super().__init__()
        self.bridge, self.render, self.snapshot = bridge, render, snapshot
        self.template, self.lang, self.version = template, lang, version

    def run(self) -> None:
        try:
            pdf, _notes = pdf_and_notes(self.render(self.snapshot.resume(), template=self.template, lang=self.lang))
            image = first_page_image(pdf)
        except Exception:  # a template that cannot render shows no thumbnail; the preview says why
            log.debug("thumbnail of %s failed", self.template, exc_info=True)
            image = QImage()
        self.bridge.done.emit(self.template, self.version, image)


class TemplateThumbnails(QObject):
    """Signals:
        updated(str template): a new thumbnail for *template* is in :meth:`image`.
    """

    updated = Signal(str)

    def __init__(self, document: Document, render: RenderFunction, templates: Iterable[str],
                 parent: QObject | None = None):
        super().__init__(parent)
        self.document = document
        self.render = render
        self.templates = list(templates)
        self.rendered = 0
        """How many thumbnails were rendered: tests check typing adds none."""
        self._version = 0  # of the résumé (and language and folder) as last edited
        self._images: dict[str, tuple[int, QImage]] = {}
        self._queue: list[str] = []
        self._running: str | None = None
        self._snapshot: tuple[int, str, Snapshot] | None = None
        self._bridge = _Bridge()  # no parent: a job still running at exit keeps it alive (see RenderJob)
        self._bridge.done.connect(self._on_bridge_done)
        for signal in (document.changed, document.reset, document.language_changed, document.file_changed):
            signal.connect(self._on_document_edited)

    def image(self, template: str) -> QImage | None:
        """The latest thumbnail of *template*, fresh or not; None before the first."""
        entry = self._images.get(template)
        return entry[1] if entry is not None else None

    def is_fresh(self, template: str) -> bool:
        entry = self._images.get(template)
        return entry is not None and entry[0] == self._version

    def refresh(self) -> None:
        """Render again, one after the other, the thumbnails older than the résumé."""
        self._snapshot = (self._version, self.document.language, Snapshot(self.document.resume))
        self._queue = [name for name in self.templates if not self.is_fresh(name) and name != self._running]
        self._start_next()

    def stop(self) -> None:
        """Start no more renders (the window is closing)."""
        self._queue.clear()

    def _start_next(self) -> None:
        if self._running is not None or not self._queue or self._snapshot is None:
            return
        version, lang, snapshot = self._snapshot
        self._running = self._queue.pop(0)
        render_pool().start(_ThumbnailJob(self._bridge, self.render, snapshot, self._running, lang, version))

    def _on_bridge_done(self, template: str, version: int, image: QImage) -> None:
        self._running = None
        self.rendered += 1
        if not image.isNull() and version >= self._images.get(template, (-1, None))[0]:
            self._images[template] = (version, image)
            self.updated.emit(template)
        self._start_next()

    def _on_document_edited(self, *_args: object) -> None:
        self._version += 1
