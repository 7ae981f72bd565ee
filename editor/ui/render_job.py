"""Rendering the preview's PDF on a worker thread.

The renderer is pure Python without Qt, so it can run on a pool thread: the
job gets the document's résumé as it was when the job started (a
:class:`~editor.ui.snapshot.Shared` root, which no edit changes in place, or a
:class:`~editor.ui.snapshot.Snapshot` copy rebuilt on the worker) and reports
back through a bridge object living on the GUI thread, which queues the result
into the event loop.
"""

from __future__ import annotations

from pathlib import Path

import gc
import logging
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, Signal

from ..model import Resume
from ..render.errors import RenderSuperseded
from .first_preview import FirstPreview, preview_key, render_preview
from .page_frames import FrameRequest, frame_for
from .qt_compat import release_source_lines
from .snapshot import Shared, Snapshot

log = logging.getLogger(__name__)

RenderFunction = Callable[..., Any]
"""``render(resume, *, template=None, lang=None[, variant=…][, letter=…])``: the PDF's
bytes, or a report like :func:`editor.render.render_pdf_report`'s with them in ``pdf``
and what fit-to-pages changed in ``changes`` (see :func:`pdf_and_notes`). *variant*
and *letter* are passed only when set."""


def call_render(render: RenderFunction, resume: Resume, *, template: str | None, lang: str,
                variant: str | None = None, letter: str | None = None, glance: tuple[int, int] | None = None,
                should_stop: Callable[[], bool] | None = None, for_screen: bool | None = None) -> Any:
    """*render* asked for one PDF: the résumé (or its *variant*) or the cover letter *letter*;
    *glance* (story limit, page count) asks for only the first pages (see :class:`RenderJob`);
    *should_stop* may end it early (RenderSuperseded); *for_screen*: pages only looked at (see
    :func:`~editor.ui.first_preview.render_preview`)."""
    extra: dict[str, Any] = {key: value for key, value in (("variant", variant), ("letter", letter),
                                                           ("should_stop", should_stop),
                                                           ("for_screen", for_screen))
                             if value is not None}
    if glance is not None:
        extra["story_limit"], extra["pad_to_pages"] = glance
    return render(resume, template=template, lang=lang, **extra)


WARNING = "warning: "
"""How a render's warning starts among its notes (the rest are what fit-to-pages changed)."""


def pdf_and_notes(result: Any) -> tuple[bytes, list[str]]:
    """The PDF's bytes and the notes (what fit-to-pages changed, what was left
    out) of what a render function returned."""
    if isinstance(result, (bytes, bytearray)):
        return bytes(result), []
    warnings = [f"{WARNING}{w}" for w in getattr(result, "warnings", [])]  # a photo left out, narrow margins
    return bytes(result.pdf), [*result.changes, *warnings]


class RendererMissing(RuntimeError):
    pass


def default_renderer(folder: Callable[[], Path | None] = lambda: None, *,
                     first: FirstPreview | None = None) -> RenderFunction:
    """The renderer; *folder* gives the document's folder, against which a
    relative photo path resolves (None while the résumé is unsaved). *first*:
    the start-up process's pages, used by the first render when they match it."""

    def render(resume: Resume, *, template: str | None = None, lang: str | None = None,
               variant: str | None = None, letter: str | None = None,
               story_limit: int | None = None, pad_to_pages: int = 0,
               should_stop: Callable[[], bool] | None = None, for_screen: bool = False) -> Any:
        nonlocal first
        request: dict[str, Any] = {"template": template, "lang": lang, "variant": variant, "letter": letter,
                                   "story_limit": story_limit, "pad_to_pages": pad_to_pages, "base_dir": folder()}
        if first is not None and for_screen:  # the child laid out pages for the screen (untagged)
            handed_over, first = first.take(preview_key(resume, **request)), None
            if handed_over is not None:
                return handed_over
        try:
            from ..render import render_pdf_report  # noqa: F401  (only: is the renderer installed?)
        except ImportError as error:
            raise RendererMissing("the PDF renderer is not available in this installation") from error
        return render_preview(resume, **request, should_stop=should_stop, for_screen=for_screen)

    render.can_stop = True  # type: ignore[attr-defined]  # it takes should_stop and for_screen (see PreviewPanel)
    return render


def describe_failure(error: BaseException) -> str:
    """One sentence for the preview's banner; the traceback goes to the log."""
    if isinstance(error, RendererMissing):
        return "The renderer is not available, so there is no preview."
    text = str(error).strip() or type(error).__name__
    first = text.splitlines()[0]
    return f"The preview could not be updated: {first}"


class RenderBridge(QObject):
    """Signals:
        superseded(generation): the render stopped early: a newer one replaces it.
        finished(generation, pdf_bytes, render_ms, notes, layout): notes are what fit-to-pages
            changed; layout a dict: ``anchors`` (where each entry landed, see
            :mod:`editor.ui.preview_places`), ``story_ends`` (for a later glance),
            ``glance`` (True when only the first pages were laid out) and ``frame``
            (a :class:`~editor.ui.page_frames.Frame`: the changed pages on screen, rasterised).
        failed(generation, message)
        missing_glyphs(generation, list): after a whole résumé's pages were sent, the fields
            holding a character no font of the page can draw
            (:class:`~editor.render.errors.MissingGlyphs`), found on the render thread.
    """

    finished = Signal(int, object, float, object, object)
    superseded = Signal(int)
    failed = Signal(int, str)
    missing_glyphs = Signal(int, object)


class RenderJob(QRunnable):
    def __init__(self, bridge: RenderBridge, render: RenderFunction, snapshot: Snapshot | Shared,
                 lang: str, generation: int, template: str | None = None, *,
                 variant: str | None = None, letter: str | None = None, glance: tuple[int, int] | None = None,
                 should_stop: Callable[[], bool] | None = None, frame: FrameRequest | None = None):
        """*glance* (story limit, page count): lay out only the pages on screen, padded
        with blank pages to the count, a first look the full render follows;
        *should_stop* ends the render early when a newer one replaces it; *frame*: the
        pages on screen, to rasterise when they changed."""
        super().__init__()
        self.bridge = bridge  # keeps the bridge alive as long as the job
        self.render = render
        self.snapshot = snapshot
        self.lang = lang
        self.generation = generation
        self.template = template
        self.variant = variant
        self.letter = letter
        self.glance = glance
        self.should_stop = should_stop
        self.frame = frame

    def run(self) -> None:
        start = time.perf_counter()
        try:
            result = call_render(self.render, self.snapshot.resume(), template=self.template, lang=self.lang,
                                 variant=self.variant, letter=self.letter, glance=self.glance,
                                 should_stop=self.should_stop,
                                 for_screen=True if getattr(self.render, "can_stop", False) else None)
            data, notes = pdf_and_notes(result)
            parts = list(getattr(result, "page_parts", []))
            frame = frame_for(data, self.frame, parts)
        except RenderSuperseded:
            self.bridge.superseded.emit(self.generation)
            return
        except Exception as error:  # a broken render must never take the window down
            if not isinstance(error, RendererMissing):
                log.exception("preview render failed")
            self.bridge.failed.emit(self.generation, describe_failure(error))
            return
        layout = {"anchors": list(getattr(result, "anchors", [])), "story_ends": list(getattr(result, "story_ends", [])),
                  "glance": self.glance is not None, "frame": frame, "page_parts": parts}
        self.bridge.finished.emit(self.generation, data, (time.perf_counter() - start) * 1000, notes, layout)
        if self.glance is None and self.letter is None:
            self._check_glyphs(getattr(result, "missing_glyphs", None))

    def _check_glyphs(self, found: list | None) -> None:
        """Which fields hold a character the page cannot print, unless the render looked
        already (*found*): after the pages are on their way, on this thread (the renderer's
        fonts are here; the GUI thread never loads them)."""
        try:
            if found is None:
                from ..render.glyphs import missing_glyphs

                found = missing_glyphs(self.snapshot.resume(), languages=[self.lang])
        except Exception:  # a check, not the render: the pages are shown whatever happens here
            log.exception("the glyph check failed")
            return
        self.bridge.missing_glyphs.emit(self.generation, found)


_POOL: QThreadPool | None = None


def render_pool() -> QThreadPool:
    """The one thread every render runs on, so renders never race in reportlab's font registry."""
    global _POOL
    if _POOL is None:
        _POOL = QThreadPool(QCoreApplication.instance())
        _POOL.setMaxThreadCount(1)
        _POOL.setExpiryTimeout(-1)  # keep the thread (and what it imported) alive
    return _POOL


class _WarmUp(QRunnable):
    def run(self) -> None:
        try:
            from ..model import Basics, Resume
            from ..render import render_pdf

            sample = Resume(languages=["en", "zh"], basics=Basics(name={"en": "A", "zh": "中"}))
            for lang in sample.languages:
                render_pdf(sample, lang=lang)
        except Exception:  # only a head start; the real render reports real problems
            log.debug("renderer warm-up failed", exc_info=True)
        release_source_lines()  # of reportlab's modules, imported just now
        gc.freeze()  # the renderer's modules and fonts, kept for good: no collection need scan them again


def warm_up() -> None:
    """Import the renderer and load its fonts on the render thread while the window is built.

    The first real render then takes tens of milliseconds instead of hundreds.
    """
    render_pool().start(_WarmUp())
