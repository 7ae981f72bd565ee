"""Bounded inflation of the PDF's compressed streams.

pdfminer inflates a FlateDecode stream with one ``zlib.decompress`` call, so
a few kilobytes crafted to inflate to gigabytes (a decompression bomb) would
take all the memory. pdfminer looks ``zlib`` up in its ``pdftypes`` module at
call time; :func:`install` swaps that name for this module's stand-in, which
inflates in steps and stops at the per-stream and per-file caps.
"""

from __future__ import annotations

import threading
import zlib as _zlib

from .limits import MAX_INFLATED_BYTES, MAX_STREAM_BYTES, PdfRefused

error = _zlib.error
decompressobj = _zlib.decompressobj
_budget = threading.local()


def start_budget() -> None:
    """Begin counting inflated bytes for one file (per thread)."""
    _budget.left = MAX_INFLATED_BYTES


def decompress(data: bytes) -> bytes:
    inflater = _zlib.decompressobj()
    left = getattr(_budget, "left", MAX_INFLATED_BYTES)
    cap = min(MAX_STREAM_BYTES, left)
    out = inflater.decompress(data, cap + 1)
    if len(out) > cap or inflater.unconsumed_tail:
        raise PdfRefused(
            f"a compressed stream inflates to more than {cap // (1024 * 1024)} MB (a decompression bomb?)")
    # A truncated stream gives what it holds (pdfminer's own fallback
    # would inflate it byte by byte, without a cap).
    _budget.left = left - len(out)
    return out


def install() -> None:
    from pdfminer import pdftypes

    if pdftypes.zlib is not _THIS:
        pdftypes.zlib = _THIS  # type: ignore[assignment]


import sys as _sys  # noqa: E402

_THIS = _sys.modules[__name__]
