"""The live preview: the very PDF export would write, redrawn after edits settle.

An edit is rendered on a worker thread (see :mod:`editor.ui.render_job`) as soon
as the render thread is free: no pause is waited for, so the change shows in the
time a render takes, and the edits made while one runs are taken together by the
next. The worker also rasterises the changed pages on screen
(:mod:`editor.ui.page_frames`); the bytes are loaded into the spare of two
``QPdfDocument``\\s, which the :class:`~editor.ui.page_view.PageView` shows at
the same page and scroll position in one paint, so the preview never flashes
blank. If a render fails, the last good pages stay and a banner says why.

The documents are owned by this panel, not by the view: a document parented to
its view is destroyed under it at exit.
"""

from __future__ import annotations

from pathlib import Path

import time
from collections.abc import Callable

from PySide6.QtCore import (
    QBuffer, QEvent, QObject, QPoint, QSize, Qt, QTimer, Signal,
)
from PySide6.QtGui import QColor, QImage, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtPdf import QPdfDocument
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QStackedWidget, QToolButton, QVBoxLayout, QWidget,
)

from ..editing.modelpath import ModelPath
from .colours import banner_style, notice_style
from .document import Document
from .first_preview import FirstPreview
from .i18n import tr
from .page_frames import Frame
from .page_view import PageView
from .preview_places import anchor_rect, entry_at, page_rects, place_at
from .render_job import WARNING, RenderBridge, RenderFunction, RenderJob, default_renderer, render_pool
from .snapshot import Shared

ZOOMS = (("Fit width", "width"), ("Fit page", "page"), ("50%", 0.5), ("75%", 0.75),
         ("100%", 1.0), ("125%", 1.25), ("150%", 1.5), ("200%", 2.0))
SHUTDOWN_WAIT_MS = 300


GLANCE_PAUSE_MS = 40
"""After a glance at the pages on screen, how long the view has to draw it before the full render."""


class PreviewPanel(QWidget):
    """Signals:
        rendered(int generation): new pages are on screen.
        render_failed(str message): a render failed; the last good pages stay.
        fit_notes_changed(list notes): what fit-to-pages changed to fit the pages on
            show ("font size 9.8 → 9.3 pt", "still 2 pages at the smallest readable
            size"); empty when it changed nothing.
        entry_clicked(path): the user clicked the entry at this model path on a page.
        missing_glyphs(list): after a render of the résumé, the fields holding a character
            no font of the page can draw (:class:`~editor.render.errors.MissingGlyphs`).
    """

    rendered = Signal(int)
    render_failed = Signal(str)
    fit_notes_changed = Signal(object)
    entry_clicked = Signal(object)
    missing_glyphs = Signal(object)

    def __init__(self, document: Document, *, render: RenderFunction | None = None,
                 debounce_ms: int = 0, first_preview: FirstPreview | None = None, parent: QWidget | None = None):
        """*first_preview*: pages the start-up process laid out for the first render."""
        super().__init__(parent)
        self.document = document
        self.first_preview = first_preview
        # The render function, shadowing QWidget.render (painting the widget) on purpose:
        # Qt never calls it from C++, and nothing in Vitae paints the panel that way.
        self.render = render or default_renderer(  # type: ignore[method-assign]
            self._document_folder, first=first_preview)
        self.generation = 0  # of the last render started
        self.shown_generation = 0
        self.last_timing: dict[str, float] = {}
        self.last_pdf: bytes | None = None
        self.anchors: list = []
        """Where each entry of the pages on show landed (:mod:`editor.ui.preview_places`)."""
        self.story_ends: list[tuple[int, int]] = []
        """Where each piece of the last full render's story ended (page), for a glance."""
        self._same_story = False  # only edits since the last full render: a glance may cut its story
        self._full_next = False
        self._stop_running = False  # a newer render is wanted: the one running may stop early
        self.fit_notes: list[str] = []
        self.template: str | None = None  # None: the résumé's own design.template
        self.letter_index: int | None = None
        """The cover letter shown instead of the résumé (its place in ``letters``), or None."""
        self._busy = False
        self._pending = False
        self._urgent = False
        self._requested_at = 0.0
        self._debounce_ms = debounce_ms
        self._digests: list[bytes] = []  # of the pages on show (see page_frames.page_digests)
        self._parts: list = []  # of the pages on show (see editor.render.page_parts)
        self._shown_pdf = QPdfDocument(self)  # the pages on show, loaded by the render worker
        self._shown_buffer: QBuffer | None = None
        self._pool = render_pool()
        self._bridge = RenderBridge()
        self._bridge.finished.connect(self._on_job_finished)
        self._bridge.superseded.connect(self._on_job_superseded)
        self._bridge.failed.connect(self._on_job_failed)
        self._bridge.missing_glyphs.connect(self._on_job_missing_glyphs)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._build()
        document.reset.connect(self._on_document_reset)
        document.language_changed.connect(self._on_document_language_changed)
        document.variant_changed.connect(self._on_document_variant_changed)
        document.changed.connect(self._on_document_changed)
        # Another look or another order of entries: the last story's page ends say nothing.
        document.structure_changed.connect(self._on_story_reshaped)
        document.entry_changed.connect(self._on_document_entry_changed)

    # --- widgets ---------------------------------------------------------------

    def _build(self) -> None:
        self.view = PageView(self)
        self.view.setPageSpacing(12)
        self.view.current_page_changed.connect(self._on_view_page_changed)
        self.view.viewport().installEventFilter(self)  # Ctrl+wheel zooms
        self.placeholder = QLabel(tr("Rendering the preview…"), self)
        self.placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.placeholder.setWordWrap(True)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.placeholder)
        self.stack.addWidget(self.view)
        self.banner = QLabel(self)
        self.banner.setObjectName("previewBanner")
        self.banner.setStyleSheet(banner_style(self.palette()))
        self.banner.setWordWrap(True)
        self.banner.hide()
        self.notice = QLabel(self)  # what to check before printing: the render's warnings
        self.notice.setObjectName("previewNotice")
        self.notice.setStyleSheet(notice_style(self.palette()))
        self.notice.setWordWrap(True)
        self.notice.hide()

        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        self.previous_button = self._tool_button("◀", "Previous page", lambda: self.go_to_page(self.current_page() - 1))
        self.next_button = self._tool_button("▶", "Next page", lambda: self.go_to_page(self.current_page() + 1))
        self.page_label = QLabel("", self)
        self.zoom_box = QComboBox(self)
        for label, zoom in ZOOMS:
            self.zoom_box.addItem(label, zoom)
        self.zoom_box.setToolTip("Zoom")
        self.zoom_box.currentIndexChanged.connect(self._on_zoom_box_changed)
        for widget in (self.previous_button, self.page_label, self.next_button):
            bar.addWidget(widget)
        bar.addStretch(1)
        bar.addWidget(self.zoom_box)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.banner)
        layout.addWidget(self.notice)
        layout.addWidget(self.stack, 1)
        self._update_page_label()

    def _tool_button(self, text: str, tip: str, slot: Callable[[], object]) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setToolTip(tip)
        button.setAutoRaise(True)
        button.clicked.connect(slot)
        return button

    # --- public API --------------------------------------------------------------

    @property
    def pdf_document(self) -> QPdfDocument:
        """The document on screen."""
        return self._shown_pdf

    def page_count(self) -> int:
        return self.view.page_count() if self.shown_generation else 0

    def current_page(self) -> int:
        return self.view.current_page()

    def go_to_page(self, page: int) -> None:
        if 0 <= page < self.page_count():
            self.view.jump(page)

    def set_zoom(self, zoom: str | float) -> None:
        """``"width"``, ``"page"`` or a factor (1.0 = 100 %)."""
        index = self.zoom_box.findData(zoom)
        if index >= 0:
            self.zoom_box.setCurrentIndex(index)

    def zoom_step(self, step: int) -> None:
        """One zoom factor up (+1) or down (-1); from a fit mode, from 100 %."""
        factors = [zoom for _label, zoom in ZOOMS if isinstance(zoom, float)]
        current = self.zoom_box.currentData()
        index = factors.index(current if current in factors else 1.0)
        self.set_zoom(factors[max(0, min(len(factors) - 1, index + step))])

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the system turned light or dark
            self.banner.setStyleSheet(banner_style(self.palette()))
            self.notice.setStyleSheet(notice_style(self.palette()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if (event.type() == QEvent.Type.Wheel and isinstance(event, QWheelEvent) and watched is self.view.viewport()
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier and event.angleDelta().y()):
            self.zoom_step(1 if event.angleDelta().y() > 0 else -1)
            return True
        if (event.type() == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent)
                and watched is self.view.viewport() and event.button() == Qt.MouseButton.LeftButton):
            path = self.entry_at(event.position().toPoint())
            if path is not None:
                self.entry_clicked.emit(path)
        return super().eventFilter(watched, event)

    def entry_at(self, point: QPoint) -> tuple | None:
        """The model path of the entry under *point* of the view's viewport (None: header, margin, a letter)."""
        if self.letter_index is not None:
            return None
        place = place_at(self.view, point)
        return entry_at(self.anchors, *place) if place is not None else None

    def reveal(self, path: tuple) -> bool:
        """Scroll so the entry at *path* starts in view (left alone when it already does)."""
        rect = anchor_rect(self.view, self.anchors, path) if self.letter_index is None else None
        if rect is None:
            return False
        viewport = self.view.viewport().rect()
        if not viewport.contains(rect.topLeft()) or not viewport.contains(rect.bottomLeft()):
            bar = self.view.verticalScrollBar()
            bar.setValue(bar.value() + rect.top() - viewport.height() // 5)
        return True

    def set_debounce(self, milliseconds: int) -> None:
        """Wait this long after an edit for more before rendering (0, the window's own: none)."""
        self._debounce_ms = milliseconds

    def schedule(self, delay_ms: int | None = None) -> None:
        """Render once the event loop is idle, or after the debounce pause (or *delay_ms*).

        An immediate render already scheduled (a language switch, a file just
        opened) is not pushed back by the edit signals that come with it.
        """
        if self._timer.isActive() and self._urgent:
            return
        if not self._timer.isActive() and not self._pending:
            self._requested_at = time.perf_counter()
        self._urgent = delay_ms == 0
        self._timer.start(self._debounce_ms if delay_ms is None else delay_ms)

    def refresh_now(self) -> None:
        self._timer.stop()
        self._requested_at = time.perf_counter()
        self._start_render()

    def page_image(self, page: int = 0, width: int = 600) -> QImage:
        """Page *page* drawn on white (``QPdfDocument.render`` leaves the paper transparent)."""
        doc = self.pdf_document
        if page >= self.page_count():
            return QImage()
        points = doc.pagePointSize(page)
        size = QSize(width, max(1, round(width * points.height() / points.width())))
        image = QImage(size, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.drawImage(0, 0, doc.render(page, size))
        painter.end()
        return image

    def shutdown(self) -> None:
        """Stop rendering (the window is closing): no new render; one under way is abandoned.

        A short wait lets a render about to finish end cleanly; a long one (a
        huge field) is left to :func:`editor.ui.app.finished`.
        """
        self._timer.stop()
        self._pending = False
        self._pool.waitForDone(SHUTDOWN_WAIT_MS)

    # --- rendering ----------------------------------------------------------------

    def _document_folder(self) -> Path | None:
        path = self.document.file_path
        return path.parent if path is not None else None

    def _start_render(self) -> None:
        if self._busy:
            self._pending = True
            self._stop_running = True  # its pages would be replaced before anyone saw them
            return
        self._busy = True
        self._pending = False
        self._stop_running = False
        self.generation += 1
        letters = self.document.resume.letters
        letter = letters[self.letter_index].name if self.letter_index is not None \
            and self.letter_index < len(letters) else None
        glance = None if letter or self._full_next or not self._same_story else self._glance()
        self._full_next = glance is not None
        if glance is not None:
            self._pending = True  # the full render follows the glance
        job = RenderJob(self._bridge, self.render, Shared(self.document.resume), self.document.language,
                        self.generation, self.template, variant=None if letter else self.document.variant,
                        letter=letter, glance=glance, frame=self.view.frame_request(tuple(self._digests), tuple(self._parts)),
                        should_stop=None if glance is not None or not getattr(self.render, "can_stop", False)
                        else lambda: self._stop_running)
        self._pool.start(job)

    def _glance(self) -> tuple[int, int] | None:
        """(story limit, page count) to lay out just the pages on screen first, when
        pages below them exist: typing in a long CV shows on screen in the time
        its first pages take, and the full render follows."""
        pages = self.page_count()
        visible = [i for i, rect in enumerate(page_rects(self.view)) if rect.intersects(self.view.viewport().rect())]
        if not self.story_ends or not visible or max(visible) >= pages - 1:
            return None
        last = max(visible)
        beyond = [index for index, page in self.story_ends if page > last]
        return (min(beyond) + 1, pages) if beyond else None

    def _after_glance(self) -> None:
        if not self._busy and self._pending:
            self._start_render()

    def _job_done(self) -> None:
        self._busy = False
        if self._pending:
            self._start_render()

    def _on_job_finished(self, generation: int, data: bytes, render_ms: float, notes: list[str],
                         layout: dict) -> None:
        start = time.perf_counter()
        if layout["glance"]:  # the pages on screen only: show them, then lay out the whole
            if generation > self.shown_generation and self._load(layout["frame"], layout["page_parts"]):
                self.shown_generation = generation
            # The full render starts once the view has drawn the glance: run at once, it
            # would hold the interpreter while the view's events wait for their turn.
            self._busy = False
            QTimer.singleShot(GLANCE_PAUSE_MS, self._after_glance)
            return
        if generation > self.shown_generation and self._load(layout["frame"], layout["page_parts"]):
            self.shown_generation = generation
            self.last_pdf = data
            self.anchors = layout["anchors"]
            self.story_ends = layout["story_ends"]
            self._same_story = True
            changes = [note for note in notes if not note.startswith(WARNING)]
            if changes != self.fit_notes:
                self.fit_notes = changes
                self.fit_notes_changed.emit(changes)
            # A warning stays in view while it holds (a status-bar message would replace others).
            warnings = [note.removeprefix(WARNING) for note in notes if note.startswith(WARNING)]
            self.notice.setText("\n".join(f"⚠ {warning}" for warning in warnings))
            self.notice.setVisible(bool(warnings))
            self.banner.hide()
            self.stack.setCurrentWidget(self.view)
            now = time.perf_counter()
            self.last_timing = {
                "render_ms": render_ms,
                "load_ms": (now - start) * 1000,
                "latency_ms": (now - self._requested_at) * 1000,
            }
            self._update_page_label()
            self._job_done()
            self.rendered.emit(generation)
            return
        self._job_done()

    # Slots of this panel, not lambdas: a job finishing after the window closed must find
    # its connections gone with the panel (a lambda would call into a deleted object).
    def _on_job_superseded(self, _generation: int) -> None:
        self._job_done()

    def _on_job_missing_glyphs(self, _generation: int, found: list) -> None:
        self.missing_glyphs.emit(found)

    def _on_job_failed(self, generation: int, message: str) -> None:
        self.banner.setText(message)
        self.banner.show()
        if not self.shown_generation:
            self.placeholder.setText(message)
        self._job_done()
        self.render_failed.emit(message)

    def _load(self, frame: Frame, parts: list) -> bool:
        document, buffer = frame.document, frame.buffer
        if document is None or buffer is None:
            self._on_job_failed(self.generation, "The preview could not be updated: the renderer produced an unreadable PDF.")
            return False
        document.setParent(self)
        buffer.setParent(self)
        old_document, old_buffer = self._shown_pdf, self._shown_buffer
        self._shown_pdf, self._shown_buffer = document, buffer
        self.view.set_pages(document, frame.images, frame.kept, frame.bands)  # the scroll position stays
        old_document.deleteLater()
        if old_buffer is not None:
            old_buffer.deleteLater()
        self._digests = frame.digests
        self._parts = parts
        return True

    # --- slots -------------------------------------------------------------------

    def _on_timer_timeout(self) -> None:
        self._urgent = False
        self._start_render()

    def _on_document_changed(self) -> None:
        self.schedule()

    def _on_document_reset(self) -> None:
        self._same_story = False
        self.schedule(0)  # a file just opened: show it as soon as possible

    def _on_story_reshaped(self) -> None:
        self._same_story = False

    def _on_document_entry_changed(self, path: ModelPath) -> None:
        if path[:1] in (("design",), ("variants",), ("languages",)):
            self._on_story_reshaped()

    def _on_document_language_changed(self, _lang: str) -> None:
        self._same_story = False
        self.schedule(0)  # a toggle is one click, not typing: no need to wait

    def _on_document_variant_changed(self, _name: object) -> None:
        self._same_story = False
        self.schedule(0)

    def show_letter(self, index: int | None) -> None:
        """Show the cover letter at *index* of the résumé's letters (None: the résumé)."""
        if index != self.letter_index:
            self.letter_index = index
            self._same_story = False
            self.schedule(0)

    def _on_view_page_changed(self, _page: int) -> None:
        self._update_page_label()

    def _on_zoom_box_changed(self, _index: int) -> None:
        zoom = self.zoom_box.currentData()
        if zoom == "width":
            self.view.setZoomMode(PageView.ZoomMode.FitToWidth)
        elif zoom == "page":
            self.view.setZoomMode(PageView.ZoomMode.FitInView)
        else:
            self.view.setZoomMode(PageView.ZoomMode.Custom)
            self.view.setZoomFactor(float(zoom))

    def _update_page_label(self) -> None:
        count = self.page_count()
        current = min(self.current_page() + 1, count) if count else 0
        self.page_label.setText(tr("Page {} / {}").format(current, count) if count else tr("No pages"))
        self.previous_button.setEnabled(current > 1)
        self.next_button.setEnabled(0 < current < count)
