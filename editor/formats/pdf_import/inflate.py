"""Bounded decoding of the PDF's compressed streams, and bounded references.

pdfminer inflates a FlateDecode stream with one ``zlib.decompress`` call, so
a few kilobytes crafted to inflate to gigabytes (a decompression bomb) would
take all the memory. pdfminer looks ``zlib``, ``rldecode`` and ``lzwdecode``
up in its ``pdftypes`` module at call time; :func:`install` swaps those names
for this module's stand-ins, which decode in steps and stop at the
per-stream and per-file caps whatever the filters and their order
(RunLength over Flate multiplies by up to 128). It also bounds a chain of
references that leads back to itself, which ``resolve1`` would follow forever.
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


def _take(produced: int) -> int:
    """Count *produced* bytes against the caps; the cap a stream may still reach."""
    left = getattr(_budget, "left", MAX_INFLATED_BYTES)
    cap = min(MAX_STREAM_BYTES, left)
    if produced > cap:
        raise PdfRefused(
            f"a compressed stream decodes to more than {cap // (1024 * 1024)} MB (a decompression bomb?)")
    return cap


def rldecode(data: bytes) -> bytes:
    """RunLengthDecode (PDF 1.7, 7.4.5), stopping at the caps."""
    out = bytearray()
    cap = _take(0)
    index, end = 0, len(data)
    while index < end:
        length = data[index]
        index += 1
        if length == 128:
            break
        if length < 128:
            out += data[index:index + length + 1]
            index += length + 1
        elif index < end:
            out += bytes((data[index],)) * (257 - length)
            index += 1
        if len(out) > cap:
            _take(len(out))
    _budget.left = getattr(_budget, "left", MAX_INFLATED_BYTES) - len(out)
    return bytes(out)


def lzwdecode(data: bytes) -> bytes:
    """LZWDecode through pdfminer's decoder, stopping at the caps."""
    import io

    from pdfminer.lzw import LZWDecoder

    cap = _take(0)
    parts: list[bytes] = []
    size = 0
    for part in LZWDecoder(io.BytesIO(data)).run():
        size += len(part)
        if size > cap:
            _take(size)
        parts.append(part)
    _budget.left = getattr(_budget, "left", MAX_INFLATED_BYTES) - size
    return b"".join(parts)


MAX_REFERENCE_HOPS = 64
_chain = threading.local()


def _bounded_resolve(stock):  # noqa: ANN001, ANN202
    def resolve(self, default: object = None) -> object:  # noqa: ANN001
        value = stock(self, default)
        if type(value) is type(self):
            hops = _chain.hops = getattr(_chain, "hops", 0) + 1
            if hops > MAX_REFERENCE_HOPS:
                _chain.hops = 0
                raise PdfRefused("is not a readable PDF (an object refers to itself)")
        else:
            _chain.hops = 0
        return value

    resolve.vitae_bounded = True  # type: ignore[attr-defined]
    return resolve


def install() -> None:
    from pdfminer import pdftypes

    if pdftypes.zlib is not _THIS:
        pdftypes.zlib = _THIS  # type: ignore[assignment]
    pdftypes.rldecode = rldecode  # type: ignore[assignment]
    pdftypes.lzwdecode = lzwdecode  # type: ignore[assignment]
    if not getattr(pdftypes.PDFObjRef.resolve, "vitae_bounded", False):
        pdftypes.PDFObjRef.resolve = _bounded_resolve(pdftypes.PDFObjRef.resolve)  # type: ignore[method-assign]


import sys as _sys  # noqa: E402

_THIS = _sys.modules[__name__]
