"""Reading a résumé PDF back into a Vitae document, with the layout.

``read_pdf(raw, filename)`` gives a :class:`PdfImport`: the résumé and the
list of what the reader was unsure of. Steps, one module each: glyphs with
fonts and positions (:mod:`.extract`), lines, segments and columns
(:mod:`.lines`), headings (:mod:`.sections`), paragraphs (:mod:`.paragraphs`),
entries (:mod:`.entries`, :mod:`.others`), the header (:mod:`.basics`), and
the document (:mod:`.build`). Field recall, used by ``vitae check`` and the
tests, is in :mod:`.recall`.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from .limits import PdfRefused


@dataclass
class PdfImport:
    resume: object
    """The :class:`editor.model.Resume` read."""
    unsure: list[tuple[str, str]]
    text: str
    """All the text of the PDF, in reading order."""


def is_pdf(raw: bytes) -> bool:
    from .extract import is_pdf as check

    return check(raw)


def read_pdf(raw: bytes, filename: str | Path, lang: str | None = None,
             cancelled: threading.Event | None = None) -> PdfImport:
    """The résumé in *raw*; :class:`~editor.formats.errors.DocumentError` with one line when it cannot be read.

    Every stage runs in a child process under one deadline and one memory
    budget (:mod:`.bounded`); setting *cancelled* stops it
    (:class:`~.bounded.ImportCancelled`).
    """
    from ..errors import DocumentError
    from .bounded import read_bounded

    try:
        return read_bounded(raw, str(filename), lang, cancelled)
    except PdfRefused as error:
        raise DocumentError.single(filename, str(error)) from None


@dataclass
class Layout:
    """What the first stage reads, as plain data: the header's lines, the sections' and all of them."""

    header: list
    sections: list
    lines: list


def _read_pdf_unbounded(raw: bytes, filename: str, lang: str | None) -> PdfImport:
    """:func:`read_pdf`'s work, in the process that calls it (the child)."""
    return _built(_laid_out(raw, filename), lang)


def _laid_out(raw: bytes, filename: str) -> Layout:
    """The first stage: glyphs, lines, columns and headings. It needs no model validator,
    so a parent that forks it can build the validator meanwhile (:mod:`.bounded`)."""
    from ..errors import DocumentError
    from ..unseen import without_unseen
    from .extract import read_pages
    from .lines import page_lines
    from .radicals import as_ideographs
    from .sections import split_sections

    pages = read_pages(raw, filename)
    for page in pages:  # control characters and bidirectional overrides are never text of a résumé
        text = "".join(glyph.text for glyph in page.glyphs)
        if without_unseen(text) != text:
            for glyph in page.glyphs:
                glyph.text = without_unseen(glyph.text)
            page.glyphs = [glyph for glyph in page.glyphs if glyph.text]
        if as_ideographs(text) != text:  # radicals a font's map gives for ideographs
            for glyph in page.glyphs:
                glyph.text = as_ideographs(glyph.text)
    lines = page_lines(pages)
    if sum(len(line.text) for line in lines) < 20:
        raise DocumentError.single(
            filename, "has no text layer (a scan or an image); Vitae reads PDFs that hold text, not pictures of it")
    header, sections = split_sections(lines)
    return Layout(header, sections, lines)


def _built(layout: Layout, lang: str | None) -> PdfImport:
    """The second stage: the résumé the layout holds, validated."""
    from .build import build_resume, language_of

    resume, unsure = build_resume(layout.header, layout.sections, lang or language_of(layout.lines))
    return PdfImport(resume, unsure, "\n".join(line.text for line in layout.lines))


def import_pdf(raw: bytes, filename: str):
    """The importer of :mod:`editor.formats.detect`'s table: the résumé, and
    what the reader was unsure of as the import's notes ("unsure: path: reason")."""
    from ..interchange import ImportResult
    from .embedded import embedded_source

    if (carried := embedded_source(raw, filename)) is not None:  # the résumé file the PDF carries, whole
        return carried
    read = read_pdf(raw, filename)
    return ImportResult(read.resume, [f"unsure: {path or 'document'}: {reason}" for path, reason in read.unsure])
