"""A Vitae PDF that carries its source: the résumé file, read back whole.

``vitae export --embed-source`` attaches the résumé file to the PDF as its
associated source file (``/AF``, ``/AFRelationship /Source``, named
``resume.vitae.yaml``; :mod:`editor.render.attachment`). The PDF import asks
here first: such a PDF gives back the whole document, every language
included, instead of what one language's page shows.

The attachment is as untrusted as any file: its stream is read only when it
is no larger than a résumé file may be (:data:`~editor.formats.reading.MAX_FILE_BYTES`,
before and after decompression, which stops at the cap), and it goes through
the same parsing and validation as a résumé file opened from disk. One that
cannot be read is an error naming the attachment, never a silent fall-back
to the page.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path
from typing import Any

from ..errors import DocumentError
from ..reading import MAX_FILE_BYTES, size_text

SOURCE_NAME = "resume.vitae.yaml"
"""The attachment's name (``editor.render.attachment.SOURCE_NAME``; formats may not import render)."""


def embedded_source(raw: bytes, filename: str | Path) -> Any:
    """The import (an :class:`~editor.formats.interchange.ImportResult`) of the résumé
    file *raw* carries as its source, or None when it carries none."""
    if b"/AFRelationship" not in raw or SOURCE_NAME.encode() not in raw:
        return None  # (cheap: most PDFs are not parsed twice)
    found = _source_stream(raw)
    if found is None:
        return None
    from ..interchange import ImportResult
    from ..native import loads

    where = f"{filename}: {SOURCE_NAME}"
    resume = loads(_decoded(found, where), where)
    return ImportResult(resume, [f"read the résumé file this PDF carries ({SOURCE_NAME}), every language whole"])


def _start(raw: bytes, number: int) -> int | None:
    """Where object *number*'s body starts (its last definition: an update replaces it)."""
    starts = [found.end() for found in re.finditer(rb"(?<![0-9])%d 0 obj\b" % number, raw)]
    return starts[-1] if starts else None


def _object(raw: bytes, number: int) -> bytes:
    start = _start(raw, number)
    end = raw.find(b"endobj", start) if start is not None else -1
    return raw[start:end] if start is not None and end >= 0 else b""


def _source_stream(raw: bytes) -> tuple[bytes, list[str]] | None:
    """The stream of the catalog's associated source file and its filters, or None.

    Read as Vitae writes it (objects in the open, no object streams), with
    patterns that take linear time, in this process: a PDF another program
    re-saved is read from its pages instead."""
    roots = re.findall(rb"/Root\s+(\d+)\s+0\s+R", raw)
    catalog = _object(raw, int(roots[-1])) if roots else b""
    associated = re.search(rb"/AF\s*\[([\s0-9R]*)\]", catalog)
    for number in re.findall(rb"(\d+)\s+0\s+R", associated.group(1) if associated else b""):
        spec = _object(raw, int(number))
        names = re.findall(rb"/(?:UF|F)\s*\(([^()\\]*)\)", spec)
        stream = re.search(rb"/EF\s*<<\s*/F\s+(\d+)\s+0\s+R\s*>>", spec)
        if not re.search(rb"/AFRelationship\s*/Source\b", spec) or SOURCE_NAME.encode() not in names or stream is None:
            continue
        start = _start(raw, int(stream.group(1)))
        head = re.compile(rb"\s*(<<[^>]*(?:>>[^>]*)*?>>)\s*stream\r?\n").match(raw, start) if start else None
        length = re.search(rb"/Length\s+(\d+)", head.group(1)) if head else None
        if head is None or length is None:
            return None
        data = raw[head.end():head.end() + int(length.group(1))]
        named = re.search(rb"/Filter\s*(\[[^\]]*\]|/\w+)", head.group(1))
        filters = [name.decode() for name in re.findall(rb"/(\w+)", named.group(1))] if named else []
        return data, filters
    return None


def _decoded(found: tuple[bytes, list[str]], where: str) -> bytes:
    """The stream's bytes, inflated at most to the cap."""
    data, filters = found
    if len(data) > MAX_FILE_BYTES:
        raise DocumentError.single(where, f"is {size_text(len(data))}; a résumé file may be at most "
                                          f"{size_text(MAX_FILE_BYTES)}")
    if filters in (["FlateDecode"], ["Fl"]):
        inflate = zlib.decompressobj()
        try:
            data = inflate.decompress(data, MAX_FILE_BYTES + 1)
        except zlib.error as error:
            raise DocumentError.single(where, f"cannot be decompressed ({error})") from None
        if len(data) > MAX_FILE_BYTES or inflate.unconsumed_tail:
            raise DocumentError.single(where, f"inflates past {size_text(MAX_FILE_BYTES)}; a résumé file may be at "
                                              "most that")
    elif filters:
        raise DocumentError.single(where, f"is encoded with {', '.join(filters)}; Vitae writes it deflated")
    return data
