"""Story → PDF bytes: page geometry, metadata, page numbers, fit to N pages."""

from __future__ import annotations

import datetime
import functools
import gc
import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate, Spacer
from reportlab.platypus.doctemplate import LayoutError

from .errors import RenderError, RenderSuperseded
from .page_parts import PartsRecorder
from .text_memory import on_forget
from .styles import Stylesheet

PAGE_SIZES = {"A4": A4, "Letter": LETTER}
COLLECT_EVERY = 16
"""Pages laid out between two collections of the garbage cycles they leave (``showPage``)."""


@dataclass(frozen=True)
class PageArea:
    """A page and the text area inside its margins, in points from the bottom left."""

    page_width: float
    page_height: float
    left: float
    bottom: float
    width: float
    height: float
    panel_colour: str = "#ffffff"
    """The theme's panel colour, for what a plan draws behind its frames (a sidebar)."""


PagePlan = Callable[[PageArea], list[PageTemplate]]
"""A layout's page templates for the given page: the frames text flows
through, in order, and anything drawn behind them (a sidebar's colour). The
first template is used for the first page; a story switches templates with
``NextPageTemplate``."""


def single_column(area: PageArea) -> list[PageTemplate]:
    """One frame filling the text area: every template but a multi-column one."""
    frame = Frame(area.left, area.bottom, area.width, area.height, id="body",
                  leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    return [PageTemplate(id="page", frames=[frame])]


def _remember_compressed_fonts() -> None:
    """Compress each embedded font program and ToUnicode map once per process, not per render.

    Deflating the font subsets is a third of saving a Chinese PDF, and the
    preview saves the same subsets again and again. Only font programs (large
    streams) and ToUnicode maps (a subset's codes, ~3 KB of text each, 0.1 ms to
    deflate) are remembered; page contents change every time.
    """
    from reportlab.pdfbase import pdfdoc

    from .. import patches

    flate = pdfdoc.PDFZCompress
    if getattr(flate.encode, "_vitae", False) or not patches.applies("compressed-fonts"):
        return
    plain_encode = flate.encode

    @functools.lru_cache(maxsize=32)
    def remembered(data: bytes) -> bytes:
        return plain_encode(data)

    def encode(text: bytes | str) -> bytes:
        if isinstance(text, bytes) and len(text) > 8192 or isinstance(text, str) and text.startswith(_TO_UNICODE):
            return remembered(text)
        return plain_encode(text)

    encode._vitae = True  # type: ignore[attr-defined]
    encode.forget = remembered.cache_clear  # type: ignore[attr-defined]
    encode.cache_info = remembered.cache_info  # type: ignore[attr-defined]
    flate.encode = encode


_TO_UNICODE = "/CIDInit /ProcSet findresource begin"
"""How reportlab's ToUnicode map of a font subset begins (``ttfonts.makeToUnicodeCMap``)."""


NUMBER_ARRAY_MIN = 32
"""The shortest array of numbers remembered (a subset's widths; a box or a matrix is shorter)."""


def _remember_number_arrays() -> None:
    """Write each long array of numbers once per process, not per render: a font subset's
    glyph widths (up to 256 numbers a subset, each formatted and encoded on its own), the
    same for every render of the same text. Other arrays (a page's annotations, a font
    name and references) are formatted as before."""
    from reportlab import rl_config
    from reportlab.pdfbase import pdfdoc

    from .. import patches

    array = pdfdoc.PDFArray
    if getattr(array.format, "_vitae", False) or not patches.applies("number-arrays"):
        return
    plain_format = array.format

    @functools.lru_cache(maxsize=64)
    def remembered(numbers: tuple, multiline: object, indent: bytes, multiline_setting: object) -> bytes:
        # multiline_setting (rl_config.pdfMultiLine, which plain_format reads) is only part of the key.
        probe = array(numbers)
        probe.multiline = multiline
        return plain_format(probe, None, indent)  # numbers need no document: no references, no encryption

    def format(self: pdfdoc.PDFArray, document: object, IND: bytes = b"\n ") -> bytes:  # noqa: N803
        numbers = self.sequence
        if len(numbers) >= NUMBER_ARRAY_MIN and all(type(number) in (int, float) for number in numbers):
            return remembered(tuple(numbers), self.multiline, IND, rl_config.pdfMultiLine)
        return plain_format(self, document, IND)

    format._vitae = True  # type: ignore[attr-defined]
    format.plain = plain_format  # type: ignore[attr-defined]
    format.forget = remembered.cache_clear  # type: ignore[attr-defined]
    format.cache_info = remembered.cache_info  # type: ignore[attr-defined]
    array.format = format  # type: ignore[method-assign]


def _copy_frames_lightly() -> None:
    """Copy the frame a kept-together group measures itself in without walking each of its
    ~48 attributes through ``copy.deepcopy``: reportlab's ``_listWrapOn`` copies the frame
    for every group it wraps (each entry of a résumé is one), ~20 µs a copy. The copy is
    the same: atomic attributes are shared (as ``deepcopy`` shares them), the rest deep-copied."""
    import copy

    from reportlab.platypus import flowables

    from .. import patches

    if getattr(flowables.deepcopy, "_vitae", False) or not patches.applies("frame-copy"):
        return
    deepcopy = flowables.deepcopy
    atomic = (int, float, bool, str, type(None))

    def frame_aware_deepcopy(value: Any, memo: dict | None = None) -> Any:
        if type(value) is not Frame:
            return deepcopy(value, memo)
        memo = {} if memo is None else memo
        twin = copy.copy(value)  # its attributes shared; then the non-atomic ones copied deep
        memo[id(value)] = twin
        attributes = twin.__dict__  # not setattr: Frame's own recomputes its geometry
        for name, item in value.__dict__.items():
            if type(item) not in atomic:
                attributes[name] = deepcopy(item, memo)
        return twin

    frame_aware_deepcopy._vitae = True  # type: ignore[attr-defined]
    flowables.deepcopy = frame_aware_deepcopy


@on_forget
def forget_written_font_parts() -> None:
    """Forget the deflated font programs and maps and the written widths (``forget_text``)."""
    from reportlab.pdfbase import pdfdoc

    for patched in (pdfdoc.PDFZCompress.encode, pdfdoc.PDFArray.format):
        forget = getattr(patched, "forget", None)  # None: the patch was not applied
        if forget is not None:
            forget()


_remember_compressed_fonts()
_remember_number_arrays()
_copy_frames_lightly()


@dataclass(frozen=True)
class Metadata:
    title: str
    author: str
    subject: str
    lang: str
    today: datetime.date


def _piece_of(story: list[Flowable]) -> dict[int, int]:
    """id of each flowable → the index of the top-level piece of *story* it belongs to.
    A kept-together group is never drawn itself, only its contents: without them, the
    ends of an entry's head (most pieces) went unrecorded, and a glance laid out pages
    beyond the screen."""
    index_of: dict[int, int] = {}
    for index, piece in enumerate(story):
        stack = [piece]
        while stack:
            flowable = stack.pop()
            index_of[id(flowable)] = index
            content = getattr(flowable, "_content", None)
            if isinstance(content, (list, tuple)):
                stack.extend(content)
    return index_of


def _canvas_class(meta: Metadata, footer: Callable[[Canvas, int, int], None] | None,
                  pad_to: int = 0, tagged: bool = False, source: bytes | None = None,
                  parts: PartsRecorder | None = None, compressed: bool = True) -> type[Canvas]:
    """A canvas that stamps ``today`` as the PDF's dates and, when asked,
    draws "page / pages" once the page count is known (pages are kept until
    ``save``, the usual reportlab recipe for "page X of Y"), adds blank
    pages up to *pad_to*, and, when *tagged*, builds the structure tree
    (:mod:`.tagging`: its tagger marks what the flowables draw), and attaches
    *source* (:mod:`.attachment`) when given; *parts* is told each page as it is finished;
    without *compressed* the pages' contents are written plain (the fonts stay deflated:
    each font program is deflated once a process, then remembered)."""
    from . import tagging

    tagged = tagged and tagging.enabled()

    class VitaeCanvas(Canvas):
        tagger: tagging.Tagger | None = None

        def __init__(self, *args: object, **kwargs: object) -> None:
            if tagged:
                kwargs["pdfVersion"] = (1, 7)  # structure, tab order: ISO 32000-1, which PDF/UA-1 builds on
            super().__init__(*args, **kwargs)
            if tagged:
                self.tagger = tagging.Tagger(meta)
            if not compressed:
                self.setPageCompression(0)
                self._doc.setCompression(1)  # the document's flag is the fonts'
            stamp = self._doc._timeStamp
            moment = datetime.datetime.combine(meta.today, datetime.time(), datetime.UTC)
            stamp.t = moment.timestamp()
            stamp.lt = stamp.YMDhms = moment.timetuple()[:6]
            stamp.dhh = stamp.dmm = 0
            self._pages: list[dict] = []

        def showPage(self) -> None:  # noqa: N802 (reportlab's name)
            # Each paragraph reportlab draws leaves a reference cycle: its text object keeps a
            # method bound to itself, and its state with fragments of the lines drawn. A one-shot
            # command runs with the cycle collector paused (editor/collector.py), which held
            # every page's to the end (a 200-page CV: ~37,000 objects, ~10 MiB of its peak). So
            # the young generation is collected every few pages: a CV shorter than that never
            # pays for it, a longer one pays once for the objects made before it (20–50 ms),
            # then ~0.1 ms a page.
            if self._pageNumber % COLLECT_EVERY == 0:
                gc.collect(0)
            if footer is None:
                self._finish_page()
                return
            self._pages.append(dict(self.__dict__))
            self._startPage()

        def _finish_page(self) -> None:
            if parts is not None:
                parts.page_done(self)
            Canvas.showPage(self)

        def save(self) -> None:
            if footer is not None:
                total = max(len(self._pages), pad_to)
                for state in self._pages:
                    self.__dict__.update(state)
                    with tagging.artifact(self, "Pagination"):
                        footer(self, self._pageNumber, total)
                    self._finish_page()
                for number in range(len(self._pages) + 1, pad_to + 1):
                    with tagging.artifact(self, "Pagination"):
                        footer(self, number, total)
                    self._finish_page()
            else:
                for _ in range(self.getPageNumber() - 1, pad_to):
                    self._finish_page()
            if self.tagger is not None:
                self.tagger.finish(self)
            if source is not None:
                from .attachment import attach_source

                attach_source(self, source, meta.today)
            super().save()

        def linkURL(self, url: str, rect: tuple, relative: int = 0, thickness: int = 0,  # noqa: N802
                    color: object = None, dashArray: object = None, kind: str = "URI",  # noqa: N803
                    **kw: object) -> None:
            """A link; when tagging, in a Link element, its text as its description."""
            tagger = self.tagger
            if tagger is None:
                return super().linkURL(url, rect, relative, thickness, color, dashArray, kind, **kw)
            from reportlab.pdfbase.pdfdoc import PDFString

            link, key, text = tagger.link(url)
            kw["Contents"] = PDFString(text)
            kw["StructParent"] = key
            super().linkURL(url, rect, relative, thickness, color, dashArray, kind, **kw)
            tagger.annotated(link, self.getPageNumber(), self._annotationrefs[-1])
            return None

        def _setAnnotations(self, page: object) -> None:  # noqa: N802 (reportlab's name)
            super()._setAnnotations(page)  # type: ignore[misc]
            if self.tagger is not None:
                self.tagger.page_done(self, page)

    return VitaeCanvas


def build_pdf(story: list[Flowable], styles: Stylesheet, meta: Metadata,
              pages: PagePlan = single_column, *, pad_to: int = 0,
              ends: list[tuple[int, int]] | None = None,
              should_stop: Callable[[], bool] | None = None,
              tagged: bool = False, compressed: bool = True, source: bytes | None = None,
              parts: PartsRecorder | None = None) -> tuple[bytes, int]:
    """Lay *story* out on the pages *pages* plans; return the PDF and its page count.
    The list is used up (reportlab takes each flowable off it as it is laid out).

    *pad_to* adds blank pages up to that count (a preview that laid out only the
    pages on screen keeps the page count it had); *ends*, when given, receives
    (index in *story*, page index) for each top-level flowable as it is finished;
    *should_stop* is asked after each, and True stops the layout (RenderSuperseded);
    *tagged* writes a tagged PDF (:mod:`.tagging`); *compressed* deflates the pages'
    contents; *source*, when given, is the
    résumé file to attach (:mod:`.attachment`); *parts*, when given, records where each
    flowable was drawn and what it drew (:mod:`.page_parts`).
    """
    theme = styles.theme
    page = theme.page
    width, height = PAGE_SIZES[page.size]
    side = page.margin_mm * mm
    top = (page.top_mm if page.top_mm is not None else page.margin_mm) * mm
    bottom = (page.bottom_mm if page.bottom_mm is not None else page.margin_mm) * mm
    footer_style = styles["footer"]
    if theme.page_numbers:
        bottom += footer_style.leading

    def footer(canvas: Canvas, number: int, total: int) -> None:
        canvas.saveState()
        canvas.setFont(footer_style.fontName, footer_style.fontSize)
        canvas.setFillColor(footer_style.textColor)
        canvas.drawCentredString(width / 2, bottom - footer_style.leading * 1.6, f"{number} / {total}")
        canvas.restoreState()

    buffer = io.BytesIO()
    doc = BaseDocTemplate(
        buffer, pagesize=(width, height), leftMargin=side, rightMargin=side, topMargin=top,
        bottomMargin=bottom, title=meta.title, author=meta.author, subject=meta.subject,
        creator="Vitae", producer="Vitae (reportlab)", lang=meta.lang, invariant=1,
        initialFontName=styles["body"].fontName, initialFontSize=styles["body"].fontSize,
    )
    doc.addPageTemplates(pages(PageArea(width, height, side, bottom, width - 2 * side, height - top - bottom,
                                        styles.colour(theme.colours.panel))))
    canvas_class = _canvas_class(meta, footer if theme.page_numbers else None, pad_to, tagged, source, parts,
                                 compressed)
    if ends is not None or should_stop is not None or parts is not None:
        index_of = _piece_of(story)

        def after_flowable(flowable: Flowable) -> None:  # reportlab's hook for "a flowable is done"
            index = index_of.get(id(flowable))
            if index is not None and ends is not None:
                ends.append((index, doc.page - 1))
            if parts is not None:
                parts.drawn(doc.frame, doc.canv)
            if should_stop is not None and should_stop():
                raise RenderSuperseded("a newer render replaces this one")

        doc.afterFlowable = after_flowable  # type: ignore[method-assign]
    if parts is not None:
        frame_begin = doc.handle_frameBegin

        def frame_began(*args: object, **kwargs: object) -> None:
            frame_begin(*args, **kwargs)
            parts.frame_began(doc.frame, doc.canv)

        doc.handle_frameBegin = frame_began  # type: ignore[method-assign]
    # An empty résumé still gets its one blank page: a PDF with no pages is
    # not a document viewers (or the preview) can show.
    story = story or [Spacer(0, 0)]
    try:
        doc.build(story, canvasmaker=canvas_class)
    except LayoutError:
        raise RenderError("a part of the résumé is too large to fit on one page") from None
    return buffer.getvalue(), max(doc.page, pad_to)
