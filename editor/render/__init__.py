"""PDF rendering: (résumé, template, language) → PDF bytes.

Importing this package is cheap and never imports Qt or reportlab; reportlab
is loaded on the first render. The renderer is pure: it never mutates the
résumé, and identical input gives identical bytes.
"""

from __future__ import annotations

import datetime
import functools
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING

from .errors import RenderError
from ..request import RenderRequest
from .templates import list_templates

if TYPE_CHECKING:
    from ..model import Resume

__all__ = ["RenderError", "RenderRequest", "RenderResult", "forget_text", "list_templates", "render_pdf", "render_pdf_report"]


@dataclass(frozen=True)
class RenderResult:
    pdf: bytes
    page_count: int
    changes: list[str] = field(default_factory=list)
    """What fit-to-pages changed, as sentences ("font size 10 → 9.5 pt"); empty when nothing."""
    warnings: list[str] = field(default_factory=list)
    """What was left out of the PDF and why ("basics.photo: 'me.jpg' cannot be found; …")."""
    anchors: list[tuple[tuple, int, float, float]] = field(default_factory=list)
    story_ends: list[tuple[int, int]] = field(default_factory=list)
    """(index of a top-level piece of the story, the page it ends on), for a later
    :attr:`RenderRequest.story_limit`."""
    """Where each entry landed: (model path, page index, x, y from the page's top; points), in drawing order."""
    page_parts: list = field(default_factory=list)
    """Per page, where each piece was drawn and what it drew (:class:`.page_parts.PageParts`),
    when :attr:`RenderRequest.page_parts` asked for it."""
    missing_glyphs: list | None = None
    """The fields holding a character no font of the page can draw (:func:`.glyphs.missing_glyphs`
    in the request's language), when whoever rendered also looked; None: nobody looked yet.
    The window's start-up child looks, with the fonts it has just loaded, so that the window
    need not load the renderer while it draws itself for the first time."""


def render_pdf_report(resume: Resume, request: RenderRequest | None = None, *,
                      template: str | None = None, lang: str | None = None,
                      today: datetime.date | None = None) -> RenderResult:
    """Render *resume* as *request* asks, and report the page count and any
    fit-to-pages changes.

    The keyword options override the request's fields (a convenience for
    one-off calls): ``template`` defaults to ``resume.design.template``,
    ``lang`` to the résumé's default language, ``today`` to the current date.
    """
    request = (request or RenderRequest()).with_options(template=template, lang=lang, today=today)
    return _pipeline().render(resume, request)


@functools.cache
def _pipeline() -> ModuleType:
    """The render pipeline, imported (with reportlab) on the first render only:
    the import's lean set-up swaps ``re.compile`` for a moment, which no later
    render (the preview's, after every keystroke) needs to repeat."""
    from ..lean_imports import lean_imports

    with lean_imports():
        from . import pipeline
    return pipeline


def render_pdf(resume: Resume, request: RenderRequest | None = None, *, template: str | None = None,
               lang: str | None = None, today: datetime.date | None = None) -> bytes:
    """The PDF of *resume* as bytes (see :func:`render_pdf_report`)."""
    return render_pdf_report(resume, request, template=template, lang=lang, today=today).pdf


def forget_text() -> None:
    """Forget what earlier renders remembered about the text they set: parsed
    paragraphs, line breaks, markup, font subsets. The next render works it
    all out afresh, as for a document this process has never seen (what the
    benchmarks time as a new document; it also gives the memory back)."""
    import sys

    if "editor.render.pipeline" not in sys.modules:
        return  # nothing rendered yet, so nothing remembered
    from . import pipeline  # noqa: F401  (imports every module whose caches register)
    from .text_memory import forget_all

    forget_all()
