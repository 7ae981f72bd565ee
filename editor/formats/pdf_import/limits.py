"""What a PDF may cost to read, and the one-line refusals when it costs more.

A résumé is a few pages of text. Anything far beyond that — a file of
hundreds of megabytes, thousands of pages, a stream that inflates to
gigabytes, a content stream that never ends — is refused early with a
sentence, so reading any file takes bounded time and memory.

The caps below are checked inside the reader, with a sentence each. Loops
that no cap of ours reaches (inside pdfminer.six: a reference that resolves
to itself, a character map of four billion codes, forms drawn inside forms)
are bounded by :mod:`.bounded`: the whole import runs in a child process
under one deadline (:func:`seconds`) and one memory budget
(:func:`memory_bytes`), and is killed when it outlives either.
"""

from __future__ import annotations

import os

MAX_FILE_BYTES = 25 * 1024 * 1024
"""A résumé PDF with embedded fonts and a photo is well under a few MB."""
MAX_PAGES = 60
MAX_STREAM_BYTES = 20 * 1024 * 1024
"""One stream, once decoded (a page's content, a font), whatever its filters."""
MAX_INFLATED_BYTES = 96 * 1024 * 1024
"""All the streams of one file together, once decoded."""
MAX_FONTS = 500
"""Fonts one page (or one form on it) names: a résumé uses a handful."""
MAX_CHARS = 400_000
"""Characters on all pages: 40 dense pages hold about 200,000."""
MAX_SECONDS = 25.0
"""The whole import of one PDF, every stage, in wall-clock time: with the child's grace
and the start, under 35 s even on a loaded machine (a 40-page résumé reads in about 1.3 s)."""
MAX_MEMORY_BYTES = 640 * 1024 * 1024
"""Memory the import may take beyond what the process held when it began (a
40-page résumé takes about 60 MB; the caps above allow a few hundred)."""

SECONDS_VARIABLE = "VITAE_PDF_SECONDS"
MEMORY_VARIABLE = "VITAE_PDF_MEMORY_MB"
"""Environment variables that lower (never raise) the two budgets; tests use them."""


def seconds() -> float:
    """The deadline of one import: :data:`MAX_SECONDS`, or less when the environment asks."""
    return _lowered(SECONDS_VARIABLE, MAX_SECONDS, 1.0)


def memory_bytes() -> int:
    """The memory budget of one import: :data:`MAX_MEMORY_BYTES`, or less when the environment asks."""
    return int(_lowered(MEMORY_VARIABLE, MAX_MEMORY_BYTES / 2**20, 1.0) * 2**20)


def _lowered(name: str, default: float, unit_floor: float) -> float:
    try:
        value = float(os.environ.get(name, ""))
    except ValueError:
        return default
    return min(default, max(unit_floor, value)) if value == value else default


class PdfRefused(Exception):
    """The PDF cannot be read, for the reason in the message (one sentence)."""
