"""What a PDF may cost to read, and the one-line refusals when it costs more.

A résumé is a few pages of text. Anything far beyond that — a file of
hundreds of megabytes, thousands of pages, a stream that inflates to
gigabytes, a content stream that never ends — is refused early with a
sentence, so reading any file takes bounded time and memory.
"""

from __future__ import annotations

MAX_FILE_BYTES = 25 * 1024 * 1024
"""A résumé PDF with embedded fonts and a photo is well under a few MB."""
MAX_PAGES = 60
MAX_STREAM_BYTES = 20 * 1024 * 1024
"""One stream, once inflated (a page's content, a font)."""
MAX_INFLATED_BYTES = 96 * 1024 * 1024
"""All the streams of one file together, once inflated."""
MAX_CHARS = 400_000
"""Characters on all pages: 40 dense pages hold about 200,000."""
MAX_SECONDS = 30.0


class PdfRefused(Exception):
    """The PDF cannot be read, for the reason in the message (one sentence)."""
