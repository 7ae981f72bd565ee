"""What one export is asked to make: the single argument every renderer takes.

Callers (the command line, the window's preview and exports, the Python API)
fill one of these instead of threading template, language, date and options
through positional arguments; a new option is one field here.
"""

from __future__ import annotations

import dataclasses
import datetime
from dataclasses import dataclass
from pathlib import Path
from collections.abc import Callable
from typing import Any


@dataclass(frozen=True)
class RenderRequest:
    template: str | None = None
    """Template name; ``None`` means the document's ``design.template``."""
    lang: str | None = None
    """Language code; ``None`` means the document's default language."""
    today: datetime.date | None = None
    """The date the output is made on (PDF metadata, "present"); ``None`` means today.
    Tests pass a fixed date so output is repeatable."""
    base_dir: Path | None = None
    """The document's folder: relative asset paths (a photo) resolve against it."""
    fit_pages: int | None = None
    """Tighten the layout to this many pages; ``None`` keeps the document's setting."""
    page_numbers: bool | None = None
    """Print page numbers; ``None`` keeps the document's setting."""
    variant: str | None = None
    """The variant to make (``editor.model.content.cut``); ``None`` is the whole document."""
    letter: str | None = None
    """The cover letter to make instead of the résumé (by its name); ``None`` is the résumé."""
    story_limit: int | None = None
    """Lay out only the first this many pieces of the story (the preview's first look
    at the pages on screen, from :attr:`RenderResult.story_ends`); ``None``: all."""
    pad_to_pages: int = 0
    """With *story_limit*: blank pages up to this count, so the page count stays."""
    tagged: bool = True
    """Write a tagged PDF (structure tree, marked content, XMP; ``render/tagging.py``).
    The preview, which is never saved, may ask for an untagged one: the pages look the same."""
    compressed: bool = True
    """Deflate the pages' contents. The preview, which pdfium reads once and nobody saves,
    asks for them plain: deflating and inflating them cost a keystroke ~1 ms more than the
    bytes they save. (Font programs are deflated either way: once a process, remembered.)"""
    page_parts: bool = False
    """Record where each flowable of each page was drawn and what it drew
    (:attr:`RenderResult.page_parts`): the preview redraws only the band that changed."""
    embed_source: bytes | None = None
    """A Vitae résumé file to attach to the PDF (``vitae export --embed-source``), so
    ``vitae import`` gives it back whole; ``None`` attaches nothing."""
    remember_text: bool = True
    """Keep what this render makes of every paragraph (parsed markup, line breaks) for the
    renders after it: the window renders the same paragraphs again after every edit. A
    one-shot export (the command line) has none after it: with False it keeps only the
    paragraphs that come again within it (a date, a place, a heading: what gains from it),
    not up to 4096 paragraphs' lines held to the end (a 200-page CV: ~5 MiB of its peak).
    The PDF is the same either way."""
    should_stop: Callable[[], bool] | None = None
    """Asked between pieces of the story; when it says True the render raises
    :class:`~editor.render.errors.RenderSuperseded` (a preview nobody will see)."""

    def with_options(self, **options: Any) -> RenderRequest:
        """A copy with the options that are not ``None`` replaced."""
        given = {name: value for name, value in options.items() if value is not None}
        return dataclasses.replace(self, **given) if given else self
